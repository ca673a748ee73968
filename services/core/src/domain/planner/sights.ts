import type { Activity } from "@safarnama/events/contract/itinerary"
import type { DietaryRestriction } from "@safarnama/events/contract/options"
import { clock, closedDaysOf, durationText, type HoursContext, hoursUnknown, minutesOf, visitWeek } from "../knowledge/hours.ts"
import type { DietWords } from "../knowledge/dietWords.ts"
import { experienceSuitsDiet, inSeason } from "../knowledge/meals.ts"
import type { Attraction, FoodPlace, Region, Weekday } from "../knowledge/schema.ts"
import type { Leg } from "../knowledge/travel.ts"
import type { Say } from "./words.ts"
import { legText, weekdaysText } from "./wording.ts"

/**
 * What the day planner and the gap filler both need of a sight: whether it may be planned at all, when it
 * may start, what being sought is worth, and the activity it becomes.
 */

export const roundUp5 = (minutes: number) => Math.ceil(minutes / 5) * 5
/** Visits rounded to the quarter hour (half hour when long), so the plan reads naturally. */
export const tidy = (minutes: number) => (minutes < 60 ? Math.max(15, Math.round(minutes / 15) * 15) : Math.round(minutes / 30) * 30)

/** A food walk whose text names kebabs is not a vegetarian's, whatever diets it lists. */
export const namesDishAgainstDiet = (a: Attraction, diet: DietaryRestriction, dietWords: DietWords | undefined): boolean =>
  (a.replacesMeal !== undefined || a.type === "food") && dietWords?.against(`${a.name}. ${a.description}`, diet) !== undefined

/** The region's sights the trip may still plan: not yet in it, in season, and suiting the diet. */
export const freshSights = (
  region: Pick<Region, "attractions">,
  used: ReadonlySet<string>,
  month: number | undefined,
  diet: DietaryRestriction,
  dietWords: DietWords | undefined
): ReadonlyArray<Attraction> =>
  region.attractions.filter((a) => !used.has(a.id) && inSeason(a, month) && experienceSuitsDiet(a, diet) && !namesDishAgainstDiet(a, diet, dietWords))

/**
 * What being sought is worth in km of extra travel (ADR 0190): a must-see is the day's anchor wherever it
 * lies in the region, ranked sights come before unranked ones of the same interest.
 */
const MUST_SEE_WORTH_KM = 60
const RANKED_WORTH_KM = 12
export const demandWorthKm = (a: Pick<Attraction, "demand">): number => {
  if (a.demand === undefined) return 0
  return a.demand.mustSee === true ? MUST_SEE_WORTH_KM - a.demand.rank : Math.max(2, RANKED_WORTH_KM - 2 * a.demand.rank)
}

/** Nightlife (a bar street, a club, a night market) is after dark: after dinner, never at 17:00. */
export const isNightlife = (a: Pick<Attraction, "type" | "bestTime">) => a.type === "nightlife" || a.bestTime === "night"

/** The first of a show's times at or after `earliest` (a show starts at its time, never at another). */
export const showStart = (sight: Attraction, earliest: number): number | undefined =>
  sight.showTimes?.times.map((t) => minutesOf(t)).find((t) => t >= earliest)

/** What the traveller must know of a place's days: the days it is shut (at the planned time), or to check hours nobody confirmed. */
export const closingNote = (say: Say, place: Attraction | FoodPlace, closed: ReadonlyArray<Weekday>, unknownThen = false): string => {
  if (place.kind !== "food" && hoursUnknown(place)) return say("checkHours")
  const closedText = closed.length === 0 ? "" : say("closedOn", { days: weekdaysText(say, closed) })
  return unknownThen ? `${closedText}${say("checkHours")}` : closedText
}

/** Checking a later start than this for a sight that is not yet open is not worth it: another sight fills the slot. */
const WAIT_FOR_OPENING_MINUTES = 180

export interface Fit {
  readonly start: number
  readonly closed: ReadonlyArray<Weekday>
  readonly unknown: boolean
}

/**
 * The first start from `earliest` (in 15-minute steps, waiting at most WAIT_FOR_OPENING_MINUTES) at which
 * the visit fits the hours on every day the sight opens at all, else on some day; with the days it does not.
 */
export const startWithinHours = (sight: Attraction, context: HoursContext, earliest: number, minutes: number): Fit | undefined => {
  const shut = closedDaysOf(sight, context)
  let someDay: Fit | undefined
  // After the earliest, the quarter hours: places open on them, and a boat that leaves at 09:30 for its
  // 90 minutes is missed by 08:35, 08:50, 09:05, 09:20, 09:35.
  for (let start = earliest; start <= earliest + WAIT_FOR_OPENING_MINUTES; start = Math.floor(start / 15) * 15 + 15) {
    const week = visitWeek(sight, context, start, minutes)
    if (week === undefined) return { start, closed: [], unknown: false }
    if (week.open.length === 0 && week.unknown.length === 0) continue
    // Hours the text leaves open at that time ("unknown") must be checked by the traveller.
    const unknown = week.unknown.length > 0
    if (week.closed.every((d) => shut.includes(d))) return { start, closed: week.closed, unknown }
    someDay ??= { start, closed: week.closed, unknown }
  }
  return someDay
}

/** A sight as the day's activity, at the start its hours allow, reached by `leg`. */
export const sightActivity = (say: Say, sight: Attraction, fit: Fit, minutes: number, leg: Leg, fromText: string): Activity => ({
  type: sight.type,
  title: sight.name,
  time: clock(fit.start),
  details: {
    location: sight.address,
    distanceFromPrevious: fromText,
    travelTime: legText(say, leg),
    duration: durationText(minutes),
    cost: sight.costInr,
    description: `${sight.description}${sight.pickUp ? say("pickUpNote") : ""}${closingNote(say, sight, fit.closed, fit.unknown)}`
  },
  placeId: sight.id
})
