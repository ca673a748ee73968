import { createHmac } from "node:crypto"
import { Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { localLoginEnv, logInLocally, TEST_OTP, uniqueAddress, uniquePhone } from "../../test/loginKit.ts"
import { PhoneCodeLimits } from "../adapters/phone-auth/local/AbuseLimits.ts"
import { makeSessionTokens } from "../app/identity/SessionTokens.ts"
import { CODE_EXPIRED, INVALID_OTP, TOO_MANY_ATTEMPTS, tooManyAttempts, VERIFY_FAILED } from "./authMessages.ts"
import { AUTHENTICATION_REQUIRED } from "./errors.ts"

const SECRET = "identity-http-test-session-secret-0123456789"
const INVALID_PHONE = "Please enter a valid 10-digit phone number"

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ ...localLoginEnv, SESSION_SECRET: SECRET })
})
afterAll(() => app.dispose())

type Answer = { status: number; body: Record<string, unknown>; headers: Headers }
const post = (path: string, json: unknown, init: { address?: string; token?: string } = {}): Promise<Answer> =>
  app.json(path, {
    method: "POST",
    json,
    headers: { "x-forwarded-for": init.address ?? uniqueAddress() },
    ...(init.token ? { token: init.token } : {})
  })
const sendCode = (phone: string, address?: string) => post("/api/auth/dev/send-otp", { phone }, { ...(address ? { address } : {}) })
const confirmCode = (phone: string, code: string, address?: string) =>
  post("/api/auth/dev/confirm-otp", { phone, code }, { ...(address ? { address } : {}) })

