import { liveBudgetSpentMessage, liveUnavailableMessage, notCoveredMessage, otherTypeMessage, type CoverageResponse } from "@safarnama/events/contract/coverage"
import type { Itinerary } from "@safarnama/events/contract/itinerary"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appDatabases } from "../../test/appDatabases.ts"
import { NO_LATENCY } from "../../test/fakeGoogleMaps/latency.ts"
import { type FakeGoogleMaps, startFakeGoogleMaps } from "../../test/fakeGoogleMaps/server.ts"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { balanceOf, buyCredits, eventually, generate, tripRequest } from "../../test/itineraryKit.ts"
import { localLoginEnv, logInLocally } from "../../test/loginKit.ts"
import { liveGuides } from "../adapters/knowledge/Knowledge.ts"
import { sampleTrip } from "../cli/sampleTrip.ts"

/**
 * A destination no bundled guide covers, planned from Google Maps Platform (issue 41,
 * docs/adr/0260-live-grounding.md), through the whole app against the loopback fake of Places API (New)
 * and the Routes API: the coverage answer grounds it, the generation plans it with the offline writer,
 * and every place of the plan is one the fake returned. Faults refuse it before anything is reserved.
 */
const KEY = "test-key-for-live-grounding"

const coverage = async (app: TestApp, destination: string, destinationType: "domestic" | "international") =>
  (await app.json<CoverageResponse>(`/api/itinerary/coverage?${new URLSearchParams({ destination, destinationType })}`)).body

const liveEnv = (google: FakeGoogleMaps, extra: Record<string, string> = {}) => ({
  ...localLoginEnv,
  RECONCILE_INTERVAL: "off",
  GOOGLE_MAPS_API_KEY: KEY,
  GOOGLE_PLACES_API_BASE_URL: google.baseUrl,
  GOOGLE_ROUTES_API_BASE_URL: google.baseUrl,
  PLACES_PROVIDER: "gazetteer",
  ...extra
})

const fakeIds = (google: FakeGoogleMaps, area: string) => new Set(google.destinations.find((d) => d.area.name === area)!.places.map((p) => p.id))

