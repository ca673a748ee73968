import { SqlClient } from "@effect/sql"
import type { LogCheckpoint } from "@safarnama/events/eventstore/types"
import { type Duration, Effect } from "effect"
import { pendingGenerationsProjection } from "./pendingGenerations.ts"
import { ProjectionsRuntime } from "./ProjectionsRuntime.ts"

// The read side's interface to the generation worker's to-do list (ADR 0110): what the worker may
// claim, which claims are still on the list, and the wait for another process's request.

/**
 * Requested generations nobody holds a live claim on, oldest first. The claims (`generation_leases`)
 * are the worker's own table (created by the same migration as the list); the two are joined in one
 * statement so that a worker never reads the list and the claims at different moments.
 */
export const claimableGenerations = (limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ itinerary_id: string }>`
      SELECT p.itinerary_id FROM pending_generations p
      LEFT JOIN generation_leases l ON l.itinerary_id = p.itinerary_id
      WHERE l.itinerary_id IS NULL OR l.lease_until < now()
      ORDER BY p.requested_at, p.itinerary_id
      LIMIT ${limit}`
    return rows.map((r) => r.itinerary_id)
  })

/** Those of `itineraryIds` still on the to-do list (requested, not yet completed or failed). */
export const stillPending = (itineraryIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (itineraryIds.length === 0) return new Set<string>()
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ itinerary_id: string }>`
      SELECT itinerary_id FROM pending_generations WHERE itinerary_id IN ${sql.in(itineraryIds)}`
    return new Set(rows.map((r) => r.itinerary_id))
  })

/**
 * The wait on the to-do list, taken once by a long-lived worker: the returned function is true once the
 * list has passed `checkpoint`, false after `timeout`.
 */
export const pendingGenerationsWait = Effect.map(
  ProjectionsRuntime,
  (runtime) => (checkpoint: LogCheckpoint, timeout: Duration.DurationInput) =>
    runtime.awaitCheckpoint(pendingGenerationsProjection.name, checkpoint, timeout)
)
