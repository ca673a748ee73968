import { Schema } from "effect"
import { IdentityEvent } from "@safarnama/events/identity/events"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import { type Projection, type Statement, statement } from "./Projection.ts"

const decodeEvent = Schema.decodeUnknownSync(IdentityEvent)

const toStatement = (recorded: RecordedEvent): Statement => {
  const event = decodeEvent({ type: recorded.type, data: recorded.data })
  const at = recorded.recordedAt.toISOString()
  switch (event.type) {
    case "UserRegistered":
      return statement(
        `INSERT INTO users (id, phone, registered_at, updated_at) VALUES ($1, $2, $3, $3) ON CONFLICT (id) DO NOTHING`,
        event.data.userId,
        event.data.phone,
        at
      )
    case "LoggedIn":
      return statement(`UPDATE users SET last_login_at = $2 WHERE id = $1`, event.data.userId, at)
    case "ProfileUpdated":
      return statement(
        `UPDATE users SET name = $2, location = $3, updated_at = $4 WHERE id = $1`,
        event.data.userId,
        event.data.name,
        event.data.location,
        at
      )
  }
}

/** The users read model (id, phone, name, location) from the identity streams; one statement per event. */
export const usersProjection: Projection = {
  name: "users",
  eventTypes: new Set(["UserRegistered", "LoggedIn", "ProfileUpdated"]),
  reset: [statement(`DELETE FROM users`)],
  apply: (events) => events.map(toStatement)
}
