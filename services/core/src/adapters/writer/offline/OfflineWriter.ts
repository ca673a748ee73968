import type { ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { Effect } from "effect"
import type { KnowledgeIndex } from "../../../domain/knowledge/index.ts"
import type { ChunkKind, ChunkOf, ChunkTask, ItineraryWriterPort, PlaceRef } from "../ItineraryWriter.ts"
import { composeItinerary } from "./composeItinerary.ts"
import { genericGuide } from "./genericGuide.ts"
import { planTrip } from "../../../domain/planner/planTrip.ts"
import { bundledPlanSources } from "./planSources.ts"
import { phrasesFor, untranslatedGuideTextNotice } from "./phrases/phrases.ts"

/**
 * The offline writer's whole itinerary for a trip: composed from the knowledge base when it covers the
 * destination, else from the generic guide (kinds of places, never invented venues; the plan checks
 * then say plainly that we have no local guide).
 */
export const offlineItinerary = (trip: Trip, knowledge: KnowledgeIndex): ItineraryContent => {
  const resolution = knowledge.resolve(trip.destination, trip.destinationType)
  return resolution ? planTrip(trip, bundledPlanSources(trip, resolution)) : composeItinerary(trip, genericGuide(trip.destination, trip.destinationType), phrasesFor(trip)("genericPlanNote"))
}

/**
 * A day of a finished plan written again (docs/adr/0130-refine-itinerary.md, "AI regeneration"): from the
 * knowledge base, never a place of another day; without a local guide, the generic day as before.
 */
export const offlineChunk = <K extends ChunkKind>(task: ChunkTask<K>, knowledge: KnowledgeIndex): ChunkOf[K] => {
  const dayNumber = task.dayNumbers?.[0]
  const resolution = task.regenerate && dayNumber !== undefined ? knowledge.resolve(task.trip.destination, task.trip.destinationType) : undefined
  if (task.regenerate === undefined || resolution === undefined || dayNumber === undefined) return chunkOfItinerary(offlineItinerary(task.trip, knowledge), task)
  const ids = (places: ReadonlyArray<PlaceRef>) => new Set(places.flatMap((p) => (p.placeId ? [p.placeId] : [])))
  const regenerating = {
    dayNumber,
    avoid: ids(task.regenerate.avoid),
    current: ids(task.regenerate.current),
    ...(task.regenerate.instruction ? { instruction: task.regenerate.instruction } : {}),
    ...(task.regenerate.activity?.minutes === undefined ? {} : { maxVisitMinutes: task.regenerate.activity.minutes })
  }
  const chunk = chunkOfItinerary(planTrip(task.trip, bundledPlanSources(task.trip, resolution), regenerating), task)
  const part = task.regenerate.part
  if (task.kind !== "days" || part === undefined) return chunk
  // One part of the day: the activities that start in it (the day as a whole is composed as one).
  const inPart = (time: string) => (part.from === undefined || time >= part.from) && (part.until === undefined || time < part.until)
  const days = (chunk as ChunkOf["days"]).days.map((d) => {
    const activities = d.activities.filter((a) => inPart(a.time))
    const titles = new Set(activities.flatMap((a) => [a.title, a.details.location]))
    return { ...d, activities, visitedAttractions: d.visitedAttractions.filter((v) => titles.has(v)) }
  })
  return { days } as unknown as ChunkOf[K]
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
  write: (task) => Effect.sync(() => offlineChunk(task, knowledge)),
  languageNotice: untranslatedGuideTextNotice
})
