import { useSyncExternalStore } from "react";

// A new version of the app is installed and waiting (the service worker's registration, loaded after the
// page, sets it). Nothing reloads by itself: a traveller may be half-way through the trip form.

let apply: (() => void) | undefined;
const listeners = new Set<() => void>();

export const updateStore = {
  /** The registration offers the new version; `reload` makes it take over and reloads the page. */
  offer(reload: () => void): void {
    apply = reload;
    for (const listener of listeners) listener();
  },
  apply(): void {
    apply?.();
  }
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateReady(): boolean {
  return useSyncExternalStore(subscribe, () => apply !== undefined, () => false);
}
