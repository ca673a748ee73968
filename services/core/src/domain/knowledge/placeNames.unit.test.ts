import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { allPlaces } from "./index.ts"
import { buildPlaceNames } from "./placeNames.ts"

const knowledge = bundledKnowledge()
const names = buildPlaceNames(knowledge.destinations)
const placeId = (text: string, destinationId?: string) => names.resolve(text, destinationId)?.place.id

describe("the place an activity names", () => {
  it("finds every place of the knowledge base by its own name in its destination", () => {
    const missed = knowledge.destinations.flatMap((destination) =>
      allPlaces(destination)
        .filter((place) => placeId(place.name, destination.id) !== place.id)
        .map((place) => `${destination.id}: ${place.name}`)
    )
    expect(missed).toEqual([])
  })

  it.each([
    ["Explore Amber Fort at sunrise", "rajasthan", "rajasthan-amber-fort"],
    ["Lunch at Café Tato", "goa", "goa-cafe-tato"],
    ["Lunch at Cafe Tato", "goa", "goa-cafe-tato"],
    ["Visit the Basilica of Bom Jesus", "goa", "goa-basilica-of-bom-jesus"],
    // By its name without the bracketed aside, and by the part before a comma.
    ["Visit the Red Fort", "delhi", "delhi-red-fort"],
    ["Akbar's Tomb in the afternoon", "agra", "agra-akbars-tomb-sikandra"],
    ["Charminar walk", "hyderabad", "hyderabad-charminar"]
  ])("finds a name inside a longer title: %s (%s)", (text, destinationId, expected) => {
    expect(placeId(text, destinationId)).toBe(expected)
  })

  it("prefers the longest name found", () => {
    expect(placeId("Chai and Osmania biscuits at Pista House, Charminar", "hyderabad")).toBe("hyderabad-pista-house-charminar")
    expect(placeId("Sunset on the Galle Fort ramparts and lighthouse", "sri-lanka")).toBe("sri-lanka-galle-fort-ramparts-lighthouse")
    expect(placeId("Wander inside Galle Fort", "sri-lanka")).toBe("sri-lanka-galle-fort")
  })

  it.each([
    ["Explore Amer Fort", "rajasthan", "rajasthan-amber-fort"],
    ["Humayuns Tomb", "delhi", "delhi-humayuns-tomb"],
    ["Qutb Minar and the Iron Pillar", "delhi", "delhi-qutub-minar"],
    ["Picnic in Lodi Gardens", "delhi", "delhi-lodhi-garden"],
    ["Sunrise climb of Sigirya Rock Fortress", "sri-lanka", "sri-lanka-sigiriya-rock-fortress"],
    ["Hava Mahal photo stop", "rajasthan", "rajasthan-hawa-mahal"],
    ["Basillica of Bom Jeses", "goa", "goa-basilica-of-bom-jesus"]
  ])("tolerates spelling in the plan's destination: %s", (text, destinationId, expected) => {
    expect(placeId(text, destinationId)).toBe(expected)
  })

  it("does not tolerate spelling in other destinations", () => {
    expect(placeId("Explore Amer Fort", "goa")).toBeUndefined()
  })

  it.each([
    ["Lunch at a local restaurant", "goa"],
    ["Beach time", "goa"],
    ["Old City walk", "hyderabad"],
    ["Old City walk", "thailand"],
    ["Dinner at a trattoria", "italy"],
    ["Scuba diving", "delhi"],
    ["Visit the botanical garden", "agra"],
    ["Free time", "goa"],
    ["", "goa"]
  ])("finds nothing in a generic title: %s (%s)", (text, destinationId) => {
    expect(placeId(text, destinationId)).toBeUndefined()
  })

  it("finds a place of another destination by its exact name", () => {
    expect(placeId("Day trip to Galle Fort", "goa")).toBe("sri-lanka-galle-fort")
    expect(placeId("Qutub Minar", "agra")).toBe("delhi-qutub-minar")
  })

  it("prefers the plan's destination when another has a place of the same name", () => {
    expect(placeId("Jantar Mantar at noon", "delhi")).toBe("delhi-jantar-mantar")
    expect(placeId("Jantar Mantar at noon", "rajasthan")).toBe("rajasthan-jantar-mantar")
    expect(placeId("Swim at Paradise Beach", "gokarna")).toBe("gokarna-paradise-beach")
    expect(placeId("Swim at Paradise Beach", "greece")).toBe("greece-paradise-beach")
  })

  it("does not guess between other destinations, nor take a town of the plan's destination for a far place", () => {
    expect(placeId("Jantar Mantar at noon", "goa")).toBeUndefined()
    expect(placeId("Explore Georgetown", "malaysia")).toBeUndefined()
    expect(placeId("Explore Georgetown", "united-states")).toBe("united-states-georgetown")
  })
})
