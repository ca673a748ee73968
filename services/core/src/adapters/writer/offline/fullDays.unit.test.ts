import type { Activity } from "@safarnama/events/contract/itinerary"
import type { DietaryRestriction } from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"
import { describe, expect, it } from "vitest"
import { sampleTrip } from "../../../cli/sampleTrip.ts"
import { checkDayDiet, checkMustSees, dayGaps, groundingOf, LONGEST_GAP_MINUTES } from "../../../domain/itineraries/groundedChecks.ts"
import { minutesOf } from "../../../domain/knowledge/hours.ts"
import { bundledKnowledge } from "../../knowledge/Knowledge.ts"
import { offlineItinerary } from "./OfflineWriter.ts"

// Days a traveller would take (docs/adr/0190-full-days.md): the must-sees, full days, meals the traveller
// can eat, evenings in the evening and the way home.
const knowledge = bundledKnowledge()
const planOf = (trip: Trip) => ({ content: offlineItinerary(trip, knowledge), grounding: groundingOf(knowledge.resolve(trip.destination, trip.destinationType), knowledge) })
const activities = (trip: Trip): ReadonlyArray<Activity> => planOf(trip).content.dailyItinerary.flatMap((d) => d.activities)

describe("the days of an offline plan", () => {
  // 189 plans each: seconds on a busy 2-core machine, past vitest's 5 s default.
  it.each(["vegetarian", "vegan", "halal", "gluten-free"] as const)("never names a dish a %s diet rules out, and says why any must-see is left out", { timeout: 60_000 }, (diet: DietaryRestriction) => {
    for (const destination of knowledge.destinations) {
      for (const duration of [3, 5, 7]) {
        const trip = { ...sampleTrip(destination.name, destination.type, duration), dietaryRestrictions: diet }
        const { content, grounding } = planOf(trip)
        const label = `${destination.name}, ${duration} days, ${diet}`
        expect(content.dailyItinerary.flatMap((d) => checkDayDiet(d, trip, grounding)).map((p) => p.message), label).toEqual([])
        expect(checkMustSees(content, trip, grounding).map((p) => p.message), label).toEqual([])
      }
    }
  })

  it("plans Jaipur's must-sees, full days and the way home", () => {
    const trip = { ...sampleTrip("Jaipur", "domestic", 3), dietaryRestrictions: "vegetarian" as const }
    const { content } = planOf(trip)
    const titles = content.dailyItinerary.flatMap((d) => d.activities.map((a) => a.title))
    for (const mustSee of ["Amber Fort", "Hawa Mahal", "City Palace Jaipur"]) expect(titles).toContain(mustSee)
    for (const day of content.dailyItinerary) expect(dayGaps(day).filter((g) => g.to - g.from > LONGEST_GAP_MINUTES), `day ${day.dayNumber}`).toEqual([])
    const last = content.dailyItinerary.at(-1)!.activities.at(-1)!
    expect(last.title).toBe("Journey home to Mumbai")
    expect(last.details.description).toMatch(/Book it separately/)
  })

  it("starts a show at its show time, and nightlife after dinner", () => {
    const udaipur = activities({ ...sampleTrip("Udaipur", "domestic", 3), interests: ["culture"] })
    const show = udaipur.find((a) => a.title === "Bagore ki Haveli Dharohar show")
    expect(show?.time).toBe("19:00")
    const bangkok = planOf({ ...sampleTrip("Bangkok", "international", 4), interests: ["nightlife", "landmarks"] }).content
    const nights = bangkok.dailyItinerary.flatMap((d) => d.activities.filter((a) => a.type === "nightlife").map((a) => ({ a, day: d })))
    expect(nights.length).toBeGreaterThan(0)
    for (const { a, day } of nights) {
      expect(minutesOf(a.time), a.title).toBeGreaterThanOrEqual(20 * 60)
      const dinner = day.activities.find((x) => x.type === "food" && /^Dinner/.test(x.title))
      if (dinner) expect(minutesOf(dinner.time)).toBeLessThan(minutesOf(a.time))
    }
  })

  it("shows what a vegetarian eats at a place known for meat: Ambrai's vegetarian dishes, not its laal maas", () => {
    const meals = activities({ ...sampleTrip("Udaipur", "domestic", 5), dietaryRestrictions: "vegetarian" }).filter((a) => a.type === "food")
    const ambrai = meals.find((a) => a.title.includes("Ambrai"))
    expect(ambrai).toBeDefined()
    expect(ambrai!.details.description).not.toMatch(/maas/i)
    for (const meal of meals) expect(meal.details.description).not.toMatch(/\b(maas|chicken|mutton|fish)\b/i)
  })

  it("writes a Jaipur trip about Jaipur, not about Rajasthan: overview, landmarks, stays and tips", () => {
    const { content } = planOf({ ...sampleTrip("Jaipur", "domestic", 3) })
    const about = JSON.stringify([content.overview.description, content.overview.highlights, content.overview.geography.landmarks, content.geographicProgression.accommodationStrategy, content.travelTips.map((t) => t.tip)])
    expect(content.overview.description).toMatch(/^Jaipur, in Rajasthan, is best known for Amber Fort/)
    for (const elsewhere of ["Jodhpur", "Jaisalmer", "Udaipur", "Mehrangarh", "Sam", "India's largest state"]) expect(about, elsewhere).not.toMatch(new RegExp(`\\b${elsewhere}\\b`))
    // A tour of the state is still written about the state.
    expect(planOf({ ...sampleTrip("Rajasthan", "domestic", 7) }).content.overview.description).toMatch(/largest state/)
  })
})
