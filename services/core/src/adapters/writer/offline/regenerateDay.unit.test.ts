import type { ItineraryDay } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { describe, expect, it } from "vitest"
import { tripTo } from "../../../../test/tripVariants.ts"
import { bundledKnowledge } from "../../knowledge/Knowledge.ts"
import type { RegenerateDay } from "../ItineraryWriter.ts"
import { userPrompt } from "../prompts.ts"
import { offlineChunk, offlineItinerary } from "./OfflineWriter.ts"

/**
 * A finished plan's day written again by the offline writer (docs/adr/0130-refine-itinerary.md, "AI
 * regeneration"), and what the AI writer is told for it.
 */
const knowledge = bundledKnowledge()
const trip: Trip = { ...tripTo("Goa", "domestic", 5), interests: ["culture", "food"] }
const plan = offlineItinerary(trip, knowledge)
const sights = (day: Pick<ItineraryDay, "activities">) => day.activities.filter((a) => a.placeId && !/food|transport/.test(a.type))
const refs = (day: Pick<ItineraryDay, "activities">) => sights(day).map((a) => ({ title: a.title, placeId: a.placeId! }))

const regenerate = (dayNumber: number, extra: Partial<RegenerateDay> = {}) => {
  const regenerate: RegenerateDay = {
    avoid: plan.dailyItinerary.filter((d) => d.dayNumber !== dayNumber).flatMap(refs),
    current: refs(plan.dailyItinerary[dayNumber - 1]!),
    ...extra
  }
  return { regenerate, days: offlineChunk({ kind: "days", trip, dayNumbers: [dayNumber], regenerate }, knowledge).days }
}

describe("the offline writer writing a day again", () => {
  it("never takes a place of the other days, and takes other places than the day had", () => {
    for (const day of plan.dailyItinerary) {
      const { regenerate: asked, days } = regenerate(day.dayNumber)
      const written = days[0]!
      expect(written.dayNumber).toBe(day.dayNumber)
      const avoided = new Set(asked.avoid.map((p) => p.placeId))
      expect(sights(written).filter((a) => avoided.has(a.placeId!))).toEqual([])
      const before = new Set(sights(day).map((a) => a.placeId))
      expect(sights(written).some((a) => !before.has(a.placeId))).toBe(true)
    }
  })

  it("puts the interests the instruction names first, and leaves out the sights of those it declines", () => {
    // Day 4 is in North Goa, whose beaches are many (Panaji has one, an evening sight).
    const { days } = regenerate(4, { instruction: "more beaches, fewer churches and no culture" })
    const categories = sights(days[0]!).map((a) => knowledge.place(a.placeId!)!.place)
    expect(categories.length).toBeGreaterThan(0)
    expect(categories.some((p) => "categories" in p && p.categories.includes("beaches"))).toBe(true)
    expect(categories.filter((p) => "categories" in p && p.categories.includes("culture"))).toEqual([])
  })

  it("writes one half of the day when asked: the activities that start in it", () => {
    const whole = regenerate(2).days[0]!
    const morning = regenerate(2, { part: { until: "14:00" } }).days[0]!
    const evening = regenerate(2, { part: { from: "14:00" } }).days[0]!
    expect(morning.activities.every((a) => a.time < "14:00")).toBe(true)
    expect(evening.activities.every((a) => a.time >= "14:00")).toBe(true)
    expect([...morning.activities, ...evening.activities]).toEqual(whole.activities)
  })

  it("tells the AI writer the instruction, the places to avoid, the slot and the half, in words and in the TASK block", () => {
    const { regenerate: asked } = regenerate(2, { instruction: "more beaches", part: { from: "14:00" }, activity: { title: "Se Cathedral", time: "15:00", minutes: 90 } })
    const prompt = userPrompt({ kind: "days", trip, dayNumbers: [2], regenerate: asked })
    expect(prompt).toContain('The traveller asks: "more beaches". Honour it.')
    expect(prompt).toContain(`Never include these places, already in the plan: ${asked.avoid[0]!.title} (${asked.avoid[0]!.placeId})`)
    expect(prompt).toContain("instead of 'Se Cathedral' at 15:00 on day 2")
    expect(prompt).toContain("at most 90 minutes")
    expect(prompt).toContain("Write only the activities of day 2 that start at 14:00 or later")
    expect(prompt).toContain('"regenerate":{')
  })
})
