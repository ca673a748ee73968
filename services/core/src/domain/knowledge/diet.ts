import type { DietaryRestriction } from "@safarnama/events/contract/options"
import type { FoodPlace } from "./schema.ts"

/** Whether a food place serves a diet well (a vegan place also suits vegetarians). */
export const suitsDiet = (place: Pick<FoodPlace, "diets">, diet: DietaryRestriction): boolean => {
  switch (diet) {
    case "none":
      return true
    case "vegetarian":
      return place.diets.includes("vegetarian") || place.diets.includes("vegan")
    default:
      return place.diets.includes(diet)
  }
}
