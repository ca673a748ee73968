import type { ItineraryContent } from "@safarnama/events/contract/itinerary"
import { withActivityIds } from "@safarnama/events/itineraries/activityIds"
import type { GenerationRequested, ItineraryEvent } from "@safarnama/events/itineraries/events"
import { upcastItineraryEvent } from "@safarnama/events/itineraries/upcast"
import { Either } from "effect"
import type { Decider } from "../Decider.ts"
import { decideRefine, evolveRefine, isRefineEvent, type RefineItinerary, type RefineRejection, StaleRevision } from "./refineDecider.ts"
import { decideRegeneration, evolveRegeneration, isRegenerationEvent, type RegenerationCommand, type RegenerationRecord, type RegenerationRejection } from "./regenerationDecider.ts"
import { GenerationAlreadyFinished, ItineraryNotFound, ItineraryNotReady } from "./rejections.ts"
import type { Revision } from "./revisions.ts"

// ---- Commands -------------------------------------------------------------------------------------

export interface RequestGeneration {
  readonly type: "RequestGeneration"
  readonly requested: GenerationRequested
}
export interface RecordProgress {
  readonly type: "RecordProgress"
  readonly done: number
  readonly total: number
  readonly section: string
  readonly attempt: number
}
/** The knowledge base's checked plan, saved before the AI writes the days (docs/adr/0180-draft-first-generation.md). */
export interface SaveDraft {
  readonly type: "SaveDraft"
  readonly content: ItineraryContent
  readonly attempt: number
}
/** Days the AI wrote and the checks passed, replacing the draft's. */
export interface RecordDaysWritten {
  readonly type: "RecordDaysWritten"
  readonly days: ItineraryContent["dailyItinerary"]
  readonly draftDays: ReadonlyArray<number>
  readonly attempt: number
}
export interface CompleteGeneration {
  readonly type: "CompleteGeneration"
  readonly content: ItineraryContent
  readonly writer: string
}
export interface FailGeneration {
  readonly type: "FailGeneration"
  readonly reason: string
}
export interface RecordPdf {
  readonly type: "RecordPdf"
  readonly pdfUrl: string
  /** The revision the PDF shows: a PDF of a revision since replaced is not recorded (StaleRevision). */
  readonly revision?: number
}
export interface DeleteItinerary {
  readonly type: "DeleteItinerary"
  readonly userId: string
}
export type ItineraryCommand = RequestGeneration | RecordProgress | SaveDraft | RecordDaysWritten | CompleteGeneration | FailGeneration | RecordPdf | DeleteItinerary | RefineItinerary | RegenerationCommand

// ---- Named rejections -----------------------------------------------------------------------------

export { GenerationAlreadyFinished, ItineraryNotFound, ItineraryNotReady } from "./rejections.ts"

export type ItineraryRejection = ItineraryNotFound | GenerationAlreadyFinished | ItineraryNotReady | RefineRejection | RegenerationRejection

// ---- State ---------------------------------------------------------------------------------------

export type ItineraryState =
  | { readonly status: "none" }
  | {
      readonly status: "generating" | "ready" | "failed"
      readonly requested: GenerationRequested
      readonly deleted: boolean
      readonly progress: { readonly done: number; readonly total: number } | undefined
      readonly pdfUrl: string | undefined
      /** Of a ready itinerary: every revision, oldest first; the last is the current plan. */
      readonly revisions: ReadonlyArray<Revision>
      /** AI regenerations of a day or an activity, oldest first (regenerationDecider.ts). */
      readonly regenerations: ReadonlyArray<RegenerationRecord>
    }

export const initialItineraryState = (): ItineraryState => ({ status: "none" })

