import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { listedPlaces } from "./across.ts"

const knowledge = bundledKnowledge()
type Type = "domestic" | "international"
const legOf = (l: { destination: { id: string }; focusRegion?: { name: string } }) => `${l.destination.id}${l.focusRegion ? `/${l.focusRegion.name}` : ""}`
/** What a text resolves to: a trip across places as "kind: leg | leg", one place as "guide/region", else undefined. */
const resolved = (text: string, type: Type = "domestic") => {
  const r = knowledge.resolve(text, type)
  if (r === undefined) return undefined
  return r.across ? `${r.across.kind}: ${r.across.legs.map(legOf).join(" | ")}` : legOf(r)
}

describe("a trip across several places (docs/adr/0210-trips-across-places.md)", () => {
  it.each<[string, Type, string]>([
    ["Delhi, Agra and Jaipur", "domestic", "list: delhi | agra/Agra | rajasthan/Jaipur"],
    ["Kerala and Goa", "domestic", "list: kerala | goa"],
    ["Kerala & Goa", "domestic", "list: kerala | goa"],
    ["Singapore and Malaysia", "international", "list: singapore | malaysia"],
    ["Paris, Switzerland and Italy", "international", "list: france/Paris | switzerland | italy"],
    ["Rajasthan and Agra", "domestic", "list: rajasthan | agra/Agra"],
    ["Kochi and Munnar", "domestic", "list: kerala/Kochi | kerala/Munnar"],
    ["5 days in Delhi and Agra with family", "domestic", "list: delhi | agra/Agra"],
    ["Delhi और Agra", "domestic", "list: delhi | agra/Agra"]
  ])("a list: %s", (text, type, expected) => {
    expect(resolved(text, type)).toBe(expected)
  })

  it.each<[string, Type, string]>([
    ["Golden Triangle", "domestic", "circuit: delhi | agra/Agra | rajasthan/Jaipur"],
    ["golden triangle tour", "domestic", "circuit: delhi | agra/Agra | rajasthan/Jaipur"],
    ["Classic Europe", "international", "circuit: france/Paris | switzerland | italy"],
    ["Char Dham", "domestic", "circuit: char-dham/Yamunotri | char-dham/Gangotri | char-dham/Kedarnath | char-dham/Badrinath"]
  ])("a circuit kept as data: %s", (text, type, expected) => {
    expect(resolved(text, type)).toBe(expected)
  })

  it("a part of the world is the guides of its states or countries, the best covered first", () => {
    expect(resolved("South India")?.split(": ")[0]).toBe("area")
    const south = knowledge.resolve("South India", "domestic")!.across!
    expect(south.chooseForDays).toBe(true)
    expect(south.legs.map((l) => l.destination.state)).not.toContain("Goa")
    expect(south.legs.map((l) => l.destination.id)).toEqual(expect.arrayContaining(["kerala", "bengaluru", "chennai", "madurai", "mysore", "hampi"]))
    const northEast = knowledge.resolve("North East India", "domestic")!.across!
    expect(northEast.legs.map((l) => l.destination.id).sort()).toEqual(["arunachal-pradesh", "assam", "meghalaya", "nagaland", "sikkim"])
    const europe = knowledge.resolve("Europe", "international")!.across!
    expect(europe.legs.map((l) => l.destination.id).sort()).toEqual(["austria", "belgium", "czechia", "finland", "france", "germany", "greece", "hungary", "iceland", "italy", "netherlands", "norway", "spain", "switzerland", "united-kingdom"])
    // Türkiye is Western Asia in the UN's M49, not Europe.
    expect(europe.legs.map((l) => l.destination.id)).not.toContain("turkey")
    expect(resolved("10 days in South India")?.startsWith("area:")).toBe(true)
    // Central Asia is a part of the world, not Hong Kong's Central; the Gulf is the six GCC countries.
    expect(resolved("Central Asia", "international")).toBe("area: uzbekistan | kazakhstan")
    // Makkah and Madinah are Saudi Arabia's too, but only Muslims may enter them: planned when asked for, never as an area's leg.
    expect(knowledge.resolve("GCC", "international")!.across!.legs.map((l) => l.destination.id).sort()).toEqual(["bahrain", "dubai", "kuwait", "oman", "qatar", "saudi-arabia"])
    expect(resolved("Umrah", "international")?.startsWith("makkah-madinah")).toBe(true)
  })

  it("one place named with other words is that place, as before", () => {
    expect(resolved("Jaipur, Rajasthan, India")).toBe("rajasthan/Jaipur")
    expect(resolved("Old City, Hyderabad")).toBe("hyderabad/Old City")
    expect(resolved("Kedarnath, Char Dham")).toBe("char-dham/Kedarnath")
    expect(resolved("Paris, France", "international")).toBe("france/Paris")
    expect(resolved("Kerala, India")).toBe("kerala")
  })

  it("a name that holds a separator stays one name", () => {
    expect(resolved("Calangute & Baga")).toBe("goa/North Goa")
    expect(resolved("Andaman and Nicobar Islands")).toBe("andaman-islands")
    expect(resolved("Jammu and Kashmir")).toBe("kashmir")
    expect(resolved("Ajanta and Ellora")).toBe("ajanta-ellora")
    expect(resolved("Mathura and Vrindavan")).toBe("agra/Mathura and Vrindavan")
    const known = new Set(["bosnia and herzegovina"])
    expect(listedPlaces("Bosnia and Herzegovina and Croatia", (t) => known.has(t.toLowerCase()))).toEqual(["Bosnia and Herzegovina", "Croatia"])
  })

  it("never sells a list without a place it names: one we do not cover makes the whole trip not covered", () => {
    expect(resolved("Delhi, Agra and Almora")).toBeUndefined()
        expect(resolved("Paris and Lisbon", "international")).toBeUndefined()
  })

  it("a list is planned only within its trip type", () => {
    expect(resolved("Singapore and Malaysia", "domestic")).toBeUndefined()
    expect(resolved("Kerala and Goa", "international")).toBeUndefined()
  })

  it("every place of every circuit resolves", async () => {
    const { tripAreas } = await import("../../adapters/knowledge/loadKnowledge.ts")
    for (const area of tripAreas().filter((a) => a.kind === "circuit")) {
      expect((area.places ?? []).filter((p) => knowledge.resolve(p, area.type) === undefined), area.name).toEqual([])
    }
  })
})
