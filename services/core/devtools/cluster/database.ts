import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"

/**
 * Creates the cluster's PostgreSQL database when it does not exist yet, by connecting to the server's
 * `postgres` database (CREATE DATABASE cannot run inside the target database itself).
 */
export const ensureDatabase = (databaseUrl: string) =>
  Effect.gen(function* () {
    const target = new URL(databaseUrl)
    const name = decodeURIComponent(target.pathname.replace(/^\//, ""))
    if (!/^[A-Za-z0-9_]+$/.test(name)) return yield* Effect.dieMessage(`unexpected database name in DATABASE_URL: ${name}`)
    const admin = new URL(databaseUrl)
    admin.pathname = "/postgres"
    const created = yield* Effect.gen(function* () {
      const sql = yield* PgClient.PgClient
      const rows = yield* sql<{ exists: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = ${name}) AS exists`
      if (rows[0]?.exists) return false
      // The name was checked against [A-Za-z0-9_] above: safe to quote into the statement.
      yield* sql.unsafe(`CREATE DATABASE "${name}"`)
      return true
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(admin.toString()), maxConnections: 1 })), Effect.scoped)
    return { name, created }
  })

/** The same as a promise; a failure names the server (never the password) and what to check. */
export const ensureDatabasePromise = (databaseUrl: string) =>
  Effect.runPromise(ensureDatabase(databaseUrl)).catch((error: unknown) => {
    const url = new URL(databaseUrl)
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `could not check or create the cluster's database on PostgreSQL at ${url.hostname}:${url.port || 5432} (DATABASE_URL): ${reason}`
    )
  })
