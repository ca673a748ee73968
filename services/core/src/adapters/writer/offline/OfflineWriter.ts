import { Effect } from "effect"
import type { ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import type { KnowledgeIndex } from "../../../domain/knowledge/index.ts"
import type { ChunkKind, ChunkOf, ChunkTask, ItineraryWriterPort } from "../ItineraryWriter.ts"
import { composeItinerary } from "./composeItinerary.ts"
import { genericGuide } from "./genericGuide.ts"
import { composeGrounded } from "./grounded/composeGrounded.ts"
import { phrasesFor, untranslatedGuideTextNotice } from "./phrases/phrases.ts"

/**
 * The offline writer's whole itinerary for a trip: composed from the knowledge base when it covers the
 * destination, else from the generic guide (kinds of places, never invented venues; the plan checks
 * then say plainly that we have no local guide).
 */
export const offlineItinerary = (trip: Trip, knowledge: KnowledgeIndex): ItineraryContent => {
  const resolution = knowledge.resolve(trip.destination, trip.destinationType)
  return resolution ? composeGrounded(trip, resolution) : composeItinerary(trip, genericGuide(trip.destination, trip.destinationType), phrasesFor(trip)("genericPlanNote"))
}

/** One chunk of a whole itinerary, as a chunked writer would answer it. */
export const chunkOfItinerary = <K extends ChunkKind>(content: ItineraryContent, task: Pick<ChunkTask<K>, "kind" | "dayNumbers">): ChunkOf[K] => {
  const chunk = ((): ChunkOf[ChunkKind] => {
    switch (task.kind) {
      case "route":
        return {
          regionSequence: content.geographicProgression.regionSequence,
          optimizationStrategy: content.geographicProgression.optimizationStrategy,
          accommodationStrategy: content.geographicProgression.accommodationStrategy,
          costBreakdown: content.costBreakdown
        }
      case "overview":
        return { overview: content.overview }
      case "stays":
        return { hotelRecommendations: content.hotelRecommendations, transportationDetails: content.geographicProgression.transportationDetails }
      case "food":
        return { foodRecommendations: content.foodRecommendations, shoppingInfo: content.shoppingInfo, travelTips: content.travelTips }
      case "visa":
        if (!content.visaInformation) throw new Error("the offline writer has no visa chunk for a domestic trip")
        return { visaInformation: content.visaInformation }
      case "days": {
        const wanted = new Set(task.dayNumbers ?? [])
        return { days: content.dailyItinerary.filter((d) => wanted.has(d.dayNumber)) }
      }
    }
  })()
  return chunk as ChunkOf[K]
}

/**
 * The default writer: no key, no network. Builds the plan from the knowledge base (or the generic guide)
 * and hands it out chunk by chunk like the AI writer. In Hindi it writes its own words in Hindi and keeps
 * the guide text English, which the plan then says at its top.
 */
export const makeOfflineWriter = (knowledge: KnowledgeIndex): ItineraryWriterPort => ({
  name: `offline (knowledge base: ${knowledge.destinations.length} destinations)`,
  write: (task) => Effect.sync(() => chunkOfItinerary(offlineItinerary(task.trip, knowledge), task)),
  languageNotice: untranslatedGuideTextNotice
})
