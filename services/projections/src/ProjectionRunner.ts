import { randomUUID } from "node:crypto"
import { SqlClient, type SqlError } from "@effect/sql"
import { Clock, Deferred, Duration, Effect, Option, Ref, Schedule, Stream } from "effect"
import { EventBus, type LogNotification } from "@safarnama/events/bus/EventBus"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { checkpointOf, compareCheckpoints, type LogCheckpoint, logStart } from "@safarnama/events/eventstore/types"
import { acquireLease, releaseLease } from "@safarnama/events/leases/workLeases"
import { withSpanOfEvents } from "@safarnama/events/observability/traceContext"
import type { Projection } from "./Projection.ts"

export interface RunnerOptions {
  readonly batchSize?: number
  /** Safety net: catch up this often even without a bus notification (missed or lost messages). */
  readonly pollInterval?: Duration.DurationInput
  /**
   * "active" (default): this process runs each projection whose lease it holds, and stands by for the
   * others. "follow": it never applies anything; it only tracks the checkpoints that the active runner
   * (another process) writes, so its requests can still wait for their own writes.
   */
  readonly mode?: "active" | "follow"
  /** How long an active runner's lease lasts without renewal: a crashed runner is replaced after this. */
  readonly lease?: Duration.DurationInput
  /** How often checkpoints are looked at while a request waits for one (follow mode, standby). */
  readonly waitPollInterval?: Duration.DurationInput
}

const readAllCheckpoints = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ name: string; transaction_id: string; position: string }>`
    SELECT name, transaction_id::text AS transaction_id, position::text AS position FROM projection_checkpoints`
  return new Map(rows.map((r) => [r.name, { transactionId: r.transaction_id, position: r.position } satisfies LogCheckpoint]))
})

/** Where a projection stands in the log. */
interface Position {
  readonly projection: Projection
  readonly at: LogCheckpoint
}

const later = (a: LogCheckpoint, b: LogCheckpoint) => (compareCheckpoints(a, b) >= 0 ? a : b)
const earlier = (a: LogCheckpoint, b: LogCheckpoint) => (compareCheckpoints(a, b) <= 0 ? a : b)

/**
 * Applies one batch of the log to several projections in one transaction, moving each one's checkpoint
 * with its change. Reading the log once for all of them (they are usually at the same point) costs one
 * read and one transaction per batch instead of one of each per projection. Each checkpoint update
 * only succeeds from the checkpoint we read, so if two runners ever overlap the second's batch rolls
 * back: exactly once. Returns the new positions, and whether the batch was full (more may follow).
 */
const applyBatch = (group: ReadonlyArray<Position>, batchSize: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const store = yield* EventStore
    const from = group.map((g) => g.at).reduce(earlier)
    // The log is read inside the batch's transaction: one PostgreSQL transaction per batch, not two.
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const events = yield* store.readLog(from, batchSize)
        if (events.length === 0) return Option.none<{ group: ReadonlyArray<Position>; full: boolean }>()
        const next = checkpointOf(events[events.length - 1]!)
        const moving = group.filter((g) => compareCheckpoints(g.at, next) < 0)
        // Every moving checkpoint in one statement; each row only moves from the checkpoint we read.
        const names = moving.map((g) => g.projection.name)
        const moved = yield* sql<{ name: string }>`
          INSERT INTO projection_checkpoints (name, transaction_id, position)
          SELECT n, ${next.transactionId}::bigint, ${next.position}::bigint FROM unnest(${names}::text[]) AS u(n)
          ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, position = EXCLUDED.position, updated_at = now()
          WHERE projection_checkpoints.transaction_id = (${moving.map((g) => g.at.transactionId)}::bigint[])[array_position(${names}::text[], EXCLUDED.name)]
            AND projection_checkpoints.position = (${moving.map((g) => g.at.position)}::bigint[])[array_position(${names}::text[], EXCLUDED.name)]
          RETURNING name`
        if (moved.length !== moving.length) {
          const stale = names.filter((n) => !moved.some((m) => m.name === n))
          return yield* Effect.fail(new CheckpointMoved({ projection: stale.join(", ") }))
        }
        // Traced as part of the requests whose events these are (their trace context is in the metadata).
        yield* Effect.gen(function* () {
          for (const { projection, at } of moving) {
            const relevant = events.filter((e) => projection.eventTypes.has(e.type) && compareCheckpoints(checkpointOf(e), at) > 0)
            if (relevant.length === 0) continue
            for (const s of projection.apply(relevant)) yield* sql.unsafe(s.sql, [...s.params])
          }
        }).pipe(
          withSpanOfEvents(
            "projection.apply",
            events.map((e) => e.metadata),
            { "safarnama.projections": names.join(","), "safarnama.events": events.length }
          )
        )
        return Option.some({ group: group.map((g) => ({ ...g, at: later(g.at, next) })), full: events.length === batchSize })
      })
    )
  })

