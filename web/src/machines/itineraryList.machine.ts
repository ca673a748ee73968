// The My Itineraries list (spec sections 2, 4 and 8): load, show, refresh every 15 s while something is
// generating, retry 30 s after a network error, leave for / on an authentication error. Pure: the
// request, the warning toast, reporting the list to the trackers and leaving are provided by the page.
import { assign, fromPromise, setup } from "xstate"
import { NETWORK_ERROR_MESSAGE } from "../api/client"
import type { Itinerary } from "../itinerary/types"

export const listMessages = {
  loading: "Loading your itineraries...",
  loadFailed: "Failed to load itineraries",
  networkError: NETWORK_ERROR_MESSAGE,
  retrying: "Network error. Retrying..."
} as const

/** Spec section 9: list auto-refresh 15 s while generating; network-error retry 30 s. */
export const LIST_REFRESH_MS = 15_000
export const NETWORK_RETRY_MS = 30_000

export interface ListContext {
  itineraries: Itinerary[] | null
  error: string | null
  offline: boolean
  generating: boolean
}

export type ListEvent =
  | { type: "REFRESH" }
  | { type: "GENERATING_CHANGED"; generating: boolean }
  /** A tracker finished: its itinerary replaces the placeholder at once, before the refresh lands. */
  | { type: "ITINERARY_READY"; itinerary: Itinerary }

const status = (error: unknown) => (error as { status?: unknown } | null)?.status

export const itineraryListMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as { generating: boolean }
  },
  actors: {
    /** GET /api/itinerary/my-itineraries. */
    fetchItineraries: fromPromise<readonly Itinerary[]>(() => Promise.reject(new Error("fetchItineraries not provided")))
  },
  actions: {
    reportList: (_, _params: { itineraries: readonly Itinerary[] }) => {},
    warnRetrying: (_, _params: { message: string }) => {},
    /** Authentication error: back to the landing page. */
    leave: () => {}
  },
  guards: {
    unauthorized: (_, params: { error: unknown }) => status(params.error) === 401,
    noAnswer: (_, params: { error: unknown }) => status(params.error) === 0,
    offline: ({ context }) => context.offline,
    generating: ({ context }) => context.generating
  },
  delays: { listRefresh: LIST_REFRESH_MS, networkRetry: NETWORK_RETRY_MS }
}).createMachine({
  id: "itineraryList",
  context: ({ input }) => ({ itineraries: null, error: null, offline: false, generating: input.generating }),
  initial: "fetching",
  states: {
    fetching: {
      // A refresh asked for mid-request (e.g. after a delete) must not be answered by the older request.
      on: { REFRESH: { target: "fetching", reenter: true } },
      invoke: {
        src: "fetchItineraries",
        onDone: {
          target: "idle",
          actions: [
            assign({ itineraries: ({ event }) => [...event.output], error: null, offline: false }),
            { type: "reportList", params: ({ event }) => ({ itineraries: event.output }) }
          ]
        },
        onError: [
          { guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) }, target: "left" },
          {
            guard: { type: "noAnswer", params: ({ event }) => ({ error: event.error }) },
            target: "idle",
            actions: [
              assign({ offline: true, error: listMessages.networkError }),
              { type: "warnRetrying", params: { message: listMessages.retrying } }
            ]
          },
          { target: "idle", actions: assign({ offline: false, error: listMessages.loadFailed }) }
        ]
      }
    },
    idle: {
      after: {
        networkRetry: { guard: "offline", target: "fetching" },
        listRefresh: { guard: "generating", target: "fetching" }
      },
      on: {
        REFRESH: "fetching",
        // Restarts the timers, so the 15 s refresh counts from when the generation started.
        GENERATING_CHANGED: {
          target: "idle",
          reenter: true,
          actions: assign({ generating: ({ event }) => event.generating })
        }
      }
    },
    left: { type: "final", entry: "leave" }
  },
  on: {
    GENERATING_CHANGED: { actions: assign({ generating: ({ event }) => event.generating }) },
    ITINERARY_READY: {
      actions: assign({
        itineraries: ({ context, event }) => [
          event.itinerary,
          ...(context.itineraries ?? []).filter((itinerary) => itinerary.id !== event.itinerary.id)
        ]
      })
    }
  }
})
