import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"

describe("HTTP surface", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.dispose())

  it("reports health with the chosen adapters and the event store position", async () => {
    const { status, body } = await app.json<{ status: string; adapters: Record<string, string>; eventStore: { position: string } }>(
      "/api/health"
    )
    expect(status).toBe(200)
    expect(body.status).toBe("ok")
    expect(body.adapters.database).toBe("pglite (in memory)")
    expect(body.adapters.eventBus).toBe("in-process")
    expect(body.eventStore.position).toMatch(/^\d+$/)
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
})
