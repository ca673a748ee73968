import type { Activity, ItineraryContent, ItineraryDay } from "@safarnama/events/contract/itinerary"
import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import type { Attraction } from "../knowledge/schema.ts"
import { markFacts } from "./factMarks.ts"
import { checkOpeningHours, type Grounding, groundingOf } from "./groundedChecks.ts"

/**
 * The opening-hours rule on hours in OpenStreetMap syntax (docs/adr/0160-honest-facts.md): a visit that
 * fits no day of the travel month is refused, days it misses must be named, unknown hours must say to
 * check them; and every plan's costs say whether they are published prices or estimates.
 */

const knowledge = bundledKnowledge()
const agra = groundingOf(knowledge.resolve("Agra", "domestic"), knowledge)
const destination = agra.destination!
const region = destination.regions[0]!

const sight = (id: string, hours: Attraction["hours"], fee: Attraction["fee"] = { status: "estimated", how: "test" }): Attraction => ({
  ...region.attractions[0]!,
  id,
  name: id,
  costInr: 50,
  fee,
  hours
})
const TAJ = sight("agra-test-taj", { status: "sourced", osm: "Sa-Th (sunrise-00:30)-(sunset-00:30); Fr off", source: "https://example.org", asOf: "2026-11" }, { status: "sourced", source: "https://example.org/fees", asOf: "2026-10" })
const MUSEUM = sight("agra-test-museum", { status: "sourced", osm: "Tu-Su 10:00-17:00; Mo off", source: "https://example.org", asOf: "2026-11" })
const GARDEN = sight("agra-test-garden", { status: "unknown" })
const places = new Map([TAJ, MUSEUM, GARDEN].map((p) => [p.id, { place: p, destination, region }]))
const grounding: Grounding = { ...agra, place: (id) => places.get(id) ?? agra.place(id) }
const trip = { travelDates: "December 2026" }

const visit = (place: Attraction, time: string, duration: string, description = "A visit."): Activity => ({
  type: "sightseeing",
  title: place.name,
  time,
  details: { location: place.address, distanceFromPrevious: "2 km", travelTime: "10 minutes", duration, cost: place.costInr, description },
  placeId: place.id
})
const day = (...activities: Array<Activity>): ItineraryDay => ({ dayNumber: 2, theme: "Sights", region: region.name, subArea: region.name, activities, visitedAttractions: [] })
const rules = (a: Activity) => checkOpeningHours(day(a), trip, grounding).map((p) => `${p.rule}:${p.severity ?? "hard"}`)

describe("the opening-hours rule", () => {
  it("refuses a visit that fits no day: the museum at 16:30 for 2 hours, the Taj after sunset", () => {
    expect(rules(visit(MUSEUM, "16:30", "2 hours"))).toEqual(["opening-hours:hard"])
    expect(rules(visit(TAJ, "18:30", "1 hour", "Closed on Fridays."))).toEqual(["opening-hours:hard"])
  })

  it("passes a visit within the hours that names the closed day, and asks for the day when it does not", () => {
    expect(rules(visit(TAJ, "08:00", "3 hours", "Closed on Fridays."))).toEqual([])
    expect(rules(visit(MUSEUM, "10:30", "2 hours", "Closed on Mondays."))).toEqual([])
    expect(rules(visit(MUSEUM, "10:30", "2 hours"))).toEqual(["closed-day:soft"])
  })

  it("never passes unknown hours silently: the plan must say to check them", () => {
    expect(rules(visit(GARDEN, "10:00", "1 hour"))).toEqual(["opening-hours:soft"])
    expect(rules(visit(GARDEN, "10:00", "1 hour", "Check the opening hours before you go."))).toEqual([])
  })
})

describe("a plan's facts, marked whichever writer wrote it", () => {
  const content = { dailyItinerary: [day(visit(TAJ, "08:00", "3 hours"), visit(MUSEUM, "11:30", "1 hour"), { ...visit(GARDEN, "14:00", "1 hour"), details: { ...visit(GARDEN, "14:00", "1 hour").details, cost: 80 } })] } as unknown as ItineraryContent
  const marked = markFacts(content, grounding, " Check the opening hours before you go.").dailyItinerary[0]!.activities

  it("dates a published fee, marks the others as estimates (a cost the writer changed is its own estimate)", () => {
    expect(marked.map((a) => a.costFact)).toEqual([{ status: "sourced", asOf: "2026-10" }, { status: "estimated" }, { status: "estimated" }])
  })

  it("tells the traveller to check hours nobody confirmed, once", () => {
    expect(marked[2]!.details.description).toBe("A visit. Check the opening hours before you go.")
    expect(marked[0]!.details.description).toBe("A visit.")
    const again = markFacts({ dailyItinerary: [{ ...content.dailyItinerary[0]!, activities: marked }] } as unknown as ItineraryContent, grounding, " Check the opening hours before you go.")
    expect(again.dailyItinerary[0]!.activities[2]!.details.description).toBe("A visit. Check the opening hours before you go.")
  })
})
