import type { Activity, ItineraryContent } from "@safarnama/events/contract/itinerary"
import { hoursUnknown } from "../knowledge/hours.ts"
import { isAttraction } from "../knowledge/index.ts"
import { CHECK_HOURS, entryOf, type Grounding } from "./groundedChecks.ts"

/**
 * Marks what a plan cannot vouch for (docs/adr/0160-honest-facts.md), whichever writer wrote it: each
 * activity's cost says whether it is a published price (and when it was read) or an estimate, and a sight
 * whose opening hours nobody checked says to check them (`checkHours`, in the plan's language).
 */
export const markFacts = (content: ItineraryContent, grounding: Grounding, checkHours: string): ItineraryContent => ({
  ...content,
  dailyItinerary: content.dailyItinerary.map((day) => ({ ...day, activities: day.activities.map((a) => markActivity(a, grounding, checkHours)) }))
})

const markActivity = (a: Activity, grounding: Grounding, checkHours: string): Activity => {
  const entry = entryOf(a, grounding)
  const place = entry?.place
  if (place === undefined || !isAttraction(place)) {
    // A meal's price is the destination's typical spend; a sight we do not know is the writer's figure.
    return { ...a, costFact: { status: a.details.cost === 0 && place === undefined ? "unknown" : "estimated" } }
  }
  const fee = place.fee
  // The cost is the knowledge base's only when the plan kept it; a changed figure is the writer's estimate.
  const costFact: Activity["costFact"] =
    a.details.cost !== place.costInr ? { status: "estimated" } : fee.status === "sourced" ? { status: "sourced", ...(fee.asOf ? { asOf: fee.asOf } : {}) } : { status: fee.status }
  const unchecked = hoursUnknown(place) && !CHECK_HOURS.test(`${a.title} ${a.details.description}`)
  return { ...a, costFact, ...(unchecked ? { details: { ...a.details, description: `${a.details.description.trimEnd()}${checkHours}` } } : {}) }
}
