import { monthOfTravel } from "./meals.ts"
import type { Destination, Region } from "./schema.ts"

/** A month whose average daily high reaches this is a hot one: its afternoons are for resting (ADR 0190). */
export const HOT_AFTERNOON_C = 36

/**
 * The trip month's average high in the region (its own station, else the destination's) when it is a hot
 * month, with the station it is for: the planner and the AI writer rest through its hottest hours.
 */
export const hotAfternoonOf = (
  destination: Pick<Destination, "overview">,
  region: Pick<Region, "highs">,
  travelDates: string
): { readonly highC: number; readonly place: string } | undefined => {
  const highs = region.highs ?? destination.overview.climate.highs
  const month = monthOfTravel(travelDates)
  const highC = highs && month !== undefined ? highs.monthlyHighC[month - 1] : undefined
  return highs && highC !== undefined && highC >= HOT_AFTERNOON_C ? { highC, place: highs.place } : undefined
}
