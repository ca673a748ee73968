import { ApiError, api } from "../api/client";
import { type Prediction, readPredictions } from "./predictions";

// The autocomplete endpoint may be missing (an older server, or places switched off). After a 404 the
// inputs stop asking for the rest of the visit and work as plain text fields.
let unavailable = false;

export function placesAvailable(): boolean {
  return !unavailable;
}

export async function fetchPredictions(input: string, sessionToken: string, signal?: AbortSignal): Promise<Prediction[]> {
  if (unavailable) return [];
  const query = new URLSearchParams({ input, sessionToken });
  try {
    return readPredictions(await api.get<unknown>(`/places/autocomplete?${query}`, signal ? { signal } : {}));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 501)) unavailable = true;
    throw error;
  }
}

/** A fresh token per typing session, so the provider bills one session, not every keystroke. */
export function newSessionToken(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Tests start each case with the endpoint assumed present. */
export function resetPlacesAvailability(): void {
  unavailable = false;
}
