import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FakeGooglePlaces, startFakeGooglePlaces } from "../../test/fakeGooglePlaces.ts"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"

interface Predictions {
  predictions: Array<{ description: string; place_id: string; terms: Array<{ value: string }> }>
}

describe("GET /api/places/autocomplete with the offline gazetteer (default)", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.dispose())

  it("is reported in /api/config and at start-up", async () => {
    expect((await app.json<{ places: unknown }>("/api/config")).body.places).toEqual({ provider: "gazetteer" })
    expect(app.adapters.places).toBe("offline gazetteer (bundled)")
  })

  it("suggests regions from 2 characters, Indian ones ending with India, without a session", async () => {
    const { status, body } = await app.json<Predictions>("/api/places/autocomplete?input=Udai&sessionToken=abc-123")
    expect(status).toBe(200)
    expect(body.predictions[0]).toEqual({
      description: "Udaipur, Rajasthan, India",
      place_id: "gz:in:rj:udaipur",
      terms: [{ value: "Udaipur" }, { value: "Rajasthan" }, { value: "India" }]
    })
    expect((await app.json<Predictions>("/api/places/autocomplete?input=Bali")).body.predictions[0]?.description).toBe("Bali, Indonesia")
  })

  it("answers an empty list below 2 characters, not an error", async () => {
    for (const input of ["", "J", "%20J%20"]) {
      expect(await app.json(`/api/places/autocomplete?input=${input}`)).toMatchObject({ status: 200, body: { predictions: [] } })
    }
  })

  it("refuses missing or oversized input, and a malformed session token, with 400", async () => {
    expect(await app.json("/api/places/autocomplete")).toMatchObject({ status: 400, body: { message: "input is required" } })
    expect(await app.json(`/api/places/autocomplete?input=${"a".repeat(101)}`)).toMatchObject({
      status: 400,
      body: { message: "input must be at most 100 characters" }
    })
    expect((await app.json("/api/places/autocomplete?input=Goa&sessionToken=%3Cscript%3E")).status).toBe(400)
  })
})

describe("GET /api/places/autocomplete with Google Places (loopback fake)", () => {
  let app: TestApp
  let google: FakeGooglePlaces
  const KEY = "test-maps-key-do-not-log"
  beforeAll(async () => {
    google = await startFakeGooglePlaces(KEY)
    app = await startTestApp({ GOOGLE_MAPS_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: google.baseUrl })
  })
  afterAll(async () => {
    await app.dispose()
    await google.close()
  })

  it("is chosen by the key and reported in /api/config and at start-up (never the key)", async () => {
    expect((await app.json<{ places: unknown }>("/api/config")).body.places).toEqual({ provider: "google" })
    const health = await app.json("/api/health")
    expect(app.adapters.places).toBe(`google places (${google.baseUrl})`)
    expect(health.body).toEqual({ status: "ok" })
    expect(JSON.stringify(app.adapters)).not.toContain(KEY)
  })

  it("asks for regions with the client's session token and passes Google's predictions on in the contract's shape", async () => {
    google.answer = { kind: "status", status: "OK" }
    const { status, body } = await app.json<Predictions>("/api/places/autocomplete?input=Jai&sessionToken=session-42")
    expect(status).toBe(200)
    expect(body.predictions).toEqual([
      {
        description: "Jaipur, Rajasthan, India",
        place_id: "ChIJgeJXTN9KbDkRCS7yDDrG4Qw",
        terms: [{ value: "Jaipur" }, { value: "Rajasthan" }, { value: "India" }]
      },
      {
        description: "Jaisalmer, Rajasthan, India",
        place_id: "ChIJ2ZaTd4-jRTkR2yCmq4u7MhU",
        terms: [{ value: "Jaisalmer" }, { value: "Rajasthan" }, { value: "India" }]
      }
    ])
    const sent = google.requests.at(-1)!
    expect(sent.get("input")).toBe("Jai")
    expect(sent.get("types")).toBe("(regions)")
    expect(sent.get("sessiontoken")).toBe("session-42")
    expect(sent.get("key")).toBe(KEY)
  })

  it("sends no session token when the client has none, and never calls Google below 2 characters", async () => {
    const before = google.requests.length
    expect((await app.json<Predictions>("/api/places/autocomplete?input=J")).body.predictions).toEqual([])
    expect(google.requests.length).toBe(before)
    await app.json("/api/places/autocomplete?input=Paris")
    expect(google.requests.at(-1)!.has("sessiontoken")).toBe(false)
  })

  it("ZERO_RESULTS is an empty list", async () => {
    expect(await app.json("/api/places/autocomplete?input=Xyzzy")).toMatchObject({ status: 200, body: { predictions: [] } })
  })

  it.each([
    [{ kind: "status", status: "REQUEST_DENIED" }],
    [{ kind: "status", status: "OVER_QUERY_LIMIT" }],
    [{ kind: "http", code: 500 }],
    [{ kind: "garbage" }]
  ] as const)("Google failing (%j) is 503 in the error shape, without the key", async (answer) => {
    google.answer = answer
    const { status, body } = await app.json<{ message: string }>("/api/places/autocomplete?input=Jai")
    expect(status).toBe(503)
    expect(body.message).toBe("Place suggestions are unavailable right now")
    expect(JSON.stringify(body)).not.toContain(KEY)
    google.answer = { kind: "status", status: "OK" }
  })
})
