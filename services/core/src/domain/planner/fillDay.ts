import type { Activity } from "@safarnama/events/contract/itinerary"
import { busyMinutes, FULL_DAY, LONGEST_GAP_MINUTES, REST_ACTIVITY } from "../itineraries/groundedChecks.ts"
import { greatCircleKm } from "../knowledge/geo.ts"
import { minutesOf } from "../knowledge/hours.ts"
import { saysSunrise } from "../knowledge/sunrise.ts"
import { minutesOfDuration } from "../itineraries/planChecks.ts"
import { monthOfTravel } from "../knowledge/meals.ts"
import type { Attraction, Coordinates } from "../knowledge/schema.ts"
import { type Leg, localLeg } from "../knowledge/travel.ts"
import { isJourneyActivity } from "@safarnama/journey-map/journey"
import type { DayInput } from "./dayInput.ts"
import { daytimeSightsLeft } from "./sightsLeft.ts"
import { demandWorthKm, freshSights, isNightlife, roundUp5, showStart, sightActivity, startWithinHours, tidy } from "./sights.ts"
import { legText } from "./wording.ts"

/**
 * The second pass over a day (ADR 0190): a stretch of over 2 hours between 09:00 and 19:00 that the day's
 * first pass left empty (its sights ran out near the anchor, an evening sight waits for 17:00, the last
 * morning before the way home) takes one more of the region's sights that fits it: open then, reached
 * from the stop before and leaving time to reach the stop after, within the day's hours. Must-sees first,
 * then the most sought and the trip's interests, then the nearest. What is still empty becomes free time
 * at a market (fillGaps).
 */

export interface FillLimits {
  /** The most minutes of sights and travel the day may hold (the pacing check's count). */
  readonly busyLimit: number
  /** Extra minutes a must-see may take beyond it. */
  readonly mustSeeExtra: number
  /** No sight ends later than this. */
  readonly lastEnd: number
  /** Sights lie within this distance of the stop before them. */
  readonly spreadKm: number
  /** Evening sights start from this time. */
  readonly eveningFrom: number
  /** How much an interest match is worth in km. */
  readonly interestWorthKm: number
  /** The day's first minute (the travel style's start). */
  readonly dayStart: number
}

/** No sight but a sunrise starts before 06:00 (the pacing check's earliest), even after a sunrise at 05:00. */
export const NOT_BEFORE = 6 * 60

/** What taking a neighbouring region's sight costs in km, so the day's own region comes first. */
const NEIGHBOUR_KM = 5

export const endOf = (a: Activity) => minutesOf(a.time) + (minutesOfDuration(a.details.duration) ?? 0)

/** Where the traveller is after each activity: at its place, at the stay after a journey back, else where they were. */
export const positionsAfter = (activities: ReadonlyArray<Activity>, input: DayInput, start: Coordinates): Array<Coordinates> => {
  const places = new Map<string, Coordinates>(
    [input.region, ...(input.dinnerRegion ? [input.dinnerRegion] : []), { attractions: input.nearbySights ?? [], food: [] }].flatMap((r) =>
      [...r.attractions, ...r.food].map((p) => [p.id, p] as const)
    )
  )
  let here = start
  return activities.map((a) => {
    const place = a.placeId === undefined ? undefined : places.get(a.placeId)
    if (place) here = place
    else if (a.type === REST_ACTIVITY) here = input.base
    else if (isJourneyActivity(a.type)) here = input.returnTo && a.title === input.returnTo.title ? input.base : start
    return here
  })
}

interface Candidate {
  readonly sight: Attraction
  readonly activity: Activity
  readonly legOut?: Leg
  readonly cost: number
}

export const fillWithSights = (activities: Array<Activity>, input: DayInput, limits: FillLimits, start: Coordinates, visited: Array<string>): void => {
  const { trip } = input
  const month = monthOfTravel(trip.travelDates)
  // The region's own sights first; a sight of a neighbouring region inside this one after them.
  // A long stay keeps one of the region's own sights for each later day here: past that reserve, only
  // must-sees and the neighbours' sights fill a stretch.
  const poolOf = () => {
    const { keepable, todayOrNever } = daytimeSightsLeft(input)
    const beyondReserve = keepable > (input.laterDaysHere ?? 0)
    return [
      ...freshSights(input.region, input.used, month, trip.dietaryRestrictions, input.dietWords).filter((s) => s.demand?.mustSee === true || beyondReserve || todayOrNever.includes(s)),
      ...freshSights({ attractions: input.nearbySights ?? [] }, input.used, month, trip.dietaryRestrictions, input.dietWords)
    ].filter((s) => !isNightlife(s) && (s.bestTime !== "sunrise" || s.demand?.mustSee === true) && !saysSunrise(s.name) && s.replacesMeal === undefined)
  }
  // First a must-see of the region the day's first pass left out, wherever the day has room for it (an
  // evening aarti between the last sight and dinner); then the stretches of over 2 hours between 09:00
  // and 19:00. A relaxed day may keep one of those free (named as free time at a market).
  fill(activities, input, limits, start, visited, () => poolOf().filter((s) => s.demand?.mustSee === true && input.region.attractions.includes(s)), () => true, 0)
  const emptyEnough = (from: number, to: number) => Math.min(to, FULL_DAY.to) - Math.max(from, FULL_DAY.from) > LONGEST_GAP_MINUTES
  fill(activities, input, limits, start, visited, poolOf, emptyEnough, trip.travelStyle === "relaxed" ? 1 : 0)
}

