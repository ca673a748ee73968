/**
 * What the live source found for a destination no bundled guide covers (issue 41): Google Maps Platform's
 * answers in our own types, so the guide built from them (a pure function of these) does not depend on
 * Google's wire shapes. The Google adapter (adapters/places/live) decodes its answers into these.
 */

/** A day and time of a week, as Places API (New) `regularOpeningHours.periods` gives it: day 0 is Sunday. */
export interface LiveWeekTime {
  readonly day: number
  readonly hour: number
  readonly minute: number
}

/** An opening period; no `close` means open around the clock (Google's way of saying 24/7). */
export interface LiveOpeningPeriod {
  readonly open: LiveWeekTime
  readonly close?: LiveWeekTime
}

/** Google's `priceLevel`, without its PRICE_LEVEL_ prefix. */
export const LIVE_PRICE_LEVELS = ["free", "inexpensive", "moderate", "expensive", "very-expensive"] as const
export type LivePriceLevel = (typeof LIVE_PRICE_LEVELS)[number]

/** A place Google returned: a sight, a place to eat, a stay, or the arrival hub. */
export interface LivePlace {
  readonly googlePlaceId: string
  readonly name: string
  readonly lat: number
  readonly lon: number
  readonly address: string
  /** The locality or sub-locality of its `addressComponents` (a neighbourhood, a town): names a region. */
  readonly locality?: string
  /** Google's place types, e.g. ["museum", "tourist_attraction", "point_of_interest"]. */
  readonly types: ReadonlyArray<string>
  readonly primaryType?: string
  readonly rating?: number
  /** The number of Google reviews: the evidence of how much visitors seek a sight (issue 37). */
  readonly userRatingCount: number
  readonly priceLevel?: LivePriceLevel
  readonly servesVegetarianFood?: boolean
  readonly servesBreakfast?: boolean
  readonly servesLunch?: boolean
  readonly servesDinner?: boolean
  /** `regularOpeningHours.periods`; undefined when Google has no hours for it. */
  readonly openingPeriods?: ReadonlyArray<LiveOpeningPeriod>
  /** Google's `editorialSummary.text`, where it has one. */
  readonly summary?: string
  readonly businessStatus?: "OPERATIONAL" | "CLOSED_TEMPORARILY" | "CLOSED_PERMANENTLY"
}

/** The destination's own area, as Text Search found it (a city, a town, a region). */
export interface LiveArea {
  readonly googlePlaceId: string
  readonly name: string
  readonly lat: number
  readonly lon: number
  readonly address: string
  readonly types: ReadonlyArray<string>
  /** ISO 3166-1 alpha-2, lower case, from `addressComponents` (country). */
  readonly countryCode?: string
  readonly country?: string
  /** `administrative_area_level_1`: an Indian state, for a domestic trip. */
  readonly state?: string
  /** `viewport`: how far the area reaches. */
  readonly viewport?: { readonly low: { readonly lat: number; readonly lon: number }; readonly high: { readonly lat: number; readonly lon: number } }
}

/** Everything one destination's searches found, and the day they were made (the facts' `asOf`). */
export interface LiveFindings {
  readonly area: LiveArea
  readonly sights: ReadonlyArray<LivePlace>
  readonly food: ReadonlyArray<LivePlace>
  readonly stays: ReadonlyArray<LivePlace>
  /** The nearest airport (or main station) a traveller arrives at. */
  readonly hub?: LivePlace
  /**
   * The nearest railway station Google finds: where trains are how travellers arrive (the Konkan coast,
   * whose airports have few flights), the guide may prefer it to the airport.
   */
  readonly station?: LivePlace
  /** 'YYYY-MM-DD'. */
  readonly fetchedOn: string
}

/** A point a route is asked between: a region's centre or the hub. */
export interface LivePoint {
  readonly lat: number
  readonly lon: number
}

/** Routes API `computeRouteMatrix` travel modes we ask for. */
export const LIVE_TRAVEL_MODES = ["drive", "transit"] as const
export type LiveTravelMode = (typeof LIVE_TRAVEL_MODES)[number]

/** One element of a route matrix: from origins[originIndex] to destinations[destinationIndex]. */
export interface LiveRoute {
  readonly originIndex: number
  readonly destinationIndex: number
  readonly mode: LiveTravelMode
  /** Undefined when Google found no route (`condition: ROUTE_NOT_FOUND`) or answered an element error. */
  readonly minutes?: number
  readonly km?: number
}
