import { isJourneyActivity } from "@safarnama/journey-map/journey";
import type { ItineraryDay } from "./types";

/**
 * Google Maps opens at most nine waypoints between origin and destination (fewer in some phone
 * browsers); the rest of a longer day is left out rather than sent and dropped without a word.
 */
export const MAX_WAYPOINTS = 9;

/** A place with the region it is in, unless its name already says it: "Baga Beach, North Goa". */
export function placeWithRegion(place: string, region: string | undefined): string {
  const area = region?.trim() ?? "";
  return area && !place.toLowerCase().includes(area.toLowerCase()) ? `${place}, ${area}` : place;
}

/**
 * A day's stops in the order of its activities, each as Google would search for it: the place
 * (the activity's location, else its title) plus the day's region, so "Fort" finds the one in Jaipur.
 * Activities with no usable name are skipped, and a stop that repeats the one before it (two
 * activities at one place) is a single stop.
 */
export function dayStops(day: Pick<ItineraryDay, "activities" | "region">): string[] {
  const stops: string[] = [];
  for (const activity of day.activities ?? []) {
    // A journey is not a place to be driven to: the day's route starts at its first real place, not at
    // "Pune to Jaipur International Airport" (docs/adr/0190-full-days.md).
    if (isJourneyActivity(activity.type)) continue;
    const place = (activity.details?.location?.trim() || activity.title?.trim()) ?? "";
    if (!place) continue;
    const stop = placeWithRegion(place, day.region);
    if (stops.at(-1) !== stop) stops.push(stop);
  }
  return stops;
}

/**
 * Google's public directions URL (no key) through a day's stops in order: the first is the origin,
 * the last the destination, the ones between waypoints. Undefined for a day with fewer than two
 * stops: a route needs two ends, and a single place already has its own maps link beside it.
 */
export function dayDirectionsUrl(day: Pick<ItineraryDay, "activities" | "region">): string | undefined {
  const stops = dayStops(day);
  if (stops.length < 2) return undefined;
  const origin = stops[0] as string;
  const destination = stops.at(-1) as string;
  const waypoints = stops.slice(1, -1).slice(0, MAX_WAYPOINTS);
  const params = new URLSearchParams({ api: "1", origin, destination });
  if (waypoints.length) params.set("waypoints", waypoints.join("|"));
  return `https://www.google.com/maps/dir/?${params}`;
}
