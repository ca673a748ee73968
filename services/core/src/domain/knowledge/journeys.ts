import type { Transportation } from "@safarnama/events/contract/options"
import { greatCircleKm } from "./geo.ts"
import type { Destination, JourneyMode, JourneyOption, Region } from "./schema.ts"
import { computedJourney, type JourneyEnd, type Leg, type RoadSpeed } from "./travel.ts"

/**
 * Journeys between a destination's regions (and from its arrival hub) as the traveller would make them
 * (docs/adr/0150-scope-and-journeys.md): the destination file's journeys table first, by the mode the
 * trip's transportation choice allows, else the computed model (travel.ts) as a marked estimate.
 */

/** "hub" or a region id. */
export type EndId = string
export const HUB: EndId = "hub"

/** Beyond this, a destination's arrival hub does not serve a region: its town is reached by a journey of its own. */
const HUB_REACH_KM = 80
export const hubServes = (destination: Pick<Destination, "arrivalHub">, region: Pick<Region, "coordinates">): boolean =>
  greatCircleKm(destination.arrivalHub.coordinates, region.coordinates) <= HUB_REACH_KM

export interface PlannedJourney extends Leg {
  readonly mode: JourneyMode
  /** Where the time comes from; undefined when it is computed. */
  readonly source?: string
  readonly asOf?: string
  /** No published figure backs it (a computed time, or a table entry marked as an estimate). */
  readonly estimate: boolean
  readonly note?: string
  /** The sight the journey is (the Kandy to Ella train) or stops at on the way (Ananuri): planned with it. */
  readonly carries?: CarriedSight
}

export interface CarriedSight {
  /** An attraction id of one of the journey's ends. */
  readonly id: string
  /** A stop on the way (its visit is added to the journey's slot), else the journey is the sight itself. */
  readonly stop: boolean
}

/** Which modes a trip's transportation choice takes: public transport, a car, or whichever is sensible. */
const ALLOWED: Record<Transportation, ReadonlySet<JourneyMode>> = {
  public: new Set(["bus", "rail", "overnight-train", "overnight-bus", "flight", "ferry"]),
  private: new Set(["road", "flight", "ferry"]),
  mixed: new Set(["road", "bus", "rail", "overnight-train", "overnight-bus", "flight", "ferry"])
}

/** Overnight options are a last resort for a planned day: they replace a night at the hotel. */
const isOvernight = (mode: JourneyMode) => mode === "overnight-train" || mode === "overnight-bus"

export const roadSpeedOf = (destination: Destination): RoadSpeed => destination.roadSpeed ?? (destination.type === "domestic" ? "average" : "fast")

const journeyEntry = (destination: Destination, from: EndId, to: EndId) =>
  destination.journeys.find((j) => (j.from === from && j.to === to) || (j.from === to && j.to === from))

/** The table's options between two ends, in either direction; empty when the table has no entry. */
export const journeyOptions = (destination: Destination, from: EndId, to: EndId): ReadonlyArray<JourneyOption> => journeyEntry(destination, from, to)?.options ?? []

/** The sight an option carries: its own sight in the direction the table writes it, or its stop on the way in either. */
const carriedSight = (o: JourneyOption, forward: boolean): CarriedSight | undefined =>
  o.sight !== undefined && forward ? { id: o.sight, stop: false } : o.stopsAt !== undefined ? { id: o.stopsAt, stop: true } : undefined

/**
 * The option a traveller would take: among the modes the transportation choice allows (any, when it
 * allows none of the table's: Zermatt has no road for a private car), day journeys before overnight
 * ones, those `preferred` (one that carries a sight the trip still wants), the quickest door to door.
 */
