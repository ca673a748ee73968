/**
 * The profile's field limits (spec section 5 leaves them to us; ADR 0080): the server's schemas
 * (services/core/src/domain/identity/profile.ts) and the web's fields read the same numbers, so the login
 * form stops at the length the API accepts instead of learning it from a 400.
 */
export const NAME_MAX_LENGTH = 80
export const LOCATION_MAX_LENGTH = 120