export const evolveItinerary = (state: ItineraryState, event: ItineraryEvent): ItineraryState => {
  if (event.type === "GenerationRequested") {
    return { status: "generating", requested: event.data, deleted: false, progress: undefined, pdfUrl: undefined, revisions: [], regenerations: [] }
  }
  if (state.status === "none") return state
  if (isRefineEvent(event)) return evolveRefine(state, event)
  if (isRegenerationEvent(event)) return evolveRegeneration(state, event)
  switch (event.type) {
    case "GenerationProgressed":
      return { ...state, progress: { done: event.data.done, total: event.data.total } }
    case "GenerationDraftSaved":
    case "GenerationDaysWritten":
      // Only the read model shows the draft; deciding needs nothing of it.
      return state
    case "GenerationCompleted":
      return {
        ...state,
        status: "ready",
        revisions: [{ revision: 1, content: event.data.content, change: { type: "GenerationCompleted", data: { writer: event.data.writer } }, by: event.data.writer, at: undefined }]
      }
    case "GenerationFailed":
      return { ...state, status: "failed" }
    case "PdfRendered":
      return { ...state, pdfUrl: event.data.pdfUrl }
    case "ItineraryDeleted":
      return { ...state, deleted: true }
  }
}

// ---- Decisions -----------------------------------------------------------------------------------

type Decision = Either.Either<ReadonlyArray<ItineraryEvent>, ItineraryRejection>
const nothing: Decision = Either.right([])
const events = (...list: ReadonlyArray<ItineraryEvent>): Decision => Either.right(list)

/** The same request again (a retried submit) is nothing to do: it is the same generation. */
export const decideRequest = (state: ItineraryState, command: RequestGeneration): Decision =>
  state.status === "none" ? events({ type: "GenerationRequested", data: command.requested }) : nothing

const decideOutcome = (state: ItineraryState, event: ItineraryEvent): Decision => {
  if (state.status === "none") return Either.left(new ItineraryNotFound({ itineraryId: "" }))
  if (state.status !== "generating") return Either.left(new GenerationAlreadyFinished({ status: state.status }))
  return events(event)
}

export const decideItinerary = (command: ItineraryCommand, state: ItineraryState): Decision => {
  switch (command.type) {
    case "RequestGeneration":
      return decideRequest(state, command)
    case "RecordProgress":
      // Progress of a finished generation is stale news from a slower worker: nothing to record.
      return state.status === "generating"
        ? events({ type: "GenerationProgressed", data: { done: command.done, total: command.total, section: command.section, attempt: command.attempt } })
        : nothing
    case "SaveDraft":
      // A draft is news only while the plan is being written; a finished plan never goes back to one.
      return state.status === "generating"
        ? events({ type: "GenerationDraftSaved", data: { content: withActivityIds(command.content), attempt: command.attempt } })
        : nothing
    case "RecordDaysWritten":
      return state.status === "generating"
        ? events({ type: "GenerationDaysWritten", data: { days: command.days, draftDays: command.draftDays, attempt: command.attempt } })
        : nothing
    case "CompleteGeneration":
      // A deleted itinerary still completes: its reservation must be resolved (deleting returns no credits).
      // The plan is saved with its activities' ids (activityIds.ts), so changes can name them.
      return decideOutcome(state, { type: "GenerationCompleted", data: { content: withActivityIds(command.content), writer: command.writer } })
    case "FailGeneration":
      return decideOutcome(state, { type: "GenerationFailed", data: { reason: command.reason } })
    case "RecordPdf":
      if (state.status === "none" || state.deleted) return Either.left(new ItineraryNotFound({ itineraryId: "" }))
      if (state.status !== "ready") return Either.left(new ItineraryNotReady({ status: state.status }))
      if (command.revision !== undefined && command.revision !== state.revisions.length) {
        return Either.left(new StaleRevision({ basedOn: command.revision, current: state.revisions.length }))
      }
      return state.pdfUrl === command.pdfUrl ? nothing : events({ type: "PdfRendered", data: { pdfUrl: command.pdfUrl } })
    case "DeleteItinerary":
      if (state.status === "none" || state.deleted || state.requested.userId !== command.userId) {
        return Either.left(new ItineraryNotFound({ itineraryId: state.status === "none" ? "" : state.requested.itineraryId }))
      }
      return events({ type: "ItineraryDeleted", data: { userId: command.userId } })
    case "RefineItinerary":
      return decideRefine(state, command)
    case "RequestRegeneration":
    case "RecordRegenerationProgress":
    case "CompleteRegeneration":
    case "FailRegeneration":
      return decideRegeneration(state, command)
  }
}

export const itineraryDecider: Decider<ItineraryCommand, ItineraryEvent, ItineraryState, ItineraryRejection> = {
  initialState: initialItineraryState,
  evolve: evolveItinerary,
  decide: decideItinerary,
  upcast: upcastItineraryEvent
}
