import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { httpClient } from "../../test/httpClient.ts"
import { buyCredits, eventually, generate, myItineraries, tripRequest } from "../../test/itineraryKit.ts"
import { logInLocally, TEST_OTP } from "../../test/loginKit.ts"
import { freePort, type RunningServer, startServer } from "../../test/spawnServer.ts"

interface ExportedSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly name: string
  readonly attributes?: ReadonlyArray<{ readonly key: string; readonly value: { readonly stringValue?: string } }>
}

/** An OpenTelemetry collector's OTLP/HTTP traces endpoint on the loopback address: keeps what it receives in memory. */
const startCollector = async () => {
  const spans: Array<ExportedSpan> = []
  const port = await freePort()
  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
          resourceSpans: ReadonlyArray<{ scopeSpans: ReadonlyArray<{ spans: ReadonlyArray<ExportedSpan> }> }>
        }
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans)
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const attribute = (span: ExportedSpan, key: string) => span.attributes?.find((a) => a.key === key)?.value.stringValue

describe("one trace from the generation request to the worker's writer and the projection (OTLP to a loopback collector)", () => {
  let collector: Awaited<ReturnType<typeof startCollector>>
  let server: RunningServer
  let trace: ReadonlyArray<ExportedSpan>
  beforeAll(async () => {
    collector = await startCollector()
    server = await startServer({ DATA_DIR: ":memory:", AUTH_DEV_FIXED_OTP: TEST_OTP, RECONCILE_INTERVAL: "off", OTEL_EXPORTER_OTLP_ENDPOINT: collector.url })
    const app = httpClient(server.url)
    const { token } = await logInLocally(app, "+919700000043")
    await buyCredits(app, token, { amount: 100, credits: 2 })
    expect([200, 202]).toContain((await generate(app, token, tripRequest({ destination: "Goa", duration: 3 }))).status)
    await eventually(async () => ((await myItineraries(app, token))[0]?.status === "ready" ? true : undefined), 60_000)
    trace = await eventually(async () => {
      const request = collector.spans.find((s) => s.name.startsWith("http.server") && attribute(s, "url.path") === "/api/itinerary/generate")
      if (request === undefined) return undefined
      const same = collector.spans.filter((s) => s.traceId === request.traceId)
      return same.some((s) => s.name === "projection.apply") && same.some((s) => s.name === "itinerary.writer.write") ? same : undefined
    }, 30_000)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await collector?.close()
  })

  it("holds the HTTP request, the generation run, the writer's calls, the appends and the projection update", () => {
    const names = new Set(trace.map((s) => s.name))
    for (const name of ["generation.run", "itinerary.writer.write", "event_store.append", "bus.publish", "projection.apply"]) expect(names).toContain(name)
    expect(trace.some((s) => s.name.startsWith("sql."))).toBe(true)
  })

  it("links every span to a parent in the same trace, up to the request's", () => {
    const byId = new Map(trace.map((s) => [s.spanId, s]))
    const roots = trace.filter((s) => !s.parentSpanId || !byId.has(s.parentSpanId))
    expect(roots.map((s) => s.name)).toEqual([expect.stringMatching(/^http\.server/)])
    const run = trace.find((s) => s.name === "generation.run")!
    const writer = trace.find((s) => s.name === "itinerary.writer.write")!
    const ancestors = (span: ExportedSpan): Array<string> => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined
      return parent ? [parent.name, ...ancestors(parent)] : []
    }
    expect(ancestors(writer)).toContain("generation.run")
    expect(ancestors(run)).toContain("event_store.append")
  })

  it("writes the trace id into the log lines logged inside a traced request", () => {
    const ids = [...server.output().matchAll(/trace_id[=:" ]+([0-9a-f]{32})/g)].map((m) => m[1]!)
    expect(ids.length).toBeGreaterThan(0)
    expect(collector.spans.map((s) => s.traceId)).toEqual(expect.arrayContaining([ids[0]]))
  })
})
