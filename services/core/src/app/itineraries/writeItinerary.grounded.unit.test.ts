import { notCoveredMessage } from "@safarnama/events/contract/coverage"
import type { Trip } from "@safarnama/events/itineraries/events"
import { Effect, Either, Ref } from "effect"
import { describe, expect, it } from "vitest"
import { tamperingWriter } from "../../../test/tamperingWriter.ts"
import { bundledKnowledge, Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { type ChunkOf, ItineraryWriter, type ItineraryWriterPort } from "../../adapters/writer/ItineraryWriter.ts"
import { makeOfflineWriter } from "../../adapters/writer/offline/OfflineWriter.ts"
import { sampleTrip } from "../../cli/sampleTrip.ts"
import { type SectionDone, writeItinerary } from "./writeItinerary.ts"

/** The pipeline against the real knowledge base: grounded checks, whole-plan repairs and the summary. */
const knowledge = bundledKnowledge()
const offline = makeOfflineWriter(knowledge)

const writerWith = (tamper: Parameters<typeof tamperingWriter>[1]) => tamperingWriter(offline, tamper)

const run = (trip: Trip, port: ItineraryWriterPort, maxRepairs = 2) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const progress = yield* Ref.make<Array<SectionDone>>([])
      const result = yield* Effect.either(writeItinerary(trip, { maxRepairs, parallel: 8, onSection: (p) => Ref.update(progress, (all) => [...all, p]) }))
      return { result, progress: yield* Ref.get(progress) }
    }).pipe(Effect.provideService(ItineraryWriter, port), Effect.provideService(Knowledge, knowledge))
  )

const goa = sampleTrip("Goa", "domestic", 4)
const firstSight = (chunk: ChunkOf["days"]) => chunk.days[0]!.activities.find((a) => a.placeId && a.type !== "food" && a.type !== "transport")!

describe("the writing pipeline on the knowledge base", () => {
  it("gives every chunk its candidates and saves a summary of the checks", async () => {
    const { port, calls } = writerWith((_, answer) => answer)
    const { result } = await run(goa, port)
    expect(Either.isRight(result)).toBe(true)
    const checks = Either.isRight(result) ? result.right.planChecks : undefined
    expect(checks).toMatchObject({ covered: true, repaired: 0, warnings: [] })
    expect(checks!.verifiedPlaces).toBe(checks!.places)
    expect(checks!.passed).toContain("No place visited twice")
    expect(calls.filter((c) => c.kind === "days").every((c) => (c.candidates?.lines.length ?? 0) > 0)).toBe(true)
  })

  it("sends a place repeated on a later day back to that day's batch, with the reason, and counts the repair", async () => {
    let dayTwoSight: ReturnType<typeof firstSight> | undefined
    const { port, calls } = writerWith((task, answer, n) => {
      const chunk = answer as ChunkOf["days"]
      if (task.kind === "days" && task.dayNumbers?.[0] === 2) dayTwoSight = firstSight(chunk)
      if (task.kind !== "days" || task.dayNumbers?.[0] !== 3 || n !== 1 || dayTwoSight === undefined) return answer
      const again = dayTwoSight
      const target = firstSight(chunk)
      return { days: chunk.days.map((d) => ({ ...d, activities: d.activities.map((a) => (a === target ? { ...a, title: again.title, placeId: again.placeId, details: { ...a.details, location: again.details.location } } : a)) })) }
    })
    const { result, progress } = await run(goa, port)
    expect(Either.isRight(result)).toBe(true)
    const rewrite = calls.find((c) => c.kind === "days" && c.dayNumbers?.[0] === 3 && c.feedback)
    expect(rewrite?.feedback?.join(" ")).toMatch(/day 3: '.*' is already visited on day 2/)
    expect(Either.isRight(result) && result.right.planChecks?.repaired).toBe(1)
    expect(progress.at(-1)).toMatchObject({ done: progress.at(-1)!.total })
    expect(progress.length).toBe(progress.at(-1)!.total)
  })

  it("sends a missing permit note back to the food section", async () => {
    const ladakh = sampleTrip("Leh-Ladakh", "domestic", 4)
    const { port, calls } = writerWith((task, answer, n) =>
      task.kind === "food" && n === 1 ? { ...(answer as ChunkOf["food"]), travelTips: (answer as ChunkOf["food"]).travelTips.filter((t) => !/permit/i.test(`${t.category} ${t.tip}`)) } : answer
    )
    const { result } = await run(ladakh, port)
    expect(Either.isRight(result)).toBe(true)
    expect(calls.find((c) => c.kind === "food" && c.feedback)?.feedback?.join(" ")).toMatch(/needs permits/)
  })

  it("sends a festival of the month left out of the tips back to the food section, and says the festival's dates in the checks", async () => {
    const kolkata = { ...sampleTrip("Kolkata", "domestic", 3), travelDates: "October 2026" }
    const { port, calls } = writerWith((task, answer, n) =>
      task.kind === "food" && n === 1 ? { ...(answer as ChunkOf["food"]), travelTips: (answer as ChunkOf["food"]).travelTips.filter((t) => !/Durga Puja/.test(t.tip)) } : answer
    )
    const { result } = await run(kolkata, port)
    expect(Either.isRight(result)).toBe(true)
    expect(calls.find((c) => c.kind === "food" && c.feedback)?.feedback?.join(" ")).toMatch(/must name the festivals of October 2026 on the route: Durga Puja/)
    const checks = Either.isRight(result) ? result.right.planChecks : undefined
    expect(checks?.passed).toContain("Festivals of your month named")
    expect(checks?.facts.map((f) => f.topic)).toContain("Festival")
  })

  it("fails, never saving, when a day keeps naming a place that is not in the knowledge base", async () => {
    const { port } = writerWith((task, answer) => {
      if (task.kind !== "days" || task.dayNumbers?.[0] !== 1) return answer
      const chunk = answer as ChunkOf["days"]
      const target = firstSight(chunk)
      return { days: chunk.days.map((d) => ({ ...d, activities: d.activities.map((a) => (a === target ? { ...a, placeId: "goa-no-such-place" } : a)) })) }
    })
    const { result } = await run(goa, port)
    expect(Either.isLeft(result) && result.left.reason).toMatch(/'goa-no-such-place', which is not in the candidate list/)
  })

  it("plans no destination we do not cover, whatever the writer: it fails before any writer is asked (ADR 0200)", async () => {
    for (const place of ["Bhopal, Madhya Pradesh", "Almora", "Mandi"]) {
      const { port, calls } = writerWith((_, answer) => answer)
      const { result } = await run(sampleTrip(place, "domestic", 2), port)
      expect(Either.isLeft(result) && result.left.reason).toBe(notCoveredMessage(place))
      expect(calls).toEqual([])
    }
  })
})
