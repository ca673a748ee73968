import { ItineraryContent } from "@safarnama/events/contract/itinerary"
import { Either, Schema } from "effect"
import type { WholeTrip } from "./planCheckSummary.ts"

/**
 * A plan as `npm run check-plan` reads it: an itinerary's content, an itinerary as the API answers it
 * (content plus the trip's fields), or a test fixture `{ trip, content }`. The trip comes from the file,
 * from `--trip`, or, failing both, from the plan itself (days counted, visa section means international).
 */

const TripFields = Schema.Struct({
  destination: Schema.String,
  destinationType: Schema.Literal("domestic", "international"),
  duration: Schema.Number,
  budget: Schema.Literal("budget", "mid-range", "luxury"),
  travelStyle: Schema.Literal("relaxed", "moderate", "intense"),
  dietaryRestrictions: Schema.Literal("none", "vegetarian", "vegan", "halal", "gluten-free"),
  travelDates: Schema.String
})

const partialTrip = (value: unknown): Partial<WholeTrip> => {
  if (typeof value !== "object" || value === null) return {}
  const decoded = Schema.decodeUnknownEither(Schema.partial(TripFields))(value, { onExcessProperty: "ignore" })
  return Either.isRight(decoded) ? (decoded.right as Partial<WholeTrip>) : {}
}

export interface PlanFile {
  readonly content: ItineraryContent
  readonly trip: WholeTrip
}

export const readPlanFile = (plan: unknown, tripOverride?: unknown): Either.Either<PlanFile, string> => {
  const record = typeof plan === "object" && plan !== null ? (plan as Record<string, unknown>) : {}
  const rawContent = "content" in record ? record.content : plan
  const content = Schema.decodeUnknownEither(ItineraryContent)(rawContent, { onExcessProperty: "ignore" })
  if (Either.isLeft(content)) return Either.left(`the plan is not an itinerary: ${content.left.message.slice(0, 400)}`)
  const fromPlan = { ...partialTrip(plan), ...partialTrip(record.trip), ...partialTrip(tripOverride) }
  const days = content.right.dailyItinerary.length
  return Either.right({
    content: content.right,
    trip: {
      destination: fromPlan.destination ?? "",
      destinationType: fromPlan.destinationType ?? (content.right.visaInformation ? "international" : "domestic"),
      duration: fromPlan.duration ?? days,
      budget: fromPlan.budget ?? "mid-range",
      travelStyle: fromPlan.travelStyle ?? "intense",
      dietaryRestrictions: fromPlan.dietaryRestrictions ?? "none",
      ...(fromPlan.travelDates ? { travelDates: fromPlan.travelDates } : {})
    }
  })
}
