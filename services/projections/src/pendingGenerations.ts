import { type ItineraryEvent, itineraryIdOfStream } from "@safarnama/events/itineraries/events"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import { type Projection, type Statement, statement } from "./Projection.ts"

const toStatement = (recorded: RecordedEvent): Statement | undefined => {
  const id = itineraryIdOfStream(recorded.streamId)
  if (id === undefined) return undefined
  const event = { type: recorded.type, data: recorded.data } as ItineraryEvent
  switch (event.type) {
    case "GenerationRequested":
      return statement(
        `INSERT INTO pending_generations (itinerary_id, user_id, requested_at) VALUES ($1, $2, $3) ON CONFLICT (itinerary_id) DO NOTHING`,
        id,
        event.data.userId,
        event.data.requestedAt
      )
    case "GenerationCompleted":
    case "GenerationFailed":
      return statement(`DELETE FROM pending_generations WHERE itinerary_id = $1`, id)
    default:
      return undefined
  }
}

/**
 * The generation worker's to-do list: requested and not yet finished. Deleting an itinerary does not
 * remove it here, because its credit reservation must still be captured or released.
 */
export const pendingGenerationsProjection: Projection = {
  name: "pending-generations",
  eventTypes: new Set(["GenerationRequested", "GenerationCompleted", "GenerationFailed"]),
  reset: [statement(`DELETE FROM pending_generations`)],
  apply: (events: ReadonlyArray<RecordedEvent>) => events.flatMap((e) => toStatement(e) ?? [])
}
