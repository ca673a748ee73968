import type { Transportation, TravelStyle } from "@safarnama/events/contract/options"
import type { Resolution } from "./index.ts"
import { planJourney } from "./journeys.ts"
import { inSeason, monthOfTravel } from "./meals.ts"
import type { Region } from "./schema.ts"

/**
 * Which regions a trip is spent in, and on which days: the scope of the request
 * (docs/adr/0150-scope-and-journeys.md). A destination-level name (a country, a state, a multi-region
 * destination) is a tour across its regions in the file's designed order. A city, an area or a region
 * is a base there: a trip of five days or fewer never moves its base, and goes on a day trip only where
 * the named region runs short of sights and a region is within about two hours each way; a longer trip
 * spends at least half its days there before going on to the nearest regions.
 */

export interface RouteStop {
  readonly region: Region
  readonly days: ReadonlyArray<number>
  /** A day trip: the traveller goes out from this base in the morning and sleeps there again. */
  readonly dayTripFrom?: Region
}

export interface PlannedRoute {
  readonly scope: "destination" | "region"
  /** The region the traveller named (region scope). */
  readonly focus?: Region
  /** In the order of the days; a base may appear again after a day trip. */
  readonly stops: ReadonlyArray<RouteStop>
}

export interface RouteTrip {
  readonly duration: number
  readonly travelStyle: TravelStyle
  readonly transportation: Transportation
  readonly travelDates?: string | undefined
}

/**
 * A region with something to see in the travel month. One whose every sight is out of season
 * (Badrinath from December to April, the temple shut and the town under snow) is no stop of a tour,
 * and no day trip or way on from a named region; the plan says why under "Must-sees".
 */
export const openInMonth = (region: Region, travelDates: string | undefined): boolean => {
  const month = travelDates === undefined ? undefined : monthOfTravel(travelDates)
  return month === undefined || region.attractions.length === 0 || region.attractions.some((a) => inSeason(a, month))
}

/** A day trip's journey each way at most (door to door, minutes): about two hours. */
export const DAY_TRIP_MAX_MINUTES = 135
/** A base never moves on trips this long or shorter, unless the traveller names several places. */
export const STAY_PUT_DAYS = 5
/** How many sights a day of each style holds (the offline writer's day). */
export const SIGHTS_PER_DAY: Record<TravelStyle, number> = { relaxed: 3, moderate: 4, intense: 5 }

export const planRoute = (resolution: Resolution, trip: RouteTrip): PlannedRoute => {
  const { destination, focusRegion } = resolution
  const minutesTo = (from: Region, to: Region) => planJourney(destination, from.id, to.id, trip.transportation).minutes
  const open = destination.regions.filter((r) => openInMonth(r, trip.travelDates))
  const regions = open.length > 0 ? open : destination.regions
  if (focusRegion === undefined) return { scope: "destination", stops: tour(regions, trip.duration, minutesTo) }
  const others = regions.filter((r) => r.id !== focusRegion.id)
  if (trip.duration <= STAY_PUT_DAYS) {
    const near = others.filter((r) => minutesTo(focusRegion, r) <= DAY_TRIP_MAX_MINUTES).sort((a, b) => minutesTo(focusRegion, a) - minutesTo(focusRegion, b))
    return { scope: "region", focus: focusRegion, stops: withDayTrips(focusRegion, near, trip) }
  }
  // A longer trip: at least half its days (and the region's ideal stay) in the named region, then on.
  const focusDays = Math.min(trip.duration, Math.max(focusRegion.idealDays, Math.ceil(trip.duration / 2)))
  const onward = nearestChain(focusRegion, others, minutesTo)
  // Two days or more a region on the way on: a one-night stand is mostly packing.
  const rest = tour([focusRegion, ...onward], trip.duration - focusDays, minutesTo, { offset: focusDays, howMany: (left) => Math.floor(left / 2), from: focusRegion })
  // One day left over is not worth a move: it stays with the named region.
  const stayAll = rest.length === 0 || trip.duration - focusDays < 2
  const first = { region: focusRegion, days: range(1, stayAll ? trip.duration : focusDays) }
  return { scope: "region", focus: focusRegion, stops: stayAll ? [first] : [first, ...rest] }
}

