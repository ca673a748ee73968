import { serverViewOf } from "../generation/match";
import type { Itinerary } from "../itinerary/types";
import type { GeneratingItinerary } from "../stores/generating";

/**
 * The server's cards that are not shown as a generating card already. An itinerary still being
 * written is always shown by its tracker (the registry adopts any it does not know yet).
 */
export function serverCards(list: readonly Itinerary[], generating: readonly GeneratingItinerary[]): Itinerary[] {
  return list.filter((itinerary) => {
    if (itinerary.status === "generating") return false;
    if (itinerary.status !== "failed") return true;
    return !generating.some((entry) => serverViewOf(entry, [itinerary]).kind !== "absent");
  });
}
