import { monthOfTravel } from "../knowledge/meals.ts"
import type { Attraction } from "../knowledge/schema.ts"
import type { DayInput } from "./dayInput.ts"
import { freshSights, isNightlife } from "./sights.ts"

export const isDaytimeSight = (a: Attraction) => !isNightlife(a) && a.bestTime !== "evening" && a.replacesMeal === undefined

/**
 * The region's daytime sights a later day could still plan: in season, suiting the diet, not yet in the
 * plan; not an evening's, a night's or a meal's. A long stay keeps one of them for each later day there.
 */
export const sightsLeft = (input: DayInput): number =>
  freshSights(input.region, input.used, monthOfTravel(input.trip.travelDates), input.trip.dietaryRestrictions, input.dietWords).filter(isDaytimeSight).length

/**
 * How many daytime sights the day may plan so that each later day in the region keeps one (a 30-day stay
 * in a guide of two weeks' sights is light days, not full days and then empty ones); evening sights are
 * not shared out (a show is seen once, on the evening it fits).
 */
export const daytimeSightsToday = (input: DayInput): number => Math.max(1, Math.floor(sightsLeft(input) / ((input.laterDaysHere ?? 0) + 1)))
