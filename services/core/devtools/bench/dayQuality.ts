import type { Activity, ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { checkDayGaps, checkFoodRepeats, checkDayDiet, foodRepeats, REST_ACTIVITY, type Grounding } from "../../src/domain/itineraries/groundedChecks.ts"
import { normalizeName } from "../../src/domain/knowledge/normalizeName.ts"
import { whyNoDayHolds } from "../../src/domain/planner/mustSees.ts"

/**
 * How close a plan comes to the trip a traveller would take (ADR 0190): the must-sees of the regions it
 * spends days in that a day at the trip's pace can hold and the diet allows, planned; days without a gap of over 2 hours between 09:00 and 19:00; no meal naming a
 * dish the diet rules out; no food place beyond the repeat rule. For the knowledge bench and its test.
 */
export interface DayQuality {
  readonly mustSeesFitting: number
  readonly mustSeesPlanned: number
  readonly mustSeesMissing: ReadonlyArray<string>
  readonly days: number
  readonly daysWithGap: number
  /** Days with time at leisure where nothing more of the region fits (a hole named, not filled): sights to add. */
  readonly daysWithLeisure: number
  readonly dishAgainstDiet: ReadonlyArray<string>
  readonly foodRepeats: ReadonlyArray<string>
  /** Food places beyond the rule in regions that hold no other place for the diet: data to add. */
  readonly foodRepeatsForWantOfOthers: number
  /** Lunches and dinners, and those at a named place of the guide (the others are "lunch in <region>"). */
  readonly meals: number
  readonly mealsNamed: number
}

/** A lunch or dinner, by the planner's English titles (offlinePhrases.json: lunchAt, lunchIn, dinnerAt, dinnerIn). */
export const isMeal = (activity: Pick<Activity, "type" | "title">): boolean => activity.type === "food" && /^(Lunch|Dinner)\b/.test(activity.title)

/** The planner's English titles for a stretch nothing fits (offlinePhrases.json: leisureAt, restAfterJourneyAt). */
const LEISURE = /^(Time at leisure at|Rest at .+ after the journey)/

/** A day holding time at leisure because nothing more of its region fits (not a midday rest, not a free day). */
export const hasLeisure = (day: Pick<ItineraryContent["dailyItinerary"][number], "activities">): boolean =>
  day.activities.some((a) => a.type === REST_ACTIVITY && LEISURE.test(a.title))

/** Must-sees a day in the region can hold: beyond this, a short stay leaves the rest out for time. */
const MUST_SEES_PER_DAY = 2

export const dayQuality = (content: ItineraryContent, trip: Trip, grounding: Grounding): DayQuality => {
  const destination = grounding.destination
  const planned = new Set(content.dailyItinerary.flatMap((d) => d.activities.flatMap((a) => (a.placeId ? [a.placeId] : []))))
  let fitting = 0
  let plannedMustSees = 0
  const missing: Array<string> = []
  // A base the route comes back to after a day trip is one region with all its days, counted once.
  const daysByRegion = new Map<string, number>()
  for (const stop of content.geographicProgression.regionSequence) daysByRegion.set(normalizeName(stop.regionName), (daysByRegion.get(normalizeName(stop.regionName)) ?? 0) + stop.daysSpent.length)
  for (const [name, daysSpent] of daysByRegion) {
    const region = destination?.regions.find((r) => normalizeName(r.name) === name)
    if (region === undefined) continue
    // A must-see longer than a day at the trip's pace holds (Milford Sound's 12-hour coach day) fits no day,
    // nor one whose meal is against the diet (a desert safari's barbecue for a vegan): the plan says why.
    const mustSees = region.attractions.filter((a) => a.demand?.mustSee === true && whyNoDayHolds(a, trip) === undefined)
    const inPlan = mustSees.filter((a) => planned.has(a.id))
    const fits = Math.min(mustSees.length, Math.max(inPlan.length, MUST_SEES_PER_DAY * daysSpent))
    fitting += fits
    plannedMustSees += inPlan.length
    if (inPlan.length < fits) missing.push(...mustSees.filter((a) => !planned.has(a.id)).map((a) => `${region.name}: ${a.name}`))
  }
  const gaps = content.dailyItinerary.filter((d) => checkDayGaps(d).length > 0)
  const meals = content.dailyItinerary.flatMap((d) => d.activities.filter(isMeal))
  const dishes = content.dailyItinerary.flatMap((d) => checkDayDiet(d, trip, grounding).filter((p) => / names /.test(p.message)).map((p) => p.message))
  return {
    mustSeesFitting: fitting,
    mustSeesPlanned: plannedMustSees,
    mustSeesMissing: missing,
    days: content.dailyItinerary.length,
    daysWithGap: gaps.length,
    daysWithLeisure: content.dailyItinerary.filter(hasLeisure).length,
    dishAgainstDiet: dishes,
    foodRepeats: checkFoodRepeats(content.dailyItinerary, trip.duration, grounding, trip.dietaryRestrictions).map((p) => p.message),
    foodRepeatsForWantOfOthers: foodRepeats(content.dailyItinerary, trip.duration, grounding, trip.dietaryRestrictions).filter((u) => !u.regionHoldsOthers).length,
    meals: meals.length,
    mealsNamed: meals.filter((a) => a.placeId !== undefined).length
  }
}