export class CheckpointMoved {
  readonly _tag = "CheckpointMoved"
  constructor(readonly props: { readonly projection: string }) {}
}

/**
 * Reads the log from the projections' checkpoints until they are at the head, dropping any projection
 * whose lease `stillMine` says is gone. Returns the checkpoint each one reached. `known`: checkpoints
 * this runner wrote itself and still owns (its lease held throughout); when every projection has one,
 * the stored checkpoints are not read again. A wrong one cannot do harm: the checkpoint update only
 * moves from the checkpoint it expects, so the batch rolls back (CheckpointMoved).
 */
export const catchUpAll = (
  projections: ReadonlyArray<Projection>,
  options: RunnerOptions = {},
  stillMine: (projection: Projection) => Effect.Effect<boolean, SqlError.SqlError, SqlClient.SqlClient> = () => Effect.succeed(true),
  known: ReadonlyMap<string, LogCheckpoint> = new Map()
) =>
  Effect.gen(function* () {
    const stored = projections.every((p) => known.has(p.name)) ? known : yield* readAllCheckpoints
    const reached = new Map(projections.map((p) => [p.name, stored.get(p.name) ?? logStart]))
    let group: ReadonlyArray<Position> = projections.map((projection) => ({ projection, at: reached.get(projection.name)! }))
    const batchSize = options.batchSize ?? 2000
    for (;;) {
      group = yield* Effect.filter(group, (g) => stillMine(g.projection))
      if (group.length === 0) return reached
      const step = yield* applyBatch(group, batchSize)
      if (Option.isNone(step)) return reached
      group = step.value.group
      for (const g of group) reached.set(g.projection.name, g.at)
      // A batch short of the limit reached the head as the log stood when it was read.
      if (!step.value.full) return reached
    }
  })

/** One projection's catch-up (tests, tools): returns the checkpoint it reached. */
export const catchUp = (projection: Projection, options: RunnerOptions = {}) =>
  Effect.map(catchUpAll([projection], options), (reached) => reached.get(projection.name)!)

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
 * (coalesced) and on a slow poll. Across processes each projection has one active runner, the holder of
 * its lease; the others stand by (and take over once a lease expires) or only follow. `awaitCheckpoint`
 * lets a request wait until its own write is visible in a read model (read-your-writes).
 */
