import type { CostBreakdown } from "@safarnama/events/contract/itinerary"
import { budgetBands } from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"
import type { Say } from "./words.ts"
import { tierText } from "./wording.ts"

/** The travel tip a plan carries when its costs were moved into the budget band. */
export const budgetTip = (say: Say, trip: Pick<Trip, "budget" | "accommodation">, adjusted: "raised" | "lowered") => ({
  category: say("budgetCategory"),
  tip: say(adjusted === "lowered" ? "budgetTipLowered" : "budgetTipRaised", { budget: tierText(say, trip.budget), accommodation: tierText(say, trip.accommodation) })
})

/**
 * Per-person costs moved inside the spec's band for the budget (section 9) when the plan's own prices
 * fall outside it; `adjusted` says which way, and the plan then tells the traveller. Activities are what
 * the plan lists; stay and food are estimates, so they absorb the difference.
 */
export const fitToBudgetBand = (natural: CostBreakdown, trip: Pick<Trip, "destinationType" | "budget" | "duration">) => {
  const band = budgetBands[trip.destinationType][trip.budget]
  const low = band.min * trip.duration
  const high = band.max === undefined ? Number.POSITIVE_INFINITY : band.max * trip.duration
  if (natural.total >= low && natural.total <= high) return { costs: natural, adjusted: undefined }
  const target = natural.total < low ? low : high
  let restForStayAndFood = Math.max(0, target - natural.activities)
  let keptActivities = natural.activities
  if (natural.activities > target) {
    keptActivities = Math.floor(target / 2)
    restForStayAndFood = target - keptActivities
  }
  const stayShare = natural.accommodation + natural.food === 0 ? 0.5 : natural.accommodation / (natural.accommodation + natural.food)
  const stay = Math.round(restForStayAndFood * stayShare)
  const costs: CostBreakdown = { accommodation: stay, food: restForStayAndFood - stay, activities: keptActivities, total: target }
  return { costs, adjusted: natural.total < low ? ("raised" as const) : ("lowered" as const) }
}
