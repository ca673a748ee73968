import * as Reactivity from "@effect/experimental/Reactivity"
import * as Client from "@effect/sql/SqlClient"
import type { Connection } from "@effect/sql/SqlConnection"
import { SqlError } from "@effect/sql/SqlError"
import { PgClient } from "@effect/sql-pg"
import { PGlite, types } from "@electric-sql/pglite"
import { Effect, Layer, Stream } from "effect"

/**
 * Our own SqlClient over PGlite, used directly (no socket).
 *
 * PGlite is a single PostgreSQL session. Measured on these machines, sharing it between interleaved
 * callers mixes statements of different transactions and returns wrong rows silently, so every
 * statement outside a transaction, and every transaction as a whole, holds one lock: one statement or
 * one transaction at a time. See docs/adr/0003-embedded-default.md.
 */

// Same values as `pg`: bigint (int8) and numeric come back as strings, so both back ends agree.
const pgCompatibleParsers = {
  [types.INT8]: (value: string) => value,
  [types.NUMERIC]: (value: string) => value
}

export const openPglite = (dataDir: string | undefined) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: () => PGlite.create(dataDir ?? "memory://", { parsers: pgCompatibleParsers }),
      catch: (cause) => new SqlError({ cause, message: "Failed to open the embedded database" })
    }),
    (db) => Effect.promise(() => db.close()).pipe(Effect.ignore)
  )

const toSqlError = (cause: unknown) => new SqlError({ cause, message: "Failed to execute statement" })

const makeConnection = (db: PGlite): Connection => {
  const run = (sql: string, params: ReadonlyArray<unknown>) =>
    Effect.tryPromise({
      // A statement without parameters may hold several statements (migrations): PGlite's exec runs
      // them with the simple protocol, as `pg` does for a parameterless query.
      try: async () => {
        if (params.length === 0) {
          const results = await db.exec(sql)
          return results[results.length - 1]?.rows ?? []
        }
        const result = await db.query(sql, params as Array<unknown>)
        return result.rows
      },
      catch: toSqlError
    })
  return {
    execute: (sql, params, transformRows) =>
      transformRows ? Effect.map(run(sql, params), (rows) => transformRows(rows as Array<object>)) : run(sql, params),
    executeRaw: (sql, params) =>
      Effect.tryPromise({ try: () => db.query(sql, params as Array<unknown>), catch: toSqlError }),
    executeValues: (sql, params) =>
      Effect.tryPromise({
        try: async () => (await db.query(sql, params as Array<unknown>, { rowMode: "array" })).rows as Array<Array<unknown>>,
        catch: toSqlError
      }),
    executeUnprepared: (sql, params, transformRows) =>
      transformRows ? Effect.map(run(sql, params), (rows) => transformRows(rows as Array<object>)) : run(sql, params),
    executeStream: (sql, params, transformRows) =>
      Stream.fromIterableEffect(
        transformRows ? Effect.map(run(sql, params), (rows) => transformRows(rows as Array<object>)) : run(sql, params)
      )
  }
}

/**
 * A first-come, first-served lock. Effect's semaphore does not queue fairly: a fiber that releases and
 * takes again in a loop (a projection catching up) can starve the requests waiting behind it.
 */
export const makeFifoLock = () => {
  let tail: Promise<void> = Promise.resolve()
  return {
    acquire: Effect.promise(() => {
      let release!: () => void
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      const turn = tail.then(() => release)
      tail = tail.then(() => held)
      return turn
    })
  }
}

export const makePgliteClient = (db: PGlite) =>
  Effect.gen(function* () {
    const oneAtATime = makeFifoLock()
    const connection = makeConnection(db)
    // The acquirer's scope is one statement; the transaction acquirer's scope is the whole transaction.
    // Statements inside a transaction reuse its connection and do not take the lock again.
    const exclusive = Effect.acquireRelease(oneAtATime.acquire, (release) => Effect.sync(release)).pipe(
      Effect.as(connection)
    )
    return yield* Client.make({
      acquirer: exclusive,
      transactionAcquirer: exclusive,
      compiler: PgClient.makeCompiler(),
      spanAttributes: [["db.system.name", "pglite"]]
    })
  })

export const layerPglite = (dataDir: string | undefined) =>
  Layer.scoped(
    Client.SqlClient,
    Effect.flatMap(openPglite(dataDir), (db) => makePgliteClient(db))
  ).pipe(Layer.provide(Reactivity.layer))
