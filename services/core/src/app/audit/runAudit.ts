import { SqlClient } from "@effect/sql"
import { Clock, Duration, Effect } from "effect"
import { CREDITS_STREAM_PREFIX } from "../../domain/credits/events.ts"
import { PAYMENT_STREAM_PREFIX } from "../../domain/payments/events.ts"
import { EventStore } from "../../eventstore/EventStore.ts"
import { compareCheckpoints, type LogCheckpoint, logStart } from "../../eventstore/types.ts"
import { creditBalancesProjection } from "../../projections/creditBalances.ts"
import { LedgerAuditor, type UserBalance } from "./ledgerAudit.ts"

/**
 * Reads the log in log order after `from` (through the event store's own reader, which never skips
 * an event that commits late), feeding the credits and payments streams to the auditor, up to
 * `until` if given. Returns the last point read.
 */
const replay = (auditor: LedgerAuditor, from: LogCheckpoint, until: LogCheckpoint | undefined, batchSize: number) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    let read = from
    for (;;) {
      const events = yield* store.readLog(read, batchSize)
      for (const e of events) {
        if (until && compareCheckpoints(e, until) > 0) return read
        read = { transactionId: e.transactionId, position: e.position }
        if (!isLedgerStream(e.streamId)) continue
        auditor.feed({
          position: e.position,
          transactionId: e.transactionId,
          streamId: e.streamId,
          streamVersion: e.streamVersion,
          type: e.type,
          data: e.data,
          recordedAt: e.recordedAt,
          actor: e.metadata?.actor
        })
      }
      if (events.length < batchSize) return read
    }
  })

const isLedgerStream = (stream: string) => stream.startsWith(CREDITS_STREAM_PREFIX) || stream.startsWith(PAYMENT_STREAM_PREFIX)

/** The balances read model and its checkpoint, read together (one transaction). */
const readBalances = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const checkpoints = yield* sql<{ transaction_id: string; position: string }>`
        SELECT transaction_id::text AS transaction_id, position::text AS position
        FROM projection_checkpoints WHERE name = ${creditBalancesProjection.name}`
      const rows = yield* sql<{ user_id: string; purchased: string; captured: string; reserved: string; available: string; paise_paid: string }>`
        SELECT user_id, purchased, captured, reserved, available, paise_paid FROM credit_balances`
      const balances = new Map<string, UserBalance>()
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
      return { checkpoint: c ? { transactionId: c.transaction_id, position: c.position } : logStart, balances }
    })
  )
})

export interface AuditOptions {
  /** Print this traveller's full ledger (time, event, delta, balance after). */
  readonly userId?: string | undefined
  readonly includeBalances?: boolean
  readonly batchSize?: number
  /** How long to wait for a read model that is behind the replay before calling it a violation. */
  readonly readModelWait?: Duration.DurationInput
  /** Skip the read-model comparison (benchmarks of the replay alone). */
  readonly compareReadModel?: boolean
}

/**
 * `npm run audit`: replays every credit and payment stream from the log, recomputes each balance,
 * checks the invariants, and checks that the balances read model equals the replay at the same log
 * point (replaying further if the read model is ahead, waiting a little if it is behind).
 */
export const runAudit = (options: AuditOptions = {}) =>
  Effect.gen(function* () {
    const batchSize = options.batchSize ?? 10_000
    const auditor = new LedgerAuditor(options.userId)
    let at = yield* replay(auditor, logStart, undefined, batchSize)
    if (options.compareReadModel === false) {
      return auditor.finish({ readModel: undefined, readModelCheckpoint: null, includeBalances: options.includeBalances ?? false })
    }
    const deadline = (yield* Clock.currentTimeMillis) + Duration.toMillis(options.readModelWait ?? "10 seconds")
    for (;;) {
      const model = yield* readBalances
      if (compareCheckpoints(model.checkpoint, at) >= 0) {
        // The read model may be ahead of the replay: replay up to its point, then compare.
        at = yield* replay(auditor, at, model.checkpoint, batchSize)
        return auditor.finish({
          readModel: model.balances,
          readModelCheckpoint: model.checkpoint.position,
          includeBalances: options.includeBalances ?? false
        })
      }
      if ((yield* Clock.currentTimeMillis) > deadline) {
        auditor.noteReadModelBehind(
          `credit_balances is at position ${model.checkpoint.position}, the log at ${at.position}: is the projection running?`
        )
        return auditor.finish({ readModel: undefined, readModelCheckpoint: model.checkpoint.position, includeBalances: options.includeBalances ?? false })
      }
      yield* Effect.sleep("200 millis")
    }
  })
