import { greatCircleKm } from "../../../../domain/knowledge/geo.ts"
import type { Resolution } from "../../../../domain/knowledge/index.ts"
import type { Region } from "../../../../domain/knowledge/schema.ts"

export interface RoutedRegion {
  readonly region: Region
  readonly days: ReadonlyArray<number>
}

/**
 * Which regions a trip visits and on which days. The destination's file order is its designed route;
 * a region the traveller named comes first, and the others follow nearest-first from it. About two and
 * a half days a region, shared by the regions' day shares, every region at least one day.
 */
export const planRegions = (resolution: Resolution, duration: number): ReadonlyArray<RoutedRegion> => {
  const regions = orderFrom(resolution.destination.regions, resolution.focusRegion)
  const chosen = regions.slice(0, regionCount(regions.length, duration))
  const days = shareDays(
    chosen.map((r) => r.dayShare),
    duration
  )
  return chosen.map((region, i) => ({ region, days: days[i]! }))
}

/** About two and a half days a region, at least one region, at most all of them. */
export const regionCount = (available: number, duration: number): number => Math.max(1, Math.min(available, Math.ceil(duration / 2.5)))

/**
 * Days 1..duration shared out in order by weight, every share at least one day (largest remainders
 * get the days left over), e.g. weights [2, 1] over 5 days: [[1, 2, 3], [4, 5]].
 */
export const shareDays = (weights: ReadonlyArray<number>, duration: number): Array<Array<number>> => {
  const weightSum = weights.reduce((a, b) => a + b, 0)
  const spare = duration - weights.length
  const exact = weights.map((w) => (spare * w) / weightSum)
  const allotted = exact.map((x) => 1 + Math.floor(x))
  let left = duration - allotted.reduce((a, b) => a + b, 0)
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of byRemainder) {
    if (left <= 0) break
    allotted[i]! += 1
    left--
  }
  let next = 1
  return allotted.map((n) => Array.from({ length: n }, () => next++))
}

const orderFrom = (regions: ReadonlyArray<Region>, focus: Region | undefined): ReadonlyArray<Region> => {
  if (focus === undefined || focus.id === regions[0]?.id) return regions
  const rest = regions.filter((r) => r.id !== focus.id)
  const ordered = [focus]
  while (rest.length > 0) {
    const here = ordered[ordered.length - 1]!.coordinates
    let best = 0
    for (let i = 1; i < rest.length; i++) if (greatCircleKm(here, rest[i]!.coordinates) < greatCircleKm(here, rest[best]!.coordinates)) best = i
    ordered.push(...rest.splice(best, 1))
  }
  return ordered
}
