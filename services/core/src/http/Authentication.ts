import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context, Effect, Either, Layer, Redacted } from "effect"
import type { EventStore } from "@safarnama/events/eventstore/EventStore"
import { nowSeconds, SessionTokens } from "../app/identity/SessionTokens.ts"
import { type SessionCache, sessionIsLive } from "../app/identity/sessions.ts"
import { AUTHENTICATION_REQUIRED, Unauthorized } from "./errors.ts"

/** The logged-in traveller of the current request. */
export class CurrentUser extends Context.Tag("CurrentUser")<CurrentUser, { readonly userId: string; readonly phone: string; readonly sessionId: string }>() {}

/**
 * Bearer session token on every authenticated call; a missing, expired or tampered token is 401, and so
 * is one whose session has ended or gone idle (docs/adr/0230-sessions.md).
 */
export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  provides: CurrentUser,
  failure: Unauthorized,
  security: { bearer: HttpApiSecurity.bearer }
}) {}

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const tokens = yield* SessionTokens
    const context = yield* Effect.context<EventStore | SessionCache>()
    const refused = new Unauthorized({ message: AUTHENTICATION_REQUIRED })
    return Authentication.of({
      bearer: (token) =>
        Effect.gen(function* () {
          const verified = tokens.verify(Redacted.value(token), yield* nowSeconds)
          if (Either.isLeft(verified)) return yield* Effect.fail(refused)
          const { userId, phone, sessionId } = verified.right
          const live = yield* sessionIsLive(sessionId, userId).pipe(Effect.provide(context))
          if (!live) return yield* Effect.fail(refused)
          return { userId, phone, sessionId }
        })
    })
  })
)
