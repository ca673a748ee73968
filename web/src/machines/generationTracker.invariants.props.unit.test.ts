// Invariants of generation tracking over random (seeded) runs: time passing, answers to the generate
// call and to polls, the server's event stream, the page's own list refreshes, Retry and Dismiss.
import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ApiError, NETWORK_ERROR_MESSAGE } from "../api/client"
import type { Itinerary } from "../itinerary/types"
import { makeItinerary, OTHER_ID } from "../test/itineraries"
import { generationMessages } from "./generationTracker.machine"
import { flushPromises } from "./testing/controllablePromises"
import { createTrackerHarness, type TrackerHarness } from "./testing/trackerHarness"

type ListKind = "absent" | "generating" | "ready" | "failed" | "offline"
type Command =
  | { kind: "wait"; ms: number; answer: ListKind | "none" }
  | { kind: "post"; outcome: "written" | "accepted" | "refused" | "lost" }
  | { kind: "stream"; event: "progress" | "draft" | "completed" | "failed"; done: number; total: number }
  | { kind: "page"; list: ListKind }
  | { kind: "retry" }
  | { kind: "dismiss" }

const listKind = fc.constantFrom<ListKind>("absent", "absent", "generating", "generating", "ready", "failed", "offline")
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("wait" as const),
      ms: fc.oneof(fc.integer({ min: 0, max: 12_000 }), fc.integer({ min: 25_000, max: 400_000 })),
      answer: fc.oneof(fc.constant("none" as const), listKind)
    })
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("post" as const), outcome: fc.constantFrom("written", "accepted", "refused", "lost") }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("stream" as const),
      event: fc.constantFrom("progress", "progress", "progress", "draft", "draft", "completed", "failed"),
      done: fc.integer({ min: -2, max: 14 }),
      total: fc.integer({ min: 0, max: 12 })
    })
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("page" as const), list: listKind }) },
  { weight: 1, arbitrary: fc.constant({ kind: "retry" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "dismiss" as const }) }
)

const run = fc.record({
  submitted: fc.boolean(),
  duration: fc.integer({ min: 1, max: 30 }),
  commands: fc.array(command, { minLength: 5, maxLength: 40 })
})

function listOf(h: TrackerHarness, kind: ListKind): readonly Itinerary[] | Error {
  const unrelated = makeItinerary({ id: OTHER_ID, destination: "Kerala", createdAt: "2025-01-01T00:00:00.000Z" })
  const mine = { createdAt: h.entry.createdAt, duration: h.entry.duration }
  switch (kind) {
    case "offline":
      return new ApiError(0, NETWORK_ERROR_MESSAGE)
    case "absent":
      return [unrelated]
    case "generating":
      return [makeItinerary({ ...mine, status: "generating", progress: { done: 3, total: 10 } }), unrelated]
    case "ready":
      return [makeItinerary(mine), unrelated]
    case "failed":
      return [makeItinerary({ ...mine, status: "failed", failureReason: "Writer down" }), unrelated]
  }
}

async function perform(h: TrackerHarness, step: Command): Promise<void> {
  if (h.actor.getSnapshot().status === "done" && step.kind !== "wait") return
  switch (step.kind) {
    case "wait":
      return h.advance(step.ms, step.answer === "none" ? undefined : () => listOf(h, step.answer as ListKind))
    case "post": {
      const call = h.startGeneration.pending
      if (!call) return
      if (step.outcome === "written") call.resolve({ creditsRemaining: 4, itinerary: makeItinerary({ duration: h.entry.duration }) })
      if (step.outcome === "accepted")
        call.resolve({ creditsRemaining: 4, itinerary: makeItinerary({ status: "generating", duration: h.entry.duration }) })
      if (step.outcome === "refused") call.reject(new ApiError(500, "Failed to generate itinerary"))
      if (step.outcome === "lost") call.reject(new ApiError(0, NETWORK_ERROR_MESSAGE))
      return flushPromises()
    }
    case "stream": {
      const stream = h.openStream
      if (!stream) return
      if (step.event === "progress") stream.send({ type: "SERVER_PROGRESS", done: step.done, total: step.total })
      if (step.event === "draft") {
        // A draft only makes the list be checked: the stream stays the one it was (a reopened one replays its drafts).
        const opened = h.streams.length
        stream.send({ type: "SERVER_DRAFT", draftDays: [1, 2] })
        await flushPromises()
        expect(h.streams).toHaveLength(opened)
        expect(stream.open).toBe(true)
        return
      }
      if (step.event === "completed") stream.send({ type: "SERVER_COMPLETED" })
      if (step.event === "failed") stream.send({ type: "SERVER_FAILED", reason: "Writer down" })
      return flushPromises()
    }
    case "page": {
      const list = listOf(h, step.list)
      if (!(list instanceof Error)) h.actor.send({ type: "LIST_LOADED", itineraries: list })
      return flushPromises()
    }
    case "retry":
      h.actor.send({ type: "RETRY" })
      return flushPromises()
    case "dismiss":
      h.actor.send({ type: "DISMISS" })
      return flushPromises()
  }
}

async function check(input: { submitted: boolean; duration: number; commands: Command[] }): Promise<void> {
  const h = createTrackerHarness({ submitted: input.submitted, duration: input.duration })
  let shown = h.progress
  try {
    for (const step of input.commands) {
      await perform(h, step)
      const snapshot = h.actor.getSnapshot()
      const completed = snapshot.matches("completed")
      const finished = snapshot.status === "done"
      const { progress } = snapshot.context.entry

      // The bar never goes backwards and never passes 95 before completion, which takes it to 100.
      expect(progress).toBeGreaterThanOrEqual(shown)
      if (completed) expect(progress).toBe(100)
      else expect(progress).toBeLessThanOrEqual(95)
      shown = progress
      for (let i = 1; i < h.saved.length; i++) expect(h.saved[i]!.progress).toBeGreaterThanOrEqual(h.saved[i - 1]!.progress)

      // Exactly one completion toast per completed generation, none otherwise.
      const successes = h.toasts.filter((toast) => toast.kind === "success")
      expect(successes).toEqual(completed ? [{ kind: "success", message: generationMessages.generated }] : [])
      expect(h.ready).toHaveLength(completed ? 1 : 0)

      // The placeholder is removed exactly once, when the tracker finishes.
      expect(h.removes).toBe(finished ? 1 : 0)

      // One generate call at most, only after a submit; one stream at most, and none once finished.
      expect(h.startGeneration.count).toBe(input.submitted ? 1 : 0)
      expect(h.streams.filter((stream) => stream.open).length).toBeLessThanOrEqual(finished ? 0 : 1)
      // The banner shows exactly while the tracker is in its failed state.
      expect(h.banner !== null).toBe(snapshot.matches("failed"))
    }
  } finally {
    h.stop()
  }
}


describe("generation tracking invariants", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("keeps the bar monotonic, toasts once, removes once, sends once", async () => {
    await fc.assert(fc.asyncProperty(run, check), { numRuns: 150 })
  }, 120_000)
})
