// Helpers for the zustand-persist storage shape `{ state, version }` that earlier releases of the app
// wrote to localStorage: keeping that shape lets existing sessions survive this client.

export interface PersistedEnvelope<S> {
  state: S;
  version: number;
}

export function readPersisted<S>(key: string): PersistedEnvelope<S> | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || !("state" in parsed)) return null;
    const envelope = parsed as { state: S; version?: unknown };
    return { state: envelope.state, version: typeof envelope.version === "number" ? envelope.version : 0 };
  } catch {
    // Corrupt or unreadable storage (private mode, quota) must never break the page.
    return null;
  }
}

export function writePersisted<S>(key: string, state: S, version: number): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify({ state, version }));
  } catch {
    // Storage can be full or disabled; the in-memory state still works for this visit.
  }
}

export function removePersisted(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // See writePersisted.
  }
}
