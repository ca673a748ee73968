import { Data, type Effect } from "effect"
import type { LiveArea, LiveFindings, LivePoint, LiveRoute, LiveTravelMode } from "../../../domain/live/findings.ts"

/**
 * The live source's ports (issue 41): what Google Maps Platform finds for a destination no bundled guide
 * covers, and the routes between its regions. Adapters: Places API (New) Text Search and Routes API
 * computeRouteMatrix (GoogleLiveSearch.ts, GoogleRoutes.ts), tested against loopback fakes.
 */

/** Google could not answer: unreachable, timed out, an error status (400, 403, 429, 5xx) or the breaker is open. */
export class GoogleUnavailable extends Data.TaggedError("GoogleUnavailable")<{
  readonly api: "places" | "routes"
  /** Google's status word (RESOURCE_EXHAUSTED, PERMISSION_DENIED, ...) or ours (timeout, unreachable, breaker-open, malformed). */
  readonly reason: string
  readonly httpStatus?: number
}> {}

/** The day's call budget (GOOGLE_DAILY_CALL_LIMIT) is spent: nothing more is asked of Google until tomorrow (UTC). */
export class GoogleBudgetSpent extends Data.TaggedError("GoogleBudgetSpent")<{ readonly limit: number }> {}

export type LiveSourceError = GoogleUnavailable | GoogleBudgetSpent

export interface LiveSearchPort {
  /** The destination's area as typed ("Ulaanbaatar", "Ganpatipule, Maharashtra"); undefined when Google finds none. */
  readonly findArea: (text: string) => Effect.Effect<LiveArea | undefined, LiveSourceError>
  /**
   * A kept area read again by its Google place id (Place Details), not searched again by text; undefined
   * when Google no longer knows the id (404 NOT_FOUND: Google retires place ids now and then).
   */
  readonly areaById: (googlePlaceId: string) => Effect.Effect<LiveArea | undefined, LiveSourceError>
  /** The area's sights (ranked by reviews), places to eat, stays and arrival hub. */
  readonly findPlaces: (area: LiveArea) => Effect.Effect<Omit<LiveFindings, "area">, LiveSourceError>
}

export interface LiveRoutesPort {
  /** Every origin to every destination by one mode (computeRouteMatrix); an element without a route has no minutes. */
  readonly matrix: (origins: ReadonlyArray<LivePoint>, destinations: ReadonlyArray<LivePoint>, mode: LiveTravelMode) => Effect.Effect<ReadonlyArray<LiveRoute>, LiveSourceError>
}
