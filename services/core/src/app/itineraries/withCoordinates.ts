import type { Itinerary } from "@safarnama/events/contract/itinerary"
import { Effect } from "effect"
import { Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { planCoordinates } from "../../domain/knowledge/planCoordinates.ts"

/**
 * The itinerary with the knowledge base's coordinates of its regions and places attached (for the
 * journey map, docs/adr/0121-journey-map.md). Attached when served, never stored: plans saved before the
 * map get one too, and a corrected coordinate reaches every plan. An itinerary without content has none.
 */
export const withCoordinates = <I extends Itinerary>(itinerary: I): Effect.Effect<I, never, Knowledge> =>
  Effect.map(Knowledge, (knowledge) =>
    itinerary.content ? { ...itinerary, coordinates: planCoordinates(knowledge, itinerary, itinerary.content) } : itinerary
  )
