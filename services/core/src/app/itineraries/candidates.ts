import type { ChunkKind, RouteChunk } from "../../adapters/writer/ItineraryWriter.ts"
import type { Trip } from "@safarnama/events/itineraries/events"
import { suitsDiet } from "../../domain/knowledge/diet.ts"
import { normalizeName, type Resolution } from "../../domain/knowledge/index.ts"
import type { Attraction, Destination, FoodPlace, Region, Stay } from "../../domain/knowledge/schema.ts"

/**
 * What the AI writer may choose from for one chunk (docs/adr/0070-knowledge-base.md): the destination's
 * regions for the route, and for the days, stays and food the knowledge-base places of the route's
 * regions, with their ids, coordinates, visit lengths and hours. A region's attractions are shared out
 * among the batches of days spent in it, so batches written in parallel do not pick the same sights.
 */

export interface Candidates {
  readonly destination: string
  /** One line of facts a candidate, e.g. `goa-se-cathedral | Se Cathedral | Panaji | 15.5036,73.9122 | 45 min | ...`. */
  readonly lines: ReadonlyArray<string>
  /** Facts the chunk must carry (permits, currency, time zone). */
  readonly facts: ReadonlyArray<string>
}

const at = (p: { lat: number; lon: number }) => `${p.lat.toFixed(4)},${p.lon.toFixed(4)}`
const hoursOf = (p: Attraction | FoodPlace) =>
  [p.hours ? `open ${p.hours.open}-${p.hours.close}` : "", [...(p.hours?.closedOn ?? []), ...(p.closedOn ?? [])].map((d) => `closed ${d}`).join(" ")].filter(Boolean).join(", ")

const attractionLine = (a: Attraction, region: Region) =>
  [a.id, a.name, region.name, at(a), `${a.visitMinutes} min`, `₹${a.costInr}`, `best ${a.bestTime}`, a.categories.join("/"), hoursOf(a)].filter(Boolean).join(" | ")
const foodLine = (f: FoodPlace, region: Region) => [f.id, f.name, region.name, at(f), f.priceRange, f.specialty, f.diets.join("/") || "diet unknown", hoursOf(f)].filter(Boolean).join(" | ")
const stayLine = (s: Stay, region: Region) => [s.id, s.name, region.name, at(s), s.tier, `₹${s.pricePerNightInr}/night`, s.propertyType].join(" | ")

const regionsOfRoute = (destination: Destination, route: RouteChunk | undefined): ReadonlyArray<Region> => {
  if (route === undefined) return destination.regions
  const names = route.regionSequence.map((s) => normalizeName(s.regionName))
  return destination.regions.filter((r) => names.includes(normalizeName(r.name)))
}

const permitFacts = (destination: Destination) =>
  destination.permits.map((p) => `Permit: ${p.name} (${p.appliesTo}) for ${p.areas}: ${p.note} (as of ${p.asOf}, ${p.source})`)

export const candidatesFor = (input: {
  readonly kind: ChunkKind
  readonly trip: Trip
  readonly resolution: Resolution
  readonly route?: RouteChunk
  /** For a days chunk: its days, and every batch of the plan (to share the sights out). */
  readonly dayNumbers?: ReadonlyArray<number>
  readonly batches?: ReadonlyArray<ReadonlyArray<number>>
}): Candidates | undefined => {
  const { destination } = input.resolution
  const regions = regionsOfRoute(destination, input.route)
  const base = { destination: destination.name }
  switch (input.kind) {
    case "route":
      return {
        ...base,
        lines: destination.regions.map((r) => [r.name, at(r.coordinates), r.terrain, `reached by ${r.arriveBy}`, `ideal ${r.idealDays} days`].join(" | ")),
        facts: input.resolution.focusRegion ? [`The traveller asked for ${input.resolution.focusRegion.name}: start there.`] : []
      }
    case "stays":
      return { ...base, lines: regions.flatMap((r) => r.stays.map((s) => stayLine(s, r))), facts: [] }
    case "food":
      return {
        ...base,
        lines: regions.flatMap((r) => r.food.filter((f) => suitsDiet(f, input.trip.dietaryRestrictions)).map((f) => foodLine(f, r))),
        facts: permitFacts(destination)
      }
    case "overview":
      return {
        ...base,
        lines: [],
        facts: destination.currency ? [`Time zone: ${destination.timeZone}`, `Currency: ${destination.currency.name} (${destination.currency.code}), 1 = ₹${destination.currency.exchangeRate}`] : []
      }
    case "visa":
      return destination.visa ? { ...base, lines: [], facts: [`Visa for Indian passport holders: ${destination.visa.status} (as of ${destination.visa.asOf}, ${destination.visa.source})`] } : undefined
    case "days": {
      const days = input.dayNumbers ?? []
      const batches = input.batches ?? [days]
      const route = input.route?.regionSequence ?? []
      const lines = regions.flatMap((region) => {
        const stop = route.filter((s) => normalizeName(s.regionName) === normalizeName(region.name))
        const regionDays = stop.flatMap((s) => s.daysSpent)
        if (!days.some((d) => regionDays.includes(d))) return []
        // The batches that spend days here share the region's sights round-robin, by batch order.
        const sharing = batches.filter((b) => b.some((d) => regionDays.includes(d)))
        const mine = sharing.findIndex((b) => b.some((d) => days.includes(d)))
        const sights = region.attractions.filter((_, i) => sharing.length <= 1 || i % sharing.length === mine)
        const food = region.food.filter((f) => suitsDiet(f, input.trip.dietaryRestrictions))
        return [...sights.map((a) => attractionLine(a, region)), ...food.map((f) => foodLine(f, region))]
      })
      return { ...base, lines, facts: [] }
    }
  }
}
