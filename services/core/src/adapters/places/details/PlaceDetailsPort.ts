import type { GooglePlaceFacts } from "@safarnama/events/contract/itinerary"
import { Context, type Effect } from "effect"
import type { PlacesUnavailable } from "../PlacesPort.ts"

/**
 * Google's facts about a place a plan recommends: its rating, rating count, address and opening hours
 * (docs/adr/0161-google-place-details.md). Found once by text (the place id is kept), then read by id.
 */
export interface PlaceQuery {
  /** The place's name and address, as a traveller would search for it. */
  readonly text: string
  /** Where the knowledge base puts it: the search prefers results near it. */
  readonly near?: { readonly lat: number; readonly lon: number } | undefined
  /** Google's id where the guide has it (a guide built from Google Maps, issue 41): read by id, never searched. */
  readonly googlePlaceId?: string | undefined
}

export interface PlaceDetailsPort {
  /** The best match for the text near the point, or undefined when Google has none. */
  readonly find: (query: PlaceQuery) => Effect.Effect<GooglePlaceFacts | undefined, PlacesUnavailable>
  /** The current facts of a place found before, or undefined when Google no longer has it. */
  readonly read: (googlePlaceId: string) => Effect.Effect<GooglePlaceFacts | undefined, PlacesUnavailable>
}

export class PlaceDetails extends Context.Tag("PlaceDetails")<PlaceDetails, PlaceDetailsPort | undefined>() {}
