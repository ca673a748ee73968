import type { PaymentsEvent } from "@safarnama/events/payments/events"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import { type Projection, type Statement, statement } from "./Projection.ts"

const statementFor = (event: PaymentsEvent, recordedAt: string): Statement => {
  switch (event.type) {
    case "OrderCreated": {
      const o = event.data
      return statement(
        `INSERT INTO payment_orders (order_id, user_id, package_id, credits, amount_paise, gateway, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz) ON CONFLICT (order_id) DO NOTHING`,
        o.orderId,
        o.userId,
        o.packageId,
        o.credits,
        o.amountPaise,
        o.gateway,
        recordedAt
      )
    }
    case "PaymentCaptured":
      return statement(
        `UPDATE payment_orders SET status = 'credited', payment_id = $2, captured_by = $3, credited_at = $4::timestamptz
         WHERE order_id = $1 AND status = 'awaiting-credit'`,
        event.data.orderId,
        event.data.paymentId,
        event.data.source,
        recordedAt
      )
    case "VerificationFailed":
      return statement(
        `UPDATE payment_orders SET failed_verifications = failed_verifications + 1 WHERE order_id = $1`,
        event.data.orderId
      )
    case "SupportReviewed":
      return statement(`UPDATE payment_orders SET last_reviewed_at = $2::timestamptz WHERE order_id = $1`, event.data.orderId, recordedAt)
  }
}

/**
 * payment_orders: every order and whether its credits arrived. Orders are few next to ledger events,
 * so one statement per event keeps it simple.
 */
export const paymentOrdersProjection: Projection = {
  name: "payment-orders",
  eventTypes: new Set(["OrderCreated", "PaymentCaptured", "VerificationFailed", "SupportReviewed"]),
  reset: [statement("DELETE FROM payment_orders")],
  apply: (events: ReadonlyArray<RecordedEvent>) =>
    events
      .filter((e) => e.streamId.startsWith("payment-"))
      .map((e) => statementFor({ type: e.type, data: e.data } as PaymentsEvent, e.recordedAt.toISOString()))
}
