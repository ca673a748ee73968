import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"

const knowledge = bundledKnowledge()
const resolved = (text: string, type: "domestic" | "international" = "domestic") => {
  const r = knowledge.resolve(text, type)
  return r ? `${r.destination.id}${r.focusRegion ? `/${r.focusRegion.name}` : ""}` : undefined
}

describe("resolving a destination a traveller typed", () => {
  it.each([
    ["Leh", "ladakh/Leh"],
    ["Leh-Ladakh", "ladakh"],
    ["ladakh", "ladakh"],
    ["Udaipur, Rajasthan, India", "rajasthan/Udaipur"],
    ["Jaipur", "rajasthan/Jaipur"],
    ["a week in Kerala", "kerala"],
    ["Goa", "goa"],
    ["Rishikesh", "rishikesh/Rishikesh"],
    // The guides of issue 39's fifth session, by the names the demand list uses.
    ["Kanha", "kanha-bandhavgarh/Kanha"],
    ["Bandhavgarh", "kanha-bandhavgarh/Bandhavgarh"],
    ["Tadoba", "tadoba"],
    ["Alibaug", "alibaug/Alibaug"],
    ["Igatpuri", "igatpuri/Igatpuri"],
    ["Matheran", "matheran/Matheran"],
    ["Chikmagalur", "chikmagalur"],
    // Nagarhole is the national park of South Coorg's safari, not a place we lack.
    ["Nagarhole", "coorg/South Coorg"]
  ])("%s -> %s", (text, expected) => {
    expect(resolved(text)).toBe(expected)
  })

  it("takes the trip type into account, and the broadest part when a town is ambiguous", () => {
    expect(resolved("Tokyo", "international")).toBe("japan/Tokyo")
    expect(resolved("Paris", "international")?.startsWith("france")).toBe(true)
    expect(resolved("Goa", "international")).toBeUndefined()
    expect(resolved("Kyoto, Japan", "international")).toBe("japan/Kyoto")
    expect(resolved("Doha", "international")).toBe("qatar/Doha")
    expect(resolved("Muscat", "international")).toBe("oman/Muscat")
    expect(resolved("Almaty", "international")).toBe("kazakhstan/Almaty")
  })

  it("says plainly when it does not cover a place", () => {
    expect(resolved("Lisbon, Portugal", "international")).toBeUndefined()
    expect(resolved("")).toBeUndefined()
    expect(resolved("India")).toBeUndefined()
  })
  it("never takes a kind of place for a place: a town, an old city or a beach we do not know is not covered", () => {
    expect(resolved("Slow Town")).toBeUndefined()
    expect(resolved("Old Town, Lisbon", "international")).toBeUndefined()
    expect(resolved("Beach")).toBeUndefined()
    // The qualified names still focus the route.
    expect(resolved("Leh Old Town")).toBe("ladakh/Leh")
    expect(resolved("Kalimpong town")).toBe("darjeeling/Kalimpong")
  })
  it("never takes a word of a place abroad for a guide's area: Hong Kong is not Ziro's Hong village", () => {
    expect(resolved("Hong Kong")).toBeUndefined()
    expect(resolved("Hong Kong Disneyland")).toBeUndefined()
    expect(resolved("Hong Kong", "international")).toBe("hong-kong")
    // The area itself, and a city of the guide's own country, are still found.
    expect(resolved("Hong")).toBe("arunachal-pradesh/Ziro")
    expect(resolved("New Delhi")).toBe("delhi/New Delhi")
  })
  it("never takes a country, or a city abroad, for an area of a guide in another country (ADR 0200)", () => {
    // Jordan is a country, not Kowloon's Jordan; Monaco is a country, not an area of the Côte d'Azur.
    expect(resolved("Jordan", "international")).toBeUndefined()
    expect(resolved("Monaco", "international")).toBeUndefined()
    expect(resolved("Peru", "international")).toBeUndefined()
    // The guide's own areas still focus the route, and an Indian area named like a town abroad stays Indian.
    expect(resolved("Mong Kok", "international")).toBe("hong-kong/Kowloon")
    expect(resolved("George Town")).toBe("chennai/Chennai")
  })
})
