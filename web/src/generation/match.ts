import type { Itinerary } from "../itinerary/types";
import type { GeneratingItinerary } from "../stores/generating";

// Spec: a generation is complete when the server's list holds the same id, or an itinerary with the same
// destination, type and duration created no more than 60 s before the generation started. The server
// also lists itineraries that are still being written (status "generating") or that failed; only a
// finished one completes the card.

export const MATCH_WINDOW_MS = 60_000;

type Tracked = Pick<GeneratingItinerary, "id" | "destination" | "destinationType" | "duration" | "createdAt">;

const finished = (itinerary: Itinerary) => itinerary.status === undefined || itinerary.status === "ready";

function sameTrip(entry: Tracked, itinerary: Itinerary): boolean {
  const started = Date.parse(entry.createdAt);
  const created = Date.parse(itinerary.createdAt);
  return (
    itinerary.destination === entry.destination &&
    itinerary.destinationType === entry.destinationType &&
    Number(itinerary.duration) === Number(entry.duration) &&
    !Number.isNaN(started) &&
    !Number.isNaN(created) &&
    created >= started - MATCH_WINDOW_MS
  );
}

/** Same id first, then the same trip. */
export function findTracked(entry: Tracked, list: readonly Itinerary[]): Itinerary | undefined {
  return list.find((itinerary) => itinerary.id === entry.id) ?? list.find((itinerary) => sameTrip(entry, itinerary));
}

export type ServerView =
  | { kind: "completed"; itinerary: Itinerary }
  | { kind: "failed"; itinerary: Itinerary; reason: string | undefined }
  | { kind: "generating"; itinerary: Itinerary }
  | { kind: "absent" };

/** What the server's list says about a tracked generation. */
export function serverViewOf(entry: Tracked, list: readonly Itinerary[]): ServerView {
  const itinerary = findTracked(entry, list);
  if (!itinerary) return { kind: "absent" };
  if (finished(itinerary)) return { kind: "completed", itinerary };
  if (itinerary.status === "failed") return { kind: "failed", itinerary, reason: itinerary.failureReason };
  return { kind: "generating", itinerary };
}
