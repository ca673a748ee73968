import { SqlClient } from "@effect/sql"
import type { LogCheckpoint } from "@safarnama/events/eventstore/types"
import { Effect } from "effect"
import { ProjectionsRuntime } from "./ProjectionsRuntime.ts"
import { sessionsProjection } from "./sessions.ts"

// The read side's interface to the sessions read model: the traveller's signed-in devices (ADR 0230).

export interface SessionRow {
  readonly sessionId: string
  readonly device: string
  /** Seconds since the epoch. */
  readonly startedAt: number
  readonly lastUsedAt: number
}

/** A traveller's sessions not ended and used since `usedSince` (seconds), the last used first. */
export const liveSessionsOf = (userId: string, usedSince: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ session_id: string; device: string; started_at: string; last_used_at: string }>`
      SELECT session_id, device, started_at::text AS started_at, last_used_at::text AS last_used_at FROM sessions
      WHERE user_id = ${userId} AND ended_at IS NULL AND last_used_at > ${usedSince}
      ORDER BY last_used_at DESC, started_at DESC`
    return rows.map((r): SessionRow => ({ sessionId: r.session_id, device: r.device, startedAt: Number(r.started_at), lastUsedAt: Number(r.last_used_at) }))
  }).pipe(Effect.orDie)

/** True once the sessions read model has passed `checkpoint`; false after the wait's timeout. */
export const awaitSessions = (checkpoint: LogCheckpoint) =>
  Effect.flatMap(ProjectionsRuntime, (runtime) => runtime.awaitCheckpoint(sessionsProjection.name, checkpoint))
