import type { RegionStop } from "./types";

/** The number of km a distance text starts with ('142 km via NH48' -> 142); 0 when it has none. */
export function kilometres(text: string | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(text ?? "");
  return match ? Number(match[1]) : 0;
}

/** Spec: the 'from start' distance of each stop is the running sum of distanceFromPrevious. */
export function distancesFromStart(stops: readonly Pick<RegionStop, "distanceFromPrevious">[]): number[] {
  let total = 0;
  return stops.map((stop) => {
    total += kilometres(stop.distanceFromPrevious);
    return total;
  });
}

/** '42.8 km': one decimal, as the spec asks. */
export const kmText = (km: number) => `${km.toFixed(1)} km`;
