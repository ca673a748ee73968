import { SqlClient } from "@effect/sql"
import { type LogCheckpoint, logStart } from "@safarnama/events/eventstore/types"
import { Effect } from "effect"
import { creditBalancesProjection } from "./creditBalances.ts"

// The read side's interface to the credit balances read model (ADR 0110): what the audit compares
// with its replay of the ledger.

export interface CreditBalance {
  readonly userId: string
  readonly purchased: number
  readonly captured: number
  readonly reserved: number
  readonly available: number
  readonly paisePaid: number
}

/**
 * Every traveller's balance and the point of the log the read model has reached, read in one
 * transaction so the two agree (the audit replays the log up to exactly that point).
 */
export const readCreditBalances = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const checkpoints = yield* sql<{ transaction_id: string; position: string }>`
        SELECT transaction_id::text AS transaction_id, position::text AS position
        FROM projection_checkpoints WHERE name = ${creditBalancesProjection.name}`
      const rows = yield* sql<{ user_id: string; purchased: string; captured: string; reserved: string; available: string; paise_paid: string }>`
        SELECT user_id, purchased, captured, reserved, available, paise_paid FROM credit_balances`
      const balances = new Map<string, CreditBalance>()
      for (const r of rows) {
        balances.set(r.user_id, {
          userId: r.user_id,
          purchased: Number(r.purchased),
          captured: Number(r.captured),
          reserved: Number(r.reserved),
          available: Number(r.available),
          paisePaid: Number(r.paise_paid)
        })
      }
      const c = checkpoints[0]
      const checkpoint: LogCheckpoint = c ? { transactionId: c.transaction_id, position: c.position } : logStart
      return { checkpoint, balances }
    })
  )
})
