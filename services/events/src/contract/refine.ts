import { Schema } from "effect"
import { ActivityId, ClockTime, CostBreakdown, Itinerary, Note, PlaceId } from "./itinerary.ts"

/**
 * The owner's changes to a finished itinerary, its history and the comparison of two revisions
 * (docs/adr/0130-refine-itinerary.md). Shared with the web client: keep this file free of Node-only imports.
 */

const Revision = Schema.Int.pipe(Schema.positive()).annotations({ description: "A revision number (the generated plan is 1)" })
const DayNumber = Schema.Int.pipe(Schema.positive())
const Id = ActivityId.annotations({ message: () => ({ message: "activityId must be an activity id of this itinerary, like 'a7'", override: true }) })

export const RemoveActivity = Schema.TaggedStruct("removeActivity", { activityId: Id })
export const MoveActivity = Schema.TaggedStruct("moveActivity", {
  activityId: Id,
  toDay: DayNumber,
  time: ClockTime.annotations({ message: () => ({ message: "time must be a 24-hour time like '14:30'", override: true }) })
})
export const ReplaceActivity = Schema.TaggedStruct("replaceActivity", {
  activityId: Id,
  /** A sight or experience of the destination's knowledge base. */
  placeId: PlaceId
})
export const ChooseHotel = Schema.TaggedStruct("chooseHotel", {
  /** A region of the route. */
  region: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
  /** One of the plan's hotels of that region, or a stay of the knowledge base in it (by name or place id). */
  hotel: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200))
})
export const AddNote = Schema.TaggedStruct("addNote", { dayNumber: DayNumber, activityId: Schema.optional(Id), text: Note })
export const RestoreRevision = Schema.TaggedStruct("restoreRevision", { revision: Revision })

export const ItineraryChange = Schema.Union(RemoveActivity, MoveActivity, ReplaceActivity, ChooseHotel, AddNote, RestoreRevision)
export type ItineraryChange = typeof ItineraryChange.Type

/** The body of POST /api/itinerary/{id}/changes. */
export const ChangeItineraryRequest = Schema.Struct({
  /** The revision the change was made on: a change on an older one is refused with 409 (another tab changed it). */
  basedOn: Revision,
  change: ItineraryChange
})
export type ChangeItineraryRequest = typeof ChangeItineraryRequest.Type

export const ChangeItineraryResponse = Schema.Struct({ itinerary: Itinerary })

export const RevisionEntry = Schema.Struct({
  revision: Revision,
  /** GenerationCompleted, ActivityRemoved, ActivityMoved, ActivityReplaced, HotelChosen, NoteAdded or RevisionRestored. */
  kind: Schema.String,
  /** What changed, in a sentence. */
  summary: Schema.String,
  /** "you" for the owner's own changes; "Safarnama" for the generated plan. */
  by: Schema.String,
  /** ISO 8601. */
  at: Schema.String
})
export type RevisionEntry = typeof RevisionEntry.Type

export const ItineraryHistory = Schema.Struct({ current: Revision, revisions: Schema.Array(RevisionEntry) })
export type ItineraryHistory = typeof ItineraryHistory.Type

const ActivityRef = Schema.Struct({ id: Schema.String, title: Schema.String, time: Schema.String })

export const DayComparison = Schema.Struct({
  dayNumber: DayNumber,
  changed: Schema.Boolean,
  /** In `to`, not in `from`. */
  added: Schema.Array(ActivityRef),
  /** In `from`, not in `to`. */
  removed: Schema.Array(ActivityRef),
  /** In both, at another time (or, moved from another day, with that day). */
  retimed: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, fromTime: Schema.String, toTime: Schema.String, fromDay: DayNumber })),
  /** Notes that differ, day's or activities'. */
  notesChanged: Schema.Boolean
})
export type DayComparison = typeof DayComparison.Type

export const RevisionComparison = Schema.Struct({
  from: Revision,
  to: Revision,
  days: Schema.Array(DayComparison),
  /** The regions whose chosen hotel differs, with the hotel of each side. */
  hotels: Schema.Array(Schema.Struct({ region: Schema.String, from: Schema.String, to: Schema.String })),
  costs: Schema.Struct({ from: CostBreakdown, to: CostBreakdown })
})
export type RevisionComparison = typeof RevisionComparison.Type

export const STALE_REVISION = (basedOn: number, current: number) =>
  `This itinerary was changed elsewhere (it is now at revision ${current}; your change was made on revision ${basedOn}). Nothing was changed: reload it and try again.`
export const changeRefusedMessage = (problems: ReadonlyArray<string>) => `This change was not made because the plan would break: ${problems.join("; ")}`
