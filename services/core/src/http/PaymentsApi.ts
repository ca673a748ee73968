import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { JSONSchema, Schema } from "effect"
import { WebhookBody } from "../app/payments/receiveWebhook.ts"
import { Authentication } from "./Authentication.ts"
import { BadRequest, NotFound, ServiceUnavailable } from "./errors.ts"
import { strictPayload } from "./strictPayload.ts"

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

/**
 * The webhook declares no payload schema, because its handler must read the raw bytes the signature
 * covers; its document still shows the body (from the same schema the handler decodes) and the header.
 */
const documentWebhookRequest = (operation: Record<string, unknown>) => {
  const { $defs = {}, ...schema } = JSONSchema.make(WebhookBody) as { $defs?: Record<string, unknown> }
  // Razorpay's events carry many more fields than we read: every object stays open, and the schema's
  // own definitions are written in place (a "#/$defs" reference means nothing inside a document).
  const open = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(open)
    if (typeof node !== "object" || node === null) return node
    const { $ref, $schema: _, additionalProperties: __, ...rest } = node as Record<string, unknown>
    if (typeof $ref === "string" && $ref.startsWith("#/$defs/")) return open($defs[$ref.slice("#/$defs/".length)])
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, open(value)]))
  }
  const body = open(schema)
  return {
    ...operation,
    parameters: [
      ...((operation.parameters as ReadonlyArray<unknown> | undefined) ?? []),
      {
        name: "X-Razorpay-Signature",
        in: "header",
        required: true,
        description: "Hex HMAC-SHA256 of the raw body with the webhook secret; a missing or wrong one is answered 400 'Invalid webhook signature'",
        schema: { type: "string" }
      }
    ],
    requestBody: {
      required: true,
      description: "A Razorpay event; only the fields shown are read, others are allowed and ignored",
      content: { "application/json": { schema: body } }
    }
  }
}

export class PaymentsApi extends HttpApiGroup.make("payments")
  .add(HttpApiEndpoint.get("packages", "/payments/packages").addSuccess(Schema.Array(CreditPackageView)))
  .add(
    HttpApiEndpoint.post("createOrder", "/payments/create-order")
      .setPayload(strictPayload(CreateOrderRequest))
      .addSuccess(CreateOrderResponse)
      .addError(BadRequest)
      .addError(PaymentGatewayFailed)
      .addError(ServiceUnavailable)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("verify", "/payments/verify")
      .setPayload(strictPayload(VerifyRequest))
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
      .annotate(OpenApi.Transform, documentWebhookRequest)
  ) {}

export class CreditsApi extends HttpApiGroup.make("credits")
  .add(HttpApiEndpoint.get("balance", "/auth/credits").addSuccess(Schema.Struct({ credits: Schema.Int })))
  .middleware(Authentication) {}
