import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../knowledge/Knowledge.ts"
import { phrasesFor } from "./phrases/phrases.ts"
import { sampleTrip } from "../../../cli/sampleTrip.ts"
import { hoursContextOf, minutesOf } from "../../../domain/knowledge/hours.ts"
import { scheduleDay } from "../../../domain/planner/scheduleDay.ts"

// A day whose sight cannot start before the afternoon (the Attari-Wagah Beating Retreat at 16:30) has
// lunch before it: after it, lunchtime is over (docs/adr/0190-full-days.md).
const amritsar = bundledKnowledge().destinations.find((d) => d.id === "amritsar")!
const attari = amritsar.regions.find((r) => r.id === "attari-wagah")!
const CEREMONY = "amritsar-beating-retreat-ceremony"

describe("a day whose sight waits for the afternoon", () => {
  it("has lunch before the 16:30 ceremony, not none", () => {
    const trip = { ...sampleTrip("Amritsar", "domestic", 3), dietaryRestrictions: "vegetarian" as const }
    const day = scheduleDay({
      trip,
      say: phrasesFor(trip),
      hours: hoursContextOf(amritsar, trip.travelDates),
      region: attari,
      dayNumber: 2,
      base: { ...attari.coordinates, name: "Attari" },
      used: new Set(attari.attractions.map((a) => a.id).filter((id) => id !== CEREMONY)),
      mealCost: { lunch: 400, dinner: 600 }
    })
    const plan = day.activities.map((a) => `${a.time} ${a.title}`).join("\n")
    const lunch = day.activities.find((a) => a.type === "food" && /^Lunch/.test(a.title))
    const ceremony = day.activities.find((a) => a.placeId === CEREMONY)
    expect(ceremony?.time, plan).toBe("16:30")
    expect(lunch, plan).toBeDefined()
    expect(minutesOf(lunch!.time)).toBeLessThan(minutesOf(ceremony!.time))
  })
})
