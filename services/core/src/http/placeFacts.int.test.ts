import type { Itinerary } from "@safarnama/events/contract/itinerary"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appDatabases } from "../../test/appDatabases.ts"
import { type FakeGooglePlaces, inventedPlace, startFakeGooglePlaces } from "../../test/fakeGooglePlaces.ts"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { buyCredits, eventually, generate, tripRequest } from "../../test/itineraryKit.ts"
import { localLoginEnv, logInLocally } from "../../test/loginKit.ts"

/**
 * Google's facts about a plan's hotels and sights, attached when the plan is served and never stored with
 * it (docs/adr/0161-google-place-details.md): with a key they come from Places API (New) (a loopback
 * fake); a slow Google never holds the plan back, and its late answers are there on the next read.
 */
const KEY = "test-maps-key-for-place-facts"

const planOf = async (app: TestApp, destination = "Jaipur, Rajasthan") => {
  const { token } = await logInLocally(app)
  await buyCredits(app, token)
  const answer = await generate(app, token, tripRequest({ destination, duration: 3 }))
  expect(answer.status).toBe(200)
  return answer.body.itinerary
}
const shared = async (app: TestApp, plan: Itinerary) => {
  const answer = await app.json<Itinerary>(`/api/itinerary/shared/${plan.shareUrl}`)
  expect(answer.status).toBe(200)
  return answer.body
}

describe("a plan's places without a Google key", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ ...localLoginEnv, RECONCILE_INTERVAL: "off" })
  })
  afterAll(() => app.dispose())

  it("carry no Google facts, and the writers' hotels no stars", async () => {
    const plan = await shared(app, await planOf(app))
    expect(plan.placeFacts).toBeUndefined()
    expect(plan.content!.hotelRecommendations.options.every((h) => h.rating === 0)).toBe(true)
    expect(app.adapters.placeDetails).toMatch(/^none/)
  })

  it("are served with every cost marked as a published price (with its date) or an estimate (docs/adr/0160-honest-facts.md)", async () => {
    const plan = await shared(app, await planOf(app))
    const activities = plan.content!.dailyItinerary.flatMap((d) => d.activities)
    expect(activities.every((a) => a.costFact !== undefined)).toBe(true)
    expect(activities.filter((a) => a.costFact?.status === "sourced").every((a) => /^\d{4}-\d{2}/.test(a.costFact!.asOf ?? ""))).toBe(true)
  })
})

for (const database of appDatabases) describe(`a plan's places with Google (loopback fake) on ${database.name}`, () => {
  let app: TestApp
  let google: FakeGooglePlaces
  let cleanUp: () => Promise<void>
  beforeAll(async () => {
    google = await startFakeGooglePlaces(KEY)
    google.matchAnything = true
    const prepared = await database.prepare()
    cleanUp = prepared.cleanUp
    app = await startTestApp({
      ...localLoginEnv,
      RECONCILE_INTERVAL: "off",
      GOOGLE_MAPS_API_KEY: KEY,
      GOOGLE_PLACES_API_BASE_URL: google.baseUrl,
      GOOGLE_PLACES_BASE_URL: google.baseUrl,
      GOOGLE_PLACES_WAIT_MS: "300",
      GOOGLE_PLACES_REFRESH_MINUTES: "0",
      ...prepared.env
    })
  })
  afterAll(async () => {
    await app.dispose()
    await google.close()
    await cleanUp()
  })

  it("gives each named hotel and each sight Google's rating, count, address and hours; stay areas none", async () => {
    // One plan, read until its facts are in (a traveller and a purchase a plan, not one a poll).
    const made = await planOf(app)
    const plan = await eventually(async () => {
      const read = await shared(app, made)
      return read.placeFacts ? read : undefined
    })
    const content = plan.content!
    const named = content.hotelRecommendations.options.flatMap((h, i) => (h.propertyType === "Stay area" ? [] : [{ h, i }]))
    expect(named.length).toBeGreaterThan(0)
    for (const { h, i } of named) {
      const facts = plan.placeFacts![`hotel:${i}`]!
      const expected = inventedPlace(`${h.name}, ${h.address || h.region}`)
      expect(facts).toEqual({
        googlePlaceId: expected.id,
        rating: expected.rating,
        userRatingCount: expected.userRatingCount,
        formattedAddress: expected.formattedAddress,
        weekdayHours: expected.weekdayDescriptions
      })
    }
    content.hotelRecommendations.options.forEach((h, i) => {
      if (h.propertyType === "Stay area") expect(plan.placeFacts![`hotel:${i}`]).toBeUndefined()
    })
    const sights = content.dailyItinerary.flatMap((d) => d.activities).filter((a) => a.placeId && a.type !== "food" && a.type !== "transport")
    expect(sights.filter((a) => plan.placeFacts![`activity:${a.id}`]?.rating !== undefined).length).toBe(sights.length)
    // Nothing of Google's is stored with the plan: the stored hotels still say 0.
    expect(content.hotelRecommendations.options.every((h) => h.rating === 0)).toBe(true)
  })

  it("keeps the place ids: a later read asks Google by id, not by text", async () => {
    const plan = await planOf(app)
    await eventually(async () => ((await shared(app, plan)).placeFacts ? true : undefined))
    const before = google.detailCalls.length
    await shared(app, plan)
    await eventually(async () => (google.detailCalls.length > before ? true : undefined))
    const later = google.detailCalls.slice(before)
    expect(later.length).toBeGreaterThan(0)
    expect(later.every((c) => c.kind === "read")).toBe(true)
  })

  it("never holds a plan back for a slow Google: served without the facts, they are there on a later read", async () => {
    const plan = await planOf(app, "Goa")
    google.delayMs = 2000
    try {
      const started = Date.now()
      const first = await shared(app, plan)
      expect(Date.now() - started).toBeLessThan(1500)
      expect(first.content).toBeDefined()
      expect(first.placeFacts).toBeUndefined()
      const later = await eventually(async () => {
        const read = await shared(app, plan)
        return read.placeFacts && Object.keys(read.placeFacts).length > 0 ? read : undefined
      }, 20_000, 500)
      expect(Object.keys(later.placeFacts!).length).toBeGreaterThan(0)
    } finally {
      google.delayMs = 0
    }
  })
})
