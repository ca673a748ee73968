import { type Activity, isStayArea, STAY_AREA } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { bundledPlanSources } from "../../adapters/writer/offline/planSources.ts"
import { planTrip, routeOfTrip } from "../../domain/planner/planTrip.ts"
import type { ChunkKind, RouteChunk } from "../../adapters/writer/ItineraryWriter.ts"
import { suitsDiet } from "../../domain/knowledge/diet.ts"
import type { DietWords } from "../../domain/knowledge/dietWords.ts"
import { festivalsInMonth } from "../../domain/knowledge/festivals.ts"
import { hoursTextOf } from "../../domain/knowledge/hours.ts"
import { normalizeName, type Resolution } from "../../domain/knowledge/index.ts"
import { planJourney } from "../../domain/knowledge/journeys.ts"
import { dishesFor, experienceSuitsDiet, inSeason, isMealFor, monthOfTravel, servesMeal } from "../../domain/knowledge/meals.ts"
import { scopeOf } from "../../domain/knowledge/route.ts"
import type { Attraction, Destination, FoodPlace, Region, Stay } from "../../domain/knowledge/schema.ts"
import { describeLeg } from "../../domain/knowledge/travel.ts"
import { hotAfternoonOf } from "../../domain/knowledge/heat.ts"
import { REST_ACTIVITY } from "../../domain/itineraries/groundedChecks.ts"

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
/** The hours as the model is given them: the OpenStreetMap text, or that nobody has checked them (the plan must say so). */
const hoursOf = (p: Attraction | FoodPlace) => {
  const osm = hoursTextOf(p)
  if (osm !== undefined) return `hours ${osm}`
  return p.kind === "food" ? "" : "hours unknown: say \"check the opening hours\""
}

const attractionLine = (a: Attraction, region: Region) =>
  [
    a.id,
    a.name,
    region.name,
    at(a),
    `${a.visitMinutes} min`,
    `₹${a.costInr}`,
    `best ${a.bestTime}`,
    a.categories.join("/"),
    hoursOf(a),
    a.replacesMeal ? `is the day's ${a.replacesMeal} (no separate ${a.replacesMeal})` : "",
    a.demand?.mustSee ? "MUST-SEE: plan it, or say in the tips why not" : "",
    a.showTimes ? `starts only at ${a.showTimes.times.join(" or ")}` : "",
    a.type === "nightlife" || a.bestTime === "night" ? "after dinner only" : ""
  ]
    .filter(Boolean)
    .join(" | ")
/** A food place as the writer is given it: for a diet, the dishes that traveller eats there (ADR 0190). */
const foodLine = (f: FoodPlace, region: Region, trip: Trip, words: DietWords | undefined) =>
  [
    f.id,
    f.name,
    region.name,
    at(f),
    f.priceRange,
    trip.dietaryRestrictions === "none" ? f.specialty : `for a ${trip.dietaryRestrictions} traveller: ${dishesFor(f, trip.dietaryRestrictions, words)}`,
    f.diets.join("/") || "diet unknown",
    servesMeal(f) ? "lunch or dinner" : `${f.meal} only, not a lunch or dinner`,
    hoursOf(f)
  ]
    .filter(Boolean)
    .join(" | ")

/** Day 1 opens with the journey from the traveller's city (docs/adr/0150-scope-and-journeys.md). */
/**
 * The way there and home as the planner plans them (through the hub to a town with neither an airport nor
 * a station, the day before when the way on takes the day), in English words for the writer.
 */
type WayThereAndHome = { readonly gettingThere?: Activity | undefined; readonly arrival?: Activity | undefined; readonly home?: Activity | undefined }
const plannedWayThereAndHome = (trip: Trip, resolution: Resolution): WayThereAndHome => {
  const plan = planTrip(trip, bundledPlanSources({ ...trip, language: "en" }, resolution))
  const find = (day: number, prefix: string) => plan.dailyItinerary[day - 1]?.activities.find((a) => a.title.startsWith(prefix))
  const arrival = plan.dailyItinerary[0]?.activities.find((a, i, all) => a.type === "transport" && all[i - 1]?.title.startsWith("Getting there from"))
  return { gettingThere: find(1, "Getting there from"), arrival, home: trip.duration >= 2 ? find(trip.duration, "Journey home to") : undefined }
}

const fromHomeFacts = ({ gettingThere, arrival }: WayThereAndHome): ReadonlyArray<string> => {
  if (gettingThere === undefined) return []
  const onward = arrival ? ` Then "${arrival.title}": ${arrival.details.travelTime}, ${arrival.details.distanceFromPrevious}.` : ""
  return [`Day 1 opens with "${gettingThere.title}" (a transport activity, cost 0, not in the cost breakdown): ${gettingThere.details.description}${onward} Plan the rest of day 1 after that arrival.`]
}

