import type { Accommodation, Budget, DietaryRestriction } from "@safarnama/events/contract/options"
import type { Weekday } from "../../../../domain/knowledge/schema.ts"
import type { Leg } from "../../../../domain/knowledge/travel.ts"
import type { PhraseKey, Say } from "./phrases.ts"

/**
 * The offline writer's recurring wording built from phrases: travel times, journeys, weekdays, diets and
 * tiers. In English it is word for word what domain/knowledge/travel.ts says (a unit test holds them equal).
 */

const MODE: Record<Leg["mode"], PhraseKey> = {
  road: "modeRoad",
  rail: "modeRail",
  flight: "modeFlight",
  ferry: "modeFerry",
  walk: "modeWalk",
  local: "modeLocal"
}

/** '45 minutes', '1 hour', '3 hours', '2 h 30 min' (or the plan language's words). */
export const minutesText = (say: Say, minutes: number): string => {
  if (minutes < 60) return say("minutes", { n: minutes })
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (rest !== 0) return say("hoursMinutes", { h: hours, m: rest })
  return hours === 1 ? say("oneHour") : say("hours", { n: hours })
}

export const modeText = (say: Say, mode: Leg["mode"]): string => say(MODE[mode])

/** '2 hours by road'. */
export const legText = (say: Say, leg: Pick<Leg, "minutes" | "mode">): string => say("leg", { duration: minutesText(say, leg.minutes), mode: modeText(say, leg.mode) })

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
