import { fromCallback } from "xstate";
import { generationEventsUrl } from "../itinerary/api";
import type { TrackerEvent } from "../machines/generationTracker.machine";
import { sessionStore } from "../stores/session";

// The server's progress events for one itinerary (GET /api/itinerary/{id}/events, Server-Sent Events):
// `progress {done,total,section}`, `completed {id}`, `failed {reason}`. They only improve what polling
// finds out anyway, so a browser without EventSource, or a stream that breaks, changes nothing else.

function readJson(event: Event): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(String((event as MessageEvent).data));
    return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const serverEvents = fromCallback<TrackerEvent, { id: string }>(({ input, sendBack }) => {
  const { token } = sessionStore.getState();
  if (!token || typeof EventSource === "undefined") return;
  const source = new EventSource(generationEventsUrl(input.id, token));
  source.addEventListener("progress", (event) => {
    const { done, total } = readJson(event);
    if (typeof done === "number" && typeof total === "number") sendBack({ type: "SERVER_PROGRESS", done, total });
  });
  source.addEventListener("completed", () => {
    source.close();
    sendBack({ type: "SERVER_COMPLETED" });
  });
  source.addEventListener("failed", (event) => {
    source.close();
    const { reason } = readJson(event);
    sendBack({ type: "SERVER_FAILED", ...(typeof reason === "string" && reason ? { reason } : {}) });
  });
  return () => source.close();
});
