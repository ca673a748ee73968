import { Schema } from "effect"
import { type EventsOf, eventTypesOf, streamCategory } from "../eventCatalog.ts"

/**
 * The credits ledger of one traveller (stream `credits-<userId>`), modelled as a two-phase ledger:
 * purchases add credits; a generation first reserves credits (a pending transfer), then the
 * reservation is captured (the credits are spent) or released (they come back). Exactly one of the two.
 */

export const UserId = Schema.String.pipe(Schema.minLength(1), Schema.brand("UserId"))
export type UserId = typeof UserId.Type

export const GenerationId = Schema.String.pipe(Schema.minLength(1), Schema.brand("GenerationId"))
export type GenerationId = typeof GenerationId.Type

/** Whole credits, never fractions. */
export const Credits = Schema.Int.pipe(Schema.positive())

/** Money is always integer paise (1 INR = 100 paise). */
export const Paise = Schema.Int.pipe(Schema.positive(), Schema.brand("Paise"))
export type Paise = typeof Paise.Type

export const CreditsPurchased = Schema.Struct({
  orderId: Schema.String,
  paymentId: Schema.String,
  credits: Credits,
  amountPaise: Schema.Int
})

export const CreditsReserved = Schema.Struct({
  generationId: Schema.String,
  credits: Credits
})

/**
 * `credits` repeats the reservation's amount so a read model or an auditor can apply the event on
 * its own, without looking the reservation up (the decider guarantees they are equal).
 */
export const ReservationCaptured = Schema.Struct({
  generationId: Schema.String,
  credits: Credits
})

export const ReservationReleased = Schema.Struct({
  generationId: Schema.String,
  credits: Credits,
  reason: Schema.String
})

const creditsEvents = { CreditsPurchased, CreditsReserved, ReservationCaptured, ReservationReleased }

export type CreditsEvent = EventsOf<typeof creditsEvents>

export const creditsEventTypes = eventTypesOf(creditsEvents)

const creditsStreams = streamCategory("credits-")
export const CREDITS_STREAM_PREFIX = creditsStreams.prefix

/** The stream of one traveller's credits ledger. */
export const creditsStream = creditsStreams.streamOf

export const userIdOfCreditsStream = creditsStreams.idOf
