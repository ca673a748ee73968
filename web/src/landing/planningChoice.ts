import type { TripType } from "./destinations";

// The trip form reads these on load to prefill type and destination, then removes them (spec).
export const SELECTED_TRIP_TYPE_KEY = "selectedTripType";
export const SELECTED_DESTINATION_KEY = "selectedDestination";

export interface PlanningChoice {
  tripType?: TripType;
  destination?: string;
}

function remember(key: string, value: string | undefined): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Without storage the form simply starts empty.
  }
}

/** Writes the chosen trip type and destination, removing the keys that are empty. */
export function rememberPlanningChoice(choice: PlanningChoice): void {
  remember(SELECTED_TRIP_TYPE_KEY, choice.tripType);
  remember(SELECTED_DESTINATION_KEY, choice.destination?.trim());
}
