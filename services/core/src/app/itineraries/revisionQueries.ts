import type { ItineraryHistory, RevisionComparison } from "@safarnama/events/contract/refine"
import { Data, Effect } from "effect"
import { ItineraryNotFound, ItineraryNotReady } from "../../domain/itineraries/decider.ts"
import { compareRevisions, historyOf } from "../../domain/itineraries/revisionViews.ts"
import { readItineraryHistory } from "./requestGeneration.ts"

/**
 * The owner's view of an itinerary's revisions, folded from its stream (docs/adr/0130-refine-itinerary.md):
 * its history and the comparison of two revisions. Only the owner may see them.
 */

export class RevisionNotFound extends Data.TaggedError("RevisionNotFound")<{ readonly revision: number; readonly current: number }> {}

const ownedReady = (userId: string, itineraryId: string) =>
  Effect.gen(function* () {
    const { state, history } = yield* readItineraryHistory(itineraryId)
    if (state.status === "none" || state.deleted || state.requested.userId !== userId) {
      return yield* Effect.fail(new ItineraryNotFound({ itineraryId }))
    }
    if (state.status !== "ready") return yield* Effect.fail(new ItineraryNotReady({ status: state.status }))
    const completed = history.find((e) => e.type === "GenerationCompleted")
    return { state, generatedAt: (completed?.recordedAt ?? new Date(state.requested.requestedAt)).toISOString() }
  })

export const itineraryHistory = (userId: string, itineraryId: string) =>
  Effect.map(
    ownedReady(userId, itineraryId),
    ({ state, generatedAt }): ItineraryHistory => ({ current: state.revisions.length, revisions: historyOf(state.revisions, userId, generatedAt) })
  )

export const compareItineraryRevisions = (userId: string, itineraryId: string, from: number, to: number) =>
  Effect.gen(function* () {
    const { state } = yield* ownedReady(userId, itineraryId)
    const current = state.revisions.length
    const a = state.revisions.find((r) => r.revision === from)
    const b = state.revisions.find((r) => r.revision === to)
    if (a === undefined) return yield* Effect.fail(new RevisionNotFound({ revision: from, current }))
    if (b === undefined) return yield* Effect.fail(new RevisionNotFound({ revision: to, current }))
    return compareRevisions(a, b) satisfies RevisionComparison
  })
