// Test support: a running generation tracker whose server (generate call, list, event stream), store
// and toasts the test controls. Needs `vi.useFakeTimers({ toFake: [..., "Date"] })`: progress is time.
import { vi } from "vitest"
import { createActor, fromCallback } from "xstate"
import type { GenerateResponse, Itinerary, TripRequest } from "../../itinerary/types"
import { CALCULATING, type GeneratingItinerary } from "../../stores/generating"
import { makeRequest } from "../../test/itineraries"
import { generationTrackerMachine, previewOf, type TrackerEvent, trackerKey } from "../generationTracker.machine"
import { CallLog, flushPromises } from "./controllablePromises"

export const TEMP_ID = "temp-1"

export interface Stream {
  id: string
  open: boolean
  send(event: TrackerEvent): void
}

export interface HarnessOptions {
  /** Started by a submit (the generate call goes out) or after a reload (tracking only). */
  submitted?: boolean
  duration?: number
  /** A stored entry to resume, e.g. one whose server id is already known. */
  entry?: Partial<GeneratingItinerary>
}

export function createTrackerHarness(options: HarnessOptions = {}) {
  const submitted = options.submitted ?? true
  const duration = options.duration ?? 3
  const startGeneration = new CallLog<TripRequest, GenerateResponse>()
  const fetchItineraries = new CallLog<unknown, readonly Itinerary[]>()
  const streams: Stream[] = []
  const saved: GeneratingItinerary[] = []
  const toasts: { kind: "success" | "error"; message: string }[] = []
  const credits: number[] = []
  const ready: Itinerary[] = []
  let removes = 0
  let creditRefreshes = 0
  let banner: string | null = null
  let preview: string | null = null

  const now = new Date().toISOString()
  const entry: GeneratingItinerary = {
    id: TEMP_ID,
    tempId: TEMP_ID,
    destination: "Goa",
    destinationType: "domestic",
    duration,
    travelDates: "December 2026",
    createdAt: now,
    pollingStartedAt: now,
    pollingAttempts: 0,
    progress: 0,
    estimatedTimeRemaining: CALCULATING,
    ...options.entry
  }
  const request = makeRequest({ tempId: TEMP_ID, duration })

  const machine = generationTrackerMachine.provide({
    actors: {
      startGeneration: startGeneration.logic,
      fetchItineraries: fetchItineraries.logic,
      serverEvents: fromCallback<TrackerEvent, { id: string }>(({ input, sendBack }) => {
        const stream: Stream = { id: input.id, open: true, send: sendBack }
        streams.push(stream)
        return () => {
          stream.open = false
        }
      })
    },
    actions: {
      save: ({ context }) => {
        saved.push({ ...context.entry })
      },
      remove: () => {
        removes++
      },
      notifySuccess: (_, { message }) => toasts.push({ kind: "success", message }),
      notifyError: (_, { message }) => toasts.push({ kind: "error", message }),
      creditsChanged: (_, params) => credits.push(params.credits),
      refreshCredits: () => {
        creditRefreshes++
      },
      itineraryReady: (_, { itinerary }) => ready.push(itinerary),
      showFailure: ({ context }) => {
        banner = context.failureReason
      },
      clearFailure: () => {
        banner = null
      },
      showPreview: ({ context }) => {
        preview = previewOf(context)
      }
    }
  })
  const actor = createActor(machine, { input: { entry, ...(submitted ? { request } : {}) } })
  actor.start()

  return {
    actor,
    entry,
    request,
    startGeneration,
    fetchItineraries,
    streams,
    saved,
    toasts,
    credits,
    ready,
    get removes() {
      return removes
    },
    get creditRefreshes() {
      return creditRefreshes
    },
    get banner() {
      return banner
    },
    /** The share link token the card's Preview opens, as the tracker last said (null: no Preview). */
    get preview() {
      return preview
    },
    get key() {
      return trackerKey(actor.getSnapshot().context)
    },
    get openStream(): Stream | undefined {
      return streams.findLast((stream) => stream.open)
    },
    /** The bar as the card shows it (the last saved entry). */
    get progress(): number {
      return actor.getSnapshot().context.entry.progress
    },
    /**
     * Lets `ms` pass a second at a time. With `list`, every poll that goes out is answered with it
     * (an Error answers it with a failure); without, polls stay unanswered.
     */
    async advance(ms: number, list?: () => readonly Itinerary[] | Error) {
      let left = ms
      while (left > 0) {
        const step = Math.min(1_000, left)
        vi.advanceTimersByTime(step)
        left -= step
        await flushPromises()
        const poll = fetchItineraries.pending
        if (poll && list) {
          const answer = list()
          if (answer instanceof Error) poll.reject(answer)
          else poll.resolve(answer)
          await flushPromises()
        }
      }
    },
    stop() {
      actor.stop()
    }
  }
}

export type TrackerHarness = ReturnType<typeof createTrackerHarness>
