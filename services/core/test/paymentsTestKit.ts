import { SqlClient } from "@effect/sql"
import { Clock, Effect } from "effect"

/** A fixed session secret for test apps (travellers log in through local codes: a token needs a live session). */
export const TEST_SESSION_SECRET = "payments-test-session-secret-0123456789abcdef"

/**
 * Waits (on the real clock) until every committed event is readable from the log. The log reader
 * stops below the oldest transaction still running anywhere on the server, and on a shared test
 * server other suites' transactions can hold it back for a while.
 */
export const logSettled = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (let i = 0; i < 600; i++) {
    const [row] = yield* sql<{ settled: boolean }>`
      SELECT coalesce((SELECT max(transaction_id)::text::bigint FROM es_events) < pg_snapshot_xmin(pg_current_snapshot())::text::bigint, true) AS settled`
    if (row?.settled) return
    yield* Effect.sleep("100 millis")
  }
}).pipe(Effect.withClock(Clock.make()))
