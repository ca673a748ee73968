import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { layerInProcessBus } from "@safarnama/events/bus/InProcessBus"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { allMigrations } from "../../src/server/migrations.ts"
import { runMigrations } from "@safarnama/events/sql/migrate"
import { layerPglite } from "@safarnama/events/sql/PgliteClient"

const admin = (url: string, statement: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(
    Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })),
    Effect.orDie
  )

/** A throw-away database for one benchmark run: a fresh PostgreSQL database (dropped after) or an in-memory PGlite. */
export const benchDatabase = (databaseUrl: string | undefined) => {
  const sqlLayer: Layer.Layer<SqlClient.SqlClient, unknown> = databaseUrl
    ? Layer.unwrapScoped(
        Effect.gen(function* () {
          const name = `safarnama_bench_${randomBytes(5).toString("hex")}`
          yield* Effect.acquireRelease(admin(databaseUrl, `CREATE DATABASE ${name}`), () =>
            admin(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          )
          const url = new URL(databaseUrl)
          url.pathname = `/${name}`
          return PgClient.layer({ url: Redacted.make(url.toString()), maxConnections: 16 })
        })
      )
    : layerPglite(undefined)
  const migrated = Layer.effectDiscard(runMigrations(allMigrations)).pipe(Layer.provideMerge(sqlLayer))
  return {
    backend: databaseUrl ? ("postgres" as const) : ("pglite" as const),
    layer: Layer.fresh(EventStore.Default).pipe(Layer.provideMerge(Layer.fresh(layerInProcessBus)), Layer.provideMerge(migrated))
  }
}

export const timed = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const start = performance.now()
    const value = yield* effect
    return { value, seconds: (performance.now() - start) / 1000 }
  })
