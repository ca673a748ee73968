// Model-based test of the owner's edit flow (docs/adr/0130-refine-itinerary.md). The model is the flow
// as the task states it, a small machine without requests: one change or regeneration at a time, each on
// the last revision seen; a 409 stops everything until a reload; the unsent change is kept. The system
// under test is the real machine with a stubbed server; every transition of the model is replayed on it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import { createTestModel } from "xstate/graph"
import { isBusy, MAX_POLL_FAILURES, REGENERATION_POLL_MS } from "./itineraryEdit.machine"
import { flushPromises } from "./testing/controllablePromises"
import {
  apiError,
  createEditHarness,
  type EditHarness,
  itineraryAt,
  REGENERATE_DAY_1,
  regenerationStatus
} from "./testing/editHarness"

type Pending = "none" | "change" | "undo" | "regenerate"
type Notice = "none" | "conflict" | "refused" | "error"
interface Expected {
  revision: number
  pending: Pending
  notice: Notice
  pollFailures: number
}
type Step =
  | "viewing"
  | "ready"
  | "submitting"
  | "conflict"
  | "reloading"
  | "refused"
  | "failed"
  | "starting"
  | "waiting"
  | "checking"
  | "fetching"
  | "settling"

/** Revisions beyond this are not walked: the graph stays finite and every step is still reached. */
const MAX_REVISION = 3

const specModel = setup({
  types: {
    context: {} as Expected,
    events: {} as {
      type:
        | "EDIT"
        | "DONE"
        | "CHANGE"
        | "UNDO"
        | "REGENERATE"
        | "RELOAD"
        | "RETRY"
        | "DISCARD"
        | "DISMISS"
        | "CHANGE_SAVED"
        | "CHANGE_STALE"
        | "CHANGE_REFUSED"
        | "CHANGE_FAILED"
        | "RELOADED"
        | "RELOAD_FAILED"
        | "REGENERATION_STARTED"
        | "REGENERATION_STALE"
        | "REGENERATION_REFUSED"
        | "TICK"
        | "STILL_RUNNING"
        | "COMPLETED"
        | "WRITER_FAILED"
        | "POLL_LOST"
        | "FETCHED"
        | "FETCHED_BEHIND"
        | "FETCH_FAILED"
    }
  },
  guards: {
    canUndo: ({ context }) => context.revision > 1,
    keptChange: ({ context }) => context.pending === "change" || context.pending === "undo",
    keptRegeneration: ({ context }) => context.pending === "regenerate",
    mayPollAgain: ({ context }) => context.pollFailures + 1 < MAX_POLL_FAILURES
  }
}).createMachine({
  id: "spec",
  context: { revision: 1, pending: "none", notice: "none", pollFailures: 0 },
  initial: "viewing",
  states: {
    viewing: { on: { EDIT: "ready" } },
    ready: {
      on: {
        DONE: "viewing",
        CHANGE: { target: "submitting", actions: assign({ pending: "change" }) },
        UNDO: { guard: "canUndo", target: "submitting", actions: assign({ pending: "undo" }) },
        REGENERATE: { target: "starting", actions: assign({ pending: "regenerate" }) },
        RETRY: [
          { guard: "keptChange", target: "submitting" },
          { guard: "keptRegeneration", target: "starting" }
        ],
        DISCARD: { actions: assign({ pending: "none" }) }
      }
    },
    submitting: {
      entry: assign({ notice: "none" }),
      on: {
        CHANGE_SAVED: { target: "ready", actions: assign({ revision: ({ context }) => context.revision + 1, pending: "none" }) },
        CHANGE_STALE: { target: "conflict", actions: assign({ notice: "conflict" }) },
        CHANGE_REFUSED: { target: "refused", actions: assign({ notice: "refused", pending: "none" }) },
        CHANGE_FAILED: { target: "failed", actions: assign({ notice: "error" }) }
      }
    },
    conflict: { on: { RELOAD: "reloading" } },
    reloading: {
      on: {
        // Someone else's change: one revision further.
        RELOADED: { target: "ready", actions: assign({ revision: ({ context }) => context.revision + 1, notice: "none" }) },
        RELOAD_FAILED: "conflict"
      }
    },
    refused: {
      on: {
        DISMISS: { target: "ready", actions: assign({ notice: "none" }) },
        CHANGE: { target: "submitting", actions: assign({ pending: "change" }) },
        DONE: { target: "viewing", actions: assign({ notice: "none" }) }
      }
    },
    failed: {
      on: {
        RETRY: [
          { guard: "keptChange", target: "submitting" },
          { guard: "keptRegeneration", target: "starting" }
        ],
        DISMISS: { target: "ready", actions: assign({ notice: "none", pending: "none" }) },
        DONE: { target: "viewing", actions: assign({ notice: "none", pending: "none" }) }
      }
    },
    starting: {
      entry: assign({ notice: "none", pollFailures: 0 }),
      on: {
        REGENERATION_STARTED: "waiting",
        REGENERATION_STALE: { target: "conflict", actions: assign({ notice: "conflict" }) },
        // e.g. 402: credits are short for the 6th regeneration.
        REGENERATION_REFUSED: { target: "failed", actions: assign({ notice: "error" }) }
      }
    },
    waiting: { on: { TICK: "checking" } },
    checking: {
      on: {
        STILL_RUNNING: { target: "waiting", actions: assign({ pollFailures: 0 }) },
        COMPLETED: { target: "fetching", actions: assign({ pending: "none", pollFailures: 0 }) },
        WRITER_FAILED: { target: "failed", actions: assign({ notice: "error", pollFailures: 0 }) },
        POLL_LOST: [
          { guard: "mayPollAgain", target: "waiting", actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }) },
          { target: "failed", actions: assign({ notice: "error", pending: "none", pollFailures: 0 }) }
        ]
      }
    },
    fetching: {
      on: {
        FETCHED: { target: "ready", actions: assign({ revision: ({ context }) => context.revision + 1, pollFailures: 0 }) },
        // The read is not at the regeneration's revision yet: read again after a poll's time, a few times,
        // then go on with what was read.
        FETCHED_BEHIND: [
          { guard: "mayPollAgain", target: "settling", actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }) },
          { target: "ready", actions: assign({ pollFailures: 0 }) }
        ],
        FETCH_FAILED: { target: "conflict", actions: assign({ notice: "conflict", pollFailures: 0 }) }
      }
    },
    settling: { on: { TICK: "fetching" } }
  }
})

