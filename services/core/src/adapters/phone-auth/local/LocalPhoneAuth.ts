import { Clock, Effect, Either, Layer } from "effect"
import { PhoneAuth, PhoneNotVerified } from "../PhoneAuth.ts"
import { checkVerificationId, type LocalCodeKeys } from "./secrets.ts"

// Verification ids expire in whole seconds of the Effect clock (tests move it), like session tokens.
const nowSeconds = Effect.map(Clock.currentTimeMillis, (ms) => Math.floor(ms / 1000))

/** The port over local codes: the verification id is the server's own signed "code passed" token. */
export const layerLocalPhoneAuth = (keys: LocalCodeKeys) =>
  Layer.succeed(
    PhoneAuth,
    PhoneAuth.of({
      provider: "local",
      confirm: (phone, verificationId) =>
        Effect.flatMap(nowSeconds, (now) => {
          const checked = checkVerificationId(keys, verificationId, phone, now)
          return Either.isLeft(checked) ? Effect.fail(new PhoneNotVerified({ reason: `local verification id ${checked.left}` })) : Effect.void
        })
    })
  )
