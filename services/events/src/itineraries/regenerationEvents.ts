import { Schema } from "effect"
import { Activity, ItineraryContent } from "../contract/itinerary.ts"

/**
 * AI regeneration of one day or one activity of a finished itinerary, on the itinerary's own stream
 * (docs/adr/0130-refine-itinerary.md, "AI regeneration"): requested (with its credit, when it is not
 * one of the included ones, reserved in the same append), progressed, then exactly once either a new
 * revision (DayRegenerated / ActivityRegenerated, carrying the whole plan after it like every revision
 * event) or failed. Registered in the itinerary catalog (events.ts).
 */

/** What is written again: a day, or one activity (kept in its time slot). */
export const RegenerationTargetData = Schema.Union(
  Schema.Struct({ _tag: Schema.Literal("day"), dayNumber: Schema.Int.pipe(Schema.positive()), instruction: Schema.optional(Schema.String) }),
  Schema.Struct({ _tag: Schema.Literal("activity"), activityId: Schema.String, instruction: Schema.optional(Schema.String) })
)
export type RegenerationTargetData = typeof RegenerationTargetData.Type

export const RegenerationRequested = Schema.Struct({
  /** `<itineraryId>-r<n>`: the n-th regeneration of the itinerary; the credits ledger's reservation id when it costs. */
  regenerationId: Schema.String,
  userId: Schema.String,
  /** The revision it was asked on (the current one then). */
  basedOn: Schema.Int.pipe(Schema.positive()),
  target: RegenerationTargetData,
  /** 0 for one of the included regenerations, else the credits reserved in the same append. */
  creditsReserved: Schema.Int.pipe(Schema.nonNegative()),
  /** ISO 8601. */
  requestedAt: Schema.String
})
export type RegenerationRequested = typeof RegenerationRequested.Type

export const RegenerationProgressed = Schema.Struct({
  regenerationId: Schema.String,
  done: Schema.Int,
  total: Schema.Int,
  section: Schema.String,
  /** Which run wrote it (a run resumed after a crash is attempt 2). */
  attempt: Schema.Int
})

const RevisionFields = {
  revision: Schema.Int.pipe(Schema.positive()),
  basedOn: Schema.Int.pipe(Schema.positive()),
  /** The owner who asked for it. */
  by: Schema.String,
  /** ISO 8601, when it was saved. */
  at: Schema.String,
  /** The plan after it. */
  content: ItineraryContent
}

export const DayRegenerated = Schema.Struct({
  ...RevisionFields,
  regenerationId: Schema.String,
  dayNumber: Schema.Int.pipe(Schema.positive()),
  instruction: Schema.optional(Schema.String)
})

export const ActivityRegenerated = Schema.Struct({
  ...RevisionFields,
  regenerationId: Schema.String,
  dayNumber: Schema.Int.pipe(Schema.positive()),
  /** The activity written again, and its title. */
  activityId: Schema.String,
  title: Schema.String,
  /** The new activity, with its own new id, in the same time slot. */
  replacement: Activity,
  instruction: Schema.optional(Schema.String)
})

export const RegenerationFailed = Schema.Struct({ regenerationId: Schema.String, reason: Schema.String })

/** The two that make a revision (the read model and the history treat them like the owner's changes). */
export const regenerationRevisionEvents = { DayRegenerated, ActivityRegenerated }

export const regenerationEvents = { RegenerationRequested, RegenerationProgressed, ...regenerationRevisionEvents, RegenerationFailed }
