// Model-based test of generation tracking. The model is spec sections 4 and 8 ("Generation tracking",
// "Trip form" submit) as a small machine without timers or requests; the system under test is the
// real tracker with a controlled server and fake timers. Every shortest path to every model state is
// replayed on the real tracker, which must agree on the card's state, toasts, removals and progress.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import { createTestModel } from "xstate/graph"
import { ApiError, NETWORK_ERROR_MESSAGE } from "../api/client"
import type { Itinerary } from "../itinerary/types"
import { makeItinerary, OTHER_ID, SERVER_ID } from "../test/itineraries"
import { GIVE_UP_FACTOR, generationMessages } from "./generationTracker.machine"
import { flushPromises } from "./testing/controllablePromises"
import { createTrackerHarness, type TrackerHarness } from "./testing/trackerHarness"

interface Expected {
  /** The server's id is known, so its event stream is open while tracking. */
  serverKnown: boolean
  /** The stream reported half the sections written. */
  serverProgress: boolean
  /** A poll found nothing yet. */
  polled: boolean
}

const listEvents = {
  LIST_SHOWS_GENERATING: { actions: "knowServer" },
  LIST_SHOWS_READY: "completed",
  LIST_SHOWS_FAILED: { target: "failed", actions: "knowServer" },
  LIST_EMPTY: { actions: "notePoll" },
  STREAM_PROGRESS: { guard: "streaming", actions: "noteProgress" },
  STREAM_COMPLETED: { guard: "streaming", target: "completed" },
  STREAM_FAILED: { guard: "streaming", target: "failed" }
} as const

const specModel = setup({
  types: {
    context: {} as Expected,
    events: {} as {
      type:
        | "ANSWER_WRITTEN"
        | "ANSWER_ACCEPTED"
        | "ANSWER_REFUSED"
        | "ANSWER_LOST"
        | keyof typeof listEvents
        | "TIME_RUNS_OUT"
        | "RETRY"
        | "DISMISS"
    }
  },
  actions: {
    knowServer: assign({ serverKnown: true }),
    notePoll: assign({ polled: true }),
    noteProgress: assign({ serverProgress: true })
  },
  guards: { streaming: ({ context }) => context.serverKnown }
}).createMachine({
  id: "spec",
  initial: "sending",
  context: { serverKnown: false, serverProgress: false, polled: false },
  states: {
    sending: {
      on: {
        ANSWER_WRITTEN: "completed",
        ANSWER_ACCEPTED: { target: "tracking", actions: "knowServer" },
        ANSWER_REFUSED: "rejected",
        ANSWER_LOST: "tracking",
        ...listEvents
      }
    },
    tracking: { on: { ...listEvents, TIME_RUNS_OUT: "failed" } },
    failed: { on: { RETRY: "tracking", DISMISS: "dismissed", LIST_SHOWS_READY: "completed" } },
    completed: { type: "final" },
    rejected: { type: "final" },
    dismissed: { type: "final" }
  }
})

type SpecSnapshot = SnapshotFrom<typeof specModel>

const generatingOnServer = (h: TrackerHarness) =>
  makeItinerary({ status: "generating", createdAt: h.entry.createdAt, progress: { done: 1, total: 10 } })
const readyOnServer = (_h: TrackerHarness) => makeItinerary({ createdAt: new Date(Date.now() - 1_000).toISOString() })
const failedOnServer = (h: TrackerHarness) =>
  makeItinerary({ status: "failed", createdAt: h.entry.createdAt, failureReason: "The writer is unavailable" })
const unrelated = () => [makeItinerary({ id: OTHER_ID, destination: "Kerala", createdAt: "2025-01-01T00:00:00.000Z" })]

/** The list reaches the tracker as its own poll, or (when it is not polling) from the page. */
async function deliverList(h: TrackerHarness, list: readonly Itinerary[]): Promise<void> {
  if (h.actor.getSnapshot().matches("failed")) {
    h.actor.send({ type: "LIST_LOADED", itineraries: list })
    return flushPromises()
  }
  for (let waited = 0; !h.fetchItineraries.pending && waited <= 31_000; waited += 1_000) await h.advance(1_000)
  const poll = h.fetchItineraries.pending
  if (!poll) throw new Error("the model expects polling, but the tracker made no request within 30 s")
  poll.resolve(list)
  await flushPromises()
}

function postInFlight(h: TrackerHarness) {
  const call = h.startGeneration.pending
  if (!call) throw new Error("the model expects the generate call in flight, but there is none")
  return call
}

