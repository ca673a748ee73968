// The tracker and the knowledge base's draft (docs/adr/0180-draft-first-generation.md): the card offers
// Preview once the server has a draft and the tracker knows its share link, from the generate answer,
// the list, or the stream's `draft` event (which checks the list at once).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { makeItinerary, SERVER_ID } from "../test/itineraries"
import { flushPromises } from "./testing/controllablePromises"
import { createTrackerHarness, type TrackerHarness } from "./testing/trackerHarness"

const LINK = "draftShareTokenAbcdefghij"

const generating = (h: TrackerHarness, overrides: Record<string, unknown> = {}) =>
  makeItinerary({ status: "generating", createdAt: h.entry.createdAt, shareUrl: LINK, progress: { done: 1, total: 10 }, ...overrides })

async function accept(h: TrackerHarness, overrides: Record<string, unknown> = {}) {
  h.startGeneration.pending!.resolve({ creditsRemaining: 4, itinerary: generating(h, overrides) })
  await flushPromises()
}

describe("generation tracker: the draft to preview", () => {
  let h: TrackerHarness
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] })
  })
  afterEach(() => {
    h.stop()
    vi.useRealTimers()
  })

  it("offers the draft the generate answer names", async () => {
    h = createTrackerHarness()
    expect(h.preview).toBeNull()
    await accept(h, { hasDraft: true })
    expect(h.preview).toBe(LINK)
    expect(h.actor.getSnapshot().matches("running")).toBe(true)
  })

  it("offers none without a draft; a draft event offers it and checks the list at once, on the same stream", async () => {
    h = createTrackerHarness()
    await accept(h)
    expect(h.preview).toBeNull()
    const stream = h.openStream!
    expect(stream.id).toBe(SERVER_ID)
    expect(h.fetchItineraries.pending).toBeUndefined()

    stream.send({ type: "SERVER_DRAFT", draftDays: [1, 2, 3] })
    await flushPromises()
    // The answer named the link already: Preview at once, and the list is asked without waiting 5 s.
    expect(h.preview).toBe(LINK)
    expect(h.fetchItineraries.pending).toBeDefined()
    // Only the polling restarts: the stream is not reopened (a new one would replay its draft events).
    expect(h.streams).toHaveLength(1)
    expect(h.openStream).toBe(stream)

    h.fetchItineraries.pending!.resolve([generating(h, { hasDraft: true })])
    await flushPromises()
    expect(h.preview).toBe(LINK)
    // The progress bar, remaining time and polling stay the spec's.
    expect(h.actor.getSnapshot().context.entry.pollingAttempts).toBe(1)
    expect(h.progress).toBeLessThanOrEqual(95)
  })

  it("after a reload, learns the draft's link from the list the draft event asks for", async () => {
    h = createTrackerHarness({ submitted: false, entry: { id: SERVER_ID, tempId: undefined } })
    await flushPromises()
    h.openStream!.send({ type: "SERVER_DRAFT", draftDays: [2, 3] })
    await flushPromises()
    // A draft, but no link yet: nothing to open.
    expect(h.preview).toBeNull()
    h.fetchItineraries.pending!.resolve([generating(h, { id: SERVER_ID, hasDraft: true })])
    await flushPromises()
    expect(h.preview).toBe(LINK)
  })

  it("offers the draft a poll of the list shows, and withdraws it when the server fails the plan", async () => {
    h = createTrackerHarness({ submitted: false })
    await h.advance(5_000)
    h.fetchItineraries.pending!.resolve([generating(h)])
    await flushPromises()
    expect(h.preview).toBeNull()
    await h.advance(10_000, () => [generating(h, { hasDraft: true })])
    expect(h.preview).toBe(LINK)

    h.openStream!.send({ type: "SERVER_FAILED", reason: "The writer gave up" })
    await flushPromises()
    expect(h.banner).toBe("The writer gave up")
    expect(h.preview).toBeNull()
  })

  it("completes as before when the plan is done", async () => {
    h = createTrackerHarness()
    await accept(h, { hasDraft: true })
    h.openStream!.send({ type: "SERVER_COMPLETED" })
    await flushPromises()
    h.fetchItineraries.pending!.resolve([makeItinerary({ createdAt: h.entry.createdAt, shareUrl: LINK })])
    await flushPromises()
    expect(h.actor.getSnapshot().value).toBe("completed")
    expect(h.removes).toBe(1)
    expect(h.ready.map((itinerary) => itinerary.shareUrl)).toEqual([LINK])
  })
})
