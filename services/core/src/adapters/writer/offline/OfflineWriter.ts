import type { ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { Effect } from "effect"
import type { KnowledgeIndex } from "../../../domain/knowledge/index.ts"
import { notCoveredMessage } from "@safarnama/events/contract/coverage"
import { type ChunkKind, type ChunkOf, type ChunkTask, type ItineraryWriterPort, type PlaceRef, WriterFailure } from "../ItineraryWriter.ts"
import { planTrip } from "../../../domain/planner/planTrip.ts"
import { bundledPlanSources } from "./planSources.ts"
import { untranslatedGuideTextNotice } from "./phrases/phrases.ts"

/**
 * The offline writer's whole itinerary for a trip the knowledge base covers. A destination it does not
 * cover has no plan at all (ADR 0200: no sale without verified places): asking for one is a defect of
 * the caller, which checks the coverage first.
 */
export const offlineItinerary = (trip: Trip, knowledge: KnowledgeIndex): ItineraryContent => {
  const resolution = knowledge.resolve(trip.destination, trip.destinationType)
  if (resolution === undefined) throw new Error(notCoveredMessage(trip.destination))
  return planTrip(trip, bundledPlanSources(trip, resolution))
}

/**
 * A day of a finished plan written again (docs/adr/0130-refine-itinerary.md, "AI regeneration"): from the
 * knowledge base, never a place of another day.
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
    ...(task.regenerate.activity?.minutes === undefined ? {} : { maxVisitMinutes: task.regenerate.activity.minutes }),
    // The plan's route as it was made: the day stays in its region whatever the planner routes today.
    ...(task.route ? { route: task.route.regionSequence } : {})
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
 * The default writer: no key, no network. Builds the plan from the knowledge base and hands it out chunk
 * by chunk like the AI writer; a destination the knowledge base does not cover it refuses, as every
 * writer does (ADR 0200). In Hindi it writes its own words in Hindi and keeps the guide text English,
 * which the plan then says at its top.
 */
export const makeOfflineWriter = (knowledge: KnowledgeIndex): ItineraryWriterPort => ({
  name: `offline (knowledge base: ${knowledge.destinations.length} destinations)`,
  write: (task) =>
    knowledge.resolve(task.trip.destination, task.trip.destinationType)
      ? Effect.sync(() => offlineChunk(task, knowledge))
      : Effect.fail(new WriterFailure({ reason: notCoveredMessage(task.trip.destination) })),
  languageNotice: untranslatedGuideTextNotice
})
