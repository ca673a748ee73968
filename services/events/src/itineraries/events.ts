import { Schema } from "effect"
import { ItineraryContent, ItineraryDay, TripRequest } from "../contract/itinerary.ts"
import { VisaStatus } from "../contract/options.ts"
import { type EventsOf, eventTypesOf, streamCategory } from "../eventCatalog.ts"
import { uuidFor } from "../uuidFor.ts"
import { refineEvents } from "./refineEvents.ts"
import { regenerationEvents } from "./regenerationEvents.ts"

/**
 * One itinerary's life (stream `itinerary-<id>`): requested (with its credits reserved in the same
 * append), progressed section by section, then completed or failed exactly once; later a PDF may be
 * rendered, and the owner may delete it. The id is derived from the user and the client's tempId, so
 * a retried submit lands on the same stream and never reserves twice.
 */

/** The trip as the writer gets it: the request with the defaults filled in (origin, visa status). */
export const Trip = Schema.Struct({
  ...TripRequest.from.fields,
  origin: Schema.String,
  visaStatus: VisaStatus
})
export type Trip = typeof Trip.Type

export const GenerationRequested = Schema.Struct({
  itineraryId: Schema.String,
  userId: Schema.String,
  tempId: Schema.String,
  request: Trip,
  creditsReserved: Schema.Int,
  /** The public share token (128 random bits, base64url). */
  shareToken: Schema.String,
  /** ISO 8601; the itinerary's createdAt. */
  requestedAt: Schema.String
})
export type GenerationRequested = typeof GenerationRequested.Type

export const GenerationProgressed = Schema.Struct({
  done: Schema.Int,
  total: Schema.Int,
  section: Schema.String,
  /** Which run of the worker wrote it (a resumed generation starts over at attempt 2). */
  attempt: Schema.Int
})

/**
 * Covered destinations: the knowledge base's plan, checked, saved before the AI writes the days
 * (docs/adr/0180-draft-first-generation.md). Its `draftDays` are all the days. Never charged: credits are
 * captured only by GenerationCompleted.
 */
export const GenerationDraftSaved = Schema.Struct({ content: ItineraryContent, attempt: Schema.Int })
/** Days the AI wrote, checked, replacing the draft's; `draftDays` are the days still being written. */
export const GenerationDaysWritten = Schema.Struct({
  days: Schema.Array(ItineraryDay),
  draftDays: Schema.Array(Schema.Int),
  attempt: Schema.Int
})
export const GenerationCompleted = Schema.Struct({ content: ItineraryContent, writer: Schema.String })
export const GenerationFailed = Schema.Struct({ reason: Schema.String })
export const PdfRendered = Schema.Struct({ pdfUrl: Schema.String })
export const ItineraryDeleted = Schema.Struct({ userId: Schema.String })

const itineraryEvents = {
  GenerationRequested,
  GenerationProgressed,
  GenerationDraftSaved,
  GenerationDaysWritten,
  GenerationCompleted,
  GenerationFailed,
  PdfRendered,
  ItineraryDeleted,
  /** The owner's changes, each a new revision (refineEvents.ts). */
  ...refineEvents,
  /** AI regeneration of a day or an activity (regenerationEvents.ts). */
  ...regenerationEvents
}

export type ItineraryEvent = EventsOf<typeof itineraryEvents>

export const itineraryEventTypes = eventTypesOf(itineraryEvents)

const itineraryStreams = streamCategory("itinerary-")
export const ITINERARY_STREAM_PREFIX = itineraryStreams.prefix

export const itineraryStream = itineraryStreams.streamOf

export const itineraryIdOfStream = itineraryStreams.idOf

/** The same user and tempId is the same itinerary (a UUID derived from both). */
export const itineraryIdFor = (userId: string, tempId: string): string => uuidFor(`itinerary:${userId}:${tempId}`)

/** The credits ledger knows the reservation by this id: the itinerary's. */
export const generationIdOf = (itineraryId: string): string => itineraryId
