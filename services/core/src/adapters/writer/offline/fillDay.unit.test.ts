import type { Activity } from "@safarnama/events/contract/itinerary"
import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../knowledge/Knowledge.ts"
import { phrasesFor } from "./phrases/phrases.ts"
import { sampleTrip } from "../../../cli/sampleTrip.ts"
import { busyMinutes, dayGaps, LONGEST_GAP_MINUTES } from "../../../domain/itineraries/groundedChecks.ts"
import { hoursContextOf, minutesOf } from "../../../domain/knowledge/hours.ts"
import type { DayInput } from "../../../domain/planner/dayInput.ts"
import { fillWithSights, type FillLimits } from "../../../domain/planner/fillDay.ts"

// The second pass over a day (docs/adr/0190-full-days.md): an afternoon the first pass left empty takes
// one more of the region's sights that fits it, reached from the stop before, in time for the stop after.
const rajasthan = bundledKnowledge().destinations.find((d) => d.id === "rajasthan")!
const jaipur = rajasthan.regions.find((r) => r.id === "jaipur")!
const lunchPlace = jaipur.food[0]!

const at = (time: string, title: string, type: string, duration: string, placeId?: string): Activity => ({
  type,
  title,
  time,
  details: { location: title, distanceFromPrevious: "2 km", travelTime: "15 minutes by car or taxi", duration, cost: 0, description: "" },
  ...(placeId ? { placeId } : {})
})

/** Amber Fort in the morning, lunch, then nothing until Nahargarh's sunset at 17:00 and dinner. */
const dayWithEmptyAfternoon = (): Array<Activity> => [
  at("09:00", "Amber Fort", "sightseeing", "3 hours", "rajasthan-amber-fort"),
  at("12:30", `Lunch at ${lunchPlace.name}`, "food", "1 hour", lunchPlace.id),
  at("17:00", "Nahargarh Fort sunset", "sightseeing", "2 hours", "rajasthan-nahargarh-fort-sunset"),
  at("19:30", "Dinner", "food", "1.5 hours")
]

const LIMITS: FillLimits = { busyLimit: 600, mustSeeExtra: 60, lastEnd: 21 * 60 + 30, spreadKm: 25, eveningFrom: 17 * 60, interestWorthKm: 15, dayStart: 8 * 60 + 30 }

const inputWith = (left: ReadonlyArray<string>, travelStyle: "relaxed" | "moderate" = "moderate"): DayInput => {
  const trip = { ...sampleTrip("Jaipur", "domestic", 3), travelStyle }
  return {
    trip,
    say: phrasesFor(trip),
    hours: hoursContextOf(rajasthan, trip.travelDates),
    region: jaipur,
    dayNumber: 2,
    base: { ...jaipur.coordinates, name: "Jaipur" },
    used: new Set(jaipur.attractions.map((a) => a.id).filter((id) => !left.includes(id))),
    mealCost: { lunch: 400, dinner: 600 }
  }
}

describe("filling a day's empty afternoon", () => {
  it("plans one more of the region's sights between lunch and the evening sight, with the ride on to it", () => {
    const activities = dayWithEmptyAfternoon()
    const visited: Array<string> = []
    fillWithSights(activities, inputWith(["rajasthan-albert-hall-museum"]), LIMITS, jaipur.coordinates, visited)
    const museum = activities.find((a) => a.placeId === "rajasthan-albert-hall-museum")
    expect(museum).toBeDefined()
    expect(minutesOf(museum!.time)).toBeGreaterThanOrEqual(13 * 60 + 30)
    expect(visited).toEqual([museum!.title])
    expect(dayGaps({ activities }).filter((g) => g.to - g.from > LONGEST_GAP_MINUTES)).toEqual([])
    // The evening sight is now reached from the museum, not from lunch.
    const sunset = activities.find((a) => a.placeId === "rajasthan-nahargarh-fort-sunset")!
    expect(sunset.details.travelTime).not.toBe("15 minutes by car or taxi")
  })

  it("never plans an evening sight in the afternoon, a sight already in the trip, or past the day's hours", () => {
    const activities = dayWithEmptyAfternoon()
    fillWithSights(activities, inputWith(["rajasthan-govind-dev-ji-temple"]), LIMITS, jaipur.coordinates, [])
    const temple = activities.find((a) => a.placeId === "rajasthan-govind-dev-ji-temple")
    // Govind Dev Ji's evening darshan is an evening sight: not before 17:00, and 17:00 holds the sunset.
    if (temple) expect(minutesOf(temple.time)).toBeGreaterThanOrEqual(17 * 60)
    expect(activities.filter((a) => a.placeId === "rajasthan-amber-fort")).toHaveLength(1)
  })

  it("keeps within the day's hours of sights", () => {
    const activities = dayWithEmptyAfternoon()
    fillWithSights(activities, inputWith(["rajasthan-albert-hall-museum", "rajasthan-galtaji-monkey-temple"]), { ...LIMITS, busyLimit: busyMinutes(activities) + 30 }, jaipur.coordinates, [])
    expect(activities).toHaveLength(4)
  })

  it("leaves a relaxed day one free stretch", () => {
    const activities = dayWithEmptyAfternoon()
    fillWithSights(activities, inputWith(["rajasthan-albert-hall-museum"], "relaxed"), LIMITS, jaipur.coordinates, [])
    expect(activities).toHaveLength(4)
  })
})
