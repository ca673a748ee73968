import { describe, expect, it } from "vitest"
import { sampleTrip } from "../../../cli/sampleTrip.ts"
import { routeOfPlan } from "../../../domain/knowledge/route.ts"
import { bundledKnowledge } from "../../knowledge/Knowledge.ts"
import { chunkOfItinerary, offlineChunk, offlineItinerary } from "./OfflineWriter.ts"

// A day written again keeps the route its plan was made with, whatever the planner would route the trip
// today: a route rule that changes after a plan was made must not move the day to another region (the
// plan's checks would refuse it, and the traveller's other days would no longer join up).
const knowledge = bundledKnowledge()
const trip = sampleTrip("Iceland", "international", 3)
const plan = offlineItinerary(trip, knowledge)
const regenerate = { avoid: [], current: [] }
const dayRegion = (dayNumber: number, route?: ReturnType<typeof chunkOfItinerary<"route">>) =>
  offlineChunk({ kind: "days", trip, ...(route ? { route } : {}), dayNumbers: [dayNumber], regenerate }, knowledge).days[0]!.region

describe("a day written again", () => {
  it("keeps the region its plan's route gave it, though the planner routes the trip another way today", () => {
    // Today: the Golden Circle as day 2's trip from Reykjavík, back in Reykjavík on day 3.
    expect(plan.geographicProgression.regionSequence.map((s) => [s.regionName, s.daysSpent])).toEqual([["Reykjavík", [1]], ["Golden Circle", [2]], ["Reykjavík", [3]]])
    // A plan made on the route of before 2026-12-06: Reykjavík on days 1 and 2, a move to the Golden Circle on day 3.
    const [reykjavik, goldenCircle] = plan.geographicProgression.regionSequence
    const other = {
      ...plan,
      geographicProgression: {
        ...plan.geographicProgression,
        regionSequence: [{ ...reykjavik!, daysSpent: [1, 2] }, { ...goldenCircle!, daysSpent: [3] }]
      }
    }
    const route = chunkOfItinerary(other, { kind: "route" })
    expect(dayRegion(2, route)).toBe("Reykjavík")
    expect(dayRegion(3, route)).toBe("Golden Circle")
    // Without the plan's route, today's: the day trip goes back to Reykjavík in the evening, as a day trip does.
    expect(dayRegion(2)).toBe("Golden Circle")
    expect(dayRegion(3)).toBe("Reykjavík")
    const day2 = offlineChunk({ kind: "days", trip, dayNumbers: [2], regenerate }, knowledge).days[0]!
    expect(day2.activities.some((a) => a.title === "Back to Reykjavík")).toBe(true)
  })

  it("falls back to today's route when the plan's names a region the guide no longer has, or misses a day", () => {
    const regions = knowledge.destinations.find((d) => d.id === "iceland")!.regions
    expect(routeOfPlan(regions, [{ regionName: "Reykjavík", daysSpent: [1, 2] }, { regionName: "Atlantis", daysSpent: [3] }], 3)).toBeUndefined()
    expect(routeOfPlan(regions, [{ regionName: "Reykjavík", daysSpent: [1, 3] }], 3)).toBeUndefined()
    const stops = routeOfPlan(regions, [{ regionName: "reykjavík", daysSpent: [1] }, { regionName: "Golden Circle", daysSpent: [2] }, { regionName: "Reykjavík", daysSpent: [3] }], 3)
    expect(stops?.map((s) => s.dayTripFrom?.name)).toEqual([undefined, "Reykjavík", undefined])
  })
})
