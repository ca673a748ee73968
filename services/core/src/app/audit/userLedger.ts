import { creditsStream } from "@safarnama/events/credits/events"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { Effect } from "effect"
import { LedgerAuditor } from "./ledgerAudit.ts"

/** One traveller's ledger (time, event, delta, balance after) from their stream alone: cheap, for support. */
export const userLedger = (userId: string) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const auditor = new LedgerAuditor(userId)
    for (const e of yield* store.readStream(creditsStream(userId))) {
      auditor.feed({
        position: e.position,
        transactionId: e.transactionId,
        streamId: e.streamId,
        streamVersion: e.streamVersion,
        type: e.type,
        data: e.data,
        recordedAt: e.recordedAt,
        actor: e.metadata.actor
      })
    }
    const report = auditor.finish({ readModel: undefined, readModelCheckpoint: null, includeBalances: false })
    return { userId, lines: report.ledger?.lines ?? [], balance: report.ledger?.balance ?? null }
  })
