import type { Trip } from "@safarnama/events/itineraries/events"
import { experienceSuitsDiet, inSeason, monthNames, monthOfTravel } from "../knowledge/meals.ts"
import type { Attraction, Region } from "../knowledge/schema.ts"
import { longestVisitMinutes } from "./scheduleDay.ts"
import { dietText } from "./wording.ts"
import type { Say } from "./words.ts"

/**
 * The must-sees of the trip's regions that the days could not hold, each with its reason (ADR 0190): out
 * of season in the travel month, longer than a day of the trip's pace holds (Milford Sound's 12-hour
 * coach day from Queenstown: a day more would not help), or no time left in the region's days. Shown
 * under "Must-sees".
 */
type LeftOutKey = "mustSeeOutOfSeason" | "mustSeeLongerThanADay" | "mustSeeMealAgainstDiet" | "mustSeeNoTime"
type TripFit = Pick<Trip, "travelDates" | "travelStyle" | "dietaryRestrictions">

/**
 * Why no day of the trip can hold a sight, whatever its days: out of season, a meal against the diet (a
 * desert safari whose barbecue is the dinner, for a vegan), or longer than a day at the trip's pace.
 * Undefined when a day could. The knowledge bench counts the must-sees that fit by it.
 */
export const whyNoDayHolds = (a: Attraction, trip: TripFit): Exclude<LeftOutKey, "mustSeeNoTime"> | undefined => {
  if (!inSeason(a, monthOfTravel(trip.travelDates))) return "mustSeeOutOfSeason"
  if (trip.dietaryRestrictions !== "none" && !experienceSuitsDiet(a, trip.dietaryRestrictions)) return "mustSeeMealAgainstDiet"
  if (a.visitMinutes > longestVisitMinutes(trip.travelStyle)) return "mustSeeLongerThanADay"
  return undefined
}

export const mustSeesLeftOut = (
  regions: ReadonlyArray<Region>,
  planned: ReadonlySet<string>,
  trip: TripFit,
  say: Say
): ReadonlyArray<{ key: LeftOutKey; values: Record<string, string> }> =>
  regions.flatMap((region) =>
    region.attractions
      .filter((a) => a.demand?.mustSee === true && !planned.has(a.id))
      .map((a): { key: LeftOutKey; values: Record<string, string> } => {
        const why = whyNoDayHolds(a, trip)
        if (why === "mustSeeOutOfSeason") return { key: why, values: { name: a.name, region: region.name, months: monthNames(a.months ?? []), travel: trip.travelDates } }
        const diet = trip.dietaryRestrictions
        if (why === "mustSeeMealAgainstDiet" && diet !== "none") return { key: why, values: { name: a.name, region: region.name, diet: dietText(say, diet) } }
        if (why === "mustSeeLongerThanADay") return { key: why, values: { name: a.name, region: region.name, hours: String(Math.round(a.visitMinutes / 60)) } }
        return { key: "mustSeeNoTime", values: { name: a.name, region: region.name } }
      })
  )
