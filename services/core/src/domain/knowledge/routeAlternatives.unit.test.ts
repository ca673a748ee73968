import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { sampleTrip } from "../../cli/sampleTrip.ts"
import { planRoute } from "./route.ts"
import { routeAlternatives } from "./routeAlternatives.ts"

const knowledge = bundledKnowledge()
const shares = (stops: ReadonlyArray<{ readonly region: { readonly name: string }; readonly days: ReadonlyArray<number> }>) => stops.map((s) => [s.region.name, s.days])

describe("other shares of a route's days", () => {
  it("moves a day to the stop whose must-sees its days cannot hold, from the stay beside it", () => {
    const trip = sampleTrip("Hungary", "international", 3)
    const resolution = knowledge.resolve(trip.destination, trip.destinationType)!
    const route = planRoute(resolution, trip)
    expect(routeAlternatives(resolution, trip, route, (r) => r.name === "Danube Bend").map(shares)).toEqual([[["Budapest", [1]], ["Danube Bend", [2, 3]]]])
    expect(routeAlternatives(resolution, trip, route, () => false)).toEqual([])
  })

  it("never takes a day from the region the traveller named", () => {
    const trip = sampleTrip("Jaipur", "domestic", 7)
    const resolution = knowledge.resolve(trip.destination, trip.destinationType)!
    const route = planRoute(resolution, trip)
    const jaipurDays = (stops: ReadonlyArray<{ readonly region: { readonly id: string }; readonly days: ReadonlyArray<number> }>) =>
      stops.filter((s) => s.region.id === resolution.focusRegion!.id).reduce((n, s) => n + s.days.length, 0)
    expect(route.stops.length).toBeGreaterThan(1)
    const alternatives = routeAlternatives(resolution, trip, route, () => true)
    expect(alternatives.length).toBeGreaterThan(0)
    for (const alternative of alternatives) expect(jaipurDays(alternative)).toBeGreaterThanOrEqual(jaipurDays(route.stops))
  })
})
