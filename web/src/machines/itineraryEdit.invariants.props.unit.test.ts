// Invariants of the owner's edit flow over random (seeded) sequences of clicks, server answers, polls and
// changes made in another tab. The server is simulated: it answers 409 to a request made on a revision
// it has left, as the real one does (docs/adr/0130-refine-itinerary.md, "The stale-revision rule").
import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { type EditEvent, REGENERATION_POLL_MS } from "./itineraryEdit.machine"
import { flushPromises } from "./testing/controllablePromises"
import { apiError, createEditHarness, type EditHarness, itineraryAt, REGENERATE_DAY_1, regenerationStatus } from "./testing/editHarness"

type Outcome = "ok" | "refused" | "network"
type Command =
  | { kind: "user"; event: EditEvent }
  /** Whatever is in flight is answered the way the simulated server would, or fails. */
  | { kind: "answer"; outcome: Outcome }
  | { kind: "tick" }
  /** The owner's other tab makes a change: the server moves on a revision. */
  | { kind: "elsewhere" }

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom<EditEvent>(
        { type: "EDIT" },
        { type: "DONE" },
        { type: "CHANGE", change: { _tag: "removeActivity", activityId: "a1" } },
        { type: "CHANGE", change: { _tag: "moveActivity", activityId: "a2", toDay: 2, time: "10:00" } },
        { type: "UNDO" },
        { type: "UNDO" },
        { type: "REGENERATE", target: REGENERATE_DAY_1 },
        { type: "RELOAD" },
        { type: "RETRY" },
        { type: "DISCARD" },
        { type: "DISMISS" }
      )
      .map((event) => ({ kind: "user" as const, event }))
  },
  { weight: 6, arbitrary: fc.constantFrom<Outcome>("ok", "ok", "ok", "refused", "network").map((outcome) => ({ kind: "answer" as const, outcome })) },
  { weight: 2, arbitrary: fc.constant({ kind: "tick" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "elsewhere" as const }) }
)

const journey = fc
  .tuple(fc.constantFrom<Command[]>([], [{ kind: "user", event: { type: "EDIT" } }]), fc.array(command, { minLength: 10, maxLength: 60, size: "max" }))
  .map(([start, rest]) => [...start, ...rest])

interface Server {
  revision: number
}

async function answer(h: EditHarness, server: Server, outcome: Outcome): Promise<void> {
  const network = apiError(0, "Network error. Please check your connection.")
  const stale = (basedOn: number) => apiError(409, `This itinerary was changed elsewhere (it is now at revision ${server.revision}; your change was made on revision ${basedOn}).`)
  if (h.sendChange.pending) {
    const call = h.sendChange.pending
    if (call.input.basedOn !== server.revision) call.reject(stale(call.input.basedOn))
    else if (outcome === "refused") call.reject(apiError(422, "This change was not made because the plan would break: x", { problems: ["x"] }))
    else if (outcome === "network") call.reject(network)
    else {
      server.revision++
      call.resolve(itineraryAt(server.revision))
    }
  } else if (h.startRegeneration.pending) {
    const call = h.startRegeneration.pending
    if (call.input.basedOn !== server.revision) call.reject(stale(call.input.basedOn))
    else if (outcome === "ok") call.resolve({ regeneration: regenerationStatus({ basedOn: server.revision }), allowance: { included: 5, used: 1, nextCost: 0 } })
    else call.reject(outcome === "refused" ? apiError(402, "Insufficient credits") : network)
  } else if (h.pollRegeneration.pending) {
    const call = h.pollRegeneration.pending
    if (outcome === "ok") {
      server.revision++
      call.resolve(regenerationStatus({ status: "completed", revision: server.revision }))
    } else if (outcome === "refused") call.resolve(regenerationStatus({ status: "failed", reason: "The writer did not answer" }))
    else call.reject(network)
  } else if (h.loadItinerary.pending) {
    if (outcome === "network") h.loadItinerary.pending.reject(network)
    else h.loadItinerary.pending.resolve(itineraryAt(server.revision))
  }
  await flushPromises()
}

