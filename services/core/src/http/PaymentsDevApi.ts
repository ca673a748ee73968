import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "./Authentication.ts"
import { BadRequest, NotFound } from "./errors.ts"
import { withSharedAnswers } from "./openApiContract.ts"
import { GatewayIdString } from "./PaymentsApi.ts"

export const CheckoutSuccessView = Schema.Struct({
  razorpay_payment_id: Schema.String,
  razorpay_order_id: Schema.String,
  razorpay_signature: Schema.String
})

export const CheckoutFailureView = Schema.Struct({
  error: Schema.Struct({
    code: Schema.String,
    description: Schema.String,
    source: Schema.String,
    step: Schema.String,
    reason: Schema.String,
    metadata: Schema.Struct({ order_id: Schema.String, payment_id: Schema.String })
  })
})

export class PaymentsDevGroup extends HttpApiGroup.make("paymentsDev")
  .add(
    HttpApiEndpoint.post("pay", "/payments/dev/pay")
      .setPayload(Schema.Struct({ orderId: GatewayIdString, outcome: Schema.Literal("success", "failure") }))
      .addSuccess(Schema.Union(CheckoutSuccessView, CheckoutFailureView))
      .addError(BadRequest)
      .addError(NotFound)
  )
  .middleware(Authentication) {}

/**
 * The local gateway's checkout window, as its own small API: the app mounts it only while the local
 * gateway is chosen, so with Razorpay the route does not exist at all.
 */
export class PaymentsDevApi extends withSharedAnswers(
  HttpApi.make("safarnama-dev-payments").add(PaymentsDevGroup).prefix("/api").annotate(OpenApi.Title, "Safarnama local payment gateway (development stand-in for Razorpay Checkout)")
) {}
