import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { PhoneNumber } from "@safarnama/events/identity/phone"
import { Schema } from "effect"
import { HomeLocation, PersonName } from "../domain/identity/profile.ts"
import { Authentication } from "./Authentication.ts"
import { BadRequest, NotFound, ServiceUnavailable } from "./errors.ts"
import { strictPayload } from "./strictPayload.ts"

export const VerifyRequest = strictPayload(
  Schema.Struct({
    phone: PhoneNumber,
    /** A Firebase ID token, or the local provider's verification id from /auth/dev/confirm-otp. */
    verificationId: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(8192))
  })
)

export const UserView = Schema.Struct({
  id: Schema.String,
  phone: Schema.String,
  name: Schema.NullOr(Schema.String),
  location: Schema.NullOr(Schema.String),
  credits: Schema.Int
})

export const VerifyResponse = Schema.Struct({ user: UserView, token: Schema.String })

export const UpdateProfileRequest = strictPayload(Schema.Struct({ name: PersonName, location: HomeLocation }))

export const ProfileView = Schema.Struct({ name: Schema.String, location: Schema.String, credits: Schema.Int })

/** One signed-in device of the traveller (docs/adr/0230-sessions.md). Times are ISO 8601. */
export const SessionView = Schema.Struct({
  id: Schema.String,
  device: Schema.String,
  startedAt: Schema.String,
  lastUsedAt: Schema.String,
  /** The session of the request itself. */
  current: Schema.Boolean
})

export const SessionsResponse = Schema.Struct({ sessions: Schema.Array(SessionView) })
export const LoggedOutResponse = Schema.Struct({ loggedOut: Schema.Boolean })
export const LoggedOutAllResponse = Schema.Struct({ loggedOut: Schema.Boolean, sessionsEnded: Schema.Int })
const SessionIdParam = HttpApiSchema.param("id", Schema.String)

/** Login and profile (spec section 7: /auth/verify, /auth/update-profile), and the traveller's sessions (ADR 0230). */
export class AuthApi extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("verify", "/auth/verify")
      .setPayload(VerifyRequest)
      .addSuccess(VerifyResponse)
      .addError(BadRequest)
      .addError(ServiceUnavailable)
      .annotate(
        OpenApi.Description,
        "Trades a phone-auth proof for a session token. Registers the number on its first login. " +
          "400 'Failed to verify OTP. Please try again.' when the proof does not hold for this phone."
      )
  )
  .add(
    HttpApiEndpoint.post("updateProfile", "/auth/update-profile")
      .setPayload(UpdateProfileRequest)
      .addSuccess(ProfileView)
      .addError(BadRequest)
      .middleware(Authentication)
      .annotate(OpenApi.Description, "Saves the traveller's name and location (trimmed, required, length-limited).")
  )
  .add(
    HttpApiEndpoint.post("logout", "/auth/logout")
      .addSuccess(LoggedOutResponse)
      .middleware(Authentication)
      .annotate(OpenApi.Description, "Ends the session of the request's token: the token answers 401 from then on.")
  )
  .add(
    HttpApiEndpoint.post("logoutAll", "/auth/logout-all")
      .addSuccess(LoggedOutAllResponse)
      .middleware(Authentication)
      .annotate(OpenApi.Description, "Log out of all devices: ends every live session of the traveller, this one included.")
  )
  .add(
    HttpApiEndpoint.get("sessions", "/auth/sessions")
      .addSuccess(SessionsResponse)
      .middleware(Authentication)
      .annotate(OpenApi.Description, "The traveller's live sessions (device and last use, to the hour), the last used first.")
  )
  .add(
    HttpApiEndpoint.del("endSession")`/auth/sessions/${SessionIdParam}`
      .addSuccess(LoggedOutResponse)
      .addError(NotFound)
      .middleware(Authentication)
      .annotate(OpenApi.Description, "Signs one of the traveller's devices out (a lost phone). 404 for a session that is not theirs or not live.")
  ) {}
