import { readdir, readFile } from "node:fs/promises"
import { basename, join } from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Each package keeps the SQL of its own tables in its `migrations` folder (ADR 0110): this package the
 * event store and work leases, `services/projections` the read models, `services/core` the local
 * stand-ins' tables. A process applies the union of the folders it names, in version order; the
 * numbers are unique across packages, so the order is the one a single folder had before the split.
 */
export const eventsMigrations: ReadonlyArray<string> = [new URL("../../migrations", import.meta.url).pathname]

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

/** Files named NNNN_name.sql, applied in version order. A shipped file is never edited: add a new one. */
export const loadMigrations = (dirs: ReadonlyArray<string>) =>
  Effect.promise(async () => {
    const listed = await Promise.all(
      dirs.map(async (dir) =>
        (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).map((file) => join(dir, file))
      )
    )
    const files = listed.flat().sort((a, b) => basename(a).localeCompare(basename(b)))
    const migrations = await Promise.all(
      files.map(async (path): Promise<Migration> => ({
        version: Number(basename(path).slice(0, 4)),
        name: basename(path).replace(/\.sql$/, ""),
        sql: await readFile(path, "utf8")
      }))
    )
    const versions = migrations.map((m) => m.version)
    const repeated = versions.find((v, i) => versions.indexOf(v) !== i)
    if (repeated !== undefined) throw new Error(`two migrations share version ${repeated}: each package's numbers must be unique`)
    return migrations
  })

// Any fixed number: several API instances may start at once; the advisory lock lets one migrate.
const MIGRATION_LOCK = 726_351

export const runMigrations = (dirs: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const migrations = yield* loadMigrations(dirs)
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
