import { type CreditsEvent, creditsStream } from "@safarnama/events/credits/events"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import type { EventMetadata, RecordedEvent, StreamAppend } from "@safarnama/events/eventstore/types"
import { Effect, Either } from "effect"
import {
  type CreditsRejection,
  type CreditsState,
  creditsDecider,
  decideCapture,
  decideRelease,
  decideReservation
} from "../../domain/credits/decider.ts"
import { type FoldedRead, foldedReadStart, foldRead, readFolded } from "../foldedStreams.ts"

/** One traveller's ledger as last read: its state and the version to append after. */
export interface CreditsAccount {
  readonly userId: string
  readonly stream: string
  readonly state: CreditsState
  readonly version: number
}

/**
 * A ledger's state is a few counters and maps of short ids, so many are kept (ADR 0131): a traveller
 * who bought credits 200 times would otherwise have every purchase read and folded again on each one.
 */
const LEDGER_FOLD = { maxKeptEvents: 200_000 }

const accountOf = (userId: string, folded: FoldedRead<CreditsState>): CreditsAccount => ({
  userId,
  stream: creditsStream(userId),
  state: folded.state,
  version: folded.version
})

/** Where a read of the traveller's ledger starts, for callers that read it with other streams (then `creditsAccountFrom`). */
export const creditsReadStart = (userId: string) => foldedReadStart(creditsStream(userId), creditsDecider)

/** The traveller's ledger from its events read after `creditsReadStart`. */
export const creditsAccountFrom = (userId: string, events: ReadonlyArray<RecordedEvent>) =>
  Effect.map(foldRead(creditsStream(userId), creditsDecider, events, LEDGER_FOLD), (folded) => accountOf(userId, folded))

/** The traveller's ledger: its kept state and only the events after it (ADR 0131). */
export const readCreditsAccount = (userId: string) =>
  Effect.map(readFolded(creditsStream(userId), creditsDecider, LEDGER_FOLD), (folded) => accountOf(userId, folded))

/**
 * Event ids derived from the business fact, so a retried append is the same append (idempotent) and
 * two writers racing for the same fact collide instead of both succeeding.
 */
export const creditsEventId = (userId: string, event: CreditsEvent): string => {
  switch (event.type) {
    case "CreditsPurchased":
      return eventIdFor(`credits-purchased:${event.data.orderId}`)
    case "CreditsReserved":
      return eventIdFor(`credits-reserved:${userId}:${event.data.generationId}`)
    case "ReservationCaptured":
      return eventIdFor(`reservation-captured:${userId}:${event.data.generationId}`)
    case "ReservationReleased":
      return eventIdFor(`reservation-released:${userId}:${event.data.generationId}`)
  }
}

const toAppend = (account: CreditsAccount, events: ReadonlyArray<CreditsEvent>, metadata: EventMetadata): StreamAppend | undefined =>
  events.length === 0
    ? undefined
    : {
        stream: account.stream,
        expectedVersion: account.version,
        events: events.map((e) => ({ eventId: creditsEventId(account.userId, e), type: e.type, data: e.data, metadata }))
      }

/**
 * For another context that reserves credits in the same append as its own events (itineraries:
 * GenerationRequested + CreditsReserved in one `EventStore.append`): the credits part of that append,
 * `undefined` when the identical reservation already exists, or the named rejection
 * (InsufficientCredits, ReservationConflict, ...). On WrongExpectedVersion re-read and decide again.
 */
export const reservationAppend = (
  account: CreditsAccount,
  reservation: { readonly generationId: string; readonly credits: number },
  metadata: EventMetadata
): Either.Either<StreamAppend | undefined, CreditsRejection> =>
  Either.map(decideReservation(account.state, reservation), (events) => toAppend(account, events, metadata))

/** The credits part of an append that captures a generation's reservation (it succeeded). */
export const captureAppend = (
  account: CreditsAccount,
  request: { readonly generationId: string },
  metadata: EventMetadata
): Either.Either<StreamAppend | undefined, CreditsRejection> =>
  Either.map(decideCapture(account.state, request), (events) => toAppend(account, events, metadata))

/** The credits part of an append that releases a generation's reservation (it failed). */
export const releaseAppend = (
  account: CreditsAccount,
  request: { readonly generationId: string; readonly reason: string },
  metadata: EventMetadata
): Either.Either<StreamAppend | undefined, CreditsRejection> =>
  Either.map(decideRelease(account.state, request), (events) => toAppend(account, events, metadata))
