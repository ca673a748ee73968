// The owner's edit mode on a finished itinerary (docs/adr/0130-refine-itinerary.md): one change or one AI
// regeneration at a time, each made on the last revision the machine saw. A 409 (someone changed the plan
// in another tab) stops every request until the owner reloads; the change that could not be sent is kept,
// so it can be sent again on the new revision. Pure: requests and toasts are actors and actions the view
// provides.
import type { ItineraryChange, RegenerateResponse, RegenerationStatus, RegenerationTarget } from "@contract/refine"
import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { Itinerary } from "../itinerary/types"

/** The contract asks clients to poll a running regeneration about twice a second. */
export const REGENERATION_POLL_MS = 500
/** Polls that may fail in a row (a phone between cells) before the owner is told. */
export const MAX_POLL_FAILURES = 5

/** What the owner asked for and the machine has not yet got through: a change or a regeneration. */
export type PendingEdit =
  | { kind: "change"; change: ItineraryChange }
  /** Kept as "undo", not as a revision: sent again after a reload it restores the new current-1, never skipping one. */
  | { kind: "undo" }
  | { kind: "regenerate"; target: RegenerationTarget }

/** The change a pending change or undo sends on `revision`. */
export const changeToSend = (pending: PendingEdit | null, revision: number): ItineraryChange | null =>
  pending?.kind === "change" ? pending.change : pending?.kind === "undo" ? { _tag: "restoreRevision", revision: revision - 1 } : null

export interface EditContext {
  itineraryId: string
  itinerary: Itinerary
  /** The last revision the machine saw: every request is made on it (`basedOn`). */
  revision: number
  /** In flight, or kept after a 409 or a failure so the owner can send it again. */
  pending: PendingEdit | null
  /** The server's 409 message (it says to reload). */
  conflict: string | null
  /** 422: the server's message and the checks the change would break. */
  refusal: { message: string; problems: string[] } | null
  /** Any other failure, as the server or the client said it. */
  error: string | null
  /** The regeneration being followed, with its progress. */
  regeneration: RegenerationStatus | null
  pollFailures: number
}

export type EditEvent =
  | { type: "EDIT" }
  | { type: "DONE" }
  | { type: "CHANGE"; change: ItineraryChange }
  /** Restore the revision before the current one: an undo never skips a revision. */
  | { type: "UNDO" }
  | { type: "REGENERATE"; target: RegenerationTarget }
  /** After a 409: read the itinerary again. */
  | { type: "RELOAD" }
  /** Send the kept change again, on the revision the machine has now. */
  | { type: "RETRY" }
  /** Forget the kept change. */
  | { type: "DISCARD" }
  /** Close a refusal or a failure. */
  | { type: "DISMISS" }

export interface SendChangeInput {
  itineraryId: string
  basedOn: number
  change: ItineraryChange
}
export interface StartRegenerationInput {
  itineraryId: string
  basedOn: number
  target: RegenerationTarget
}

/** The revision an itinerary answer is at; a plan saved before revisions is revision 1. */
export const revisionOf = (itinerary: Itinerary): number => itinerary.revision ?? 1

type Failure =
  | { kind: "stale"; message: string }
  | { kind: "refused"; message: string; problems: string[] }
  | { kind: "failed"; message: string }

/** The machine's own words (the rest are the server's); translated through the `feedback` namespace. */
export const editMessages = {
  failed: "Something went wrong. Please try again."
} as const
const FALLBACK_MESSAGE = editMessages.failed

/** Reads an ApiError (or anything thrown) the way the edit flow needs it. */
export function failureOf(error: unknown): Failure {
  const { status, message, body } = (error ?? {}) as { status?: unknown; message?: unknown; body?: unknown }
  const text = typeof message === "string" && message ? message : FALLBACK_MESSAGE
  if (status === 409) return { kind: "stale", message: text }
  if (status === 422) {
    const problems = (body as { problems?: unknown } | undefined)?.problems
    return {
      kind: "refused",
      message: text,
      problems: Array.isArray(problems) ? problems.filter((p): p is string => typeof p === "string") : []
    }
  }
  return { kind: "failed", message: text }
}

const notProvided = (name: string) => () => Promise.reject(new Error(`itinerary edit machine: ${name} not provided`))

const isFailure = (kind: Failure["kind"]) => (_: unknown, params: { error: unknown }) => failureOf(params.error).kind === kind

