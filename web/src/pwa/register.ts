import { registerSW } from "virtual:pwa-register";
import { updateStore } from "./updateStore";

// The offline trip pack (docs/adr/0126-offline-trip-pack.md): registers the service worker that
// vite-plugin-pwa builds (app shell precached, itinerary answers kept as they are opened), offers a new
// version when one is waiting (stores/session.ts forgets the saved answers when the session changes hands). Loaded
// after the page (main.tsx), so none of it weighs on the landing page's first load.

/**
 * Shared itineraries (the worker's route in vite.config.ts keeps the same). The list is not sent: the
 * worker would fetch it without the traveller's token; it is kept from the next visit on.
 */
const KEPT = /^\/api\/itinerary\/shared\/[^/]+$/;

/**
 * Answers this page fetched before the worker controlled it (the first visit) never passed through it:
 * ask it to fetch and keep them now (Workbox's CACHE_URLS message), so the first visit is enough.
 */
function keepWhatThisPageOpened(worker: ServiceWorker): void {
  const urls = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && KEPT.test(url.pathname))
    .map((url) => url.pathname);
  if (urls.length > 0) worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [...new Set(urls)] } });
}

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => updateStore.offer(() => void updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      void navigator.serviceWorker.ready.then((ready) => {
        if (ready.active) keepWhatThisPageOpened(ready.active);
      });
    },
    // Blocked (private mode, a test runner) or failed: the app works as before, only not offline.
    onRegisterError: () => undefined
  });
}
