import { Schema } from "effect"
import { type EventsOf, eventTypesOf, streamCategory } from "../eventCatalog.ts"

/**
 * One login session (stream `session-<sessionId>`, docs/adr/0230-sessions.md): started by a verified login,
 * used while its token is sent, ended by logout, by "log out of all devices", by the traveller signing the
 * device out from another one, or by being idle too long. The session id is derived from the login's
 * verification proof, so a proof starts one session only. Times are seconds since the epoch, in the data,
 * so the decider can judge idleness without a clock of its own.
 */

export const SessionStarted = Schema.Struct({
  sessionId: Schema.String,
  userId: Schema.String,
  /** The device as its browser names itself ("Chrome on Android"), for the traveller's list of sessions. */
  device: Schema.String,
  at: Schema.Int
})

/** The session was used after an hour or more without a recorded use: "last used" to the hour, without an event per request. */
export const SessionUsed = Schema.Struct({ sessionId: Schema.String, at: Schema.Int })

export const SessionEndReason = Schema.Literal("logout", "logout-all", "signed-out", "idle")
export type SessionEndReason = typeof SessionEndReason.Type

export const SessionEnded = Schema.Struct({
  sessionId: Schema.String,
  userId: Schema.String,
  reason: SessionEndReason,
  at: Schema.Int
})

const sessionEvents = { SessionStarted, SessionUsed, SessionEnded }

export type SessionEvent = EventsOf<typeof sessionEvents>

export const sessionEventTypes = eventTypesOf(sessionEvents)

const sessionStreams = streamCategory("session-")
export const SESSION_STREAM_PREFIX = sessionStreams.prefix

/** The stream of one session. */
export const sessionStream = sessionStreams.streamOf
