import { type Actor, createActor, fromPromise } from "xstate";
import { itineraryApi } from "../itinerary/api";
import type { GenerateResponse, Itinerary, TripRequest } from "../itinerary/types";
import { generationTrackerMachine, previewOf, type TrackerInput, trackerKey } from "../machines/generationTracker.machine";
import { toast } from "../notifications/toast";
import { type GeneratingItinerary, generatingStore, generationKey } from "../stores/generating";
import { sessionStore } from "../stores/session";
import { serverViewOf } from "./match";
import { markRefreshNeeded } from "./refreshFlag";
import { serverEvents } from "./serverEvents";

// The registry of running generation trackers: one actor per entry of the itinerary-storage store,
// living outside React so a generation keeps being tracked while the traveller moves between pages.
// It follows the store: entries added by a submit, a reload or another tab get a tracker; entries that
// disappear (completion, logout) lose theirs.

type Tracker = Actor<typeof generationTrackerMachine>;
type ReadyListener = (itinerary: Itinerary) => void;

const trackers = new Map<string, Tracker>();
const readyListeners = new Set<ReadyListener>();
/** Server ids (and keys) of generations this tab already finished: never adopted or tracked again. */
const settled = new Set<string>();
let unsubscribe: (() => void) | undefined;
let adding = false;

const machine = generationTrackerMachine.provide({
  actors: {
    startGeneration: fromPromise<GenerateResponse, TripRequest>(({ input }) => itineraryApi.generate(input)),
    fetchItineraries: fromPromise<readonly Itinerary[]>(() => itineraryApi.myItineraries()),
    serverEvents
  },
  actions: {
    save: ({ context }) => {
      const { id, progress, estimatedTimeRemaining, pollingAttempts, pollingStartedAt } = context.entry;
      generatingStore.update(trackerKey(context), { id, progress, estimatedTimeRemaining, pollingAttempts, pollingStartedAt });
    },
    remove: ({ context }) => {
      // Every name this generation went by, so a list fetched before it finished cannot bring it back.
      for (const id of [trackerKey(context), context.entry.id, context.serverId, context.itinerary?.id]) if (id) settled.add(id);
      generatingStore.remove(trackerKey(context));
    },
    notifySuccess: (_, { message }) => toast.success(message),
    notifyError: (_, { message }) => toast.error(message),
    creditsChanged: (_, { credits }) => {
      if (typeof credits === "number" && Number.isFinite(credits)) sessionStore.setCredits(credits);
    },
    refreshCredits: () => {
      // A 401 logs the traveller out in the API client, which takes them to / (spec section 8).
      itineraryApi
        .credits()
        .then((credits) => sessionStore.setCredits(credits))
        .catch(() => undefined);
    },
    itineraryReady: (_, { itinerary }) => {
      // Listeners are other actors (the list page): tell them after this transition, not inside it.
      queueMicrotask(() => {
        markRefreshNeeded();
        for (const listener of readyListeners) listener(itinerary);
      });
    },
    showFailure: ({ context }) =>
      generatingStore.markFailed(trackerKey(context), context.failureReason ?? "Failed to generate itinerary"),
    clearFailure: ({ context }) => generatingStore.clearFailure(trackerKey(context)),
    showPreview: ({ context }) => generatingStore.setPreview(trackerKey(context), previewOf(context))
  }
});

function track(key: string, input: TrackerInput): void {
  const actor = createActor(machine, { input });
  trackers.set(key, actor);
  actor.subscribe({
    complete: () => {
      if (trackers.get(key) === actor) trackers.delete(key);
    },
    error: () => {
      if (trackers.get(key) === actor) trackers.delete(key);
    }
  });
  actor.start();
}

/** Gives every stored entry a tracker and stops the trackers whose entries are gone. */
function sync(): void {
  if (adding) return;
  const entries = generatingStore.getState().generatingItineraries;
  const keys = new Set(entries.map(generationKey));
  for (const [key, actor] of trackers) {
    if (!keys.has(key)) {
      trackers.delete(key);
      // Not from inside the store update: that may be the tracker's own action removing its entry.
      queueMicrotask(() => actor.stop());
    }
  }
  for (const entry of entries) {
    const key = generationKey(entry);
    if (!trackers.has(key) && !settled.has(key)) track(key, { entry });
  }
}

/** Starts following the store (once); safe to call from every page that shows generations. */
export function ensureGenerationTracking(): void {
  if (unsubscribe) return;
  unsubscribe = generatingStore.subscribe(sync);
  sync();
}

/**
 * Spec submit: the placeholder is added with a tempId, the generate call starts in the background and
 * the caller moves on to /my-itineraries.
 */
export function startGeneration(request: TripRequest): GeneratingItinerary {
  ensureGenerationTracking();
  adding = true;
  let entry: GeneratingItinerary;
  try {
    entry = generatingStore.add({
      id: request.tempId,
      tempId: request.tempId,
      destination: request.destination,
      destinationType: request.destinationType,
      duration: request.duration,
      travelDates: request.travelDates
    });
  } finally {
    adding = false;
  }
  track(generationKey(entry), { entry, request });
  return entry;
}

/** Itineraries still being written that this tab does not track yet (started elsewhere, or before a reload). */
function adopt(list: readonly Itinerary[]): void {
  const entries = generatingStore.getState().generatingItineraries;
  for (const itinerary of list) {
    if (itinerary.status !== "generating" || settled.has(itinerary.id)) continue;
    const tracked = entries.some((entry) => serverViewOf(entry, [itinerary]).kind !== "absent");
    if (tracked) continue;
    generatingStore.add({
      id: itinerary.id,
      destination: itinerary.destination,
      destinationType: itinerary.destinationType,
      duration: itinerary.duration,
      travelDates: itinerary.travelDates ?? "",
      createdAt: itinerary.createdAt,
      pollingStartedAt: itinerary.createdAt
    });
  }
}

/** A fresh list from the page: every tracker checks it for its itinerary, then new ones are adopted. */
export function reportItineraries(list: readonly Itinerary[]): void {
  ensureGenerationTracking();
  for (const actor of [...trackers.values()]) actor.send({ type: "LIST_LOADED", itineraries: list });
  adopt(list);
}

export function retryGeneration(key: string): void {
  trackers.get(key)?.send({ type: "RETRY" });
}

export function dismissGeneration(key: string): void {
  const actor = trackers.get(key);
  if (actor) actor.send({ type: "DISMISS" });
  else generatingStore.remove(key);
}

/** Called with the finished itinerary when a tracker completes: the page swaps the card. */
export function onItineraryReady(listener: ReadyListener): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** Tests start each case with no trackers. */
export function stopGenerationTracking(): void {
  unsubscribe?.();
  unsubscribe = undefined;
  for (const actor of trackers.values()) actor.stop();
  trackers.clear();
  settled.clear();
  readyListeners.clear();
}
