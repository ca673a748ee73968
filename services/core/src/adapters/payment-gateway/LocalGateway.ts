import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Context, Data, Effect, Layer, Redacted } from "effect"
import { gatewayId } from "./gatewayIds.ts"
import {
  GatewayOrderUnknown,
  type GatewayPayment,
  PaymentGateway,
  PaymentGatewayUnavailable
} from "./PaymentGateway.ts"
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature, webhookSignature } from "./signatures.ts"

export interface LocalGatewaySecrets {
  readonly keyId: string
  readonly keySecret: Redacted.Redacted<string>
  readonly webhookSecret: Redacted.Redacted<string>
}

/** What Razorpay's checkout hands the page after a successful payment. */
export interface CheckoutSuccess {
  readonly razorpay_payment_id: string
  readonly razorpay_order_id: string
  readonly razorpay_signature: string
}

/** What Razorpay's checkout reports on a failed payment (`response.error`). */
export interface CheckoutFailure {
  readonly error: {
    readonly code: string
    readonly description: string
    readonly source: string
    readonly step: string
    readonly reason: string
    readonly metadata: { readonly order_id: string; readonly payment_id: string }
  }
}

/** The local checkout refuses an order it does not know, or one already paid. */
export class CheckoutRefused extends Data.TaggedError("CheckoutRefused")<{ readonly reason: string }> {}
/** No such order at the gateway, or (when a payer is named) not one the payer placed. */
export class CheckoutOrderUnknown extends Data.TaggedError("CheckoutOrderUnknown")<{ readonly gatewayOrderId: string }> {}

export interface PaidOrder {
  readonly payment: GatewayPayment
  readonly order: {
    readonly id: string
    readonly amountPaise: number
    readonly currency: string
    readonly receipt: string | null
    readonly attempts: number
    readonly createdAt: Date
    /** The notes the order was created with (ours: userId, packageId), as Razorpay's order entity carries them. */
    readonly notes: Readonly<Record<string, string>>
  }
}

/**
 * The local checkout window of the local gateway: plays the payer, then hands back what Razorpay's
 * checkout would, signed with the local key secret; and signs webhooks like Razorpay does.
 */
export class LocalCheckout extends Context.Tag("LocalCheckout")<
  LocalCheckout,
  {
    /**
     * `payer`: the traveller paying; the order must be one they placed (its `userId` note), else it
     * is answered as unknown, like someone else's order everywhere else.
     */
    readonly pay: (
      gatewayOrderId: string,
      outcome: "success" | "failure",
      payer?: string
    ) => Effect.Effect<
      { readonly _tag: "Paid"; readonly result: CheckoutSuccess; readonly paid: PaidOrder } | { readonly _tag: "Failed"; readonly result: CheckoutFailure },
      CheckoutRefused | CheckoutOrderUnknown | PaymentGatewayUnavailable
    >
    /** Signs a webhook body as Razorpay does (`X-Razorpay-Signature`). */
    readonly signWebhook: (rawBody: string) => string
  }
>() {}

interface OrderRow {
  readonly id: string
  readonly amount_paise: string
  readonly currency: string
  readonly receipt: string | null
  readonly status: string
  readonly attempts: number
  readonly created_at: Date | string
  readonly notes: Record<string, string> | null
}

const unavailable = (error: SqlError) => new PaymentGatewayUnavailable({ reason: `local gateway store: ${error.message}` })

/**
 * The embedded default's payment gateway: keeps its orders and payments in its own tables, like a
 * gateway would on its side, and signs exactly as Razorpay signs, so the same verification code runs.
 */
