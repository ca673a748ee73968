import type { Accommodation, Budget, DietaryRestriction } from "@safarnama/events/contract/options"
import type { Weekday } from "../knowledge/schema.ts"
import { describeLeg, describeMinutes, type Leg, type TravelWords } from "../knowledge/travel.ts"
import type { PhraseKey, Say } from "./words.ts"

/**
 * The offline writer's recurring wording built from phrases: travel times, journeys, weekdays, diets and
 * tiers. Travel times are domain/knowledge/travel.ts's, said with the plan language's phrases; in English
 * the phrases are word for word travel.ts's own words (a unit test holds them equal).
 */

const MODE: Record<Leg["mode"], PhraseKey> = {
  road: "modeRoad",
  bus: "modeBus",
  rail: "modeRail",
  "overnight-train": "modeOvernightTrain",
  "overnight-bus": "modeOvernightBus",
  flight: "modeFlight",
  ferry: "modeFerry",
  walk: "modeWalk",
  local: "modeLocal"
}

export const modeText = (say: Say, mode: Leg["mode"]): string => say(MODE[mode])

const travelWords = (say: Say): TravelWords => ({
  minutes: (n) => say("minutes", { n }),
  oneHour: () => say("oneHour"),
  hours: (n) => say("hours", { n }),
  hoursMinutes: (h, m) => say("hoursMinutes", { h, m }),
  mode: (mode) => modeText(say, mode),
  leg: (duration, mode) => say("leg", { duration, mode })
})

/** '45 minutes', '1 hour', '3 hours', '2 h 30 min' in the plan language. */
export const minutesText = (say: Say, minutes: number): string => describeMinutes(minutes, travelWords(say))

/** '2 hours by road' in the plan language. */
export const legText = (say: Say, leg: Pick<Leg, "minutes" | "mode">): string => describeLeg(leg, travelWords(say))

const WEEKDAY: Record<Weekday, PhraseKey> = {
  Mon: "weekdayMon",
  Tue: "weekdayTue",
  Wed: "weekdayWed",
  Thu: "weekdayThu",
  Fri: "weekdayFri",
  Sat: "weekdaySat",
  Sun: "weekdaySun"
}

export const weekdaysText = (say: Say, days: ReadonlyArray<Weekday>): string => days.map((d) => say(WEEKDAY[d])).join(say("listSeparator"))

const DIET: Record<Exclude<DietaryRestriction, "none">, PhraseKey> = {
  vegetarian: "dietVegetarian",
  vegan: "dietVegan",
  halal: "dietHalal",
  "gluten-free": "dietGlutenFree"
}

export const dietText = (say: Say, diet: Exclude<DietaryRestriction, "none">): string => say(DIET[diet])

const TIER: Record<Budget | Accommodation, PhraseKey> = { budget: "tierBudget", "mid-range": "tierMidRange", luxury: "tierLuxury" }

export const tierText = (say: Say, tier: Budget | Accommodation): string => say(TIER[tier])
