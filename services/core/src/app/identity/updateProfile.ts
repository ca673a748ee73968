import { randomUUID } from "node:crypto"
import { identityStream, UserId } from "@safarnama/events/identity/events"
import type { PhoneNumber } from "@safarnama/events/identity/phone"
import { findUser } from "@safarnama/projections/userQueries"
import { Effect, Option } from "effect"
import { identityDecider, NotRegistered, NotThisUser } from "../../domain/identity/decider.ts"
import { CreditBalances } from "../CreditBalances.ts"
import { handleCommand } from "../handleCommand.ts"
import { seeOwnWrite } from "./seeOwnWrite.ts"

export interface SavedProfile {
  readonly name: string
  readonly location: string
  readonly credits: number
}

/**
 * POST /auth/update-profile: the logged-in traveller saves name and location (trimmed and checked by
 * the decider). Fails with InvalidProfile (the traveller's message), or NotRegistered / NotThisUser
 * when the session does not match the number's account.
 */
export const updateProfile = (session: { readonly userId: string; readonly phone: PhoneNumber }, name: string, location: string) =>
  Effect.gen(function* () {
    const userId = UserId.make(session.userId)
    const outcome = yield* handleCommand(
      identityDecider,
      identityStream(session.phone),
      { type: "UpdateProfile", userId, name, location },
      { metadata: { correlationId: randomUUID(), causationId: null, actor: `user:${userId}` } }
    ).pipe(
      Effect.catchIf(
        (error) => !(error instanceof NotRegistered || error instanceof NotThisUser || error._tag === "InvalidProfile"),
        (error) => Effect.die(error)
      )
    )
    const state = outcome.state
    if (state.status !== "registered" || state.name === null || state.location === null) {
      return yield* Effect.dieMessage("a saved profile must leave name and location set")
    }
    yield* seeOwnWrite(outcome.appended)
    const row = yield* findUser(userId)
    const saved = Option.match(row, {
      onNone: () => ({ name: state.name!, location: state.location! }),
      onSome: (r) => ({ name: r.name ?? state.name!, location: r.location ?? state.location! })
    })
    const credits = yield* (yield* CreditBalances).available(userId).pipe(Effect.orDie)
    return { ...saved, credits } satisfies SavedProfile
  })
