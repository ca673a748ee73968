import { type SessionEvent, sessionEventTypes } from "@safarnama/events/sessions/events"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import { type Projection, type Statement, statement } from "./Projection.ts"

const toStatement = (recorded: RecordedEvent): Statement => {
  const event = { type: recorded.type, data: recorded.data } as SessionEvent
  switch (event.type) {
    case "SessionStarted":
      return statement(
        `INSERT INTO sessions (session_id, user_id, device, started_at, last_used_at) VALUES ($1, $2, $3, $4, $4) ON CONFLICT (session_id) DO NOTHING`,
        event.data.sessionId,
        event.data.userId,
        event.data.device,
        event.data.at
      )
    case "SessionUsed":
      return statement(`UPDATE sessions SET last_used_at = GREATEST(last_used_at, $2) WHERE session_id = $1`, event.data.sessionId, event.data.at)
    case "SessionEnded":
      return statement(`UPDATE sessions SET ended_at = $2, end_reason = $3 WHERE session_id = $1`, event.data.sessionId, event.data.at, event.data.reason)
  }
}

/** The sessions read model (each session's traveller, device, start, last use and end) from the session streams. */
export const sessionsProjection: Projection = {
  name: "sessions",
  eventTypes: sessionEventTypes,
  reset: [statement(`DELETE FROM sessions`)],
  apply: (events) => events.map(toStatement)
}
