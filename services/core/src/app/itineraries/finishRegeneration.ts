import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import type { EventMetadata, StreamAppend } from "@safarnama/events/eventstore/types"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { Effect, Either, Metric } from "effect"
import { decideItinerary, type ItineraryCommand } from "../../domain/itineraries/decider.ts"
import { regenerations } from "../../observability/appMetrics.ts"
import { captureAppend, readCreditsAccount, releaseAppend } from "../credits/creditsAccount.ts"
import { appendProgress, retryOnConflict } from "./finishGeneration.ts"
import { readItinerary } from "./requestGeneration.ts"

/** Why a regeneration failed, for the owner: nothing was charged for it. */
export const REGENERATION_STALE = (what: string) =>
  `The itinerary was changed while ${what} was being written again, so it was not applied. Nothing was charged; please try again.`
export const REGENERATION_DELETED = "The itinerary was deleted, so nothing was written again. Nothing was charged."
export const REGENERATION_TIMED_OUT = "The regeneration took too long. Nothing was charged; please try again."
export const REGENERATION_INTERRUPTED = "The regeneration could not be finished after several restarts. Nothing was charged; please try again."

export type RegenerationFinish =
  | { readonly _tag: "Finished"; readonly revision: number | undefined }
  | { readonly _tag: "AlreadyFinished" }
  /** The decider refused the completion (stale, breaks the plan): the caller rewrites or fails it. */
  | { readonly _tag: "Refused"; readonly rejection: { readonly _tag: string } }


/**
 * Ends a regeneration exactly once, and its credit reservation (if it had one) with it, in ONE append:
 * a new revision with the reservation captured, or failed with it released. Exactly like a generation
 * (finishGeneration.ts), so the audit and the ledger CSV show it the same way.
 */
export const finishRegeneration = (
  itineraryId: string,
  command: Extract<ItineraryCommand, { type: "CompleteRegeneration" | "FailRegeneration" }>,
  metadata: EventMetadata
) =>
  retryOnConflict(
    Effect.gen(function* () {
      const store = yield* EventStore
      const itinerary = yield* readItinerary(itineraryId)
      if (itinerary.state.status === "none") return { _tag: "AlreadyFinished" } as RegenerationFinish
      const record = itinerary.state.regenerations.find((r) => r.id === command.regenerationId)
      if (record === undefined || record.status !== "running") return { _tag: "AlreadyFinished" } as RegenerationFinish
      const decided = decideItinerary(command, itinerary.state)
      if (Either.isLeft(decided)) return { _tag: "Refused", rejection: decided.left } as RegenerationFinish
      const appends: Array<StreamAppend> = [
        {
          stream: itineraryStream(itineraryId),
          expectedVersion: itinerary.version,
          events: decided.right.map((e) => ({ eventId: eventIdFor(`${e.type}:${command.regenerationId}`), type: e.type, data: e.data, metadata }))
        }
      ]
      if (record.cost > 0) {
        const userId = itinerary.state.requested.userId
        const account = yield* readCreditsAccount(userId)
        const credits =
          command.type === "CompleteRegeneration"
            ? captureAppend(account, { generationId: record.id }, metadata)
            : releaseAppend(account, { generationId: record.id, reason: command.reason }, metadata)
        if (Either.isRight(credits) && credits.right) appends.push(credits.right)
        // Resolved already (a bug elsewhere): the regeneration's own outcome still counts, never a second effect.
        if (Either.isLeft(credits)) yield* Effect.logWarning(`regeneration ${record.id}: credits not resolved again (${credits.left._tag})`)
      }
      yield* store.append(appends)
      yield* Metric.increment(Metric.tagged(regenerations, "outcome", command.type === "CompleteRegeneration" ? "completed" : "failed"))
      const made = decided.right[0]
      return { _tag: "Finished", revision: made && "revision" in made.data ? made.data.revision : undefined } as RegenerationFinish
    })
  )

/** One more step done; progress of a finished regeneration is dropped. */
export const recordRegenerationProgress = (
  itineraryId: string,
  progress: { readonly regenerationId: string; readonly done: number; readonly total: number; readonly section: string; readonly attempt: number },
  metadata: EventMetadata
) =>
  appendProgress(
    itineraryId,
    { type: "RecordRegenerationProgress", ...progress },
    `regeneration-progress:${progress.regenerationId}:${progress.attempt}:${progress.done}`,
    metadata
  )
