import { createServer } from "node:net"
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { layerMetricsServer } from "./metricsServer.ts"

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })

describe("the metrics port of a process without the API's", () => {
  it("answers GET /metrics to the loopback address or the token, 403 to a forwarded caller, 404 elsewhere", async () => {
    const port = await freePort()
    const server = layerMetricsServer({ port, host: "127.0.0.1", trustProxy: false, token: "tok", exposition: Effect.succeed("up 1\n") })
    const answers = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* Layer.build(server)
          const call = (path: string, headers: Record<string, string> = {}) =>
            Effect.promise(async () => {
              const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers })
              return { status: response.status, type: response.headers.get("content-type"), body: await response.text() }
            })
          return {
            local: yield* call("/metrics"),
            forwarded: yield* call("/metrics", { "x-forwarded-for": "203.0.113.9" }),
            forwardedWithToken: yield* call("/metrics", { "x-forwarded-for": "203.0.113.9", authorization: "Bearer tok" }),
            other: yield* call("/api/health")
          }
        })
      )
    )
    expect(answers.local).toEqual({ status: 200, type: "text/plain; version=0.0.4; charset=utf-8", body: "up 1\n" })
    expect(answers.forwarded.status).toBe(403)
    expect(answers.forwardedWithToken.status).toBe(200)
    expect(answers.other.status).toBe(404)
    // Closed with its scope: the port is free again.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow()
  })
})