export const startProjections = (projections: ReadonlyArray<Projection>, options: RunnerOptions = {}) =>
  Effect.gen(function* () {
    const bus = yield* EventBus
    const mode = options.mode ?? "active"
    const owner = `projections-${randomUUID()}`
    const leaseMs = Duration.toMillis(options.lease ?? Duration.seconds(10))
    // When each lease was last confirmed: renewing costs a statement, so it is done at a third of its life.
    const confirmedAt = new Map<string, number>()
    // The checkpoints this runner wrote, for projections whose lease it has held since: no need to read
    // them back before each batch. Forgotten when a lease is (re)gained or lost, or a run fails.
    const written = new Map<string, LogCheckpoint>()
    const leaseName = (projection: Projection) => `projection:${projection.name}`
    const holdsLease = (projection: Projection) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const last = confirmedAt.get(projection.name)
        if (last !== undefined && now - last < leaseMs / 3) return true
        const held = yield* acquireLease(leaseName(projection), owner, leaseMs)
        // A lease gained afresh (or lost) means another runner may have moved the checkpoint.
        if (!held || last === undefined) written.delete(projection.name)
        if (held) confirmedAt.set(projection.name, now)
        else confirmedAt.delete(projection.name)
        return held
      })
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

    const record = (name: string, at: LogCheckpoint) => Ref.update(positions, (m) => new Map(m).set(name, at))
    /** Runs, together, the projections whose lease this process holds; returns their names. */
    const runHeld = Effect.gen(function* () {
      if (mode === "follow") return new Set<string>()
      const held = yield* Effect.filter(projections, holdsLease)
      if (held.length === 0) return new Set<string>()
      const reached = yield* catchUpAll(held, options, holdsLease, written)
      for (const [name, at] of reached) {
        if (confirmedAt.has(name)) written.set(name, at)
        yield* record(name, at)
      }
      return new Set(held.map((p) => p.name))
    }).pipe(
      Effect.tapErrorCause(() => Effect.sync(() => written.clear())),
      Effect.catchAllCause((cause) =>
        // Not followed either this time: the next run (a wake-up or the poll) tries again.
        Effect.as(Effect.logWarning("projections failed; will retry", cause), new Set(projections.map((p) => p.name)))
      )
    )
    /** Projections run elsewhere: their checkpoints as the active runner last wrote them. */
    const follow = (names: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        if (names.length === 0) return
        const all = yield* readAllCheckpoints
        for (const name of names) yield* record(name, all.get(name) ?? logStart)
      }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("projection checkpoints could not be read; will retry", cause)))
    // Captured so the returned functions need nothing from their callers' context.
    const context = yield* Effect.context<SqlClient.SqlClient | EventStore>()
    const runAll = Effect.gen(function* () {
      const ran = yield* runHeld
      // Followed positions only matter to a request waiting for one: without waiters, a wake-up costs
      // a follower nothing (every instance hears every event).
      const waiting = new Set((yield* Ref.get(waiters)).map((w) => w.name))
      yield* follow(projections.filter((p) => !ran.has(p.name) && waiting.has(p.name)).map((p) => p.name))
      yield* settleWaiters
    }).pipe(Effect.provide(context))
    // A clean shutdown hands the leases over at once instead of after they expire.
    yield* Effect.addFinalizer(() =>
      Effect.forEach(projections, (p) => (confirmedAt.has(p.name) ? releaseLease(leaseName(p), owner) : Effect.void), {
        discard: true
      }).pipe(Effect.ignore, Effect.provide(context))
    )

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
    // A notification of events every projection has already applied (an earlier run read past them)
    // wakes nothing: under load most do, and each empty run would cost a transaction.
    const alreadyApplied = (n: LogNotification) =>
      Effect.map(Ref.get(positions), (at) =>
        projections.every((p) => {
          const reached = at.get(p.name)
          return reached !== undefined && compareCheckpoints(reached, { transactionId: n.transactionId, position: n.position }) >= 0
        })
      )
    // A follower does not listen: a notification comes when an event commits, before the active runner
    // (another process) has applied it, so it could only read checkpoints too early. A request waiting
    // on a follower is served by the wait poll below; without waiters there is nothing to do. Every API
    // instance used to receive, parse and handle every event's notification for nothing.
    if (mode !== "follow") {
      yield* bus.notifications.pipe(
        Stream.runForEach((n) => Effect.flatMap(alreadyApplied(n), (applied) => (applied ? Effect.void : Effect.fork(trigger)))),
        Effect.forkScoped
      )
    }
    yield* trigger.pipe(
      // At least three times a lease's life, so a held lease is renewed (in holdsLease) before it lapses.
      Effect.repeat(Schedule.spaced(Math.min(Duration.toMillis(options.pollInterval ?? Duration.seconds(2)), leaseMs / 3))),
      Effect.forkScoped
    )
    // While a request waits for a checkpoint another process is to write, look again often; no
    // notification tells us when that runner has applied the events.
    yield* Effect.gen(function* () {
      if ((yield* Ref.get(waiters)).length > 0) yield* trigger
    }).pipe(Effect.repeat(Schedule.spaced(options.waitPollInterval ?? Duration.millis(20))), Effect.forkScoped)

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
