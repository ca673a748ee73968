import { Config, Either, Option } from "effect"

/** Phone-auth settings from the environment. Firebase is chosen by FIREBASE_PROJECT_ID; else local codes. */
export const PhoneAuthConfig = Config.all({
  firebaseProjectId: Config.option(Config.nonEmptyString("FIREBASE_PROJECT_ID")),
  // The Firebase web API key is public by design (it ships in every browser bundle); not a secret.
  firebaseApiKey: Config.option(Config.nonEmptyString("FIREBASE_API_KEY")),
  firebaseAuthDomain: Config.option(Config.nonEmptyString("FIREBASE_AUTH_DOMAIN")),
  firebaseAppId: Config.option(Config.nonEmptyString("FIREBASE_APP_ID")),
  firebaseAuthEmulatorHost: Config.option(Config.nonEmptyString("FIREBASE_AUTH_EMULATOR_HOST")),
  devFixedCode: Config.option(Config.string("AUTH_DEV_FIXED_OTP")),
  allowDevCodes: Config.boolean("AUTH_ALLOW_DEV_OTP").pipe(Config.withDefault(false)),
  codeTtlSeconds: Config.integer("AUTH_CODE_TTL_SECONDS").pipe(Config.withDefault(300))
})
export type PhoneAuthConfig = Config.Config.Success<typeof PhoneAuthConfig>

export interface FirebaseWebConfig {
  readonly apiKey: string
  readonly authDomain: string
  readonly projectId: string
  readonly appId?: string
}

export type PhoneAuthChoice =
  | { readonly provider: "local"; readonly fixedCode: Option.Option<string>; readonly codeTtlSeconds: number }
  | {
      readonly provider: "firebase"
      readonly projectId: string
      readonly web: FirebaseWebConfig
      /** host:port of the Firebase Auth emulator; its tokens are unsigned, so never in production. */
      readonly emulatorHost: Option.Option<string>
    }

/**
 * Picks the provider and refuses unsafe combinations, as a message for the operator:
 * local codes under NODE_ENV=production need AUTH_ALLOW_DEV_OTP=true on purpose; the emulator never.
 */
export const choosePhoneAuth = (config: PhoneAuthConfig, production: boolean): Either.Either<PhoneAuthChoice, string> => {
  if (Option.isSome(config.firebaseProjectId)) {
    const projectId = config.firebaseProjectId.value
    if (production && Option.isSome(config.firebaseAuthEmulatorHost)) {
      return Either.left("FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production: emulator tokens are unsigned")
    }
    if (Option.isNone(config.firebaseApiKey) && Option.isNone(config.firebaseAuthEmulatorHost)) {
      return Either.left("FIREBASE_API_KEY must be set with FIREBASE_PROJECT_ID: the web app needs it to send codes")
    }
    const appId = Option.getOrUndefined(config.firebaseAppId)
    return Either.right({
      provider: "firebase",
      projectId,
      web: {
        apiKey: Option.getOrElse(config.firebaseApiKey, () => "emulator-api-key"),
        authDomain: Option.getOrElse(config.firebaseAuthDomain, () => `${projectId}.firebaseapp.com`),
        projectId,
        ...(appId ? { appId } : {})
      },
      emulatorHost: config.firebaseAuthEmulatorHost
    })
  }
  if (production && !config.allowDevCodes) {
    return Either.left(
      "Local one-time codes (printed to the log) are a development stand-in: set FIREBASE_PROJECT_ID for production, " +
        "or AUTH_ALLOW_DEV_OTP=true to run them under NODE_ENV=production on purpose"
    )
  }
  if (Option.isSome(config.devFixedCode) && !/^\d{6}$/.test(config.devFixedCode.value)) {
    return Either.left("AUTH_DEV_FIXED_OTP must be exactly 6 digits")
  }
  if (!Number.isInteger(config.codeTtlSeconds) || config.codeTtlSeconds < 1 || config.codeTtlSeconds > 3600) {
    return Either.left("AUTH_CODE_TTL_SECONDS must be a whole number of seconds between 1 and 3600")
  }
  return Either.right({ provider: "local", fixedCode: config.devFixedCode, codeTtlSeconds: config.codeTtlSeconds })
}

/** How /api/health and the start-up log name the choice. */
export const describePhoneAuth = (choice: PhoneAuthChoice): string =>
  choice.provider === "local"
    ? `local codes (printed to the server log${Option.isSome(choice.fixedCode) ? "; fixed by AUTH_DEV_FIXED_OTP" : ""})`
    : `firebase (project ${choice.projectId}${Option.isSome(choice.emulatorHost) ? `; emulator ${choice.emulatorHost.value}` : ""})`