type SpecSnapshot = SnapshotFrom<typeof specModel>

const network = () => apiError(0, "Network error. Please check your connection.")

async function perform(h: EditHarness, type: string, model: Expected): Promise<void> {
  const send = h.actor.send.bind(h.actor)
  const settle = async (call: { resolve(o: never): void; reject(e: unknown): void }, outcome: { ok: unknown } | { error: unknown }) => {
    if ("ok" in outcome) call.resolve(outcome.ok as never)
    else call.reject(outcome.error)
    await flushPromises()
  }
  switch (type) {
    case "EDIT":
    case "DONE":
    case "UNDO":
    case "RELOAD":
    case "RETRY":
    case "DISCARD":
    case "DISMISS":
      return send({ type })
    case "CHANGE":
      return send({ type: "CHANGE", change: { _tag: "removeActivity", activityId: "a1" } })
    case "REGENERATE":
      return send({ type: "REGENERATE", target: REGENERATE_DAY_1 })
    case "CHANGE_SAVED": {
      const call = h.inFlight(h.sendChange, "a change")
      return settle(call, { ok: itineraryAt(call.input.basedOn + 1) })
    }
    case "CHANGE_STALE":
      return settle(h.inFlight(h.sendChange, "a change"), { error: apiError(409, "This itinerary was changed elsewhere. Reload it.") })
    case "CHANGE_REFUSED":
      return settle(h.inFlight(h.sendChange, "a change"), {
        error: apiError(422, "This change was not made because the plan would break: day 1: late", { problems: ["day 1: late"] })
      })
    case "CHANGE_FAILED":
      return settle(h.inFlight(h.sendChange, "a change"), { error: network() })
    case "RELOADED":
      return settle(h.inFlight(h.loadItinerary, "a reload"), { ok: itineraryAt(model.revision + 1) })
    case "RELOAD_FAILED":
    case "FETCH_FAILED":
      return settle(h.inFlight(h.loadItinerary, "a reload"), { error: network() })
    case "REGENERATION_STARTED":
      return settle(h.inFlight(h.startRegeneration, "a regeneration"), {
        ok: { regeneration: regenerationStatus({ basedOn: model.revision }), allowance: { included: 5, used: 1, nextCost: 0 } }
      })
    case "REGENERATION_STALE":
      return settle(h.inFlight(h.startRegeneration, "a regeneration"), { error: apiError(409, "Changed elsewhere") })
    case "REGENERATION_REFUSED":
      return settle(h.inFlight(h.startRegeneration, "a regeneration"), { error: apiError(402, "Insufficient credits") })
    case "TICK":
      await vi.advanceTimersByTimeAsync(REGENERATION_POLL_MS)
      return flushPromises()
    case "STILL_RUNNING":
      return settle(h.inFlight(h.pollRegeneration, "a poll"), { ok: regenerationStatus({ progress: { done: 2, total: 3, section: "Day 1" } }) })
    case "COMPLETED":
      return settle(h.inFlight(h.pollRegeneration, "a poll"), { ok: regenerationStatus({ status: "completed", revision: model.revision + 1 }) })
    case "WRITER_FAILED":
      return settle(h.inFlight(h.pollRegeneration, "a poll"), { ok: regenerationStatus({ status: "failed", reason: "The writer did not answer" }) })
    case "POLL_LOST":
      return settle(h.inFlight(h.pollRegeneration, "a poll"), { error: network() })
    case "FETCHED":
      return settle(h.inFlight(h.loadItinerary, "a read"), { ok: itineraryAt(model.revision + 1) })
    case "FETCHED_BEHIND":
      return settle(h.inFlight(h.loadItinerary, "a read"), { ok: itineraryAt(model.revision) })
  }
}

