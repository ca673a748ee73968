import { Effect, Either, Redacted } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { DEFAULT_LATENCY, NO_LATENCY } from "../../../../test/fakeGoogleMaps/latency.ts"
import { type FakeGoogleMaps, startFakeGoogleMaps } from "../../../../test/fakeGoogleMaps/server.ts"
import type { LiveArea } from "../../../domain/live/findings.ts"
import { makeGoogleGuard } from "./googleGuard.ts"
import { makeGoogleLiveSearch } from "./GoogleLiveSearch.ts"

/** The live source's searches (Places API (New) Text Search) against the loopback fake and its data set. */
describe("GoogleLiveSearch (loopback fake Google Maps Platform)", () => {
  const KEY = "test-live-search-key"
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
  const search = () =>
    makeGoogleLiveSearch({ api: "places", apiKey: Redacted.make(KEY), baseUrl: google.baseUrl, guard: makeGoogleGuard({ dailyCallLimit: 1000 }), deadlineMs: 4000, retryBaseMs: 5 })
  const area = async (text: string) => {
    const found = await Effect.runPromise(search().findArea(text))
    if (!found) throw new Error(`no area for ${text}`)
    return found
  }
  const masks = () => google.calls.map((c) => c.fieldMask)
  /** Until no request has reached the fake for 150 ms. */
  const quiet = async () => {
    for (let seen = -1; seen !== google.calls.length; ) {
      seen = google.calls.length
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  }

  it("finds the area once, with its country, state and viewport from the address components", async () => {
    const ub = await area("Ulaanbaatar")
    expect(ub).toMatchObject({ name: "Ulaanbaatar", countryCode: "mn", country: "Mongolia", state: "Ulaanbaatar", types: ["locality", "political"] })
    expect(ub.viewport).toEqual({ low: { lat: 47.78, lon: 106.68 }, high: { lat: 48.02, lon: 107.12 } })
    expect(await area("Ganpatipule, Maharashtra")).toMatchObject({ countryCode: "in", state: "Maharashtra" })
    expect(await area("Luang Prabang")).toMatchObject({ countryCode: "la", country: "Laos" })
    expect(masks()[0]).toBe("places.id,places.displayName,places.formattedAddress,places.location,places.types,places.addressComponents,places.viewport")
    expect(google.calls[0]!.body).toEqual({ languageCode: "en", textQuery: "Ulaanbaatar", pageSize: 1 })
    expect(await Effect.runPromise(search().findArea("Atlantis under the sea"))).toBeUndefined()
    expect(await Effect.runPromise(search().findArea("   "))).toBeUndefined()
  })

  it("reads a kept area again by its id (Place Details), with the area's fields and no body", async () => {
    for (const text of ["Ulaanbaatar", "Luang Prabang", "Ganpatipule, Maharashtra"]) {
      const found = await area(text)
      google.calls.length = 0
      expect(await Effect.runPromise(search().areaById(found.googlePlaceId))).toEqual(found)
      expect(google.calls).toHaveLength(1)
      const call = google.calls[0]!
      expect(call).toMatchObject({ method: "GET", path: `/v1/places/${found.googlePlaceId}`, status: 200, body: undefined })
      expect(call.fieldMask).toBe("id,displayName,formattedAddress,location,types,addressComponents,viewport")
    }
  })

  it("an area id Google does not know (404 NOT_FOUND) is undefined, asked once; any other failure is unavailable", async () => {
    expect(await Effect.runPromise(search().areaById("ChIJretiredAreaId"))).toBeUndefined()
    expect(google.calls.map((c) => c.status)).toEqual([404])
    expect(await Effect.runPromise(search().areaById(" "))).toBeUndefined()
    expect(google.calls).toHaveLength(1)
    const ub = await area("Ulaanbaatar")
    google.failNext(3, "503")
    expect(await Effect.runPromise(Effect.either(search().areaById(ub.googlePlaceId)))).toEqual(
      Either.left(expect.objectContaining({ _tag: "GoogleUnavailable", reason: "UNAVAILABLE", httpStatus: 503 }))
    )
    google.failNext(1, "shape")
    expect(await Effect.runPromise(Effect.either(search().areaById(ub.googlePlaceId)))).toEqual(Either.left(expect.objectContaining({ reason: "malformed" })))
  })

  it("asks each search for only the fields its findings use, biased to the area's viewport", async () => {
    const ub = await area("Ulaanbaatar")
    google.calls.length = 0
    await Effect.runPromise(search().findPlaces(ub))
    const byQuery = new Map(google.calls.map((c) => [(c.body as { textQuery: string }).textQuery, c]))
    const basic = "places.id,places.displayName,places.formattedAddress,places.location,places.types,places.primaryType,places.businessStatus,places.addressComponents"
    expect(byQuery.get("top sights in Ulaanbaatar")?.fieldMask).toBe(`${basic},places.rating,places.userRatingCount,places.regularOpeningHours.periods,places.editorialSummary,nextPageToken`)
    const food = `${basic},places.rating,places.userRatingCount,places.priceLevel,places.servesVegetarianFood,places.servesBreakfast,places.servesLunch,places.servesDinner,places.regularOpeningHours.periods,places.editorialSummary`
    expect(byQuery.get("restaurants in Ulaanbaatar")?.fieldMask).toBe(`${food},nextPageToken`)
    expect(byQuery.get("vegetarian restaurants in Ulaanbaatar")?.fieldMask).toBe(food)
    expect(byQuery.get("hotels in Ulaanbaatar")?.fieldMask).toBe(`${basic},places.rating,places.userRatingCount,places.priceLevel`)
    expect(byQuery.get("airport near Ulaanbaatar")?.fieldMask).toBe(basic)
    expect(byQuery.get("railway station near Ulaanbaatar")?.fieldMask).toBe(basic)
    expect(byQuery.get("airport near Ulaanbaatar")?.body).toEqual({
      languageCode: "en",
      textQuery: "airport near Ulaanbaatar",
      pageSize: 1,
      includedType: "airport",
      locationBias: { rectangle: { low: { latitude: 47.78, longitude: 106.68 }, high: { latitude: 48.02, longitude: 107.12 } } }
    })
  })

  it("finds Ulaanbaatar's sights ranked by reviews, drops the closed museum, keeps 24/7 and split hours", async () => {
    const found = await Effect.runPromise(search().findPlaces(await area("Ulaanbaatar")))
    const names = found.sights.map((s) => s.name)
    expect(names.slice(0, 3)).toEqual(["Sükhbaatar Square", "Gandantegchinlen Monastery", "Zaisan Memorial"])
    expect(names).toContain("Chinggis Khaan Equestrian Statue")
    expect(names).not.toContain("Mongolian Natural History Museum")
    const counts = found.sights.map((s) => s.userRatingCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    const square = found.sights.find((s) => s.name === "Sükhbaatar Square")!
    expect(square.openingPeriods).toEqual([{ open: { day: 0, hour: 0, minute: 0 } }])
    expect(square.summary).toMatch(/central square/)
    const turtle = found.sights.find((s) => s.name === "Turtle Rock")!
    expect(turtle).toMatchObject({ locality: "Terelj", lat: 47.9085, lon: 107.4238, businessStatus: "OPERATIONAL" })
    const museum = found.sights.find((s) => s.name === "Bogd Khan Palace Museum")!
    expect(museum.openingPeriods?.map((p) => p.open.day)).toEqual([0, 3, 4, 5, 6])
    const hazara = found.food.find((f) => f.name === "Hazara Indian Restaurant")!
    expect(hazara.openingPeriods?.filter((p) => p.open.day === 1)).toEqual([
      { open: { day: 1, hour: 12, minute: 0 }, close: { day: 1, hour: 15, minute: 0 } },
      { open: { day: 1, hour: 18, minute: 0 }, close: { day: 1, hour: 22, minute: 30 } }
    ])
    // Open until midnight: Google's close is the next day at 00:00.
    const pub = found.food.find((f) => f.name === "Grand Khaan Irish Pub")!
    expect(pub.openingPeriods?.find((p) => p.open.day === 6)?.close).toEqual({ day: 0, hour: 0, minute: 0 })
    expect(hazara).toMatchObject({ priceLevel: "moderate", servesVegetarianFood: true, servesDinner: true })
    expect(found.hub).toMatchObject({ name: "Chinggis Khaan International Airport", types: expect.arrayContaining(["airport"]) })
    expect(found.station?.name).toBe("Ulaanbaatar Railway Station")
    expect(found.fetchedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it("keeps a place found by both food searches once, and the vegetarian search's own finds", async () => {
    const found = await Effect.runPromise(search().findPlaces(await area("Luang Prabang")))
    const ids = found.food.map((f) => f.googlePlaceId)
    expect(new Set(ids).size).toBe(ids.length)
    const veg = google.calls.find((c) => (c.body as { textQuery: string }).textQuery.startsWith("vegetarian"))!
    expect(veg.status).toBe(200)
    expect(found.food.filter((f) => f.servesVegetarianFood).length).toBeGreaterThanOrEqual(8)
    expect(found.hub?.name).toBe("Luang Prabang International Airport")
    expect(found.station).toBeUndefined()
  })

  it("reads up to three pages of sights by the page token, never more", async () => {
    const lp = await area("Luang Prabang")
    const destination = google.destinations.find((d) => d.area.name === "Luang Prabang")!
    const kept = destination.places.length
    // 50 more sights in town, so the search has more than three pages to offer.
    for (let i = 0; i < 50; i++)
      destination.places.push({ id: `ChIJtestsight${i}`, name: `Test sight ${i}`, lat: 19.885 + i * 0.0001, lon: 102.135, address: "Luang Prabang, Laos", types: ["tourist_attraction"], userRatingCount: 10 + i })
    try {
      google.calls.length = 0
      const found = await Effect.runPromise(search().findPlaces(lp))
      const sightCalls = google.calls.filter((c) => (c.body as { textQuery: string }).textQuery.startsWith("top sights"))
      expect(sightCalls).toHaveLength(3)
      expect(sightCalls.map((c) => Boolean((c.body as { pageToken?: string }).pageToken))).toEqual([false, true, true])
      expect(found.sights).toHaveLength(60)
    } finally {
      destination.places.splice(kept)
    }
  })

  it.each([
    ["Ulaanbaatar", 19, 6, 4],
    ["Luang Prabang", 17, 11, 6],
    ["Ganpatipule", 9, 1, 2]
  ])("a new destination (%s) needs at most 13 calls for its area and places", async (text, sights, food, stays) => {
    google.calls.length = 0
    const found = await Effect.runPromise(search().findArea(text).pipe(Effect.flatMap((a) => search().findPlaces(a as LiveArea))))
    // One call for the area and six one-page searches: the data sets have fewer than 20 of each kind.
    expect(google.calls).toHaveLength(7)
    expect(found.sights).toHaveLength(sights)
    expect(found.food).toHaveLength(food)
    expect(found.stays).toHaveLength(stays)
    expect(found.hub).toBeDefined()
  })

  it("an answer of the wrong shape is unavailable (malformed); a Google error fails the whole findPlaces", async () => {
    const ub = await area("Ulaanbaatar")
    google.failNext(1, "shape")
    expect(await Effect.runPromise(Effect.either(search().findPlaces(ub)))).toEqual(Either.left(expect.objectContaining({ _tag: "GoogleUnavailable", reason: "malformed" })))
    // The searches findPlaces had in flight may still reach the fake: the next fault is for findArea's call.
    await quiet()
    google.failNext(1, "403")
    expect(await Effect.runPromise(Effect.either(search().findArea("Ulaanbaatar")))).toEqual(Either.left(expect.objectContaining({ reason: "PERMISSION_DENIED" })))
  })

  it("measures a whole findPlaces for Ulaanbaatar at the fake's default latency", async () => {
    const ub = await area("Ulaanbaatar")
    google.latency = DEFAULT_LATENCY
    google.calls.length = 0
    const started = performance.now()
    await Effect.runPromise(search().findPlaces(ub))
    const wallMs = Math.round(performance.now() - started)
    console.log(`findPlaces(Ulaanbaatar): ${google.calls.length} calls, ${wallMs} ms at the default latency (4 at a time)`)
    // Six one-page searches, four at a time: two rounds of 250-450 ms.
    expect(google.calls).toHaveLength(6)
    expect(wallMs).toBeLessThan(1500)
  })
})
