import { isStayArea } from "@safarnama/events/contract/itinerary"
import type { Destination, ExchangeRate, FactStatus } from "./schema.ts"

/** How many facts of each kind are sourced, estimated or unknown (`npm run bench -- knowledge`, docs/adr/0160-honest-facts.md). */
export type StatusCounts = Record<FactStatus, number>

const counts = (statuses: ReadonlyArray<FactStatus>): StatusCounts => ({
  sourced: statuses.filter((s) => s === "sourced").length,
  estimated: statuses.filter((s) => s === "estimated").length,
  unknown: statuses.filter((s) => s === "unknown").length
})

export const factStatuses = (destinations: ReadonlyArray<Destination>, rates: ReadonlyArray<ExchangeRate>) => {
  const attractions = destinations.flatMap((d) => d.regions.flatMap((r) => r.attractions))
  const food = destinations.flatMap((d) => d.regions.flatMap((r) => r.food))
  const stays = destinations.flatMap((d) => d.regions.flatMap((r) => r.stays))
  const charging = attractions.filter((a) => a.costInr > 0)
  return {
    attractionHours: counts(attractions.map((a) => a.hours.status)),
    foodHours: counts(food.map((f) => f.hours?.status ?? "unknown")),
    fees: counts(attractions.map((a) => a.fee.status)),
    chargedFees: counts(charging.map((a) => a.fee.status)),
    foreignPrices: attractions.filter((a) => a.fee.foreignInr !== undefined).length,
    visas: counts(destinations.flatMap((d) => (d.visa ? [d.visa.factStatus] : []))),
    permits: counts(destinations.flatMap((d) => d.permits.map((p) => p.factStatus))),
    exchangeRates: counts(rates.map((r) => r.status)),
    // Ratings are not counted: the schema refuses them (a rating comes only from the places lookup).
    stays: { named: stays.filter((s) => !isStayArea(s)).length, areas: stays.filter(isStayArea).length }
  }
}
