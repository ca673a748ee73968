import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Effect, TestServices } from "effect"
import { backends } from "../../test/backends.ts"
import { newEventId } from "../eventstore/eventId.ts"
import { EventStore } from "../eventstore/EventStore.ts"
import { type Projection, statement } from "./Projection.ts"
import { catchUp, rebuildProjection } from "./ProjectionRunner.ts"
import { layerProjectionsRuntime, ProjectionsRuntime } from "./ProjectionsRuntime.ts"

const meta = { correlationId: "projection-test", causationId: null, actor: "test" }

/** A test read model: per stream, how many Deposited/Withdrawn amounts and the running total. */
const totals: Projection = {
  name: "test_totals",
  eventTypes: new Set(["Deposited", "Withdrawn"]),
  reset: [statement("DELETE FROM test_totals")],
  apply: (events) => {
    // Folded per batch into one set-based upsert, as a fast projection does.
    const byStream = new Map<string, { count: number; total: number }>()
    for (const e of events) {
      const row = byStream.get(e.streamId) ?? { count: 0, total: 0 }
      const amount = (e.data as { amount: number }).amount
      byStream.set(e.streamId, { count: row.count + 1, total: row.total + (e.type === "Deposited" ? amount : -amount) })
    }
    const keys = [...byStream.keys()]
    return [
      statement(
        `INSERT INTO test_totals (stream_id, events, total)
         SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])
         ON CONFLICT (stream_id) DO UPDATE SET events = test_totals.events + EXCLUDED.events, total = test_totals.total + EXCLUDED.total`,
        keys,
        keys.map((k) => byStream.get(k)!.count),
        keys.map((k) => byStream.get(k)!.total)
      )
    ]
  }
}

const createTable = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) => sql`CREATE TABLE IF NOT EXISTS test_totals (stream_id text PRIMARY KEY, events int NOT NULL, total bigint NOT NULL)`
)

const snapshot = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql<{ stream_id: string; events: number; total: string }>`SELECT stream_id, events, total::text AS total FROM test_totals ORDER BY stream_id`
)

const writeSome = (streams: number, perStream: number) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    yield* Effect.forEach(
      Array.from({ length: streams }, () => `acct-${newEventId()}`),
      (stream) =>
        Effect.forEach(
          Array.from({ length: perStream }, (_, i) => i),
          (i) =>
            store.append([
              {
                stream,
                expectedVersion: i,
                events: [{ eventId: newEventId(), type: i % 3 === 2 ? "Withdrawn" : "Deposited", data: { amount: 100 + i }, metadata: meta }]
              }
            ]),
          { discard: true }
        ),
      { concurrency: 4, discard: true }
    )
  })

for (const backend of backends) {
  describe(`projection runner on ${backend.name}`, () => {
    it.layer(backend.layer(), { timeout: 120_000 })((it) => {
      it.effect("rebuilding a projection from position 0 gives exactly the rows that following it live gave", () =>
        Effect.gen(function* () {
          yield* createTable
          const store = yield* EventStore
          // Live: the runner follows the bus while writers append; read-your-writes waits for it.
          const live = Effect.gen(function* () {
            const runtime = yield* ProjectionsRuntime
            yield* writeSome(12, 9)
            const head = yield* store.readLog(undefined, 1_000_000)
            const last = head[head.length - 1]!
            expect(yield* runtime.awaitCheckpoint("test_totals", last, "20 seconds")).toBe(true)
          })
          // The live clock: the runner polls and the wait times out in real time.
          yield* live.pipe(
            Effect.provide(layerProjectionsRuntime([totals], { pollInterval: "200 millis" })),
            Effect.scoped,
            TestServices.provideLive
          )
          const followed = yield* snapshot
          expect(followed.length).toBeGreaterThanOrEqual(12)

          yield* rebuildProjection(totals, { batchSize: 7 })
          expect(yield* snapshot).toEqual(followed)
        })
      )

      it.effect("a catch-up applies every event once: running it again changes nothing", () =>
        Effect.gen(function* () {
          yield* createTable
          yield* writeSome(3, 4)
          yield* catchUp(totals)
          const once = yield* snapshot
          yield* catchUp(totals)
          expect(yield* snapshot).toEqual(once)
        })
      )
    })
  })
}

