import { greatCircleKm } from "./geo.ts"
import type { Coordinates, JourneyMode, Terrain } from "./schema.ts"

/**
 * Distances and travel times computed, not trusted (docs/adr/0070-knowledge-base.md): great-circle
 * distance times a detour factor for the way, and an average speed for the mode and the ground (hills
 * and mountains are slow). Figures are typical door-to-door averages, not best cases.
 */

/** Road detour over the straight line, by ground (the reference journeys' km over their straight lines). */
export const ROAD_FACTOR: Record<Terrain, number> = { city: 1.3, plains: 1.2, coast: 1.2, desert: 1.15, hills: 1.5, mountains: 1.9, island: 1.3 }
/**
 * A road journey between towns: a fixed part by ground (leaving and entering towns; in hills and
 * mountains the climb) and the rest at an average speed by ground, km/h. Fitted against the reference
 * journeys (knowledge/reference/journeys.json, `npm run bench -- journeys`) with the detours above held
 * to what the references show. The city ground is for journeys inside one city.
 */
export const ROAD_KMH: Record<Terrain, number> = { city: 25, plains: 48, coast: 50, desert: 55, hills: 64, mountains: 48, island: 35 }
export const ROAD_FIXED_MINUTES: Record<Terrain, number> = { city: 10, plains: 15, coast: 15, desert: 15, hills: 75, mountains: 75, island: 15 }
/** Below this straight-line distance a journey between two city regions stays on the city's streets. */
const SAME_CITY_KM = 30
/** Average speed inside a town or area between two stops, km/h (traffic, parking, short hops). */
const LOCAL_KMH: Record<Terrain, number> = { city: 20, plains: 30, coast: 30, desert: 35, hills: 20, mountains: 20, island: 25 }
/**
 * A hop out of town (a day's sight 40 km away: Rhine Falls from Zurich, Hobbiton from Rotorua) leaves the
 * streets after its first LOCAL_STREETS_KM and goes on at the open road's speed, km/h: at town speed all
 * the way, Stonehenge from Bath took 3.5 hours. Hill and mountain roads stay slow; a city's way out is a
 * highway.
 */
const LOCAL_STREETS_KM = 10
const OPEN_ROAD_KMH: Record<Terrain, number> = { city: 48, plains: 48, coast: 50, desert: 55, hills: 40, mountains: 30, island: 35 }

/** The slower of two grounds decides the way between them. */
const SLOWNESS: ReadonlyArray<Terrain> = ["desert", "plains", "coast", "island", "city", "hills", "mountains"]
const slowerTerrain = (a: Terrain, b: Terrain): Terrain => (SLOWNESS.indexOf(a) >= SLOWNESS.indexOf(b) ? a : b)

/** The ground of the way between two towns: a city end counts as plains (leaving it is in the fixed minutes). */
export const wayTerrain = (a: Terrain, b: Terrain): Terrain => slowerTerrain(a === "city" ? "plains" : a, b === "city" ? "plains" : b)

export interface Leg {
  /** Distance along the way, km (rounded). */
  readonly km: number
  /** Door-to-door minutes, rounded up to 5. */
  readonly minutes: number
  readonly mode: JourneyMode | "walk" | "local"
}

const roundUp5 = (minutes: number) => Math.max(5, Math.ceil(minutes / 5) * 5)

export type RoadSpeed = "slow" | "average" | "fast"
const ROAD_SPEED_FACTOR: Record<RoadSpeed, number> = { slow: 0.9, average: 1, fast: 1.6 }
/** The fastest average a road journey is planned at, km/h (motorways with a stop). */
const MAX_ROAD_KMH = 90
/** Average train speed after 30 minutes of stations: Indian expresses, regional trains where roads are fast. */
const RAIL_KMH: Record<RoadSpeed, number> = { slow: 40, average: 70, fast: 70 }
/** Where roads are fast, a long journey is on a high-speed line (TGV, AVE, Shinkansen, KTX). */
const HIGH_SPEED_RAIL = { fromKm: 200, kmh: 220 }

/** Where a journey starts or ends: a point and the ground around it. */
export interface JourneyEnd {
  readonly coordinates: Coordinates
  readonly terrain: Terrain
}

/**
 * The computed journey between two towns by a mode (the fallback where the destination's journeys table
 * has no entry): road at the way's highway speed with city streets at the city ends, rail at the
 * country's train speed, ferry, flight (2.5 hours of airports on top).
 */
export const computedJourney = (from: JourneyEnd, to: JourneyEnd, mode: JourneyMode, roads: RoadSpeed = "average"): Leg => {
  const straight = greatCircleKm(from.coordinates, to.coordinates)
  const sameCity = straight < SAME_CITY_KM && from.terrain === "city" && to.terrain === "city"
  return journeyLeg(from.coordinates, to.coordinates, mode, sameCity ? "city" : wayTerrain(from.terrain, to.terrain), roads)
}

