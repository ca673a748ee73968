import { greatCircleKm } from "../knowledge/geo.ts"
import type { LiveFindings, LivePlace, LivePoint, LiveRoute } from "./findings.ts"
import type { LiveRegion } from "./liveRegions.ts"

/**
 * The journeys of a guide built from the live source (issue 41): one Routes API matrix by each mode between
 * the arrival hub and every region's centre, both ways, so every pair a route may take has Google's time.
 */

/** What the Routes API answered, by mode. */
export interface LiveJourneys {
  readonly drive: ReadonlyArray<LiveRoute>
  readonly transit: ReadonlyArray<LiveRoute>
}

/** An airport this near is how travellers arrive; further off, a railway station this near is. */
const AIRPORT_REACH_KM = 200
const STATION_REACH_KM = 100

/** Where travellers arrive: the nearest airport within reach, else a station within reach, else the airport. */
export const hubOf = (findings: LiveFindings): LivePlace | undefined => {
  const { hub, station, area } = findings
  if (hub && greatCircleKm(area, hub) <= AIRPORT_REACH_KM) return hub
  if (station && greatCircleKm(area, station) <= STATION_REACH_KM) return station
  return hub ?? station
}

/** The points asked about: the hub first (when there is one), then the regions in order. */
export const journeyPointsOf = (findings: LiveFindings, regions: ReadonlyArray<LiveRegion>): ReadonlyArray<LivePoint> => {
  const hub = hubOf(findings)
  return [...(hub ? [{ lat: hub.lat, lon: hub.lon }] : []), ...regions.map((r) => r.centre)]
}

export const journeysToAsk = (findings: LiveFindings, regions: ReadonlyArray<LiveRegion>) => {
  const points = journeyPointsOf(findings, regions)
  return { origins: points, destinations: points }
}
