import {
  ACCOMMODATIONS,
  BUDGETS,
  DIETARY_RESTRICTIONS,
  DOMESTIC_INTERESTS,
  INTERNATIONAL_INTERESTS,
  TRANSPORTATIONS,
  TRAVEL_STYLES,
  TRAVELLING_WITH,
  type TripType
} from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"

/** Months the variants travel in: spring, the monsoon, autumn, winter (seasonal sights come and go). */
const MONTHS = ["March", "July", "October", "December", "January"] as const

/** Trips that vary every option: budget, interests, style, stays, transport, diet, month and group. */
export const tripTo = (destination: string, type: TripType, duration: number, variant = 0): Trip => ({
  destination,
  origin: "Mumbai",
  destinationType: type,
  duration,
  budget: BUDGETS[variant % 3]!,
  interests: type === "domestic" ? [DOMESTIC_INTERESTS[variant % 8]!, "culture"] : [INTERNATIONAL_INTERESTS[variant % 8]!, "food"],
  travelStyle: TRAVEL_STYLES[(variant + Math.floor(variant / 3)) % 3]!,
  accommodation: ACCOMMODATIONS[(variant + 1) % 3]!,
  transportation: TRANSPORTATIONS[variant % 3]!,
  dietaryRestrictions: DIETARY_RESTRICTIONS[variant % 5]!,
  travelDates: `${MONTHS[variant % 5]!} 2027`,
  travellingWith: TRAVELLING_WITH[variant % 5]!,
  visaStatus: type === "domestic" ? "not-required" : "no"
})

