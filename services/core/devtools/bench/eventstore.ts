import { SqlClient } from "@effect/sql"
import { Effect, Either } from "effect"
import { WrongExpectedVersion } from "@safarnama/events/eventstore/errors"
import { newEventId } from "@safarnama/events/eventstore/eventId"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { type LogCheckpoint, logStart } from "@safarnama/events/eventstore/types"
import { type Projection, statement } from "@safarnama/projections/Projection"
import { catchUp } from "@safarnama/projections/ProjectionRunner"
import { parseBenchArgs, report } from "./args.ts"
import { benchDatabase, timed } from "./benchDatabase.ts"

const logSize = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(sql<{ n: string }>`SELECT count(*)::text AS n FROM es_events`, (rows) => Number(rows[0]?.n ?? 0))
)

const meta = { correlationId: "bench", causationId: null, actor: "bench" }
// A payload of a realistic size for a credits or payment event.
const event = (type = "CreditsPurchased") => ({
  eventId: newEventId(),
  type,
  data: { orderId: "order_QWERTY123456", paymentId: "pay_ASDFGH789012", credits: 5, amountPaise: 25000 },
  metadata: meta
})

/**
 * A workload cut into SLICES equal parts; `slice` runs one part. Parts of a workload and of its plain
 * twins take turns (see `interleaved`), so all of them meet the same load on a shared machine.
 */
interface Sliced<R> {
  readonly name: string
  readonly events: number
  readonly slice: Effect.Effect<void, unknown, R>
}
const SLICES = 10

/** 2,000 single-event appends, one writer, over 200 streams. */
const singleWriter = (store: EventStore) => {
  const streams = Array.from({ length: 200 }, () => `bench-single-${newEventId()}`)
  let version = 0
  return {
    name: "single-writer",
    events: 2000,
    slice: Effect.suspend(() => {
      const expectedVersion = version++
      return Effect.forEach(streams, (stream) => store.append([{ stream, expectedVersion, events: [event()] }]), { discard: true })
    })
  }
}

/** 16 writers at once, each 250 single-event appends to a stream of its own. */
const concurrentDistinct = (store: EventStore) => {
  const streams = Array.from({ length: 16 }, () => ({ stream: `bench-distinct-${newEventId()}`, version: 0 }))
  return {
    name: "concurrent-16-distinct",
    events: 4000,
    slice: Effect.forEach(
      streams,
      (s) =>
        Effect.gen(function* () {
          for (let i = 0; i < 250 / SLICES; i++) {
            yield* store.append([{ stream: s.stream, expectedVersion: s.version, events: [event()] }])
            s.version++
          }
        }),
      { concurrency: 16, discard: true }
    )
  }
}

const contended = Effect.gen(function* () {
  const store = yield* EventStore
  const streams = Array.from({ length: 4 }, () => `bench-contended-${newEventId()}`)
  let written = 0
  let conflicts = 0
  let retries = 0
  const { seconds } = yield* timed(
    Effect.forEach(
      Array.from({ length: 16 }, (_, w) => w),
      (w) =>
        Effect.gen(function* () {
          let i = 0
          while (written < 2000) {
            const stream = streams[(w + i++) % 4]!
            for (;;) {
              const version = yield* store.streamVersion(stream)
              const result = yield* Effect.either(store.append([{ stream, expectedVersion: version, events: [event()] }]))
              if (Either.isRight(result)) break
              if (!(result.left instanceof WrongExpectedVersion)) return yield* Effect.fail(result.left)
              conflicts++
              retries++
            }
            written++
          }
        }),
      { concurrency: 16, discard: true }
    )
  )
  return { name: "contended-16-on-4", events: written, seconds, conflicts, retries }
})

/** 200 appends of 100 events to one stream. */
const batch100 = (store: EventStore) => {
  const stream = `bench-batch-${newEventId()}`
  let version = 0
  return {
    name: "batch-100",
    events: 20_000,
    slice: Effect.gen(function* () {
      for (let i = 0; i < 200 / SLICES; i++) {
        yield* store.append([{ stream, expectedVersion: version, events: Array.from({ length: 100 }, () => event()) }])
        version += 100
      }
    })
  }
}

/** Runs the workloads' slices in turns (a different one first each round); each one's total time. */
const interleaved = <R>(workloads: ReadonlyArray<Sliced<R>>) =>
  Effect.gen(function* () {
    const seconds = workloads.map(() => 0)
    for (let round = 0; round < SLICES; round++) {
      for (let k = 0; k < workloads.length; k++) {
        const w = (round + k) % workloads.length
        seconds[w]! += (yield* timed(workloads[w]!.slice)).seconds
      }
    }
    return workloads.map((w, i) => ({ name: w.name, events: w.events, seconds: seconds[i]! }))
  })

