import { Data } from "effect"

/** The amount and credits asked for match no package of the catalogue. */
export class UnknownPackage extends Data.TaggedError("UnknownPackage")<{ readonly amount: number; readonly credits: number }> {}

/** The checkout's signature does not match `orderId|paymentId` under our key secret. */
export class PaymentVerificationFailed extends Data.TaggedError("PaymentVerificationFailed")<{ readonly orderId: string }> {}

/** The webhook's `X-Razorpay-Signature` is missing or does not match the raw body. */
export class InvalidWebhookSignature extends Data.TaggedError("InvalidWebhookSignature")<Record<never, never>> {}

/** A correctly signed webhook whose body we cannot read. */
export class MalformedWebhook extends Data.TaggedError("MalformedWebhook")<{ readonly reason: string }> {}
