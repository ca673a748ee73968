import type { Resolution } from "./index.ts"
import { planJourney } from "./journeys.ts"
import { LONGEST_DAY_JOURNEY_MINUTES, type PlannedRoute, type RouteStop, type RouteTrip } from "./route.ts"

/**
 * Other shares of a route's days, for a plan that leaves a must-see of a stop out for want of time (ADR
 * 0190): a day moved to that stop from the stay before it or after it, which keeps one day at least.
 * The designed share gives Hungary's 3 days two in Budapest and the last, the way home, at the Danube
 * Bend: Visegrád and Esztergom never fit, and one day in Budapest and two at the Bend plan them. The
 * planner plans each and keeps the one that plans the most must-sees (planTrip.ts, bestPlan). None with a
 * move longer than a day holds; a route with a day trip keeps its shape (the day trip is already the
 * short stop's answer).
 */
export const routeAlternatives = (
  resolution: Resolution,
  trip: RouteTrip,
  route: PlannedRoute,
  shortOfDays: (region: RouteStop["region"]) => boolean
): ReadonlyArray<ReadonlyArray<RouteStop>> => {
  const stops = route.stops
  if (stops.length < 2 || stops.some((s) => s.dayTripFrom !== undefined)) return []
  const counts = stops.map((s) => s.days.length)
  // The region the traveller named keeps the days the route gives it (at least half the trip's).
  const canGive = (from: number) => counts[from] !== undefined && counts[from]! >= 2 && stops[from]!.region.id !== route.focus?.id
  const minutesTo = (from: RouteStop, to: RouteStop) => planJourney(resolution.destination, from.region.id, to.region.id, trip.transportation).minutes
  return stops
    .flatMap((stop, to) => (shortOfDays(stop.region) ? [to - 1, to + 1].filter((from) => canGive(from)).map((from) => dayMoved(counts, from, to)) : []))
    .map((moved) => renumbered(stops, moved))
    .filter((alternative) => alternative.every((stop, i) => i === 0 || minutesTo(alternative[i - 1]!, stop) <= LONGEST_DAY_JOURNEY_MINUTES))
}

const dayMoved = (counts: ReadonlyArray<number>, from: number, to: number): ReadonlyArray<number> => counts.map((n, i) => (i === from ? n - 1 : i === to ? n + 1 : n))

/** The stops with their new day counts, the days in sequence from the route's first day. */
const renumbered = (stops: ReadonlyArray<RouteStop>, counts: ReadonlyArray<number>): ReadonlyArray<RouteStop> => {
  let next = stops[0]!.days[0]!
  return stops.map((stop, i) => ({ region: stop.region, days: Array.from({ length: counts[i]! }, () => next++) }))
}
