import { useSyncExternalStore } from "react";
import { clearTravellerCaches } from "../pwa/caches";
import { generatingStore } from "./generating";
import { readPersisted, writePersisted } from "./persisted";

// The logged-in session, persisted as `auth-storage` in the zustand-persist shape
// `{"state":{"user":...,"token":...},"version":0}` so sessions from earlier releases keep working.

export const SESSION_STORAGE_KEY = "auth-storage";

export interface User {
  id: string;
  phone: string;
  name: string | null;
  location: string | null;
  credits: number;
}

export interface SessionState {
  user: User | null;
  token: string | null;
}

const LOGGED_OUT: SessionState = { user: null, token: null };

function load(): SessionState {
  const persisted = readPersisted<Partial<SessionState>>(SESSION_STORAGE_KEY);
  return { user: persisted?.state?.user ?? null, token: persisted?.state?.token ?? null };
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  writePersisted(SESSION_STORAGE_KEY, state, 0);
  for (const listener of listeners) listener();
}

function expireCookie(name: string, attributes: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox and Safari < 18.4.
  document.cookie = `${name}=;expires=Thu, 01 Jan 1970 00:00:00 GMT;max-age=0${attributes}`;
}

function clearCookies(): void {
  if (typeof document === "undefined") return;
  const host = window.location.hostname;
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (!name) continue;
    // A cookie is only removed with the path and domain it was set with; try the usual ones.
    expireCookie(name, ";path=/");
    expireCookie(name, "");
    if (host) {
      expireCookie(name, `;path=/;domain=${host}`);
      expireCookie(name, `;path=/;domain=.${host}`);
    }
  }
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setSession(user: User, token: string): void {
    // Another traveller on this device: the last one's saved itineraries go (docs/adr/0126-offline-trip-pack.md).
    if (state.user !== null && state.user.id !== user.id) void clearTravellerCaches();
    set({ user, token });
  },
  setCredits(credits: number): void {
    if (state.user) set({ ...state, user: { ...state.user, credits } });
  },
  updateUser(partial: Partial<Omit<User, "id">>): void {
    if (state.user) set({ ...state, user: { ...state.user, ...partial } });
  },
  // Spec: logout clears user and token, empties the generating list, and clears local storage,
  // session storage and all cookies, so nothing of this traveller stays on a shared device.
  logout(): void {
    generatingStore.clear();
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage may be disabled; the in-memory session is cleared below regardless.
    }
    clearCookies();
    // ...and the itineraries the service worker kept for offline use.
    void clearTravellerCaches();
    state = LOGGED_OUT;
    for (const listener of listeners) listener();
  },
  // Re-reads storage: another tab may have logged in or out.
  reload(): void {
    state = load();
    for (const listener of listeners) listener();
  }
};

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reload();
  });
}

export function isLoggedIn(session: SessionState): boolean {
  return session.user !== null && session.token !== null;
}

export function useSession(): SessionState & { isLoggedIn: boolean } {
  // The server snapshot (logged out) is what the prerendered landing page shows; hydration starts from
  // it and React then switches to the browser's session.
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, () => LOGGED_OUT);
  return { ...session, isLoggedIn: isLoggedIn(session) };
}
