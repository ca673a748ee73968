import { SqlClient } from "@effect/sql"
import { Deferred, Duration, Effect, Option, Ref, Schedule, Stream } from "effect"
import { EventBus } from "../bus/EventBus.ts"
import { EventStore } from "../eventstore/EventStore.ts"
import { checkpointOf, compareCheckpoints, type LogCheckpoint, logStart } from "../eventstore/types.ts"
import type { Projection } from "./Projection.ts"

export interface RunnerOptions {
  readonly batchSize?: number
  /** Safety net: catch up this often even without a bus notification (missed or lost messages). */
  readonly pollInterval?: Duration.DurationInput
}

const readCheckpoint = (name: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ transaction_id: string; position: string }>`
      SELECT transaction_id::text AS transaction_id, position::text AS position
      FROM projection_checkpoints WHERE name = ${name}`
    return rows[0] ? { transactionId: rows[0].transaction_id, position: rows[0].position } : logStart
  })

/**
 * Applies one batch and moves the checkpoint in one transaction. The update only succeeds from the
 * checkpoint we read, so if two runners ever overlap the second's batch rolls back: exactly once.
 */
const applyBatch = (projection: Projection, from: LogCheckpoint, batchSize: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const store = yield* EventStore
    const events = yield* store.readLog(from, batchSize)
    if (events.length === 0) return Option.none<LogCheckpoint>()
    const relevant = events.filter((e) => projection.eventTypes.has(e.type))
    const next = checkpointOf(events[events.length - 1]!)
    yield* sql.withTransaction(
      Effect.gen(function* () {
        const moved = yield* sql<{ name: string }>`
          INSERT INTO projection_checkpoints (name, transaction_id, position)
          VALUES (${projection.name}, ${next.transactionId}::bigint, ${next.position})
          ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, position = EXCLUDED.position, updated_at = now()
          WHERE projection_checkpoints.transaction_id = ${from.transactionId}::bigint
            AND projection_checkpoints.position = ${from.position}
          RETURNING name`
        if (moved.length === 0) return yield* Effect.fail(new CheckpointMoved({ projection: projection.name }))
        if (relevant.length === 0) return
        for (const s of projection.apply(relevant)) yield* sql.unsafe(s.sql, [...s.params])
      })
    )
    return Option.some(next)
  })

export class CheckpointMoved {
  readonly _tag = "CheckpointMoved"
  constructor(readonly props: { readonly projection: string }) {}
}

/** Reads the log from the projection's checkpoint until it is at the head. Returns events read. */
export const catchUp = (projection: Projection, options: RunnerOptions = {}) =>
  Effect.gen(function* () {
    let at = yield* readCheckpoint(projection.name)
    const batchSize = options.batchSize ?? 2000
    for (;;) {
      const next = yield* applyBatch(projection, at, batchSize)
      if (Option.isNone(next)) return at
      at = next.value
    }
  })

/** Empties the read model and its checkpoint; the next catch-up rebuilds it from position 0. */
export const resetProjection = (projection: Projection) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(
      Effect.gen(function* () {
        for (const s of projection.reset) yield* sql.unsafe(s.sql, [...s.params])
        yield* sql`DELETE FROM projection_checkpoints WHERE name = ${projection.name}`
      })
    )
  })

export const rebuildProjection = (projection: Projection, options: RunnerOptions = {}) =>
  Effect.zipRight(resetProjection(projection), catchUp(projection, options))

/**
 * Runs projections for the life of the scope: catch up at start, then on every bus notification
 * (coalesced) and on a slow poll. `awaitCheckpoint` lets a request wait until its own write is
 * visible in a read model (read-your-writes).
 */
export const startProjections = (projections: ReadonlyArray<Projection>, options: RunnerOptions = {}) =>
  Effect.gen(function* () {
    const bus = yield* EventBus
    const positions = yield* Ref.make(new Map<string, LogCheckpoint>())
    const waiters = yield* Ref.make<Array<{ name: string; target: LogCheckpoint; done: Deferred.Deferred<void> }>>([])

    const settleWaiters = Effect.gen(function* () {
      const at = yield* Ref.get(positions)
      const ready = yield* Ref.modify(waiters, (all) => {
        const isReady = (w: (typeof all)[number]) => {
          const p = at.get(w.name)
          return p !== undefined && compareCheckpoints(p, w.target) >= 0
        }
        return [all.filter(isReady), all.filter((w) => !isReady(w))]
      })
      yield* Effect.forEach(ready, (w) => Deferred.succeed(w.done, undefined), { discard: true })
    })

    const runOne = (projection: Projection) =>
      catchUp(projection, options).pipe(
        Effect.tap((at) => Ref.update(positions, (m) => new Map(m).set(projection.name, at))),
        Effect.zipRight(settleWaiters),
        Effect.catchAllCause((cause) => Effect.logWarning(`projection ${projection.name} failed; will retry`, cause))
      )
    // Captured so the returned functions need nothing from their callers' context.
    const context = yield* Effect.context<SqlClient.SqlClient | EventStore>()
    const runAll = Effect.forEach(projections, runOne, { discard: true }).pipe(Effect.provide(context))

    // A wake-up semaphore: notifications arriving while a catch-up runs collapse into one more run.
    const wake = yield* Effect.makeSemaphore(1)
    const pending = yield* Ref.make(false)
    const drain = Effect.gen(function* () {
      while (yield* Ref.getAndSet(pending, false)) yield* runAll
    })
    // Notifications arriving while a catch-up runs collapse into one more run; the re-check after the
    // permit is released closes the gap where a wake-up could arrive just as the loop ends.
    const trigger: Effect.Effect<void> = Effect.gen(function* () {
      yield* Ref.set(pending, true)
      const ran = yield* wake.withPermitsIfAvailable(1)(drain)
      if (Option.isSome(ran) && (yield* Ref.get(pending))) yield* trigger
    })

    yield* runAll
    yield* bus.notifications.pipe(
      Stream.runForEach(() => Effect.fork(trigger)),
      Effect.forkScoped
    )
    yield* trigger.pipe(
      Effect.repeat(Schedule.spaced(options.pollInterval ?? Duration.seconds(2))),
      Effect.forkScoped
    )

    const awaitCheckpoint = (name: string, target: LogCheckpoint, timeout: Duration.DurationInput = "5 seconds") =>
      Effect.gen(function* () {
        const done = yield* Deferred.make<void>()
        yield* Ref.update(waiters, (all) => [...all, { name, target, done }])
        yield* settleWaiters
        yield* Effect.fork(trigger)
        return yield* Deferred.await(done).pipe(Effect.timeoutOption(timeout), Effect.map(Option.isSome))
      })

    return { awaitCheckpoint, runAll, positions: Ref.get(positions) } as const
  })
