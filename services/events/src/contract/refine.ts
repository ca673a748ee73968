import { Schema } from "effect"
import { ActivityId, ClockTime, CostBreakdown, Itinerary, Note, PlaceId } from "./itinerary.ts"
import { trimmedText } from "./trimmedText.ts"

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
/** The other 409 of a change: the itinerary moved on while this change was being stored. */
export const CHANGED_WHILE_SAVING = "This itinerary was changed elsewhere while your change was being saved. Nothing was changed: reload it and try again."
/** The 409 of a regeneration asked for while another of the same itinerary runs. */
export const regenerationRunning = "A regeneration of this itinerary is already running: wait for it to finish, then try again."
export const changeRefusedMessage = (problems: ReadonlyArray<string>) => `This change was not made because the plan would break: ${problems.join("; ")}`

/* ---------- AI regeneration of one day or one activity (priced: ADR 0130 "Pricing") ---------- */

export const REGENERATION_INSTRUCTION_MAX = 200
/** Regenerations each itinerary includes; later ones cost REGENERATION_CREDIT_COST credit each. */
export const INCLUDED_REGENERATIONS = 5
export const REGENERATION_CREDIT_COST = 1

/** What the traveller wants different ("more beaches, fewer temples"); optional. */
export const RegenerationInstruction = trimmedText({
  maxLength: REGENERATION_INSTRUCTION_MAX,
  maxMessage: `An instruction must be at most ${REGENERATION_INSTRUCTION_MAX} characters`
})

/** Write one day again, keeping the other days and never repeating their places. */
export const RegenerateDay = Schema.TaggedStruct("day", { dayNumber: DayNumber, instruction: Schema.optional(RegenerationInstruction) })
/** Write one activity again (the writer's suggestion), keeping its time slot. */
export const RegenerateActivity = Schema.TaggedStruct("activity", { activityId: Id, instruction: Schema.optional(RegenerationInstruction) })
export const RegenerationTarget = Schema.Union(RegenerateDay, RegenerateActivity)
export type RegenerationTarget = typeof RegenerationTarget.Type

/** The body of POST /api/itinerary/{id}/regenerations. */
export const RegenerateRequest = Schema.Struct({
  /** The revision the request was made on: 409 when the itinerary has changed since. */
  basedOn: Revision,
  target: RegenerationTarget
})
export type RegenerateRequest = typeof RegenerateRequest.Type

/** What the owner has used of the included regenerations, and what the next one costs (shown before confirming). */
export const RegenerationAllowance = Schema.Struct({
  included: Schema.Int,
  used: Schema.Int,
  /** Credits the next regeneration costs: 0 while included ones are left, then REGENERATION_CREDIT_COST. */
  nextCost: Schema.Int
})
export type RegenerationAllowance = typeof RegenerationAllowance.Type

export const RegenerationProgress = Schema.Struct({ done: Schema.Int, total: Schema.Int, section: Schema.optional(Schema.String) })

export const RegenerationStatus = Schema.Struct({
  id: Schema.String,
  status: Schema.Literal("running", "completed", "failed"),
  target: RegenerationTarget,
  basedOn: Revision,
  /** Credits reserved for it (0 or 1); captured when it completes, released when it fails. */
  cost: Schema.Int,
  requestedAt: Schema.String,
  progress: Schema.optional(RegenerationProgress),
  /** Completed: the revision it made. */
  revision: Schema.optional(Revision),
  /** Failed: why, for the traveller (credits are never charged for a failure). */
  reason: Schema.optional(Schema.String)
})
export type RegenerationStatus = typeof RegenerationStatus.Type

/** GET /api/itinerary/{id}/regenerations: the allowance and the running regeneration, if any (one at a time). */
export const RegenerationOverview = Schema.Struct({ allowance: RegenerationAllowance, running: Schema.optional(RegenerationStatus) })
export type RegenerationOverview = typeof RegenerationOverview.Type

/** 202 answer of POST /api/itinerary/{id}/regenerations; poll GET …/regenerations/{regenerationId} for progress. */
export const RegenerateResponse = Schema.Struct({ regeneration: RegenerationStatus, allowance: RegenerationAllowance })
export type RegenerateResponse = typeof RegenerateResponse.Type
