import type { SessionEndReason, SessionEvent } from "@safarnama/events/sessions/events"
import { Data, Either } from "effect"
import type { Decider } from "../Decider.ts"

/**
 * The rules of one login session (docs/adr/0230-sessions.md): a verification proof starts one session
 * only; a session is live until it is ended or left idle for IDLE_SECONDS; a use is recorded at most once
 * every USE_RECORDED_EVERY_SECONDS; only its own traveller ends it.
 */

/** An idle session ends after 7 days without a request. */
export const IDLE_SECONDS = 7 * 24 * 3600
/** "Last used" is kept to the hour: one SessionUsed event an hour at most, not one a request. */
export const USE_RECORDED_EVERY_SECONDS = 3600

export type SessionState =
  | { readonly status: "none" }
  | { readonly status: "live"; readonly sessionId: string; readonly userId: string; readonly device: string; readonly startedAt: number; readonly lastUsedAt: number }
  | { readonly status: "ended"; readonly sessionId: string; readonly userId: string; readonly reason: SessionEndReason }

export type SessionCommand =
  | { readonly type: "StartSession"; readonly sessionId: string; readonly userId: string; readonly device: string; readonly now: number }
  | { readonly type: "UseSession"; readonly now: number }
  | { readonly type: "EndSession"; readonly byUserId: string; readonly reason: Exclude<SessionEndReason, "idle">; readonly now: number }

/** The proof that started this session was sent again: it works once. */
export class SessionAlreadyStarted extends Data.TaggedError("SessionAlreadyStarted") {}
/** No live session: never started, ended, or idle too long (this command ends it as idle first). */
export class SessionNotLive extends Data.TaggedError("SessionNotLive") {}
/** Another traveller's session. */
export class NotYourSession extends Data.TaggedError("NotYourSession") {}

export type SessionRejection = SessionAlreadyStarted | SessionNotLive | NotYourSession

const evolve = (state: SessionState, event: SessionEvent): SessionState => {
  switch (event.type) {
    case "SessionStarted":
      return { status: "live", sessionId: event.data.sessionId, userId: event.data.userId, device: event.data.device, startedAt: event.data.at, lastUsedAt: event.data.at }
    case "SessionUsed":
      return state.status === "live" ? { ...state, lastUsedAt: Math.max(state.lastUsedAt, event.data.at) } : state
    case "SessionEnded":
      return { status: "ended", sessionId: event.data.sessionId, userId: event.data.userId, reason: event.data.reason }
  }
}

/** Whether a live session has been idle too long at `now`. */
export const isIdle = (state: SessionState, now: number): boolean => state.status === "live" && now - state.lastUsedAt >= IDLE_SECONDS

/** Live at `now`: started, not ended, not idle too long. */
export const isLive = (state: SessionState, now: number): state is Extract<SessionState, { status: "live" }> => state.status === "live" && !isIdle(state, now)

const idleEnd = (state: Extract<SessionState, { status: "live" }>, now: number): SessionEvent => ({
  type: "SessionEnded",
  data: { sessionId: state.sessionId, userId: state.userId, reason: "idle", at: now }
})

const decide = (command: SessionCommand, state: SessionState): Either.Either<ReadonlyArray<SessionEvent>, SessionRejection> => {
  switch (command.type) {
    case "StartSession":
      if (state.status !== "none") return Either.left(new SessionAlreadyStarted())
      return Either.right([{ type: "SessionStarted", data: { sessionId: command.sessionId, userId: command.userId, device: command.device, at: command.now } }])
    case "UseSession":
      if (state.status !== "live") return Either.left(new SessionNotLive())
      // An idle session's next request ends it: the event says when and why it ended.
      if (isIdle(state, command.now)) return Either.right([idleEnd(state, command.now)])
      if (command.now - state.lastUsedAt < USE_RECORDED_EVERY_SECONDS) return Either.right([])
      return Either.right([{ type: "SessionUsed", data: { sessionId: state.sessionId, at: command.now } }])
    case "EndSession":
      if (state.status === "none") return Either.left(new SessionNotLive())
      if (state.userId !== command.byUserId) return Either.left(new NotYourSession())
      // Ending an ended session is done already: nothing to record.
      if (state.status === "ended") return Either.right([])
      if (isIdle(state, command.now)) return Either.right([idleEnd(state, command.now)])
      return Either.right([{ type: "SessionEnded", data: { sessionId: state.sessionId, userId: state.userId, reason: command.reason, at: command.now } }])
  }
}

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState, SessionRejection> = {
  initialState: () => ({ status: "none" }),
  evolve,
  decide
}
