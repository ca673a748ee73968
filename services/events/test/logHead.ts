import { SqlClient } from "@effect/sql"
import { Effect, Schedule } from "effect"
import { EventStore } from "../src/eventstore/EventStore.ts"

/**
 * The whole log as the readers will see it, once every event already committed is readable. The log
 * reader shows a transaction only when every older one on the server has ended (docs/adr/0002): on a
 * PostgreSQL server shared with other test files, another file's open transaction can hide our last
 * appends for a moment, and a test that waited for the head without them passed too early (seen in CI).
 * Needs the live clock (TestServices.provideLive).
 */
export const completeLog = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const store = yield* EventStore
  const [row] = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM es_events`
  const committed = row?.n ?? 0
  return yield* store.readLog(undefined, 1_000_000).pipe(
    Effect.filterOrFail((events) => events.length >= committed),
    Effect.retry(Schedule.spaced("50 millis")),
    Effect.timeout("20 seconds")
  )
})

/** The last event of the complete log (see completeLog). */
export const completeLogHead = Effect.map(completeLog, (events) => events[events.length - 1]!)
