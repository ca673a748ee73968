import { type ApiAnswer, typedApi } from "../api/typedApi";
import type { TripType } from "../itinerary/types";

/** What we can plan for a destination (GET /api/itinerary/coverage, docs/adr/0200-no-sale-without-places.md). */
export type Coverage = ApiAnswer<"get", "/itinerary/coverage">;

export function fetchCoverage(destination: string, destinationType: TripType, signal?: AbortSignal): Promise<Coverage> {
  return typedApi.get("/itinerary/coverage", { query: { destination, destinationType }, ...(signal ? { signal } : {}) });
}
