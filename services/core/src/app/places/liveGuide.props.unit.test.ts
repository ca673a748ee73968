import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { liveReference } from "../../adapters/knowledge/liveReference.ts"
import { dietWords, exchangeRates } from "../../adapters/knowledge/loadKnowledge.ts"
import { greatCircleKm } from "../../domain/knowledge/geo.ts"
import { validateDestination } from "../../domain/knowledge/validate.ts"
import { LIVE_PRICE_LEVELS, type LiveFindings, type LiveOpeningPeriod, type LivePlace, type LiveRoute } from "../../domain/live/findings.ts"
import { buildLiveGuide } from "../../domain/live/liveGuide.ts"
import { journeyPointsOf } from "../../domain/live/liveJourneys.ts"
import { liveRegionsOf } from "../../domain/live/liveRegions.ts"

/**
 * Whatever Google answers (any mix of place types, hours, price levels, names in any script, places far
 * and near), a live guide is either refused with a reason or passes every check a bundled guide passes:
 * the grounding never plans from a guide the checks would reject (issue 41).
 */
const reference = liveReference()
const AREAS = [
  { name: "Ulaanbaatar", countryCode: "mn", country: "Mongolia", lat: 47.8864, lon: 106.9057, types: ["locality", "political"] },
  { name: "Ganpatipule", countryCode: "in", country: "India", state: "Maharashtra", lat: 17.1449, lon: 73.2686, types: ["locality", "political"] },
  { name: "Kenya", countryCode: "ke", country: "Kenya", lat: -0.02, lon: 37.9, types: ["country", "political"] }
] as const
const SIGHT_TYPES = [...new Set(reference.types.sights.flatMap((r) => r.googleTypes).filter((t) => t !== "*")), "tourist_attraction", "lodging", "restaurant"]
const FOOD_TYPES = [...new Set(reference.types.food.flatMap((r) => r.googleTypes).filter((t) => t !== "*")), "restaurant", "vegetarian_restaurant", "vegan_restaurant", "seafood_restaurant", "indian_restaurant"]

const period = fc.record({ day: fc.integer({ min: 0, max: 6 }), open: fc.integer({ min: 0, max: 22 }), hours: fc.integer({ min: 1, max: 14 }) }).map(
  ({ day, open, hours }): LiveOpeningPeriod => ({ open: { day, hour: open, minute: 0 }, close: { day: open + hours >= 24 ? (day + 1) % 7 : day, hour: (open + hours) % 24, minute: 30 } })
)
const hours = fc.oneof(fc.constant(undefined), fc.constant([{ open: { day: 0, hour: 0, minute: 0 } }]), fc.uniqueArray(period, { minLength: 1, maxLength: 7, selector: (p) => p.open.day }))

const place = (types: ReadonlyArray<string>, centre: { readonly lat: number; readonly lon: number }, reachKm: number) =>
  fc
    .record({
      id: fc.stringMatching(/^ChIJ[A-Za-z0-9_-]{10}$/),
      name: fc.oneof(fc.constantFrom("Central Market", "Old Fort", "Lake View", "Café Zoë", "Ресторан", "前門", "Wat Xieng Thong"), fc.string({ minLength: 1, maxLength: 30 })),
      dLat: fc.double({ min: -1, max: 1, noNaN: true }),
      dLon: fc.double({ min: -1, max: 1, noNaN: true }),
      types: fc.subarray([...types], { minLength: 1, maxLength: Math.min(3, types.length) }),
      reviews: fc.integer({ min: 0, max: 50_000 }),
      priceLevel: fc.option(fc.constantFrom(...LIVE_PRICE_LEVELS), { nil: undefined }),
      vegetarian: fc.option(fc.boolean(), { nil: undefined }),
      hours,
      summary: fc.option(fc.constantFrom("Grilled lamb and beer", "A quiet temple", "Steak and chicken tikka"), { nil: undefined }),
      locality: fc.option(fc.constantFrom("Terelj", "Zuunmod", "Malgund"), { nil: undefined })
    })
    .map(({ id, name, dLat, dLon, types, reviews, priceLevel, vegetarian, hours, summary, locality }): LivePlace => {
      const scale = reachKm / 111
      return {
        googlePlaceId: id,
        name,
        lat: centre.lat + dLat * scale,
        lon: centre.lon + dLon * scale,
        address: `${name}, somewhere`,
        types,
        userRatingCount: reviews,
        ...(priceLevel ? { priceLevel } : {}),
        ...(vegetarian !== undefined ? { servesVegetarianFood: vegetarian } : {}),
        ...(hours ? { openingPeriods: hours } : {}),
        ...(summary ? { summary } : {}),
        ...(locality ? { locality } : {})
      }
    })

const findingsOf = fc.constantFrom(...AREAS).chain((area) =>
  fc
    .record({
      sights: fc.array(place(SIGHT_TYPES, area, 80), { maxLength: 40 }),
      food: fc.array(place(FOOD_TYPES, area, 30), { maxLength: 25 }),
      stays: fc.array(place(["lodging", "hotel", "hostel", "resort_hotel"], area, 20), { maxLength: 12 }),
      hub: fc.option(place(["airport"], area, 150), { nil: undefined })
    })
    .map(({ sights, food, stays, hub }): LiveFindings => ({
      area: { googlePlaceId: `area-${area.name}`, address: `${area.name}, ${area.country}`, viewport: { low: { lat: area.lat - 0.1, lon: area.lon - 0.15 }, high: { lat: area.lat + 0.1, lon: area.lon + 0.15 } }, ...area, types: [...area.types] },
      sights: dedupe(sights),
      food: dedupe(food),
      stays: dedupe(stays),
      ...(hub ? { hub } : {}),
      fetchedOn: "2026-12-04"
    }))
)
const dedupe = (places: ReadonlyArray<LivePlace>) => [...new Map(places.map((p) => [p.googlePlaceId, p])).values()]

/** Driving at 40 km/h along 1.3 times the straight line, as a stand-in for Google's matrix. */
const matrixOf = (points: ReadonlyArray<{ readonly lat: number; readonly lon: number }>): ReadonlyArray<LiveRoute> =>
  points.flatMap((from, i) => points.map((to, j) => ({ originIndex: i, destinationIndex: j, mode: "drive" as const, km: greatCircleKm(from, to) * 1.3, minutes: (greatCircleKm(from, to) * 1.3 * 60) / 40 })))

describe("a live guide, whatever Google answers", () => {
  it("is refused with a reason, or passes the bundled guides' checks", () => {
    fc.assert(
      fc.property(findingsOf, (findings) => {
        const regions = liveRegionsOf(findings, reference)
        const built = buildLiveGuide({ findings, regions, journeys: { drive: matrixOf(journeyPointsOf(findings, regions)), transit: [] }, reference })
        if (Either.isLeft(built)) {
          expect(built.left.message.length).toBeGreaterThan(0)
          return
        }
        const problems = validateDestination(`${built.right.id}.json`, built.right, exchangeRates(), dietWords(), { minPlaces: 0 })
        expect(problems).toEqual([])
      }),
      { numRuns: 150 }
    )
  })
})
