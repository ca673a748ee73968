import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context, Effect, Either, Layer, Redacted } from "effect"
import { nowSeconds, SessionTokens } from "../app/identity/SessionTokens.ts"
import { AUTHENTICATION_REQUIRED, Unauthorized } from "./errors.ts"

/** The logged-in traveller of the current request. */
export class CurrentUser extends Context.Tag("CurrentUser")<CurrentUser, { readonly userId: string; readonly phone: string }>() {}

/** Bearer session token on every authenticated call; a missing, expired or tampered token is 401. */
export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  provides: CurrentUser,
  failure: Unauthorized,
  security: { bearer: HttpApiSecurity.bearer }
}) {}

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const tokens = yield* SessionTokens
    return Authentication.of({
      bearer: (token) =>
        Effect.gen(function* () {
          const verified = tokens.verify(Redacted.value(token), yield* nowSeconds)
          if (Either.isLeft(verified)) return yield* Effect.fail(new Unauthorized({ message: AUTHENTICATION_REQUIRED }))
          return { userId: verified.right.userId, phone: verified.right.phone }
        })
    })
  })
)
