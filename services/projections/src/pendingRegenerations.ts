import { type ItineraryEvent, itineraryIdOfStream } from "@safarnama/events/itineraries/events"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import { type Projection, type Statement, statement } from "./Projection.ts"

const toStatement = (recorded: RecordedEvent): Statement | undefined => {
  const id = itineraryIdOfStream(recorded.streamId)
  if (id === undefined) return undefined
  const event = { type: recorded.type, data: recorded.data } as ItineraryEvent
  switch (event.type) {
    case "RegenerationRequested":
      return statement(
        `INSERT INTO pending_regenerations (regeneration_id, itinerary_id, requested_at) VALUES ($1, $2, $3) ON CONFLICT (regeneration_id) DO NOTHING`,
        event.data.regenerationId,
        id,
        event.data.requestedAt
      )
    case "DayRegenerated":
    case "ActivityRegenerated":
    case "RegenerationFailed":
      return statement(`DELETE FROM pending_regenerations WHERE regeneration_id = $1`, event.data.regenerationId)
    default:
      return undefined
  }
}

/**
 * Regenerations requested and not yet ended (docs/adr/0130-refine-itinerary.md, "AI regeneration"): what
 * the servers' sweep resumes, or fails and releases, when the server running one died.
 */
export const pendingRegenerationsProjection: Projection = {
  name: "pending-regenerations",
  eventTypes: new Set(["RegenerationRequested", "DayRegenerated", "ActivityRegenerated", "RegenerationFailed"]),
  reset: [statement(`DELETE FROM pending_regenerations`)],
  apply: (events: ReadonlyArray<RecordedEvent>) => events.flatMap((e) => toStatement(e) ?? [])
}
