import { describe, expect, it } from "vitest"
import { buildGazetteer } from "./entries.ts"
import { withinOneEditOfPrefix } from "./fuzzyPrefix.ts"
import { makeGazetteerSearch } from "./Gazetteer.ts"

const search = makeGazetteerSearch()
const descriptions = (input: string) => search(input).map((p) => p.description)

describe("offline gazetteer autocomplete", () => {
  it("answers nothing below 2 characters", () => {
    expect(search("")).toEqual([])
    expect(search("j")).toEqual([])
    expect(search("  j ")).toEqual([])
    expect(search("ja").length).toBeGreaterThan(0)
  })

  it("gives predictions in Google's shape: description, place_id, terms", () => {
    const [jaipur] = search("Jaipur")
    expect(jaipur).toEqual({
      description: "Jaipur, Rajasthan, India",
      place_id: "gz:in:rj:jaipur",
      terms: [{ value: "Jaipur" }, { value: "Rajasthan" }, { value: "India" }]
    })
  })

  it("Indian cities, states and union territories carry India (the client's domestic rule); the rest do not", () => {
    expect(descriptions("Rajasthan")[0]).toBe("Rajasthan, India")
    expect(descriptions("Ladakh")[0]).toBe("Ladakh, India")
    expect(descriptions("Munnar")[0]).toBe("Munnar, Kerala, India")
    expect(descriptions("Paris")[0]).toBe("Paris, France")
    expect(descriptions("Dubai")[0]).toBe("Dubai, United Arab Emirates")
    expect(descriptions("Thailand")[0]).toBe("Thailand")
    for (const entry of buildGazetteer()) {
      if (entry.placeId.startsWith("gz:in:")) expect(entry.terms.at(-1)).toBe("India")
      else if (entry.placeId !== "gz:india") expect(entry.terms).not.toContain("India")
    }
  })

  it("holds regions only: cities, states and union territories, countries (all 36 of India's)", () => {
    const entries = buildGazetteer()
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(["city", "state", "country"]))
    expect(entries.filter((e) => e.kind === "state")).toHaveLength(36)
    expect(entries.filter((e) => e.kind === "city" && e.terms.at(-1) === "India").length).toBeGreaterThan(300)
    expect(entries.filter((e) => e.kind === "country").length).toBeGreaterThan(190)
    expect(new Set(entries.map((e) => e.placeId)).size).toBe(entries.length)
  })

  it("ranks by importance (population): the bigger place first", () => {
    expect(descriptions("Ind")[0]).toBe("India")
    expect(descriptions("Hyd")[0]).toBe("Hyderabad, Telangana, India")
    // The profile's city field suggested nothing for "Pun" (issue 40): it asks this gazetteer offline.
    expect(descriptions("Pun").slice(0, 2)).toEqual(["Punjab, India", "Pune, Maharashtra, India"])
    expect(descriptions("Ban").slice(0, 2)).toEqual(["Bangladesh", "Bengaluru, Karnataka, India"])
    expect(descriptions("Aur")).toEqual(["Aurangabad, Maharashtra, India", "Auroville, Puducherry, India"])
  })

  it("matches alternative names, later words of a name and the whole description", () => {
    expect(descriptions("Bombay")[0]).toBe("Mumbai, Maharashtra, India")
    expect(descriptions("Delhi")).toContain("New Delhi, Delhi, India")
    expect(descriptions("Jaipur, Raj")[0]).toBe("Jaipur, Rajasthan, India")
    expect(descriptions("Malé")[0]).toBe("Male, Maldives")
    expect(descriptions("sao pa")[0]).toBe("Sao Paulo, Brazil")
  })

  it("forgives one typo from 4 characters on, after the exact matches", () => {
    expect(descriptions("Jiapur")[0]).toBe("Jaipur, Rajasthan, India")
    expect(descriptions("Kerela")[0]).toBe("Kerala, India")
    expect(descriptions("Manaali")[0]).toBe("Manali, Himachal Pradesh, India")
    expect(descriptions("Rishikseh")[0]).toBe("Rishikesh, Uttarakhand, India")
    expect(descriptions("Varansi")[0]).toBe("Varanasi, Uttar Pradesh, India")
    // Short inputs are not fuzzy: 'Jpa' matches nothing rather than a guess.
    expect(search("Jpa")).toEqual([])
    // Two typos are too many.
    expect(search("Jiapru")).toEqual([])
    expect(search("qwertyuiop")).toEqual([])
  })

  it("answers at most 5 predictions", () => {
    expect(search("ma")).toHaveLength(5)
  })
})

describe("one edit of a prefix", () => {
  it.each([
    ["jaip", "jaipur", true],
    ["jiap", "jaipur", true],
    ["jaxp", "jaipur", true],
    ["jap", "jaipur", true],
    ["jaaip", "jaipur", true],
    ["jpiau", "jaipur", false],
    ["jaipurr", "jaipur", true],
    ["xxip", "jaipur", false]
  ])("%s against %s: %s", (query, key, expected) => {
    expect(withinOneEditOfPrefix(query, key)).toBe(expected)
  })
})