/**
 * The route a finished plan was made with, from its region sequence: a day written again keeps the
 * plan's day in its region, whatever the planner would route today (a plan made before a route rule
 * changed). A stop of one day between two stops of one region is a day trip from it. Undefined when the
 * sequence names a region the guide no longer has or does not hold each day once.
 */
export const routeOfPlan = (
  regions: ReadonlyArray<Region>,
  sequence: ReadonlyArray<{ readonly regionName: string; readonly daysSpent: ReadonlyArray<number> }>,
  duration: number
): ReadonlyArray<RouteStop> | undefined => {
  const days = sequence.flatMap((s) => s.daysSpent)
  if (days.length !== duration || new Set(days).size !== duration || days.some((d, i) => d !== i + 1)) return undefined
  const found = sequence.map((s) => regions.find((r) => sameName(r.name, s.regionName)))
  if (found.some((r) => r === undefined)) return undefined
  return sequence.map((stop, i) => {
    const region = found[i]!
    const before = found[i - 1]
    const dayTrip = stop.daysSpent.length === 1 && before !== undefined && found[i + 1]?.id === before.id && before.id !== region.id
    return dayTrip ? { region, days: stop.daysSpent, dayTripFrom: before } : { region, days: stop.daysSpent }
  })
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The scope in a few words for the plan's journey section. */
export const scopeOf = (route: PlannedRoute): { readonly base?: string; readonly dayTrips: ReadonlyArray<string>; readonly onward: ReadonlyArray<string> } => {
  const dayTrips = route.stops.filter((s) => s.dayTripFrom).map((s) => s.region.name)
  if (route.scope === "destination" || route.focus === undefined) return { dayTrips, onward: [...new Set(route.stops.map((s) => s.region.name))] }
  const onward = route.stops.filter((s) => !s.dayTripFrom && s.region.id !== route.focus!.id).map((s) => s.region.name)
  return { base: route.focus.name, dayTrips, onward }
}

/**
 * Day trips from a base that runs short of sights for the days: one at most every third day, never on the
 * first or the last day, each to a different region within DAY_TRIP_MAX_MINUTES.
 */
const withDayTrips = (base: Region, near: ReadonlyArray<Region>, trip: RouteTrip): ReadonlyArray<RouteStop> => {
  const days = trip.duration
  const sightDays = Math.floor(base.attractions.length / SIGHTS_PER_DAY[trip.travelStyle])
  const count = days < 3 ? 0 : Math.min(near.length, Math.max(0, days - sightDays), Math.floor(days / 3))
  if (count === 0) return [{ region: base, days: range(1, days) }]
  // In the middle of the stay: day 2 of 3, day 3 of 4 or 5; a second one two days later.
  const tripDays = Array.from({ length: count }, (_, i) => Math.ceil((days + 1) / 2) + i * 2).filter((d) => d < days)
  const stops: Array<RouteStop> = []
  let baseDays: Array<number> = []
  for (let day = 1; day <= days; day++) {
    const k = tripDays.indexOf(day)
    if (k === -1) {
      baseDays.push(day)
      continue
    }
    if (baseDays.length > 0) stops.push({ region: base, days: baseDays })
    baseDays = []
    stops.push({ region: near[k]!, days: [day], dayTripFrom: base })
  }
  if (baseDays.length > 0) stops.push({ region: base, days: baseDays })
  return stops
}

/** The longest move to a last stop of one day that still leaves the day a morning of sights there. */
export const LAST_DAY_MOVE_MAX_MINUTES = 90

/** The longest journey a day can hold (door to door, minutes); a region further on is left out of a tour. */
export const LONGEST_DAY_JOURNEY_MINUTES = 11 * 60

/**
 * Regions in the given (designed) order, about two and a half days each, shared by their day shares;
 * a region a day's journey cannot reach from the one before is skipped. `from`: where the tour
 * continues from (it is not itself a stop).
 */
const tour = (
  regions: ReadonlyArray<Region>,
  duration: number,
  minutesTo: (a: Region, b: Region) => number,
  options: { readonly offset?: number; readonly howMany?: (days: number) => number; readonly from?: Region } = {}
): Array<RouteStop> => {
  if (duration <= 0 || regions.length === 0) return []
  const wanted = Math.max(1, (options.howMany ?? ((days: number) => Math.ceil(days / 2.5)))(duration))
  const offset = options.offset ?? 0
  const chosen: Array<Region> = []
  let last = options.from
  for (const region of regions) {
    if (chosen.length >= wanted) break
    if (region.id === options.from?.id) continue
    if (last !== undefined && minutesTo(last, region) > LONGEST_DAY_JOURNEY_MINUTES) continue
    chosen.push(region)
    last = region
  }
  if (chosen.length === 0) return []
  // A region whose sights its days would outlast makes room for the next region of the tour, while one
  // is within a day's journey: 7 days in Singapore are not 3 days in a district of five sights.
  const shareOf = (list: ReadonlyArray<Region>) => shareDays(list.map((r) => r.dayShare), duration)
  let days = shareOf(chosen)
  for (const region of regions) {
    if (!chosen.some((r, i) => days[i]!.length > sightDaysOf(r))) break
    if (chosen.includes(region) || region.id === options.from?.id) continue
    if (minutesTo(chosen[chosen.length - 1]!, region) > LONGEST_DAY_JOURNEY_MINUTES || chosen.length >= duration) continue
    chosen.push(region)
    days = shareOf(chosen)
  }
  // The last day holds the way home: a move that takes its morning leaves lunch and the airport, so a
  // last stop of that one day stays with the region before it (Barcelona 3 days, not 2 and a Madrid lunch).
  while (chosen.length > 1 && days[days.length - 1]!.length === 1 && minutesTo(chosen[chosen.length - 2]!, chosen[chosen.length - 1]!) > LAST_DAY_MOVE_MAX_MINUTES) {
    chosen.pop()
    days = shareOf(chosen)
  }
  days = wholeDayForTheLast(chosen, days, minutesTo, duration)
  const stops: Array<RouteStop> = chosen.map((region, i) => ({ region, days: days[i]!.map((d) => d + offset) }))
  return lastDayAsDayTrip(stops, minutesTo)
}

/** A move this short still leaves the last morning for the region's sights (Panaji to North Goa, 30 minutes). */
const LAST_MORNING_MOVE_MINUTES = 60

/**
 * A last stop of one day within a day trip of the stop before, an hour or more away, is a move that takes
 * the morning of the way home:
 * the Golden Circle from Reykjavík reached at 11:30 and left at 15:00, Geysir and Gullfoss left out. It is
 * seen on a day trip the day before instead, and the last day is back at the base, whose stay the
 * traveller never left (Reykjavík 1, the Golden Circle 2, Reykjavík 3). A shorter move keeps its last morning.
 */
const lastDayAsDayTrip = (stops: Array<RouteStop>, minutesTo: (a: Region, b: Region) => number): Array<RouteStop> => {
  const last = stops[stops.length - 1]
  const base = stops[stops.length - 2]
  if (last === undefined || base === undefined || last.days.length !== 1 || base.days.length < 2) return stops
  const move = minutesTo(base.region, last.region)
  if (move < LAST_MORNING_MOVE_MINUTES || move > DAY_TRIP_MAX_MINUTES) return stops
  const [tripDay] = base.days.slice(-1)
  return [
    ...stops.slice(0, -2),
    { region: base.region, days: base.days.slice(0, -1) },
    { region: last.region, days: [tripDay!], dayTripFrom: base.region },
    { region: base.region, days: last.days }
  ]
}

/** A move this long takes the day it is made on: the region is reached in the afternoon. */
const MOVE_TAKES_THE_DAY_MINUTES = 3 * 60
/** A must-see this long needs a whole day in its region (Tiger's Nest, Valley of the Kings); one longer than
 * a day holds (an overnight cruise) is no reason to move a day. */
const WHOLE_DAY_MUST_SEE_MINUTES = { from: 3 * 60, to: 10 * 60 } as const

/** An afternoon of sights: the arrival day's after a morning's move or flight. */
const HALF_DAY_MINUTES = 5 * 60
/** A whole day of sights. */
const FULL_DAY_MINUTES = 10 * 60
/** What a day with a move in its morning has left for one long must-see. */
const ARRIVAL_DAY_MINUTES = 9 * 60
/** A region's must-sees, visits and the rides between them. */
const mustSeeMinutes = (region: Region): number => region.attractions.filter((a) => a.demand?.mustSee === true).reduce((sum, a) => sum + a.visitMinutes + 30, 0)

/**
 * The last stop holds the way home on its last day, and a long move takes its first: with two days there
 * it has no whole day, and a must-see that needs one (Tiger's Nest in Paro, the Valley of the Kings in
 * Luxor) never fits. It takes a day from the longest stop before it that keeps two (Thimphu 2 > 1,
 * Paro 2 > 3). Only on a tour that ends the trip (its days reach the last one).
 */
const wholeDayForTheLast = (
  chosen: ReadonlyArray<Region>,
  days: Array<Array<number>>,
  minutesTo: (a: Region, b: Region) => number,
  duration: number
): Array<Array<number>> => {
  const last = chosen.length - 1
  if (last < 1 || days[last]!.length !== 2 || days[last]![1] !== duration) return days
  const move = minutesTo(chosen[last - 1]!, chosen[last]!)
  // The move takes the day, or leaves too little of it for the must-see (Lucerne to Interlaken, 2 hours, then 8 on the Jungfraujoch).
  const wholeDay = chosen[last]!.attractions.filter((a) => a.demand?.mustSee === true && a.visitMinutes >= WHOLE_DAY_MUST_SEE_MINUTES.from && a.visitMinutes <= WHOLE_DAY_MUST_SEE_MINUTES.to)
  if (!wholeDay.some((a) => move > MOVE_TAKES_THE_DAY_MINUTES || move + a.visitMinutes > ARRIVAL_DAY_MINUTES)) return days
  const counts = days.map((d) => d.length)
  // A stop of two days gives one only when its must-sees fit the day left (Thimphu's three in an
  // afternoon); the first stop's day left is its arrival day, whole after an overnight flight (Zurich's three).
  const canGive = (i: number) => counts[i]! >= 3 || (counts[i] === 2 && mustSeeMinutes(chosen[i]!) <= (i === 0 ? FULL_DAY_MINUTES : HALF_DAY_MINUTES))
  const donor = counts.slice(0, last).reduce((best, n, i) => (canGive(i) && n >= (best < 0 ? 0 : counts[best]!) ? i : best), -1)
  if (donor < 0) return days
  counts[donor]!--
  counts[last]!++
  let next = days[0]![0]!
  return counts.map((n) => Array.from({ length: n }, () => next++))
}

/** About how many days a region's sights fill: its visits and the rides between them, 8 hours a day. */
const sightDaysOf = (region: Region): number => Math.max(1, Math.round(region.attractions.reduce((sum, a) => sum + a.visitMinutes + 30, 0) / (8 * 60)))

/** From a region, always on to the nearest one not yet visited (by journey time). */
const nearestChain = (start: Region, rest: ReadonlyArray<Region>, minutes: (a: Region, b: Region) => number): ReadonlyArray<Region> => {
  const left = [...rest]
  const ordered: Array<Region> = []
  let here = start
  while (left.length > 0) {
    let best = 0
    for (let i = 1; i < left.length; i++) if (minutes(here, left[i]!) < minutes(here, left[best]!)) best = i
    here = left.splice(best, 1)[0]!
    ordered.push(here)
  }
  return ordered
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/** About two and a half days a region, at least one region, at most all of them (the generic guides' tour). */
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
