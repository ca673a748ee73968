import type { ItineraryContent } from "@safarnama/events/contract/itinerary"
import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { sampleItinerary } from "../../app/pdf/sampleItinerary.ts"
import { planCoordinates } from "./planCoordinates.ts"

const knowledge = bundledKnowledge()

describe("the knowledge base's coordinates for a plan", () => {
  it("places every region and every verified place of an offline plan", () => {
    const itinerary = sampleItinerary("Goa", "domestic", 5)
    const content = itinerary.content!
    const coordinates = planCoordinates(knowledge, itinerary, content)
    const routeNames = content.geographicProgression.regionSequence.map((s) => s.regionName)
    expect(routeNames.length).toBeGreaterThan(1)
    for (const name of routeNames) expect(coordinates.regions.map((r) => r.name)).toContain(name)
    expect(coordinates.regions.find((r) => r.name === "Panaji")).toEqual({ name: "Panaji", lat: 15.4989, lon: 73.8278 })
    const ids = content.dailyItinerary.flatMap((d) => d.activities.flatMap((a) => (a.placeId ? [a.placeId] : [])))
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(coordinates.places.map((p) => p.id))).toEqual(new Set(ids))
    const basilica = knowledge.place("goa-basilica-of-bom-jesus")!.place
    if (ids.includes(basilica.id)) expect(coordinates.places).toContainEqual({ id: basilica.id, lat: basilica.lat, lon: basilica.lon })
  })

  it("matches the plan's region names loosely and keeps the plan's own spelling", () => {
    const itinerary = sampleItinerary("Goa", "domestic", 3)
    const content: ItineraryContent = {
      ...itinerary.content!,
      geographicProgression: {
        ...itinerary.content!.geographicProgression,
        regionSequence: [
          { regionName: "north goa", daysSpent: [1], distanceFromPrevious: "0 km", reasonForSequencing: "" },
          { regionName: "PANAJI", daysSpent: [2], distanceFromPrevious: "15 km", reasonForSequencing: "" },
          { regionName: "North Goa", daysSpent: [3], distanceFromPrevious: "15 km", reasonForSequencing: "" }
        ]
      }
    }
    const regions = planCoordinates(knowledge, itinerary, content).regions
    expect(regions.find((r) => r.name === "north goa")).toEqual({ name: "north goa", lat: 15.544, lon: 73.762 })
    expect(regions.find((r) => r.name === "PANAJI")).toEqual({ name: "PANAJI", lat: 15.4989, lon: 73.8278 })
  })

  it("leaves out what the knowledge base does not know: an unknown region, a place without an id or with an unknown one", () => {
    const itinerary = sampleItinerary("Goa", "domestic", 3)
    const base = itinerary.content!
    const day = base.dailyItinerary[0]!
    const content: ItineraryContent = {
      ...base,
      geographicProgression: {
        ...base.geographicProgression,
        regionSequence: [{ regionName: "Atlantis", daysSpent: [1], distanceFromPrevious: "0 km", reasonForSequencing: "" }]
      },
      dailyItinerary: [
        {
          ...day,
          region: "Atlantis",
          activities: [
            { ...day.activities[0]!, placeId: "goa-no-such-place" },
            { ...day.activities[0]!, placeId: undefined }
          ]
        }
      ]
    }
    expect(planCoordinates(knowledge, itinerary, content)).toEqual({ regions: [], places: [] })
  })

  it("looks regions up only in the plan's own destinations: a name another destination uses is not borrowed", () => {
    // "Old City" is a region or area in several destinations; a trip we do not cover places nothing.
    const itinerary = { ...sampleItinerary("Goa", "domestic", 3), destination: "Bhopal, Madhya Pradesh, India" }
    const base = itinerary.content!
    const content: ItineraryContent = {
      ...base,
      geographicProgression: {
        ...base.geographicProgression,
        regionSequence: [{ regionName: "Panaji", daysSpent: [1], distanceFromPrevious: "0 km", reasonForSequencing: "" }]
      },
      dailyItinerary: base.dailyItinerary.map((d) => ({ ...d, activities: d.activities.map(({ placeId: _p, ...a }) => a) }))
    }
    expect(planCoordinates(knowledge, itinerary, content).regions).toEqual([])
  })
})
