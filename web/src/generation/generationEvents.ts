import { generationEventsUrl } from "../itinerary/api";

// The server's events for one itinerary being written (GET /api/itinerary/{id}/events, Server-Sent
// Events, the owner only): `progress {done,total,section}`, `draft {draftDays}` (the knowledge base's
// draft was saved, or the AI's days replaced some of it), then `completed {id}` or `failed {reason}`.
// Plain EventSource, no XState: the generation trackers and the itinerary page both listen. They only
// hasten what a fetch finds out anyway, so a browser without EventSource, or a stream that breaks,
// changes nothing else.

export type GenerationEvent =
  | { type: "progress"; done: number; total: number }
  | { type: "draft"; draftDays: number[] }
  | { type: "completed" }
  | { type: "failed"; reason?: string };

function readJson(event: Event): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(String((event as MessageEvent).data));
    return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Opens the stream of itinerary `id` with the session `token` (EventSource sends no headers) and hands
 * each event to `onEvent`; returns what closes it. The server ends the stream after the outcome, and
 * the browser then reconnects and hears the history again, unless the listener closes it.
 */
export function listenToGeneration(id: string, token: string, onEvent: (event: GenerationEvent) => void): () => void {
  if (typeof EventSource === "undefined") return () => undefined;
  const source = new EventSource(generationEventsUrl(id, token));
  source.addEventListener("progress", (event) => {
    const { done, total } = readJson(event);
    if (typeof done === "number" && typeof total === "number") onEvent({ type: "progress", done, total });
  });
  source.addEventListener("draft", (event) => {
    const { draftDays } = readJson(event);
    const days = Array.isArray(draftDays) ? draftDays.filter((day): day is number => typeof day === "number") : [];
    onEvent({ type: "draft", draftDays: days });
  });
  source.addEventListener("completed", () => onEvent({ type: "completed" }));
  source.addEventListener("failed", (event) => {
    const { reason } = readJson(event);
    onEvent({ type: "failed", ...(typeof reason === "string" && reason ? { reason } : {}) });
  });
  return () => source.close();
}
