import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { uniquePhone } from "../../test/loginKit.ts"

// Firebase chosen, no emulator: nothing here may reach Google (no network in tests), so only
// answers decided locally are checked; the emulator test covers real tokens.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ FIREBASE_PROJECT_ID: "safarnama-test", FIREBASE_API_KEY: "AIza-public-web-key", FIREBASE_APP_ID: "1:42:web:7" })
})
afterAll(() => app.dispose())

describe("with Firebase phone auth chosen", () => {
  it("the local dev routes and their document do not exist", async () => {
    for (const path of ["/api/auth/dev/send-otp", "/api/auth/dev/confirm-otp"]) {
      const answer = await app.json(path, { method: "POST", json: { phone: uniquePhone(), code: "123456" } })
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 404,
        body: { _tag: "NotFound", message: "No such API route" }
      })
    }
    expect((await app.json("/api/auth/dev/openapi.json")).status).toBe(404)
    const main = await app.json<{ paths: Record<string, unknown> }>("/api/openapi.json")
    expect(Object.keys(main.body.paths)).not.toContain("/api/auth/dev/send-otp")
  })

  it("/api/config gives the web app Firebase's public config, and the start-up log names the adapter", async () => {
    const config = await app.json<Record<string, unknown>>("/api/config")
    expect(config.body.phoneAuth).toEqual({
      provider: "firebase",
      firebase: { apiKey: "AIza-public-web-key", authDomain: "safarnama-test.firebaseapp.com", projectId: "safarnama-test", appId: "1:42:web:7" }
    })
    expect((await app.json("/api/health")).body).toEqual({ status: "ok" })
    expect(app.adapters.phoneAuth).toBe("firebase (project safarnama-test)")
  })

  it("a verificationId that is not an ID token fails to verify", async () => {
    const answer = await app.json("/api/auth/verify", { method: "POST", json: { phone: uniquePhone(), verificationId: "lpv1.not.firebase" } })
    expect(answer).toMatchObject({ status: 400, body: { _tag: "BadRequest", message: "Failed to verify OTP. Please try again." } })
  })
})