for (const database of appDatabases) {
  describe(`live grounding on ${database.name}`, () => {
    let app: TestApp
    let google: FakeGoogleMaps
    let cleanUp: () => Promise<void>
    beforeAll(async () => {
      // The live guides are held per process: each app here starts without any.
      liveGuides.clear()
      google = await startFakeGoogleMaps({ apiKey: KEY, latency: NO_LATENCY })
      const prepared = await database.prepare()
      cleanUp = prepared.cleanUp
      app = await startTestApp({ ...liveEnv(google), ...prepared.env })
    })
    afterAll(async () => {
      await app.dispose()
      await google.close()
      await cleanUp()
    })

    it("covers Ulaanbaatar from Google's places, and a second ask costs no call", async () => {
      const first = await coverage(app, "Ulaanbaatar", "international")
      expect(first.covered).toBe(true)
      expect(first.guide).toMatchObject({ source: "google-maps", destinationType: "international", country: "Mongolia" })
      expect(first.guide!.places).toBeGreaterThan(10)
      const calls = google.calls.length
      expect(calls).toBeGreaterThan(0)
      expect(calls).toBeLessThanOrEqual(15)
      expect((await coverage(app, "Ulaanbaatar", "international")).covered).toBe(true)
      expect(google.calls.length).toBe(calls)
      expect(app.adapters.liveSource).toMatch(/^google maps platform/)
    })

    it("plans it from those places only, and every hard check passes", async () => {
      const { token } = await logInLocally(app)
      await buyCredits(app, token)
      const answer = await generate(app, token, tripRequest(sampleTrip("Ulaanbaatar", "international", 3)))
      expect(answer.status, answer.body.message).toBe(200)
      const plan = answer.body.itinerary
      expect(plan.status).toBe("ready")
      const activities = plan.content!.dailyItinerary.flatMap((d) => d.activities)
      const placed = activities.filter((a) => a.placeId !== undefined)
      expect(placed.length).toBeGreaterThan(5)
      // Every place the plan names is one of the live guide's, each of them a place the fake returned.
      expect(placed.every((a) => a.placeId!.startsWith("live-"))).toBe(true)
      const guide = await coverage(app, "Ulaanbaatar", "international")
      expect(guide.guide?.source).toBe("google-maps")
      expect(plan.content!.planChecks?.covered).toBe(true)
      expect(plan.content!.planChecks?.warnings.filter((w) => /not in our|unverified/i.test(w)) ?? []).toEqual([])
      const ids = fakeIds(google, "Ulaanbaatar")
      const googleIds = placed.map((a) => liveGuides.place(a.placeId!)?.place.googlePlaceId)
      expect(googleIds.every((id) => id !== undefined && ids.has(id))).toBe(true)
      // Served, the plan's places are read again from Google by their ids (ADR 0161), never searched by name.
      const searchesBefore = google.calls.filter((c) => c.path.endsWith(":searchText")).length
      const served = await eventually(async () => {
        const read = (await app.json<Itinerary>(`/api/itinerary/shared/${plan.shareUrl}`)).body
        return read.placeFacts ? read : undefined
      })
      expect(Object.keys(served.placeFacts!).length).toBeGreaterThan(0)
      const reads = google.calls.filter((c) => c.method === "GET" && c.path.startsWith("/v1/places/")).map((c) => c.path.slice("/v1/places/".length).split("?")[0])
      expect(reads.some((id) => googleIds.includes(id))).toBe(true)
      expect(google.calls.filter((c) => c.path.endsWith(":searchText")).length).toBe(searchesBefore)
    })

    it("plans a domestic place from Google's places too (Ganpatipule), or says why not", async () => {
      const answer = await coverage(app, "Ganpatipule", "domestic")
      if (!answer.covered) throw new Error(`not covered: ${answer.reason}`)
      expect(answer.guide).toMatchObject({ source: "google-maps", destinationType: "domestic", country: "India" })
      const { token } = await logInLocally(app)
      await buyCredits(app, token)
      const planned = await generate(app, token, tripRequest(sampleTrip("Ganpatipule", "domestic", 2)))
      expect(planned.status, planned.body.message).toBe(200)
      expect(planned.body.itinerary.status).toBe("ready")
    })

    it("refuses a place in India picked as international, and Google's outage, before anything is reserved", async () => {
      const { token } = await logInLocally(app)
      await buyCredits(app, token)
      const before = await balanceOf(app, token)
      const otherType = await generate(app, token, tripRequest(sampleTrip("Ganpatipule", "international", 3)))
      expect(otherType.status).toBe(400)
      expect(otherType.body.message).toBe(otherTypeMessage("Ganpatipule", "domestic"))
      google.failNext(100, "503")
      const down = await generate(app, token, tripRequest(sampleTrip("Luang Prabang", "international", 3)))
      google.clearFaults()
      expect(down.status).toBe(400)
      expect(down.body.message).toBe(liveUnavailableMessage("Luang Prabang"))
      expect(await balanceOf(app, token)).toBe(before)
      // Once Google answers again, the same destination is planned.
      expect((await coverage(app, "Luang Prabang", "international")).covered).toBe(true)
    })

    it("refuses a place Google does not know as not covered", async () => {
      const answer = await coverage(app, "Xqzvwk Nowhere", "international")
      expect(answer.covered).toBe(false)
      expect(answer.reason).toBeUndefined()
    })
  })
}

describe("live grounding's daily budget", () => {
  let app: TestApp
  let google: FakeGoogleMaps
  beforeAll(async () => {
    liveGuides.clear()
    google = await startFakeGoogleMaps({ apiKey: KEY, latency: NO_LATENCY })
    app = await startTestApp(liveEnv(google, { GOOGLE_DAILY_CALL_LIMIT: "2" }))
  })
  afterAll(async () => {
    await app.dispose()
    await google.close()
  })

  it("refuses a new destination once the day's calls are spent, saying when to come back", async () => {
    const answer = await coverage(app, "Ulaanbaatar", "international")
    expect(answer.covered).toBe(false)
    expect(answer.reason).toBe(liveBudgetSpentMessage("Ulaanbaatar"))
    expect(google.calls.length).toBeLessThanOrEqual(2)
  })
})

describe("without GOOGLE_MAPS_API_KEY", () => {
  let app: TestApp
  beforeAll(async () => {
    liveGuides.clear()
    app = await startTestApp({ ...localLoginEnv, RECONCILE_INTERVAL: "off" })
  })
  afterAll(() => app.dispose())

  it("refuses a destination no guide covers, as before (ADR 0200)", async () => {
    const { token } = await logInLocally(app)
    await buyCredits(app, token)
    const answer = await generate(app, token, tripRequest(sampleTrip("Ulaanbaatar", "international", 3)))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(notCoveredMessage("Ulaanbaatar"))
    expect(app.adapters.liveSource).toMatch(/^none/)
  })
})
