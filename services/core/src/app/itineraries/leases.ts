import { SqlClient } from "@effect/sql"
import { stillPending } from "@safarnama/projections/pendingGenerationQueries"
import { Effect } from "effect"

/**
 * Claims on generations, in the database so exactly one worker of any process runs each one. A claim
 * lasts `leaseMs` and is renewed while the work runs; an expired claim (its worker crashed or hung) can
 * be taken over, and every take-over counts as one more attempt.
 */

/** The attempt number when this worker won the claim; undefined when someone else holds it. */
export const claimGeneration = (itineraryId: string, owner: string, leaseMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ attempts: number }>`
      INSERT INTO generation_leases (itinerary_id, owner, lease_until, attempts)
      VALUES (${itineraryId}, ${owner}, now() + (${leaseMs}::double precision * interval '1 millisecond'), 1)
      ON CONFLICT (itinerary_id) DO UPDATE
        SET owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until, attempts = generation_leases.attempts + 1
        WHERE generation_leases.lease_until < now()
      RETURNING attempts`
    return rows[0] === undefined ? undefined : Number(rows[0].attempts)
  })

/** Extends the claim; false when it was lost (expired and taken over). */
export const renewClaim = (itineraryId: string, owner: string, leaseMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ itinerary_id: string }>`
      UPDATE generation_leases SET lease_until = now() + (${leaseMs}::double precision * interval '1 millisecond')
      WHERE itinerary_id = ${itineraryId} AND owner = ${owner}
      RETURNING itinerary_id`
    return rows.length > 0
  })

/**
 * The work is finished: the claim is held one more minute, while the to-do list (a projection) catches
 * up, so the finished generation is not claimed again; claims of work gone from the list are then swept.
 */
export const settleClaim = (itineraryId: string, owner: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE generation_leases SET lease_until = now() + interval '1 minute' WHERE itinerary_id = ${itineraryId} AND owner = ${owner}`
  })

/** Claims of generations no longer pending and past their expiry (the to-do list is the read side's). */
export const sweepClaims = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const expired = (yield* sql<{ itinerary_id: string }>`
    SELECT itinerary_id FROM generation_leases WHERE lease_until < now()`).map((r) => r.itinerary_id)
  const pending = yield* stillPending(expired)
  const settled = expired.filter((id) => !pending.has(id))
  if (settled.length === 0) return
  // Still conditional on expiry: a claim renewed since the first read stays.
  yield* sql`DELETE FROM generation_leases WHERE lease_until < now() AND itinerary_id IN ${sql.in(settled)}`
})

/** Handing work back unfinished (shutting down): the claim expires now, its attempt count stays. */
export const expireClaim = (itineraryId: string, owner: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE generation_leases SET lease_until = now() - interval '1 millisecond' WHERE itinerary_id = ${itineraryId} AND owner = ${owner}`
  })
