import { monthOfTravel } from "../knowledge/meals.ts"
import type { Attraction } from "../knowledge/schema.ts"
import { localLeg } from "../knowledge/travel.ts"
import type { DayInput } from "./dayInput.ts"
import { freshSights, isNightlife, startWithinHours, tidy } from "./sights.ts"

export const isDaytimeSight = (a: Attraction) => !isNightlife(a) && a.bestTime !== "evening" && a.replacesMeal === undefined

/** The region's daytime sights not yet in the plan: in season, suiting the diet; not an evening's, a night's or a meal's. */
const daytimeLeft = (input: DayInput): ReadonlyArray<Attraction> =>
  freshSights(input.region, input.used, monthOfTravel(input.trip.travelDates), input.trip.dietaryRestrictions, input.dietWords).filter(isDaytimeSight)

/** The last morning's sights start after breakfast (a sunrise sight at dawn), and end half an hour before the way home. */
const LAST_MORNING_FROM = 8 * 60 + 30
const DAWN = 5 * 60 + 30
const BEFORE_LEAVING_MINUTES = 30
/** A sight and the ride to it on the last morning, about: 240 minutes hold two. */
const LAST_DAY_MINUTES_A_SIGHT = 120

/**
 * The region's daytime sights a later day could still plan (`keepable`), and those the trip's last day
 * here cannot hold before its way home leaves (`todayOrNever`: Sariska's afternoon safari on a day that
 * leaves at 14:00, a 5-hour trek from the stay). When that day is the only one left here, those are
 * today's or never, and no sight kept for it. One pass over the region: the day's planning and its fill
 * ask for both.
 */
export const daytimeSightsLeft = (input: DayInput): { readonly keepable: number; readonly todayOrNever: ReadonlyArray<Attraction> } => {
  const left = daytimeLeft(input)
  const { lastDay } = input
  if (lastDay === undefined || input.laterDaysHere !== 1) return { keepable: left.length, todayOrNever: [] }
  const todayOrNever = left.filter((sight) => {
    const minutes = tidy(sight.visitMinutes)
    const leg = localLeg(input.base, sight, input.region.terrain, input.roads)
    // The ride out and the visit within the day's busy limit (a 4-hour trek before an 11-hour drive is not).
    if (leg.minutes + minutes > lastDay.busyMinutes) return true
    const endBy = lastDay.leavesAt - BEFORE_LEAVING_MINUTES
    // Any start from the morning on that ends in time: an afternoon drive's gate may open at 14:30.
    for (let from = (sight.bestTime === "sunrise" ? DAWN : LAST_MORNING_FROM) + leg.minutes; from + minutes <= endBy; from += 60) {
      const fit = startWithinHours(sight, input.hours, from, minutes)
      if (fit !== undefined && fit.start + minutes <= endBy) return false
    }
    return true
  })
  return { keepable: left.length - todayOrNever.length, todayOrNever }
}

/**
 * How many daytime sights the day may plan so that each later day in the region keeps one (a 30-day stay
 * in a guide of two weeks' sights is light days, not full days and then empty ones); evening sights are
 * not shared out (a show is seen once, on the evening it fits); nor are those the last day cannot hold,
 * which are today's.
 */
export const daytimeSightsToday = (input: DayInput, keepable: number): number => {
  const later = input.laterDaysHere ?? 0
  // The last day before a way home holds a morning: it keeps what its busy minutes hold, not half.
  if (later === 1 && input.lastDay !== undefined) return Math.max(1, keepable - Math.ceil(input.lastDay.busyMinutes / LAST_DAY_MINUTES_A_SIGHT))
  return Math.max(1, Math.floor(keepable / (later + 1)))
}
