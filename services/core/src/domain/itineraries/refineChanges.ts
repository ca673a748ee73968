import type { Activity, ActivityDraft, Hotel, ItineraryContent, ItineraryDay } from "@safarnama/events/contract/itinerary"
import { activityIdOf, highestActivityNumber } from "@safarnama/events/itineraries/activityIds"
import { Data, Either } from "effect"
import { normalizeName } from "../knowledge/index.ts"
import { costsAfterActivityChange, costsAfterHotelChange } from "./refineCosts.ts"

/**
 * What each of the owner's changes does to a plan, pure (docs/adr/0130-refine-itinerary.md). The
 * decider (decider.ts) adds the revision rules and the whole-trip checks around it.
 */

export type ItineraryChange =
  | { readonly type: "removeActivity"; readonly activityId: string }
  | { readonly type: "moveActivity"; readonly activityId: string; readonly toDay: number; readonly time: string }
  | { readonly type: "replaceActivity"; readonly activityId: string; readonly replacement: ActivityDraft; readonly source: "knowledge-base" | "writer" }
  | { readonly type: "chooseHotel"; readonly region: string; readonly hotel: Hotel }
  | { readonly type: "addNote"; readonly dayNumber: number; readonly activityId?: string; readonly text: string }

export class UnknownDay extends Data.TaggedError("UnknownDay")<{ readonly dayNumber: number }> {}
export class UnknownActivity extends Data.TaggedError("UnknownActivity")<{ readonly activityId: string }> {}
export class UnknownRegion extends Data.TaggedError("UnknownRegion")<{ readonly region: string }> {}

export type ChangeRejection = UnknownDay | UnknownActivity | UnknownRegion

/** The event a change becomes, without the revision fields the decider adds. */
export type ChangeOutcome =
  | { readonly type: "ActivityRemoved"; readonly data: { dayNumber: number; activityId: string; title: string } }
  | {
      readonly type: "ActivityMoved"
      readonly data: { activityId: string; title: string; fromDay: number; toDay: number; fromTime: string; toTime: string }
    }
  | {
      readonly type: "ActivityReplaced"
      readonly data: { dayNumber: number; activityId: string; title: string; replacement: Activity; source: "knowledge-base" | "writer" }
    }
  | { readonly type: "HotelChosen"; readonly data: { region: string; hotel: Hotel } }
  | { readonly type: "NoteAdded"; readonly data: { dayNumber: number; activityId?: string; text: string } }

export interface Applied {
  readonly outcome: ChangeOutcome
  readonly content: ItineraryContent
}