export const chooseOption = (
  options: ReadonlyArray<JourneyOption>,
  transportation: Transportation,
  preferred: (o: JourneyOption) => boolean = () => false
): JourneyOption | undefined => {
  if (options.length === 0) return undefined
  const allowed = options.filter((o) => ALLOWED[transportation].has(o.mode))
  const pool = allowed.length > 0 ? allowed : options
  const day = pool.filter((o) => !isOvernight(o.mode))
  const sensible = day.length > 0 ? day : pool
  const wanted = sensible.filter(preferred)
  return [...(wanted.length > 0 ? wanted : sensible)].sort((a, b) => a.minutes - b.minutes)[0]
}

/** A table option as a planned journey. */
export const fromOption = (o: JourneyOption): PlannedJourney => ({
  km: Math.round(o.km),
  minutes: o.minutes,
  mode: o.mode,
  source: o.source,
  asOf: o.asOf,
  estimate: o.estimate === true,
  ...(o.note ? { note: o.note } : {})
})

/** Where an end is: the hub's coordinates (its ground is the first region's), or a region's centre. */
export const endOf = (destination: Destination, id: EndId): JourneyEnd | undefined => {
  if (id === HUB) return { coordinates: destination.arrivalHub.coordinates, terrain: "city" }
  const region = destination.regions.find((r) => r.id === id)
  return region ? { coordinates: region.coordinates, terrain: region.terrain } : undefined
}

/** The computed journey, by road (a flight beyond a day's drive, a ferry to an island reached by boat). */
export const computedBetween = (destination: Destination, from: JourneyEnd, to: JourneyEnd, transportation: Transportation, toRegion?: Region): PlannedJourney => {
  const roads = roadSpeedOf(destination)
  const byRoad = computedJourney(from, to, transportation === "public" ? "bus" : "road", roads)
  const byBoat = toRegion?.arriveBy === "ferry" ? computedJourney(from, to, "ferry", roads) : undefined
  const byAir = byRoad.minutes > 8 * 60 ? computedJourney(from, to, "flight", roads) : undefined
  const best = [byRoad, byBoat, byAir].filter((l): l is Leg => l !== undefined).sort((a, b) => a.minutes - b.minutes)[0]!
  return { ...best, mode: best.mode as JourneyMode, estimate: true }
}

/**
 * The journey between two ends of a destination as planned: the table's sensible option, else computed.
 * `wants` says which sights the trip still plans: an option that carries one is taken where the
 * transportation choice allows it (the Kandy to Ella train over the quicker road), and carries it.
 */
export const planJourney = (destination: Destination, from: EndId, to: EndId, transportation: Transportation, wants: (sightId: string) => boolean = () => false): PlannedJourney => {
  const entry = journeyEntry(destination, from, to)
  const forward = entry?.from === from
  const carried = (o: JourneyOption) => {
    const sight = carriedSight(o, forward)
    return sight !== undefined && wants(sight.id) ? sight : undefined
  }
  const option = chooseOption(entry?.options ?? [], transportation, (o) => carried(o) !== undefined)
  if (option) {
    const sight = carried(option)
    return { ...fromOption(option), ...(sight ? { carries: sight } : {}) }
  }
  const a = endOf(destination, from)
  const b = endOf(destination, to)
  if (a === undefined || b === undefined) throw new Error(`no such journey end in ${destination.id}: ${from} -> ${to}`)
  return computedBetween(destination, a, b, transportation, destination.regions.find((r) => r.id === to))
}

/** The journey by one stated mode (for the checks: a plan that says "by train" is held to the train). */
export const journeyByMode = (destination: Destination, from: EndId, to: EndId, modes: ReadonlyArray<JourneyMode>): PlannedJourney | undefined => {
  const option = journeyOptions(destination, from, to)
    .filter((o) => modes.includes(o.mode))
    .sort((a, b) => a.minutes - b.minutes)[0]
  if (option) return fromOption(option)
  const a = endOf(destination, from)
  const b = endOf(destination, to)
  if (a === undefined || b === undefined) return undefined
  return { ...computedJourney(a, b, modes[0]!, roadSpeedOf(destination)), mode: modes[0]!, estimate: true }
}
