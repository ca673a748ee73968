import type { CoverageResponse, CoveredGuide } from "@safarnama/events/contract/coverage"
import { allPlaces, type KnowledgeIndex, normalizeName, placesOf, type Resolution } from "./index.ts"
import { isLiveGuide } from "../live/isLiveGuide.ts"
import type { Destination } from "./schema.ts"

/** How many covered destinations a "not yet" answer suggests. */
const NEAREST = 3

const guideOf = (resolution: Pick<Resolution, "destination" | "focusRegion">): CoveredGuide => {
  const { destination, focusRegion } = resolution
  return {
    id: destination.id,
    name: destination.name,
    destinationType: destination.type,
    country: destination.country,
    ...(focusRegion ? { focusRegion: focusRegion.name } : {}),
    regions: destination.regions.map((r) => ({ name: r.name, places: placesOf(r).length })),
    places: allPlaces(destination).length,
    ...(isLiveGuide(destination) ? { source: "google-maps" as const } : {})
  }
}

/**
 * The covered destinations near a place we do not cover, from what its text says of where it is
 * ("Kedarnath, Uttarakhand, India": Uttarakhand's guides, else India's): those of the same state, else of
 * the same country, of the trip's type first, the best covered first. A place whose text names no state
 * or country we know gets none: we do not guess where it is.
 */
const nearestTo = (destinations: ReadonlyArray<Destination>, text: string, type: Destination["type"]): CoverageResponse["nearest"] => {
  const parts = text.split(/[,;/|]+/).map(normalizeName).filter((p) => p !== "")
  const broader = parts.slice(1)
  const named = (name: string | undefined) => name !== undefined && broader.includes(normalizeName(name))
  const byCoverage = (list: ReadonlyArray<Destination>) =>
    [...list].sort((a, b) => Number(b.type === type) - Number(a.type === type) || allPlaces(b).length - allPlaces(a).length)
  const sameState = destinations.filter((d) => named(d.state))
  const sameCountry = destinations.filter((d) => named(d.country))
  const near = sameState.length > 0 ? sameState : sameCountry
  return byCoverage(near)
    .slice(0, NEAREST)
    .map((d) => ({ id: d.id, name: d.name, destinationType: d.type }))
}

/**
 * What we can plan for a destination as the traveller typed or picked it (docs/adr/0200-no-sale-without-places.md):
 * the guide that covers it; else, covered as the other trip type ("Goa" picked as international); else
 * "not yet" with the covered destinations near it. A trip is sold only when covered.
 */
export const coverageOf = (index: KnowledgeIndex, text: string, type: Destination["type"]): CoverageResponse => {
  const destination = text.trim()
  const found = index.resolve(destination, type)
  if (found?.across) {
    const { kind, name, legs, chooseForDays, source } = found.across
    const across = { kind, name, guides: legs.map(guideOf), chosenForDays: chooseForDays, ...(source ? { source } : {}) }
    return { destination, destinationType: type, covered: true, across, nearest: [] }
  }
  if (found) return { destination, destinationType: type, covered: true, guide: guideOf(found), nearest: [] }
  const resolvedOther = index.resolve(destination, type === "domestic" ? "international" : "domestic")
  // Of the other type as a trip across places ("Singapore and Malaysia" picked as domestic): its first guide says so.
  const other = resolvedOther?.across ? { destination: resolvedOther.across.legs[0]!.destination } : resolvedOther
  return {
    destination,
    destinationType: type,
    covered: false,
    ...(other ? { otherType: guideOf(other) } : {}),
    nearest: other ? [] : nearestTo(index.destinations, destination, type)
  }
}