/** A journey by the given mode over the given ground (the way's, see wayTerrain). */
export const journeyLeg = (from: Coordinates, to: Coordinates, mode: JourneyMode, terrain: Terrain, roads: RoadSpeed = "average"): Leg => {
  const straight = greatCircleKm(from, to)
  switch (mode) {
    case "flight":
      // Check-in, boarding and the ride from the airport: about 2.5 hours on top of the flight.
      return { km: Math.round(straight), minutes: roundUp5(150 + (straight / 600) * 60), mode }
    case "rail":
    case "overnight-train": {
      const kmh = roads === "fast" && straight >= HIGH_SPEED_RAIL.fromKm ? HIGH_SPEED_RAIL.kmh : RAIL_KMH[roads]
      return { km: Math.round(straight * 1.2), minutes: roundUp5(30 + ((straight * 1.2) / kmh) * 60), mode }
    }
    case "ferry":
      return { km: Math.round(straight * 1.1), minutes: roundUp5(45 + ((straight * 1.1) / 25) * 60), mode }
    case "road":
    case "bus":
    case "overnight-bus": {
      const km = straight * ROAD_FACTOR[terrain]
      // A bus stops on the way: about a fifth slower than a car.
      const slower = mode === "road" ? 1 : 1.2
      return { km: Math.round(km), minutes: roundUp5((ROAD_FIXED_MINUTES[terrain] + (km / Math.min(MAX_ROAD_KMH, ROAD_KMH[terrain] * ROAD_SPEED_FACTOR[roads])) * 60) * slower), mode }
    }
  }
}

/**
 * A hop between two stops of one day: walked when under 1.2 km, else driven at local speed. Out of town
 * the open road is faster where the destination's roads are fast (`roads`, as between its towns):
 * Rotorua's hills to Waitomo are New Zealand's state highways, not a ghat road.
 */
export const localLeg = (from: Coordinates, to: Coordinates, terrain: Terrain, roads: RoadSpeed = "average"): Leg => {
  const straight = greatCircleKm(from, to)
  if (straight < 1.2) return { km: Math.round(straight * 1.3 * 10) / 10, minutes: roundUp5(((straight * 1.3) / 4) * 60), mode: "walk" }
  const km = straight * ROAD_FACTOR[terrain]
  const streets = Math.min(km, LOCAL_STREETS_KM)
  // Only faster: the open road's speeds by ground are already a slow country's hill and mountain roads.
  const openRoadKmh = Math.min(MAX_ROAD_KMH, OPEN_ROAD_KMH[terrain] * Math.max(1, ROAD_SPEED_FACTOR[roads]))
  const minutes = 10 + (streets / LOCAL_KMH[terrain]) * 60 + ((km - streets) / openRoadKmh) * 60
  return { km: Math.round(km * 10) / 10, minutes: roundUp5(minutes), mode: "local" }
}

/** The modes the checks tell apart in a plan's text. */
export type CheckedMode = "road" | "rail" | "flight" | "ferry"

/**
 * The least time a journey of this straight-line distance can take, for the checks: generous on
 * purpose (fast roads, bullet trains, short flights), so a good plan is never rejected.
 */
export const minimumMinutes = (straightKm: number, mode: CheckedMode): number => {
  switch (mode) {
    case "flight":
      return straightKm < 150 ? (straightKm / 90) * 60 : 45 + (straightKm / 800) * 60
    case "rail":
      return (straightKm / 250) * 60
    case "ferry":
      return (straightKm / 45) * 60
    case "road":
      return (straightKm / 90) * 60
  }
}

/**
 * The words travel times are said with, in one language. The checks speak English (below); the offline
 * writer passes the plan language's phrases (adapters/writer/offline/phrases/wording.ts), so both say a
 * journey the same way.
 */
export interface TravelWords {
  readonly minutes: (n: number) => string
  readonly oneHour: () => string
  readonly hours: (n: number) => string
  readonly hoursMinutes: (h: number, m: number) => string
  readonly mode: (mode: Leg["mode"]) => string
  /** A duration and a mode in the language's order ('2 hours by road'). */
  readonly leg: (duration: string, mode: string) => string
}

const MODE_WORDS: Record<Leg["mode"], string> = {
  road: "by road",
  bus: "by bus",
  rail: "by train",
  "overnight-train": "by overnight train",
  "overnight-bus": "by overnight bus",
  flight: "by air",
  ferry: "by ferry",
  walk: "on foot",
  local: "by car or taxi"
}

export const ENGLISH_TRAVEL_WORDS: TravelWords = {
  minutes: (n) => `${n} minutes`,
  oneHour: () => "1 hour",
  hours: (n) => `${n} hours`,
  hoursMinutes: (h, m) => `${h} h ${m} min`,
  mode: (mode) => MODE_WORDS[mode],
  leg: (duration, mode) => `${duration} ${mode}`
}

/** '45 minutes', '1 hour', '3 hours', '2 h 30 min' (or the words' language). */
export const describeMinutes = (minutes: number, words: TravelWords = ENGLISH_TRAVEL_WORDS): string => {
  if (minutes < 60) return words.minutes(minutes)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (rest !== 0) return words.hoursMinutes(hours, rest)
  return hours === 1 ? words.oneHour() : words.hours(hours)
}

/** '2 hours by road' (or the words' language). */
export const describeLeg = (leg: Pick<Leg, "minutes" | "mode">, words: TravelWords = ENGLISH_TRAVEL_WORDS): string =>
  words.leg(describeMinutes(leg.minutes, words), words.mode(leg.mode))
