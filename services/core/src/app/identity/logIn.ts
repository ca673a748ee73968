import { randomUUID } from "node:crypto"
import { identityStream, UserId } from "@safarnama/events/identity/events"
import type { PhoneNumber } from "@safarnama/events/identity/phone"
import { findUser } from "@safarnama/projections/userQueries"
import { Effect, Option } from "effect"
import { sessionStream } from "@safarnama/events/sessions/events"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { PhoneAuth, PhoneNotVerified } from "../../adapters/phone-auth/PhoneAuth.ts"
import { identityDecider } from "../../domain/identity/decider.ts"
import { CreditBalances } from "../CreditBalances.ts"
import { handleCommand } from "../handleCommand.ts"
import { nowSeconds, SessionTokens } from "./SessionTokens.ts"
import { seeOwnWrite } from "./seeOwnWrite.ts"
import { sessionIdOf, startSession } from "./sessions.ts"

export interface LoggedInTraveller {
  readonly user: {
    readonly id: string
    readonly phone: string
    readonly name: string | null
    readonly location: string | null
    readonly credits: number
  }
  readonly token: string
}

/**
 * POST /auth/verify: the phone-auth provider proves the phone, the identity stream records the login
 * (registering the number on its first one), a session starts (docs/adr/0230-sessions.md), and the
 * traveller gets a token naming it. A proof starts one session only: sent again, it is refused.
 */
export const logIn = (phone: PhoneNumber, verificationId: string, device: string) =>
  Effect.gen(function* () {
    const phoneAuth = yield* PhoneAuth
    yield* phoneAuth.confirm(phone, verificationId)
    const sessionId = sessionIdOf(phoneAuth.provider, verificationId)
    const usedBefore = new PhoneNotVerified({ reason: "the verification id has started a session already" })
    if ((yield* (yield* EventStore).readStream(sessionStream(sessionId)).pipe(Effect.orDie)).length > 0) return yield* Effect.fail(usedBefore)
    const outcome = yield* handleCommand(
      identityDecider,
      identityStream(phone),
      { type: "LogIn", phone, newUserId: UserId.make(randomUUID()), provider: phoneAuth.provider },
      { metadata: { correlationId: randomUUID(), causationId: null, actor: `phone:${phone}` } }
    ).pipe(Effect.orDie)
    const state = outcome.state
    if (state.status !== "registered") return yield* Effect.dieMessage("a login must leave the number registered")
    yield* seeOwnWrite(outcome.appended)
    // The read model answers (so what /verify shows is what other reads show); the stream's own state
    // stands in if the projection is late, which only happens under a stalled database.
    const row = yield* findUser(state.userId)
    const user = Option.getOrElse(row, () => ({ id: state.userId, phone: state.phone, name: state.name, location: state.location }))
    const credits = yield* (yield* CreditBalances).available(state.userId).pipe(Effect.orDie)
    yield* startSession(sessionId, state.userId, device).pipe(
      Effect.catchAll((error) => (error._tag === "SessionAlreadyStarted" ? Effect.fail(usedBefore) : Effect.die(error)))
    )
    const token = (yield* SessionTokens).issue({ userId: state.userId, phone, sessionId }, yield* nowSeconds)
    return { user: { id: user.id, phone: user.phone, name: user.name, location: user.location, credits }, token } satisfies LoggedInTraveller
  })
