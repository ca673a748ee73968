import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The read side's interface to the regeneration runners' list (ADR 0110, docs/adr/0130-refine-itinerary.md).

/**
 * Requested regenerations, older than `graceMs`, that nobody holds a live lease on: their server died (or
 * has not claimed them yet, hence the grace). The leases (`regeneration_leases`) are the runners' own
 * table, created by the same migration; both are read in one statement.
 */
export const orphanedRegenerations = (graceMs: number, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ regeneration_id: string; itinerary_id: string }>`
      SELECT p.regeneration_id, p.itinerary_id FROM pending_regenerations p
      LEFT JOIN regeneration_leases l ON l.regeneration_id = p.regeneration_id
      WHERE (l.regeneration_id IS NULL OR l.lease_until < now())
        AND p.requested_at < now() - (${graceMs}::double precision * interval '1 millisecond')
      ORDER BY p.requested_at, p.regeneration_id
      LIMIT ${limit}`
    return rows.map((r) => ({ regenerationId: r.regeneration_id, itineraryId: r.itinerary_id }))
  })
