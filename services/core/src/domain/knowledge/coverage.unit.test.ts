import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { allPlaces } from "./index.ts"
import { coverageOf } from "./coverage.ts"

// What we can plan for a destination before the traveller pays (docs/adr/0200-no-sale-without-places.md).
const knowledge = bundledKnowledge()

describe("the coverage of a destination", () => {
  it("names the guide, its areas and how many verified places each holds", () => {
    const udaipur = coverageOf(knowledge, " Udaipur ", "domestic")
    const rajasthan = knowledge.destinations.find((d) => d.id === "rajasthan")!
    expect(udaipur).toMatchObject({ destination: "Udaipur", covered: true, guide: { id: "rajasthan", focusRegion: "Udaipur", places: allPlaces(rajasthan).length }, nearest: [] })
    expect(udaipur.guide!.regions.map((r) => r.name)).toEqual(rajasthan.regions.map((r) => r.name))
    expect(udaipur.guide!.regions.every((r) => r.places > 0)).toBe(true)
  })

  it("names every guide of a trip across several places, in order, and whether an area's are chosen for the days", () => {
    const triangle = coverageOf(knowledge, "Delhi, Agra and Jaipur", "domestic")
    expect(triangle).toMatchObject({ covered: true, across: { kind: "list", chosenForDays: false }, nearest: [] })
    expect(triangle.guide).toBeUndefined()
    expect(triangle.across!.guides.map((g) => `${g.id}${g.focusRegion ? `/${g.focusRegion}` : ""}`)).toEqual(["delhi", "agra/Agra", "rajasthan/Jaipur"])
    expect(triangle.across!.guides.every((g) => g.places > 0)).toBe(true)
    expect(coverageOf(knowledge, "Golden Triangle", "domestic").across).toMatchObject({ kind: "circuit", name: "Golden Triangle", source: expect.stringContaining("manilatimes") })
    expect(coverageOf(knowledge, "South India", "domestic").across).toMatchObject({ kind: "area", chosenForDays: true })
    // A list with a place we do not cover is not yet, and a list of the other type says so.
    expect(coverageOf(knowledge, "Delhi, Agra and Almora", "domestic").covered).toBe(false)
    expect(coverageOf(knowledge, "Singapore and Malaysia", "domestic")).toMatchObject({ covered: false, otherType: { destinationType: "international" } })
  })

  it("says a covered place of the other trip type is one, and suggests nothing else", () => {
    expect(coverageOf(knowledge, "Goa", "international")).toMatchObject({ covered: false, otherType: { id: "goa", destinationType: "domestic" }, nearest: [] })
    expect(coverageOf(knowledge, "Bali", "domestic")).toMatchObject({ covered: false, otherType: { id: "bali", destinationType: "international" } })
  })

  it("answers 'not yet' with the best-covered destinations of the same state, else of the same country", () => {
    const almora = coverageOf(knowledge, "Almora, Uttarakhand, India", "domestic")
    expect(almora.covered).toBe(false)
    expect(almora.guide).toBeUndefined()
    // Uttarakhand's three best-covered guides (the guides grow: which three is read from the data).
    const uttarakhand = knowledge.destinations.filter((d) => d.state === "Uttarakhand").sort((a, b) => allPlaces(b).length - allPlaces(a).length)
    expect(uttarakhand.length).toBeGreaterThan(3)
    expect(almora.nearest.map((n) => n.id)).toEqual(uttarakhand.slice(0, 3).map((d) => d.id))
    const bhopal = coverageOf(knowledge, "Bhopal, Madhya Pradesh, India", "domestic")
    expect(bhopal.nearest.map((n) => n.id)).toContain("khajuraho")
    // Lisbon's country has no guide: nothing near it is claimed.
    expect(coverageOf(knowledge, "Lisbon, Portugal", "international").nearest).toEqual([])
    // A place whose text says nothing of where it is: we do not guess.
    expect(coverageOf(knowledge, "Almora", "domestic").nearest).toEqual([])
  })

  it("suggests at most three, of the trip's type and best covered first", () => {
    const india = coverageOf(knowledge, "Somewhere, India", "domestic")
    expect(india.nearest.length).toBe(3)
    expect(india.nearest.every((n) => n.destinationType === "domestic")).toBe(true)
    const sizes = india.nearest.map((n) => allPlaces(knowledge.destinations.find((d) => d.id === n.id)!).length)
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes)
  })
})
