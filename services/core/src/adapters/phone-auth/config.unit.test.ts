import { Either, Option } from "effect"
import { describe, expect, it } from "vitest"
import { choosePhoneAuth, describePhoneAuth, type PhoneAuthConfig } from "./config.ts"

const base: PhoneAuthConfig = {
  firebaseProjectId: Option.none(),
  firebaseApiKey: Option.none(),
  firebaseAuthDomain: Option.none(),
  firebaseAppId: Option.none(),
  firebaseAuthEmulatorHost: Option.none(),
  devFixedCode: Option.none(),
  allowDevCodes: false,
  codeTtlSeconds: 300
}
const firebase = { ...base, firebaseProjectId: Option.some("safarnama-prod"), firebaseApiKey: Option.some("AIza-public") }

describe("choosing the phone-auth provider", () => {
  it("local codes by default, valid 5 minutes", () => {
    const choice = Either.getOrThrow(choosePhoneAuth(base, false))
    expect(choice).toMatchObject({ provider: "local", codeTtlSeconds: 300 })
    expect(describePhoneAuth(choice)).toBe("local codes (printed to the server log)")
  })

  it("local codes refuse NODE_ENV=production unless AUTH_ALLOW_DEV_OTP=true says so on purpose", () => {
    const refused = choosePhoneAuth(base, true)
    expect(Either.isLeft(refused) && refused.left).toMatch(/AUTH_ALLOW_DEV_OTP=true/)
    expect(Either.isRight(choosePhoneAuth({ ...base, allowDevCodes: true }, true))).toBe(true)
  })

  it("AUTH_DEV_FIXED_OTP must be 6 digits", () => {
    expect(Either.isLeft(choosePhoneAuth({ ...base, devFixedCode: Option.some("12345") }, false))).toBe(true)
    const pinned = Either.getOrThrow(choosePhoneAuth({ ...base, devFixedCode: Option.some("123456") }, false))
    expect(describePhoneAuth(pinned)).toContain("AUTH_DEV_FIXED_OTP")
  })

  it("a code TTL outside 1 s to 1 h is refused", () => {
    expect(Either.isLeft(choosePhoneAuth({ ...base, codeTtlSeconds: 0 }, false))).toBe(true)
    expect(Either.isLeft(choosePhoneAuth({ ...base, codeTtlSeconds: 3601 }, false))).toBe(true)
  })

  it("Firebase when FIREBASE_PROJECT_ID is set, with its public web config", () => {
    const choice = Either.getOrThrow(choosePhoneAuth({ ...firebase, firebaseAppId: Option.some("1:2:web:3") }, true))
    expect(choice).toMatchObject({
      provider: "firebase",
      web: { apiKey: "AIza-public", authDomain: "safarnama-prod.firebaseapp.com", projectId: "safarnama-prod", appId: "1:2:web:3" }
    })
    expect(describePhoneAuth(choice)).toBe("firebase (project safarnama-prod)")
  })

  it("Firebase needs the web API key, except against the emulator", () => {
    expect(Either.isLeft(choosePhoneAuth({ ...firebase, firebaseApiKey: Option.none() }, false))).toBe(true)
    const emulated = { ...firebase, firebaseApiKey: Option.none(), firebaseAuthEmulatorHost: Option.some("127.0.0.1:9099") }
    expect(describePhoneAuth(Either.getOrThrow(choosePhoneAuth(emulated, false)))).toBe(
      "firebase (project safarnama-prod; emulator 127.0.0.1:9099)"
    )
  })

  it("the emulator (unsigned tokens) is refused under NODE_ENV=production", () => {
    const refused = choosePhoneAuth({ ...firebase, firebaseAuthEmulatorHost: Option.some("127.0.0.1:9099") }, true)
    expect(Either.isLeft(refused) && refused.left).toMatch(/FIREBASE_AUTH_EMULATOR_HOST/)
  })
})
