import { networkInterfaces } from "node:os"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { httpClient } from "../../test/httpClient.ts"
import { buyCredits, eventually, generate, myItineraries, tripRequest } from "../../test/itineraryKit.ts"
import { logInLocally, TEST_OTP } from "../../test/loginKit.ts"
import { type RunningServer, startServer } from "../../test/spawnServer.ts"

const TOKEN = "metrics-e2e-token-0123456789"

/** This machine's first non-loopback IPv4 address: a request to it comes from "another address". */
const otherAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a !== undefined && a.family === "IPv4" && !a.internal)?.address

/** The value of one series in an exposition, by its exact name and labels as written. */
const seriesValue = (text: string, series: string): number | undefined => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe("/metrics on `npm start`, after a login, a purchase and a generation", () => {
  let server: RunningServer
  let text: string
  /** 200 when the plan was ready within the request's wait (the offline writer), else 202. */
  let generateStatus: number
  beforeAll(async () => {
    // Listening on every interface, so the same request can come from another address.
    server = await startServer({ DATA_DIR: ":memory:", HOST: "0.0.0.0", AUTH_DEV_FIXED_OTP: TEST_OTP, METRICS_TOKEN: TOKEN, RECONCILE_INTERVAL: "off" })
    const app = httpClient(server.url)
    const { token } = await logInLocally(app, "+919700000042")
    await buyCredits(app, token, { amount: 100, credits: 2 })
    generateStatus = (await generate(app, token, tripRequest({ destination: "Goa", duration: 3 }))).status
    expect([200, 202]).toContain(generateStatus)
    await eventually(async () => ((await myItineraries(app, token))[0]?.status === "ready" ? true : undefined), 60_000)
    // The projections catch up right after the completion; the lag is read when scraped.
    text = await eventually(async () => {
      const scraped = await (await fetch(`${server.url}/metrics`)).text()
      return seriesValue(scraped, 'safarnama_projection_lag_events{projection="itineraries"}') === 0 ? scraped : undefined
    })
  }, 120_000)
  afterAll(() => server?.stop())

  it("answers in Prometheus' text format", async () => {
    const response = await fetch(`${server.url}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8")
    expect(text).toMatch(/^# HELP /)
  })

  it("counts the requests by route and status, with a duration histogram", () => {
    expect(seriesValue(text, `safarnama_http_requests_total{method="POST",route="/api/itinerary/generate",status="${generateStatus}"}`)).toBe(1)
    expect(seriesValue(text, 'safarnama_http_requests_total{method="POST",route="/api/payments/verify",status="200"}')).toBe(1)
    expect(seriesValue(text, 'safarnama_http_request_duration_seconds_count{method="POST",route="/api/itinerary/generate"}')).toBe(1)
    expect(seriesValue(text, 'safarnama_http_request_duration_seconds_bucket{method="POST",route="/api/itinerary/generate",le="+Inf"}')).toBe(1)
  })

  it("counts the payment and the generation by outcome, with the generation's duration", () => {
    expect(seriesValue(text, "safarnama_payment_orders_created_total")).toBe(1)
    expect(seriesValue(text, 'safarnama_payments_total{outcome="captured",source="verify"}')).toBe(1)
    expect(seriesValue(text, 'safarnama_generations_total{outcome="completed"}')).toBe(1)
    expect(seriesValue(text, 'safarnama_generation_duration_seconds_count{outcome="completed"}')).toBe(1)
    expect(seriesValue(text, 'safarnama_generation_duration_seconds_sum{outcome="completed"}')).toBeGreaterThan(0)
    expect(seriesValue(text, "safarnama_payment_orders_awaiting_credit")).toBe(0)
    expect(seriesValue(text, "safarnama_payments_paid_uncredited_oldest_age_seconds")).toBe(0)
  })

  it("reports the event store, every projection's lag, the PDF queue and the process", () => {
    // Login, order, capture, reservation, progress and completion were all appended.
    expect(seriesValue(text, "safarnama_event_store_append_duration_seconds_count")).toBeGreaterThanOrEqual(6)
    expect(seriesValue(text, "safarnama_event_store_appended_events_total")).toBeGreaterThanOrEqual(6)
    for (const projection of ["credit-balances", "itineraries", "payment-orders", "pending-generations", "pending-regenerations", "users"]) {
      expect(seriesValue(text, `safarnama_projection_lag_seconds{projection="${projection}"}`)).toBeDefined()
    }
    expect(seriesValue(text, "safarnama_pdf_render_queue")).toBe(0)
    expect(seriesValue(text, "process_cpu_seconds_total")).toBeGreaterThan(0)
    expect(seriesValue(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000)
  })

  it("refuses a caller on another address (403), unless it brings the token", async () => {
    if (otherAddress === undefined) return expect.fail("this machine has no non-loopback IPv4 address to call from")
    const url = `http://${otherAddress}:${new URL(server.url).port}/metrics`
    const refused = await fetch(url)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toBe("Metrics are served to the loopback address, or with the METRICS_TOKEN bearer token.")
    expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200)
    expect((await fetch(url, { headers: { authorization: "Bearer wrong" } })).status).toBe(403)
  })

  it("refuses a request a proxy forwarded from elsewhere, even over the loopback address", async () => {
    expect((await fetch(`${server.url}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } })).status).toBe(403)
  })
})
