import { randomBytes } from "node:crypto"
import type { GenerateItineraryRequest } from "@safarnama/events/contract/itinerary"
import { creditsRequired } from "@safarnama/events/contract/options"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { EventIdReused, WrongExpectedVersion } from "@safarnama/events/eventstore/errors"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import type { AppendResult, RecordedEvent, StreamAppend } from "@safarnama/events/eventstore/types"
import { type GenerationRequested, type ItineraryEvent, itineraryIdFor, itineraryStream } from "@safarnama/events/itineraries/events"
import { Clock, Effect, Either } from "effect"
import { fold } from "../../domain/Decider.ts"
import { decideRequest, type ItineraryState, itineraryDecider } from "../../domain/itineraries/decider.ts"
import { tripOf } from "../../domain/itineraries/tripRules.ts"
import { readCreditsAccount, reservationAppend } from "../credits/creditsAccount.ts"
import { readFolded } from "../foldedStreams.ts"
import { metadataFor } from "../metadata.ts"

/** A share token: 128 random bits, base64url (22 characters). */
export const newShareToken = (): string => randomBytes(16).toString("base64url")


/** The itinerary's state and stream version; only the events after the last read are fetched (foldedStreams.ts). */
export const readItinerary = (itineraryId: string) => readFolded(itineraryStream(itineraryId), itineraryDecider)

/** The itinerary's state with its whole stream (for what the state does not keep, such as when an event was recorded). */
export const readItineraryHistory = (itineraryId: string) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const history = yield* store.readStream(itineraryStream(itineraryId))
    const state: ItineraryState = fold(itineraryDecider, history.map((e) => ({ type: e.type, data: e.data }) as ItineraryEvent))
    return { history, state } as { history: ReadonlyArray<RecordedEvent>; state: ItineraryState }
  })

export interface RequestOutcome {
  readonly itineraryId: string
  readonly requested: GenerationRequested
  /** Undefined when this was a retried submit of an existing generation. */
  readonly appended: AppendResult | undefined
}

/**
 * A traveller asks for an itinerary: GenerationRequested on the itinerary's stream and the credit
 * reservation on the traveller's ledger, in ONE append (both or neither). The same user and tempId is
 * the same itinerary: a retry finds it and reserves nothing more. Insufficient credits is the ledger's
 * named rejection. A concurrent writer on either stream means: read again and decide again.
 */
export const requestGeneration = (input: {
  readonly userId: string
  readonly request: GenerateItineraryRequest
  readonly savedLocation: string | null
}) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const { tempId, ...request } = input.request
    const itineraryId = itineraryIdFor(input.userId, tempId)
    const credits = creditsRequired(request.duration)
    const metadata = metadataFor(`user:${input.userId}`, { itineraryId })

    const attempt = Effect.gen(function* () {
      const itinerary = yield* readItinerary(itineraryId)
      if (itinerary.state.status !== "none") {
        return { itineraryId, requested: itinerary.state.requested, appended: undefined } satisfies RequestOutcome
      }
      const requested: GenerationRequested = {
        itineraryId,
        userId: input.userId,
        tempId,
        request: tripOf(request, input.savedLocation),
        creditsReserved: credits,
        shareToken: newShareToken(),
        requestedAt: new Date(yield* Clock.currentTimeMillis).toISOString()
      }
      const decided = decideRequest(itinerary.state, { type: "RequestGeneration", requested })
      const events = Either.getOrThrow(decided)
      const account = yield* readCreditsAccount(input.userId)
      const reservation = reservationAppend(account, { generationId: itineraryId, credits }, metadata)
      if (Either.isLeft(reservation)) return yield* Effect.fail(reservation.left)
      const appends: Array<StreamAppend> = [
        {
          stream: itineraryStream(itineraryId),
          expectedVersion: itinerary.version,
          events: events.map((e) => ({ eventId: eventIdFor(`generation-requested:${itineraryId}`), type: e.type, data: e.data, metadata }))
        }
      ]
      if (reservation.right) appends.push(reservation.right)
      const appended = yield* store.append(appends)
      return { itineraryId, requested, appended } satisfies RequestOutcome
    })

    // A racing submit of the same tempId loses with a conflict (or a reused id with another share
    // token): the next read finds the winner's generation.
    return yield* attempt.pipe(
      Effect.retry({ times: 5, while: (e) => e instanceof WrongExpectedVersion || e instanceof EventIdReused })
    )
  })
