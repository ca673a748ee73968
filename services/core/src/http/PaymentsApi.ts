import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "./Authentication.ts"
import { BadRequest, NotFound, ServiceUnavailable } from "./errors.ts"

/** The gateway refused or did not answer when creating an order (spec: 'Failed to create order'). */
export class PaymentGatewayFailed extends Schema.TaggedError<PaymentGatewayFailed>()(
  "PaymentGatewayFailed",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 502 })
) {}

export const FAILED_TO_CREATE_ORDER = "Failed to create order"
export const PAYMENT_VERIFICATION_FAILED = "Payment verification failed"
export const ORDER_NOT_FOUND = "Order not found"
export const INVALID_PACKAGE = "Amount and credits must match one of the credit packages"
export const INVALID_WEBHOOK_SIGNATURE = "Invalid webhook signature"

/** Gateway ids are short and plain (`order_...`, `pay_...`); anything else is not one of ours. */
export const GatewayIdString = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_]{1,64}$/))

export const CreditPackageView = Schema.Struct({
  id: Schema.String,
  credits: Schema.Int,
  amount: Schema.Number.annotations({ description: "INR" }),
  perCredit: Schema.Number,
  originalAmount: Schema.optional(Schema.Number),
  discount: Schema.optional(Schema.String)
})

export const CreateOrderRequest = Schema.Struct({
  amount: Schema.Number.annotations({ description: "INR; must be a package's price" }),
  credits: Schema.Number
})

export const CreateOrderResponse = Schema.Struct({
  orderId: Schema.String,
  amount: Schema.Int.annotations({ description: "paise" }),
  currency: Schema.Literal("INR"),
  keyId: Schema.String
})

export const VerifyRequest = Schema.Struct({
  orderId: GatewayIdString,
  paymentId: GatewayIdString,
  signature: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(256))
})

export const VerifyResponse = Schema.Struct({ success: Schema.Literal(true), credits: Schema.Int })

export class PaymentsApi extends HttpApiGroup.make("payments")
  .add(HttpApiEndpoint.get("packages", "/payments/packages").addSuccess(Schema.Array(CreditPackageView)))
  .add(
    HttpApiEndpoint.post("createOrder", "/payments/create-order")
      .setPayload(CreateOrderRequest)
      .addSuccess(CreateOrderResponse)
      .addError(BadRequest)
      .addError(PaymentGatewayFailed)
      .addError(ServiceUnavailable)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("verify", "/payments/verify")
      .setPayload(VerifyRequest)
      .addSuccess(VerifyResponse)
      .addError(BadRequest)
      .addError(NotFound)
      .middleware(Authentication)
  )
  .add(
    // No payload schema: the handler reads the RAW body, because the signature covers its exact bytes.
    HttpApiEndpoint.post("webhook", "/payments/webhook")
      .addSuccess(Schema.Struct({ ok: Schema.Literal(true) }))
      .addError(BadRequest)
      .annotate(OpenApi.Description, "Razorpay webhook (payment.captured, order.paid), signed with X-Razorpay-Signature over the raw body")
  ) {}

export class CreditsApi extends HttpApiGroup.make("credits")
  .add(HttpApiEndpoint.get("balance", "/auth/credits").addSuccess(Schema.Struct({ credits: Schema.Int })))
  .middleware(Authentication) {}
