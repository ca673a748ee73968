import type { Activity, ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { describe, expect, it } from "vitest"
import { tripTo } from "../../../test/tripVariants.ts"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { offlineItinerary } from "../../adapters/writer/offline/OfflineWriter.ts"
import { groundingOf, isNightKind, minutesInText, modeOf } from "./groundedChecks.ts"
import { checkWholePlan } from "./planCheckSummary.ts"
import { isHard } from "./planChecks.ts"

/**
 * A plan written in Hindi (docs/adr/0140-web-languages.md) is held to the same checks: places are matched
 * by their ids and their names as the knowledge base writes them, Devanagari text proves nothing on its
 * own, and the Hindi words for travel times, journeys and permits are read like the English ones.
 */
const knowledge = bundledKnowledge()
const trip: Trip = { ...tripTo("Ladakh", "domestic", 5, 0), language: "hi" }
const resolution = knowledge.resolve(trip.destination, trip.destinationType)!
const rulesOf = (content: ItineraryContent) =>
  [...new Set(checkWholePlan(content, trip, groundingOf(resolution, knowledge)).filter(isHard).map((p) => p.rule))]

const plan = offlineItinerary(trip, knowledge)
const isSight = (a: Activity) => a.placeId !== undefined && a.type !== "food" && a.type !== "transport"
const withActivity = (content: ItineraryContent, day: number, index: number, change: (a: Activity) => Activity): ItineraryContent => ({
  ...content,
  dailyItinerary: content.dailyItinerary.map((d, i) => (i !== day ? d : { ...d, activities: d.activities.map((a, j) => (j === index ? change(a) : a)) }))
})
const firstSightAt = (content: ItineraryContent) => {
  for (const [d, day] of content.dailyItinerary.entries()) {
    const i = day.activities.findIndex(isSight)
    if (i >= 0) return { day: d, index: i, activity: day.activities[i]! }
  }
  throw new Error("no sight")
}

describe("plan checks on a Hindi plan", () => {
  it("passes the offline writer's Hindi plan", () => {
    expect(rulesOf(plan)).toEqual([])
  })

  it("accepts a place written with its listed name and its Hindi name, and refuses a Devanagari-only title on another place's id", () => {
    const { day, index, activity } = firstSightAt(plan)
    const name = knowledge.place(activity.placeId!)!.place.name
    const bilingual = withActivity(plan, day, index, (a) => ({ ...a, title: `${name} (हिन्दी नाम)`, details: { ...a.details, location: "लेह के पास" } }))
    expect(rulesOf(bilingual)).toEqual([])
    // Before, a title that normalises to nothing was "included" in every name and passed.
    const other = resolution.destination.regions.flatMap((r) => r.attractions).find((p) => p.id !== activity.placeId && !plan.dailyItinerary.some((d) => d.activities.some((a) => a.placeId === p.id)))!
    const wrong = withActivity(plan, day, index, (a) => ({ ...a, title: "एक सुंदर मठ", placeId: other.id, details: { ...a.details, location: "लेह के पास" } }))
    expect(rulesOf(wrong)).toContain("unknown-place")
  })

  it("keys repeated places by id, whatever the script of the title", () => {
    const { activity } = firstSightAt(plan)
    // The last day with a sight of its own (the very last may hold only lunch and the way home).
    const lastDay = plan.dailyItinerary.findLastIndex((d, i) => i > 0 && d.activities.some(isSight))
    const index = plan.dailyItinerary[lastDay]!.activities.findIndex(isSight)
    const repeated = withActivity(plan, lastDay, index, (a) => ({ ...a, placeId: activity.placeId!, title: `${knowledge.place(activity.placeId!)!.place.name} (दोबारा)` }))
    expect(rulesOf(repeated)).toContain("repeated-place")
  })

  it("reads a permit named in Hindi, and misses one named nowhere", () => {
    const hindiTip = { ...plan, travelTips: [{ category: "यात्रा", tip: "नुब्रा और पैंगोंग जाने के लिए इनर लाइन परमिट लें।" }] }
    expect(rulesOf(hindiTip)).not.toContain("permit")
    expect(rulesOf({ ...plan, travelTips: [{ category: "यात्रा", tip: "गरम कपड़े साथ रखें।" }] })).toContain("permit")
  })

  it("reads travel times in Hindi and English alike", () => {
    expect(minutesInText("सड़क से 2 घंटे 30 मिनट")).toBe(150)
    expect(minutesInText("ट्रेन से 1 घंटा")).toBe(60)
    expect(minutesInText("10-20 मिनट")).toBe(10)
    expect(minutesInText("3 से 4 घंटे")).toBe(180)
    expect(minutesInText("2 hours by road")).toBe(120)
    expect(minutesInText("1 h 30 min")).toBe(90)
    expect(minutesInText("3-4 hours")).toBe(180)
    expect(minutesInText("Car 1-1.5 h")).toBe(60)
    expect(minutesInText("पास में")).toBeUndefined()
  })

  it("reads a Hindi word only where it starts a word, not inside another one (रात in गुजरात, रेल in बरेली, नाव in तनाव)", () => {
    const { activity } = firstSightAt(plan)
    const titled = (title: string, description = "", travelTime = ""): Activity => ({ ...activity, type: "sightseeing", placeId: undefined, title, details: { ...activity.details, description, travelTime } })
    expect(isNightKind(titled("गुजरात का संग्रहालय", "प्रातः की सैर, बिना तनाव"), undefined)).toBe(false)
    expect(isNightKind(titled("रात का बाज़ार"), undefined)).toBe(true)
    expect(modeOf(titled("बरेली से सड़क यात्रा"))).toBe("road")
    expect(modeOf(titled("बिना तनाव की सड़क यात्रा"))).toBe("road")
    expect(modeOf(titled("दिल्ली से रेल यात्रा"))).toBe("rail")
    expect(modeOf(titled("नाव से द्वीप"))).toBe("ferry")
  })
})
