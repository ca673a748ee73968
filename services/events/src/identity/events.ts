import { Schema } from "effect"
import { PhoneNumber } from "./phone.ts"

/**
 * Identity of one traveller, one stream per phone number (`identity-<+91phone>`): the phone is the
 * login, so a stream per phone makes "one account per number" a property of the stream itself.
 * One-time codes are not events: they belong to the phone-auth adapter (Firebase in production).
 */

export const UserId = Schema.String.pipe(Schema.minLength(1), Schema.brand("UserId"))
export type UserId = typeof UserId.Type

export const PhoneAuthProvider = Schema.Literal("local", "firebase")
export type PhoneAuthProvider = typeof PhoneAuthProvider.Type

/** The first verified login of a phone number: the traveller gets a stable user id. */
export const UserRegistered = Schema.Struct({ userId: UserId, phone: PhoneNumber })

/** A login proven by the phone-auth provider (every one, the first included). */
export const LoggedIn = Schema.Struct({ userId: UserId, provider: PhoneAuthProvider })

/** Name and location as the traveller last saved them (already trimmed and checked). */
export const ProfileUpdated = Schema.Struct({ userId: UserId, name: Schema.String, location: Schema.String })

export const IdentityEvent = Schema.Union(
  Schema.Struct({ type: Schema.Literal("UserRegistered"), data: UserRegistered }),
  Schema.Struct({ type: Schema.Literal("LoggedIn"), data: LoggedIn }),
  Schema.Struct({ type: Schema.Literal("ProfileUpdated"), data: ProfileUpdated })
)
export type IdentityEvent = typeof IdentityEvent.Type

export const identityEventTypes = ["UserRegistered", "LoggedIn", "ProfileUpdated"] as const

export const identityStream = (phone: PhoneNumber): string => `identity-${phone}`
