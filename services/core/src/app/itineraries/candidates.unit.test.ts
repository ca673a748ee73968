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
