import type { ActivityDraft, DayDraft as DayDraftSchema, ItineraryContent } from "@safarnama/events/contract/itinerary"
import { INCLUDED_REGENERATIONS, REGENERATION_CREDIT_COST, type RegenerationAllowance } from "@safarnama/events/contract/refine"
import type { ItineraryEvent } from "@safarnama/events/itineraries/events"
import type { RegenerationRequested, RegenerationTargetData } from "@safarnama/events/itineraries/regenerationEvents"
import { Data, Either } from "effect"
import { isHard } from "./planChecks.ts"
import { type ChangeRejection, UnknownActivity, UnknownDay } from "./refineChanges.ts"
import { newHardProblems, type PlanCheckPort, type RefinableState, StaleRevision } from "./refineDecider.ts"
import { placesOfOtherDays, placesOfPlanBut, repeatedPlaces, withRegeneratedActivity, withRegeneratedDay } from "./regeneratedPlan.ts"
import { ItineraryNotFound, ItineraryNotReady } from "./rejections.ts"
import type { Revision } from "./revisions.ts"

type DayDraft = typeof DayDraftSchema.Type

/**
 * AI regeneration of one day or one activity (docs/adr/0130-refine-itinerary.md, "AI regeneration"),
 * pure: who may ask, on which revision, what it costs (5 included an itinerary, then 1 credit each),
 * one at a time, and whether the written day or activity may become the next revision (never a place of
 * another day, no hard whole-trip problem the plan did not have). The writing happens outside.
 */

export interface RegenerationRecord {
  readonly id: string
  readonly target: RegenerationTargetData
  readonly basedOn: number
  readonly cost: number
  readonly requestedAt: string
  readonly status: "running" | "completed" | "failed"
  readonly progress: { readonly done: number; readonly total: number; readonly section: string } | undefined
  readonly revision: number | undefined
  readonly reason: string | undefined
}

export type RegenerableState =
  | { readonly status: "none" }
  | (Exclude<RefinableState, { status: "none" }> & { readonly regenerations: ReadonlyArray<RegenerationRecord> })

// ---- Commands -------------------------------------------------------------------------------------

export interface RequestRegeneration {
  readonly type: "RequestRegeneration"
  readonly userId: string
  readonly basedOn: number
  readonly target: RegenerationTargetData
  /** ISO 8601. */
  readonly at: string
}
export interface RecordRegenerationProgress {
  readonly type: "RecordRegenerationProgress"
  readonly regenerationId: string
  readonly done: number
  readonly total: number
  readonly section: string
  readonly attempt: number
}
export interface CompleteRegeneration {
  readonly type: "CompleteRegeneration"
  readonly regenerationId: string
  /** What the writer wrote: the day (without ids), or the replacement activity. */
  readonly written: { readonly _tag: "day"; readonly day: DayDraft } | { readonly _tag: "activity"; readonly activity: ActivityDraft }
  readonly at: string
  readonly checks: PlanCheckPort
}
export interface FailRegeneration {
  readonly type: "FailRegeneration"
  readonly regenerationId: string
  readonly reason: string
}
export type RegenerationCommand = RequestRegeneration | RecordRegenerationProgress | CompleteRegeneration | FailRegeneration

// ---- Named rejections -----------------------------------------------------------------------------

/** One regeneration of an itinerary at a time (409). */
export class RegenerationRunning extends Data.TaggedError("RegenerationRunning")<{ readonly regenerationId: string }> {}
/** The regeneration named is not this itinerary's, or has already ended. */
export class RegenerationNotRunning extends Data.TaggedError("RegenerationNotRunning")<{ readonly regenerationId: string }> {}
/** The written day or activity would break the plan (a repeated place, a new hard problem): rewrite or fail. */
export class RegenerationBreaksPlan extends Data.TaggedError("RegenerationBreaksPlan")<{ readonly problems: ReadonlyArray<string> }> {}

export type RegenerationRejection =
  | ItineraryNotFound
  | ItineraryNotReady
  | StaleRevision
  | RegenerationRunning
  | RegenerationNotRunning
  | RegenerationBreaksPlan
  | ChangeRejection

// ---- Pricing -------------------------------------------------------------------------------------

/**
 * Every regeneration not failed counts against the included ones (a running one too, so two quick
 * requests cannot both be free beyond the fifth); a failed one costs nothing and gives its turn back.
 */
