import { CREDITS_STREAM_PREFIX } from "@safarnama/events/credits/events"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { compareCheckpoints, type LogCheckpoint, logStart } from "@safarnama/events/eventstore/types"
import { PAYMENT_STREAM_PREFIX } from "@safarnama/events/payments/events"
import { readCreditBalances } from "@safarnama/projections/creditBalanceQueries"
import { Clock, Duration, Effect } from "effect"
import { LedgerAuditor } from "./ledgerAudit.ts"

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
      const model = yield* readCreditBalances
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
