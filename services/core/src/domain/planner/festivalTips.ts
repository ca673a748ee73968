import type { TravelTip } from "@safarnama/events/contract/itinerary"
import { festivalsInMonth, type FestivalInMonth } from "../knowledge/festivals.ts"
import type { Festival, Region } from "../knowledge/schema.ts"
import type { Say } from "./words.ts"

/**
 * The travel tips that name the festivals of the trip's month in the regions it visits (docs/adr/0250-festivals.md),
 * each with its dates and how sure they are. The month is all a trip names, so the tip gives the dates and the
 * traveller fits the day: the planner does not move a day onto a festival it cannot see.
 */
export const festivalTips = (
  say: Say,
  destinationName: string,
  festivals: ReadonlyArray<Festival>,
  regions: ReadonlyArray<Pick<Region, "id" | "name">>,
  travelDates: string | undefined
): Array<typeof TravelTip.Type> => {
  // One tip a festival, with each of its ranges in the month (the Kumbh's two Amrit Snans of August 2027).
  const byFestival = new Map<string, Array<FestivalInMonth>>()
  for (const f of festivalsInMonth(festivals, regions, travelDates)) byFestival.set(f.festival.id, [...(byFestival.get(f.festival.id) ?? []), f])
  return [...byFestival.values()].map((ranges) => {
    const f = ranges[0]!
    return {
      category: say("festivalsCategory"),
      tip: say("festivalTip", {
        name: f.festival.name,
        region: f.regionName ?? destinationName,
        dates: ranges.map((r) => datesText(say, r)).join(say("listSeparator")),
        description: f.festival.description,
        fact: f.fact.status === "sourced" ? say("festivalDatesSourced", { asOf: f.fact.asOf ?? "", source: f.fact.source ?? "" }) : say("festivalDatesEstimated", { how: f.fact.how ?? "" })
      })
    }
  })
}

const dateText = (say: Say, iso: string): string => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number]
  return say("festivalDate", { day, month: say("monthNames").split(",")[month - 1] ?? String(month), year })
}

const datesText = (say: Say, f: Pick<FestivalInMonth, "from" | "to">): string =>
  f.from === f.to ? dateText(say, f.from) : say("festivalDayRange", { from: dateText(say, f.from), to: dateText(say, f.to) })