/** Fills the log to 100,000 events with concurrent writers, then reads it all in log order. */
const readAll = Effect.gen(function* () {
  const store = yield* EventStore
  const before = yield* logSize
  const missingToWrite = Math.max(0, 100_000 - before)
  const written = new Set<string>()
  yield* Effect.forEach(
    Array.from({ length: 16 }, (_, w) => w),
    () =>
      Effect.gen(function* () {
        const stream = `bench-fill-${newEventId()}`
        let version = 0
        while (written.size < missingToWrite) {
          const events = Array.from({ length: 50 }, () => event("Filled"))
          yield* store.append([{ stream, expectedVersion: version, events }])
          for (const e of events) written.add(e.eventId)
          version += events.length
        }
      }),
    { concurrency: 16, discard: true }
  )
  const seen = new Set<string>()
  let duplicates = 0
  let total = 0
  const { seconds } = yield* timed(
    Effect.gen(function* () {
      let at: LogCheckpoint = logStart
      for (;;) {
        const batch = yield* store.readLog(at, 5000)
        if (batch.length === 0) break
        for (const e of batch) {
          if (seen.has(e.eventId)) duplicates++
          seen.add(e.eventId)
        }
        total += batch.length
        const last = batch[batch.length - 1]!
        at = { transactionId: last.transactionId, position: last.position }
      }
    })
  )
  const missing = [...written].filter((id) => !seen.has(id)).length
  return { name: "read-all", events: total, seconds, duplicates, missing }
})

const benchTotals: Projection = {
  name: "bench_totals",
  eventTypes: new Set(["CreditsPurchased", "Filled"]),
  reset: [statement("DELETE FROM bench_totals")],
  apply: (events) => {
    const byStream = new Map<string, number>()
    for (const e of events) byStream.set(e.streamId, (byStream.get(e.streamId) ?? 0) + 1)
    const keys = [...byStream.keys()]
    return [
      statement(
        `INSERT INTO bench_totals (stream_id, events) SELECT * FROM unnest($1::text[], $2::int[])
         ON CONFLICT (stream_id) DO UPDATE SET events = bench_totals.events + EXCLUDED.events`,
        keys,
        keys.map((k) => byStream.get(k)!)
      )
    ]
  }
}

const projectionCatchUp = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE bench_totals (stream_id text PRIMARY KEY, events int NOT NULL)`
  const events = yield* logSize
  const { seconds } = yield* timed(catchUp(benchTotals, { batchSize: 5000 }))
  const [row] = yield* sql<{ n: string }>`SELECT coalesce(sum(events), 0)::text AS n FROM bench_totals`
  return { name: "projection-catch-up", events, seconds, projected: Number(row?.n ?? 0) }
})

/**
 * The physical limits on this machine at this moment, measured in the same run: a plain INSERT per event
 * (no version check) alone, from 16 writers at once and 100 rows a statement, and a plain ordered read.
 * Our figures are only meaningful next to these: each append workload has its plain twins, and they run
 * in turns, a tenth at a time (`interleaved`), so all meet the same load on a shared machine. Run
 * minutes apart, as they once were, the one-index twin measured 90 and then 790 inserts a second for
 * the same code, and the ratios swung by a factor of two between runs.
 */
const plainPayload = JSON.stringify(event().data)

/** One-index twins: 2,000 single inserts, 16 writers of 250, 200 inserts of 100 rows. */
const plainTwins = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE bench_plain (id bigserial PRIMARY KEY, data jsonb NOT NULL)`
  const insertOne = sql`INSERT INTO bench_plain (data) VALUES (${plainPayload}::jsonb)`
  const rows = Array.from({ length: 100 }, () => plainPayload)
  return {
    single: { name: "baseline-plain-insert", events: 2000, slice: Effect.forEach(Array.from({ length: 2000 / SLICES }), () => insertOne, { discard: true }) },
    concurrent: {
      name: "baseline-plain-insert-16-writers",
      events: 4000,
      slice: Effect.forEach(Array.from({ length: 16 }), () => Effect.forEach(Array.from({ length: 250 / SLICES }), () => insertOne, { discard: true }), {
        concurrency: 16,
        discard: true
      })
    },
    batch: {
      name: "baseline-plain-insert-batch-100",
      events: 20_000,
      slice: Effect.forEach(Array.from({ length: 200 / SLICES }), () => sql`INSERT INTO bench_plain (data) SELECT unnest(${rows}::jsonb[])`, {
        discard: true
      })
    }
  }
})