/** Plans the pool's best sight into the day's windows that `windowOk` accepts, one at a time, while more than `windowsKept` are left. */
const fill = (
  activities: Array<Activity>,
  input: DayInput,
  limits: FillLimits,
  start: Coordinates,
  visited: Array<string>,
  poolOf: () => ReadonlyArray<Attraction>,
  windowOk: (from: number, to: number) => boolean,
  windowsKept: number
): void => {
  const { say } = input
  const interests = new Set<string>(input.trip.interests)
  for (;;) {
    activities.sort((a, b) => minutesOf(a.time) - minutesOf(b.time))
    const positions = positionsAfter(activities, input, start)
    const journeys = activities.map((a) => isJourneyActivity(a.type))
    // Nothing after the way home or the way back from a day trip: the day is elsewhere by then.
    const lastIndex = activities.findIndex((a) => (input.goingHome && a.title === input.goingHome.title) || (input.returnTo && a.title === input.returnTo.title))
    const windows: Array<{ index: number; from: number; to: number }> = []
    for (let i = -1; i < (lastIndex === -1 ? activities.length : lastIndex); i++) {
      const from = i < 0 ? limits.dayStart : endOf(activities[i]!)
      const next = activities[i + 1]
      const to = next ? minutesOf(next.time) : limits.lastEnd
      if (to > from && windowOk(from, to)) windows.push({ index: i, from, to })
    }
    if (windows.length <= windowsKept) return
    const pool = poolOf()
    const best = windows
      .map((w) => bestFor(w, pool, activities, positions, journeys, input, limits, start, interests))
      .filter((c): c is Candidate => c !== undefined)
      .sort((a, b) => a.cost - b.cost)[0]
    if (best === undefined) return
    const at = activities.findIndex((a) => minutesOf(a.time) > minutesOf(best.activity.time))
    const next = at === -1 ? undefined : activities[at]
    if (next && best.legOut && !journeys[at]) {
      activities[at] = { ...next, details: { ...next.details, distanceFromPrevious: say("km", { km: best.legOut.km }), travelTime: legText(say, best.legOut) } }
    }
    activities.push(best.activity)
    input.used.add(best.sight.id)
    visited.push(best.sight.name)
  }
}

/** The sight that fits a window best, as the activity it becomes, with the ride on to the next stop. */
const bestFor = (
  window: { index: number; from: number; to: number },
  pool: ReadonlyArray<Attraction>,
  activities: ReadonlyArray<Activity>,
  positions: ReadonlyArray<Coordinates>,
  journeys: ReadonlyArray<boolean>,
  input: DayInput,
  limits: FillLimits,
  start: Coordinates,
  interests: ReadonlySet<string>
): Candidate | undefined => {
  const here = window.index < 0 ? start : positions[window.index]!
  const nextIndex = window.index + 1
  const next = activities[nextIndex]
  const nextAt = next && !journeys[nextIndex] ? positions[nextIndex] : undefined
  let best: Candidate | undefined
  // A sight near the stop before, or on the way back towards the next stop or the stay: after a far
  // morning sight (Rhine Falls from Zurich) the afternoon may be near the hotel again (Lindt's, at
  // Kilchberg), the ride there counted.
  const near = (sight: Attraction) => [here, nextAt ?? start, start].some((p) => greatCircleKm(p, sight) <= limits.spreadKm)
  for (const sight of pool) {
    if (!near(sight)) continue
    const legIn = localLeg(here, sight, input.region.terrain, input.roads)
    const minutes = tidy(sight.visitMinutes)
    const earliest = roundUp5(Math.max(window.from + legIn.minutes, sight.bestTime === "evening" ? limits.eveningFrom : NOT_BEFORE))
    const show = sight.showTimes ? showStart(sight, earliest) : earliest
    if (show === undefined) continue
    const fit = startWithinHours(sight, input.hours, show, minutes)
    if (fit === undefined || (sight.showTimes && fit.start !== show)) continue
    const end = fit.start + minutes
    const legOut = nextAt ? localLeg(sight, nextAt, input.region.terrain, input.roads) : undefined
    // A journey (the way home, the way back) leaves a quarter of an hour after the last stop.
    if (end + (legOut?.minutes ?? (next ? 15 : 0)) > window.to || end > limits.lastEnd) continue
    const activity = sightActivity(input.say, sight, fit, minutes, legIn, input.say("km", { km: legIn.km }))
    const after = next && legOut && !journeys[nextIndex] ? { ...next, details: { ...next.details, travelTime: legText(input.say, legOut) } } : next
    const day = [...activities.filter((a) => a !== next), ...(after ? [after] : []), activity]
    if (busyMinutes(day) > limits.busyLimit + (sight.demand?.mustSee ? limits.mustSeeExtra : 0)) continue
    const neighbours = input.region.attractions.includes(sight) ? 0 : NEIGHBOUR_KM
    const cost = legIn.km + (legOut?.km ?? 0) + neighbours + (sight.categories.some((c) => interests.has(c)) ? 0 : limits.interestWorthKm) - demandWorthKm(sight)
    if (best === undefined || cost < best.cost) best = { sight, activity, ...(legOut ? { legOut } : {}), cost }
  }
  return best
}
