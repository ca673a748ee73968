import type { ItineraryContent, PlanCoordinates, TripType } from "@safarnama/events/contract/itinerary"
import { type KnowledgeIndex, normalizeName } from "./index.ts"
import type { Destination, Region } from "./schema.ts"

/**
 * The knowledge base's coordinates for a plan's regions and places, for the journey map
 * (docs/adr/0121-journey-map.md). Places by their knowledge-base id. Regions by name, looked up only in
 * the destinations the plan is about (the trip's destination as resolved when it was planned, and the
 * destinations of its verified places), never across the whole base: "Old City" is in several. A region
 * or place we do not know is left out, and the map leaves it off.
 */
export function planCoordinates(
  knowledge: KnowledgeIndex,
  trip: { readonly destination: string; readonly destinationType: TripType },
  content: ItineraryContent
): PlanCoordinates {
  const placeIds = new Set(
    (content.dailyItinerary ?? []).flatMap((day) => (day.activities ?? []).flatMap((a) => (a.placeId ? [a.placeId] : [])))
  )
  const places = [...placeIds].flatMap((id) => {
    const entry = knowledge.place(id)
    return entry ? [{ id, lat: entry.place.lat, lon: entry.place.lon }] : []
  })

  const destinations = new Set<Destination>()
  const resolved = knowledge.resolve(trip.destination, trip.destinationType)
  if (resolved) destinations.add(resolved.destination)
  for (const id of placeIds) {
    const entry = knowledge.place(id)
    if (entry) destinations.add(entry.destination)
  }
  const regionsByName = new Map<string, Region>()
  for (const destination of destinations) {
    for (const region of destination.regions) {
      // "Washington, D.C." is also "Washington"; the first destination named keeps a shared name.
      for (const name of [region.name, region.name.split(",")[0]!]) {
        const key = normalizeName(name)
        if (!regionsByName.has(key)) regionsByName.set(key, region)
      }
    }
  }
  const planRegionNames = new Set([
    ...(content.geographicProgression?.regionSequence ?? []).map((stop) => stop.regionName),
    ...(content.dailyItinerary ?? []).map((day) => day.region)
  ])
  const regions = [...planRegionNames].flatMap((name) => {
    const region = regionsByName.get(normalizeName(name))
    return region ? [{ name, lat: region.coordinates.lat, lon: region.coordinates.lon }] : []
  })
  return { regions, places }
}