describe("POST /api/auth/dev/send-otp, confirm-otp and /api/auth/verify (local codes)", () => {
  it("a new traveller logs in with send, confirm and verify, and gets a session", async () => {
    const phone = uniquePhone()
    const sent = await sendCode(phone)
    expect(sent).toMatchObject({ status: 200, body: { sent: true } })
    const confirmed = await confirmCode(phone, TEST_OTP)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.verificationId).toEqual(expect.any(String))
    const verified = await post("/api/auth/verify", { phone, verificationId: confirmed.body.verificationId })
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({
      user: { id: expect.any(String), phone, name: null, location: null, credits: 0 },
      token: expect.any(String)
    })
  })

  it("a returning traveller keeps the same user id", async () => {
    const phone = uniquePhone()
    const first = await logInLocally(app, phone)
    const again = await logInLocally(app, phone)
    expect(again.user.id).toBe(first.user.id)
    expect(again.token).toEqual(expect.any(String))
  })

  it("a phone that is not +91 and ten digits is refused with the spec's message, on every route", async () => {
    for (const phone of ["9876543210", "+91987654321", "+9198765432101", "+91 9876543210", "+449876543210", ""]) {
      expect(await sendCode(phone)).toMatchObject({ status: 400, body: { message: INVALID_PHONE } })
    }
    expect(await confirmCode("+91123", TEST_OTP)).toMatchObject({ status: 400, body: { message: INVALID_PHONE } })
    expect(await post("/api/auth/verify", { phone: "12345", verificationId: "x" })).toMatchObject({
      status: 400,
      body: { message: INVALID_PHONE }
    })
  })

  it("a code that is not 6 digits is refused with the spec's message", async () => {
    for (const code of ["12345", "1234567", "12345a", " 123456", ""]) {
      expect(await confirmCode(uniquePhone(), code)).toMatchObject({ status: 400, body: { message: INVALID_OTP } })
    }
  })

  it("a wrong code, or a code never sent, fails to verify", async () => {
    const phone = uniquePhone()
    expect(await confirmCode(phone, TEST_OTP)).toMatchObject({ status: 400, body: { _tag: "BadRequest", message: VERIFY_FAILED } })
    await sendCode(phone)
    expect(await confirmCode(phone, "000000")).toMatchObject({ status: 400, body: { message: VERIFY_FAILED } })
  })

  it("after 5 wrong tries the code is dead: 429 with Retry-After and the spec's message", async () => {
    const phone = uniquePhone()
    await sendCode(phone)
    for (let i = 0; i < 5; i++) expect((await confirmCode(phone, "000000")).status).toBe(400)
    const refused = await confirmCode(phone, TEST_OTP)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ _tag: "TooManyRequests", message: TOO_MANY_ATTEMPTS, retryAfterSeconds: 30 })
    expect(refused.headers.get("retry-after")).toBe("30")
    // A new code works again.
    await sendCode(phone)
    expect((await confirmCode(phone, TEST_OTP)).status).toBe(200)
  })

  it("sending is limited per phone by a growing delay: after the free sends, 429 with the spec's 30 seconds, not a 10-minute lockout", async () => {
    const phone = uniquePhone()
    for (let i = 0; i < PhoneCodeLimits.sendPerPhone.free; i++) expect((await sendCode(phone, uniqueAddress())).status).toBe(200)
    const refused = await sendCode(phone, uniqueAddress())
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(TOO_MANY_ATTEMPTS)
    const retryAfter = Number(refused.headers.get("retry-after"))
    expect(retryAfter).toBe(refused.body.retryAfterSeconds)
    expect(retryAfter).toBe(PhoneCodeLimits.sendPerPhone.baseSeconds)
  })

  it("sending is limited per client address across phones", async () => {
    const address = uniqueAddress()
    for (let i = 0; i < PhoneCodeLimits.sendPerAddress.max; i++) expect((await sendCode(uniquePhone(), address)).status).toBe(200)
    const refused = await sendCode(uniquePhone(), address)
    expect(refused).toMatchObject({ status: 429, body: { message: tooManyAttempts(PhoneCodeLimits.sendPerAddress.windowSeconds).message } })
    expect(Number(refused.headers.get("retry-after"))).toBe(PhoneCodeLimits.sendPerAddress.windowSeconds)
    // Another address is not affected.
    expect((await sendCode(uniquePhone(), uniqueAddress())).status).toBe(200)
  })

  it("confirming is limited per client address across phones", async () => {
    const address = uniqueAddress()
    for (let i = 0; i < PhoneCodeLimits.confirmPerAddress.max; i++) await confirmCode(uniquePhone(), "000000", address)
    const refused = await confirmCode(uniquePhone(), TEST_OTP, address)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(tooManyAttempts(Number(refused.headers.get("retry-after"))).message)
  })

  it("confirming is limited per phone across codes and addresses", async () => {
    const phone = uniquePhone()
    await sendCode(phone)
    for (let i = 0; i < PhoneCodeLimits.confirmPerPhone.free; i++) await confirmCode(phone, "000000")
    const refused = await confirmCode(phone, TEST_OTP)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(tooManyAttempts(Number(refused.headers.get("retry-after"))).message)
  })

  it("verify refuses a verification id for another phone, a tampered one and garbage", async () => {
    const phone = uniquePhone()
    await sendCode(phone)
    const { verificationId } = (await confirmCode(phone, TEST_OTP)).body as { verificationId: string }
    const other = uniquePhone()
    expect(await post("/api/auth/verify", { phone: other, verificationId })).toMatchObject({ status: 400, body: { message: VERIFY_FAILED } })
    const [prefix, , signature] = verificationId.split(".")
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ phone: other, exp: 9_999_999_999 })).toString("base64url")}.${signature}`
    expect(await post("/api/auth/verify", { phone: other, verificationId: forged })).toMatchObject({ status: 400, body: { message: VERIFY_FAILED } })
    expect(await post("/api/auth/verify", { phone, verificationId: "not-a-token" })).toMatchObject({ status: 400, body: { message: VERIFY_FAILED } })
    expect((await post("/api/auth/verify", { phone, verificationId: "" })).status).toBe(400)
    // The genuine one still works.
    expect((await post("/api/auth/verify", { phone, verificationId })).status).toBe(200)
  })

  it("request bodies refuse unknown fields and wrong types with a 400 in the error shape", async () => {
    const phone = uniquePhone()
    expect(await post("/api/auth/dev/send-otp", { phone, phoneNumber: phone })).toMatchObject({
      status: 400,
      body: { _tag: "HttpApiDecodeError", message: "phoneNumber is not a known field" }
    })
    expect(await post("/api/auth/dev/send-otp", { phone: 9876543210 })).toMatchObject({
      status: 400,
      body: { message: "phone: Expected string, actual 9876543210" }
    })
    expect(await post("/api/auth/verify", { phone })).toMatchObject({ status: 400, body: { message: "verificationId is required" } })
    expect(await post("/api/auth/verify", [phone])).toMatchObject({
      status: 400,
      body: { message: "The request body must be a JSON object with the documented fields." }
    })
  })
})

describe("POST /api/auth/update-profile", () => {
  it("saves a trimmed name and location, answers them with the credits, and the next login shows them", async () => {
    const phone = uniquePhone()
    const { token } = await logInLocally(app, phone)
    const saved = await post("/api/auth/update-profile", { name: "  Asha Rao ", location: " Pune " }, { token })
    expect(saved).toMatchObject({ status: 200, body: { name: "Asha Rao", location: "Pune", credits: 0 } })
    const again = await logInLocally(app, phone)
    expect(again.user).toMatchObject({ phone, name: "Asha Rao", location: "Pune" })
  })

  it("name and location are required (trimmed) and length-limited, with the spec's messages", async () => {
    const { token } = await logInLocally(app)
    const cases: Array<[unknown, string]> = [
      [{ name: "", location: "Pune" }, "Please enter your name"],
      [{ name: "   ", location: "Pune" }, "Please enter your name"],
      [{ name: "Asha", location: " \t" }, "Please enter your location"],
      [{ name: "a".repeat(81), location: "Pune" }, "Name must be at most 80 characters"],
      [{ name: "Asha", location: "p".repeat(121) }, "Location must be at most 120 characters"],
      [{ name: "Asha\nRao", location: "Pune" }, "Name must be plain text on one line"],
      [{ location: "Pune" }, "name is required"],
      [{ name: 42, location: "Pune" }, "name: Expected string, actual 42"],
      [{ name: "Asha", location: "Pune", credits: 1000 }, "credits is not a known field"]
    ]
    for (const [json, message] of cases) {
      const answer = await post("/api/auth/update-profile", json, { token })
      expect({ json, status: answer.status, message: answer.body.message }).toEqual({ json, status: 400, message })
    }
  })

  it("answers 401 with the spec's message without a valid session", async () => {
    const { token, user } = await logInLocally(app)
    const body = { name: "Asha", location: "Pune" }
    const tokens = makeSessionTokens(Redacted.make(SECRET), 3600)
    const [header, claims, signature] = token.split(".")
    const decoded = JSON.parse(Buffer.from(claims!, "base64url").toString()) as Record<string, unknown>
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decoded, sub: "someone-else" })).toString("base64url")}.${signature}`
    const sessionId = decoded.sid as string
    const expired = tokens.issue({ userId: user.id, phone: user.phone, sessionId }, Math.floor(Date.now() / 1000) - 7200)
    const otherSecret = makeSessionTokens(Redacted.make("not-the-server-secret"), 3600).issue(
      { userId: user.id, phone: user.phone, sessionId },
      Math.floor(Date.now() / 1000)
    )
    // Signed by the server but for an account it does not have (e.g. its data was reset).
    const unknownUser = tokens.issue({ userId: "no-such-user", phone: uniquePhone(), sessionId }, Math.floor(Date.now() / 1000))
    // Signed by the server, but the user id is not the one this number belongs to.
    const mismatched = tokens.issue({ userId: "no-such-user", phone: user.phone, sessionId }, Math.floor(Date.now() / 1000))
    // Signed by the server for this traveller, but for a session that was never started.
    const noSession = tokens.issue({ userId: user.id, phone: user.phone, sessionId: "no-such-session" }, Math.floor(Date.now() / 1000))
    // A token from before sessions: signed, unexpired, but naming no session.
    const [h] = token.split(".")
    const legacyBody = `${h}.${Buffer.from(JSON.stringify({ sub: user.id, phone: user.phone, iat: decoded.iat, exp: decoded.exp })).toString("base64url")}`
    const legacy = `${legacyBody}.${createHmac("sha256", SECRET).update(legacyBody).digest("base64url")}`

    const attempts: Array<[string, Record<string, string>]> = [
      ["no header", {}],
      ["empty bearer", { authorization: "Bearer " }],
      ["another scheme", { authorization: `Basic ${token}` }],
      ["garbage", { authorization: "Bearer not.a.token" }],
      ["tampered", { authorization: `Bearer ${tampered}` }],
      ["expired", { authorization: `Bearer ${expired}` }],
      ["signed with another secret", { authorization: `Bearer ${otherSecret}` }],
      ["unknown user", { authorization: `Bearer ${unknownUser}` }],
      ["user id of another account", { authorization: `Bearer ${mismatched}` }],
      ["a session never started", { authorization: `Bearer ${noSession}` }],
      ["a token naming no session", { authorization: `Bearer ${legacy}` }]
    ]
    for (const [label, headers] of attempts) {
      const answer = await app.json<Record<string, unknown>>("/api/auth/update-profile", { method: "POST", json: body, headers })
      expect({ label, status: answer.status, body: answer.body }).toEqual({
        label,
        status: 401,
        body: { _tag: "Unauthorized", message: AUTHENTICATION_REQUIRED }
      })
    }
    // The genuine token still works.
    expect((await post("/api/auth/update-profile", body, { token })).status).toBe(200)
  })
})

