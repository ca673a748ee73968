import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { PhoneNumber } from "@safarnama/events/identity/phone"
import { Schema } from "effect"
import { INVALID_OTP } from "./authMessages.ts"
import { BadRequest, TooManyRequests } from "./errors.ts"
import { withSharedAnswers } from "./openApiContract.ts"
import { strictPayload } from "./strictPayload.ts"

export const OneTimeCode = Schema.String.pipe(Schema.pattern(/^\d{6}$/, { message: () => INVALID_OTP })).annotations({
  identifier: "OneTimeCode",
  description: "6 digits"
})

export const SendCodeRequest = strictPayload(Schema.Struct({ phone: PhoneNumber }))
export const ConfirmCodeRequest = strictPayload(Schema.Struct({ phone: PhoneNumber, code: OneTimeCode }))

export class LocalCodesGroup extends HttpApiGroup.make("localCodes")
  .add(
    HttpApiEndpoint.post("sendOtp", "/auth/dev/send-otp")
      .setPayload(SendCodeRequest)
      .addSuccess(Schema.Struct({ sent: Schema.Literal(true) }))
      .addError(BadRequest)
      .addError(TooManyRequests)
      .annotate(OpenApi.Description, "Sends a 6-digit code by printing it to the server log. 429 with Retry-After past the limits.")
  )
  .add(
    HttpApiEndpoint.post("confirmOtp", "/auth/dev/confirm-otp")
      .setPayload(ConfirmCodeRequest)
      .addSuccess(Schema.Struct({ verificationId: Schema.String }))
      .addError(BadRequest)
      .addError(TooManyRequests)
      .annotate(
        OpenApi.Description,
        "Trades the code for a short-lived verificationId for /api/auth/verify. Codes live 5 minutes and allow 5 tries."
      )
  ) {}

/**
 * The local phone-auth provider's routes, as their own small API: the app mounts them (and this
 * document, at /api/auth/dev/openapi.json) only while local codes are chosen; with Firebase they do
 * not exist at all.
 */
export class LocalCodesApi extends withSharedAnswers(
  HttpApi.make("safarnama-local-codes")
    .add(LocalCodesGroup)
    .prefix("/api")
    .annotate(OpenApi.Title, "Safarnama local phone auth (development stand-in for Firebase)")
) {}
