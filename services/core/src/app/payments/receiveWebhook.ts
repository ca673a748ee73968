import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import { Effect, Either, Schema } from "effect"
import { PaymentGateway } from "../../adapters/payment-gateway/PaymentGateway.ts"
import { paymentsDecider } from "../../domain/payments/decider.ts"
import { handleCommand } from "../handleCommand.ts"
import { metadataFor } from "../metadata.ts"
import { capturePayment } from "./capturePayment.ts"
import { InvalidWebhookSignature, MalformedWebhook } from "./errors.ts"
import { readOrder } from "./orders.ts"

const PaymentEntity = Schema.Struct({
  id: Schema.String,
  order_id: Schema.NullOr(Schema.String),
  amount: Schema.Int,
  status: Schema.String
})

/** The part of Razorpay's webhook body we read; everything else is ignored (the OpenAPI document shows it too). */
export const WebhookBody = Schema.Struct({
  event: Schema.String,
  payload: Schema.Struct({
    payment: Schema.optional(Schema.Struct({ entity: PaymentEntity })),
    order: Schema.optional(Schema.Struct({ entity: Schema.Struct({ id: Schema.String }) }))
  })
})

const HANDLED = new Set(["payment.captured", "order.paid"])

/**
 * The buyer our create-order wrote into the order's notes, when the event carries them (`order.paid`
 * does; Razorpay sends `[]` for no notes): only a guess that lets the order and the buyer's ledger be
 * read together (the order itself says who bought it). Read from the raw JSON, not the schema, so odd
 * notes can never make a genuine event "malformed".
 */
const buyerNoted = (json: unknown): string | undefined => {
  const payload = (json as { payload?: { order?: { entity?: { notes?: unknown } }; payment?: { entity?: { notes?: unknown } } } })?.payload
  for (const n of [payload?.order?.entity?.notes, payload?.payment?.entity?.notes]) {
    if (typeof n === "object" && n !== null && !Array.isArray(n)) {
      const userId = (n as Record<string, unknown>).userId
      if (typeof userId === "string") return userId
    }
  }
  return undefined
}

export type WebhookOutcome =
  | { readonly _tag: "Credited"; readonly orderId: string }
  | { readonly _tag: "AlreadyCredited"; readonly orderId: string }
  | { readonly _tag: "Ignored"; readonly reason: string }

/**
 * A gateway webhook: the signature over the RAW body is checked before anything is parsed. A
 * `payment.captured` or `order.paid` event captures the order (source webhook); a duplicate finds it
 * captured and does nothing. Unknown orders and other events are acknowledged and ignored, so the
 * gateway does not retry them forever.
 */
export const receiveWebhook = (rawBody: Uint8Array, signature: string | undefined) =>
  Effect.gen(function* () {
    const gateway = yield* PaymentGateway
    if (!signature || !gateway.isValidWebhookSignature(rawBody, signature)) {
      return yield* Effect.fail(new InvalidWebhookSignature())
    }
    const json = Either.try({ try: () => JSON.parse(Buffer.from(rawBody).toString("utf8")) as unknown, catch: () => "not JSON" })
    const parsed = Either.flatMap(json, (j) => Either.mapLeft(Schema.decodeUnknownEither(WebhookBody)(j), () => "not a Razorpay event"))
    if (Either.isLeft(parsed)) return yield* Effect.fail(new MalformedWebhook({ reason: parsed.left }))
    const body = parsed.right
    if (!HANDLED.has(body.event)) return { _tag: "Ignored", reason: `event ${body.event}` } satisfies WebhookOutcome as WebhookOutcome
    const payment = body.payload.payment?.entity
    const orderId = payment?.order_id ?? body.payload.order?.entity.id
    if (!payment || !orderId) return { _tag: "Ignored", reason: "no payment or order in the event" } as WebhookOutcome
    if (payment.status !== "captured") return { _tag: "Ignored", reason: `payment ${payment.status}` } as WebhookOutcome

    const metadata = metadataFor("gateway:webhook", { webhookEvent: body.event })
    const buyer = buyerNoted(Either.getOrUndefined(json))
    return yield* capturePayment({
      orderId,
      paymentId: payment.id,
      source: "webhook",
      amountPaise: payment.amount,
      metadata,
      ...(buyer === undefined ? {} : { buyer })
    }).pipe(
      Effect.map((outcome): WebhookOutcome => ({ _tag: outcome._tag === "Captured" ? "Credited" : "AlreadyCredited", orderId })),
      Effect.catchTags({
        OrderNotFound: () => Effect.succeed<WebhookOutcome>({ _tag: "Ignored", reason: `unknown order ${orderId}` }),
        AmountMismatch: (mismatch) =>
          Effect.gen(function* () {
            yield* Effect.logWarning(`webhook for ${orderId}: paid ${mismatch.receivedPaise} paise, order is ${mismatch.expectedPaise}; not credited`)
            const order = yield* readOrder(orderId)
            if (order.state.status !== "none") {
              yield* handleCommand(
                paymentsDecider,
                order.stream,
                { type: "RecordVerificationFailure", paymentId: payment.id, reason: `amount mismatch: paid ${mismatch.receivedPaise} paise` },
                { metadata, eventId: () => eventIdFor(`verification-failed:${orderId}:webhook:${payment.id}`) }
              ).pipe(Effect.catchTag("EventIdReused", () => Effect.void))
            }
            return { _tag: "Ignored", reason: "amount mismatch" } satisfies WebhookOutcome as WebhookOutcome
          })
      })
    )
  })
