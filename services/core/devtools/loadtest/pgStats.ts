import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"

/**
 * The cluster database's transaction counter (pg_stat_database), read before and after a phase to
 * tell how many PostgreSQL transactions one HTTP request costs. PostgreSQL publishes these counters
 * with up to a second's delay, so short phases read a little low.
 */
export const transactions = (databaseUrl: string) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* PgClient.PgClient
      const rows = yield* sql<{ xacts: string }>`
        SELECT (xact_commit + xact_rollback)::text AS xacts FROM pg_stat_database WHERE datname = current_database()`
      return Number(rows[0]?.xacts ?? 0)
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(databaseUrl), maxConnections: 1 })), Effect.scoped)
  ).catch(() => undefined)
