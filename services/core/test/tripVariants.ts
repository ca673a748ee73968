import {
  ACCOMMODATIONS,
  BUDGETS,
  DIETARY_RESTRICTIONS,
  DOMESTIC_INTERESTS,
  INTERNATIONAL_INTERESTS,
  TRAVEL_STYLES,
  TRAVELLING_WITH,
  type TripType
} from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"

/** Trips that vary every option: budget, interests, style, stays, diet and group. */
export const tripTo = (destination: string, type: TripType, duration: number, variant = 0): Trip => ({
  destination,
  origin: "Mumbai",
  destinationType: type,
  duration,
  budget: BUDGETS[variant % 3]!,
  interests: type === "domestic" ? [DOMESTIC_INTERESTS[variant % 8]!, "culture"] : [INTERNATIONAL_INTERESTS[variant % 8]!, "food"],
  travelStyle: TRAVEL_STYLES[(variant + Math.floor(variant / 3)) % 3]!,
  accommodation: ACCOMMODATIONS[(variant + 1) % 3]!,
  transportation: "mixed",
  dietaryRestrictions: DIETARY_RESTRICTIONS[variant % 5]!,
  travelDates: "March 2027",
  travellingWith: TRAVELLING_WITH[variant % 5]!,
  visaStatus: type === "domestic" ? "not-required" : "no"
})