export const makeLocalGateway = (secrets: LocalGatewaySecrets) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const keySecret = Redacted.value(secrets.keySecret)
    const webhookSecret = Redacted.value(secrets.webhookSecret)

    const gateway = PaymentGateway.of({
      provider: "local",
      keyId: secrets.keyId,
      createOrder: (request) =>
        Effect.gen(function* () {
          const id = gatewayId("order")
          yield* sql`INSERT INTO local_gateway_orders (id, amount_paise, currency, receipt, notes)
            VALUES (${id}, ${request.amountPaise}, ${request.currency}, ${request.receipt}, ${JSON.stringify(request.notes)}::jsonb)`
          return { gatewayOrderId: id, amountPaise: request.amountPaise, currency: request.currency }
        }).pipe(Effect.mapError(unavailable)),
      orderPayments: (gatewayOrderId) =>
        Effect.gen(function* () {
          const orders = yield* sql<{ id: string }>`SELECT id FROM local_gateway_orders WHERE id = ${gatewayOrderId}`
          if (orders.length === 0) return yield* Effect.fail(new GatewayOrderUnknown({ gatewayOrderId }))
          const rows = yield* sql<{ id: string; order_id: string; amount_paise: string; currency: string; status: "captured" | "failed" }>`
            SELECT id, order_id, amount_paise, currency, status FROM local_gateway_payments
            WHERE order_id = ${gatewayOrderId} ORDER BY created_at, id`
          return rows.map(
            (r): GatewayPayment => ({ paymentId: r.id, orderId: r.order_id, amountPaise: Number(r.amount_paise), currency: r.currency, status: r.status })
          )
        }).pipe(Effect.catchTag("SqlError", (e) => Effect.fail(unavailable(e)))),
      isValidPaymentSignature: (payment) => isValidPaymentSignature(keySecret, payment),
      isValidWebhookSignature: (rawBody, signature) => isValidWebhookSignature(webhookSecret, rawBody, signature)
    })

    const pay: LocalCheckout["Type"]["pay"] = (gatewayOrderId, outcome, payer) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            const orders = yield* sql<OrderRow>`
              SELECT id, amount_paise, currency, receipt, status, attempts, created_at, notes
              FROM local_gateway_orders WHERE id = ${gatewayOrderId} FOR UPDATE`
            const order = orders[0]
            if (!order || (payer !== undefined && order.notes?.userId !== payer)) {
              return yield* Effect.fail(new CheckoutOrderUnknown({ gatewayOrderId }))
            }
            if (order.status === "paid") return yield* Effect.fail(new CheckoutRefused({ reason: "Order already paid" }))
            const paymentId = gatewayId("pay")
            const amountPaise = Number(order.amount_paise)
            const attempts = order.attempts + 1
            if (outcome === "failure") {
              const description = "Payment failed because the payer cancelled it at the local checkout"
              yield* sql`UPDATE local_gateway_orders SET status = 'attempted', attempts = ${attempts} WHERE id = ${gatewayOrderId}`
              yield* sql`INSERT INTO local_gateway_payments (id, order_id, amount_paise, currency, status, error_code, error_description)
                VALUES (${paymentId}, ${gatewayOrderId}, ${amountPaise}, ${order.currency}, 'failed', 'BAD_REQUEST_ERROR', ${description})`
              return {
                _tag: "Failed" as const,
                result: {
                  error: {
                    code: "BAD_REQUEST_ERROR",
                    description,
                    source: "customer",
                    step: "payment_authentication",
                    reason: "payment_cancelled",
                    metadata: { order_id: gatewayOrderId, payment_id: paymentId }
                  }
                }
              }
            }
            yield* sql`UPDATE local_gateway_orders SET status = 'paid', attempts = ${attempts} WHERE id = ${gatewayOrderId}`
            yield* sql`INSERT INTO local_gateway_payments (id, order_id, amount_paise, currency, status)
              VALUES (${paymentId}, ${gatewayOrderId}, ${amountPaise}, ${order.currency}, 'captured')`
            return {
              _tag: "Paid" as const,
              result: {
                razorpay_payment_id: paymentId,
                razorpay_order_id: gatewayOrderId,
                razorpay_signature: paymentSignature(keySecret, gatewayOrderId, paymentId)
              },
              paid: {
                payment: { paymentId, orderId: gatewayOrderId, amountPaise, currency: order.currency, status: "captured" as const },
                order: {
                  id: gatewayOrderId,
                  amountPaise,
                  currency: order.currency,
                  receipt: order.receipt,
                  attempts,
                  createdAt: order.created_at instanceof Date ? order.created_at : new Date(order.created_at),
                  notes: order.notes ?? {}
                }
              }
            }
          })
        )
        .pipe(Effect.catchTag("SqlError", (e) => Effect.fail(unavailable(e))))

    const checkout = LocalCheckout.of({ pay, signWebhook: (rawBody) => webhookSignature(webhookSecret, rawBody) })
    return { gateway, checkout }
  })

export const layerLocalGateway = (secrets: LocalGatewaySecrets) =>
  Layer.effectContext(
    Effect.map(makeLocalGateway(secrets), ({ gateway, checkout }) =>
      Context.make(PaymentGateway, gateway).pipe(Context.add(LocalCheckout, checkout))
    )
  )
