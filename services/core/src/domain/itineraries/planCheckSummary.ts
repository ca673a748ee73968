import type { ItineraryContent, PlanChecks } from "@safarnama/events/contract/itinerary"
import type { Budget, DietaryRestriction, TravelStyle, TripType } from "@safarnama/events/contract/options"
import { checkGrounded, checkScope, countPlaces, festivalsOnRoute, type Grounding } from "./groundedChecks.ts"
import { checkItinerary, isHard, type PlanProblem, type PlanRule } from "./planChecks.ts"

/**
 * Every check over a whole plan, and what the traveller is shown of them (docs/adr/0070-knowledge-base.md).
 */

export interface WholeTrip {
  readonly destination: string
  readonly destinationType: TripType
  readonly duration: number
  readonly budget: Budget
  readonly travelStyle: TravelStyle
  readonly dietaryRestrictions: DietaryRestriction
  /** '{Month} {Year}'; seasonal sights are checked against it when given. */
  readonly travelDates?: string
}

export const checkWholePlan = (content: ItineraryContent, trip: WholeTrip, grounding: Grounding): Array<PlanProblem> => [
  ...checkItinerary(content, trip),
  ...checkScope(content.geographicProgression.regionSequence, trip.duration, grounding),
  ...checkGrounded(content, trip, grounding)
]

/** The rules as a traveller reads them, in the order the panel lists them. */
export const RULE_LABELS: ReadonlyArray<readonly [PlanRule, string]> = [
  ["day-numbers", "Every day of the trip planned, in order"],
  ["time-order", "Times in order, nothing overlapping"],
  ["travel-time", "Enough time to travel between stops"],
  ["pacing", "Days paced for your travel style"],
  ["opening-hours", "Places visited while open"],
  ["repeated-place", "No place visited twice"],
  ["outside-region", "Each day's places in that day's region"],
  ["route", "Route covers every day"],
  ["hotel-region", "Hotels in the route's regions"],
  ["diet", "Food places suit your diet"],
  ["meal", "Lunch and dinner at places that serve a meal"],
  ["food-repeat", "A different table for most meals"],
  ["day-gap", "Full days, without long empty gaps"],
  ["must-see", "The must-sees that fit your trip"],
  ["season", "Seasonal sights in their season"],
  ["costs", "Costs add up"],
  ["budget-band", "Spend inside your budget"],
  ["international-only", "Visa, time zone and currency where they belong"],
  ["permit", "Permits mentioned where needed"],
  ["festival", "Festivals of your month named"],
  ["unknown-place", "Named places match our knowledge base"]
]

/** Rules that can only hold a plan against the knowledge base: not claimed as passed where we have no guide. */
const NEEDS_KNOWLEDGE: ReadonlySet<PlanRule> = new Set(["repeated-place", "outside-region", "opening-hours", "diet", "meal", "season", "permit", "festival", "unknown-place", "food-repeat", "must-see"])

/** Rules that only warn: passed only when they found nothing at all. */
export const WARNING_RULES: ReadonlySet<PlanRule> = new Set(["food-repeat", "day-gap", "must-see"])

export const noticeFor = (destination: string): string => `We don't have a local guide for ${destination} yet: places below are suggestions to check`

export const planChecksSummary = (input: {
  readonly content: ItineraryContent
  readonly trip: WholeTrip
  readonly grounding: Grounding
  readonly problems: ReadonlyArray<PlanProblem>
  readonly repaired: number
}): PlanChecks => {
  const { grounding } = input
  const counts = countPlaces(input.content, grounding)
  const destination = grounding.destination
  const facts = destination
    ? [
        ...(input.trip.destinationType === "international" && destination.visa
          ? [{ topic: "Visa", fact: destination.visa.status, asOf: destination.visa.asOf, source: destination.visa.source }]
          : []),
        ...destination.permits.map((p) => ({ topic: "Permit", fact: `${p.name}: ${p.areas}`, asOf: p.asOf, source: p.source })),
        ...festivalsOnRoute(input.content, input.trip, destination).map((f) => ({
          topic: "Festival",
          fact: `${f.festival.name} (${f.regionName ?? destination.name}): ${f.from} to ${f.to}`,
          asOf: f.fact.asOf ?? "",
          source: f.fact.source ?? f.fact.how ?? ""
        })),
        ...(input.trip.destinationType === "international" && destination.currency
          ? [{ topic: "Currency", fact: `1 ${destination.currency.code} ≈ ₹${destination.currency.exchangeRate}`, asOf: destination.currency.rate.asOf ?? "", source: destination.currency.rate.source ?? destination.currency.rate.how ?? "" }]
          : [])
      ]
    : []
  return {
    covered: destination !== undefined,
    ...(destination ? {} : { notice: noticeFor(input.trip.destination) }),
    passed: RULE_LABELS.filter(
      ([rule]) => (destination !== undefined || !NEEDS_KNOWLEDGE.has(rule)) && !input.problems.some((p) => p.rule === rule && (isHard(p) || WARNING_RULES.has(rule)))
    ).map(
      ([, label]) => label
    ),
    repaired: input.repaired,
    verifiedPlaces: counts.verified,
    places: counts.places,
    warnings: input.problems.filter((p) => !isHard(p)).map((p) => p.message),
    facts
  }
}
