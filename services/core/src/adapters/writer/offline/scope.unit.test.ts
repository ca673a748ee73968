import type { ItineraryContent } from "@safarnama/events/contract/itinerary"
import { describe, expect, it } from "vitest"
import { tripTo } from "../../../../test/tripVariants.ts"
import { suitsDiet } from "../../../domain/knowledge/diet.ts"
import { greatCircleKm } from "../../../domain/knowledge/geo.ts"
import { normalizeName } from "../../../domain/knowledge/index.ts"
import { servesMeal } from "../../../domain/knowledge/meals.ts"
import type { Destination, Region } from "../../../domain/knowledge/schema.ts"
import { DEFAULT_REGION_RADIUS_KM } from "../../../domain/knowledge/validate.ts"
import { bundledKnowledge } from "../../knowledge/Knowledge.ts"
import { offlineItinerary } from "./OfflineWriter.ts"

/**
 * The scope of a request (docs/adr/0150-scope-and-journeys.md): a city, an area or a region named for a
 * few days is a plan there, not a tour of its country; only destination-level names tour.
 */

const knowledge = bundledKnowledge()
const MARGIN_KM = 25

/** A day is in the named region's area when it is spent there, or every known place of it lies within the region's reach. */
const dayInArea = (day: ItineraryContent["dailyItinerary"][number], region: Region) => {
  if (normalizeName(day.region) === normalizeName(region.name)) return true
  const places = day.activities.flatMap((a) => (a.placeId && a.type !== "transport" ? [knowledge.place(a.placeId)!.place] : []))
  return places.length > 0 && places.every((p) => greatCircleKm(region.coordinates, p) <= (region.radiusKm ?? DEFAULT_REGION_RADIUS_KM) + MARGIN_KM)
}

/** Every way a traveller may name a region: its name, and the destination's aliases and sub-areas that resolve to it. */
const namesOf = (destination: Destination, region: Region) =>
  [region.name, ...region.subAreas, ...destination.aliases].filter((name) => knowledge.resolve(name, destination.type)?.focusRegion?.id === region.id && knowledge.resolve(name, destination.type)?.destination.id === destination.id)

describe("the scope of a request", () => {
  // Some 700 plans: seconds on a busy 2-core machine, past vitest's 5 s default.
  it("keeps a named city, area or region for 2-4 days in that region's area (at least 75 % of the days), its base never moving", { timeout: 120_000 }, () => {
    let days = 0
    let inArea = 0
    const away: Array<string> = []
    for (const destination of knowledge.destinations) {
      for (const region of destination.regions) {
        const names = [...new Set(namesOf(destination, region))]
        expect(names.length, `${region.name} of ${destination.name} can be named`).toBeGreaterThan(0)
        for (const [k, name] of names.entries()) {
          const duration = 2 + (k % 3)
          const content = offlineItinerary(tripTo(name, destination.type, duration, k), knowledge)
          const stops = content.geographicProgression.regionSequence
          // The nights are all in the named region: any other stop is a day trip from it.
          for (const stop of stops) if (normalizeName(stop.regionName) !== normalizeName(region.name)) expect(stop.daysSpent, `${name}: ${stop.regionName}`).toHaveLength(1)
          expect(content.geographicProgression.optimizationStrategy, name).toMatch(new RegExp(`^Planned around ${region.name.replace(/[()]/g, ".")}`))
          for (const day of content.dailyItinerary) {
            days++
            if (dayInArea(day, region)) inArea++
            else away.push(`${name} day ${day.dayNumber}: ${day.region}`)
          }
        }
      }
    }
    expect(inArea / days, away.slice(0, 20).join("\n")).toBeGreaterThanOrEqual(0.9)
  })

  it("tours a destination-level name (a country, a state, a multi-region destination), and says so", () => {
    for (const [name, type] of [["Rajasthan", "domestic"], ["Japan", "international"], ["Kerala", "domestic"], ["New Zealand", "international"]] as const) {
      const content = offlineItinerary(tripTo(name, type, 7), knowledge)
      const regions = new Set(content.geographicProgression.regionSequence.map((s) => s.regionName))
      expect(regions.size, name).toBeGreaterThan(1)
      expect(content.geographicProgression.optimizationStrategy, name).toMatch(/^A tour of /)
    }
  })

  it("resolves aliases to their regions: the Rann of Kutch, Nubra, Munnar, Cappadocia", () => {
    for (const [name, type, region] of [
      ["Rann of Kutch", "domestic", "Bhuj & the Rann of Kutch"],
      ["Nubra", "domestic", "Nubra Valley"],
      ["Munnar", "domestic", "Munnar"],
      ["Cappadocia", "international", "Cappadocia"],
      ["Tokyo", "international", "Tokyo"],
      ["Kathmandu", "international", "Kathmandu"]
    ] as const) {
      expect(knowledge.resolve(name, type)?.focusRegion?.name, name).toBe(region)
      const content = offlineItinerary(tripTo(name, type, 3), knowledge)
      expect(content.dailyItinerary.every((d) => d.region === region || content.geographicProgression.regionSequence.some((s) => s.regionName === d.region && s.daysSpent.length === 1)), name).toBe(true)
    }
  })

  // 945 plans: evaluating opening hours for each travel month takes a few seconds the first time.
  it("gives lunch and dinner only to places that serve a meal and suit the diet, for every destination at 3, 7 and 14 days", { timeout: 120_000 }, () => {
    const kinds = new Map<string, number>()
    for (const destination of knowledge.destinations) {
      for (const duration of [3, 7, 14]) {
        for (let variant = 0; variant < 5; variant++) {
          const trip = tripTo(destination.name, destination.type, duration, variant)
          const content = offlineItinerary(trip, knowledge)
          for (const day of content.dailyItinerary) {
            for (const a of day.activities.filter((x) => x.type === "food" && x.placeId)) {
              const place = knowledge.place(a.placeId!)!.place
              if (place.kind !== "food") continue
              kinds.set(place.meal, (kinds.get(place.meal) ?? 0) + 1)
              expect(servesMeal(place), `${destination.name} ${duration} days: ${a.title}`).toBe(true)
              expect(suitsDiet(place, trip.dietaryRestrictions), `${destination.name} ${duration} days (${trip.dietaryRestrictions}): ${a.title}`).toBe(true)
            }
          }
        }
      }
    }
    expect([...kinds.keys()].sort()).toEqual(expect.arrayContaining(["meal"]))
  })
})
