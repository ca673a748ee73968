import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { periodsOf } from "./destinations.ts"
import { project } from "./fieldMask.ts"
import { NO_LATENCY, seededRandom } from "./latency.ts"
import { type FakeGoogleMaps, startFakeGoogleMaps } from "./server.ts"

/** The fake itself: it must refuse what Google refuses, or the adapter's tests prove nothing. */
describe("the fake Google Maps Platform", () => {
  const KEY = "fake-self-test-key"
  let google: FakeGoogleMaps
  beforeAll(async () => {
    google = await startFakeGoogleMaps({ apiKey: KEY, latency: NO_LATENCY })
  })
  afterAll(() => google.close())
  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(google.baseUrl + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }))

  it("answers a wrong key 403 PERMISSION_DENIED, a missing mask 400 INVALID_ARGUMENT, an unknown field 400", async () => {
    const body = { textQuery: "hotels in Ulaanbaatar" }
    expect(await post("/v1/places:searchText", body, { "x-goog-api-key": "nope", "x-goog-fieldmask": "places.id" })).toEqual({
      status: 403,
      body: { error: { code: 403, status: "PERMISSION_DENIED", message: "The provided API key is invalid." } }
    })
    const noMask = await post("/v1/places:searchText", body, { "x-goog-api-key": KEY })
    expect(noMask.status).toBe(400)
    expect(noMask.body).toMatchObject({ error: { code: 400, status: "INVALID_ARGUMENT", message: expect.stringMatching(/^FieldMask is a required parameter/) } })
    expect((await post("/v1/places:searchText", body, { "x-goog-api-key": KEY, "x-goog-fieldmask": "places.servesVegeterianFood" })).status).toBe(400)
  })

  it("answers only the masked fields, in pages bound to their search", async () => {
    const headers = { "x-goog-api-key": KEY, "x-goog-fieldmask": "places.displayName.text,nextPageToken" }
    const first = await post("/v1/places:searchText", { textQuery: "hotels in Luang Prabang", pageSize: 4 }, headers)
    expect(first.body.places).toEqual([{ displayName: { text: "Villa Santi" } }, { displayName: { text: "Azerai Luang Prabang" } }, { displayName: { text: "3 Nagas Luang Prabang" } }, { displayName: { text: "Satri House" } }])
    const token = first.body.nextPageToken as string
    const second = await post("/v1/places:searchText", { textQuery: "hotels in Luang Prabang", pageSize: 4, pageToken: token }, headers)
    expect(second.body.places).toEqual([{ displayName: { text: "The Apsara" } }, { displayName: { text: "Amantaka" } }])
    expect(second.body).not.toHaveProperty("nextPageToken")
    const otherSearch = await post("/v1/places:searchText", { textQuery: "hotels in Ulaanbaatar", pageToken: token }, headers)
    expect(otherSearch.status).toBe(400)
  })

  it("reads a place by id with its own mask, 404 NOT_FOUND for an unknown one", async () => {
    const id = google.destinations[0]!.places[0]!.id
    const read = (placeId: string) => fetch(`${google.baseUrl}/v1/places/${placeId}`, { headers: { "x-goog-api-key": KEY, "x-goog-fieldmask": "id,location" } })
    expect(await (await read(id)).json()).toEqual({ id, location: { latitude: expect.any(Number), longitude: expect.any(Number) } })
    expect((await read("ChIJnothing")).status).toBe(404)
  })

  it("refuses a transit matrix with a routing preference, as Google does", async () => {
    const point = { waypoint: { location: { latLng: { latitude: 47.9, longitude: 106.9 } } } }
    const answer = await post("/distanceMatrix/v2:computeRouteMatrix", { origins: [point], destinations: [point], travelMode: "TRANSIT", routingPreference: "TRAFFIC_UNAWARE" }, { "x-goog-api-key": KEY, "x-goog-fieldmask": "duration" })
    expect(answer.status).toBe(400)
  })
})

describe("the fake's pure parts", () => {
  it("writes hours as Google's periods: 24/7 without a close, a close past midnight on the next day", () => {
    expect(periodsOf("24/7")).toEqual([{ open: { day: 0, hour: 0, minute: 0 } }])
    expect(periodsOf("Sa 18:00-02:00")).toEqual([{ open: { day: 6, hour: 18, minute: 0 }, close: { day: 0, hour: 2, minute: 0 } }])
    expect(periodsOf("Mo-We 09:00-12:00,13:00-17:00").map((p) => p.open.day)).toEqual([1, 1, 2, 2, 3, 3])
    expect(() => periodsOf("Xx 09:00-10:00")).toThrow()
  })

  it("projects a mask onto objects and arrays", () => {
    expect(project({ places: [{ id: "a", rating: 4, regularOpeningHours: { openNow: true, periods: [] } }] }, ["places.id", "places.regularOpeningHours.periods"])).toEqual({
      places: [{ id: "a", regularOpeningHours: { periods: [] } }]
    })
    expect(project([{ duration: "1s", status: {} }], ["duration"])).toEqual([{ duration: "1s" }])
  })

  it("has a repeatable random", () => {
    const a = seededRandom(7)
    const b = seededRandom(7)
    expect([a(), a(), a()]).toEqual([b(), b(), b()])
  })
})
