import type { ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { describe, expect, it } from "vitest"
import { sampleTrip } from "../../../cli/sampleTrip.ts"
import { groundingOf } from "../../../domain/itineraries/groundedChecks.ts"
import { checkWholePlan } from "../../../domain/itineraries/planCheckSummary.ts"
import { isHard } from "../../../domain/itineraries/planChecks.ts"
import { planTrip } from "../../../domain/planner/planTrip.ts"
import { bundledKnowledge } from "../../knowledge/Knowledge.ts"
import { offlineItinerary } from "./OfflineWriter.ts"
import { bundledPlanSources } from "./planSources.ts"

// One trip across several places (docs/adr/0210-trips-across-places.md): the places in a sensible order,
// days in proportion, the journeys between them, one plan checked like any other.
const knowledge = bundledKnowledge()
type Type = "domestic" | "international"
const tripOf = (destination: string, type: Type, duration: number, more: Partial<Trip> = {}): Trip => ({
  ...sampleTrip(destination, type, duration),
  origin: "Pune, Maharashtra, India",
  travelDates: "December 2026",
  dietaryRestrictions: "vegetarian",
  ...more
})
const hardProblems = (trip: Trip, content: ItineraryContent) =>
  checkWholePlan(content, trip, groundingOf(knowledge.resolve(trip.destination, trip.destinationType), knowledge)).filter(isHard).map((p) => `${p.rule}: ${p.message}`)
const titles = (content: ItineraryContent) => content.dailyItinerary.flatMap((d) => d.activities.map((a) => a.title))

const EXAMPLES: ReadonlyArray<[string, Type, number]> = [
  ["Delhi, Agra and Jaipur", "domestic", 5],
  ["Golden Triangle", "domestic", 6],
  ["Kerala and Goa", "domestic", 8],
  ["Singapore and Malaysia", "international", 7],
  ["Paris, Switzerland and Italy", "international", 10],
  ["Europe", "international", 10],
  ["South India", "domestic", 9],
  ["North East India", "domestic", 8],
  ["Rajasthan and Agra", "domestic", 8]
]

describe("a plan across several places", () => {
  it.each(EXAMPLES)("%s (%s) in %d days: every day in sequence, every place's days, and every hard check passes", { timeout: 30_000 }, (destination, type, duration) => {
    const trip = tripOf(destination, type, duration)
    const content = offlineItinerary(trip, knowledge)
    expect(content.dailyItinerary.map((d) => d.dayNumber)).toEqual(Array.from({ length: duration }, (_, i) => i + 1))
    expect(content.geographicProgression.regionSequence.flatMap((s) => s.daysSpent)).toEqual(Array.from({ length: duration }, (_, i) => i + 1))
    expect(hardProblems(trip, content)).toEqual([])
    // The way there on the first day only, the way home on the last day only.
    const days = content.dailyItinerary
    expect(days.filter((d) => d.activities.some((a) => a.title.startsWith("Getting there from"))).map((d) => d.dayNumber)).toEqual([1])
    expect(days.filter((d) => d.activities.some((a) => a.title.startsWith("Journey home to"))).map((d) => d.dayNumber)).toEqual([duration])
    // The route is said, and more than one place is planned.
    expect(content.travelTips[0]!.tip).toMatch(/^One trip across .+: .+ \d+ days?, .+/)
    const resolution = knowledge.resolve(destination, type)!
    const visited = new Set(days.map((d) => knowledge.destinations.find((g) => g.regions.some((r) => r.name === d.region))!.id))
    expect(resolution.across, destination).toBeDefined()
    expect(visited.size > 1 || new Set(resolution.across!.legs.map((l) => l.destination.id)).size === 1).toBe(true)
  })

  it("Delhi, Agra and Jaipur in 5 days: Delhi 2 days, Agra 1, Jaipur 2, with the Taj Mahal and Amber Fort, joined by the published journeys", () => {
    const trip = tripOf("Delhi, Agra and Jaipur", "domestic", 5)
    const content = offlineItinerary(trip, knowledge)
    expect(content.travelTips[0]!.tip).toBe("One trip across Delhi, Agra and Jaipur: Delhi 2 days, Agra 1, Jaipur 2.")
    expect(content.overview.description.startsWith("One trip across Delhi, Agra and Jaipur: Delhi 2 days, Agra 1, Jaipur 2.")).toBe(true)
    expect(titles(content)).toEqual(expect.arrayContaining(["Taj Mahal", "Amber Fort"]))
    const toAgra = content.dailyItinerary[2]!.activities[0]!
    expect(toAgra.title).toBe("Travel from New Delhi to Agra")
    // The Gatimaan Express's published time, not our estimate.
    expect(toAgra.details.description).toMatch(/Typical time from ibtimes\.co\.in/)
    expect(toAgra.details.duration).toBe("100 minutes")
    expect(content.dailyItinerary[3]!.activities[0]!.title).toBe("Travel from Agra to Jaipur")
  })

  it("Kerala and Goa reaches Goa; Singapore and Malaysia reaches Malaysia", () => {
    const kg = offlineItinerary(tripOf("Kerala and Goa", "domestic", 8), knowledge)
    const goa = knowledge.destinations.find((d) => d.id === "goa")!
    expect(kg.dailyItinerary.some((d) => goa.regions.some((r) => r.name === d.region))).toBe(true)
    const sm = offlineItinerary(tripOf("Singapore and Malaysia", "international", 7), knowledge)
    const malaysia = knowledge.destinations.find((d) => d.id === "malaysia")!
    expect(sm.dailyItinerary.some((d) => malaysia.regions.some((r) => r.name === d.region))).toBe(true)
  })

  it("gives the visa, the currency and the time zone of every country of the trip", () => {
    const sm = offlineItinerary(tripOf("Singapore and Malaysia", "international", 7), knowledge)
    const codes = [sm.overview.currency!.code, ...sm.travelTips.filter((t) => t.category === "Money" && t.tip.includes(" uses the ")).map((t) => /\(([A-Z]{3})\)/.exec(t.tip)?.[1])]
    expect(codes.sort()).toEqual(["MYR", "SGD"])
    const notes = sm.visaInformation!.additionalNotes.join(" ")
    expect(notes).toMatch(sm.overview.currency!.code === "SGD" ? /Malaysia: / : /Singapore: /)
    const europe = offlineItinerary(tripOf("Paris, Switzerland and Italy", "international", 10), knowledge)
    const visaNotes = europe.visaInformation!.additionalNotes.join(" ")
    expect(visaNotes).toMatch(/Switzerland: /)
    expect(visaNotes).toMatch(/Italy: /)
    expect(europe.travelTips.filter((t) => t.category === "Money").map((t) => t.tip).join(" ")).toMatch(/CHF/)
    expect(europe.overview.timeZone).toBeDefined()
  })

  it("a place beyond the days is said, not dropped silently", () => {
    const content = offlineItinerary(tripOf("Delhi, Agra and Jaipur", "domestic", 2), knowledge)
    expect(content.travelTips.map((t) => t.tip)).toContain("Jaipur did not fit into 2 days: a longer trip takes them in too.")
  })

  it("an area takes as many of its guides as its days hold, about three days each", () => {
    const short = offlineItinerary(tripOf("South India", "domestic", 4), knowledge)
    const long = offlineItinerary(tripOf("South India", "domestic", 12), knowledge)
    const places = (c: ItineraryContent) => c.travelTips[0]!.tip.split(": ")[1]!.split(", ").length
    expect(places(short)).toBe(1)
    expect(places(long)).toBe(4)
  })

  it("is written in the plan's language", () => {
    const content = offlineItinerary(tripOf("Delhi, Agra and Jaipur", "domestic", 5, { language: "hi" }), knowledge)
    expect(content.travelTips[0]!.tip).toBe("Delhi, Agra and Jaipur की एक यात्रा: Delhi 2 दिन, Agra 1, Jaipur 2।")
  })

  it("writes one day again within its own place, the rest as it was", () => {
    const trip = tripOf("Delhi, Agra and Jaipur", "domestic", 5)
    const resolution = knowledge.resolve(trip.destination, trip.destinationType)!
    const sources = bundledPlanSources(trip, resolution)
    const before = planTrip(trip, sources)
    const day = before.dailyItinerary[4]!
    const ids = (d: typeof day) => new Set(d.activities.flatMap((a) => (a.placeId ? [a.placeId] : [])))
    const avoid = new Set(before.dailyItinerary.filter((d) => d.dayNumber !== 5).flatMap((d) => [...ids(d)]))
    const after = planTrip(trip, sources, { dayNumber: 5, avoid, current: ids(day) })
    expect(after.dailyItinerary[4]!.region).toBe(day.region)
    expect(after.dailyItinerary.slice(0, 4)).toEqual(before.dailyItinerary.slice(0, 4))
  })

  it("holds a journey between places to its published time", () => {
    const trip = tripOf("Delhi, Agra and Jaipur", "domestic", 5)
    const content = offlineItinerary(trip, knowledge)
    const days = content.dailyItinerary.map((d) =>
      d.dayNumber !== 4 ? d : { ...d, activities: d.activities.map((a, i) => (i === 0 ? { ...a, details: { ...a.details, duration: "1 hour", travelTime: "1 hour" } } : a)) }
    )
    expect(hardProblems(trip, { ...content, dailyItinerary: days }).some((p) => p.startsWith("travel-time") && p.includes("Agra"))).toBe(true)
  })
})
