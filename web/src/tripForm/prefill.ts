import { SELECTED_DESTINATION_KEY, SELECTED_TRIP_TYPE_KEY } from "../landing/planningChoice";

// Spec: the landing page's choice (selectedTripType, selectedDestination) is applied on load, then
// removed from storage.

export interface StoredChoice {
  tripType: string | null;
  destination: string | null;
}

export function readStoredChoice(): StoredChoice {
  try {
    return { tripType: localStorage.getItem(SELECTED_TRIP_TYPE_KEY), destination: localStorage.getItem(SELECTED_DESTINATION_KEY) };
  } catch {
    return { tripType: null, destination: null };
  }
}

export function forgetStoredChoice(): void {
  try {
    localStorage.removeItem(SELECTED_TRIP_TYPE_KEY);
    localStorage.removeItem(SELECTED_DESTINATION_KEY);
  } catch {
    // Nothing to forget without storage.
  }
}