/**
 * A trip across several places (docs/adr/0210-trips-across-places.md): the planner's own route, with the
 * journeys between the places, and its way there and home, for the writer to follow.
 */
const acrossFacts = (trip: Trip, resolution: Resolution) => {
  const plan = planTrip(trip, bundledPlanSources(trip, resolution))
  const days = (d: ReadonlyArray<number>) => (d.length === 1 ? `day ${d[0]}` : `days ${d[0]}-${d[d.length - 1]}`)
  const stops = plan.geographicProgression.regionSequence.map((s) => `${s.regionName} ${days(s.daysSpent)} (${s.distanceFromPrevious})`)
  const journey = (day: number, prefix: string) => {
    const a = plan.dailyItinerary[day - 1]?.activities.find((x) => x.title.startsWith(prefix))
    return a ? [`Day ${day} has "${a.title}" (a transport activity, cost 0, not in the cost breakdown): ${a.details.travelTime}, ${a.details.distanceFromPrevious}.`] : []
  }
  return {
    route: [
      `The traveller asked for ${resolution.destination.name}: ${plan.travelTips[0]?.tip ?? ""} Plan each place's days in its own regions, and the journey between places on the day it happens.`,
      `Route to follow (regionSequence in this order, with these days): ${stops.join("; ")}.`
    ],
    fromHome: journey(1, "Getting there from"),
    homeAgain: journey(trip.duration, "Journey home to")
  }
}

/** The planned route as the writer must follow it: the scope, and each stop's days and journey. */
const routeFacts = (trip: Trip, resolution: Resolution): ReadonlyArray<string> => {
  if (resolution.across) return acrossFacts(trip, resolution).route
  const { destination } = resolution
  // The planner's own route: where the designed share of days leaves a must-see out, the share it keeps.
  const plan = routeOfTrip(trip, bundledPlanSources({ ...trip, language: "en" }, resolution))
  const scope = scopeOf(plan)
  const days = (d: ReadonlyArray<number>) => (d.length === 1 ? `day ${d[0]}` : `days ${d[0]}-${d[d.length - 1]}`)
  const stops = plan.stops.map((stop, i) => {
    const before = plan.stops[i - 1]
    const from = before ? (before.dayTripFrom ?? before.region) : undefined
    const leg = from && from.id !== stop.region.id ? planJourney(destination, from.id, stop.region.id, trip.transportation) : undefined
    const how = leg ? `, from ${from!.name} ${describeLeg(leg)} (${leg.km} km${leg.estimate ? ", estimate" : ""})` : ""
    return `${stop.region.name} ${days(stop.days)}${stop.dayTripFrom ? ` (a day trip from ${stop.dayTripFrom.name}, back there for the night)` : ""}${how}`
  })
  return [
    scope.base
      ? `The traveller asked for ${scope.base}: plan the trip around it${scope.onward.length > 0 ? "" : "; every night is spent there"}.`
      : `The traveller asked for ${destination.name}: a tour of its regions.`,
    `Route to follow (regionSequence in this order, with these days): ${stops.join("; ")}.`
  ]
}
// A stay area is no hotel: the model is told so, and its price is where the band starts.
const stayLine = (s: Stay, region: Region) =>
  (isStayArea(s)
    ? [s.id, s.name, region.name, at(s), s.tier, `from ₹${s.pricePerNightInr}/night`, s.propertyType, `${s.lodging ?? "lodgings"} in ${s.area ?? region.name}, not a named hotel: keep propertyType "${STAY_AREA}"`]
    : [s.id, s.name, region.name, at(s), s.tier, `₹${s.pricePerNightInr}/night`, s.propertyType]
  ).join(" | ")

const regionsOfRoute = (destination: Destination, route: RouteChunk | undefined): ReadonlyArray<Region> => {
  if (route === undefined) return destination.regions
  const names = route.regionSequence.map((s) => normalizeName(s.regionName))
  return destination.regions.filter((r) => names.includes(normalizeName(r.name)))
}

const permitFacts = (destination: Destination) =>
  destination.permits.map((p) => `Permit: ${p.name} (${p.appliesTo}) for ${p.areas}: ${p.note} (as of ${p.asOf}, ${p.source})`)

/** The festivals of the trip's month on the route: the travel tips name each (docs/adr/0250-festivals.md). */
const festivalFacts = (trip: Trip, destination: Destination, regions: ReadonlyArray<Region>) =>
  festivalsInMonth(destination.festivals, regions, trip.travelDates).map(
    (f) =>
      `Festival (name it in the travel tips, category Festivals): ${f.festival.name} in ${f.regionName ?? destination.name}, ${f.from} to ${f.to}: ${f.festival.description} (${f.fact.status === "sourced" ? `as of ${f.fact.asOf}, ${f.fact.source}` : `our estimate: ${f.fact.how}`})`
  )

