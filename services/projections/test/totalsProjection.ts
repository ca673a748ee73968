import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { newEventId } from "@safarnama/events/eventstore/eventId"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { type Projection, statement } from "../src/Projection.ts"

/** A test read model for the projection runner's tests, and a writer of events for it. */
const meta = { correlationId: "projection-test", causationId: null, actor: "test" }

/** A test read model in `table`: per stream, how many Deposited/Withdrawn amounts and the running total. */
export const totalsIn = (table: string): Projection => ({
  name: table,
  eventTypes: new Set(["Deposited", "Withdrawn"]),
  reset: [statement(`DELETE FROM ${table}`)],
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
        `INSERT INTO ${table} (stream_id, events, total)
         SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])
         ON CONFLICT (stream_id) DO UPDATE SET events = ${table}.events + EXCLUDED.events, total = ${table}.total + EXCLUDED.total`,
        keys,
        keys.map((k) => byStream.get(k)!.count),
        keys.map((k) => byStream.get(k)!.total)
      )
    ]
  }
})

export const totals = totalsIn("test_totals")

export const createTableIn = (table: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.unsafe(`CREATE TABLE IF NOT EXISTS ${table} (stream_id text PRIMARY KEY, events int NOT NULL, total bigint NOT NULL)`)
  )

export const createTable = createTableIn("test_totals")

export const snapshotOf = (table: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.unsafe<{ stream_id: string; events: number; total: string }>(
      `SELECT stream_id, events, total::text AS total FROM ${table} ORDER BY stream_id`
    )
  )

export const snapshot = snapshotOf("test_totals")

export const writeSome = (streams: number, perStream: number) =>
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