function stepOf(h: EditHarness): Step {
  const value = h.actor.getSnapshot().value
  if (value === "viewing") return "viewing"
  const editing = (value as { editing: string | { regenerating: Step } }).editing
  return typeof editing === "string" ? (editing as Step) : editing.regenerating
}

function pendingOf(h: EditHarness): Pending {
  const pending = h.actor.getSnapshot().context.pending
  if (!pending) return "none"
  return pending.kind
}

function noticeOf(h: EditHarness): Notice {
  const { conflict, refusal, error } = h.actor.getSnapshot().context
  return conflict ? "conflict" : refusal ? "refused" : error ? "error" : "none"
}

function expectMachineToMatch(h: EditHarness, expected: SpecSnapshot): void {
  const snapshot = h.actor.getSnapshot()
  const step = expected.value as Step
  expect({
    step: stepOf(h),
    revision: snapshot.context.revision,
    pending: pendingOf(h),
    notice: noticeOf(h),
    pollFailures: ["waiting", "checking", "fetching", "settling"].includes(step) ? snapshot.context.pollFailures : expected.context.pollFailures
  }).toEqual({ step, ...expected.context })
  // Exactly the request the step is about is in flight, and nothing else.
  expect(h.sendChange.pending !== undefined).toBe(step === "submitting")
  expect(h.startRegeneration.pending !== undefined).toBe(step === "starting")
  expect(h.pollRegeneration.pending !== undefined).toBe(step === "checking")
  expect(h.loadItinerary.pending !== undefined).toBe(step === "reloading" || step === "fetching")
  expect(isBusy(snapshot)).toBe(["submitting", "reloading", "starting", "waiting", "checking", "fetching", "settling"].includes(step))
  // A change goes out on the revision the machine saw; an undo restores exactly the one before it.
  const change = h.sendChange.pending?.input
  if (change) {
    expect(change.basedOn).toBe(expected.context.revision)
    if (expected.context.pending === "undo") expect(change.change).toEqual({ _tag: "restoreRevision", revision: expected.context.revision - 1 })
  }
  const regeneration = h.startRegeneration.pending?.input
  if (regeneration) expect(regeneration).toEqual({ itineraryId: snapshot.context.itineraryId, basedOn: expected.context.revision, target: REGENERATE_DAY_1 })
}

/** Events that make a new revision. */
const NEW_REVISION = new Set(["CHANGE_SAVED", "RELOADED", "COMPLETED"])

const model = createTestModel(specModel, {
  filterEvents: (state, event) => !NEW_REVISION.has(event.type) || state.context.revision < MAX_REVISION,
  serializeTransition: (_state, event, previous) =>
    previous ? ` via ${event?.type} from ${JSON.stringify([previous.value, previous.context])}` : ""
})
const paths = model.getShortestPaths()

const pathsByStep = new Map<string, typeof paths>()
for (const path of paths) {
  const step = String(path.state.value)
  pathsByStep.set(step, [...(pathsByStep.get(step) ?? []), path])
}

describe("itinerary edit flow against its model", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("walks enough of the flow to pass through every step, an undo, a kept change after a 409 and a lost poll", () => {
    // Paths that are the beginning of a longer one are left out, so the states are read along the paths.
    const passed = paths.flatMap((path) => [...path.steps.map((step) => step.state), path.state])
    expect(new Set(passed.map((state) => String(state.value)))).toEqual(
      new Set(["viewing", "ready", "submitting", "conflict", "reloading", "refused", "failed", "starting", "waiting", "checking", "fetching", "settling"])
    )
    expect(passed.some((s) => s.value === "submitting" && s.context.pending === "undo")).toBe(true)
    expect(passed.some((s) => s.value === "ready" && s.context.pending === "undo" && s.context.revision > 2)).toBe(true)
    expect(passed.some((s) => s.value === "ready" && s.context.pending === "change" && s.context.revision > 1)).toBe(true)
    expect(passed.some((s) => s.value === "checking" && s.context.pollFailures === MAX_POLL_FAILURES - 1)).toBe(true)
    expect(passed.some((s) => s.value === "fetching" && s.context.pollFailures === MAX_POLL_FAILURES - 1)).toBe(true)
  })

  for (const [step, group] of pathsByStep) {
    it(`agrees on every transition into "${step}" (${group.length} paths)`, async () => {
      for (const path of group) {
        const harness = createEditHarness()
        try {
          let at: Expected = path.steps[0]?.state.context ?? { revision: 1, pending: "none", notice: "none", pollFailures: 0 }
          await path.test({
            events: new Proxy({} as Record<string, () => Promise<void>>, {
              get: (_, type: string) => () => perform(harness, type, at)
            }),
            states: {
              "*": (state) => {
                at = state.context
                expectMachineToMatch(harness, state)
              }
            }
          })
        } finally {
          harness.stop()
        }
      }
    }, 120_000)
  }
})
