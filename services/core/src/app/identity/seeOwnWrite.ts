import type { AppendResult } from "@safarnama/events/eventstore/types"
import { awaitUsers } from "@safarnama/projections/userQueries"
import { Effect } from "effect"

/** Read-your-writes: waits until the users read model has applied this append (bounded). */
export const seeOwnWrite = (appended: AppendResult | undefined) =>
  Effect.gen(function* () {
    if (appended === undefined) return
    const caughtUp = yield* awaitUsers(appended.checkpoint)
    if (!caughtUp) yield* Effect.logWarning("users read model is behind; answering from the identity stream")
  })