/** A place for the diet where the plan can say what the traveller will eat, open in the travel month (read once by the caller). */
const eatable = (f: FoodPlace, trip: Trip, words: DietWords | undefined, month: number | undefined) =>
  suitsDiet(f, trip.dietaryRestrictions) && dishesFor(f, trip.dietaryRestrictions, words) !== undefined && inSeason(f, month)

/** The last day ends with the way home (ADR 0190). */
const homeAgainFacts = (trip: Trip, { home }: WayThereAndHome): ReadonlyArray<string> => {
  if (home === undefined) return []
  return [
    `Day ${trip.duration} ends with "${home.title}" (a transport activity after the day's last stop, between 14:00 and 18:00, cost 0, not in the cost breakdown, "Book it separately"): ${home.details.description}`
  ]
}

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
  const words = input.resolution.dietWords
  const regions = regionsOfRoute(destination, input.route)
  const month = monthOfTravel(input.trip.travelDates)
  const base = { destination: destination.name }
  switch (input.kind) {
    case "route":
      return {
        ...base,
        lines: destination.regions.map((r) => [r.name, at(r.coordinates), r.terrain, `ideal ${r.idealDays} days`].join(" | ")),
        facts: routeFacts(input.trip, input.resolution)
      }
    case "stays":
      return { ...base, lines: regions.flatMap((r) => r.stays.map((s) => stayLine(s, r))), facts: [] }
    case "food":
      return {
        ...base,
        lines: regions.flatMap((r) => r.food.filter((f) => eatable(f, input.trip, words, month)).map((f) => foodLine(f, r, input.trip, words))),
        facts: [...permitFacts(destination), ...festivalFacts(input.trip, destination, regions)]
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
      // A trip across places: the planner's way there and home, planned once for both ends of the chunk.
      const ends = days.includes(1) || days.includes(input.trip.duration)
      const across = input.resolution.across && ends ? acrossFacts(input.trip, input.resolution) : undefined
      // Planned once for both ends of the chunk.
      const way = ends && !across ? plannedWayThereAndHome(input.trip, input.resolution) : undefined
      const batches = input.batches ?? [days]
      const route = input.route?.regionSequence ?? []
      const lines = regions.flatMap((region) => {
        const stop = route.filter((s) => normalizeName(s.regionName) === normalizeName(region.name))
        const regionDays = stop.flatMap((s) => s.daysSpent)
        if (!days.some((d) => regionDays.includes(d))) return []
        // The batches that spend days here share the region's sights round-robin, by batch order.
        const sharing = batches.filter((b) => b.some((d) => regionDays.includes(d)))
        const mine = sharing.findIndex((b) => b.some((d) => days.includes(d)))
        const diet = input.trip.dietaryRestrictions
        const sights = region.attractions.filter((a, i) => (sharing.length <= 1 || i % sharing.length === mine) && inSeason(a, month) && experienceSuitsDiet(a, diet))
        const food = region.food.filter((f) => isMealFor(f, diet) && eatable(f, input.trip, words, month))
        return [...sights.map((a) => attractionLine(a, region)), ...food.map((f) => foodLine(f, region, input.trip, words))]
      })
      return {
        ...base,
        lines,
        facts: [
          ...(days.includes(1) ? (across ? across.fromHome : fromHomeFacts(way ?? {})) : []),
          ...(days.includes(input.trip.duration) ? (across ? across.homeAgain : homeAgainFacts(input.trip, way ?? {})) : []),
          ...heatFacts(
            input.trip,
            destination,
            regions.filter((region) => route.some((s) => normalizeName(s.regionName) === normalizeName(region.name) && s.daysSpent.some((d) => days.includes(d))))
          )
        ]
      }
    }
  }
}

/** A hot month's afternoons (ADR 0190): the writer plans a rest at the stay after lunch, as the offline planner does. */
const heatFacts = (trip: Pick<Trip, "travelDates">, destination: Destination, regions: ReadonlyArray<Region>): ReadonlyArray<string> =>
  regions.flatMap((region) => {
    const hot = hotAfternoonOf(destination, region, trip.travelDates)
    return hot
      ? [`In ${trip.travelDates} afternoons in ${hot.place} (${region.name}) average ${hot.highC}°C: after lunch plan a midday rest at the stay until 16:00, as an activity of type "${REST_ACTIVITY}" with no placeId`]
      : []
  })
