import type { ItineraryContent } from "@safarnama/events/contract/itinerary"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { EventIdReused, WrongExpectedVersion } from "@safarnama/events/eventstore/errors"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import type { AppendResult, EventMetadata, StreamAppend } from "@safarnama/events/eventstore/types"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { Clock, Effect, Either, Metric } from "effect"
import { decideItinerary, type ItineraryCommand } from "../../domain/itineraries/decider.ts"
import { generationDuration, generations } from "../../observability/appMetrics.ts"
import { captureAppend, readCreditsAccount, releaseAppend } from "../credits/creditsAccount.ts"
import { readItinerary } from "./requestGeneration.ts"

export const TIMED_OUT = "The itinerary took too long to write. Your credits were not charged; please try again."
export const INTERRUPTED = "The itinerary could not be finished after several restarts. Your credits were not charged; please try again."

export type FinishOutcome =
  | { readonly _tag: "Finished"; readonly appended: AppendResult }
  /** Another worker (or an earlier run of this one) finished it first: nothing more to do. */
  | { readonly _tag: "AlreadyFinished" }

export const retryOnConflict = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  effect.pipe(Effect.retry({ times: 10, while: (e) => e instanceof WrongExpectedVersion || e instanceof EventIdReused }))

/**
 * A progress step on the itinerary's stream: decided on its current state (a finished generation or
 * regeneration drops it), appended under an id made from `stepKey`, so a step retried after a crash is
 * the same append.
 */
export const appendProgress = (itineraryId: string, command: ItineraryCommand, stepKey: string, metadata: EventMetadata) =>
  retryOnConflict(
    Effect.gen(function* () {
      const store = yield* EventStore
      const itinerary = yield* readItinerary(itineraryId)
      const decided = decideItinerary(command, itinerary.state)
      if (Either.isLeft(decided) || decided.right.length === 0) return
      yield* store.append([
        {
          stream: itineraryStream(itineraryId),
          expectedVersion: itinerary.version,
          events: decided.right.map((e) => ({ eventId: eventIdFor(stepKey), type: e.type, data: e.data, metadata }))
        }
      ])
    })
  )

/** The outcome's label: failures the worker decides itself (timeout, restarts) apart from the writer's and the checks'. */
const outcomeOf = (command: Extract<ItineraryCommand, { type: "CompleteGeneration" | "FailGeneration" }>) =>
  command.type === "CompleteGeneration"
    ? "completed"
    : command.reason === TIMED_OUT
      ? "timed_out"
      : command.reason === INTERRUPTED
        ? "interrupted"
        : "failed"

const countGeneration = (command: Extract<ItineraryCommand, { type: "CompleteGeneration" | "FailGeneration" }>, requestedAt: string) =>
  Effect.gen(function* () {
    const outcome = outcomeOf(command)
    const waited = Math.max(0, ((yield* Clock.currentTimeMillis) - Date.parse(requestedAt)) / 1000)
    yield* Metric.increment(Metric.tagged(generations, "outcome", outcome))
    yield* Metric.update(Metric.tagged(generationDuration, "outcome", outcome), waited)
  })

/**
 * Ends a generation exactly once, and its credit reservation with it, in ONE append: completed with
 * the reservation captured (the traveller pays for success), or failed with it released (a failed
 * plan costs nothing).
 */
const finish = (
  itineraryId: string,
  command: Extract<ItineraryCommand, { type: "CompleteGeneration" | "FailGeneration" }>,
  metadata: EventMetadata
) =>
  retryOnConflict(
    Effect.gen(function* () {
      const store = yield* EventStore
      const itinerary = yield* readItinerary(itineraryId)
      if (itinerary.state.status !== "generating") return { _tag: "AlreadyFinished" } as FinishOutcome
      const decided = decideItinerary(command, itinerary.state)
      if (Either.isLeft(decided)) return { _tag: "AlreadyFinished" } as FinishOutcome
      const userId = itinerary.state.requested.userId
      const account = yield* readCreditsAccount(userId)
      const credits =
        command.type === "CompleteGeneration"
          ? captureAppend(account, { generationId: itineraryId }, metadata)
          : releaseAppend(account, { generationId: itineraryId, reason: command.reason }, metadata)
      const appends: Array<StreamAppend> = [
        {
          stream: itineraryStream(itineraryId),
          expectedVersion: itinerary.version,
          events: decided.right.map((e) => ({
            eventId: eventIdFor(`${e.type}:${itineraryId}`),
            type: e.type,
            data: e.data,
            metadata
          }))
        }
      ]
      if (Either.isRight(credits) && credits.right) appends.push(credits.right)
      // A reservation already resolved cannot be resolved again; the generation's own outcome still counts.
      if (Either.isLeft(credits)) yield* Effect.logWarning(`generation ${itineraryId}: credits not resolved again (${credits.left._tag})`)
      const appended = yield* store.append(appends)
      yield* countGeneration(command, itinerary.state.requested.requestedAt)
      return { _tag: "Finished", appended } as FinishOutcome
    })
  )

export const completeGeneration = (itineraryId: string, content: ItineraryContent, writer: string, metadata: EventMetadata) =>
  finish(itineraryId, { type: "CompleteGeneration", content, writer }, metadata)

export const failGeneration = (itineraryId: string, reason: string, metadata: EventMetadata) =>
  finish(itineraryId, { type: "FailGeneration", reason }, metadata)

/** The knowledge base's draft, saved once a run (docs/adr/0180-draft-first-generation.md); dropped once the generation is over. */
export const recordDraft = (itineraryId: string, content: ItineraryContent, attempt: number, metadata: EventMetadata) =>
  appendProgress(itineraryId, { type: "SaveDraft", content, attempt }, `draft:${itineraryId}:${attempt}`, metadata)

/** Days replacing the draft's (the `change`-th of this run), and the days still drafts. */
export const recordDaysWritten = (
  itineraryId: string,
  written: { readonly days: ItineraryContent["dailyItinerary"]; readonly draftDays: ReadonlyArray<number>; readonly attempt: number; readonly change: number },
  metadata: EventMetadata
) =>
  appendProgress(
    itineraryId,
    { type: "RecordDaysWritten", days: written.days, draftDays: written.draftDays, attempt: written.attempt },
    `days:${itineraryId}:${written.attempt}:${written.change}`,
    metadata
  )

/** One more section written; stale progress of a finished generation is dropped by the decider. */
export const recordProgress = (
  itineraryId: string,
  progress: { readonly done: number; readonly total: number; readonly section: string; readonly attempt: number },
  metadata: EventMetadata
) => appendProgress(itineraryId, { type: "RecordProgress", ...progress }, `progress:${itineraryId}:${progress.attempt}:${progress.done}`, metadata)