export interface TripContext {
  readonly travellingWith: string
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const byTime = (a: Activity, b: Activity) => minutes(a.time) - minutes(b.time)

const locate = (content: ItineraryContent, activityId: string) => {
  for (const day of content.dailyItinerary) {
    const activity = day.activities.find((a) => a.id === activityId)
    if (activity) return Either.right({ day, activity })
  }
  return Either.left(new UnknownActivity({ activityId }))
}

const findDay = (content: ItineraryContent, dayNumber: number) => {
  const day = content.dailyItinerary.find((d) => d.dayNumber === dayNumber)
  return day ? Either.right(day) : Either.left(new UnknownDay({ dayNumber }))
}

const mapDays = (content: ItineraryContent, change: (day: ItineraryDay) => ItineraryDay): ItineraryContent => ({
  ...content,
  dailyItinerary: content.dailyItinerary.map(change)
})

/** A day's list of visited attractions, without the one an activity was about. */
const withoutVisit = (visited: ReadonlyArray<string>, activity: Activity) => {
  const names = new Set([normalizeName(activity.title), normalizeName(activity.details.location)])
  return visited.filter((v) => !names.has(normalizeName(v)))
}

/** The activities changed, and the cost breakdown moved by what they cost. */
const withActivities = (content: ItineraryContent, change: (day: ItineraryDay) => ItineraryDay): ItineraryContent => {
  const changed = mapDays(content, change)
  return { ...changed, costBreakdown: costsAfterActivityChange(content, changed) }
}

const remove = (content: ItineraryContent, activityId: string): Either.Either<Applied, ChangeRejection> =>
  Either.map(locate(content, activityId), ({ day, activity }) => ({
    outcome: { type: "ActivityRemoved", data: { dayNumber: day.dayNumber, activityId, title: activity.title } },
    content: withActivities(content, (d) =>
      d.dayNumber === day.dayNumber ? { ...d, activities: d.activities.filter((a) => a.id !== activityId), visitedAttractions: withoutVisit(d.visitedAttractions, activity) } : d
    )
  }))

const move = (content: ItineraryContent, change: Extract<ItineraryChange, { type: "moveActivity" }>): Either.Either<Applied, ChangeRejection> =>
  Either.flatMap(locate(content, change.activityId), ({ day: from, activity }) =>
    Either.map(findDay(content, change.toDay), (to): Applied => {
      const moved: Activity = { ...activity, time: change.time }
      const visitMoves = from.dayNumber !== to.dayNumber && from.visitedAttractions.length !== withoutVisit(from.visitedAttractions, activity).length
      return {
        outcome: {
          type: "ActivityMoved",
          data: { activityId: change.activityId, title: activity.title, fromDay: from.dayNumber, toDay: to.dayNumber, fromTime: activity.time, toTime: change.time }
        },
        content: mapDays(content, (d) => {
          const kept = d.activities.filter((a) => a.id !== change.activityId)
          const activities = d.dayNumber === to.dayNumber ? [...kept, moved].sort(byTime) : kept
          const visited =
            visitMoves && d.dayNumber === from.dayNumber
              ? withoutVisit(d.visitedAttractions, activity)
              : visitMoves && d.dayNumber === to.dayNumber
                ? [...d.visitedAttractions, activity.title]
                : d.visitedAttractions
          return d.activities === activities && d.visitedAttractions === visited ? d : { ...d, activities, visitedAttractions: visited }
        })
      }
    })
  )

const replace = (content: ItineraryContent, change: Extract<ItineraryChange, { type: "replaceActivity" }>): Either.Either<Applied, ChangeRejection> =>
  Either.map(locate(content, change.activityId), ({ day, activity }) => {
    // A new activity takes a new id: the old id stays the old activity's in the history.
    const replacement: Activity = { ...change.replacement, id: activityIdOf(highestActivityNumber(content) + 1) }
    return {
      outcome: {
        type: "ActivityReplaced",
        data: { dayNumber: day.dayNumber, activityId: change.activityId, title: activity.title, replacement, source: change.source }
      },
      content: withActivities(content, (d) =>
        d.dayNumber !== day.dayNumber
          ? d
          : {
              ...d,
              activities: d.activities.map((a) => (a.id === change.activityId ? replacement : a)).sort(byTime),
              visitedAttractions:
                withoutVisit(d.visitedAttractions, activity).length === d.visitedAttractions.length
                  ? d.visitedAttractions
                  : [...withoutVisit(d.visitedAttractions, activity), replacement.title]
            }
      )
    }
  })

const chooseHotel = (content: ItineraryContent, change: Extract<ItineraryChange, { type: "chooseHotel" }>, trip: TripContext): Either.Either<Applied, ChangeRejection> => {
  const key = normalizeName(change.region)
  const stop = content.geographicProgression.regionSequence.find((s) => normalizeName(s.regionName) === key)
  if (stop === undefined) return Either.left(new UnknownRegion({ region: change.region }))
  const options = content.hotelRecommendations.options
  // The first option of a region is the plan's pick (the costs count it); the chosen one takes its place.
  const previous = options.find((h) => normalizeName(h.region) === key)
  const chosen: Hotel = { ...change.hotel, region: stop.regionName }
  const others = options.filter((h) => !(normalizeName(h.region) === key && normalizeName(h.name) === normalizeName(chosen.name)))
  const at = others.findIndex((h) => normalizeName(h.region) === key)
  const reordered = at === -1 ? [...others, chosen] : [...others.slice(0, at), chosen, ...others.slice(at)]
  return Either.right({
    outcome: { type: "HotelChosen", data: { region: stop.regionName, hotel: chosen } },
    content: {
      ...content,
      hotelRecommendations: { ...content.hotelRecommendations, options: reordered },
      costBreakdown: costsAfterHotelChange(content.costBreakdown, { previous, chosen, nights: stop.daysSpent.length, travellingWith: trip.travellingWith })
    }
  })
}

const addNote = (content: ItineraryContent, change: Extract<ItineraryChange, { type: "addNote" }>): Either.Either<Applied, ChangeRejection> =>
  Either.flatMap(findDay(content, change.dayNumber), (day) => {
    const outcome: ChangeOutcome = {
      type: "NoteAdded",
      data: { dayNumber: day.dayNumber, ...(change.activityId === undefined ? {} : { activityId: change.activityId }), text: change.text }
    }
    if (change.activityId === undefined) {
      return Either.right({ outcome, content: mapDays(content, (d) => (d.dayNumber === day.dayNumber ? { ...d, note: change.text } : d)) })
    }
    const activityId = change.activityId
    if (!day.activities.some((a) => a.id === activityId)) return Either.left(new UnknownActivity({ activityId }))
    return Either.right({
      outcome,
      content: mapDays(content, (d) =>
        d.dayNumber === day.dayNumber ? { ...d, activities: d.activities.map((a) => (a.id === activityId ? { ...a, note: change.text } : a)) } : d
      )
    })
  })

/** The plan after one change, or why the change names something the plan does not have. */
export const applyChange = (content: ItineraryContent, change: ItineraryChange, trip: TripContext): Either.Either<Applied, ChangeRejection> => {
  switch (change.type) {
    case "removeActivity":
      return remove(content, change.activityId)
    case "moveActivity":
      return move(content, change)
    case "replaceActivity":
      return replace(content, change)
    case "chooseHotel":
      return chooseHotel(content, change, trip)
    case "addNote":
      return addNote(content, change)
  }
}
