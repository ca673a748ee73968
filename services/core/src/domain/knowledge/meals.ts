import type { DietaryRestriction } from "@safarnama/events/contract/options"
import { suitsDiet } from "./diet.ts"
import type { DietWords } from "./dietWords.ts"
import type { Attraction, FoodPlace } from "./schema.ts"

/**
 * What may be a meal, and when a sight is in season (docs/adr/0150-scope-and-journeys.md): lunch and
 * dinner go to places that serve a meal, or to snacks that are the local meal (a kachori lunch, a hawker
 * centre), never to a sweet shop, a cafe or a bar; a food tour stands for the meal it replaces and must
 * suit the diet; a seasonal sight is planned only in its months.
 */

/** Whether a food place can be a lunch or dinner. */
export const servesMeal = (place: Pick<FoodPlace, "meal" | "localMeal">): boolean => place.meal === "meal" || (place.meal === "snacks" && place.localMeal === true)

/** A food place for a lunch or dinner of this diet. */
export const isMealFor = (place: FoodPlace, diet: DietaryRestriction): boolean => servesMeal(place) && suitsDiet(place, diet)

/** A food experience (a food tour, a tasting walk) suits the diet only when it says so. */
export const experienceSuitsDiet = (sight: Pick<Attraction, "replacesMeal" | "diets" | "type">, diet: DietaryRestriction): boolean => {
  if (diet === "none") return true
  const isFoodExperience = sight.replacesMeal !== undefined || sight.type === "food"
  return !isFoodExperience || suitsDiet({ diets: sight.diets ?? [] }, diet)
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
/** Months 1-12 as a plan's tips name them: "May, June, July". */
export const monthNames = (months: ReadonlyArray<number>): string => months.map((m) => MONTHS[m - 1]!.replace(/^./, (c) => c.toUpperCase())).join(", ")
const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]

/** The month (1-12) of a trip's travel dates ('October 2026'); undefined when it names none. */
export const monthOfTravel = (travelDates: string): number | undefined => {
  const text = travelDates.toLowerCase()
  const english = MONTHS.findIndex((m) => new RegExp(`\\b(${m}|${m.slice(0, 3)})\\b`).test(text))
  if (english !== -1) return english + 1
  const hindi = HINDI_MONTHS.findIndex((m) => travelDates.includes(m))
  return hindi === -1 ? undefined : hindi + 1
}

/** Whether a sight can be planned in the trip's month: always, unless it is seasonal (then only in its months; never when the month is unknown). */
export const inSeason = (sight: Pick<Attraction, "months">, month: number | undefined): boolean =>
  sight.months === undefined || (month !== undefined && sight.months.includes(month))

/**
 * What a traveller on the diet eats at a place (ADR 0190): its dishes for that diet where the guide names
 * them (a vegetarian's Ambrai meal is its vegetarian thali), else its specialty when that names nothing the
 * diet rules out; undefined when the plan cannot say what they would eat (the place is then not chosen).
 */
export const dishesFor = (f: FoodPlace, diet: DietaryRestriction, words: DietWords | undefined): string | undefined => {
  if (diet === "none") return f.specialty
  const own = f.dietDishes?.find((d) => d.diet === diet || (diet === "vegetarian" && d.diet === "vegan"))
  if (own) return own.dishes
  return words?.against(f.specialty, diet) === undefined ? f.specialty : undefined
}
