import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Leases on regenerations (docs/adr/0130-refine-itinerary.md, "AI regeneration"), as the generation
 * worker's (leases.ts): exactly one server runs a regeneration; the lease is renewed while it runs; an
 * expired one (its server died) may be taken over, and every take-over counts as one more attempt.
 */

/** The attempt number when `owner` won the lease; undefined when another holds it. */
export const claimRegeneration = (regenerationId: string, owner: string, leaseMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ attempts: number }>`
      INSERT INTO regeneration_leases (regeneration_id, owner, lease_until, attempts)
      VALUES (${regenerationId}, ${owner}, now() + (${leaseMs}::double precision * interval '1 millisecond'), 1)
      ON CONFLICT (regeneration_id) DO UPDATE
        SET owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until, attempts = regeneration_leases.attempts + 1
        WHERE regeneration_leases.lease_until < now()
      RETURNING attempts`
    return rows[0] === undefined ? undefined : Number(rows[0].attempts)
  })

/** Extends the lease; false when it was lost. */
export const renewRegenerationLease = (regenerationId: string, owner: string, leaseMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ regeneration_id: string }>`
      UPDATE regeneration_leases SET lease_until = now() + (${leaseMs}::double precision * interval '1 millisecond')
      WHERE regeneration_id = ${regenerationId} AND owner = ${owner}
      RETURNING regeneration_id`
    return rows.length > 0
  })

/**
 * Ended: the lease is kept a minute more (while the pending list, a projection, catches up, so the sweep
 * does not take the ended one again), then removed by `sweepRegenerationLeases`.
 */
export const settleRegenerationLease = (regenerationId: string, owner: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE regeneration_leases SET lease_until = now() + interval '1 minute' WHERE regeneration_id = ${regenerationId} AND owner = ${owner}`
  })

/** Handing it back unfinished (shutting down): the lease expires now, its attempts stay. */
export const expireRegenerationLease = (regenerationId: string, owner: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE regeneration_leases SET lease_until = now() - interval '1 millisecond' WHERE regeneration_id = ${regenerationId} AND owner = ${owner}`
  })

/** Leases of regenerations no longer pending, expired for an hour (their attempt counts are no longer needed). */
export const sweepRegenerationLeases = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DELETE FROM regeneration_leases l WHERE l.lease_until < now() - interval '1 hour'
    AND NOT EXISTS (SELECT 1 FROM pending_regenerations p WHERE p.regeneration_id = l.regeneration_id)`
})
