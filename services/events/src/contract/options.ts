import { Schema } from "effect"

/**
 * The trip form's option sets (spec section 3, "Option sets"), as schemas with their labels.
 * Shared with the web client: keep this file free of Node-only imports.
 */

export const TRIP_TYPES = ["domestic", "international"] as const
export const TripType = Schema.Literal(...TRIP_TYPES)
export type TripType = typeof TripType.Type

export const TRAVEL_STYLES = ["relaxed", "moderate", "intense"] as const
export const TravelStyle = Schema.Literal(...TRAVEL_STYLES)
export type TravelStyle = typeof TravelStyle.Type
export const travelStyleLabels: Record<TravelStyle, string> = {
  relaxed: "Relaxed & Easy",
  moderate: "Balanced Mix",
  intense: "Adventure Packed"
}

export const ACCOMMODATIONS = ["budget", "mid-range", "luxury"] as const
export const Accommodation = Schema.Literal(...ACCOMMODATIONS)
export type Accommodation = typeof Accommodation.Type
export const accommodationLabels: Record<Accommodation, string> = {
  budget: "Budget Friendly",
  "mid-range": "Comfort Hotels",
  luxury: "Luxury Resorts"
}

export const TRANSPORTATIONS = ["public", "private", "mixed"] as const
export const Transportation = Schema.Literal(...TRANSPORTATIONS)
export type Transportation = typeof Transportation.Type

export const DOMESTIC_INTERESTS = ["temples", "culture", "nature", "food", "adventure", "shopping", "beaches", "ayurveda"] as const
export const INTERNATIONAL_INTERESTS = ["landmarks", "beaches", "culture", "nature", "food", "shopping", "nightlife", "attractions"] as const
/** Every interest of either list, once. */
export const ALL_INTERESTS = [
  "temples",
  "culture",
  "nature",
  "food",
  "adventure",
  "shopping",
  "beaches",
  "ayurveda",
  "landmarks",
  "nightlife",
  "attractions"
] as const
export const Interest = Schema.Literal(...ALL_INTERESTS)
export type Interest = typeof Interest.Type

/** The interests a traveller may pick for a trip type. */
export const interestsFor = (tripType: TripType): ReadonlyArray<Interest> =>
  tripType === "domestic" ? DOMESTIC_INTERESTS : INTERNATIONAL_INTERESTS

export const BUDGETS = ["budget", "mid-range", "luxury"] as const
export const Budget = Schema.Literal(...BUDGETS)
export type Budget = typeof Budget.Type

export const TRAVELLING_WITH = [
  "solo - 1 adult",
  "couple - 2 adults",
  "family - 2 adults and 1 child",
  "friends - 5 adults",
  "business - 3 adults"
] as const
export const TravellingWith = Schema.Literal(...TRAVELLING_WITH)
export type TravellingWith = typeof TravellingWith.Type

/** Group sizes the total-cost header multiplies by (spec section 2): solo 1, couple 2, family 3, friends 5, business 3. */
export const groupSize = (travellingWith: string): number => {
  const kind = travellingWith.split(" ")[0]
  return kind === "couple" ? 2 : kind === "family" ? 3 : kind === "friends" ? 5 : kind === "business" ? 3 : 1
}

export const DIETARY_RESTRICTIONS = ["none", "vegetarian", "vegan", "halal", "gluten-free"] as const
export const DietaryRestriction = Schema.Literal(...DIETARY_RESTRICTIONS)
export type DietaryRestriction = typeof DietaryRestriction.Type

/** The values the spec has seen: domestic trips default to not-required, international to no. */
export const VISA_STATUSES = ["not-required", "no"] as const
export const VisaStatus = Schema.Literal(...VISA_STATUSES)
export type VisaStatus = typeof VisaStatus.Type
export const defaultVisaStatus = (tripType: TripType): VisaStatus => (tripType === "domestic" ? "not-required" : "no")

/** The language the itinerary itself is written in (docs/adr/0140-web-languages.md); English when a request names none. */
export const PLAN_LANGUAGES = ["en", "hi"] as const
export const PlanLanguage = Schema.Literal(...PLAN_LANGUAGES)
export type PlanLanguage = typeof PlanLanguage.Type
export const DEFAULT_PLAN_LANGUAGE: PlanLanguage = "en"
export const PLAN_LANGUAGE_RULE = "language must be 'en' (English) or 'hi' (Hindi)"

export { creditsRequired, DAYS_PER_CREDIT, MAX_DURATION, MIN_DURATION, MONTHS, type Month, YEAR_OPTIONS } from "./tripRules.ts"

import { YEAR_OPTIONS } from "./tripRules.ts"

/** Year choices: the current year plus the next two (spec section 5). */
export const yearChoices = (now: Date): ReadonlyArray<number> => {
  const year = now.getUTCFullYear()
  return Array.from({ length: YEAR_OPTIONS }, (_, i) => year + i)
}

/**
 * Per-person, per-day spend in rupees by budget and trip type (spec section 9). Luxury has no upper
 * bound in the spec (`max` undefined).
 */
export interface BudgetBand {
  readonly min: number
  readonly max?: number
}
export const budgetBands: Record<TripType, Record<Budget, BudgetBand>> = {
  domestic: { budget: { min: 1_000, max: 2_500 }, "mid-range": { min: 2_500, max: 5_000 }, luxury: { min: 5_000 } },
  international: { budget: { min: 5_000, max: 10_000 }, "mid-range": { min: 10_000, max: 20_000 }, luxury: { min: 20_000 } }
}

