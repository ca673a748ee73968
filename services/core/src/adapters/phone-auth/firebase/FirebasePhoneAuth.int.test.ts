import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type AuthEmulator, EMULATOR_PROJECT, startAuthEmulator } from "../../../../test/firebaseAuthEmulator.ts"
import { startTestApp, type TestApp } from "../../../../test/httpHarness.ts"
import { uniquePhone } from "../../../../test/loginKit.ts"

const VERIFY_FAILED = "Failed to verify OTP. Please try again."

let emulator: AuthEmulator | undefined
let unavailable: string | undefined
let app: TestApp | undefined

beforeAll(async () => {
  const started = Date.now()
  const result = await startAuthEmulator()
  if (!result.ok) {
    unavailable = result.reason
    // Never silent: the skip and its reason show in the test output.
    console.warn(`SKIPPING the Firebase emulator tests: ${result.reason}`)
    return
  }
  emulator = result.emulator
  console.info(`Firebase Auth emulator ready at ${emulator.host} in ${Date.now() - started} ms`)
  app = await startTestApp({ FIREBASE_PROJECT_ID: EMULATOR_PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator.host })
}, 150_000)

afterAll(async () => {
  await app?.dispose()
  await emulator?.stop()
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST
}, 60_000)

const verify = (phone: string, verificationId: string) =>
  app!.json<Record<string, unknown>>("/api/auth/verify", { method: "POST", json: { phone, verificationId } })

/** Rewrites claims of an emulator token (unsigned JWT), as an attacker holding one could. */
const tamper = (token: string, change: (claims: Record<string, unknown>) => Record<string, unknown>) => {
  const [header, payload, signature] = token.split(".")
  const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>
  return `${header}.${Buffer.from(JSON.stringify(change(claims))).toString("base64url")}.${signature ?? ""}`
}

describe("Firebase phone auth against the Auth emulator", () => {
  it("a real ID token for the phone logs the traveller in; the same account on the next login", async (ctx) => {
    if (unavailable) return ctx.skip()
    const phone = uniquePhone()
    const first = await verify(phone, await emulator!.idTokenFor(phone))
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ user: { phone, name: null, location: null, credits: 0 }, token: expect.any(String) })
    // A new sign-in a second later: its ID token is another (one issued within the same second is the same text).
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const again = await verify(phone, await emulator!.idTokenFor(phone))
    expect(again.status).toBe(200)
    expect((again.body.user as { id: string }).id).toBe((first.body.user as { id: string }).id)
  })

  it("an ID token logs in once: sent again it is refused (docs/adr/0230-sessions.md)", async (ctx) => {
    if (unavailable) return ctx.skip()
    const phone = uniquePhone()
    const token = await emulator!.idTokenFor(phone)
    expect((await verify(phone, token)).status).toBe(200)
    expect(await verify(phone, token)).toMatchObject({ status: 400, body: { message: VERIFY_FAILED } })
  })

  it("a token for another phone is refused", async (ctx) => {
    if (unavailable) return ctx.skip()
    const token = await emulator!.idTokenFor(uniquePhone())
    expect(await verify(uniquePhone(), token)).toMatchObject({ status: 400, body: { message: VERIFY_FAILED } })
  })

  it("a tampered token is refused: another phone written into the claims, or an expiry moved", async (ctx) => {
    if (unavailable) return ctx.skip()
    const victim = uniquePhone()
    await emulator!.idTokenFor(victim) // the victim has an account too
    const attacker = await emulator!.idTokenFor(uniquePhone())
    expect(await verify(victim, tamper(attacker, (c) => ({ ...c, phone_number: victim })))).toMatchObject({
      status: 400,
      body: { message: VERIFY_FAILED }
    })
    const phone = uniquePhone()
    const past = Math.floor(Date.now() / 1000) - 7200
    const expired = tamper(await emulator!.idTokenFor(phone), (c) => ({ ...c, iat: past, auth_time: past, exp: past + 3600 }))
    expect(await verify(phone, expired)).toMatchObject({ status: 400, body: { message: VERIFY_FAILED } })
    expect(await verify(phone, "not-a-jwt")).toMatchObject({ status: 400, body: { message: VERIFY_FAILED } })
  })

  it("reports Firebase with the emulator in /api/config and at start-up; the dev routes do not exist", async (ctx) => {
    if (unavailable) return ctx.skip()
    const config = await app!.json<Record<string, unknown>>("/api/config")
    expect(config.body.phoneAuth).toEqual({
      provider: "firebase",
      firebase: { apiKey: "emulator-api-key", authDomain: `${EMULATOR_PROJECT}.firebaseapp.com`, projectId: EMULATOR_PROJECT },
      emulatorUrl: `http://${emulator!.host}`
    })
    expect((await app!.json("/api/health")).body).toEqual({ status: "ok" })
    expect(app!.adapters.phoneAuth).toBe(`firebase (project ${EMULATOR_PROJECT}; emulator ${emulator!.host})`)
    const send = await app!.json("/api/auth/dev/send-otp", { method: "POST", json: { phone: uniquePhone() } })
    expect(send.status).toBe(404)
  })
})
