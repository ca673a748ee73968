import { Effect, Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ItineraryContent } from "../../../contract/itinerary.ts"
import {
  ACCOMMODATIONS,
  BUDGETS,
  DIETARY_RESTRICTIONS,
  DOMESTIC_INTERESTS,
  INTERNATIONAL_INTERESTS,
  TRAVEL_STYLES,
  TRAVELLING_WITH,
  type TripType
} from "../../../contract/options.ts"
import type { Trip } from "../../../domain/itineraries/events.ts"
import { checkItinerary } from "../../../domain/itineraries/planChecks.ts"
import { GENERIC_PLAN_NOTE, SAMPLE_PLAN_NOTE, firstRupees, planRoute } from "./composeItinerary.ts"
import { destinationGuides, findGuide } from "./data/index.ts"
import { chunkOfItinerary, guideFor, makeOfflineWriter, offlineItinerary } from "./OfflineWriter.ts"

const tripTo = (destination: string, type: TripType, duration: number, variant = 0): Trip => ({
  destination,
  origin: "Mumbai",
  destinationType: type,
  duration,
  budget: BUDGETS[variant % 3]!,
  interests: type === "domestic" ? [DOMESTIC_INTERESTS[variant % 8]!, "culture"] : [INTERNATIONAL_INTERESTS[variant % 8]!, "food"],
  travelStyle: TRAVEL_STYLES[Math.floor(variant / 3) % 3]!,
  accommodation: ACCOMMODATIONS[(variant + 1) % 3]!,
  transportation: "mixed",
  dietaryRestrictions: DIETARY_RESTRICTIONS[variant % 5]!,
  travelDates: "March 2027",
  travellingWith: TRAVELLING_WITH[variant % 5]!,
  visaStatus: type === "domestic" ? "not-required" : "no"
})

const problemsOf = (trip: Trip) => {
  const content = offlineItinerary(trip, findGuide)
  const valid = Schema.validateEither(ItineraryContent)(content)
  return { content, problems: [...(Either.isLeft(valid) ? [valid.left.message] : []), ...checkItinerary(content, trip).map((p) => p.message)] }
}

const DURATIONS = [1, 3, 7, 14, 30]

describe("offline writer", () => {
  it("has a bundled guide for every one of the spec's 12 showcase destinations", () => {
    const names = destinationGuides.map((g) => g.name)
    for (const name of ["Rajasthan", "Kerala", "Himachal Pradesh", "Goa", "Lakshadweep", "Varanasi", "Switzerland", "Bali", "Japan", "Maldives", "Dubai", "New Zealand"]) {
      expect(names).toContain(name)
    }
  })

  describe.each(destinationGuides.map((g) => [g.name, g] as const))("%s", (name, guide) => {
    it.each(DURATIONS)("writes a %i-day plan that matches the schema and passes every plan check", (duration) => {
      for (let variant = 0; variant < 9; variant++) {
        const trip = tripTo(name, guide.type, duration, variant)
        const { content, problems } = problemsOf(trip)
        expect(problems, `${name}, ${duration} days, variant ${variant}`).toEqual([])
        expect(content.overview.description).toContain(SAMPLE_PLAN_NOTE)
        expect(content.travelTips.at(-1)).toEqual({ category: "About this plan", tip: SAMPLE_PLAN_NOTE })
        expect(content.visaInformation !== undefined).toBe(guide.type === "international")
      }
    })
  })

  it("uses the guide's real regions and sights, in the guide's order", () => {
    const content = offlineItinerary(tripTo("Jaipur, Rajasthan, India", "domestic", 7), findGuide)
    const rajasthan = destinationGuides.find((g) => g.name === "Rajasthan")!
    const regions = content.geographicProgression.regionSequence.map((r) => r.regionName)
    expect(regions).toEqual(rajasthan.regions.slice(0, regions.length).map((r) => r.name))
    const sights = new Set(rajasthan.regions.flatMap((r) => r.attractions.map((a) => a.title)))
    expect(content.dailyItinerary.flatMap((d) => d.visitedAttractions).every((title) => sights.has(title))).toBe(true)
  })

  it("plans any other place with the plainer generic plan, and says so", () => {
    for (const [place, type] of [
      ["Shillong, Meghalaya", "domestic"],
      ["Lisbon, Portugal", "international"]
    ] as const) {
      for (const duration of DURATIONS) {
        for (let variant = 0; variant < 9; variant++) {
          const trip = tripTo(place, type, duration, variant)
          expect(guideFor(trip, findGuide).bundled).toBe(false)
          const { content, problems } = problemsOf(trip)
          expect(problems, `${place}, ${duration} days, variant ${variant}`).toEqual([])
          expect(content.overview.description).toContain(GENERIC_PLAN_NOTE)
        }
      }
    }
  })

  it("uses the generic plan when the guide's trip type differs from the request's", () => {
    expect(guideFor(tripTo("Goa", "international", 3), findGuide).bundled).toBe(false)
    expect(problemsOf(tripTo("Goa", "international", 3)).problems).toEqual([])
  })

  it("hands the plan out chunk by chunk like the AI writer, consistently", async () => {
    const writer = makeOfflineWriter(findGuide)
    const trip = tripTo("Bali", "international", 5)
    const whole = offlineItinerary(trip, findGuide)
    const days = await Effect.runPromise(writer.write({ kind: "days", trip, dayNumbers: [2, 3] }))
    expect(days.days.map((d) => d.dayNumber)).toEqual([2, 3])
    expect(chunkOfItinerary(whole, { kind: "route" }).costBreakdown).toEqual(whole.costBreakdown)
    expect((await Effect.runPromise(writer.write({ kind: "visa", trip }))).visaInformation).toEqual(whole.visaInformation)
  })

  it("spreads the days over regions in visiting order, each day once", () => {
    const regions = destinationGuides[0]!.regions
    for (const duration of [1, 2, 3, 5, 7, 10, 14, 21, 30]) {
      const route = planRoute(regions, duration)
      expect(route.flatMap((r) => r.days)).toEqual(Array.from({ length: duration }, (_, i) => i + 1))
      expect(route.every((r) => r.days.length >= 1)).toBe(true)
    }
  })

  it("reads rupee amounts from the guides' texts, never a foreign currency", () => {
    expect(firstRupees("₹3,000-3,500 per day")).toBe(3000)
    expect(firstRupees("CHF 80 (about INR 7,400)")).toBe(7400)
    expect(firstRupees("USD 35")).toBe(0)
    expect(firstRupees("Free")).toBe(0)
  })
})
