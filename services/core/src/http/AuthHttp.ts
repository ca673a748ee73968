import { HttpApiBuilder } from "@effect/platform"
import { isPhoneNumber } from "@safarnama/events/identity/phone"
import { Effect } from "effect"
import { logIn } from "../app/identity/logIn.ts"
import { updateProfile } from "../app/identity/updateProfile.ts"
import { SafarnamaApi } from "./Api.ts"
import { CurrentUser } from "./Authentication.ts"
import { PHONE_AUTH_UNAVAILABLE, VERIFY_FAILED } from "./authMessages.ts"
import { AUTHENTICATION_REQUIRED, BadRequest, ServiceUnavailable, Unauthorized } from "./errors.ts"

export const AuthLive = HttpApiBuilder.group(SafarnamaApi, "auth", (handlers) =>
  handlers
    .handle("verify", ({ payload }) =>
      logIn(payload.phone, payload.verificationId).pipe(
        Effect.catchTags({
          // The reason stays in the log; the traveller gets one message whatever went wrong.
          PhoneNotVerified: (error) =>
            Effect.zipRight(Effect.logInfo(`login refused: ${error.reason}`), Effect.fail(new BadRequest({ message: VERIFY_FAILED }))),
          PhoneAuthUnavailable: (error) =>
            Effect.zipRight(
              Effect.logWarning(`phone auth unavailable: ${error.reason}`),
              Effect.fail(new ServiceUnavailable({ message: PHONE_AUTH_UNAVAILABLE }))
            )
        })
      )
    )
    .handle("updateProfile", ({ payload }) =>
      Effect.gen(function* () {
        const session = yield* CurrentUser
        const phone = session.phone
        if (!isPhoneNumber(phone)) return yield* new Unauthorized({ message: AUTHENTICATION_REQUIRED })
        return yield* updateProfile({ userId: session.userId, phone }, payload.name, payload.location).pipe(
          Effect.catchTags({
            InvalidProfile: (error) => Effect.fail(new BadRequest({ message: error.message })),
            // A valid signature for an account this server does not know (e.g. its data was reset).
            NotRegistered: () => Effect.fail(new Unauthorized({ message: AUTHENTICATION_REQUIRED })),
            NotThisUser: () => Effect.fail(new Unauthorized({ message: AUTHENTICATION_REQUIRED }))
          })
        )
      })
    )
)
