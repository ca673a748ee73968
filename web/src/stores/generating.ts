import { useSyncExternalStore } from "react";
import { readPersisted, removePersisted, writePersisted } from "./persisted";

// The list of itineraries being generated, persisted as `itinerary-storage` (zustand-persist shape,
// version 3) so a reload or a second tab still knows a generation is running. Only the spec's fields
// are persisted; whether a tracker has given up (the "Generation failed" banner) and the draft a card
// can preview live in memory, since the tracker finds both out again from the server after a reload.

export const GENERATING_STORAGE_KEY = "itinerary-storage";
export const GENERATING_STORAGE_VERSION = 3;
export const CALCULATING = "Calculating...";

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

export type NewGeneratingItinerary = Pick<
  GeneratingItinerary,
  "id" | "destination" | "destinationType" | "duration" | "travelDates"
> &
  Partial<Pick<GeneratingItinerary, "tempId" | "createdAt" | "pollingStartedAt">>;

const EMPTY: GeneratingState = { generatingItineraries: [] };

/** The tracker's handle on an entry: its tempId when it has one (the server id arrives later). */
export function generationKey(entry: Pick<GeneratingItinerary, "id" | "tempId">): string {
  return entry.tempId ?? entry.id;
}

const matches = (entry: GeneratingItinerary, idOrKey: string) => entry.id === idOrKey || entry.tempId === idOrKey;

/** Exactly the spec's fields, so nothing else a caller put on an entry reaches storage. */
function persistedFields(item: GeneratingItinerary, now = new Date().toISOString()): GeneratingItinerary {
  return {
    id: String(item.id),
    ...(item.tempId ? { tempId: String(item.tempId) } : {}),
    destination: String(item.destination ?? ""),
    destinationType: String(item.destinationType ?? ""),
    duration: Number(item.duration) || 0,
    travelDates: String(item.travelDates ?? ""),
    createdAt: String(item.createdAt ?? now),
    pollingStartedAt: String(item.pollingStartedAt ?? now),
    pollingAttempts: Number(item.pollingAttempts) || 0,
    progress: Number(item.progress) || 0,
    estimatedTimeRemaining: String(item.estimatedTimeRemaining ?? CALCULATING)
  };
}

const isEntry = (item: unknown): item is GeneratingItinerary =>
  typeof item === "object" && item !== null && typeof (item as { id?: unknown }).id === "string";

/**
 * Spec migrations: below version 2 the list resets; from 2 to 3 the polling fields are filled in
 * (start time now, 0 attempts, 0 progress, 'Calculating...').
 */
export function migrateGenerating(state: unknown, version: number, now: Date = new Date()): GeneratingState {
  const list = (state as Partial<GeneratingState> | undefined)?.generatingItineraries;
  if (version < 2 || !Array.isArray(list)) return EMPTY;
  const entries = list.filter(isEntry);
  // Version 2 lacked the polling fields; persistedFields fills whatever is missing from `now`.
  return { generatingItineraries: entries.map((item) => persistedFields(item, now.toISOString())) };
}

function load(): GeneratingState {
  const persisted = readPersisted<unknown>(GENERATING_STORAGE_KEY);
  return persisted ? migrateGenerating(persisted.state, persisted.version) : EMPTY;
}

let state: GeneratingState = load();
/** Keys of entries whose tracker gave up, with the reason shown on the card. Not persisted. */
let failures: Readonly<Record<string, string>> = {};
/** Keys of entries with a draft to preview, with the share link token the card opens. Not persisted. */
let previews: Readonly<Record<string, string>> = {};
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function set(next: GeneratingState): void {
  state = next;
  writePersisted(GENERATING_STORAGE_KEY, state, GENERATING_STORAGE_VERSION);
  emit();
}

function without(map: Readonly<Record<string, string>>, key: string): Readonly<Record<string, string>> {
  if (!(key in map)) return map;
  const { [key]: _, ...rest } = map;
  return rest;
}

const only = (map: Readonly<Record<string, string>>, keys: Set<string>) =>
  Object.fromEntries(Object.entries(map).filter(([key]) => keys.has(key)));

