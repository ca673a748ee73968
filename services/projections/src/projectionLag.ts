import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { allProjections } from "./all.ts"

/** Counted up to this many: a lag that large is an outage, and counting further only costs the scrape. */
export const LAG_COUNT_LIMIT = 100_000

export interface ProjectionLag {
  readonly projection: string
  /** Events after the projection's checkpoint, up to LAG_COUNT_LIMIT. */
  readonly events: number
  /** When the first of them was recorded; undefined when caught up. */
  readonly oldestUnapplied: Date | undefined
}

/**
 * How far each projection is behind the log (for the metrics): the events after its checkpoint, and
 * the first one's age. A projection that has never run stands at the start of the log.
 */
export const projectionLag = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql.unsafe<{ name: string; events: string | number; oldest: Date | string | null }>(
    `SELECT p.name,
            (SELECT count(*) FROM (SELECT 1 FROM es_events e
               WHERE (e.transaction_id, e.position) > (COALESCE(c.transaction_id, 0), COALESCE(c.position, 0))
               LIMIT ${LAG_COUNT_LIMIT}) AS behind) AS events,
            (SELECT e.recorded_at FROM es_events e
               WHERE (e.transaction_id, e.position) > (COALESCE(c.transaction_id, 0), COALESCE(c.position, 0))
               ORDER BY e.transaction_id, e.position LIMIT 1) AS oldest
     FROM unnest($1::text[]) AS p(name)
     LEFT JOIN projection_checkpoints c ON c.name = p.name
     ORDER BY p.name`,
    [allProjections.map((p) => p.name)]
  )
  return rows.map(
    (row): ProjectionLag => ({
      projection: row.name,
      events: Number(row.events),
      oldestUnapplied: row.oldest === null ? undefined : row.oldest instanceof Date ? row.oldest : new Date(row.oldest)
    })
  )
})
