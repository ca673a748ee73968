import type { GatewayName } from "@safarnama/events/payments/events"
import { Context, Data, type Effect } from "effect"

export interface GatewayOrder {
  readonly gatewayOrderId: string
  readonly amountPaise: number
  readonly currency: string
}

/** A payment attempt as the gateway reports it (Razorpay's payment statuses). */
export interface GatewayPayment {
  readonly paymentId: string
  readonly orderId: string
  readonly amountPaise: number
  readonly currency: string
  readonly status: "created" | "authorized" | "captured" | "refunded" | "failed"
}

/** The gateway did not answer, or answered with an error we cannot act on. */
export class PaymentGatewayUnavailable extends Data.TaggedError("PaymentGatewayUnavailable")<{ readonly reason: string }> {}

/** The gateway does not know this order. */
export class GatewayOrderUnknown extends Data.TaggedError("GatewayOrderUnknown")<{ readonly gatewayOrderId: string }> {}

/**
 * The payment-gateway port: Razorpay in production, a local stand-in by default. Both honour the same
 * contract (the same tests run against both). Secrets stay inside the adapter: callers get only
 * yes/no answers from the signature checks, and the public key id.
 */
export class PaymentGateway extends Context.Tag("PaymentGateway")<
  PaymentGateway,
  {
    readonly provider: GatewayName
    /** Public: the checkout needs it. */
    readonly keyId: string
    readonly createOrder: (request: {
      readonly amountPaise: number
      readonly currency: "INR"
      /** Our reference, at most 40 characters. */
      readonly receipt: string
      readonly notes: Readonly<Record<string, string>>
    }) => Effect.Effect<GatewayOrder, PaymentGatewayUnavailable>
    readonly orderPayments: (
      gatewayOrderId: string
    ) => Effect.Effect<ReadonlyArray<GatewayPayment>, PaymentGatewayUnavailable | GatewayOrderUnknown>
    /** The checkout's signature of `orderId|paymentId` with the key secret, compared in constant time. */
    readonly isValidPaymentSignature: (payment: {
      readonly orderId: string
      readonly paymentId: string
      readonly signature: string
    }) => boolean
    /** The webhook's `X-Razorpay-Signature` over the raw body with the webhook secret. */
    readonly isValidWebhookSignature: (rawBody: Uint8Array | string, signature: string) => boolean
  }
>() {}