const plainRead = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const read = yield* timed(sql.unsafe(`SELECT position, stream_id, data, metadata FROM es_events ORDER BY position`))
  return { name: "baseline-plain-read", events: read.value.length, seconds: read.seconds }
})

/**
 * The same rows written by plain INSERTs into a copy of es_events (its columns, defaults, unique
 * constraints and indexes): what storing an event costs by itself, without the store's version check,
 * known-id probe and function. The distance from the one-index twin above is the price of the log's
 * shape; the distance from this one is the store's own logic.
 */
const sameTableTwins = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE bench_events (LIKE es_events INCLUDING ALL)`
  const metadata = JSON.stringify(meta)
  const insertOne = Effect.suspend(
    () =>
      sql`INSERT INTO bench_events (stream_id, stream_version, event_id, event_type, data, metadata)
          VALUES (${`bench-twin-${newEventId()}`}, 1, ${newEventId()}::uuid, 'CreditsPurchased', ${plainPayload}::jsonb, ${metadata}::jsonb)`
  )
  const insertBatch = Effect.suspend(
    () =>
      sql`INSERT INTO bench_events (stream_id, stream_version, event_id, event_type, data, metadata)
          SELECT ${`bench-twin-batch-${newEventId()}`}, v, id, 'CreditsPurchased', ${plainPayload}::jsonb, ${metadata}::jsonb
          FROM unnest(${Array.from({ length: 100 }, (_, i) => i + 1)}::bigint[], ${Array.from({ length: 100 }, () => newEventId())}::uuid[]) AS u(v, id)`
  )
  return {
    single: { name: "baseline-same-table-insert", events: 2000, slice: Effect.forEach(Array.from({ length: 2000 / SLICES }), () => insertOne, { discard: true }) },
    concurrent: {
      name: "baseline-same-table-insert-16-writers",
      events: 4000,
      slice: Effect.forEach(Array.from({ length: 16 }), () => Effect.forEach(Array.from({ length: 250 / SLICES }), () => insertOne, { discard: true }), {
        concurrency: 16,
        discard: true
      })
    },
    batch: {
      name: "baseline-same-table-insert-batch-100",
      events: 20_000,
      slice: Effect.forEach(Array.from({ length: 200 / SLICES }), () => insertBatch, { discard: true })
    }
  }
})

/**
 * Each append workload as a share of its plain twins in the same run (issue 14's targets: 70, 60,
 * 80 %): the one-index table, and (`-same-table`) a copy of es_events.
 */
const ratios: ReadonlyArray<readonly [name: string, ours: string, plain: string, target: number]> = [
  ["single-writer", "single-writer", "baseline-plain-insert", 0.7],
  ["concurrent-16", "concurrent-16-distinct", "baseline-plain-insert-16-writers", 0.6],
  ["batch-100", "batch-100", "baseline-plain-insert-batch-100", 0.8],
  ["single-writer-same-table", "single-writer", "baseline-same-table-insert", 0.7],
  ["concurrent-16-same-table", "concurrent-16-distinct", "baseline-same-table-insert-16-writers", 0.6],
  ["batch-100-same-table", "batch-100", "baseline-same-table-insert-batch-100", 0.8]
]

export const run = async (args: ReadonlyArray<string>) => {
  const options = parseBenchArgs(args)
  const db = benchDatabase(options.databaseUrl)
  const program = Effect.gen(function* () {
    const rates = new Map<string, number>()
    const store = yield* EventStore
    const plain = yield* plainTwins
    const same = yield* sameTableTwins
    const record = (result: { name: string; events: number; seconds: number }) => {
      rates.set(result.name, result.events / result.seconds)
      report(options.json, { ...result, backend: db.backend, eventsPerSecond: result.events / result.seconds })
    }
    // Each append workload with its twins, slice by slice: a ratio compares figures of the same minutes.
    for (const group of [
      [singleWriter(store), plain.single, same.single],
      [concurrentDistinct(store), plain.concurrent, same.concurrent],
      [batch100(store), plain.batch, same.batch]
    ]) {
      for (const result of yield* interleaved(group)) record(result)
    }
    for (const step of [contended, readAll, plainRead, projectionCatchUp]) record(yield* step)
    for (const [name, ours, plain, target] of ratios) {
      const ratio = Math.round(((rates.get(ours) ?? 0) / (rates.get(plain) ?? 1)) * 100) / 100
      report(options.json, { name: `ratio-${name}`, backend: db.backend, ratio, target, met: ratio >= target })
    }
  })
  await Effect.runPromise(program.pipe(Effect.provide(db.layer), Effect.scoped) as Effect.Effect<void, unknown>)
}
