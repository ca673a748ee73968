import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export const migrationsDir = new URL("../../migrations", import.meta.url).pathname

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

/** Files named NNNN_name.sql, applied in version order. A shipped file is never edited: add a new one. */
export const loadMigrations = (dir: string = migrationsDir) =>
  Effect.promise(async () => {
    const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort()
    return Promise.all(
      files.map(async (file): Promise<Migration> => ({
        version: Number(file.slice(0, 4)),
        name: file.replace(/\.sql$/, ""),
        sql: await readFile(join(dir, file), "utf8")
      }))
    )
  })

// Any fixed number: several API instances may start at once; the advisory lock lets one migrate.
const MIGRATION_LOCK = 726_351

export const runMigrations = (dir?: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const migrations = yield* loadMigrations(dir)
    const applied: Array<string> = []
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
        yield* sql`CREATE TABLE IF NOT EXISTS schema_migrations (
          version integer PRIMARY KEY,
          name text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`
        const done = new Set(
          (yield* sql<{ version: number }>`SELECT version FROM schema_migrations`).map((r) => Number(r.version))
        )
        for (const migration of migrations) {
          if (done.has(migration.version)) continue
          yield* sql.unsafe(migration.sql)
          yield* sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`
          applied.push(migration.name)
        }
      })
    )
    return applied
  })
