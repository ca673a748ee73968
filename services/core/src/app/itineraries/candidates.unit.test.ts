import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { chunkOfItinerary, offlineItinerary } from "../../adapters/writer/offline/OfflineWriter.ts"
import { userPrompt } from "../../adapters/writer/prompts.ts"
import { sampleTrip } from "../../cli/sampleTrip.ts"
import { candidatesFor } from "./candidates.ts"
import { dayBatches } from "./writeItinerary.ts"

const knowledge = bundledKnowledge()
const trip = { ...sampleTrip("Goa", "domestic", 8), dietaryRestrictions: "vegetarian" as const }
const resolution = knowledge.resolve(trip.destination, trip.destinationType)!
const route = chunkOfItinerary(offlineItinerary(trip, knowledge), { kind: "route" })
const ids = (lines: ReadonlyArray<string>) => lines.map((l) => l.split(" | ")[0]!)

describe("the AI writer's candidates", () => {
  it("shares a region's sights out among the batches of days spent there, so parallel batches never pick the same", () => {
    const batches = dayBatches(trip.duration, 8)
    const sightsOf = (dayNumbers: ReadonlyArray<number>) =>
      ids(candidatesFor({ kind: "days", trip, resolution, route, dayNumbers, batches })!.lines).filter((id) => knowledge.place(id)?.place.kind !== "food")
    const all = batches.flatMap(sightsOf)
    expect(all.length).toBeGreaterThan(0)
    expect(new Set(all).size).toBe(all.length)
    for (const id of all) expect(knowledge.place(id)?.destination.id).toBe("goa")
  })

  it("offers only food places that suit the diet, and the permits and currency where they apply", () => {
    const food = candidatesFor({ kind: "food", trip, resolution, route })!
    for (const id of ids(food.lines)) expect(knowledge.place(id)?.place).toMatchObject({ kind: "food", diets: expect.arrayContaining(["vegetarian"]) })
    const ladakh = knowledge.resolve("Leh", "domestic")!
    expect(candidatesFor({ kind: "food", trip, resolution: ladakh })!.facts.join(" ")).toMatch(/permit/i)
    const japan = knowledge.resolve("Japan", "international")!
    expect(candidatesFor({ kind: "overview", trip, resolution: japan })!.facts.join(" ")).toContain("JPY")
  })

  // The writer is told the way there and home as the planner plans it: through Bhuntar to Kaza, which has
  // neither an airport nor a station (not "to Kullu-Manali Airport" and then nothing), and the same way back.
  it("tells the writer the planner's way there and home, through the hub to a town without an airport", () => {
    const spiti = { ...sampleTrip("Spiti Valley", "domestic", 5), language: "hi" as const }
    const spitiResolution = knowledge.resolve(spiti.destination, spiti.destinationType)!
    const spitiRoute = chunkOfItinerary(offlineItinerary(spiti, knowledge), { kind: "route" })
    const facts = candidatesFor({ kind: "days", trip: spiti, resolution: spitiResolution, route: spitiRoute, dayNumbers: [1, 5], batches: [[1, 2, 3, 4, 5]] })!.facts.join(" ")
    expect(facts).toMatch(/Day 1 opens with "Getting there from Mumbai" \(a transport activity, cost 0, not in the cost breakdown\): From Mumbai to Kullu-Manali Airport, Bhuntar \(KUU\)/)
    expect(facts).toMatch(/Then "Travel from Kullu-Manali Airport, Bhuntar \(KUU\) to Kaza": \d+ (hours|h \d+ min) by road, \d+ km\./)
    expect(facts).toMatch(/Day 5 ends with "Journey home to Mumbai" .*: From .+ back to Kullu-Manali Airport, Bhuntar \(KUU\), .+ by road, then about \d+ km by air to Mumbai/)
  })

  // The draft spends Hungary's 3 days as 1 in Budapest and 2 at the Danube Bend (planTrip.ts, bestPlan), not
  // the designed 2 and 1: the writer is told the same route.
  it("tells the writer the route the planner keeps, not only the designed share of days", () => {
    const hungary = sampleTrip("Hungary", "international", 3)
    const facts = candidatesFor({ kind: "route", trip: hungary, resolution: knowledge.resolve(hungary.destination, hungary.destinationType)! })!.facts.join(" ")
    expect(facts).toMatch(/Route to follow \(regionSequence in this order, with these days\): Budapest day 1; Danube Bend days 2-3, from Budapest/)
  })

  it("tells the writer of the festivals of the trip's month, to name in the travel tips (docs/adr/0250-festivals.md)", () => {
    const kolkata = knowledge.resolve("Kolkata", "domestic")!
    const facts = (travelDates: string) => candidatesFor({ kind: "food", trip: { ...trip, travelDates }, resolution: kolkata })!.facts.join(" ")
    expect(facts("October 2026")).toContain("Festival (name it in the travel tips, category Festivals): Durga Puja in Kolkata, 2026-10-17 to 2026-10-21")
    expect(facts("November 2026")).not.toContain("Festival")
  })

  it("puts the candidates and their ids in the prompt, and tells the writer plainly when we have no guide", () => {
    const batches = dayBatches(trip.duration, 8)
    const candidates = candidatesFor({ kind: "days", trip, resolution, route, dayNumbers: batches[0]!, batches })!
    const prompt = userPrompt({ kind: "days", trip, route, dayNumbers: batches[0]!, candidates })
    expect(prompt).toContain("CANDIDATES")
    expect(prompt).toContain(ids(candidates.lines)[0]!)
    expect(userPrompt({ kind: "days", trip: { ...trip, destination: "Bhopal" }, dayNumbers: [1] })).toContain("We have no local guide for Bhopal")
  })
})
