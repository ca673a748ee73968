// Test support: a running itinerary edit machine whose server (changes, reads, regenerations) the test
// controls. The poll delay is a timer: tests use `vi.useFakeTimers()` and advance it.
import type { RegenerateResponse, RegenerationStatus, RegenerationTarget } from "@contract/refine"
import { createActor } from "xstate"
import type { Itinerary } from "../../itinerary/types"
import { makeContent, makeItinerary } from "../../test/itineraries"
import { itineraryEditMachine, type SendChangeInput, type StartRegenerationInput } from "../itineraryEdit.machine"
import { CallLog } from "./controllablePromises"

/** A plan at `revision`, with activity ids as the server sends them. */
export function itineraryAt(revision: number): Itinerary {
  const content = makeContent()
  const days = content.dailyItinerary.map((day, d) => ({
    ...day,
    activities: day.activities.map((activity, a) => ({ ...activity, id: `a${d * 10 + a + 1}` }))
  }))
  return makeItinerary({ revision, content: { ...content, dailyItinerary: days } })
}

export const apiError = (status: number, message: string, body?: unknown) => ({ status, message, body })

export const REGENERATE_DAY_1: RegenerationTarget = { _tag: "day", dayNumber: 1, instruction: "More beaches" }

export function regenerationStatus(overrides: Partial<RegenerationStatus> = {}): RegenerationStatus {
  return {
    id: "rg_1",
    status: "running",
    target: REGENERATE_DAY_1,
    basedOn: 1,
    cost: 0,
    requestedAt: "2026-11-26T05:00:00.000Z",
    progress: { done: 1, total: 3, section: "Day 1" },
    ...overrides
  }
}

export function createEditHarness(revision = 1) {
  const sendChange = new CallLog<SendChangeInput, Itinerary>()
  const loadItinerary = new CallLog<{ itineraryId: string }, Itinerary>()
  const startRegeneration = new CallLog<StartRegenerationInput, RegenerateResponse>()
  const pollRegeneration = new CallLog<{ itineraryId: string; regenerationId: string }, RegenerationStatus>()
  const shown: number[] = []
  let saves = 0

  const machine = itineraryEditMachine.provide({
    actors: {
      sendChange: sendChange.logic,
      loadItinerary: loadItinerary.logic,
      startRegeneration: startRegeneration.logic,
      pollRegeneration: pollRegeneration.logic
    },
    actions: {
      itineraryChanged: (_, params) => shown.push(params.itinerary.revision ?? 1),
      notifySaved: () => {
        saves++
      }
    }
  })
  const actor = createActor(machine, { input: { itinerary: itineraryAt(revision) } }).start()

  const inFlight = <I, O>(log: CallLog<I, O>, what: string) => {
    const call = log.pending
    if (!call) throw new Error(`expected ${what} in flight, but the machine made no such request`)
    return call
  }
  /** Every request that changes the plan, in the order sent: its basedOn and what it asked. */
  const writes = () =>
    [...sendChange.calls.map((c) => ({ call: c, basedOn: c.input.basedOn })), ...startRegeneration.calls.map((c) => ({ call: c, basedOn: c.input.basedOn }))]

  return {
    actor,
    sendChange,
    loadItinerary,
    startRegeneration,
    pollRegeneration,
    shown,
    get saves() {
      return saves
    },
    inFlight,
    writes,
    stop() {
      actor.stop()
    }
  }
}

export type EditHarness = ReturnType<typeof createEditHarness>
