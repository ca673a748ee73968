import type { Trip } from "@safarnama/events/itineraries/events"
import type { DietWords } from "../knowledge/dietWords.ts"
import type { HoursContext } from "../knowledge/hours.ts"
import type { Attraction, Coordinates, Region } from "../knowledge/schema.ts"
import type { Leg, RoadSpeed } from "../knowledge/travel.ts"
import type { Say } from "./words.ts"

/** What the planner hands the day scheduler: the trip, the day's region and stay, its journeys and what the plan already holds. */
export interface Arrival {
  readonly title: string
  readonly from: string
  readonly to: string
  readonly leg: Leg
  readonly description: string
  /** The sight the journey carries (carriedSights.ts): the slot is planned as that place. */
  readonly placeId?: string
  /** Minutes of a stop on the way, added to the journey's slot. */
  readonly stopMinutes?: number
}

/** The last day before its way home: the minute it leaves, and the minutes of sights and travel it holds. */
export interface LastDay {
  readonly leavesAt: number
  readonly busyMinutes: number
}

export interface DayInput {
  readonly trip: Trip
  /** The plan language's words (the planner's sources hand them in: the planner reads no file). */
  readonly say: Say
  /** The destination's time zone and the travel month, for opening hours. */
  readonly hours: HoursContext
  readonly region: Region
  /** How fast the destination's roads are: a hop out of town goes at their speed (travel.ts, localLeg). */
  readonly roads?: RoadSpeed
  readonly dayNumber: number
  /** Where the day starts and ends: the chosen stay, else the region's centre. */
  readonly base: Coordinates & { readonly name: string; readonly placeId?: string }
  /** The journey that opens the day (arrival on day 1, or the move from the previous region, or a day trip out). */
  readonly arrival?: Arrival
  /** A day trip's way back to the base in the late afternoon; dinner is then in `dinnerRegion`. */
  readonly returnTo?: Arrival
  readonly dinnerRegion?: Region
  /** Opens day 1 before the arrival: the journey from the traveller's home city. */
  readonly gettingThere?: Arrival
  /** Attractions already in the plan (never repeated). */
  readonly used: Set<string>
  /** How often each food place is already in the plan: a place serves at most FOOD_REPEATS meals a trip. */
  readonly foodUses?: Map<string, number>
  readonly mealCost: { readonly lunch: number; readonly dinner: number }
  /** How many km of extra travel an interest match is worth (INTEREST_WORTH_KM unless the owner asked for it). */
  readonly interestWorthKm?: number
  /** The names of every sight and food place of the destination, normalized into words: free time is never at a market named like one. */
  readonly placeWords?: ReadonlyArray<ReadonlyArray<string>>
  /** Ends the last day: the journey home to the traveller's city (ADR 0190). */
  readonly goingHome?: Arrival
  /**
   * Sights of the destination's other regions that lie inside this one (Hampi's areas are a few km apart)
   * and that no later day of the route plans: a day whose own sights run out may take one of them.
   */
  readonly nearbySights?: ReadonlyArray<Attraction>
  /** A hot month's afternoons (the month's average high from the guide, and its station): the day rests after lunch (ADR 0190). */
  readonly heat?: { readonly highC: number; readonly place: string }
  /**
   * How many later days of the trip are spent in this same region: a long stay keeps a sight for each of
   * them, so no day of a 30-day plan is left with nothing (issue 40, point 8).
   */
  readonly laterDaysHere?: number
  /**
   * When the trip's last day is spent here and goes home: what that day holds before its way home. A
   * sight it cannot hold (Sariska's afternoon safari) is no sight kept for it.
   */
  readonly lastDay?: LastDay
  /** Which dishes the trip's diet rules out: a meal shows what the traveller will eat (ADR 0190). */
  readonly dietWords?: DietWords
}
