import type { Itinerary, ItineraryId } from "@safarnama/events/contract/itinerary"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import type { GenerationRequested } from "@safarnama/events/itineraries/events"
import type { ItineraryState } from "../../domain/itineraries/decider.ts"

/**
 * The read shape of docs/http-contract.md from the itinerary's own stream (read-your-writes right after
 * a request or an outcome). The same shape from the read model: projections/itineraryQueries.ts.
 */
export const itineraryFromStream = (state: Exclude<ItineraryState, { status: "none" }>, history: ReadonlyArray<RecordedEvent>): Itinerary => {
  const requested: GenerationRequested = state.requested
  const { request } = requested
  // The current revision: the generated plan, or the plan after the owner's last change.
  const current = state.revisions[state.revisions.length - 1]
  const failed = history.find((e) => e.type === "GenerationFailed")?.data as { reason: string } | undefined
  return {
    id: requested.itineraryId as ItineraryId,
    status: state.status,
    destination: request.destination,
    destinationType: request.destinationType,
    duration: request.duration,
    travelDates: request.travelDates,
    budget: request.budget,
    travelStyle: request.travelStyle,
    accommodation: request.accommodation,
    transportation: request.transportation,
    dietaryRestrictions: request.dietaryRestrictions,
    travellingWith: request.travellingWith,
    interests: request.interests,
    origin: request.origin,
    language: request.language ?? "en",
    createdAt: requested.requestedAt,
    shareUrl: requested.shareToken,
    ...(state.pdfUrl ? { pdfUrl: state.pdfUrl } : {}),
    ...(state.status === "ready" && current ? { content: current.content, revision: current.revision } : {}),
    ...(state.status === "ready" && current?.at !== undefined ? { updatedAt: current.at } : {}),
    ...(state.status === "generating" && state.progress ? { progress: state.progress } : {}),
    ...(state.status === "generating" && history.some((e) => e.type === "GenerationDraftSaved") ? { hasDraft: true } : {}),
    ...(state.status === "failed" && failed ? { failureReason: failed.reason } : {})
  }
}
