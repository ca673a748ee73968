import type { DayDraft, ItineraryContent } from "@safarnama/events/contract/itinerary"
import { bundledKnowledge } from "../src/adapters/knowledge/Knowledge.ts"
import type { PlaceRef } from "../src/adapters/writer/ItineraryWriter.ts"
import { chunkOfItinerary, offlineChunk } from "../src/adapters/writer/offline/OfflineWriter.ts"
import { goaTrip } from "./refineKit.ts"

/** A regenerated day of the 3-day Goa plan as the offline writer writes it, avoiding the other days' places. */
const knowledge = bundledKnowledge()
const refOf = (a: { title: string; placeId?: string | undefined }): PlaceRef => (a.placeId ? { title: a.title, placeId: a.placeId } : { title: a.title })
const isSight = (a: { type: string }) => !/food|transport/.test(a.type)

export const offlineDayFor = (content: ItineraryContent, dayNumber: number, instruction?: string): typeof DayDraft.Type => {
  const others = content.dailyItinerary.filter((d) => d.dayNumber !== dayNumber).flatMap((d) => d.activities.filter(isSight))
  const current = content.dailyItinerary.find((d) => d.dayNumber === dayNumber)?.activities.filter(isSight) ?? []
  const chunk = offlineChunk(
    { kind: "days", trip: goaTrip, route: chunkOfItinerary(content, { kind: "route" }), dayNumbers: [dayNumber], regenerate: { avoid: others.map(refOf), current: current.map(refOf), ...(instruction ? { instruction } : {}) } },
    knowledge
  )
  return chunk.days[0]!
}
