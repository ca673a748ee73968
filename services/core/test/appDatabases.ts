import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"

/**
 * Where a whole test app keeps its data: in-memory PGlite always, and a fresh PostgreSQL database (with
 * NATS when TEST_NATS_URL is set) when TEST_DATABASE_URL is set. `prepare` gives the environment for
 * `startTestApp` and a clean-up that drops the database.
 */
export interface AppDatabase {
  readonly name: "pglite" | "postgres"
  readonly prepare: () => Promise<{ readonly env: Record<string, string>; readonly cleanUp: () => Promise<void> }>
}

const admin = (url: string, statement: string) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql.unsafe(statement)
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })), Effect.scoped)
  )

const postgres = (adminUrl: string, natsUrl: string | undefined): AppDatabase => ({
  name: "postgres",
  prepare: async () => {
    const name = `safarnama_app_${randomBytes(6).toString("hex")}`
    await admin(adminUrl, `CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return {
      env: { DATABASE_URL: url.toString(), ...(natsUrl ? { NATS_URL: natsUrl } : {}) },
      cleanUp: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  }
})

export const appDatabases: ReadonlyArray<AppDatabase> = [
  { name: "pglite", prepare: async () => ({ env: {}, cleanUp: async () => {} }) },
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL, process.env.TEST_NATS_URL)] : [])
]
