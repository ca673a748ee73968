import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"

describe("HTTP surface", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.dispose())

  it("says publicly only that it is up; which adapters serve it is for the start-up log and the admin channel", async () => {
    const { status, body } = await app.json("/api/health")
    expect(status).toBe(200)
    expect(body).toEqual({ status: "ok" })
    expect(app.adapters.database).toBe("pglite (in memory)")
    expect(app.adapters.eventBus).toBe("in-process")
  })

  it("serves the OpenAPI document generated from the HttpApi", async () => {
    const { status, body } = await app.json<{ openapi: string; paths: Record<string, unknown> }>("/api/openapi.json")
    expect(status).toBe(200)
    expect(body.openapi).toMatch(/^3\./)
    expect(Object.keys(body.paths)).toContain("/api/health")
  })

  it("answers unknown API routes with 404 in the error shape", async () => {
    const { status, body } = await app.json("/api/no-such-route")
    expect(status).toBe(404)
    expect(body).toEqual({ _tag: "NotFound", message: "No such API route" })
  })

  // Checked against the document by the contract check like every answer here (ADR 0080).
  it.each(["/api/auth/verify", "/api/payments/create-order", "/api/itinerary/generate", "/api/payments/webhook"])(
    "answers a body over 64 KiB on %s with 413 PayloadTooLarge, as its document says",
    async (path) => {
      // In process there is no socket to count the bytes: the header says it, as an HTTP client's does.
      const json = { padding: "x".repeat(70 * 1024) }
      const headers = { "content-length": String(JSON.stringify(json).length) }
      const { status, body } = await app.json(path, { method: "POST", json, headers })
      expect(status).toBe(413)
      expect(body).toMatchObject({ _tag: "PayloadTooLarge" })
    }
  )

  it.each(["/api/auth/verify", "/api/itinerary/generate"])("answers a body nested thousands deep on %s with 400 before decoding it, never a crash", async (path) => {
    // 10 KB: the verification id nested in 5,000 arrays (the security review's body).
    const body = `{"phone":"9876543210","verificationId":${"[".repeat(5000)}"x"${"]".repeat(5000)}}`
    const answer = await app.json(path, { method: "POST", body, headers: { "content-type": "application/json" } })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ _tag: "BadRequest", message: "The request body is nested too deeply (at most 32 levels)." })
  })
})
