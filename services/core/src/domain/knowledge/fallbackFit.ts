import { greatCircleKm } from "./geo.ts"
import type { Coordinates, Terrain } from "./schema.ts"
import { journeyLeg, type RoadSpeed } from "./travel.ts"

/**
 * How the computed journey model (the fallback where a destination's journeys table has no entry) fares
 * against real journeys: the ratio of planned to real door-to-door minutes, journey by journey, and its
 * summary (docs/adr/0150-scope-and-journeys.md).
 */

export interface RealJourney {
  readonly from: Coordinates & { readonly name: string }
  readonly to: Coordinates & { readonly name: string }
  readonly mode: "road" | "rail" | "flight" | "ferry"
  readonly minutes: number
  /** The slowest ground of the way. */
  readonly terrain: Terrain
  readonly roads: RoadSpeed
}

export const plannedMinutes = (j: RealJourney): number => journeyLeg(j.from, j.to, j.mode, j.terrain, j.roads).minutes

const median = (xs: ReadonlyArray<number>) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export interface FitSummary {
  readonly journeys: number
  readonly medianRatio: number
  /** Planned within ±30 % of the real time. */
  readonly shareWithin30: number
  /** Planned within 0.6-1.5x of the real time. */
  readonly shareWithin06to15: number
  readonly worst: ReadonlyArray<{ readonly journey: string; readonly ratio: number }>
}

export const fitSummary = (journeys: ReadonlyArray<RealJourney>): FitSummary => {
  const ratios = journeys.map((j) => ({ journey: `${j.from.name} - ${j.to.name} (${j.mode}, ${j.terrain})`, ratio: plannedMinutes(j) / j.minutes }))
  const share = (low: number, high: number) => ratios.filter((r) => r.ratio >= low && r.ratio <= high).length / Math.max(1, ratios.length)
  return {
    journeys: journeys.length,
    medianRatio: median(ratios.map((r) => r.ratio)),
    shareWithin30: share(0.7, 1.3),
    shareWithin06to15: share(0.6, 1.5),
    worst: [...ratios].sort((a, b) => Math.abs(Math.log(b.ratio)) - Math.abs(Math.log(a.ratio))).slice(0, 5)
  }
}

/** The average speed a real journey implies over the model's way (straight line times the detour), km/h. */
export const impliedKmh = (j: RealJourney, detour: number): number => (greatCircleKm(j.from, j.to) * detour) / (j.minutes / 60)
