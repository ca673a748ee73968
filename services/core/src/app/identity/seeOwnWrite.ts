import { Effect } from "effect"
import type { AppendResult } from "../../eventstore/types.ts"
import { awaitUsers } from "../../projections/userQueries.ts"

/** Read-your-writes: waits until the users read model has applied this append (bounded). */
export const seeOwnWrite = (appended: AppendResult | undefined) =>
  Effect.gen(function* () {
    if (appended === undefined) return
    const caughtUp = yield* awaitUsers(appended.checkpoint)
    if (!caughtUp) yield* Effect.logWarning("users read model is behind; answering from the identity stream")
  })
