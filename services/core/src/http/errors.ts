import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/**
 * Every 4xx/5xx answer has one JSON shape: `{ "_tag": "<Kind>", "message": "<human readable>" }`,
 * with the spec's text as the message where it has one. The HttpApi's own decode errors
 * (`HttpApiDecodeError`) share the shape and add `issues`.
 */
export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

export class PaymentRequired extends Schema.TaggedError<PaymentRequired>()(
  "PaymentRequired",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 402 })
) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 403 })
) {}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** A body past MAX_BODY_BYTES (bodyLimit.ts), on any route. */
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 413 })
) {}

/** An unexpected failure on our side (errorMiddleware.ts): a message, never a stack trace. */
export class InternalError extends Schema.TaggedError<InternalError>()(
  "InternalError",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 500 })
) {}

/** Past an abuse limit. The `Retry-After` header is set from `retryAfterSeconds` by the error middleware. */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { message: Schema.String, retryAfterSeconds: Schema.Int },
  HttpApiSchema.annotations({ status: 429 })
) {}

/** What any answer says while the database is unreachable (errorMiddleware.ts says the same). */
export const SERVICE_UNAVAILABLE = "The service is temporarily unavailable. Please try again shortly."

export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 503 })
) {}

/** The spec's message for a missing, expired or tampered session (section 8). */
export const AUTHENTICATION_REQUIRED = "Authentication required. Please login again."
