import { Effect, Either, Redacted } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { NO_LATENCY } from "../../../../test/fakeGoogleMaps/latency.ts"
import { type FakeGoogleMaps, startFakeGoogleMaps } from "../../../../test/fakeGoogleMaps/server.ts"
import type { LivePoint } from "../../../domain/live/findings.ts"
import { makeGoogleGuard } from "./googleGuard.ts"
import { makeGoogleRoutes, minutesOf, routesOf } from "./GoogleRoutes.ts"

const SQUARE: LivePoint = { lat: 47.9189, lon: 106.9176 }
const GANDAN: LivePoint = { lat: 47.921, lon: 106.8945 }
const TURTLE_ROCK: LivePoint = { lat: 47.9085, lon: 107.4238 }

describe("reading a route matrix", () => {
  it("reads protobuf durations in minutes", () => {
    expect(minutesOf("5400s")).toBe(90)
    expect(minutesOf("89.6s")).toBe(1)
    expect(minutesOf("0s")).toBe(0)
    expect(minutesOf("90m")).toBeUndefined()
    expect(minutesOf(undefined)).toBeUndefined()
  })

  it("gives no minutes to ROUTE_NOT_FOUND or an element error, sorts the elements and reads a left-out index as 0", async () => {
    const answer = [
      { originIndex: 1, destinationIndex: 0, status: { code: 5, message: "Not found" }, duration: "60s" },
      { destinationIndex: 1, status: {}, condition: "ROUTE_NOT_FOUND" },
      { status: {}, condition: "ROUTE_EXISTS", distanceMeters: 12_345, duration: "1830s" },
      { originIndex: 1, destinationIndex: 1, condition: "ROUTE_EXISTS", distanceMeters: 500, duration: "120s" }
    ]
    expect(await Effect.runPromise(routesOf(answer, "drive", { origins: 2, destinations: 2 }))).toEqual([
      { originIndex: 0, destinationIndex: 0, mode: "drive", minutes: 31, km: 12.3 },
      { originIndex: 0, destinationIndex: 1, mode: "drive" },
      { originIndex: 1, destinationIndex: 0, mode: "drive" },
      { originIndex: 1, destinationIndex: 1, mode: "drive", minutes: 2, km: 0.5 }
    ])
  })

  it("an index outside the request or a non-array is malformed", async () => {
    const malformed = Either.left(expect.objectContaining({ _tag: "GoogleUnavailable", api: "routes", reason: "malformed" }))
    expect(await Effect.runPromise(Effect.either(routesOf([{ originIndex: 3 }], "drive", { origins: 1, destinations: 1 })))).toEqual(malformed)
    expect(await Effect.runPromise(Effect.either(routesOf({ elements: [] }, "drive", { origins: 1, destinations: 1 })))).toEqual(malformed)
  })
})

describe("GoogleRoutes (Routes API computeRouteMatrix, loopback fake)", () => {
  const KEY = "test-routes-key"
  let google: FakeGoogleMaps
  beforeAll(async () => {
    google = await startFakeGoogleMaps({ apiKey: KEY, latency: NO_LATENCY })
  })
  afterAll(() => google.close())
  beforeEach(() => {
    google.calls.length = 0
    google.clearFaults()
  })
  const routes = () => makeGoogleRoutes({ api: "routes", apiKey: Redacted.make(KEY), baseUrl: google.baseUrl, guard: makeGoogleGuard({ dailyCallLimit: 100 }), deadlineMs: 4000, retryBaseMs: 5 })

  it("sends coordinates as waypoints, DRIVE without traffic, and the route mask; reads every pair", async () => {
    const found = await Effect.runPromise(routes().matrix([SQUARE, GANDAN], [TURTLE_ROCK, SQUARE], "drive"))
    expect(google.calls).toHaveLength(1)
    const call = google.calls[0]!
    expect(call.path).toBe("/distanceMatrix/v2:computeRouteMatrix")
    expect(call.fieldMask).toBe("originIndex,destinationIndex,duration,distanceMeters,status,condition")
    expect(call.body).toMatchObject({
      origins: [{ waypoint: { location: { latLng: { latitude: 47.9189, longitude: 106.9176 } } } }, { waypoint: { location: { latLng: { latitude: 47.921, longitude: 106.8945 } } } }],
      travelMode: "DRIVE",
      routingPreference: "TRAFFIC_UNAWARE"
    })
    expect(found.map((r) => [r.originIndex, r.destinationIndex])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1]
    ])
    const toTurtleRock = found[0]!
    expect(toTurtleRock.km).toBeGreaterThan(50)
    expect(toTurtleRock.minutes).toBeGreaterThan(60)
    expect(found[1]).toEqual({ originIndex: 0, destinationIndex: 1, mode: "drive", minutes: 0, km: 0 })
  })

  it("by transit: no routingPreference; no route out to Terelj (ROUTE_NOT_FOUND), one in town", async () => {
    const found = await Effect.runPromise(routes().matrix([SQUARE], [GANDAN, TURTLE_ROCK], "transit"))
    expect(google.calls[0]!.body).toMatchObject({ travelMode: "TRANSIT" })
    expect(google.calls[0]!.body).not.toHaveProperty("routingPreference")
    expect(found[0]).toMatchObject({ destinationIndex: 0, mode: "transit", minutes: expect.any(Number) })
    expect(found[1]).toEqual({ originIndex: 0, destinationIndex: 1, mode: "transit" })
  })

  it("refuses a matrix over Google's element limits before calling (625 by road, 100 by transit)", async () => {
    const points = (n: number) => Array.from({ length: n }, (_, i) => ({ lat: 47.9 + i * 0.001, lon: 106.9 }))
    const tooLarge = Either.left(expect.objectContaining({ _tag: "GoogleUnavailable", reason: "matrix-too-large" }))
    expect(await Effect.runPromise(Effect.either(routes().matrix(points(11), points(10), "transit")))).toEqual(tooLarge)
    expect(await Effect.runPromise(Effect.either(routes().matrix(points(26), points(25), "drive")))).toEqual(tooLarge)
    expect(google.calls).toHaveLength(0)
    expect(await Effect.runPromise(routes().matrix(points(10), points(10), "transit"))).toHaveLength(100)
    expect(await Effect.runPromise(routes().matrix([], points(3), "drive"))).toEqual([])
    expect(google.calls).toHaveLength(1)
  })

  it("retries a 429 and fails as the routes API after that", async () => {
    google.failNext(1, "429")
    expect(await Effect.runPromise(routes().matrix([SQUARE], [GANDAN], "drive"))).toHaveLength(1)
    google.failNext(3, "503")
    expect(await Effect.runPromise(Effect.either(routes().matrix([SQUARE], [GANDAN], "drive")))).toEqual(
      Either.left(expect.objectContaining({ api: "routes", reason: "UNAVAILABLE", httpStatus: 503 }))
    )
  })
})
