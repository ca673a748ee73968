import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { PhoneNumber } from "@safarnama/events/identity/phone"
import { Schema } from "effect"
import { HomeLocation, PersonName } from "../domain/identity/profile.ts"
import { Authentication } from "./Authentication.ts"
import { BadRequest, ServiceUnavailable } from "./errors.ts"
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

/** Login and profile (spec section 7: /auth/verify, /auth/update-profile). */
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
  ) {}
