import type { Trip } from "@safarnama/events/itineraries/events"
import { Effect, Either, Ref } from "effect"
import { describe, expect, it } from "vitest"
import { sampleRequest } from "../../../test/itineraryFixtures.ts"
import { tamperingWriter } from "../../../test/tamperingWriter.ts"
import { bundledKnowledge, Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { type ChunkOf, ItineraryWriter, type ItineraryWriterPort, WriterFailure } from "../../adapters/writer/ItineraryWriter.ts"
import { makeOfflineWriter } from "../../adapters/writer/offline/OfflineWriter.ts"
import { checkItinerary } from "../../domain/itineraries/planChecks.ts"
import { dayBatches, type SectionDone, writeItinerary } from "./writeItinerary.ts"

const { tempId: _, ...request } = sampleRequest
const trip: Trip = { ...request, destination: "Shillong", duration: 7 }
// These tests are about the pipeline, not the places; a plan is only written for a covered destination (ADR 0200).
const knowledge = bundledKnowledge()
const offline = makeOfflineWriter(knowledge)

const writerWith = (tamper: Parameters<typeof tamperingWriter>[1]) => tamperingWriter(offline, tamper)

const run = (port: ItineraryWriterPort, options: { maxRepairs?: number; parallel?: number } = {}) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const progress = yield* Ref.make<Array<SectionDone>>([])
      const result = yield* Effect.either(
        writeItinerary(trip, {
          maxRepairs: options.maxRepairs ?? 2,
          parallel: options.parallel ?? 8,
          onSection: (p) => Ref.update(progress, (all) => [...all, p])
        })
      )
      return { result, progress: yield* Ref.get(progress) }
    }).pipe(Effect.provideService(ItineraryWriter, port), Effect.provideService(Knowledge, knowledge))
  )

const overlapFirstDay = (answer: unknown) => {
  const days = (answer as ChunkOf["days"]).days
  return {
    days: days.map((d) => ({ ...d, activities: d.activities.map((a) => ({ ...a, time: "09:00" })) }))
  }
}

describe("the chunked writing pipeline", () => {
  it("splits the days into about `parallel` batches of consecutive days", () => {
    expect(dayBatches(7, 8)).toEqual([[1], [2], [3], [4], [5], [6], [7]])
    expect(dayBatches(30, 8).map((b) => b.length)).toEqual([3, 4, 4, 4, 4, 4, 4, 3])
    expect(dayBatches(14, 8).map((b) => b.length)).toEqual([1, 2, 2, 2, 2, 2, 2, 1])
    expect(dayBatches(9, 8).map((b) => b.length)).toEqual([1, 2, 1, 1, 1, 1, 1, 1])
    expect(dayBatches(1, 8)).toEqual([[1]])
    expect(dayBatches(30, 8).flat()).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
  })

  it("writes the route first, then the rest with the route as context, and reports each section", async () => {
    const { port, calls } = writerWith((_, answer) => answer)
    const { result, progress } = await run(port)
    expect(Either.isRight(result)).toBe(true)
    if (Either.isRight(result)) expect(checkItinerary(result.right, trip)).toEqual([])
    expect(calls[0]?.kind).toBe("route")
    expect(calls.slice(1).every((c) => c.route !== undefined)).toBe(true)
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(progress.every((p) => p.total === 11)).toBe(true)
    expect(progress[0]?.section).toBe("Journey plan and costs")
  })

  it("keeps no hotel rating a writer made up: nobody looked it up, so the plan shows no stars", async () => {
    const { port } = writerWith((task, answer) => {
      if (task.kind !== "stays") return answer
      const stays = answer as ChunkOf["stays"]
      return { ...stays, hotelRecommendations: { ...stays.hotelRecommendations, options: stays.hotelRecommendations.options.map((h) => ({ ...h, rating: 4.7, userRatingsTotal: 1200 })) } }
    })
    const { result } = await run(port)
    if (Either.isLeft(result)) throw new Error("unexpected failure")
    expect(result.right.hotelRecommendations.options.length).toBeGreaterThan(0)
    expect(result.right.hotelRecommendations.options.every((h) => h.rating === 0 && h.userRatingsTotal === 0)).toBe(true)
  })

  it("rewrites a chunk that fails the plan checks, with the problems, and keeps the rewrite", async () => {
    const { port, calls } = writerWith((task, answer, n) => (task.kind === "days" && task.dayNumbers?.[0] === 2 && n === 1 ? overlapFirstDay(answer) : answer))
    const { result } = await run(port)
    expect(Either.isRight(result)).toBe(true)
    const rewrite = calls.find((c) => c.kind === "days" && c.dayNumbers?.[0] === 2 && c.feedback)
    expect(rewrite?.feedback?.[0]).toMatch(/day 2: .* starts before/)
  })

  it("fails, never saving, when a chunk still fails after the bounded rewrites", async () => {
    const { port, calls } = writerWith((task, answer) => (task.kind === "days" && task.dayNumbers?.[0] === 3 ? overlapFirstDay(answer) : answer))
    const { result } = await run(port, { maxRepairs: 2 })
    expect(Either.isLeft(result) && result.left.reason).toMatch(/^The day 3 failed the plan checks: day 3: /)
    expect(calls.filter((c) => c.kind === "days" && c.dayNumbers?.[0] === 3)).toHaveLength(3)
  })

  it("rewrites a route whose costs leave the budget band", async () => {
    const { port, calls } = writerWith((task, answer, n) =>
      task.kind === "route" && n === 1 ? { ...(answer as ChunkOf["route"]), costBreakdown: { accommodation: 1, food: 1, activities: 1, total: 3 } } : answer
    )
    const { result } = await run(port)
    expect(Either.isRight(result)).toBe(true)
    expect(calls.filter((c) => c.kind === "route")[1]?.feedback?.join(" ")).toMatch(/per person per day/)
  })

  it("fails with the writer's reason when the writer fails", async () => {
    const failing: ItineraryWriterPort = {
      name: "failing",
      write: (task) => (task.kind === "stays" ? Effect.fail(new WriterFailure({ reason: "The AI service could not be reached." })) : offline.write(task))
    }
    const { result } = await run(failing)
    expect(Either.isLeft(result) && result.left.reason).toBe("The AI service could not be reached.")
  })

  it("fails when a writer returns something that does not match the schema", async () => {
    const { port } = writerWith((task, answer) => (task.kind === "food" ? { ...(answer as object), travelTips: "none" } : answer))
    const { result } = await run(port, { maxRepairs: 0 })
    expect(Either.isLeft(result) && result.left.reason).toMatch(/food, shopping and tips did not match the itinerary format/)
  })
})
