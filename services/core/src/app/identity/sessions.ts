import { randomUUID } from "node:crypto"
import type { AppendResult } from "@safarnama/events/eventstore/types"
import { sessionStream } from "@safarnama/events/sessions/events"
import { uuidFor } from "@safarnama/events/uuidFor"
import { awaitSessions, liveSessionsOf } from "@safarnama/projections/sessionQueries"
import { Context, Effect, Layer } from "effect"
import {
  IDLE_SECONDS,
  isLive,
  NotYourSession,
  SessionAlreadyStarted,
  type SessionCommand,
  SessionNotLive,
  type SessionRejection,
  sessionDecider
} from "../../domain/sessions/decider.ts"
import { handleCommand } from "../handleCommand.ts"
import { nowSeconds } from "./SessionTokens.ts"

/**
 * Login sessions (docs/adr/0230-sessions.md): started at login, checked on every authenticated request,
 * ended by logout. Whether a session is live is read from its own stream and trusted for
 * LIVENESS_CACHE_MS: a session ended on this instance is dead here at once, on another one within that bound.
 */

/** How long an instance trusts what it last read of a session (the ADR's bound for a logout elsewhere). */
export const LIVENESS_CACHE_MS = 10_000
/** The most sessions an instance remembers; the least recently read are forgotten first (and read again). */
const CACHE_ENTRIES = 20_000

interface Known {
  readonly userId: string | undefined
  readonly live: boolean
  readonly readAt: number
}

/** This instance's memory of sessions it read, in least-recently-read order. */
export class SessionCache extends Context.Tag("SessionCache")<SessionCache, Map<string, Known>>() {}
export const layerSessionCache = Layer.sync(SessionCache, () => new Map<string, Known>())

const remember = (cache: Map<string, Known>, sessionId: string, known: Omit<Known, "readAt">) => {
  cache.delete(sessionId)
  cache.set(sessionId, { ...known, readAt: Date.now() })
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
}

/** The session a login proof starts: the same proof always names the same session, so a proof starts one only. */
export const sessionIdOf = (provider: string, verificationId: string): string => uuidFor(`session:${provider}:${verificationId}`)

const isRejection = (error: unknown): error is SessionRejection =>
  error instanceof SessionAlreadyStarted || error instanceof SessionNotLive || error instanceof NotYourSession

// The session's rules may refuse; the event store failing is a defect of the request (500), not a refusal.
const run = (sessionId: string, command: SessionCommand, userId: string) =>
  handleCommand(sessionDecider, sessionStream(sessionId), command, {
    metadata: { correlationId: randomUUID(), causationId: null, actor: `user:${userId}` },
    ...(command.type === "StartSession" ? { newStream: true } : {})
  }).pipe(Effect.catchAll((error) => (isRejection(error) ? Effect.fail(error) : Effect.die(error))))

// The list is read from the read model: a change waits (bounded) until the read model has it.
const settle = (appended: AppendResult | undefined) => (appended === undefined ? Effect.void : Effect.asVoid(awaitSessions(appended.checkpoint)))

/** Records a new session; SessionAlreadyStarted when its proof was used before. */
export const startSession = (sessionId: string, userId: string, device: string) =>
  Effect.gen(function* () {
    const outcome = yield* run(sessionId, { type: "StartSession", sessionId, userId, device, now: yield* nowSeconds }, userId)
    remember(yield* SessionCache, sessionId, { userId, live: true })
    yield* settle(outcome.appended)
  })

/** Whether the session is live for this traveller; records its use (to the hour) or its idle end. */
export const sessionIsLive = (sessionId: string, userId: string) =>
  Effect.gen(function* () {
    const cache = yield* SessionCache
    const known = cache.get(sessionId)
    if (known !== undefined && Date.now() - known.readAt < LIVENESS_CACHE_MS) return known.live && known.userId === userId
    const now = yield* nowSeconds
    const used = yield* Effect.either(run(sessionId, { type: "UseSession", now }, userId))
    const state = used._tag === "Right" ? used.right.state : undefined
    const owner = state !== undefined && state.status !== "none" ? state.userId : undefined
    const live = state !== undefined && isLive(state, now)
    remember(cache, sessionId, { userId: owner, live })
    return live && owner === userId
  })

/**
 * Ends one of the traveller's sessions: true when this call ended it, false when it had ended already.
 * NotYourSession for another's, SessionNotLive for one never started.
 */
export const endSession = (sessionId: string, userId: string, reason: "logout" | "signed-out" | "logout-all") =>
  Effect.gen(function* () {
    const outcome = yield* run(sessionId, { type: "EndSession", byUserId: userId, reason, now: yield* nowSeconds }, userId)
    remember(yield* SessionCache, sessionId, { userId, live: false })
    yield* settle(outcome.appended)
    return outcome.appended !== undefined
  })

/** The traveller's live sessions, the last used first. */
export const listSessions = (userId: string) => Effect.flatMap(nowSeconds, (now) => liveSessionsOf(userId, now - IDLE_SECONDS))

/** Ends every live session of the traveller, the current one included; answers how many it ended. */
export const endAllSessions = (userId: string, current: string) =>
  Effect.gen(function* () {
    const listed = yield* listSessions(userId)
    let ended = 0
    for (const id of new Set([current, ...listed.map((s) => s.sessionId)])) {
      const done = yield* Effect.either(endSession(id, userId, "logout-all"))
      if (done._tag === "Right" && done.right) ended++
    }
    return ended
  })
