import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { isPhoneNumber } from "@safarnama/events/identity/phone"
import { Effect } from "effect"
import { logIn } from "../app/identity/logIn.ts"
import { endAllSessions, endSession, listSessions } from "../app/identity/sessions.ts"
import { updateProfile } from "../app/identity/updateProfile.ts"
import { describeDevice } from "../domain/sessions/device.ts"
import { SafarnamaApi } from "./Api.ts"
import { CurrentUser } from "./Authentication.ts"
import { PHONE_AUTH_UNAVAILABLE, VERIFY_FAILED } from "./authMessages.ts"
import { AUTHENTICATION_REQUIRED, BadRequest, NotFound, ServiceUnavailable, Unauthorized } from "./errors.ts"

const SESSION_NOT_FOUND = "Session not found"
const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

export const AuthLive = HttpApiBuilder.group(SafarnamaApi, "auth", (handlers) =>
  handlers
    .handle("verify", ({ payload }) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => logIn(payload.phone, payload.verificationId, describeDevice(request.headers["user-agent"]))).pipe(
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
    .handle("logout", () =>
      Effect.gen(function* () {
        const { userId, sessionId } = yield* CurrentUser
        // The request's own session is live (the middleware checked it): ending it cannot be refused.
        yield* endSession(sessionId, userId, "logout").pipe(Effect.orDie)
        return { loggedOut: true }
      })
    )
    .handle("logoutAll", () =>
      Effect.gen(function* () {
        const { userId, sessionId } = yield* CurrentUser
        return { loggedOut: true, sessionsEnded: yield* endAllSessions(userId, sessionId) }
      })
    )
    .handle("sessions", () =>
      Effect.gen(function* () {
        const { userId, sessionId } = yield* CurrentUser
        const rows = yield* listSessions(userId)
        return {
          sessions: rows.map((r) => ({ id: r.sessionId, device: r.device, startedAt: iso(r.startedAt), lastUsedAt: iso(r.lastUsedAt), current: r.sessionId === sessionId }))
        }
      })
    )
    .handle("endSession", ({ path }) =>
      Effect.gen(function* () {
        const { userId } = yield* CurrentUser
        // Another traveller's session, none, or one ended already: the same 404, so ids cannot be probed.
        const notFound = new NotFound({ message: SESSION_NOT_FOUND })
        const ended = yield* endSession(path.id, userId, "signed-out").pipe(
          Effect.catchAll((error) => (error._tag === "SessionAlreadyStarted" ? Effect.die(error) : Effect.fail(notFound)))
        )
        if (!ended) return yield* Effect.fail(notFound)
        return { loggedOut: true }
      })
    )
)
