import type { Activity, ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { DayComparison, RevisionComparison, RevisionEntry } from "@safarnama/events/contract/refine"
import { normalizeName } from "../knowledge/index.ts"
import type { Revision } from "./revisions.ts"

/**
 * What the owner sees of an itinerary's revisions (docs/adr/0130-refine-itinerary.md): the history
 * (who, what, when) and the day-by-day comparison of two revisions. Pure.
 */

const titleOf = (revisions: ReadonlyArray<Revision>, activityId: string | undefined) => {
  if (activityId === undefined) return undefined
  for (const r of revisions) for (const d of r.content.dailyItinerary) for (const a of d.activities) if (a.id === activityId) return a.title
  return undefined
}

export const summaryOf = (revision: Revision, all: ReadonlyArray<Revision>): string => {
  const change = revision.change
  switch (change.type) {
    case "GenerationCompleted":
      return "Plan generated"
    case "ActivityRemoved":
      return `Removed '${change.data.title}' from day ${change.data.dayNumber}`
    case "ActivityMoved":
      return change.data.fromDay === change.data.toDay
        ? `Moved '${change.data.title}' on day ${change.data.toDay} from ${change.data.fromTime} to ${change.data.toTime}`
        : `Moved '${change.data.title}' from day ${change.data.fromDay} to day ${change.data.toDay} at ${change.data.toTime}`
    case "ActivityReplaced":
      return `Replaced '${change.data.title}' with '${change.data.replacement.title}' on day ${change.data.dayNumber}`
    case "HotelChosen":
      return `Chose ${change.data.hotel.name} for ${change.data.region}`
    case "NoteAdded": {
      const on = titleOf(all, change.data.activityId)
      return on === undefined ? `Added a note to day ${change.data.dayNumber}` : `Added a note to '${on}' on day ${change.data.dayNumber}`
    }
    case "RevisionRestored":
      return `Restored revision ${change.data.restored}`
    case "DayRegenerated":
      return `Regenerated day ${change.data.dayNumber}${change.data.instruction ? ` (${change.data.instruction})` : ""}`
    case "ActivityRegenerated":
      return `Regenerated '${change.data.title}' on day ${change.data.dayNumber} as '${change.data.replacement.title}'${change.data.instruction ? ` (${change.data.instruction})` : ""}`
  }
}

/** The history, newest first. `generatedAt` is when the plan was saved (its event carries no time). */
export const historyOf = (revisions: ReadonlyArray<Revision>, ownerId: string, generatedAt: string): ReadonlyArray<RevisionEntry> =>
  [...revisions].reverse().map((r) => ({
    revision: r.revision,
    kind: r.change.type,
    summary: summaryOf(r, revisions),
    // The generated plan is Safarnama's (the writer's adapter name is no business of the traveller's).
    by: r.change.type === "GenerationCompleted" ? "Safarnama" : r.by === ownerId ? "you" : r.by,
    at: r.at ?? generatedAt
  }))

const ref = (a: Activity) => ({ id: a.id ?? "", title: a.title, time: a.time })

const dayMap = (content: ItineraryContent) => {
  const where = new Map<string, { readonly day: number; readonly activity: Activity }>()
  for (const d of content.dailyItinerary) for (const a of d.activities) if (a.id !== undefined) where.set(a.id, { day: d.dayNumber, activity: a })
  return where
}

const compareDay = (dayNumber: number, from: ItineraryContent, to: ItineraryContent): DayComparison => {
  const before = from.dailyItinerary.find((d) => d.dayNumber === dayNumber)
  const after = to.dailyItinerary.find((d) => d.dayNumber === dayNumber)
  const fromWhere = dayMap(from)
  const beforeIds = new Set((before?.activities ?? []).map((a) => a.id))
  const afterIds = new Set((after?.activities ?? []).map((a) => a.id))
  const added = (after?.activities ?? []).filter((a) => !beforeIds.has(a.id) && !fromWhere.has(a.id ?? "")).map(ref)
  const removed = (before?.activities ?? []).filter((a) => !afterIds.has(a.id) && !dayMap(to).has(a.id ?? "")).map(ref)
  const retimed = (after?.activities ?? []).flatMap((a) => {
    const was = a.id === undefined ? undefined : fromWhere.get(a.id)
    if (was === undefined || (was.day === dayNumber && was.activity.time === a.time)) return []
    return [{ id: a.id ?? "", title: a.title, fromTime: was.activity.time, toTime: a.time, fromDay: was.day }]
  })
  // Moved to another day: gone from this one, listed under the day it went to.
  const movedAway = (before?.activities ?? []).filter((a) => !afterIds.has(a.id) && dayMap(to).has(a.id ?? ""))
  const notes = (d: typeof before) => JSON.stringify([d?.note ?? null, ...(d?.activities ?? []).flatMap((a) => (a.note === undefined ? [] : [[a.id, a.note]]))])
  const notesChanged = notes(before) !== notes(after)
  return {
    dayNumber,
    changed: added.length + removed.length + retimed.length + movedAway.length > 0 || notesChanged,
    added,
    removed,
    retimed,
    notesChanged
  }
}

/** The region's chosen hotel: its first option (the one the costs count). */
const chosenHotels = (content: ItineraryContent) => {
  const chosen = new Map<string, string>()
  for (const h of content.hotelRecommendations.options) if (!chosen.has(normalizeName(h.region))) chosen.set(normalizeName(h.region), h.name)
  return chosen
}

export const compareRevisions = (from: Revision, to: Revision): RevisionComparison => {
  const days = [...new Set([...from.content.dailyItinerary, ...to.content.dailyItinerary].map((d) => d.dayNumber))].sort((a, b) => a - b)
  const fromHotels = chosenHotels(from.content)
  const toHotels = chosenHotels(to.content)
  const hotels = to.content.geographicProgression.regionSequence.flatMap((stop) => {
    const key = normalizeName(stop.regionName)
    const a = fromHotels.get(key) ?? ""
    const b = toHotels.get(key) ?? ""
    return a === b ? [] : [{ region: stop.regionName, from: a, to: b }]
  })
  return {
    from: from.revision,
    to: to.revision,
    days: days.map((n) => compareDay(n, from.content, to.content)),
    hotels,
    costs: { from: from.content.costBreakdown, to: to.content.costBreakdown }
  }
}
