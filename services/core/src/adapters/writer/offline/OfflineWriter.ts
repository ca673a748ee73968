import { Effect } from "effect"
import type { ItineraryContent } from "../../../contract/itinerary.ts"
import type { Trip } from "../../../domain/itineraries/events.ts"
import type { ChunkKind, ChunkOf, ChunkTask, ItineraryWriterPort } from "../ItineraryWriter.ts"
import { composeItinerary, GENERIC_PLAN_NOTE, SAMPLE_PLAN_NOTE } from "./composeItinerary.ts"
import type { DestinationGuide } from "./DestinationGuide.ts"
import { genericGuide } from "./genericGuide.ts"

/** Finds the bundled guide for a destination as a traveller types it. */
export type GuideFinder = (destination: string) => DestinationGuide | undefined

/** The bundled guides (the 12 showcase destinations), loaded once. */
export const loadBundledGuides = Effect.promise(async (): Promise<GuideFinder> => (await import("./data/index.ts")).findGuide)

/** The bundled guide for the trip when there is one of the same trip type, else the generic guide. */
export const guideFor = (trip: Pick<Trip, "destination" | "destinationType">, findGuide: GuideFinder): { guide: DestinationGuide; bundled: boolean } => {
  const found = findGuide(trip.destination)
  return found && found.type === trip.destinationType
    ? { guide: found, bundled: true }
    : { guide: genericGuide(trip.destination, trip.destinationType), bundled: false }
}

/** The offline writer's whole itinerary for a trip (it says it is a sample plan). */
export const offlineItinerary = (trip: Trip, findGuide: GuideFinder): ItineraryContent => {
  const { guide, bundled } = guideFor(trip, findGuide)
  return composeItinerary(trip, guide, bundled ? SAMPLE_PLAN_NOTE : GENERIC_PLAN_NOTE)
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
 * The default writer: no key, no network. Builds the plan from the bundled guides (the 12 showcase
 * destinations) or the generic guide, and hands it out chunk by chunk like the AI writer.
 */
export const makeOfflineWriter = (findGuide: GuideFinder): ItineraryWriterPort => ({
  name: "offline (bundled destination guides)",
  write: (task) => Effect.sync(() => chunkOfItinerary(offlineItinerary(task.trip, findGuide), task))
})
