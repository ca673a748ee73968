import { ApiError } from "../api/client";
import { type ApiAnswer, type Expect, type Fits, typedApi } from "../api/typedApi";
import { type Prediction, readPredictions } from "./predictions";

/** The fields readPredictions reads (it also copes with older or odd answers): the API must still send them. */
export type PredictionsFit = Expect<
  Fits<ApiAnswer<"get", "/places/autocomplete">, { predictions: readonly { description: string; place_id: string; terms: readonly { value: string }[] }[] }>
>;

// The autocomplete endpoint may be missing (an older server, or places switched off). After a 404 the
// inputs stop asking for the rest of the visit and work as plain text fields.
let unavailable = false;

export function placesAvailable(): boolean {
  return !unavailable;
}

export async function fetchPredictions(input: string, sessionToken: string, signal?: AbortSignal): Promise<Prediction[]> {
  if (unavailable) return [];
  try {
    return readPredictions(await typedApi.get("/places/autocomplete", { query: { input, sessionToken }, ...(signal ? { signal } : {}) }));
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
