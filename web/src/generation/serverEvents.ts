import { fromCallback } from "xstate";
import type { TrackerEvent } from "../machines/generationTracker.machine";
import { sessionStore } from "../stores/session";
import { listenToGeneration } from "./generationEvents";

// The tracker's view of the server's events for its itinerary (generationEvents.ts): progress moves
// the bar, a draft and the outcome make the tracker check the list at once. The stream is closed after
// the outcome: the tracker has heard what it needed.

export const serverEvents = fromCallback<TrackerEvent, { id: string }>(({ input, sendBack }) => {
  const { token } = sessionStore.getState();
  if (!token) return;
  const close = listenToGeneration(input.id, token, (event) => {
    switch (event.type) {
      case "progress":
        return sendBack({ type: "SERVER_PROGRESS", done: event.done, total: event.total });
      case "draft":
        return sendBack({ type: "SERVER_DRAFT", draftDays: event.draftDays });
      case "completed":
        close();
        return sendBack({ type: "SERVER_COMPLETED" });
      case "failed":
        close();
        return sendBack({ type: "SERVER_FAILED", ...(event.reason ? { reason: event.reason } : {}) });
    }
  });
  return close;
});
