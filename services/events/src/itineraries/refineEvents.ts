import { Schema } from "effect"
import { Activity, Hotel, ItineraryContent } from "../contract/itinerary.ts"

/**
 * The owner's changes to a finished itinerary, each a new revision on the itinerary's own stream
 * (docs/adr/0130-refine-itinerary.md). Every one names the revision it makes and the revision the owner
 * was looking at, who made it and when, what changed, and the whole plan as it is after the change: the
 * read model is a pure mapping of events (ADR 0004) and the history must not depend on how a later
 * version of the code would redo a change. Registered in the itinerary catalog (events.ts).
 */

const RevisionFields = {
  /** The revision this change makes: the previous one plus one (the generated plan is revision 1). */
  revision: Schema.Int.pipe(Schema.positive()),
  /** The revision the change was made on (always revision - 1: a change on an older one is refused). */
  basedOn: Schema.Int.pipe(Schema.positive()),
  /** The user who made it. */
  by: Schema.String,
  /** ISO 8601. */
  at: Schema.String,
  /** The plan after the change. */
  content: ItineraryContent
}

export const ActivityRemoved = Schema.Struct({ ...RevisionFields, dayNumber: Schema.Int, activityId: Schema.String, title: Schema.String })

export const ActivityMoved = Schema.Struct({
  ...RevisionFields,
  activityId: Schema.String,
  title: Schema.String,
  fromDay: Schema.Int,
  toDay: Schema.Int,
  fromTime: Schema.String,
  toTime: Schema.String
})

export const ActivityReplaced = Schema.Struct({
  ...RevisionFields,
  dayNumber: Schema.Int,
  activityId: Schema.String,
  title: Schema.String,
  /** The new activity, with its own new id. */
  replacement: Activity,
  /** Where the replacement came from. */
  source: Schema.Literal("knowledge-base", "writer")
})

export const HotelChosen = Schema.Struct({ ...RevisionFields, region: Schema.String, hotel: Hotel })

export const NoteAdded = Schema.Struct({
  ...RevisionFields,
  dayNumber: Schema.Int,
  /** Absent for a note on the day itself. */
  activityId: Schema.optional(Schema.String),
  text: Schema.String
})

export const RevisionRestored = Schema.Struct({ ...RevisionFields, restored: Schema.Int.pipe(Schema.positive()) })

export const refineEvents = { ActivityRemoved, ActivityMoved, ActivityReplaced, HotelChosen, NoteAdded, RevisionRestored }
