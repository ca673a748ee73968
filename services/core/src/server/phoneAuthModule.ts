import { Effect, Either, Layer, Option, type Redacted } from "effect"
import { choosePhoneAuth, describePhoneAuth, PhoneAuthConfig } from "../adapters/phone-auth/config.ts"
import { layerFirebasePhoneAuth } from "../adapters/phone-auth/firebase/FirebasePhoneAuth.ts"
import { layerAbuseLimits } from "../adapters/phone-auth/local/AbuseLimits.ts"
import { layerLocalCodes } from "../adapters/phone-auth/local/LocalCodes.ts"
import { layerLocalPhoneAuth } from "../adapters/phone-auth/local/LocalPhoneAuth.ts"
import { deriveLocalCodeKeys } from "../adapters/phone-auth/local/secrets.ts"
import { layerLocalCodesRoutes } from "../http/LocalCodesHttp.ts"
import type { PhoneAuthPublicConfig } from "../http/PublicConfig.ts"

/**
 * Phone auth wired from configuration: Firebase when FIREBASE_PROJECT_ID is set, else local codes with
 * their dev routes. Refuses to start on an unsafe choice (see `choosePhoneAuth`).
 */
export const phoneAuthModule = (options: {
  readonly sessionSecret: Redacted.Redacted<string>
  readonly production: boolean
  /** TRUST_PROXY (AppConfig): the local codes' per-address limits read the client's address through it. */
  readonly trustProxy: boolean
}) =>
  Effect.gen(function* () {
    const config = yield* PhoneAuthConfig
    const chosen = choosePhoneAuth(config, options.production)
    if (Either.isLeft(chosen)) return yield* Effect.dieMessage(chosen.left)
    const choice = chosen.right
    const adapters = { phoneAuth: describePhoneAuth(choice) }
    if (choice.provider === "firebase") {
      const publicConfig: PhoneAuthPublicConfig = {
        provider: "firebase",
        firebase: choice.web,
        ...(Option.isSome(choice.emulatorHost) ? { emulatorUrl: `http://${choice.emulatorHost.value}` } : {})
      }
      return {
        adapters,
        publicConfig,
        layer: layerFirebasePhoneAuth({ projectId: choice.projectId, emulatorHost: choice.emulatorHost }),
        routes: Layer.empty
      }
    }
    const keys = deriveLocalCodeKeys(options.sessionSecret)
    const codes = layerLocalCodes({ keys, fixedCode: choice.fixedCode, codeTtlSeconds: choice.codeTtlSeconds }).pipe(
      Layer.provide(layerAbuseLimits)
    )
    return {
      adapters,
      publicConfig: { provider: "local" } satisfies PhoneAuthPublicConfig as PhoneAuthPublicConfig,
      layer: layerLocalPhoneAuth(keys),
      // The dev routes exist only here: with Firebase there is nothing to mount.
      routes: layerLocalCodesRoutes({ trustProxy: options.trustProxy }).pipe(Layer.provide(codes))
    }
  })
