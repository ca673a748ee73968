import { describe, expect, it } from "vitest"
import { daysLabel, journeyOf, legsOf, type PlanForMap } from "./journey.ts"

const JAIPUR = { lat: 26.9124, lon: 75.7873 }
const PUSHKAR = { lat: 26.4897, lon: 74.5511 }
const UDAIPUR = { lat: 24.5854, lon: 73.7125 }

const activity = (title: string, location: string, placeId?: string) => ({ title, details: { location }, ...(placeId ? { placeId } : {}) })

const roundTrip: PlanForMap = {
  geographicProgression: {
    regionSequence: [
      { regionName: "Jaipur", daysSpent: [1, 2] },
      { regionName: "Pushkar", daysSpent: [3] },
      { regionName: "Udaipur", daysSpent: [4] },
      { regionName: "jaipur ", daysSpent: [5] }
    ]
  },
  dailyItinerary: [
    { dayNumber: 1, region: "Jaipur", activities: [activity("Breakfast", "Hotel", "h"), activity("Rest", "Hotel", "h"), activity("Amber Fort", "Amber Fort", "amber")] },
    { dayNumber: 2, region: "Jaipur", activities: [] },
    { dayNumber: 3, region: "Pushkar", activities: [activity("Lake walk", "Pushkar Lake"), activity("Ghats", "")] }
  ]
}
const coordinates = {
  regions: [
    { name: "Jaipur", ...JAIPUR },
    { name: "Pushkar", ...PUSHKAR },
    { name: "Udaipur", ...UDAIPUR }
  ],
  places: [
    { id: "h", lat: 26.92, lon: 75.82 },
    { id: "amber", lat: 26.9855, lon: 75.8513 }
  ]
}

describe("the journey from a plan", () => {
  it("keeps the stops in visiting order with their days and coordinates, matching names loosely", () => {
    const journey = journeyOf(roundTrip, coordinates)
    expect(journey.stops.map((s) => [s.order, s.name, s.days, s.at])).toEqual([
      [1, "Jaipur", [1, 2], JAIPUR],
      [2, "Pushkar", [3], PUSHKAR],
      [3, "Udaipur", [4], UDAIPUR],
      [4, "jaipur ", [5], JAIPUR]
    ])
  })

  it("draws a round trip's return to where it began as a leg of its own", () => {
    const legs = journeyOf(roundTrip, coordinates).legs
    expect(legs.map((l) => `${l.from.name}->${l.to.name}`)).toEqual(["Jaipur->Pushkar", "Pushkar->Udaipur", "Udaipur->jaipur "])
  })

  it("leaves a region without coordinates off the map: the line goes on from the last placed stop", () => {
    const journey = journeyOf(roundTrip, { ...coordinates, regions: coordinates.regions.filter((r) => r.name !== "Pushkar") })
    expect(journey.stops[1]).toEqual({ order: 2, name: "Pushkar", days: [3] })
    expect(journey.legs.map((l) => `${l.from.order}->${l.to.order}`)).toEqual(["1->3", "3->4"])
  })

  it("has no legs without coordinates, and none between two stops at one point", () => {
    expect(journeyOf(roundTrip, undefined).legs).toEqual([])
    const here = { order: 1, name: "A", days: [], at: JAIPUR }
    expect(legsOf([here, { ...here, order: 2, name: "B" }])).toEqual([])
  })

  it("lists each day's stops in order, one for two in a row at one place, placed where known; a rest day has none", () => {
    const [one, two, three] = journeyOf(roundTrip, coordinates).days
    expect(one).toEqual({
      dayNumber: 1,
      region: "Jaipur",
      stops: [
        { name: "Hotel", title: "Breakfast", at: { lat: 26.92, lon: 75.82 } },
        { name: "Amber Fort", title: "Amber Fort", at: { lat: 26.9855, lon: 75.8513 } }
      ],
      // Each activity's stop number, as the list beside the map shows it: breakfast and the rest share stop 1.
      stopOfActivity: [1, 1, 2]
    })
    expect(two!.stops).toEqual([])
    // A place without an id is listed (its location, else its title) and not placed.
    expect(three!.stops).toEqual([
      { name: "Pushkar Lake", title: "Lake walk" },
      { name: "Ghats", title: "Ghats" }
    ])
  })

  it("leaves a day's journeys off its map and out of its numbers", () => {
    const plan = {
      dailyItinerary: [
        {
          dayNumber: 1,
          region: "Jaipur",
          activities: [
            { title: "Getting there from Pune", type: "transport", details: { location: "Pune to Jaipur International Airport" } },
            { ...activity("Amber Fort", "Amber Fort", "amber"), type: "sightseeing" },
            { title: "Journey home to Pune", type: "transport", details: { location: "Hotel to Pune" } }
          ]
        }
      ]
    }
    const [day] = journeyOf(plan, coordinates).days
    expect(day!.stops.map((s) => s.name)).toEqual(["Amber Fort"])
    expect(day!.stopOfActivity).toEqual([undefined, 1, undefined])
  })

  it("reads a plan with missing parts (older or partial content) as empty", () => {
    expect(journeyOf({}, coordinates)).toEqual({ stops: [], legs: [], days: [] })
  })

  it("says a stop's days as its marker shows them", () => {
    expect(daysLabel([])).toBe("")
    expect(daysLabel([3])).toBe("Day 3")
    expect(daysLabel([2, 1, 3])).toBe("Days 1-3")
    expect(daysLabel([1, 5])).toBe("Days 1, 5")
  })
})
