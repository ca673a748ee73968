// One generating itinerary, from the submit (or a reload) to its card (spec sections 4, 8 and 9). While
// running, four things happen at once: the generate request (only right after a submit), a clock that
// moves the bar by time, polling of the traveller's list, and the server's progress events once the
// itinerary's id is known. Once the server has saved the knowledge base's draft of the plan (the
// generate answer, the list or the stream says so), the card links to it
// (docs/adr/0180-draft-first-generation.md). Pure: requests, the event stream, the store, toasts and
// credits are actors and actions the tracker registry (generation/trackers.ts) provides.
import { assign, fromCallback, fromPromise, raise, setup } from "xstate"
import { type ServerView, serverViewOf } from "../generation/match"
import {
  DONE_TEXT,
  expectedDurationMs,
  PROGRESS_CAP,
  PROGRESS_DONE,
  remainingMs,
  remainingTimeText,
  serverProgress,
  timeProgress
} from "../generation/progress"
import type { GenerateResponse, Itinerary, TripRequest } from "../itinerary/types"
import type { GeneratingItinerary } from "../stores/generating"

export const generationMessages = {
  generated: "Itinerary generated successfully!",
  generateFailed: "Failed to generate itinerary",
  failedBanner: "Generation failed",
  /** Shown under the banner when the server never reported an outcome in time. */
  tookTooLong: "The itinerary is taking much longer than expected."
} as const

/** Spec section 9: first check after 5 s, then backing off to at most every 30 s; the bar every 10 s. */
export const FIRST_POLL_MS = 5_000
export const MAX_POLL_MS = 30_000
export const PROGRESS_UPDATE_MS = 10_000
/** With no outcome by three times the expected duration, the card offers Retry instead of waiting on. */
export const GIVE_UP_FACTOR = 3

export function pollDelayMs(checks: number): number {
  return Math.min(MAX_POLL_MS, FIRST_POLL_MS * 2 ** Math.max(0, checks))
}

export interface TrackerContext {
  entry: GeneratingItinerary
  /** The trip request still to send; null after a reload, when only tracking remains. */
  request: TripRequest | null
  requestSent: boolean
  /** The itinerary's id on the server, once known (the entry starts with the client's tempId). */
  serverId: string | null
  /** Checks made since this tracker (or its Retry) started: the polling back-off counts these. */
  checks: number
  serverPercent: number
  itinerary: Itinerary | null
  failureReason: string | null
  /** The itinerary's share link token, once the server named it (its answer or the list). */
  shareUrl: string | null
  /** The server saved a draft that the share link shows while the AI writes the days. */
  drafted: boolean
}

export type TrackerEvent =
  /** A fresh copy of the traveller's list, from this tracker's poll or the page's own refresh. */
  | { type: "LIST_LOADED"; itineraries: readonly Itinerary[] }
  | { type: "SERVER_PROGRESS"; done: number; total: number }
  /** The draft was saved, or days replaced it; `draftDays` are the days still being written. */
  | { type: "SERVER_DRAFT"; draftDays: readonly number[] }
  | { type: "SERVER_COMPLETED" }
  | { type: "SERVER_FAILED"; reason?: string }
  | { type: "RETRY" }
  | { type: "DISMISS" }

export interface TrackerInput {
  entry: GeneratingItinerary
  request?: TripRequest
}

const notProvided = (name: string) => () => Promise.reject(new Error(`generation tracker: ${name} not provided`))

/** An entry saved after the server answered carries its id; one without a tempId was adopted from the server. */
const knownServerId = (entry: GeneratingItinerary) =>
  entry.tempId === undefined || entry.id !== entry.tempId ? entry.id : null

function elapsedMs(entry: GeneratingItinerary): number {
  const started = Date.parse(entry.pollingStartedAt)
  return Number.isNaN(started) ? 0 : Date.now() - started
}

/** The bar at this moment: time or the server, whichever is further, never lower than before nor past 95. */
function advanced(context: TrackerContext): Partial<GeneratingItinerary> {
  const { entry, serverPercent } = context
  const elapsed = elapsedMs(entry)
  const progress = Math.min(PROGRESS_CAP, Math.max(entry.progress, timeProgress(elapsed, entry.duration), serverPercent))
  return { progress, estimatedTimeRemaining: remainingTimeText(remainingMs(elapsed, entry.duration, serverPercent)) }
}

function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === "string" && message ? message : generationMessages.generateFailed
}

/** What an itinerary from the server says of the draft: a draft, once saved, stays until the plan is done. */
const draftOf = (context: TrackerContext, itinerary: Itinerary): Pick<TrackerContext, "shareUrl" | "drafted"> => ({
  shareUrl: itinerary.shareUrl || context.shareUrl,
  drafted: context.drafted || itinerary.hasDraft === true
})

/** The share link token the card's Preview opens, or null while there is no draft (or no link yet). */
export const previewOf = (context: TrackerContext): string | null => (context.drafted ? context.shareUrl : null)

