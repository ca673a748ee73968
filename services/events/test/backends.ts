import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import type { EventBus } from "../src/bus/EventBus.ts"
import { layerInProcessBus } from "../src/bus/InProcessBus.ts"
import { layerNatsBus } from "../src/bus/NatsBus.ts"
import { EventStore } from "../src/eventstore/EventStore.ts"
import { layerPglite } from "../src/sql/PgliteClient.ts"
import { eventsMigrations, runMigrations } from "../src/sql/migrate.ts"

/**
 * Integration tests run on PGlite always, and also on PostgreSQL (+ NATS) when TEST_DATABASE_URL and
 * TEST_NATS_URL are set (`.ci/run` sets both). Each PostgreSQL test file gets a fresh database.
 */
export interface Backend {
  readonly name: "pglite" | "postgres"
  /** SqlClient with migrations applied, an EventBus and the EventStore. */
  readonly layer: () => Layer.Layer<SqlClient.SqlClient | EventStore | EventBus, unknown>
}

const migrated = <E, R>(migrations: ReadonlyArray<string>, sqlLayer: Layer.Layer<SqlClient.SqlClient, E, R>) =>
  Layer.effectDiscard(runMigrations(migrations)).pipe(Layer.provideMerge(sqlLayer))

const pgAdmin = (url: string) => PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })

/** A new empty database on the test server, dropped when the layer is released. */
export const freshPostgresDatabase = (adminUrl: string) =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      const name = `safarnama_test_${randomBytes(6).toString("hex")}`
      const admin = (statement: string) =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql.unsafe(statement)
        }).pipe(Effect.provide(pgAdmin(adminUrl)), Effect.orDie)
      yield* Effect.acquireRelease(admin(`CREATE DATABASE ${name}`), () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      return PgClient.layer({ url: Redacted.make(url.toString()), maxConnections: 20 })
    })
  )

// Layer.fresh: EventStore.Default and the bus are shared layer values, and @effect/vitest memoizes
// layers across `it.layer` calls in a file; without it the second back end would reuse the first's store.
const eventStoreOn = <E, R>(
  migrations: ReadonlyArray<string>,
  bus: Layer.Layer<EventBus, E, R>,
  sql: Layer.Layer<SqlClient.SqlClient, unknown>
) => Layer.fresh(EventStore.Default).pipe(Layer.provideMerge(Layer.fresh(bus)), Layer.provideMerge(migrated(migrations, sql)))

/**
 * The back ends with the tables of the given migration folders: a package's tests pass its own folders
 * and those of the packages below it (`services/projections/test/backends.ts`, `services/core/test/backends.ts`).
 */
export const backendsWith = (migrations: ReadonlyArray<string>): ReadonlyArray<Backend> => [
  { name: "pglite", layer: () => eventStoreOn(migrations, layerInProcessBus, layerPglite(undefined)) },
  ...(process.env.TEST_DATABASE_URL
    ? [postgresBackend(migrations, process.env.TEST_DATABASE_URL, process.env.TEST_NATS_URL)]
    : [])
]

const postgresBackend = (migrations: ReadonlyArray<string>, url: string, natsUrl: string | undefined): Backend => ({
  name: "postgres",
  layer: () => eventStoreOn(migrations, natsUrl ? layerNatsBus(natsUrl) : layerInProcessBus, freshPostgresDatabase(url))
})

/** The event store's own tables only. */
export const backends = backendsWith(eventsMigrations)

if (!process.env.TEST_DATABASE_URL) {
  console.info("TEST_DATABASE_URL is not set: integration tests run on PGlite only")
}