describe("GET /api/config and /api/health with local codes", () => {
  it("says local codes, the brand and the support addresses; never a secret", async () => {
    const { status, body } = await app.json<Record<string, unknown>>("/api/config")
    expect(status).toBe(200)
    expect(body).toMatchObject({
      brand: "Safarnama",
      supportEmails: ["support@safarnama.in", "help@safarnama.in"],
      phoneAuth: { provider: "local" },
      payments: { provider: "local", keyId: expect.any(String) },
      places: { provider: "gazetteer" }
    })
    expect(JSON.stringify(body)).not.toContain(SECRET)
  })

  it("reports the phone-auth adapter", async () => {
    expect((await app.json("/api/health")).body).toEqual({ status: "ok" })
    expect(app.adapters.phoneAuth).toBe("local codes (printed to the server log; fixed by AUTH_DEV_FIXED_OTP)")
  })

  it("documents login and profile in the OpenAPI document, and the dev routes in their own", async () => {
    const main = await app.json<{ paths: Record<string, unknown> }>("/api/openapi.json")
    expect(Object.keys(main.body.paths)).toEqual(expect.arrayContaining(["/api/auth/verify", "/api/auth/update-profile", "/api/config"]))
    expect(Object.keys(main.body.paths)).not.toContain("/api/auth/dev/send-otp")
    const dev = await app.json<{ paths: Record<string, unknown> }>("/api/auth/dev/openapi.json")
    expect(dev.status).toBe(200)
    expect(Object.keys(dev.body.paths).sort()).toEqual(["/api/auth/dev/confirm-otp", "/api/auth/dev/send-otp"])
  })
})

describe("codes expire", () => {
  let shortLived: TestApp
  beforeAll(async () => {
    shortLived = await startTestApp({ ...localLoginEnv, AUTH_CODE_TTL_SECONDS: "1" })
  })
  afterAll(() => shortLived.dispose())

  it("a code past its time to live is refused with a clear message", async () => {
    const phone = uniquePhone()
    const headers = { "x-forwarded-for": uniqueAddress() }
    expect((await shortLived.json("/api/auth/dev/send-otp", { method: "POST", json: { phone }, headers })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    const late = await shortLived.json("/api/auth/dev/confirm-otp", { method: "POST", json: { phone, code: TEST_OTP }, headers })
    expect(late).toMatchObject({ status: 400, body: { _tag: "BadRequest", message: CODE_EXPIRED } })
  })
})