export const itineraryEditMachine = setup({
  types: {
    context: {} as EditContext,
    events: {} as EditEvent,
    input: {} as { itinerary: Itinerary }
  },
  actors: {
    /** POST /api/itinerary/{id}/changes: the itinerary at its new revision. */
    sendChange: fromPromise<Itinerary, SendChangeInput>(notProvided("sendChange")),
    /** The itinerary as the server has it now (after a 409, after a regeneration). */
    loadItinerary: fromPromise<Itinerary, { itineraryId: string }>(notProvided("loadItinerary")),
    /** POST /api/itinerary/{id}/regenerations (202). */
    startRegeneration: fromPromise<RegenerateResponse, StartRegenerationInput>(notProvided("startRegeneration")),
    /** GET /api/itinerary/{id}/regenerations/{regenerationId}. */
    pollRegeneration: fromPromise<RegenerationStatus, { itineraryId: string; regenerationId: string }>(notProvided("pollRegeneration"))
  },
  actions: {
    /** The view's itinerary changed (the page shows it, the history refreshes). */
    itineraryChanged: (_, _params: { itinerary: Itinerary }) => {},
    notifySaved: () => {},
    adopt: assign((_, params: { itinerary: Itinerary }) => ({ itinerary: params.itinerary, revision: revisionOf(params.itinerary) })),
    keep: assign((_, params: { pending: PendingEdit }) => ({ pending: params.pending })),
    clearNotices: assign({ conflict: null, refusal: null, error: null }),
    noteFailure: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error)
      if (failure.kind === "stale") return { conflict: failure.message }
      if (failure.kind === "refused") return { refusal: { message: failure.message, problems: failure.problems }, pending: null }
      return { error: failure.message }
    })
  },
  guards: {
    canUndo: ({ context }) => context.revision > 1,
    pendingIsChange: ({ context }) => context.pending?.kind === "change" || (context.pending?.kind === "undo" && context.revision > 1),
    pendingIsRegeneration: ({ context }) => context.pending?.kind === "regenerate",
    stale: isFailure("stale"),
    refused: isFailure("refused"),
    completed: (_, params: { status: RegenerationStatus }) => params.status.status === "completed",
    regenerationFailed: (_, params: { status: RegenerationStatus }) => params.status.status === "failed",
    mayPollAgain: ({ context }) => context.pollFailures + 1 < MAX_POLL_FAILURES,
    behindAndMayReadAgain: ({ context }, params: { itinerary: Itinerary }) =>
      revisionOf(params.itinerary) < (context.regeneration?.revision ?? 0) && context.pollFailures + 1 < MAX_POLL_FAILURES
  },
  delays: { poll: REGENERATION_POLL_MS }
}).createMachine({
  id: "itineraryEdit",
  context: ({ input }) => ({
    itineraryId: input.itinerary.id,
    itinerary: input.itinerary,
    revision: revisionOf(input.itinerary),
    pending: null,
    conflict: null,
    refusal: null,
    error: null,
    regeneration: null,
    pollFailures: 0
  }),
  initial: "viewing",
  states: {
    viewing: {
      on: { EDIT: "editing" }
    },
    editing: {
      initial: "ready",
      states: {
        ready: {
          on: {
            DONE: "#itineraryEdit.viewing",
            CHANGE: { target: "submitting", actions: [{ type: "keep", params: ({ event }) => ({ pending: { kind: "change", change: event.change } }) }] },
            UNDO: {
              guard: "canUndo",
              target: "submitting",
              actions: { type: "keep", params: { pending: { kind: "undo" } } }
            },
            REGENERATE: { target: "regenerating", actions: { type: "keep", params: ({ event }) => ({ pending: { kind: "regenerate", target: event.target } }) } },
            RETRY: [
              { guard: "pendingIsChange", target: "submitting" },
              { guard: "pendingIsRegeneration", target: "regenerating" }
            ],
            DISCARD: { actions: assign({ pending: null }) }
          }
        },
        submitting: {
          entry: "clearNotices",
          invoke: {
            id: "sendChange",
            src: "sendChange",
            input: ({ context }) => ({
              itineraryId: context.itineraryId,
              basedOn: context.revision,
              change: changeToSend(context.pending, context.revision) as ItineraryChange
            }),
            onDone: {
              target: "ready",
              actions: [
                { type: "adopt", params: ({ event }) => ({ itinerary: event.output }) },
                assign({ pending: null }),
                { type: "itineraryChanged", params: ({ event }) => ({ itinerary: event.output }) },
                "notifySaved"
              ]
            },
            onError: [
              { guard: { type: "stale", params: ({ event }) => ({ error: event.error }) }, target: "conflict", actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) } },
              { guard: { type: "refused", params: ({ event }) => ({ error: event.error }) }, target: "refused", actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) } },
              { target: "failed", actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) } }
            ]
          }
        },
        // Nothing is sent from here, and edit mode cannot be left and entered again to get round it: the
        // revision the owner saw is gone, only a reload leads on.
        conflict: {
          on: { RELOAD: "reloading" }
        },
        reloading: {
          invoke: {
            id: "loadItinerary",
            src: "loadItinerary",
            input: ({ context }) => ({ itineraryId: context.itineraryId }),
            onDone: {
              target: "ready",
              actions: [
                { type: "adopt", params: ({ event }) => ({ itinerary: event.output }) },
                "clearNotices",
                { type: "itineraryChanged", params: ({ event }) => ({ itinerary: event.output }) }
              ]
            },
            // Still stale: the owner may reload again.
            onError: "conflict"
          }
        },
        refused: {
          on: {
            DISMISS: { target: "ready", actions: "clearNotices" },
            CHANGE: { target: "submitting", actions: { type: "keep", params: ({ event }) => ({ pending: { kind: "change", change: event.change } }) } },
            DONE: { target: "#itineraryEdit.viewing", actions: "clearNotices" }
          }
        },
        failed: {
          on: {
            RETRY: [
              { guard: "pendingIsChange", target: "submitting" },
              { guard: "pendingIsRegeneration", target: "regenerating" }
            ],
            DISMISS: { target: "ready", actions: ["clearNotices", assign({ pending: null })] },
            DONE: { target: "#itineraryEdit.viewing", actions: ["clearNotices", assign({ pending: null })] }
          }
        },
        regenerating: {
          entry: ["clearNotices", assign({ regeneration: null, pollFailures: 0 })],
          initial: "starting",
          states: {
            starting: {
              invoke: {
                id: "startRegeneration",
                src: "startRegeneration",
                input: ({ context }) => ({
                  itineraryId: context.itineraryId,
                  basedOn: context.revision,
                  target: (context.pending as { kind: "regenerate"; target: RegenerationTarget }).target
                }),
                onDone: {
                  target: "waiting",
                  actions: assign(({ event }) => ({ regeneration: event.output.regeneration }))
                },
                onError: [
                  { guard: { type: "stale", params: ({ event }) => ({ error: event.error }) }, target: "#itineraryEdit.editing.conflict", actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) } },
                  { target: "#itineraryEdit.editing.failed", actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) } }
                ]
              }
            },
            waiting: { after: { poll: "checking" } },
            checking: {
              invoke: {
                id: "pollRegeneration",
                src: "pollRegeneration",
                input: ({ context }) => ({ itineraryId: context.itineraryId, regenerationId: context.regeneration?.id ?? "" }),
                onDone: [
                  {
                    guard: { type: "completed", params: ({ event }) => ({ status: event.output }) },
                    target: "fetching",
                    actions: assign({ regeneration: ({ event }) => event.output, pending: null, pollFailures: 0 })
                  },
                  {
                    // Failed regenerations are never charged; the owner may try again.
                    guard: { type: "regenerationFailed", params: ({ event }) => ({ status: event.output }) },
                    target: "#itineraryEdit.editing.failed",
                    actions: assign({ regeneration: ({ event }) => event.output, error: ({ event }) => event.output.reason ?? FALLBACK_MESSAGE })
                  },
                  { target: "waiting", actions: assign({ regeneration: ({ event }) => event.output, pollFailures: 0 }) }
                ],
                onError: [
                  { guard: "mayPollAgain", target: "waiting", actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }) },
                  // The regeneration goes on at the server; "Try again" would start another, so the kept one is dropped.
                  { target: "#itineraryEdit.editing.failed", actions: [{ type: "noteFailure", params: ({ event }) => ({ error: event.error }) }, assign({ pending: null })] }
                ]
              }
            },
            // The regeneration made a new revision: read the itinerary at it. A read that is not there yet
            // (the share link's read model a moment behind) is read again a few times: adopting it would
            // make the next change a certain 409.
            fetching: {
              invoke: {
                id: "loadItinerary",
                src: "loadItinerary",
                input: ({ context }) => ({ itineraryId: context.itineraryId }),
                onDone: [
                  {
                    guard: { type: "behindAndMayReadAgain", params: ({ event }) => ({ itinerary: event.output }) },
                    target: "settling",
                    actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1 })
                  },
                  {
                    target: "#itineraryEdit.editing.ready",
                    actions: [
                      { type: "adopt", params: ({ event }) => ({ itinerary: event.output }) },
                      { type: "itineraryChanged", params: ({ event }) => ({ itinerary: event.output }) },
                      "notifySaved"
                    ]
                  }
                ],
                onError: { target: "#itineraryEdit.editing.conflict", actions: assign({ conflict: ({ event }) => failureOf(event.error).message }) }
              }
            },
            /** Waits a poll's time before reading the itinerary again. */
            settling: { after: { poll: "fetching" } }
          }
        }
      }
    }
  }
})

export type EditSnapshot = SnapshotFrom<typeof itineraryEditMachine>

/** True while a request that changes the plan is in flight: every edit control is disabled then. */
export const isBusy = (snapshot: EditSnapshot): boolean =>
  snapshot.matches({ editing: "submitting" }) || snapshot.matches({ editing: "regenerating" }) || snapshot.matches({ editing: "reloading" })
