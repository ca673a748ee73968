import { randomUUID } from "node:crypto"
import type { SqlClient } from "@effect/sql"
import { EventBus } from "@safarnama/events/bus/EventBus"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { withSpanOfEvents } from "@safarnama/events/observability/traceContext"
import { claimableGenerations, pendingGenerationsWait } from "@safarnama/projections/pendingGenerationQueries"
import { Clock, Context, Duration, Effect, Either, FiberRef, Layer, Queue, Ref, Schedule, Stream } from "effect"
import type { Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { ItineraryWriter } from "../../adapters/writer/ItineraryWriter.ts"
import { metadataFor } from "../metadata.ts"
import type { GenerationConfig } from "./config.ts"
import { completeGeneration, failGeneration, INTERRUPTED, recordDaysWritten, recordDraft, recordProgress, TIMED_OUT } from "./finishGeneration.ts"
import { claimGeneration, expireClaim, renewClaim, settleClaim, sweepClaims } from "./leases.ts"
import { readItinerary } from "./requestGeneration.ts"
import { GenerationFailure, writeItinerary } from "./writeItinerary.ts"


/** The generation worker of this process: `wake` makes it look for work now (after a request). */
export class GenerationWorker extends Context.Tag("GenerationWorker")<
  GenerationWorker,
  {
    readonly wake: Effect.Effect<void>
    /** Generations this process is running now. */
    readonly running: Effect.Effect<ReadonlyArray<string>>
  }
>() {}

class ClaimLost {
  readonly _tag = "ClaimLost"
}

/**
 * A run of the generation in the trace of the request that asked for it (its GenerationRequested
 * event carries the request's trace context), so one trace shows the request, the writer's calls and
 * the projection update, across processes and restarts. With tracing off nothing is read.
 */
const inRequestTrace =
  (itineraryId: string, attempt: number) =>
  <A, E, R>(run: Effect.Effect<A, E, R>) =>
    Effect.gen(function* () {
      if (!(yield* FiberRef.get(FiberRef.currentTracerEnabled))) return yield* run
      const store = yield* EventStore
      const requested = (yield* store.readStream(itineraryStream(itineraryId)).pipe(Effect.orElseSucceed(() => [])))[0]
      return yield* run.pipe(
        withSpanOfEvents("generation.run", requested === undefined ? [] : [requested.metadata], {
          "safarnama.itinerary_id": itineraryId,
          "safarnama.attempt": attempt
        })
      )
    })

/**
 * The generation process manager. Its to-do list is the pending-generations read model; it claims each
 * generation with a lease row (exactly one worker of any process runs it), runs at most `concurrency`
 * at once, renews the lease while writing, and ends every generation exactly once: completed with the
 * credits captured, or failed (writer failure, plan checks, timeout, too many restarts) with the credits
 * released. A crashed worker's claims expire and are resumed by whoever looks next, so nothing stays
 * stuck; a generation past its deadline is failed rather than resumed.
 */
export const layerGenerationWorker = (config: GenerationConfig) =>
  Layer.scoped(
    GenerationWorker,
    Effect.gen(function* () {
      const owner = `worker-${randomUUID()}`
      const leaseMs = Duration.toMillis(config.lease)
      const timeoutMs = Duration.toMillis(config.timeout)
      const concurrency = Math.max(1, config.concurrency)
      const running = yield* Ref.make(new Set<string>())
      const writer = yield* ItineraryWriter
      const awaitToDoList = yield* pendingGenerationsWait
      const bus = yield* EventBus
      const scope = yield* Effect.scope
      const context = yield* Effect.context<SqlClient.SqlClient | EventStore | ItineraryWriter | Knowledge>()

      const heartbeat = (itineraryId: string) =>
        renewClaim(itineraryId, owner, leaseMs).pipe(
          Effect.flatMap((kept) => (kept ? Effect.void : Effect.fail(new ClaimLost()))),
          Effect.catchTag("SqlError", (e) => Effect.logWarning("generation lease renewal failed; retrying", e)),
          Effect.repeat(Schedule.spaced(Duration.millis(Math.max(50, Math.floor(leaseMs / 3))))),
          Effect.delay(Duration.millis(Math.max(50, Math.floor(leaseMs / 3))))
        )

      const generate = (itineraryId: string, attempt: number) =>
        Effect.gen(function* () {
          const itinerary = yield* readItinerary(itineraryId)
          if (itinerary.state.status !== "generating") return
          const requested = itinerary.state.requested
          const metadata = metadataFor("system:generation-worker", { itineraryId, attempt, worker: owner })
          if (attempt > config.maxAttempts) {
            yield* failGeneration(itineraryId, INTERRUPTED, metadata)
            return
          }
          const left = Date.parse(requested.requestedAt) + timeoutMs - (yield* Clock.currentTimeMillis)
          if (left <= 0) {
            yield* failGeneration(itineraryId, TIMED_OUT, metadata)
            return
          }
          if (attempt > 1) yield* Effect.logInfo(`generation ${itineraryId}: resuming (attempt ${attempt})`)
          const dayChanges = yield* Ref.make(0)
          const written = yield* writeItinerary(requested.request, {
            parallel: config.parallel,
            maxRepairs: config.maxRepairs,
            onSection: (progress) =>
              recordProgress(itineraryId, { ...progress, attempt }, metadata).pipe(
                Effect.catchAll((e) => Effect.logWarning(`generation ${itineraryId}: progress not recorded`, e))
              ),
            onDraft: (content) =>
              recordDraft(itineraryId, content, attempt, metadata).pipe(
                Effect.catchAll((e) => Effect.logWarning(`generation ${itineraryId}: draft not recorded`, e))
              ),
            onDaysWritten: (days, draftDays) =>
              Ref.updateAndGet(dayChanges, (n) => n + 1).pipe(
                Effect.flatMap((n) => recordDaysWritten(itineraryId, { days, draftDays, attempt, change: n }, metadata)),
                Effect.catchAll((e) => Effect.logWarning(`generation ${itineraryId}: written days not recorded`, e))
              )
          }).pipe(
            Effect.timeoutFail({ duration: Duration.millis(left), onTimeout: () => new GenerationFailure({ reason: TIMED_OUT }) }),
            Effect.either
          )
          if (Either.isRight(written)) {
            yield* completeGeneration(itineraryId, written.right, writer.name, metadata)
          } else {
            yield* Effect.logInfo(`generation ${itineraryId} failed: ${written.left.reason}`)
            yield* failGeneration(itineraryId, written.left.reason.slice(0, 500), metadata)
          }
        })

      /**
       * One claimed generation, with its lease kept alive. Once it is finished the claim is kept a little
       * longer (until the to-do list has caught up), so nobody claims the finished work again.
       */
      const runClaimed = (itineraryId: string, attempt: number) =>
        Effect.raceFirst(generate(itineraryId, attempt).pipe(inRequestTrace(itineraryId, attempt)), heartbeat(itineraryId)).pipe(
          Effect.zipRight(settleClaim(itineraryId, owner)),
          Effect.catchAllCause((cause) =>
            Effect.zipRight(
              Effect.logWarning(`generation ${itineraryId}: run stopped; another pass will pick it up`, cause),
              expireClaim(itineraryId, owner).pipe(Effect.ignore)
            )
          ),
          Effect.onInterrupt(() => expireClaim(itineraryId, owner).pipe(Effect.ignore)),
          Effect.provide(context)
        )

      // One fiber looks for work; wake-ups (requests, finished runs, the poll, the bus) collapse in a
      // sliding queue of one, so a burst of them costs one more look, and nothing forks from a request.
      const signals = yield* Effect.acquireRelease(Queue.sliding<void>(1), Queue.shutdown)
      const wake = Queue.offer(signals, undefined).pipe(Effect.asVoid)
      const pass: Effect.Effect<void> = Effect.gen(function* () {
        const busy = yield* Ref.get(running)
        const free = concurrency - busy.size
        if (free <= 0) return
        const candidates = (yield* claimableGenerations(free + busy.size)).filter((id) => !busy.has(id)).slice(0, free)
        for (const itineraryId of candidates) {
          const attempt = yield* claimGeneration(itineraryId, owner, leaseMs)
          if (attempt === undefined) continue
          yield* Ref.update(running, (s) => new Set(s).add(itineraryId))
          yield* runClaimed(itineraryId, attempt).pipe(
            Effect.ensuring(
              Ref.update(running, (s) => {
                const next = new Set(s)
                next.delete(itineraryId)
                return next
              }).pipe(Effect.zipRight(wake))
            ),
            Effect.forkIn(scope)
          )
        }
      }).pipe(
        Effect.catchAllCause((cause) => Effect.logWarning("generation worker pass failed; will retry", cause)),
        Effect.provide(context)
      )
      yield* Queue.take(signals).pipe(Effect.zipRight(pass), Effect.forever, Effect.forkScoped)

      // Start-up: whatever was left unfinished (by a crash or a restart) is resumed or failed now.
      yield* wake
      yield* wake.pipe(Effect.repeat(Schedule.spaced(config.pollInterval)), Effect.forkScoped)
      yield* sweepClaims.pipe(
        Effect.catchAllCause((cause) => Effect.logWarning("generation claims sweep failed", cause)),
        Effect.provide(context),
        Effect.repeat(Schedule.spaced(Duration.minutes(5))),
        Effect.forkScoped
      )
      // Another process's request: wait until the to-do list has it, then look.
      yield* bus.notificationsOf(["GenerationRequested", "GenerationCompleted", "GenerationFailed"]).pipe(
        Stream.runForEach((n) =>
          awaitToDoList({ transactionId: n.transactionId, position: n.position }, "5 seconds").pipe(Effect.zipRight(wake))
        ),
        Effect.forkScoped
      )
      yield* Effect.logInfo(`generation worker ${owner}: concurrency ${concurrency}, timeout ${Duration.format(config.timeout)}`)
      return {
        wake,
        running: Ref.get(running).pipe(Effect.map((s) => [...s]))
      }
    })
  )
