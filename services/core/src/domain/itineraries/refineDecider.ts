import type { ItineraryContent, PlanChecks } from "@safarnama/events/contract/itinerary"
import type { GenerationRequested, ItineraryEvent } from "@safarnama/events/itineraries/events"
import { refineEvents } from "@safarnama/events/itineraries/refineEvents"
import { Data, Either } from "effect"
import { isHard, type PlanProblem } from "./planChecks.ts"
import { applyChange, type ChangeRejection, type ItineraryChange } from "./refineChanges.ts"
import { ItineraryNotFound, ItineraryNotReady } from "./rejections.ts"
import type { Revision } from "./revisions.ts"

/**
 * The owner's changes to a finished itinerary (docs/adr/0130-refine-itinerary.md): who may change it,
 * on which revision, and whether the plan after the change still passes the whole-trip checks. Pure;
 * the checks come in with the command, built from the trip and the knowledge base by the caller.
 */

/** The whole-trip checks, as pure functions of a plan (planCheckSummary.ts with the trip's grounding). */
export interface PlanCheckPort {
  readonly problems: (content: ItineraryContent) => ReadonlyArray<PlanProblem>
  /** What the traveller is shown of them, keeping what the generation counted (its repairs). */
  readonly summary: (content: ItineraryContent, problems: ReadonlyArray<PlanProblem>, previous: PlanChecks | undefined) => PlanChecks
}

export type RefineChange = ItineraryChange | { readonly type: "restoreRevision"; readonly revision: number }

export interface RefineItinerary {
  readonly type: "RefineItinerary"
  readonly userId: string
  /** The revision the owner was looking at when they made the change. */
  readonly basedOn: number
  /** ISO 8601. */
  readonly at: string
  readonly change: RefineChange
  readonly checks: PlanCheckPort
}

/** The change was made on an older revision than the current one: nothing is applied (HTTP 409). */
export class StaleRevision extends Data.TaggedError("StaleRevision")<{ readonly basedOn: number; readonly current: number }> {}

/** A restore must name an earlier revision of this itinerary. */
export class UnknownRevision extends Data.TaggedError("UnknownRevision")<{ readonly revision: number; readonly current: number }> {}

/** The plan after the change would fail a hard whole-trip check it passed before: nothing is applied. */
export class ChangeBreaksPlan extends Data.TaggedError("ChangeBreaksPlan")<{ readonly problems: ReadonlyArray<string> }> {}

export type RefineRejection = StaleRevision | UnknownRevision | ChangeBreaksPlan | ChangeRejection

type RefineEvent = Extract<ItineraryEvent, { type: keyof typeof refineEvents }>

const REFINE_TYPES: ReadonlySet<string> = new Set(Object.keys(refineEvents))
export const isRefineEvent = (event: ItineraryEvent): event is RefineEvent => REFINE_TYPES.has(event.type)

/** What of an itinerary's state (decider.ts) its changes read and write. */
export type RefinableState =
  | { readonly status: "none" }
  | {
      readonly status: "generating" | "ready" | "failed"
      readonly requested: GenerationRequested
      readonly deleted: boolean
      readonly pdfUrl: string | undefined
      readonly revisions: ReadonlyArray<Revision>
    }

/** A new revision: the plan after the change, and, since the plan changed, no cached PDF. */
export const evolveRefine = <S extends Exclude<RefinableState, { status: "none" }>>(state: S, event: RefineEvent): S => {
  const { content, revision, basedOn: _basedOn, by, at, ...data } = event.data
  const change = { type: event.type, data } as Revision["change"]
  return { ...state, pdfUrl: undefined, revisions: [...state.revisions, { revision, content, change, by, at }] }
}

/**
 * Hard problems of `after` that `before` did not have. A plan saved before a check existed is not held
 * to it by an unrelated change; and spending less than the budget band's floor is the owner's choice
 * (a plan at the band's edge could otherwise lose no paid activity), so the band counts only when the
 * total went up.
 */
export const newHardProblems = (
  before: { readonly content: ItineraryContent; readonly problems: ReadonlyArray<PlanProblem> },
  after: { readonly content: ItineraryContent; readonly problems: ReadonlyArray<PlanProblem> }
): ReadonlyArray<PlanProblem> => {
  const known = new Set(before.problems.filter(isHard).map((p) => `${p.rule}|${p.message}`))
  const cheaper = after.content.costBreakdown.total < before.content.costBreakdown.total
  return after.problems.filter((p) => isHard(p) && !known.has(`${p.rule}|${p.message}`) && !(cheaper && p.rule === "budget-band"))
}

export const decideRefine = (state: RefinableState, command: RefineItinerary): Either.Either<ReadonlyArray<ItineraryEvent>, RefineRejection | ItineraryNotFound | ItineraryNotReady> => {
  // Someone else's itinerary is as good as missing: only its owner may learn it exists.
  if (state.status === "none" || state.deleted || state.requested.userId !== command.userId) {
    return Either.left(new ItineraryNotFound({ itineraryId: state.status === "none" ? "" : state.requested.itineraryId }))
  }
  if (state.status !== "ready") return Either.left(new ItineraryNotReady({ status: state.status }))
  const current = state.revisions[state.revisions.length - 1]!
  if (command.basedOn !== current.revision) return Either.left(new StaleRevision({ basedOn: command.basedOn, current: current.revision }))

  const fields = { revision: current.revision + 1, basedOn: current.revision, by: command.userId, at: command.at }
  const change = command.change
  let outcome: { readonly type: RefineEvent["type"]; readonly data: Record<string, unknown> }
  let changed: ItineraryContent
  if (change.type === "restoreRevision") {
    const restored = state.revisions.find((r) => r.revision === change.revision)
    if (restored === undefined || change.revision >= current.revision) {
      // Restoring the current revision changes nothing; a later or unknown one does not exist.
      if (change.revision === current.revision) return Either.right([])
      return Either.left(new UnknownRevision({ revision: change.revision, current: current.revision }))
    }
    outcome = { type: "RevisionRestored", data: { restored: change.revision } }
    changed = restored.content
  } else {
    const applied = applyChange(current.content, change, { travellingWith: state.requested.request.travellingWith })
    if (Either.isLeft(applied)) return Either.left(applied.left)
    outcome = applied.right.outcome
    changed = applied.right.content
  }

  const problems = command.checks.problems(changed)
  const broken = newHardProblems({ content: current.content, problems: command.checks.problems(current.content) }, { content: changed, problems })
  if (broken.length > 0) return Either.left(new ChangeBreaksPlan({ problems: broken.map((p) => p.message) }))
  const content: ItineraryContent = { ...changed, planChecks: command.checks.summary(changed, problems, current.content.planChecks) }
  return Either.right([{ type: outcome.type, data: { ...outcome.data, ...fields, content } } as ItineraryEvent])
}
