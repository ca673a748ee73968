import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { localLoginEnv, logInLocally, TEST_OTP, uniqueAddress, uniquePhone } from "../../test/loginKit.ts"
import { VERIFY_FAILED } from "./authMessages.ts"
import { AUTHENTICATION_REQUIRED } from "./errors.ts"

// Sessions over HTTP (docs/adr/0230-sessions.md): logout ends the token's session, "log out of all
// devices" ends every one, a lost device is signed out from another, and a verification id logs in once.

const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
const LAPTOP_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0"

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ ...localLoginEnv, SESSION_SECRET: "sessions-http-test-session-secret-0123456789" })
})
afterAll(() => app.dispose())

const call = (path: string, token: string, method = "GET") => app.json<Record<string, unknown>>(path, { method, token })
const credits = (token: string) => call("/api/auth/credits", token)

/** Send, confirm and verify from a device (its User-Agent), keeping the verification id. */
const logInFrom = async (phone: string, userAgent: string) => {
  const headers = { "x-forwarded-for": uniqueAddress(), "user-agent": userAgent }
  await app.json("/api/auth/dev/send-otp", { method: "POST", json: { phone }, headers })
  const confirmed = await app.json<{ verificationId: string }>("/api/auth/dev/confirm-otp", { method: "POST", json: { phone, code: TEST_OTP }, headers })
  const verified = await app.json<{ token: string }>("/api/auth/verify", { method: "POST", json: { phone, verificationId: confirmed.body.verificationId }, headers })
  return { token: verified.body.token, verificationId: confirmed.body.verificationId, headers }
}

describe("sessions", () => {
  it("a verification id logs in once: sent again it is refused and starts no session", async () => {
    const phone = uniquePhone()
    const first = await logInFrom(phone, PHONE_UA)
    expect((await credits(first.token)).status).toBe(200)
    const again = await app.json("/api/auth/verify", { method: "POST", json: { phone, verificationId: first.verificationId }, headers: first.headers })
    expect(again).toMatchObject({ status: 400, body: { message: VERIFY_FAILED } })
    const listed = await call("/api/auth/sessions", first.token)
    expect((listed.body.sessions as Array<unknown>).length).toBe(1)
  })

  it("logout ends the session: the token answers 401 after, while another login of the traveller goes on", async () => {
    const phone = uniquePhone()
    const phoneLogin = await logInFrom(phone, PHONE_UA)
    const laptopLogin = await logInFrom(phone, LAPTOP_UA)
    expect(await call("/api/auth/logout", phoneLogin.token, "POST")).toMatchObject({ status: 200, body: { loggedOut: true } })
    expect(await credits(phoneLogin.token)).toMatchObject({ status: 401, body: { message: AUTHENTICATION_REQUIRED } })
    expect(await call("/api/auth/logout", phoneLogin.token, "POST")).toMatchObject({ status: 401 })
    expect((await credits(laptopLogin.token)).status).toBe(200)
  })

  it("lists the traveller's devices, the current one marked; a lost device is signed out from another", async () => {
    const phone = uniquePhone()
    const phoneLogin = await logInFrom(phone, PHONE_UA)
    const laptopLogin = await logInFrom(phone, LAPTOP_UA)
    const listed = await call("/api/auth/sessions", laptopLogin.token)
    expect(listed.status).toBe(200)
    const sessions = listed.body.sessions as Array<{ id: string; device: string; current: boolean; lastUsedAt: string; startedAt: string }>
    expect(sessions.map((s) => [s.device, s.current]).sort()).toEqual([["Chrome on Android", false], ["Edge on Windows", true]])
    for (const s of sessions) expect(Number.isNaN(Date.parse(s.lastUsedAt))).toBe(false)
    const lost = sessions.find((s) => !s.current)!
    expect(await call(`/api/auth/sessions/${lost.id}`, laptopLogin.token, "DELETE")).toMatchObject({ status: 200, body: { loggedOut: true } })
    expect((await credits(phoneLogin.token)).status).toBe(401)
    // Signed out already: not a live session any more.
    expect(await call(`/api/auth/sessions/${lost.id}`, laptopLogin.token, "DELETE")).toMatchObject({ status: 404, body: { message: "Session not found" } })
    const after = (await call("/api/auth/sessions", laptopLogin.token)).body.sessions as Array<{ device: string }>
    expect(after.map((s) => s.device)).toEqual(["Edge on Windows"])
  })

  it("a session of another traveller, or none, cannot be signed out: 404, and it stays live", async () => {
    const mine = await logInLocally(app)
    const theirs = await logInFrom(uniquePhone(), PHONE_UA)
    const theirId = ((await call("/api/auth/sessions", theirs.token)).body.sessions as Array<{ id: string }>)[0]!.id
    expect(await call(`/api/auth/sessions/${theirId}`, mine.token, "DELETE")).toMatchObject({ status: 404, body: { message: "Session not found" } })
    expect(await call("/api/auth/sessions/no-such-session", mine.token, "DELETE")).toMatchObject({ status: 404 })
    expect((await credits(theirs.token)).status).toBe(200)
  })

  it("log out of all devices ends every session of the traveller and no one else's", async () => {
    const phone = uniquePhone()
    const logins = [await logInFrom(phone, PHONE_UA), await logInFrom(phone, LAPTOP_UA)]
    const someoneElse = await logInLocally(app)
    const all = await call("/api/auth/logout-all", logins[1]!.token, "POST")
    expect(all).toMatchObject({ status: 200, body: { loggedOut: true, sessionsEnded: 2 } })
    for (const login of logins) expect((await credits(login.token)).status).toBe(401)
    expect((await credits(someoneElse.token)).status).toBe(200)
    // A new login afterwards starts a session of its own (the third code sent to the number: the send limit's last).
    expect((await credits((await logInFrom(phone, PHONE_UA)).token)).status).toBe(200)
  })

  it("the session routes need a live session and are in the OpenAPI document", async () => {
    for (const [method, path] of [["POST", "/api/auth/logout"], ["POST", "/api/auth/logout-all"], ["GET", "/api/auth/sessions"], ["DELETE", "/api/auth/sessions/x"]] as const) {
      expect((await app.json(path, { method })).status).toBe(401)
    }
    const docs = await app.json<{ paths: Record<string, unknown> }>("/api/openapi.json")
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(["/api/auth/logout", "/api/auth/logout-all", "/api/auth/sessions", "/api/auth/sessions/{id}"]))
  })
})