export const allowanceOf = (regenerations: ReadonlyArray<RegenerationRecord>): RegenerationAllowance => {
  const used = regenerations.filter((r) => r.status !== "failed").length
  return { included: INCLUDED_REGENERATIONS, used, nextCost: used >= INCLUDED_REGENERATIONS ? REGENERATION_CREDIT_COST : 0 }
}

/** The n-th regeneration of an itinerary (1-based): readable in the ledger CSV, unique in the credits ledger. */
export const regenerationIdOf = (itineraryId: string, n: number): string => `${itineraryId}-r${n}`

export const runningRegeneration = (state: RegenerableState): RegenerationRecord | undefined =>
  state.status === "none" ? undefined : state.regenerations.find((r) => r.status === "running")

// ---- Evolve --------------------------------------------------------------------------------------

type RegenerationEvent = Extract<
  ItineraryEvent,
  { type: "RegenerationRequested" | "RegenerationProgressed" | "DayRegenerated" | "ActivityRegenerated" | "RegenerationFailed" }
>
const TYPES: ReadonlySet<string> = new Set(["RegenerationRequested", "RegenerationProgressed", "DayRegenerated", "ActivityRegenerated", "RegenerationFailed"])
export const isRegenerationEvent = (event: ItineraryEvent): event is RegenerationEvent => TYPES.has(event.type)

const recordOf = (requested: RegenerationRequested): RegenerationRecord => ({
  id: requested.regenerationId,
  target: requested.target,
  basedOn: requested.basedOn,
  cost: requested.creditsReserved,
  requestedAt: requested.requestedAt,
  status: "running",
  progress: undefined,
  revision: undefined,
  reason: undefined
})

export const evolveRegeneration = <S extends Exclude<RegenerableState, { status: "none" }>>(state: S, event: RegenerationEvent): S => {
  const update = (id: string, change: (r: RegenerationRecord) => RegenerationRecord) => state.regenerations.map((r) => (r.id === id ? change(r) : r))
  switch (event.type) {
    case "RegenerationRequested":
      return { ...state, regenerations: [...state.regenerations, recordOf(event.data)] }
    case "RegenerationProgressed": {
      const { done, total, section } = event.data
      return { ...state, regenerations: update(event.data.regenerationId, (r) => ({ ...r, progress: { done, total, section } })) }
    }
    case "RegenerationFailed":
      return { ...state, regenerations: update(event.data.regenerationId, (r) => ({ ...r, status: "failed", reason: event.data.reason })) }
    case "DayRegenerated":
    case "ActivityRegenerated": {
      const { content, revision, basedOn: _basedOn, by, at, ...data } = event.data
      const change = { type: event.type, data } as Revision["change"]
      return {
        ...state,
        pdfUrl: undefined,
        revisions: [...state.revisions, { revision, content, change, by, at }],
        regenerations: update(event.data.regenerationId, (r) => ({ ...r, status: "completed", revision }))
      }
    }
  }
}

// ---- Decide --------------------------------------------------------------------------------------

type Decision = Either.Either<ReadonlyArray<ItineraryEvent>, RegenerationRejection>

const targetExists = (content: ItineraryContent, target: RegenerationTargetData): Either.Either<void, ChangeRejection> => {
  if (target._tag === "day") {
    return content.dailyItinerary.some((d) => d.dayNumber === target.dayNumber) ? Either.void : Either.left(new UnknownDay({ dayNumber: target.dayNumber }))
  }
  return content.dailyItinerary.some((d) => d.activities.some((a) => a.id === target.activityId))
    ? Either.void
    : Either.left(new UnknownActivity({ activityId: target.activityId }))
}

const decideRequest = (state: RegenerableState, command: RequestRegeneration): Decision => {
  // Someone else's itinerary is as good as missing: checked before anything the request names.
  if (state.status === "none" || state.deleted || state.requested.userId !== command.userId) {
    return Either.left(new ItineraryNotFound({ itineraryId: state.status === "none" ? "" : state.requested.itineraryId }))
  }
  if (state.status !== "ready") return Either.left(new ItineraryNotReady({ status: state.status }))
  const current = state.revisions[state.revisions.length - 1]!
  if (command.basedOn !== current.revision) return Either.left(new StaleRevision({ basedOn: command.basedOn, current: current.revision }))
  const running = runningRegeneration(state)
  if (running !== undefined) return Either.left(new RegenerationRunning({ regenerationId: running.id }))
  const exists = targetExists(current.content, command.target)
  if (Either.isLeft(exists)) return Either.left(exists.left)
  return Either.right([
    {
      type: "RegenerationRequested",
      data: {
        regenerationId: regenerationIdOf(state.requested.itineraryId, state.regenerations.length + 1),
        userId: command.userId,
        basedOn: current.revision,
        target: command.target,
        creditsReserved: allowanceOf(state.regenerations).nextCost,
        requestedAt: command.at
      }
    }
  ])
}

