import { useSyncExternalStore } from "react";

// The browser's own idea of being online (`navigator.onLine`, with its online/offline events). It can be
// wrong towards "online" (a captive portal), never towards "offline", so the notice never lies.

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export function useOnline(): boolean {
  // The prerendered landing page is online: hydration starts from that.
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
