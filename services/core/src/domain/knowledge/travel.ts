import { greatCircleKm } from "./geo.ts"
import type { ArrivalMode, Coordinates, Terrain } from "./schema.ts"

/**
 * Distances and travel times computed, not trusted (docs/adr/0070-knowledge-base.md): great-circle
 * distance times a detour factor for the way, and an average speed for the mode and the ground (hills
 * and mountains are slow). Figures are typical door-to-door averages, not best cases.
 */

/** Road detour over the straight line, by ground. */
const ROAD_FACTOR: Record<Terrain, number> = { city: 1.3, plains: 1.25, coast: 1.3, desert: 1.2, hills: 1.6, mountains: 2, island: 1.3 }
/** Average road speed between towns, km/h. */
const ROAD_KMH: Record<Terrain, number> = { city: 30, plains: 50, coast: 45, desert: 55, hills: 30, mountains: 25, island: 30 }
/** Average speed inside a town or area between two stops, km/h (traffic, parking, short hops). */
const LOCAL_KMH: Record<Terrain, number> = { city: 20, plains: 30, coast: 30, desert: 35, hills: 20, mountains: 20, island: 25 }

/** The slower of two grounds decides the way between them. */
const SLOWNESS: ReadonlyArray<Terrain> = ["desert", "plains", "coast", "island", "city", "hills", "mountains"]
export const slowerTerrain = (a: Terrain, b: Terrain): Terrain => (SLOWNESS.indexOf(a) >= SLOWNESS.indexOf(b) ? a : b)

export interface Leg {
  /** Distance along the way, km (rounded). */
  readonly km: number
  /** Door-to-door minutes, rounded up to 5. */
  readonly minutes: number
  readonly mode: ArrivalMode | "walk" | "local"
}

const roundUp5 = (minutes: number) => Math.max(5, Math.ceil(minutes / 5) * 5)

export type RoadSpeed = "slow" | "average" | "fast"
const ROAD_SPEED_FACTOR: Record<RoadSpeed, number> = { slow: 0.8, average: 1, fast: 1.7 }
/** Average train speed, stops included: Indian expresses, or high-speed lines (TGV, Shinkansen) where roads are fast. */
const RAIL_KMH: Record<RoadSpeed, number> = { slow: 40, average: 60, fast: 200 }

/** A journey between regions (or from the arrival hub) by the given mode. */
export const journeyLeg = (from: Coordinates, to: Coordinates, mode: ArrivalMode, terrain: Terrain, roads: RoadSpeed = "average"): Leg => {
  const straight = greatCircleKm(from, to)
  switch (mode) {
    case "flight":
      // Check-in, boarding and the ride from the airport: about 2.5 hours on top of the flight.
      return { km: Math.round(straight), minutes: roundUp5(150 + (straight / 600) * 60), mode }
    case "rail":
      return { km: Math.round(straight * 1.2), minutes: roundUp5(30 + ((straight * 1.2) / RAIL_KMH[roads]) * 60), mode }
    case "ferry":
      return { km: Math.round(straight * 1.1), minutes: roundUp5(45 + ((straight * 1.1) / 25) * 60), mode }
    case "road": {
      const km = straight * ROAD_FACTOR[terrain]
      return { km: Math.round(km), minutes: roundUp5((km / Math.min(90, ROAD_KMH[terrain] * ROAD_SPEED_FACTOR[roads])) * 60), mode }
    }
  }
}

/** A hop between two stops of one day: walked when under 1.2 km, else driven at local speed. */
export const localLeg = (from: Coordinates, to: Coordinates, terrain: Terrain): Leg => {
  const straight = greatCircleKm(from, to)
  if (straight < 1.2) return { km: Math.round(straight * 1.3 * 10) / 10, minutes: roundUp5(((straight * 1.3) / 4) * 60), mode: "walk" }
  const km = straight * ROAD_FACTOR[terrain]
  return { km: Math.round(km * 10) / 10, minutes: roundUp5(10 + (km / LOCAL_KMH[terrain]) * 60), mode: "local" }
}

/**
 * The least time a journey of this straight-line distance can take, for the checks: generous on
 * purpose (fast roads, bullet trains, short flights), so a good plan is never rejected.
 */
export const minimumMinutes = (straightKm: number, mode: "road" | "rail" | "flight" | "ferry"): number => {
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

const MODE_WORDS: Record<Leg["mode"], string> = { road: "by road", rail: "by train", flight: "by air", ferry: "by ferry", walk: "on foot", local: "by car or taxi" }

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