const decideComplete = (state: Exclude<RegenerableState, { status: "none" }>, record: RegenerationRecord, command: CompleteRegeneration): Decision => {
  if (state.deleted) return Either.left(new ItineraryNotFound({ itineraryId: state.requested.itineraryId }))
  const current = state.revisions[state.revisions.length - 1]!
  // The owner changed the plan while it was being written: the new day was written for a plan that is gone.
  if (current.revision !== record.basedOn) return Either.left(new StaleRevision({ basedOn: record.basedOn, current: current.revision }))
  const fields = { revision: current.revision + 1, basedOn: current.revision, by: state.requested.userId, at: command.at, regenerationId: record.id }
  const instruction = record.target.instruction === undefined ? {} : { instruction: record.target.instruction }
  let changed: ItineraryContent
  let outcome: ItineraryEvent
  const target = record.target
  if (target._tag === "day" && command.written._tag === "day") {
    const repeated = repeatedPlaces(command.written.day.activities, placesOfOtherDays(current.content, target.dayNumber))
    if (repeated.length > 0) return Either.left(new RegenerationBreaksPlan({ problems: repeated.map((t) => `day ${target.dayNumber}: '${t}' is already in another day of the plan`) }))
    const applied = withRegeneratedDay(current.content, target.dayNumber, { ...command.written.day, dayNumber: target.dayNumber })
    if (Either.isLeft(applied)) return Either.left(applied.left)
    changed = applied.right
    outcome = { type: "DayRegenerated", data: { ...fields, dayNumber: target.dayNumber, ...instruction, content: changed } }
  } else if (target._tag === "activity" && command.written._tag === "activity") {
    const repeated = repeatedPlaces([command.written.activity], placesOfPlanBut(current.content, target.activityId))
    if (repeated.length > 0) return Either.left(new RegenerationBreaksPlan({ problems: repeated.map((t) => `'${t}' is already in the plan`) }))
    const applied = withRegeneratedActivity(current.content, target.activityId, command.written.activity, { travellingWith: state.requested.request.travellingWith })
    if (Either.isLeft(applied)) return Either.left(applied.left)
    changed = applied.right.content
    const { dayNumber, title, replacement } = applied.right
    outcome = { type: "ActivityRegenerated", data: { ...fields, dayNumber, activityId: target.activityId, title, replacement, ...instruction, content: changed } }
  } else {
    return Either.left(new RegenerationBreaksPlan({ problems: [`the writer wrote a ${command.written._tag} for a ${target._tag}`] }))
  }
  const problems = command.checks.problems(changed)
  const broken = newHardProblems({ content: current.content, problems: command.checks.problems(current.content).filter(isHard) }, { content: changed, problems })
  if (broken.length > 0) return Either.left(new RegenerationBreaksPlan({ problems: broken.map((p) => p.message) }))
  const content: ItineraryContent = { ...changed, planChecks: command.checks.summary(changed, problems, current.content.planChecks) }
  return Either.right([{ ...outcome, data: { ...outcome.data, content } } as ItineraryEvent])
}

export const decideRegeneration = (state: RegenerableState, command: RegenerationCommand): Decision => {
  if (command.type === "RequestRegeneration") return decideRequest(state, command)
  if (state.status === "none") return Either.left(new ItineraryNotFound({ itineraryId: "" }))
  const record = state.regenerations.find((r) => r.id === command.regenerationId)
  if (record === undefined || record.status !== "running") return Either.left(new RegenerationNotRunning({ regenerationId: command.regenerationId }))
  switch (command.type) {
    case "RecordRegenerationProgress": {
      const { regenerationId, done, total, section, attempt } = command
      return Either.right([{ type: "RegenerationProgressed", data: { regenerationId, done, total, section, attempt } }])
    }
    case "FailRegeneration":
      return Either.right([{ type: "RegenerationFailed", data: { regenerationId: command.regenerationId, reason: command.reason } }])
    case "CompleteRegeneration":
      return decideComplete(state, record, command)
  }
}
