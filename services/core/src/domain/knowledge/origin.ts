import type { Transportation, TripType } from "@safarnama/events/contract/options"
import { greatCircleKm } from "./geo.ts"
import { normalizeName } from "./index.ts"
import type { PlannedJourney } from "./journeys.ts"
import type { Coordinates } from "./schema.ts"
import { computedJourney, type Leg } from "./travel.ts"

/**
 * The journey from where the traveller lives to the destination's arrival hub
 * (docs/adr/0150-scope-and-journeys.md): the sensible mode within the trip's transportation choice
 * (a flight between airports when the road or the train takes much longer), always a computed estimate.
 */

export interface OriginCity {
  readonly name: string
  readonly aliases: ReadonlyArray<string>
  readonly lat: number
  readonly lon: number
  /** The city has an airport with scheduled passenger flights. */
  readonly airport: boolean
}

/** The city a trip's origin names ("Pune, Maharashtra, India" or "pune"); undefined when we do not know it. */
export const findOrigin = (cities: ReadonlyArray<OriginCity>, text: string): OriginCity | undefined => {
  const parts = [text.split(/[,;/|]+/)[0] ?? "", text].map(normalizeName).filter((p) => p !== "")
  return parts.flatMap((part) => cities.filter((c) => [c.name, ...c.aliases].some((n) => normalizeName(n) === part)))[0]
}

export interface Arrival {
  readonly name: string
  readonly coordinates: Coordinates
  /** Scheduled flights land there (the hub is an airport). */
  readonly airport: boolean
}

/** Closer than this, the traveller is already there: no journey from home. */
const ALREADY_THERE_KM = 40
/** Beyond this straight-line distance a car is not a sensible way from home. */
const LONGEST_DRIVE_KM = 500
/** Flights are not worth their airports below this distance. */
const SHORTEST_FLIGHT_KM = 350

export const journeyFromHome = (origin: OriginCity, to: Arrival, destinationType: TripType, transportation: Transportation): PlannedJourney | undefined => {
  const from = { coordinates: { lat: origin.lat, lon: origin.lon }, terrain: "city" as const }
  const end = { coordinates: to.coordinates, terrain: "plains" as const }
  const km = greatCircleKm(from.coordinates, end.coordinates)
  if (km < ALREADY_THERE_KM) return undefined
  const flight = computedJourney(from, end, "flight")
  // Abroad, and from a city without an airport: the flight, about an hour more for a connection.
  if (destinationType === "international") return { ...flight, minutes: flight.minutes + (origin.airport ? 0 : 60), mode: "flight", estimate: true }
  // Nobody drives across the country to start a holiday: beyond a long day's drive, the train.
  const options: Array<Leg> = [
    ...(transportation !== "public" && km <= LONGEST_DRIVE_KM ? [computedJourney(from, end, "road")] : []),
    ...(transportation !== "private" || km > LONGEST_DRIVE_KM ? [computedJourney(from, end, "rail")] : []),
    ...(origin.airport && to.airport && km >= SHORTEST_FLIGHT_KM ? [flight] : [])
  ]
  const best = [...options].sort((a, b) => a.minutes - b.minutes)[0]!
  return { ...best, mode: best.mode === "walk" || best.mode === "local" ? "road" : best.mode, estimate: true }
}
