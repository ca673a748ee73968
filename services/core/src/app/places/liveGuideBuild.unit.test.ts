import { Effect, Either, Redacted, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { NO_LATENCY } from "../../../test/fakeGoogleMaps/latency.ts"
import { type FakeGoogleMaps, startFakeGoogleMaps } from "../../../test/fakeGoogleMaps/server.ts"
import { liveReference } from "../../adapters/knowledge/liveReference.ts"
import { dietWords, exchangeRates } from "../../adapters/knowledge/loadKnowledge.ts"
import { makeGoogleGuard } from "../../adapters/places/live/googleGuard.ts"
import { makeGoogleLiveSearch } from "../../adapters/places/live/GoogleLiveSearch.ts"
import { makeGoogleRoutes } from "../../adapters/places/live/GoogleRoutes.ts"
import { DestinationFile } from "../../domain/knowledge/schema.ts"
import { validateDestination } from "../../domain/knowledge/validate.ts"
import type { LiveFindings } from "../../domain/live/findings.ts"
import { buildLiveGuide, MIN_LIVE_SIGHTS } from "../../domain/live/liveGuide.ts"
import { journeysToAsk } from "../../domain/live/liveJourneys.ts"
import { liveRegionsOf } from "../../domain/live/liveRegions.ts"
import { MIN_LIVE_PLACES } from "./liveGrounding.ts"

/**
 * The guide built from the fake Google's answers (domain/live, issue 41): in the bundled guides' shape, it
 * passes the same schema and checks as a bundled guide, and says only what Google said.
 */
describe("a guide built from Google Maps (loopback fake)", () => {
  const KEY = "test-live-guide-key"
  let google: FakeGoogleMaps
  beforeAll(async () => {
    google = await startFakeGoogleMaps({ apiKey: KEY, latency: NO_LATENCY })
  })
  afterAll(() => google.close())
  const client = (api: "places" | "routes") => ({ api, apiKey: Redacted.make(KEY), baseUrl: google.baseUrl, guard: makeGoogleGuard({ dailyCallLimit: 1000 }), deadlineMs: 4000, retryBaseMs: 5 })

  const build = async (text: string, change: (f: LiveFindings) => LiveFindings = (f) => f) => {
    const search = makeGoogleLiveSearch(client("places"))
    const routes = makeGoogleRoutes(client("routes"))
    const area = await Effect.runPromise(search.findArea(text))
    if (!area) throw new Error(`no area for ${text}`)
    const findings = change({ area, ...(await Effect.runPromise(search.findPlaces(area))) })
    const reference = liveReference()
    const regions = liveRegionsOf(findings, reference)
    const ask = journeysToAsk(findings, regions)
    const [drive, transit] = await Effect.runPromise(Effect.all([routes.matrix(ask.origins, ask.destinations, "drive"), routes.matrix(ask.origins, ask.destinations, "transit")]))
    return { findings, regions, built: buildLiveGuide({ findings, regions, journeys: { drive, transit }, reference }) }
  }
  const guideOf = async (text: string) => {
    const { built, findings } = await build(text)
    if (Either.isLeft(built)) throw new Error(built.left.message)
    return { guide: built.right, findings }
  }

  // The first case loads the reference data and the diet words once: 4.6 s on a busy 2-core machine, past vitest's 5 s default under load.
  it.each(["Ulaanbaatar", "Luang Prabang", "Ganpatipule"])("%s: passes the schema and every check a bundled guide passes", { timeout: 30_000 }, async (text) => {
    const { guide } = await guideOf(text)
    const encoded = Schema.encodeSync(DestinationFile)({ ...guide, currency: guide.currency && { name: guide.currency.name, code: guide.currency.code } })
    expect(Either.isRight(Schema.decodeUnknownEither(DestinationFile, { onExcessProperty: "error" })(encoded))).toBe(true)
    expect(validateDestination(`${guide.id}.json`, guide, exchangeRates(), dietWords(), { minPlaces: MIN_LIVE_PLACES })).toEqual([])
    expect(guide.id).toMatch(/^live-/)
  })

  it("Ulaanbaatar: a city base with its sights, day-trip regions further out, and only Google's places", async () => {
    const { guide, findings } = await guideOf("Ulaanbaatar")
    expect(guide).toMatchObject({ name: "Ulaanbaatar", type: "international", country: "Mongolia", countryCode: "mn", timeZone: "Asia/Ulaanbaatar" })
    expect(guide.regions[0]!.name).toBe("Ulaanbaatar")
    expect(guide.regions.map((r) => r.name)).toContain("Terelj")
    const places = guide.regions.flatMap((r) => [...r.attractions, ...r.food, ...r.stays])
    const found = new Set([...findings.sights, ...findings.food, ...findings.stays].map((p) => p.googlePlaceId))
    expect(places.every((p) => p.googlePlaceId !== undefined && found.has(p.googlePlaceId))).toBe(true)
    // The demolished museum is not planned.
    expect(places.map((p) => p.name)).not.toContain("Mongolian Natural History Museum")
    // The most reviewed sight is the city's first must-see; hours are Google's, fees unknown, never made up.
    const square = guide.regions[0]!.attractions[0]!
    expect(square).toMatchObject({ name: "Sükhbaatar Square", demand: { rank: 1, mustSee: true, status: "sourced" }, hours: { osm: "24/7", status: "sourced" }, fee: { status: "unknown" }, costInr: 0 })
    const gandan = guide.regions[0]!.attractions.find((a) => a.name === "Gandantegchinlen Monastery")!
    expect(gandan).toMatchObject({ type: "temple", hours: { osm: "Mo-Su 08:30-17:00" } })
    // Vegetarians: what Google says, as a diet dish, never a dish it did not name.
    const veranda = guide.regions[0]!.food.find((f) => f.name === "The Veranda")!
    expect(veranda.diets).toEqual(["vegetarian"])
    expect(veranda.dietDishes?.[0]).toMatchObject({ diet: "vegetarian", status: "sourced" })
    expect(guide.regions[0]!.food.find((f) => f.name === "Grand Khaan Irish Pub")!.diets).toEqual([])
    // No guide of Mongolia's: its visa rules are said to be unchecked, with no fee; no currency is guessed.
    expect(guide.visa).toMatchObject({ factStatus: "estimated" })
    expect(guide.visa!.status).toMatch(/^Not checked/)
    expect(guide.visa!.feeInr).toBeUndefined()
    expect(guide.currency).toBeUndefined()
    // Every journey from the hub and between regions is Google's, by road at least.
    for (const region of guide.regions) {
      expect(guide.journeys.some((j) => j.from === "hub" && j.to === region.id && j.options.some((o) => o.mode === "road" && o.source.includes("Routes API")))).toBe(true)
    }
    expect(guide.arrivalHub.name).toBe("Chinggis Khaan International Airport")
  })

  it("Ganpatipule: a domestic guide in its state, in India's time zone", async () => {
    const { guide } = await guideOf("Ganpatipule")
    expect(guide).toMatchObject({ type: "domestic", country: "India", state: "Maharashtra", timeZone: "Asia/Kolkata" })
    expect(guide.visa).toBeUndefined()
  })

  it("makes no diet claim Google contradicts: a 'vegetarian restaurant' whose summary names lamb (a seed fast-check found)", async () => {
    const { built } = await build("Ulaanbaatar", (f) => ({
      ...f,
      food: f.food.map((p, i) => (i === 0 ? { ...p, types: ["vegetarian_restaurant", "restaurant"], primaryType: "vegetarian_restaurant", summary: "Grilled lamb and beer", servesVegetarianFood: false } : p))
    }))
    if (Either.isLeft(built)) throw new Error(built.left.message)
    const first = built.right.regions.flatMap((r) => r.food).find((f) => f.specialty === "Grilled lamb and beer")!
    expect(first.diets).toEqual([])
    expect(first.focus).toBeUndefined()
    expect(validateDestination(`${built.right.id}.json`, built.right, exchangeRates(), dietWords(), { minPlaces: MIN_LIVE_PLACES })).toEqual([])
  })

  it("refuses a place with too few sights, or no place to stay, rather than plan placeholders", async () => {
    const few = await build("Ulaanbaatar", (f) => ({ ...f, sights: f.sights.slice(0, MIN_LIVE_SIGHTS - 1) }))
    expect(Either.isLeft(few.built) && few.built.left.reason).toBe("too-few-sights")
    const noStays = await build("Ulaanbaatar", (f) => ({ ...f, stays: [] }))
    expect(Either.isLeft(noStays.built) && noStays.built.left.reason).toBe("no-stays")
    const noHub = await build("Ulaanbaatar", ({ hub: _hub, station: _station, ...f }) => f)
    expect(Either.isLeft(noHub.built) && noHub.built.left.reason).toBe("no-hub")
  })
})
