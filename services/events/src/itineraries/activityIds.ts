import type { Activity, ItineraryContent } from "../contract/itinerary.ts"

/**
 * Stable activity ids ('a1', 'a2', ...; docs/adr/0130-refine-itinerary.md). A plan gets them once, in
 * reading order (day by day, activity by activity), when it is saved, or, for a plan saved before ids
 * existed, each time its event is read (the same plan always gets the same ids, so later events can name
 * them). An activity added later takes the next number, never a number used before in that itinerary.
 */

const numberOf = (id: string | undefined): number => (id === undefined ? 0 : Number(id.slice(1)) || 0)

/** The highest id number in the plan (0 when none has an id). */
export const highestActivityNumber = (content: Pick<ItineraryContent, "dailyItinerary">): number =>
  content.dailyItinerary.reduce((max, day) => day.activities.reduce((m, a) => Math.max(m, numberOf(a.id)), max), 0)

export const activityIdOf = (n: number): string => `a${n}`

/** The plan with an id on every activity: the ids it has are kept, the others numbered after the highest. */
export const withActivityIds = (content: ItineraryContent): ItineraryContent => {
  if (content.dailyItinerary.every((day) => day.activities.every((a) => a.id !== undefined))) return content
  let next = highestActivityNumber(content)
  const numbered = (activity: Activity): Activity => (activity.id !== undefined ? activity : { ...activity, id: activityIdOf(++next) })
  return { ...content, dailyItinerary: content.dailyItinerary.map((day) => ({ ...day, activities: day.activities.map(numbered) })) }
}
