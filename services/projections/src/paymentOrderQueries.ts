import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The read side's interface to the payment-orders read model: the orders the reconciler and support
// look at (ADR 0110).

export interface AwaitingOrder {
  readonly orderId: string
  readonly userId: string
  readonly packageId: string
  readonly credits: number
  readonly amountPaise: number
  readonly gateway: string
  readonly createdAt: Date
  readonly failedVerifications: number
  readonly lastReviewedAt: Date | null
}

interface Row {
  readonly order_id: string
  readonly user_id: string
  readonly package_id: string
  readonly credits: number
  readonly amount_paise: string
  readonly gateway: string
  readonly created_at: Date | string
  readonly failed_verifications: number
  readonly last_reviewed_at: Date | string | null
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

/**
 * Orders still awaiting credit (from the payment-orders read model), oldest first, created in the
 * window [now - maxAge, now - minAge].
 */
export const ordersAwaitingCredit = (window: { readonly now: Date; readonly minAgeMs: number; readonly maxAgeMs: number; readonly limit?: number }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const newest = new Date(window.now.getTime() - window.minAgeMs).toISOString()
    const oldest = new Date(window.now.getTime() - window.maxAgeMs).toISOString()
    const rows = yield* sql<Row>`
      SELECT order_id, user_id, package_id, credits, amount_paise, gateway, created_at, failed_verifications, last_reviewed_at
      FROM payment_orders
      WHERE status = 'awaiting-credit' AND created_at <= ${newest}::timestamptz AND created_at > ${oldest}::timestamptz
      ORDER BY created_at, order_id
      LIMIT ${window.limit ?? 1000}`
    return rows.map(
      (r): AwaitingOrder => ({
        orderId: r.order_id,
        userId: r.user_id,
        packageId: r.package_id,
        credits: Number(r.credits),
        amountPaise: Number(r.amount_paise),
        gateway: r.gateway,
        createdAt: toDate(r.created_at),
        failedVerifications: Number(r.failed_verifications),
        lastReviewedAt: r.last_reviewed_at === null ? null : toDate(r.last_reviewed_at)
      })
    )
  })

/** How many orders created since `since` still await credit, and when the oldest of them was created (for the metrics). */
export const awaitingCreditSummary = (since: Date) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ orders: string | number; oldest: Date | string | null }>`
      SELECT count(*) AS orders, min(created_at) AS oldest FROM payment_orders
      WHERE status = 'awaiting-credit' AND created_at > ${since.toISOString()}::timestamptz`
    const row = rows[0]
    return { orders: Number(row?.orders ?? 0), oldest: row?.oldest == null ? undefined : toDate(row.oldest) }
  })
