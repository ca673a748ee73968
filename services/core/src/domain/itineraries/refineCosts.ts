import type { CostBreakdown, Hotel, ItineraryContent } from "@safarnama/events/contract/itinerary"
import { groupSize } from "@safarnama/events/contract/options"

/**
 * The cost breakdown after a change, recomputed from what changed (docs/adr/0130-refine-itinerary.md).
 * Writers count costs their own way (the offline writer counts meals in `food` by the day, an AI writer
 * may round), so the breakdown moves by the change's own amounts: the activities' costs (meals into
 * `food`, everything else into `activities`), and a region's hotel price times its nights per person
 * sharing (two to a room at most, as the offline writer counts). The total is always the sum of its parts.
 */

/** Writers call a meal's type 'food' (ours), or 'meal', 'dining' or the meal's name. */
const isMeal = (type: string) => /^(food|meal|dining|breakfast|lunch|dinner)$/i.test(type.trim())

const spendOf = (content: Pick<ItineraryContent, "dailyItinerary">) => {
  let food = 0
  let other = 0
  for (const day of content.dailyItinerary) {
    for (const a of day.activities) {
      if (isMeal(a.type)) food += a.details.cost
      else other += a.details.cost
    }
  }
  return { food, other }
}

const withTotal = (costs: Omit<CostBreakdown, "total">): CostBreakdown => ({ ...costs, total: costs.accommodation + costs.food + costs.activities })

/** The breakdown of `after`, moved from `before`'s by the change in the activities' costs. */
export const costsAfterActivityChange = (before: ItineraryContent, after: Pick<ItineraryContent, "dailyItinerary">): CostBreakdown => {
  const was = spendOf(before)
  const now = spendOf(after)
  const costs = before.costBreakdown
  return withTotal({
    accommodation: costs.accommodation,
    food: Math.max(0, costs.food + now.food - was.food),
    activities: Math.max(0, costs.activities + now.other - was.other)
  })
}

/** The breakdown after the plan's hotel for a region of `nights` nights changes from `previous` to `chosen`. */
export const costsAfterHotelChange = (
  costs: CostBreakdown,
  change: { readonly previous: Hotel | undefined; readonly chosen: Hotel; readonly nights: number; readonly travellingWith: string }
): CostBreakdown => {
  const sharing = Math.min(2, groupSize(change.travellingWith))
  const delta = Math.round(((change.chosen.pricePerNight - (change.previous?.pricePerNight ?? 0)) / sharing) * change.nights)
  return withTotal({ accommodation: Math.max(0, costs.accommodation + delta), food: costs.food, activities: costs.activities })
}
