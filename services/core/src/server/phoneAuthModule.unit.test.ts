import { Cause, ConfigProvider, Effect, Exit, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { phoneAuthModule } from "./phoneAuthModule.ts"

const run = (env: Record<string, string>, production: boolean) =>
  Effect.runSyncExit(
    phoneAuthModule({ sessionSecret: Redacted.make("secret"), production, trustProxy: false }).pipe(
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))
    )
  )

const refusal = (exit: Exit.Exit<unknown, unknown>) => (Exit.isFailure(exit) ? Cause.pretty(exit.cause) : "started")

describe("phone auth at start-up", () => {
  it("refuses to start with local codes under NODE_ENV=production", () =>
    expect(refusal(run({}, true))).toMatch(/AUTH_ALLOW_DEV_OTP=true/))

  it("starts with local codes under NODE_ENV=production when AUTH_ALLOW_DEV_OTP=true says so", () => {
    const exit = run({ AUTH_ALLOW_DEV_OTP: "true" }, true)
    expect(Exit.isSuccess(exit) && exit.value.publicConfig).toEqual({ provider: "local" })
  })

  it("refuses the Firebase emulator under NODE_ENV=production", () =>
    expect(refusal(run({ FIREBASE_PROJECT_ID: "p", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }, true))).toMatch(
      /FIREBASE_AUTH_EMULATOR_HOST/
    ))

  it("with Firebase there are no dev routes, and /api/config gets the public web config only", () => {
    const exit = run({ FIREBASE_PROJECT_ID: "safarnama", FIREBASE_API_KEY: "AIza-public", FIREBASE_APP_ID: "1:2:web:3" }, true)
    expect(Exit.isSuccess(exit)).toBe(true)
    if (!Exit.isSuccess(exit)) return
    expect(exit.value.adapters).toEqual({ phoneAuth: "firebase (project safarnama)" })
    expect(exit.value.publicConfig).toEqual({
      provider: "firebase",
      firebase: { apiKey: "AIza-public", authDomain: "safarnama.firebaseapp.com", projectId: "safarnama", appId: "1:2:web:3" }
    })
  })
})
