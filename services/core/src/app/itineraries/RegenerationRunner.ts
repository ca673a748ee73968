import { randomUUID } from "node:crypto"
import type { SqlClient } from "@effect/sql"
import type { EventStore } from "@safarnama/events/eventstore/EventStore"
import { orphanedRegenerations } from "@safarnama/projections/pendingRegenerationQueries"
import { Clock, Context, Duration, Effect, Layer, Schedule } from "effect"
import type { Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import type { ItineraryWriter } from "../../adapters/writer/ItineraryWriter.ts"
import { metadataFor } from "../metadata.ts"
import type { GenerationConfig } from "./config.ts"
import { finishRegeneration, REGENERATION_INTERRUPTED, REGENERATION_TIMED_OUT } from "./finishRegeneration.ts"
import {
  claimRegeneration,
  expireRegenerationLease,
  renewRegenerationLease,
  settleRegenerationLease,
  sweepRegenerationLeases
} from "./regenerationLeases.ts"
import { readItinerary } from "./requestGeneration.ts"
import { runRegeneration } from "./runRegeneration.ts"

/** Runs AI regenerations in this server: `start` right after a request is appended. */
export class RegenerationRunner extends Context.Tag("RegenerationRunner")<
  RegenerationRunner,
  { readonly start: (itineraryId: string, regenerationId: string) => Effect.Effect<void> }
>() {}

class LeaseLost {
  readonly _tag = "LeaseLost"
}

/**
 * The regeneration runner of a server (docs/adr/0130-refine-itinerary.md, "AI regeneration"). The server
 * that took the request runs it at once in a fiber of its own scope, holding a lease renewed while it
 * writes. A sweep (at start-up, then every poll interval) takes the regenerations of the pending list
 * whose lease expired (their server died) and resumes them, as one more attempt; past the attempts
 * allowed or the timeout it fails them instead, releasing their credit. So a crash never strands a
 * reservation, and exactly one server runs each regeneration at a time.
 */
export const layerRegenerationRunner = (config: GenerationConfig) =>
  Layer.scoped(
    RegenerationRunner,
    Effect.gen(function* () {
      const owner = `regenerator-${randomUUID()}`
      const leaseMs = Duration.toMillis(config.lease)
      const timeoutMs = Duration.toMillis(config.timeout)
      const scope = yield* Effect.scope
      const context = yield* Effect.context<SqlClient.SqlClient | EventStore | ItineraryWriter | Knowledge>()

      const heartbeat = (regenerationId: string) =>
        renewRegenerationLease(regenerationId, owner, leaseMs).pipe(
          Effect.flatMap((kept) => (kept ? Effect.void : Effect.fail(new LeaseLost()))),
          Effect.catchTag("SqlError", (e) => Effect.logWarning("regeneration lease renewal failed; retrying", e)),
          Effect.repeat(Schedule.spaced(Duration.millis(Math.max(50, Math.floor(leaseMs / 3))))),
          Effect.delay(Duration.millis(Math.max(50, Math.floor(leaseMs / 3))))
        )

      const run = (itineraryId: string, regenerationId: string, attempt: number) =>
        Effect.gen(function* () {
          const metadata = metadataFor("system:regeneration-runner", { itineraryId, regenerationId, attempt, runner: owner })
          const fail = (reason: string) => finishRegeneration(itineraryId, { type: "FailRegeneration", regenerationId, reason }, metadata)
          if (attempt > config.maxAttempts) return yield* fail(REGENERATION_INTERRUPTED)
          const { state } = yield* readItinerary(itineraryId)
          const record = state.status === "none" ? undefined : state.regenerations.find((r) => r.id === regenerationId)
          if (record === undefined || record.status !== "running") return
          const left = Date.parse(record.requestedAt) + timeoutMs - (yield* Clock.currentTimeMillis)
          if (left <= 0) return yield* fail(REGENERATION_TIMED_OUT)
          if (attempt > 1) yield* Effect.logInfo(`regeneration ${regenerationId}: resuming (attempt ${attempt})`)
          const done = yield* runRegeneration({ itineraryId, regenerationId, attempt, maxRepairs: config.maxRepairs, metadata }).pipe(
            Effect.timeout(Duration.millis(left)),
            Effect.option
          )
          if (done._tag === "None") yield* fail(REGENERATION_TIMED_OUT)
        })

      /** One claimed regeneration, its lease kept alive; unfinished (a defect, a shutdown) it is handed back. */
      const runClaimed = (itineraryId: string, regenerationId: string) =>
        Effect.gen(function* () {
          const attempt = yield* claimRegeneration(regenerationId, owner, leaseMs)
          if (attempt === undefined) return
          yield* Effect.raceFirst(run(itineraryId, regenerationId, attempt), heartbeat(regenerationId)).pipe(
            Effect.zipRight(settleRegenerationLease(regenerationId, owner)),
            Effect.catchAllCause((cause) =>
              Effect.zipRight(
                Effect.logWarning(`regeneration ${regenerationId}: run stopped; the sweep will pick it up`, cause),
                expireRegenerationLease(regenerationId, owner).pipe(Effect.ignore)
              )
            ),
            Effect.onInterrupt(() => expireRegenerationLease(regenerationId, owner).pipe(Effect.ignore))
          )
        }).pipe(
          Effect.catchAllCause((cause) => Effect.logWarning(`regeneration ${regenerationId}: not started`, cause)),
          Effect.provide(context)
        )

      const start = (itineraryId: string, regenerationId: string) => runClaimed(itineraryId, regenerationId).pipe(Effect.forkIn(scope), Effect.asVoid)

      // Whatever a dead server left running is resumed (or failed and released) here, one at a time.
      const sweep = orphanedRegenerations(leaseMs, 10).pipe(
        Effect.flatMap((orphans) => Effect.forEach(orphans, (o) => runClaimed(o.itineraryId, o.regenerationId), { discard: true })),
        Effect.zipRight(sweepRegenerationLeases),
        Effect.catchAllCause((cause) => Effect.logWarning("regeneration sweep failed; will retry", cause)),
        Effect.provide(context)
      )
      yield* sweep.pipe(Effect.repeat(Schedule.spaced(config.pollInterval)), Effect.forkScoped)
      return { start }
    })
  )