async function perform(h: TrackerHarness, type: string): Promise<void> {
  // Without a known id there is no stream to speak (the model ignores the event; so must the tracker).
  if (type.startsWith("STREAM_") && !h.openStream) return
  switch (type) {
    case "ANSWER_WRITTEN":
      postInFlight(h).resolve({ creditsRemaining: 5, itinerary: readyOnServer(h) })
      await flushPromises()
      return expect(h.credits.at(-1)).toBe(5)
    case "ANSWER_ACCEPTED":
      postInFlight(h).resolve({ creditsRemaining: 6, itinerary: makeItinerary({ status: "generating" }) })
      await flushPromises()
      return expect(h.credits.at(-1)).toBe(6)
    case "ANSWER_REFUSED":
      postInFlight(h).reject(new ApiError(402, "You need 1 credits. Please purchase more credits."))
      await flushPromises()
      return expect(h.toasts.at(-1)).toEqual({ kind: "error", message: "You need 1 credits. Please purchase more credits." })
    case "ANSWER_LOST":
      postInFlight(h).reject(new ApiError(0, NETWORK_ERROR_MESSAGE))
      return flushPromises()
    case "LIST_SHOWS_GENERATING":
      return deliverList(h, [generatingOnServer(h), ...unrelated()])
    case "LIST_SHOWS_READY":
      return deliverList(h, [readyOnServer(h), ...unrelated()])
    case "LIST_SHOWS_FAILED":
      await deliverList(h, [failedOnServer(h)])
      return expect(h.banner).toBe("The writer is unavailable")
    case "LIST_EMPTY":
      return deliverList(h, unrelated())
    case "STREAM_PROGRESS":
      h.openStream!.send({ type: "SERVER_PROGRESS", done: 5, total: 10 })
      return flushPromises()
    case "STREAM_COMPLETED":
      h.openStream!.send({ type: "SERVER_COMPLETED" })
      await flushPromises()
      // The stream only says so; the finished card comes from the list, fetched at once.
      expect(h.fetchItineraries.pending).toBeDefined()
      h.fetchItineraries.pending!.resolve([readyOnServer(h)])
      return flushPromises()
    case "STREAM_FAILED":
      h.openStream!.send({ type: "SERVER_FAILED", reason: "The writer gave up" })
      await flushPromises()
      return expect(h.banner).toBe("The writer gave up")
    case "TIME_RUNS_OUT":
      await h.advance(GIVE_UP_FACTOR * 3 * 60_000 + 31_000, unrelated)
      return expect(h.banner).toBe(generationMessages.tookTooLong)
    case "RETRY":
      h.actor.send({ type: "RETRY" })
      return flushPromises()
    case "DISMISS":
      h.actor.send({ type: "DISMISS" })
      return flushPromises()
  }
}

function expectTrackerToMatch(h: TrackerHarness, expected: SpecSnapshot): void {
  const state = expected.value as string
  const snapshot = h.actor.getSnapshot()
  const actual = snapshot.matches({ running: { request: "sending" } })
    ? "sending"
    : snapshot.matches("running")
      ? "tracking"
      : (snapshot.value as string)
  const running = state === "sending" || state === "tracking"
  const finished = state === "completed" || state === "rejected" || state === "dismissed"
  expect(actual).toBe(state)
  expect(h.startGeneration.pending !== undefined).toBe(state === "sending")
  // The generate call goes out once, whatever happens after.
  expect(h.startGeneration.count).toBe(1)
  expect(h.openStream !== undefined).toBe(running && expected.context.serverKnown)
  if (h.openStream) expect(h.openStream.id).toBe(SERVER_ID)
  expect(h.banner !== null).toBe(state === "failed")
  expect(h.toasts.filter((t) => t.kind === "success").map((t) => t.message)).toEqual(
    state === "completed" ? [generationMessages.generated] : []
  )
  expect(h.toasts.filter((t) => t.kind === "error")).toHaveLength(state === "rejected" ? 1 : 0)
  expect(h.removes).toBe(finished ? 1 : 0)
  expect(h.ready).toHaveLength(state === "completed" ? 1 : 0)
  expect(h.creditRefreshes).toBe(state === "completed" ? 1 : 0)
  const { progress, estimatedTimeRemaining } = snapshot.context.entry
  if (state === "completed") expect({ progress, estimatedTimeRemaining }).toEqual({ progress: 100, estimatedTimeRemaining: "Done" })
  else expect(progress).toBeLessThanOrEqual(95)
  if (running && expected.context.serverProgress) expect(progress).toBeGreaterThanOrEqual(50)
}

const model = createTestModel(specModel, {
  serializeTransition: (_state, event, previous) =>
    previous ? ` via ${event?.type} from ${JSON.stringify([previous.value, previous.context])}` : ""
})
const paths = model.getShortestPaths()

const pathsByState = new Map<string, typeof paths>()
for (const path of paths) {
  const state = String(path.state.value)
  pathsByState.set(state, [...(pathsByState.get(state) ?? []), path])
}

describe("generation tracking against its spec model", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("reaches every state of the card", () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(["sending", "tracking", "failed", "completed", "rejected", "dismissed"])
    )
  })

  for (const [state, group] of pathsByState) {
    it(`agrees on every path into "${state}" (${group.length} paths)`, async () => {
      for (const path of group) {
        const harness = createTrackerHarness()
        try {
          await path.test({
            events: new Proxy({} as Record<string, () => Promise<void>>, {
              get: (_, type: string) => () => perform(harness, type)
            }),
            states: { "*": (state) => expectTrackerToMatch(harness, state) }
          })
        } finally {
          harness.stop()
        }
      }
    }, 60_000)
  }
})