/** Runs the commands, checking the invariants after each; answers the requests that changed the plan. */
async function run(commands: Command[]): Promise<ReadonlyArray<{ readonly basedOn: number; readonly input: unknown }>> {
  const h = createEditHarness()
  const server: Server = { revision: 1 }
  /** The last revision the machine was shown (answers to changes, reads). */
  let seen = 1
  /** A 409 arrived and no reload has completed since. */
  let stale = false
  const checked = new Set<unknown>()
  let intents = 0
  try {
    for (const step of commands) {
      const before = h.actor.getSnapshot()
      const loadsBefore = h.loadItinerary.calls.filter((c) => c.settled).length
      const changesBefore = h.sendChange.calls.filter((c) => c.settled).length
      if (step.kind === "user") {
        if (["CHANGE", "UNDO", "RETRY", "REGENERATE"].includes(step.event.type)) intents++
        h.actor.send(step.event)
      } else if (step.kind === "tick") await vi.advanceTimersByTimeAsync(REGENERATION_POLL_MS)
      else if (step.kind === "elsewhere") server.revision++
      else await answer(h, server, step.outcome)
      await flushPromises()
      const snapshot = h.actor.getSnapshot()
      const { context } = snapshot

      // What the machine was shown in this step.
      const newLoads = h.loadItinerary.calls.filter((c) => c.settled).length > loadsBefore
      const newAnswer = h.sendChange.calls.filter((c) => c.settled).length > changesBefore
      if ((newLoads || newAnswer) && context.revision !== before.context.revision) seen = context.revision
      if (newLoads && context.conflict === null) stale = false
      if (context.conflict !== null && before.context.conflict === null) stale = true

      // Never two requests that change the plan at once, nor one while reading or polling.
      const inFlight = [h.sendChange, h.startRegeneration, h.pollRegeneration, h.loadItinerary].filter((log) => log.pending).length
      expect(inFlight).toBeLessThanOrEqual(1)

      // Every new request is made on the last revision the machine saw; an undo restores exactly the one
      // before it; after a 409 nothing is sent until a reload has completed.
      const writes = h.writes()
      for (const write of writes.filter((w) => !checked.has(w.call))) {
        checked.add(write.call)
        expect(write.basedOn).toBe(seen)
        expect(stale).toBe(false)
        const change = "change" in write.call.input ? (write.call.input as { change: { _tag: string; revision?: number } }).change : null
        if (change?._tag === "restoreRevision") expect(change.revision).toBe(write.basedOn - 1)
      }
      // A change is never sent twice: every request comes from one click (a change, an undo, a retry).
      expect(writes.length).toBeLessThanOrEqual(intents)
      // The revision only grows, and is never ahead of the server's.
      expect(context.revision).toBeGreaterThanOrEqual(before.context.revision)
      expect(context.revision).toBeLessThanOrEqual(server.revision)
    }
    return h.writes().map((w) => ({ basedOn: w.basedOn, input: w.call.input }))
  } finally {
    h.stop()
  }
}

const PROPERTY_TIMEOUT_MS = 120_000

describe("itinerary edit flow invariants", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("hold over random sequences of clicks, answers, polls and other tabs' changes", async () => {
    await fc.assert(
      fc.asyncProperty(journey, async (commands) => {
        await run(commands)
      }),
      { seed: 20_261_126, numRuns: 200 }
    )
  }, PROPERTY_TIMEOUT_MS)

  // The sequence the model test found: an undo kept through a 409 must restore the new current-1 after the reload.
  it("an undo kept through a 409 restores the revision before the reloaded one", async () => {
    const user = (event: EditEvent) => ({ kind: "user", event }) as const
    const ok = { kind: "answer", outcome: "ok" } as const
    const writes = await run([
      user({ type: "EDIT" }),
      user({ type: "CHANGE", change: { _tag: "removeActivity", activityId: "a1" } }),
      ok,
      user({ type: "UNDO" }),
      { kind: "elsewhere" },
      ok,
      user({ type: "RELOAD" }),
      ok,
      user({ type: "RETRY" }),
      ok
    ])
    // The retry after the reload is the kept undo, on the reloaded revision 3: it restores revision 2.
    const last = writes.at(-1)
    expect(last?.basedOn).toBe(3)
    expect(last?.input).toMatchObject({ basedOn: 3, change: { _tag: "restoreRevision", revision: 2 } })
  })
  // Found by the property above: leaving edit mode after a 409 and entering it again let a change out on the old revision.
  it("after a 409, leaving and re-entering edit mode sends nothing until the reload", async () => {
    const user = (event: EditEvent) => ({ kind: "user", event }) as const
    const ok = { kind: "answer", outcome: "ok" } as const
    const change = user({ type: "CHANGE", change: { _tag: "removeActivity", activityId: "a1" } })
    await run([{ kind: "elsewhere" }, user({ type: "EDIT" }), change, ok, user({ type: "DONE" }), user({ type: "EDIT" }), change, ok])
  })
})
