import type { Activity, ActivityDraft, DayDraft as DayDraftSchema, ItineraryContent, ItineraryDay } from "@safarnama/events/contract/itinerary"
import { activityIdOf, highestActivityNumber } from "@safarnama/events/itineraries/activityIds"
import { Either } from "effect"
import { minutesOf } from "../knowledge/hours.ts"
import { normalizeName } from "../knowledge/index.ts"
import { applyChange, type ChangeRejection, UnknownDay } from "./refineChanges.ts"
import { costsAfterActivityChange } from "./refineCosts.ts"

type DayDraft = typeof DayDraftSchema.Type

/**
 * A regenerated day or activity put into the plan, pure (docs/adr/0130-refine-itinerary.md, "AI
 * regeneration"). The other days stay as they are; new activities take new ids (the highest used plus
 * one, never an id used before); the costs move by what the activities cost, as the owner's changes do.
 */

/** Whether an activity is a place to visit: meals, journeys and check-ins are not (their titles repeat day after day). */
export const isPlace = (a: { readonly type: string }) => !/food|meal|dining|breakfast|lunch|dinner|transport|travel|check-?in|hotel/i.test(a.type)

/** What identifies a place across days: its knowledge-base id, and its normalised title. */
export const keysOfPlace = (p: { readonly placeId?: string | undefined; readonly title: string }): ReadonlyArray<string> => [
  ...(p.placeId ? [`id:${p.placeId}`] : []),
  `name:${normalizeName(p.title)}`
]

const placeKeys = (a: Pick<Activity, "placeId" | "title" | "type">): ReadonlyArray<string> => (isPlace(a) ? keysOfPlace(a) : [])

/** The places of every day but `dayNumber` (what a regenerated day must not repeat). */
export const placesOfOtherDays = (content: ItineraryContent, dayNumber: number): ReadonlySet<string> =>
  new Set(content.dailyItinerary.filter((d) => d.dayNumber !== dayNumber).flatMap((d) => d.activities.flatMap(placeKeys)))

/** The places of the whole plan but one activity (what a regenerated activity must not repeat). */
export const placesOfPlanBut = (content: ItineraryContent, activityId: string): ReadonlySet<string> =>
  new Set(content.dailyItinerary.flatMap((d) => d.activities.filter((a) => a.id !== activityId).flatMap(placeKeys)))

/** The titles of `activities` that are one of `places`. */
export const repeatedPlaces = (activities: ReadonlyArray<Pick<Activity, "placeId" | "title" | "type">>, places: ReadonlySet<string>): ReadonlyArray<string> =>
  activities.filter((a) => placeKeys(a).some((k) => places.has(k))).map((a) => a.title)

/** The names the writer is told never to repeat: other days' sights (ids and titles). */
export const avoidListOf = (activities: ReadonlyArray<Activity>): ReadonlyArray<string> => [
  ...new Set(activities.flatMap((a) => (placeKeys(a).length === 0 ? [] : [a.placeId ? `${a.placeId} (${a.title})` : a.title])))
]


/** The plan with day `dayNumber` replaced by `draft` (its activities with new ids, in time order). */
export const withRegeneratedDay = (content: ItineraryContent, dayNumber: number, draft: DayDraft): Either.Either<ItineraryContent, UnknownDay> => {
  const old = content.dailyItinerary.find((d) => d.dayNumber === dayNumber)
  if (old === undefined) return Either.left(new UnknownDay({ dayNumber }))
  let next = highestActivityNumber(content)
  const activities: Array<Activity> = [...draft.activities].sort((a, b) => minutesOf(a.time) - minutesOf(b.time)).map((a) => ({ ...a, id: activityIdOf(++next) }))
  // The owner's note on the day stays (it is about the day, not its activities); the activities' notes go with them.
  const day: ItineraryDay = { ...draft, dayNumber, activities, ...(old.note === undefined ? {} : { note: old.note }) }
  const changed = { ...content, dailyItinerary: content.dailyItinerary.map((d) => (d.dayNumber === dayNumber ? day : d)) }
  return Either.right({ ...changed, costBreakdown: costsAfterActivityChange(content, changed) })
}

const timeOf = (content: ItineraryContent, activityId: string) => content.dailyItinerary.flatMap((d) => d.activities).find((a) => a.id === activityId)?.time

/** The plan with one activity replaced by the writer's suggestion, in its time slot (a new id). */
export const withRegeneratedActivity = (
  content: ItineraryContent,
  activityId: string,
  draft: ActivityDraft,
  trip: { readonly travellingWith: string }
): Either.Either<{ readonly content: ItineraryContent; readonly dayNumber: number; readonly title: string; readonly replacement: Activity }, ChangeRejection> =>
  Either.flatMap(applyChange(content, { type: "replaceActivity", activityId, replacement: { ...draft, time: timeOf(content, activityId) ?? draft.time }, source: "writer" }, trip), (applied) => {
    if (applied.outcome.type !== "ActivityReplaced") return Either.left(new UnknownDay({ dayNumber: 0 }))
    const { dayNumber, title, replacement } = applied.outcome.data
    return Either.right({ content: applied.content, dayNumber, title, replacement })
  })
