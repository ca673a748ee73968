import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Leases on singleton work in the database, so that across every process exactly one owner does a
 * piece of work at a time (one active runner per projection, one reconciler per order). A lease lasts
 * `leaseMs` from its last renewal; once expired anyone may take it (the owner crashed or hung).
 */

/** Takes the lease, or renews it if `owner` holds it already; false when someone else holds it. */
export const acquireLease = (name: string, owner: string, leaseMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ name: string }>`
      INSERT INTO work_leases (name, owner, lease_until)
      VALUES (${name}, ${owner}, now() + (${leaseMs}::double precision * interval '1 millisecond'))
      ON CONFLICT (name) DO UPDATE SET owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until
        WHERE work_leases.owner = EXCLUDED.owner OR work_leases.lease_until < now()
      RETURNING name`
    return rows.length > 0
  })

/** Gives the lease up at once (a clean shutdown), so a standby need not wait for it to expire. */
export const releaseLease = (name: string, owner: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM work_leases WHERE name = ${name} AND owner = ${owner}`
  })

/** Who holds the lease now (undefined when nobody does or it has expired). */
export const leaseHolder = (name: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ owner: string }>`SELECT owner FROM work_leases WHERE name = ${name} AND lease_until >= now()`
    return rows[0]?.owner
  })
