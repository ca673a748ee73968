// Spec: the browser-storage flag itineraries_refresh_needed set to true forces a list refresh on the
// next visit of My Itineraries (or at once, when the page is open).

export const REFRESH_NEEDED_KEY = "itineraries_refresh_needed";

export function markRefreshNeeded(): void {
  try {
    localStorage.setItem(REFRESH_NEEDED_KEY, "true");
  } catch {
    // Without storage the list still refreshes on every visit.
  }
  window.dispatchEvent(new Event(REFRESH_NEEDED_KEY));
}

/** Whether a refresh was asked for; reading it clears it. */
export function takeRefreshNeeded(): boolean {
  try {
    const needed = localStorage.getItem(REFRESH_NEEDED_KEY) === "true";
    localStorage.removeItem(REFRESH_NEEDED_KEY);
    return needed;
  } catch {
    return false;
  }
}

/** Calls `listener` when this tab or another one asks for a refresh. */
export function onRefreshNeeded(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === REFRESH_NEEDED_KEY && event.newValue === "true") listener();
  };
  window.addEventListener(REFRESH_NEEDED_KEY, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(REFRESH_NEEDED_KEY, listener);
    window.removeEventListener("storage", onStorage);
  };
}
