// The service worker's runtime caches of API answers (vite.config.ts names the same), and who may see them.

/** Shared itineraries the traveller opened (their own open through the share link too). */
export const ITINERARY_CACHE = "itineraries-v1";
/** The traveller's own list (My Itineraries): a logged-in answer, so it is private to that session. */
export const MY_LIST_CACHE = "my-itineraries-v1";

/**
 * Forget every saved answer when the session changes hands (log out, or a 401 that logs out, or another
 * traveller logging in): on a shared phone the next person must not find the last one's trips offline.
 */
export async function clearTravellerCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all([caches.delete(ITINERARY_CACHE), caches.delete(MY_LIST_CACHE)]);
}
