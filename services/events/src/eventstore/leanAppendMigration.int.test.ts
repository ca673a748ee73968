import { copyFile, mkdtemp, readdir } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Layer } from "effect"
import { freshPostgresDatabase } from "../../test/backends.ts"
import { layerInProcessBus } from "../bus/InProcessBus.ts"
import { eventsMigrations, runMigrations } from "../sql/migrate.ts"
import { layerPglite } from "../sql/PgliteClient.ts"
import { EventStore } from "./EventStore.ts"
import { newEventId } from "./eventId.ts"

// Migration 0006 (the lean append) on a database that already has events written by the old
// es_append: versions, log order and the optimistic lock must carry over unchanged.

const meta = JSON.stringify({ correlationId: "m-1", causationId: null, actor: "test" })

/** The event store's migrations before 0006, in a folder of their own. */
const migrationsBefore0006 = Effect.promise(async () => {
  const [from] = eventsMigrations
  const dir = await mkdtemp(join(tmpdir(), "es-before-0006-"))
  for (const file of await readdir(from!)) if (/^000[1-5]_/.test(file)) await copyFile(join(from!, file), join(dir, file))
  return dir
})

/** One append through the old function (migration 0001's signature), as a running system made them. */
const oldAppend = (stream: string, expected: number, count: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.unsafe(
      `SELECT * FROM es_append($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::bigint[], $6::uuid[], $7::text[], $8::jsonb[], $9::jsonb[])`,
      [
        [stream],
        [expected],
        [expected + count],
        Array.from({ length: count }, () => stream),
        Array.from({ length: count }, (_, i) => expected + i + 1),
        Array.from({ length: count }, () => newEventId()),
        Array.from({ length: count }, () => "Old"),
        Array.from({ length: count }, (_, i) => JSON.stringify({ n: expected + i + 1 })),
        Array.from({ length: count }, () => meta)
      ]
    )
  )

const backends: ReadonlyArray<{ name: string; sql: () => Layer.Layer<SqlClient.SqlClient, unknown> }> = [
  { name: "pglite", sql: () => layerPglite(undefined) },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", sql: () => freshPostgresDatabase(process.env.TEST_DATABASE_URL!) }] : [])
]

const event = () => ({ eventId: newEventId(), type: "New", data: {}, metadata: JSON.parse(meta) })

/** After the migration, through the new code: what the old appends wrote reads the same. */
const afterMigration = Effect.gen(function* () {
  const store = yield* EventStore
  expect(yield* store.streamVersion("old-a")).toBe(5)
  expect(yield* store.streamVersion("old-b")).toBe(1)
  expect(yield* store.streamVersion("never-written")).toBe(0)
  expect((yield* store.readStream("old-a")).map((e) => e.data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })))

  const stale = yield* Effect.either(store.append([{ stream: "old-a", expectedVersion: 3, events: [event()] }]))
  expect(Either.isLeft(stale) && stale.left).toMatchObject({ _tag: "WrongExpectedVersion", stream: "old-a", expected: 3, actual: 5 })
  const appended = yield* store.append([
    { stream: "old-a", expectedVersion: 5, events: [event()] },
    { stream: "old-b", expectedVersion: 1, events: [event(), event()] }
  ])
  expect(appended.streams).toEqual([
    { stream: "old-a", version: 6 },
    { stream: "old-b", version: 3 }
  ])

  // The whole log, old events first, each once, in log order; the head is its last event.
  const log = yield* store.readLog(undefined, 100)
  expect(log.map((e) => `${e.streamId}@${e.streamVersion}`)).toEqual([
    "old-a@1",
    "old-a@2",
    "old-a@3",
    "old-b@1",
    "old-a@4",
    "old-a@5",
    "old-a@6",
    "old-b@2",
    "old-b@3"
  ])
  const last = log[log.length - 1]!
  expect(yield* store.head).toEqual({ transactionId: last.transactionId, position: last.position })
})

for (const backend of backends) {
  describe(`migration 0006 on ${backend.name}`, () => {
    it.effect(
      "keeps the events, versions, log order and version check of a log written before it",
      () =>
        Effect.gen(function* () {
          yield* runMigrations([yield* migrationsBefore0006])
          yield* oldAppend("old-a", 0, 3)
          yield* oldAppend("old-b", 0, 1)
          yield* oldAppend("old-a", 3, 2)
          expect(yield* runMigrations(eventsMigrations)).toEqual(["0006_es_append_lean", "0007_es_append_jsonb"])
          yield* afterMigration.pipe(Effect.provide(Layer.fresh(EventStore.Default).pipe(Layer.provide(Layer.fresh(layerInProcessBus)))))
        }).pipe(Effect.provide(Layer.fresh(backend.sql()))),
      60_000
    )
  })
}
