import type { ItineraryDay } from "@safarnama/events/contract/itinerary"
import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { checkMeals, groundingOf } from "./groundedChecks.ts"

// Issue 40, point 8: two cafés that serve lunch were filed as drinks only, so a good plan with lunch
// there was refused. They are meals now, from the pages that describe their lunches (TO-VERIFY.md).
const knowledge = bundledKnowledge()
const lunchAt = (placeId: string, name: string, region: string): ItineraryDay => ({
  dayNumber: 2,
  theme: "Old town",
  region,
  subArea: region,
  visitedAttractions: [],
  activities: [
    {
      type: "food",
      title: `Lunch at ${name}`,
      time: "13:00",
      details: { description: "Lunch.", duration: "1 hour", cost: 0, location: name, distanceFromPrevious: "0.5 km", travelTime: "5 minutes" },
      placeId
    }
  ]
})

describe("the meal kinds of the places a good plan has lunch at", () => {
  it.each([
    ["Dubai", "international", "dubai-arabian-tea-house", "Arabian Tea House", "Old Dubai"],
    ["Kochi", "domestic", "kerala-kashi-art-cafe", "Kashi Art Café", "Kochi"]
  ] as const)("lunch at %s's %s is a lunch", (destination, type, placeId, name, region) => {
    const grounding = groundingOf(knowledge.resolve(destination, type), knowledge)
    expect(checkMeals(lunchAt(placeId, name, region), grounding)).toEqual([])
  })
})