const viewOf = (context: TrackerContext, event: TrackerEvent): ServerView =>
  event.type === "LIST_LOADED" ? serverViewOf(context.entry, event.itineraries) : { kind: "absent" }

export const generationTrackerMachine = setup({
  types: {
    context: {} as TrackerContext,
    events: {} as TrackerEvent,
    input: {} as TrackerInput
  },
  actors: {
    /** POST /api/itinerary/generate: 200 when written at once, 202 while the writer works on. */
    startGeneration: fromPromise<GenerateResponse, TripRequest>(notProvided("startGeneration")),
    /** GET /api/itinerary/my-itineraries. */
    fetchItineraries: fromPromise<readonly Itinerary[]>(notProvided("fetchItineraries")),
    /** The server's progress events for the itinerary (SSE); sends SERVER_* events back. */
    serverEvents: fromCallback<TrackerEvent, { id: string }>(() => undefined)
  },
  actions: {
    /** Writes `context.entry` to the itinerary-storage store, under trackerKey(context). */
    save: () => {},
    /** Removes the entry from the store: the placeholder card goes. */
    remove: () => {},
    notifySuccess: (_, _params: { message: string }) => {},
    notifyError: (_, _params: { message: string }) => {},
    creditsChanged: (_, _params: { credits: number }) => {},
    /** GET /api/auth/credits after completion: the balance as the server has it. */
    refreshCredits: () => {},
    /** The finished itinerary replaces the card (and the list is marked for a refresh). */
    itineraryReady: (_, _params: { itinerary: Itinerary }) => {},
    /** The "Generation failed" banner, with `context.failureReason`. */
    showFailure: () => {},
    clearFailure: () => {},
    /** The card's Preview link: the draft's share link once both are known (`previewOf`), else none. */
    showPreview: () => {},

    advance: assign(({ context }) => ({ entry: { ...context.entry, ...advanced(context) } })),
    learnServerId: assign(({ context }, params: { itinerary: Itinerary }) => ({
      serverId: String(params.itinerary.id),
      entry: { ...context.entry, id: String(params.itinerary.id) },
      ...draftOf(context, params.itinerary)
    })),
    countCheck: assign(({ context }) => ({
      checks: context.checks + 1,
      entry: { ...context.entry, pollingAttempts: context.entry.pollingAttempts + 1 }
    })),
    restartPolling: assign(({ context }) => ({
      checks: 0,
      failureReason: null,
      entry: { ...context.entry, pollingStartedAt: new Date().toISOString(), pollingAttempts: 0 }
    }))
  },
  guards: {
    mustSend: ({ context }) => context.request !== null && !context.requestSent,
    hasServerId: ({ context }) => context.serverId !== null,
    writtenAtOnce: (_, params: { answer: GenerateResponse }) => {
      const status = params.answer?.itinerary?.status
      return status === undefined || status === "ready"
    },
    /** Offline or timed out: the server may have the request, so polling decides. */
    noAnswer: (_, params: { error: unknown }) => (params.error as { status?: unknown } | null)?.status === 0,
    overdue: ({ context }) =>
      elapsedMs(context.entry) > GIVE_UP_FACTOR * expectedDurationMs(context.entry.duration)
  },
  delays: {
    progressUpdate: PROGRESS_UPDATE_MS,
    nextPoll: ({ context }) => pollDelayMs(context.checks)
  }
}).createMachine({
  id: "tracker",
  context: ({ input }) => ({
    entry: { ...input.entry, progress: Math.min(PROGRESS_CAP, Math.max(0, input.entry.progress)) },
    request: input.request ?? null,
    requestSent: false,
    serverId: knownServerId(input.entry),
    checks: 0,
    serverPercent: 0,
    itinerary: null,
    failureReason: null,
    shareUrl: null,
    drafted: false
  }),
  initial: "running",
  states: {
    running: {
      type: "parallel",
      on: {
        LIST_LOADED: [
          {
            guard: ({ context, event }) => viewOf(context, event).kind === "completed",
            target: "completed",
            actions: assign(({ context, event }) => ({
              itinerary: (viewOf(context, event) as { itinerary: Itinerary }).itinerary
            }))
          },
          {
            guard: ({ context, event }) => viewOf(context, event).kind === "failed",
            target: "failed",
            actions: [
              assign(({ context, event }) => {
                const view = viewOf(context, event) as { itinerary: Itinerary; reason?: string }
                return {
                  serverId: String(view.itinerary.id),
                  entry: { ...context.entry, id: String(view.itinerary.id) },
                  failureReason: view.reason || generationMessages.generateFailed,
                  // A failed plan has no draft any more: its link shows the failure.
                  drafted: false
                }
              }),
              "showPreview"
            ]
          },
          {
            guard: "overdue",
            target: "failed",
            actions: assign({ failureReason: generationMessages.tookTooLong })
          },
          {
            guard: ({ context, event }) => viewOf(context, event).kind === "generating",
            actions: [
              assign(({ context, event }) => {
                const { itinerary } = viewOf(context, event) as { itinerary: Itinerary }
                const fromServer = itinerary.progress ? serverProgress(itinerary.progress.done, itinerary.progress.total) : 0
                return {
                  serverId: String(itinerary.id),
                  entry: { ...context.entry, id: String(itinerary.id) },
                  serverPercent: Math.max(context.serverPercent, fromServer),
                  ...draftOf(context, itinerary)
                }
              }),
              "advance",
              "save",
              "showPreview"
            ]
          }
        ],
        SERVER_PROGRESS: {
          actions: [
            assign(({ context, event }) => ({
              serverPercent: Math.max(context.serverPercent, serverProgress(event.done, event.total))
            })),
            "advance",
            "save"
          ]
        },
        SERVER_FAILED: {
          target: "failed",
          actions: [
            assign({ failureReason: ({ event }) => event.reason || generationMessages.generateFailed, drafted: false }),
            "showPreview"
          ]
        },
      },
      states: {
        request: {
          initial: "deciding",
          states: {
            deciding: {
              always: [{ guard: "mustSend", target: "sending" }, { target: "settled" }]
            },
            sending: {
              entry: assign({ requestSent: true }),
              invoke: {
                src: "startGeneration",
                input: ({ context }) => context.request!,
                onDone: [
                  {
                    guard: { type: "writtenAtOnce", params: ({ event }) => ({ answer: event.output }) },
                    target: "#tracker.completed",
                    actions: [
                      { type: "creditsChanged", params: ({ event }) => ({ credits: event.output.creditsRemaining }) },
                      assign({ itinerary: ({ event }) => event.output.itinerary })
                    ]
                  },
                  {
                    target: "settled",
                    actions: [
                      { type: "creditsChanged", params: ({ event }) => ({ credits: event.output.creditsRemaining }) },
                      { type: "learnServerId", params: ({ event }) => ({ itinerary: event.output.itinerary }) },
                      "save",
                      "showPreview"
                    ]
                  }
                ],
                onError: [
                  { guard: { type: "noAnswer", params: ({ event }) => ({ error: event.error }) }, target: "settled" },
                  {
                    target: "#tracker.rejected",
                    actions: assign({ failureReason: ({ event }) => errorMessage(event.error) })
                  }
                ]
              }
            },
            settled: {}
          }
        },
        clock: {
          initial: "ticking",
          states: {
            ticking: {
              entry: ["advance", "save"],
              after: { progressUpdate: { target: "ticking", reenter: true } }
            }
          }
        },
        polling: {
          initial: "waiting",
          // Here rather than on `running`: a transition there re-enters every region, and the reopened
          // stream would replay its events (drafts, the outcome), each one reopening it again.
          on: {
            SERVER_COMPLETED: { target: ".checking" },
            SERVER_DRAFT: {
              target: ".checking",
              actions: [assign({ drafted: true }), "showPreview"]
            }
          },
          states: {
            waiting: { after: { nextPoll: "checking" } },
            checking: {
              invoke: {
                src: "fetchItineraries",
                onDone: {
                  target: "waiting",
                  actions: ["countCheck", "save", raise(({ event }) => ({ type: "LIST_LOADED" as const, itineraries: event.output }))]
                },
                onError: { target: "waiting", actions: ["countCheck", "save"] }
              }
            }
          }
        },
        events: {
          initial: "waitingForId",
          states: {
            waitingForId: { always: { guard: "hasServerId", target: "listening" } },
            listening: {
              invoke: { src: "serverEvents", input: ({ context }) => ({ id: context.serverId! }) }
            }
          }
        }
      }
    },
    completed: {
      type: "final",
      entry: [
        assign(({ context }) => ({ entry: { ...context.entry, progress: PROGRESS_DONE, estimatedTimeRemaining: DONE_TEXT } })),
        { type: "notifySuccess", params: { message: generationMessages.generated } },
        "remove",
        { type: "itineraryReady", params: ({ context }) => ({ itinerary: context.itinerary! }) },
        "refreshCredits"
      ]
    },
    failed: {
      entry: "showFailure",
      on: {
        RETRY: {
          target: "running",
          actions: ["clearFailure", "restartPolling", "save"]
        },
        DISMISS: "dismissed",
        // The writer may still finish after the card gave up; a later list refresh completes it.
        LIST_LOADED: {
          guard: ({ context, event }) => viewOf(context, event).kind === "completed",
          target: "completed",
          actions: [
            "clearFailure",
            assign(({ context, event }) => ({
              itinerary: (viewOf(context, event) as { itinerary: Itinerary }).itinerary
            }))
          ]
        }
      }
    },
    /** The server refused the request (e.g. too few credits): the placeholder goes, with the reason. */
    rejected: {
      type: "final",
      entry: [
        { type: "notifyError", params: ({ context }) => ({ message: context.failureReason ?? generationMessages.generateFailed }) },
        "remove"
      ]
    },
    dismissed: {
      type: "final",
      entry: ["clearFailure", "remove"]
    }
  }
})

/** The entry's handle in the store: its tempId when it has one, since the server id arrives later. */
export function trackerKey(context: TrackerContext): string {
  return context.entry.tempId ?? context.entry.id
}
