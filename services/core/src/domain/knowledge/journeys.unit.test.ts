import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { decodeDestinationFile, KNOWLEDGE_DIR } from "../../adapters/knowledge/loadKnowledge.ts"
import { planJourney } from "./journeys.ts"

const knowledge = bundledKnowledge()
const guide = (id: string) => knowledge.destinations.find((d) => d.id === id)!

describe("a journey that carries a sight", () => {
  const sriLanka = guide("sri-lanka")
  const train = "sri-lanka-kandy-ella-train"
  const all = () => true

  it("takes the option that is a sight the trip still wants, where the transportation allows it", () => {
    expect(planJourney(sriLanka, "kandy", "ella", "mixed")).toMatchObject({ mode: "road", minutes: 240 })
    expect(planJourney(sriLanka, "kandy", "ella", "mixed", all)).toMatchObject({ mode: "rail", minutes: 460, carries: { id: train, stop: false } })
    expect(planJourney(sriLanka, "kandy", "ella", "public", all).carries).toEqual({ id: train, stop: false })
    // A private car does not take the train; a sight already planned is not wanted again.
    const byCar = planJourney(sriLanka, "kandy", "ella", "private", all)
    expect([byCar.mode, byCar.carries]).toEqual(["road", undefined])
    expect(planJourney(sriLanka, "kandy", "ella", "mixed", (id) => id !== train)).toMatchObject({ mode: "road" })
  })

  it("is the sight only in the direction the table writes it, and stops on the way in either", () => {
    // Ella to Kandy is the same line, but not "Kandy to Ella scenic train".
    expect(planJourney(sriLanka, "ella", "kandy", "mixed", all)).toMatchObject({ mode: "road" })
    const georgia = guide("georgia")
    const stop = { id: "georgia-ananuri-fortress", stop: true }
    expect(planJourney(georgia, "tbilisi", "kazbegi", "mixed", all)).toMatchObject({ mode: "road", carries: stop })
    expect(planJourney(georgia, "kazbegi", "tbilisi", "mixed", all).carries).toEqual(stop)
    // The marshrutka does not stop at Ananuri.
    expect(planJourney(georgia, "tbilisi", "kazbegi", "public", all)).toMatchObject({ mode: "bus" })
    expect(planJourney(georgia, "tbilisi", "kazbegi", "public", all).carries).toBeUndefined()
  })

  it("names an attraction of its ends, and a stop free to enter", () => {
    const text = readFileSync(join(KNOWLEDGE_DIR, "georgia.json"), "utf8")
    const messages = (t: string) => decodeDestinationFile("georgia.json", t).problems.map((p) => p.message)
    expect(messages(text)).toEqual([])
    // Gergeti is Kazbegi's, not an end of Tbilisi to Mtskheta; a sight of Tbilisi that charges is no free stop.
    const elsewhere = text.replace('"note": "Taxi, or on the way to Kazbegi"', '"note": "Taxi, or on the way to Kazbegi", "stopsAt": "georgia-gergeti-trinity-church"')
    expect(messages(elsewhere)).toEqual(["'georgia-gergeti-trinity-church' is not an attraction of tbilisi or mtskheta"])
    const paid = guide("georgia").regions.find((r) => r.id === "tbilisi")!.attractions.find((a) => a.costInr > 0)!
    const withFee = text.replace('"note": "Taxi, or on the way to Kazbegi"', `"note": "Taxi, or on the way to Kazbegi", "stopsAt": "${paid.id}"`)
    expect(messages(withFee)).toEqual([`the stop '${paid.id}' has a fee; a journey's stop is free to enter`])
  })
})
