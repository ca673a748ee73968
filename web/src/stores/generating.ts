import { useSyncExternalStore } from "react";
import { readPersisted, removePersisted } from "./persisted";

// The list of itineraries being generated, persisted as `itinerary-storage` (version 3) so a reload
// or a second tab still knows a generation is running. This is the read side the landing page needs;
// the generation-tracking issue adds the writes (add, update, remove, polling).

export const GENERATING_STORAGE_KEY = "itinerary-storage";
export const GENERATING_STORAGE_VERSION = 3;

export interface GeneratingItinerary {
  id: string;
  tempId?: string;
  destination: string;
  destinationType: string;
  duration: number;
  travelDates: string;
  createdAt: string;
  pollingStartedAt: string;
  pollingAttempts: number;
  progress: number;
  estimatedTimeRemaining: string;
}

export interface GeneratingState {
  generatingItineraries: GeneratingItinerary[];
}

const EMPTY: GeneratingState = { generatingItineraries: [] };

// Spec migrations: below version 2 the list resets; from 2 to 3 the polling fields are filled in.
function migrate(state: Partial<GeneratingState> | undefined, version: number): GeneratingState {
  if (version < 2 || !Array.isArray(state?.generatingItineraries)) return EMPTY;
  if (version >= 3) return { generatingItineraries: state.generatingItineraries };
  const now = new Date().toISOString();
  return {
    generatingItineraries: state.generatingItineraries.map((item) => ({
      ...item,
      pollingStartedAt: item.pollingStartedAt ?? now,
      pollingAttempts: item.pollingAttempts ?? 0,
      progress: item.progress ?? 0,
      estimatedTimeRemaining: item.estimatedTimeRemaining ?? "Calculating..."
    }))
  };
}

function load(): GeneratingState {
  const persisted = readPersisted<Partial<GeneratingState>>(GENERATING_STORAGE_KEY);
  return persisted ? migrate(persisted.state, persisted.version) : EMPTY;
}

let state: GeneratingState = load();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const generatingStore = {
  getState: (): GeneratingState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  // Re-reads storage: another tab (or a test) may have written it.
  reload(): void {
    state = load();
    emit();
  },
  clear(): void {
    removePersisted(GENERATING_STORAGE_KEY);
    state = EMPTY;
    emit();
  }
};

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === GENERATING_STORAGE_KEY || event.key === null) generatingStore.reload();
  });
}

export function isGenerating(current: GeneratingState = state): boolean {
  return current.generatingItineraries.length > 0;
}

export function useIsGenerating(): boolean {
  return useSyncExternalStore(
    generatingStore.subscribe,
    () => isGenerating(generatingStore.getState()),
    () => false // the prerendered landing page (see useSession)
  );
}
