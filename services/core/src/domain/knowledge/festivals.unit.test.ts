import { beforeAll, describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { offlineItinerary } from "../../adapters/writer/offline/OfflineWriter.ts"
import { sampleTrip } from "../../cli/sampleTrip.ts"
import { checkFestivals, groundingOf } from "../itineraries/groundedChecks.ts"
import { planChecksSummary } from "../itineraries/planCheckSummary.ts"
import { acrossDestination } from "./across.ts"
import { festivalProblems, festivalsInMonth } from "./festivals.ts"
import type { KnowledgeIndex } from "./index.ts"
import type { Festival } from "./schema.ts"

// Loading every guide takes seconds on these machines: once for the file.
let knowledge: KnowledgeIndex
beforeAll(() => {
  knowledge = bundledKnowledge()
}, 60_000)

const regions = [
  { id: "kohima", name: "Kohima" },
  { id: "dimapur", name: "Dimapur" }
]
const hornbill: Festival = {
  id: "nagaland-hornbill",
  name: "Hornbill Festival",
  region: "kohima",
  description: "Tribes of Nagaland at Kisama.",
  dates: [
    { from: "2026-11-28", to: "2026-12-03" },
    { from: "2027-12-01", to: "2027-12-10", status: "sourced", source: "https://example.org/2027", asOf: "2027-06" }
  ],
  status: "estimated",
  how: "held each December"
}

describe("festivals as data (docs/adr/0250-festivals.md)", () => {
  it("keeps a guide-wide festival to its own guide on a trip across guides, and names it once", () => {
    const guide = (id: string) => knowledge.destinations.find((d) => d.id === id)!
    const nagaland = { ...guide("nagaland"), festivals: [{ ...hornbill, id: "nagaland-everywhere", region: undefined }] }
    const assam = { ...guide("assam"), festivals: [] }
    const trip = acrossDestination({ kind: "list", name: "Nagaland and Assam", legs: [{ destination: nagaland }, { destination: assam }], chooseForDays: false })
    // Only Assam's regions visited: Nagaland's festival is not the route's.
    expect(festivalsInMonth(trip.festivals, assam.regions, "December 2026")).toEqual([])
    // Two of Nagaland's regions visited: the festival once, said in one of them.
    const both = festivalsInMonth(trip.festivals, nagaland.regions.slice(0, 2), "December 2026")
    expect(both.map((f) => f.festival.id)).toEqual(["nagaland-everywhere"])
    expect(nagaland.regions.map((r) => r.name)).toContain(both[0]?.regionName)
  })
  it("are the trip's when their dates touch its month in a region it visits, with the range's own status where it has one", () => {
    expect(festivalsInMonth([hornbill], regions, "November 2026").map((f) => [f.from, f.fact.status])).toEqual([["2026-11-28", "estimated"]])
    expect(festivalsInMonth([hornbill], regions, "December 2026").map((f) => f.to)).toEqual(["2026-12-03"])
    // Named by the region's id, said by its name; a festival of the whole destination has none.
    expect(festivalsInMonth([hornbill], regions, "December 2026")[0]?.regionName).toBe("Kohima")
    expect(festivalsInMonth([{ ...hornbill, region: undefined }], regions, "December 2026")[0]?.regionName).toBeUndefined()
    expect(festivalsInMonth([hornbill], regions, "December 2027")[0]?.fact).toMatchObject({ status: "sourced", asOf: "2027-06" })
    expect(festivalsInMonth([hornbill], regions, "October 2026")).toEqual([])
    expect(festivalsInMonth([hornbill], regions, "December 2028")).toEqual([])
    expect(festivalsInMonth([hornbill], [{ id: "dimapur", name: "Dimapur" }], "December 2026")).toEqual([])
    // A festival of the whole destination (no region) is every region's.
    expect(festivalsInMonth([{ ...hornbill, region: undefined }], [{ id: "dimapur", name: "Dimapur" }], "December 2026")).toHaveLength(1)
    expect(festivalsInMonth([hornbill], regions, "sometime")).toEqual([])
  })

  it("are checked: ids, regions, real dates in order, a festival's length, and each fact's status", () => {
    expect(festivalProblems("nagaland", [hornbill], regions)).toEqual([])
    const bad: Festival = {
      ...hornbill,
      id: "hornbill",
      region: "Mokokchung",
      status: "sourced",
      how: undefined,
      dates: [
        { from: "2026-02-30", to: "2026-03-02" },
        { from: "2026-12-10", to: "2026-12-01" },
        { from: "2027-01-01", to: "2027-06-30" },
        { from: "2027-12-01", to: "2027-12-02", source: "https://example.org" }
      ]
    }
    const messages = festivalProblems("nagaland", [bad, bad], regions).map((p) => `${p.field}: ${p.message}`)
    expect(messages).toEqual(
      expect.arrayContaining([
        "festivals[0].id: 'hornbill' must start with 'nagaland-'",
        "festivals[1].id: 'hornbill' is used twice",
        "festivals[0].region: 'Mokokchung' is neither a region's name nor its id",
        "festivals[0]: a sourced fact names its source and asOf",
        "festivals[0].dates[0]: 2026-02-30 - 2026-03-02 is not a calendar date",
        "festivals[0].dates[1]: ends (2026-12-01) before it starts (2026-12-10)",
        "festivals[0].dates[2]: runs over 100 days: a season is an attraction's months, not a festival",
        "festivals[0].dates[3]: a date range with its own source, asOf or how says its own status"
      ])
    )
    const overlapping = { ...hornbill, dates: [{ from: "2026-12-01", to: "2026-12-10" }, { from: "2026-12-05", to: "2026-12-12" }] }
    expect(festivalProblems("nagaland", [overlapping], regions).map((p) => p.message)).toEqual(["dates are listed in order, one range a year, without overlaps"])
  })

  it("are named in a plan of their month, with their dates and source, and the check holds a plan that leaves them out", () => {
    const trip = { ...sampleTrip("Kolkata", "domestic", 3), travelDates: "October 2026" }
    const content = offlineItinerary(trip, knowledge)
    const grounding = groundingOf(knowledge.resolve(trip.destination, trip.destinationType), knowledge)
    const tip = content.travelTips.find((t) => t.category === "Festivals")
    expect(tip?.tip).toMatch(/^Durga Puja in Kolkata, 17 October 2026 to 21 October 2026: .+ \(dates as of 2025-10-02; source: https:\/\/durantbarta\.com\//)
    expect(checkFestivals(content, trip, grounding)).toEqual([])
    const summary = planChecksSummary({ content, trip, grounding, problems: [], repaired: 0 })
    expect(summary.facts).toContainEqual(expect.objectContaining({ topic: "Festival", fact: "Durga Puja (Kolkata): 2026-10-17 to 2026-10-21", asOf: "2025-10-02" }))
    const without = { ...content, travelTips: content.travelTips.filter((t) => t !== tip) }
    expect(checkFestivals(without, trip, grounding)).toEqual([
      { rule: "festival", message: "the travel tips must name the festivals of October 2026 on the route: Durga Puja (Kolkata, 2026-10-17 to 2026-10-21)" }
    ])
    // Named without its gloss, or by the gloss alone, it is named.
    const plain = (text: string) => ({ ...without, travelTips: [...without.travelTips, { category: "Festivals", tip: text }] })
    const japan = { ...sampleTrip("Tokyo", "international", 4), travelDates: "March 2027" }
    const tokyo = offlineItinerary(japan, knowledge)
    const japanGrounding = groundingOf(knowledge.resolve(japan.destination, japan.destinationType), knowledge)
    const noTip = { ...tokyo, travelTips: tokyo.travelTips.filter((t) => t.category !== "Festivals") }
    expect(checkFestivals(noTip, japan, japanGrounding).map((p) => p.rule)).toEqual(["festival"])
    for (const said of ["The cherry blossom season peaks in early April.", "Hanami in Ueno Park is busy at weekends."]) {
      expect(checkFestivals({ ...noTip, travelTips: [...noTip.travelTips, { category: "Festivals", tip: said }] }, japan, japanGrounding), said).toEqual([])
    }
    expect(checkFestivals(plain("Durga Puja pandals fill the city."), trip, grounding)).toEqual([])
    // Another month has no festival to name.
    const november = { ...trip, travelDates: "November 2026" }
    expect(offlineItinerary(november, knowledge).travelTips.some((t) => t.category === "Festivals")).toBe(false)
  })

  it("are named in Hindi plans in Hindi words around the guide's own text", () => {
    const trip = { ...sampleTrip("Nagaland", "domestic", 4), travelDates: "December 2026", language: "hi" as const }
    const tip = offlineItinerary(trip, knowledge).travelTips.find((t) => t.category === "त्योहार")
    expect(tip?.tip).toMatch(/^Hornbill Festival, Kohima, 1 दिसंबर 2026 से 10 दिसंबर 2026 तक: .+\(तिथियाँ हमारा अनुमान हैं: /)
  })
})
