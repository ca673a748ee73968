import type { RegenerateRequest } from "@safarnama/events/contract/refine"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import type { StreamAppend } from "@safarnama/events/eventstore/types"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { Clock, Data, Effect, Either } from "effect"
import { ItineraryNotFound, ItineraryNotReady, itineraryDecider } from "../../domain/itineraries/decider.ts"
import { allowanceOf } from "../../domain/itineraries/regenerationDecider.ts"
import { readCreditsAccount, reservationAppend } from "../credits/creditsAccount.ts"
import { metadataFor } from "../metadata.ts"
import { retryOnConflict } from "./finishGeneration.ts"
import { regenerationOverviewOf, regenerationStatusOf } from "./regenerationViews.ts"
import { readItinerary } from "./requestGeneration.ts"

/** No regeneration of that id on this itinerary (404). */
export class RegenerationNotFound extends Data.TaggedError("RegenerationNotFound")<{ readonly regenerationId: string }> {}

/**
 * The owner asks for a day or an activity to be written again (docs/adr/0130-refine-itinerary.md, "AI
 * regeneration"): RegenerationRequested on the itinerary's stream and, past the included ones, the credit
 * reserved on the owner's ledger, in ONE append (both or neither), exactly like a generation. The writing
 * runs afterwards (RegenerationRunner). Insufficient credits is the ledger's named rejection.
 */
export const requestRegeneration = (input: { readonly userId: string; readonly itineraryId: string; readonly request: RegenerateRequest }) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const metadata = metadataFor(`user:${input.userId}`, { itineraryId: input.itineraryId })
    const attempt = Effect.gen(function* () {
      const { state, version } = yield* readItinerary(input.itineraryId)
      const at = new Date(yield* Clock.currentTimeMillis).toISOString()
      const target = input.request.target
      const decided = itineraryDecider.decide({ type: "RequestRegeneration", userId: input.userId, basedOn: input.request.basedOn, target, at }, state)
      if (Either.isLeft(decided)) return yield* Effect.fail(decided.left)
      const requested = decided.right[0]
      if (requested?.type !== "RegenerationRequested" || state.status === "none") return yield* Effect.dieMessage("a regeneration request decided no request")
      const appends: Array<StreamAppend> = [
        {
          stream: itineraryStream(input.itineraryId),
          expectedVersion: version,
          events: [{ eventId: eventIdFor(`regeneration-requested:${requested.data.regenerationId}`), type: requested.type, data: requested.data, metadata }]
        }
      ]
      if (requested.data.creditsReserved > 0) {
        const account = yield* readCreditsAccount(input.userId)
        const reservation = reservationAppend(account, { generationId: requested.data.regenerationId, credits: requested.data.creditsReserved }, metadata)
        if (Either.isLeft(reservation)) return yield* Effect.fail(reservation.left)
        if (reservation.right) appends.push(reservation.right)
      }
      const appended = yield* store.append(appends)
      const after = itineraryDecider.evolve(state, requested)
      if (after.status === "none") return yield* Effect.dieMessage("a requested regeneration has no itinerary")
      const record = after.regenerations[after.regenerations.length - 1]!
      return { regeneration: regenerationStatusOf(record), allowance: allowanceOf(after.regenerations), appended }
    })
    // A concurrent change or request on either stream: read again and decide again (then 409 if stale).
    return yield* retryOnConflict(attempt)
  })

const owned = (userId: string, itineraryId: string) =>
  Effect.gen(function* () {
    const { state } = yield* readItinerary(itineraryId)
    if (state.status === "none" || state.deleted || state.requested.userId !== userId) return yield* Effect.fail(new ItineraryNotFound({ itineraryId }))
    if (state.status !== "ready") return yield* Effect.fail(new ItineraryNotReady({ status: state.status }))
    return state
  })

/** GET …/regenerations: the allowance and the running one. */
export const regenerationOverview = (userId: string, itineraryId: string) => Effect.map(owned(userId, itineraryId), regenerationOverviewOf)

/** GET …/regenerations/{id}: one regeneration's status (the web polls it for progress). */
export const regenerationStatus = (userId: string, itineraryId: string, regenerationId: string) =>
  Effect.gen(function* () {
    const state = yield* owned(userId, itineraryId)
    const record = state.regenerations.find((r) => r.id === regenerationId)
    if (record === undefined) return yield* Effect.fail(new RegenerationNotFound({ regenerationId }))
    return regenerationStatusOf(record)
  })