export const generatingStore = {
  getState: (): GeneratingState => state,
  getFailures: (): Readonly<Record<string, string>> => failures,
  getPreviews: (): Readonly<Record<string, string>> => previews,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  find(idOrKey: string): GeneratingItinerary | undefined {
    return state.generatingItineraries.find((entry) => matches(entry, idOrKey));
  },
  /** Adds an entry at the start of a generation: progress 0, 0 attempts, 'Calculating...'. */
  add(item: NewGeneratingItinerary): GeneratingItinerary {
    const now = new Date().toISOString();
    const entry = persistedFields({
      ...item,
      createdAt: item.createdAt ?? now,
      pollingStartedAt: item.pollingStartedAt ?? now,
      pollingAttempts: 0,
      progress: 0,
      estimatedTimeRemaining: CALCULATING
    });
    const key = generationKey(entry);
    const others = state.generatingItineraries.filter((existing) => generationKey(existing) !== key);
    set({ generatingItineraries: [entry, ...others] });
    return entry;
  },
  /** Updates the entry with this id or tempId; false when there is none. */
  update(idOrKey: string, patch: Partial<Omit<GeneratingItinerary, "tempId">>): boolean {
    let found = false;
    const next = state.generatingItineraries.map((entry) => {
      if (!matches(entry, idOrKey)) return entry;
      found = true;
      return persistedFields({ ...entry, ...patch });
    });
    if (found) set({ generatingItineraries: next });
    return found;
  },
  /** Removes the entry with this id or tempId; false when there was none. */
  remove(idOrKey: string): boolean {
    const entry = generatingStore.find(idOrKey);
    if (!entry) return false;
    failures = without(failures, generationKey(entry));
    previews = without(previews, generationKey(entry));
    set({ generatingItineraries: state.generatingItineraries.filter((other) => other !== entry) });
    return true;
  },
  markFailed(key: string, reason: string): void {
    failures = { ...failures, [key]: reason };
    emit();
  },
  clearFailure(key: string): void {
    if (!(key in failures)) return;
    failures = without(failures, key);
    emit();
  },
  /** The draft's share link token for the card's Preview, or null for none. */
  setPreview(key: string, shareUrl: string | null): void {
    if ((previews[key] ?? null) === shareUrl) return;
    previews = shareUrl === null ? without(previews, key) : { ...previews, [key]: shareUrl };
    emit();
  },
  // Re-reads storage: another tab (or a test) may have written it.
  reload(): void {
    state = load();
    const keys = new Set(state.generatingItineraries.map(generationKey));
    failures = only(failures, keys);
    previews = only(previews, keys);
    emit();
  },
  clear(): void {
    removePersisted(GENERATING_STORAGE_KEY);
    state = EMPTY;
    failures = {};
    previews = {};
    emit();
  }
};

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === GENERATING_STORAGE_KEY || event.key === null) generatingStore.reload();
  });
}

/** Whether a generation is in progress: an entry whose tracker has not given up. */
export function isGenerating(
  current: GeneratingState = state,
  failed: Readonly<Record<string, string>> = failures
): boolean {
  return current.generatingItineraries.some((entry) => !(generationKey(entry) in failed));
}

export function useIsGenerating(): boolean {
  return useSyncExternalStore(
    generatingStore.subscribe,
    () => isGenerating(generatingStore.getState(), generatingStore.getFailures()),
    () => false // the prerendered landing page (see useSession)
  );
}

export function useGeneratingItineraries(): GeneratingItinerary[] {
  return useSyncExternalStore(
    generatingStore.subscribe,
    () => generatingStore.getState().generatingItineraries,
    () => EMPTY.generatingItineraries
  );
}

export function useGenerationFailures(): Readonly<Record<string, string>> {
  return useSyncExternalStore(generatingStore.subscribe, generatingStore.getFailures, () => ({}));
}

export function useGenerationPreviews(): Readonly<Record<string, string>> {
  return useSyncExternalStore(generatingStore.subscribe, generatingStore.getPreviews, () => ({}));
}
