import type { Activity, ItineraryDay } from "@safarnama/events/contract/itinerary"
import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { journeyOptions } from "../knowledge/journeys.ts"
import { checkPacing, checkTravelTimes, groundingOf } from "./groundedChecks.ts"

/**
 * Journey slots are held to the destination's journeys table by the mode their text states
 * (docs/adr/0150-scope-and-journeys.md): a plan within 30 % of the table is never refused, one far
 * faster is; a stated range is held to its lower end.
 */

const knowledge = bundledKnowledge()
const grounding = (place: string, type: "domestic" | "international") => groundingOf(knowledge.resolve(place, type), knowledge)
const rajasthan = grounding("Rajasthan", "domestic")
const japan = grounding("Japan", "international")

const journey = (title: string, travelTime: string, duration: string, km: string): Activity => ({
  type: "transport",
  title,
  time: "08:00",
  details: { location: title, distanceFromPrevious: km, travelTime, duration, cost: 0, description: "" }
})
const dayOf = (region: string, ...activities: Array<Activity>): ItineraryDay => ({ dayNumber: 2, theme: "On", region, subArea: region, activities, visitedAttractions: [] })
const tableMinutes = (g: ReturnType<typeof grounding>, from: string, to: string, mode: string) =>
  journeyOptions(g.destination!, from, to).find((o) => o.mode === mode)!.minutes
const slot = (minutes: number) => `${Math.round(minutes)} minutes`

describe("journey slots against the journeys table", () => {
  it("never refuses a slot within 30 % of the table's time, and refuses one far shorter", () => {
    const road = tableMinutes(rajasthan, "jaipur", "pushkar", "road")
    const within = dayOf("Pushkar", journey("Travel from Jaipur to Pushkar", `${slot(road * 0.72)} by road`, slot(road * 0.72), "150 km"))
    expect(checkTravelTimes(within, rajasthan, "Jaipur")).toEqual([])
    const tooShort = dayOf("Pushkar", journey("Travel from Jaipur to Pushkar", "by road", slot(road * 0.55), "150 km"))
    expect(checkTravelTimes(tooShort, rajasthan, "Jaipur").map((p) => p.rule)).toContain("travel-time")
  })

  it("holds a journey to the mode its text states: Nara to Tokyo by Shinkansen in 4 hours is fine", () => {
    const rail = tableMinutes(japan, "tokyo", "nara", "rail")
    const byTrain = dayOf("Tokyo", journey("Shinkansen from Nara to Tokyo", "4 hours by train", "4 hours", "480 km"))
    expect(rail).toBeLessThanOrEqual(4 * 60 / 0.7)
    expect(checkTravelTimes(byTrain, japan, "Nara")).toEqual([])
  })

  it("holds a stated range to its lower end: 'Car 1-1.5 h' in a 1-hour slot", () => {
    const transfer = dayOf("Jaipur", journey("Transfer to the hotel", "Car 1-1.5 h", "1 hour", "20 km"))
    expect(checkTravelTimes(transfer, rajasthan, "Jaipur")).toEqual([])
  })

  it("counts a day's journeys together at most 6 hours towards its pacing", () => {
    const day = dayOf(
      "Jaipur",
      journey("Getting there from Pune", "4 hours by air", "4 hours", "950 km"),
      { ...journey("On to the hills", "6 hours by train", "6 hours", "90 km"), time: "12:30" }
    )
    expect(checkPacing(day, { destinationType: "domestic", travelStyle: "relaxed", dietaryRestrictions: "none" }, rajasthan)).toEqual([])
  })
})
