import type { Transportation, TripType } from "@safarnama/events/contract/options"
import { greatCircleKm } from "./geo.ts"
import { chooseOption, fromOption, type PlannedJourney } from "./journeys.ts"
import { journeyFromHome } from "./origin.ts"
import type { Coordinates, HubLink, JourneyOption } from "./schema.ts"
import { computedJourney } from "./travel.ts"

/**
 * The journey between two places of a trip across several (docs/adr/0210-trips-across-places.md): the
 * published journey between the two cities (knowledge/reference/hub-links.json) by the mode the trip's
 * transportation allows, else the sensible computed one (a drive, a train, a flight between airports;
 * origin.ts), marked as our estimate. Pure.
 */

export interface LinkPoint {
  readonly name: string
  readonly coordinates: Coordinates
  /** Scheduled flights leave from it (the place's hub is an airport). */
  readonly airport: boolean
}

/** A published journey serves a place whose base is this close to its city. */
const LINK_REACH_KM = 40
/** A flight's published time is the flight's own: check-in, boarding and the rides to and from the airports on top. */
export const AIRPORT_MINUTES = 150

const near = (a: Coordinates, b: { lat: number; lon: number }) => greatCircleKm(a, b) <= LINK_REACH_KM

/** The published options between the two places, in either direction, door to door. */
export const linkOptions = (links: ReadonlyArray<HubLink>, from: Coordinates, to: Coordinates): ReadonlyArray<JourneyOption> =>
  links
    .filter((l) => (near(from, l.from) && near(to, l.to)) || (near(from, l.to) && near(to, l.from)))
    .flatMap((l) => l.options)
    .map((o) => (o.mode === "flight" ? { ...o, minutes: o.minutes + AIRPORT_MINUTES } : o))

export const linkJourney = (links: ReadonlyArray<HubLink>, from: LinkPoint, to: LinkPoint, type: TripType, transportation: Transportation): PlannedJourney => {
  const option = chooseOption(linkOptions(links, from.coordinates, to.coordinates), transportation)
  if (option) return fromOption(option)
  const computed = journeyFromHome({ name: from.name, aliases: [], lat: from.coordinates.lat, lon: from.coordinates.lon, airport: from.airport }, to, type, transportation)
  if (computed) return computed
  const road = computedJourney({ coordinates: from.coordinates, terrain: "plains" }, { coordinates: to.coordinates, terrain: "plains" }, "road")
  return { ...road, mode: "road", estimate: true }
}

/** The published options by the modes a plan states, for the checks (a plan that says "by train" is held to the train). */
export const linkByModes = (links: ReadonlyArray<HubLink>, from: Coordinates, to: Coordinates, modes: ReadonlyArray<JourneyOption["mode"]>): PlannedJourney | undefined => {
  const option = linkOptions(links, from, to)
    .filter((o) => modes.includes(o.mode))
    .sort((a, b) => a.minutes - b.minutes)[0]
  return option && fromOption(option)
}
