import { Schema } from "effect"
import { type EventsOf, eventTypesOf, streamCategory } from "../eventCatalog.ts"

/** An order id as the payment gateway issued it (Razorpay `order_...`); our stream is named after it. */
export const OrderId = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64), Schema.brand("OrderId"))
export type OrderId = typeof OrderId.Type

export const PaymentId = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64), Schema.brand("PaymentId"))
export type PaymentId = typeof PaymentId.Type

/** Who told us the payment was captured. The first one wins; the others find nothing to do. */
export const CaptureSource = Schema.Literal("verify", "webhook", "reconciler", "support")
export type CaptureSource = typeof CaptureSource.Type

export const GatewayName = Schema.Literal("local", "razorpay")
export type GatewayName = typeof GatewayName.Type

export const OrderCreated = Schema.Struct({
  orderId: Schema.String,
  userId: Schema.String,
  packageId: Schema.String,
  credits: Schema.Int,
  amountPaise: Schema.Int,
  currency: Schema.Literal("INR"),
  gateway: GatewayName,
  gatewayOrderId: Schema.String
})

export const PaymentCaptured = Schema.Struct({
  orderId: Schema.String,
  paymentId: Schema.String,
  source: CaptureSource
})

export const VerificationFailed = Schema.Struct({
  orderId: Schema.String,
  paymentId: Schema.String,
  reason: Schema.String
})

/** Support looked at the order and found nothing to credit (the actor is in the metadata). */
export const SupportReviewed = Schema.Struct({
  orderId: Schema.String,
  finding: Schema.Literal("no-captured-payment", "already-credited"),
  reason: Schema.String
})

const paymentsEvents = { OrderCreated, PaymentCaptured, VerificationFailed, SupportReviewed }

export type PaymentsEvent = EventsOf<typeof paymentsEvents>

export const paymentsEventTypes = eventTypesOf(paymentsEvents)

const paymentStreams = streamCategory("payment-")
export const PAYMENT_STREAM_PREFIX = paymentStreams.prefix

/** The stream of one order. */
export const paymentStream = paymentStreams.streamOf
