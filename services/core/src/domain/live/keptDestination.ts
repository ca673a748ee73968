import { normalizeName } from "../knowledge/index.ts"
import type { Destination } from "../knowledge/schema.ts"

/**
 * What the database keeps of a destination grounded on the live source (issue 41, docs/adr/0260-live-grounding.md):
 * Google's terms let us keep place ids and nothing else Google says, so a destination is kept as its area's
 * place id and the place ids its guide was built from, each with the search that found it and its place
 * in Google's order. Every traveller who plans the destination shares them; the rest is read again.
 */

/** The search a kept place was found by: a guide is built again from the same roles in the same order. */
export const KEPT_ROLES = ["sight", "food", "food-vegetarian", "stay", "hub", "station"] as const
export type KeptRole = (typeof KEPT_ROLES)[number]

export interface KeptPlace {
  readonly googlePlaceId: string
  readonly role: KeptRole
  /** Its place among the role's places, from 0, in Google's order. */
  readonly rank: number
}

export interface KeptLiveDestination {
  /** The destination as travellers typed it, by trip type (liveDestinationKey). */
  readonly key: string
  /** Google's place id of the destination's area: read again by id, not searched again by text. */
  readonly areaPlaceId: string
  readonly places: ReadonlyArray<KeptPlace>
  /** When Google's findings were read (ms since the epoch). */
  readonly foundAtMs: number
}

/** "Ulan Bator" and "ulan-bator" as one destination; the same text as a domestic and an international trip are two. */
export const liveDestinationKey = (text: string, tripType: Destination["type"]): string => `${tripType}:${normalizeName(text)}`

/** Why a kept destination cannot be kept or trusted as it is; none when it can. */
export const keptProblems = (kept: KeptLiveDestination): ReadonlyArray<string> => {
  const problems: Array<string> = []
  if (kept.areaPlaceId.trim() === "") problems.push("the area has no place id")
  const seen = new Set<string>()
  for (const place of kept.places) {
    const name = `${place.role} ${JSON.stringify(place.googlePlaceId)}`
    if (place.googlePlaceId.trim() === "") problems.push(`a ${place.role} has no place id`)
    if (!Number.isInteger(place.rank) || place.rank < 0) problems.push(`${name} has rank ${place.rank}: a rank is a whole number from 0`)
    const pair = `${place.role}\u0000${place.googlePlaceId}`
    if (seen.has(pair)) problems.push(`${name} is kept twice`)
    seen.add(pair)
  }
  return problems
}
