import { Effect, Either, Redacted } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { NO_LATENCY } from "../../../../test/fakeGoogleMaps/latency.ts"
import { type FakeGoogleMaps, startFakeGoogleMaps } from "../../../../test/fakeGoogleMaps/server.ts"
import { OPEN_MS } from "./breaker.ts"
import { type GoogleClient, googleCall, type GoogleRequest } from "./googleCall.ts"
import { makeGoogleGuard } from "./googleGuard.ts"

/** One call to Google: retries, deadline, breaker, budget and error decoding, against the loopback fake. */
describe("googleCall (loopback fake Google Maps Platform)", () => {
  const KEY = "test-maps-key-never-in-an-error"
  let google: FakeGoogleMaps
  beforeAll(async () => {
    google = await startFakeGoogleMaps({ apiKey: KEY, latency: NO_LATENCY })
  })
  afterAll(() => google.close())
  beforeEach(() => {
    google.calls.length = 0
    google.clearFaults()
    google.latency = NO_LATENCY
  })

  let clock = 0
  const client = (over: Partial<GoogleClient> = {}): GoogleClient => ({
    api: "places",
    apiKey: Redacted.make(KEY),
    baseUrl: google.baseUrl,
    guard: makeGoogleGuard({ dailyCallLimit: 100, now: () => clock }),
    deadlineMs: 2000,
    retryBaseMs: 5,
    ...over
  })
  const search: GoogleRequest = { method: "POST", path: "/v1/places:searchText", fieldMask: ["places.id", "places.displayName"], body: { textQuery: "Ulaanbaatar", pageSize: 1 } }
  const run = (effect: Effect.Effect<unknown, { _tag: string }>) => Effect.runPromise(Effect.either(effect))

  it("sends the key and the field mask as headers and answers only the masked fields", async () => {
    const answer = await Effect.runPromise(googleCall(client(), search))
    expect(answer).toEqual({ places: [{ id: expect.stringMatching(/^ChIJ/), displayName: { text: "Ulaanbaatar", languageCode: "en" } }] })
    expect(google.calls.map((c) => c.fieldMask)).toEqual(["places.id,places.displayName"])
  })

  it("retries a 429 and a 503 and then succeeds: three attempts, three counted in the budget", async () => {
    google.failNext(1, "429")
    google.failNext(1, "503")
    const guarded = client()
    const result = await run(googleCall(guarded, search))
    expect(Either.isRight(result)).toBe(true)
    expect(google.calls.map((c) => c.status)).toEqual([429, 503, 200])
    expect(guarded.guard.usedToday()).toBe(3)
  })

  it("gives up after two retries with Google's status word", async () => {
    google.failNext(3, "500")
    const result = await run(googleCall(client(), search))
    expect(result).toEqual(Either.left(expect.objectContaining({ _tag: "GoogleUnavailable", api: "places", reason: "INTERNAL", httpStatus: 500 })))
    expect(google.calls).toHaveLength(3)
  })

  it.each([
    ["400", "INVALID_ARGUMENT", 400],
    ["403", "PERMISSION_DENIED", 403]
  ] as const)("never retries a %s", async (fault, reason, httpStatus) => {
    google.failNext(1, fault)
    expect(await run(googleCall(client(), search))).toEqual(Either.left(expect.objectContaining({ reason, httpStatus })))
    expect(google.calls).toHaveLength(1)
  })

  it("a call without a field mask is Google's 400 INVALID_ARGUMENT, a wrong key its 403", async () => {
    expect(await run(googleCall(client(), { ...search, fieldMask: [] }))).toEqual(Either.left(expect.objectContaining({ reason: "INVALID_ARGUMENT", httpStatus: 400 })))
    expect(await run(googleCall(client({ apiKey: Redacted.make("wrong") }), search))).toEqual(Either.left(expect.objectContaining({ reason: "PERMISSION_DENIED", httpStatus: 403 })))
  })

  it("garbage is malformed and not retried", async () => {
    google.failNext(1, "garbage")
    expect(await run(googleCall(client(), search))).toEqual(Either.left(expect.objectContaining({ reason: "malformed" })))
    expect(google.calls).toHaveLength(1)
  })

  it("a hang is cut at the attempt's timeout, retried, and the whole call ends at its deadline", async () => {
    google.failNext(5, "hang")
    const started = performance.now()
    const result = await run(googleCall(client({ deadlineMs: 300, attemptTimeoutMs: 120 }), search))
    const elapsed = performance.now() - started
    expect(result).toEqual(Either.left(expect.objectContaining({ _tag: "GoogleUnavailable", reason: "timeout" })))
    expect(elapsed).toBeLessThan(450)
    expect(google.calls.length).toBeGreaterThanOrEqual(2)
  })

  it("opens the breaker after 5 failed calls, refuses for 30 s without calling, then lets one call through", async () => {
    clock = 0
    const guarded = client()
    google.failNext(5, "403")
    for (let i = 0; i < 5; i++) await run(googleCall(guarded, search))
    expect(google.calls).toHaveLength(5)
    expect(await run(googleCall(guarded, search))).toEqual(Either.left(expect.objectContaining({ reason: "breaker-open" })))
    clock = OPEN_MS - 1
    expect(await run(googleCall(guarded, search))).toEqual(Either.left(expect.objectContaining({ reason: "breaker-open" })))
    expect(google.calls).toHaveLength(5)
    clock = OPEN_MS
    expect(Either.isRight(await run(googleCall(guarded, search)))).toBe(true)
    expect(google.calls).toHaveLength(6)
    // Closed again: the next calls go as usual.
    expect(Either.isRight(await run(googleCall(guarded, search)))).toBe(true)
  })

  it("a half-open trial that fails opens the breaker for another 30 s", async () => {
    clock = 0
    const guarded = client()
    google.failNext(6, "403")
    for (let i = 0; i < 5; i++) await run(googleCall(guarded, search))
    clock = OPEN_MS
    expect(await run(googleCall(guarded, search))).toEqual(Either.left(expect.objectContaining({ reason: "PERMISSION_DENIED" })))
    clock = OPEN_MS + 1000
    expect(await run(googleCall(guarded, search))).toEqual(Either.left(expect.objectContaining({ reason: "breaker-open" })))
  })

  it("refuses once the day's budget is spent, retries included, without calling Google", async () => {
    const guarded = client({ guard: makeGoogleGuard({ dailyCallLimit: 2, now: () => clock }) })
    google.failNext(1, "503")
    expect(Either.isRight(await run(googleCall(guarded, search)))).toBe(true)
    expect(await run(googleCall(guarded, search))).toEqual(Either.left(expect.objectContaining({ _tag: "GoogleBudgetSpent", limit: 2 })))
    expect(google.calls).toHaveLength(2)
  })

  it("never puts the key in an error, whatever went wrong", async () => {
    const errors: Array<unknown> = []
    for (const fault of ["429", "500", "503", "403", "400", "garbage"] as const) {
      google.failNext(3, fault)
      const result = await run(googleCall(client(), search))
      if (Either.isLeft(result)) errors.push(result.left)
      google.clearFaults()
    }
    errors.push(Either.getLeft(await run(googleCall(client({ baseUrl: "http://127.0.0.1:1" }), search))))
    expect(errors.length).toBe(7)
    for (const error of errors) {
      expect(String(error)).not.toContain(KEY)
      expect(JSON.stringify(error)).not.toContain(KEY)
    }
  })
})
