import type { ItineraryContent, ItineraryDay } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { type Across, legName, type TripLeg } from "../knowledge/across.ts"
import { greatCircleKm } from "../knowledge/geo.ts"
import { linkJourney, type LinkPoint } from "../knowledge/hubLinks.ts"
import type { Resolution } from "../knowledge/index.ts"
import { hubServes, type PlannedJourney, planJourney } from "../knowledge/journeys.ts"
import { monthNames } from "../knowledge/meals.ts"
import { findOrigin } from "../knowledge/origin.ts"
import { openInMonth, planRoute, type RouteStop, shareDays } from "../knowledge/route.ts"
import type { Coordinates, Region } from "../knowledge/schema.ts"
import { timeZoneText } from "../knowledge/timeZone.ts"
import type { LegContext, PlanSources } from "./planInput.ts"
import type { Regenerating } from "./regenerateDay.ts"
import { staysFor } from "./stays.ts"
import type { Say } from "./words.ts"

/**
 * A trip across several places (docs/adr/0210-trips-across-places.md): the places in a sensible order,
 * each given days in proportion to what it holds, each planned by the one planner of a place (planTrip's
 * planPlace) with the journey from the place before, and the plans joined into one: days in sequence,
 * the route said ("Delhi 2 days, Agra 1, Jaipur 2"), hotels, food, tips, and the visa, currency and time
 * zone of every country. Pure.
 */

type PlanPlace = (trip: Trip, sources: PlanSources, regenerating?: Regenerating, part?: LegContext) => ItineraryContent

/** About three days a guide when an area's guides are chosen for the days (a first visit's stay). */
const DAYS_PER_AREA_GUIDE = 3
/** A whole guide's share of a trip is weighed as at most this many days: a big state does not swallow a city. */
const MOST_DAYS_WEIGHED = 5
/** The order asked is kept unless another is this much shorter in all. */
const REORDER_SAVING = 0.75

const pointOf = (leg: TripLeg): Coordinates => leg.focusRegion?.coordinates ?? leg.destination.regions[0]!.coordinates

/** How many days a place holds: its region's ideal stay, or its guide's regions' (capped). */
const weightOf = (leg: TripLeg): number =>
  leg.focusRegion ? leg.focusRegion.idealDays : Math.min(MOST_DAYS_WEIGHED, leg.destination.regions.reduce((n, r) => n + r.idealDays, 0))

/**
 * The places the trip takes: every place of a list or a circuit while each can have a day; an area's best
 * covered guides, about three days each. The others are said in the tips. A place with nothing open in
 * the travel month (Badrinath in March, under snow) is not taken while another is.
 */
const chooseLegs = (across: Across, trip: Pick<Trip, "duration" | "travelDates">): { legs: ReadonlyArray<TripLeg>; leftOut: ReadonlyArray<TripLeg>; closed: ReadonlyArray<TripLeg> } => {
  const isOpen = (leg: TripLeg) => leg.focusRegion === undefined || openInMonth(leg.focusRegion, trip.travelDates)
  const closed = across.legs.some(isOpen) ? across.legs.filter((leg) => !isOpen(leg)) : []
  const open = across.legs.filter((leg) => !closed.includes(leg))
  const count = across.chooseForDays
    ? Math.max(1, Math.min(open.length, Math.round(trip.duration / DAYS_PER_AREA_GUIDE)))
    : Math.min(open.length, trip.duration)
  return { legs: open.slice(0, count), leftOut: across.chooseForDays ? [] : open.slice(count), closed }
}

/** The months a closed place's sights are seen in, in order ("May, June, ..."). */
const openMonths = (region: Region): string => monthNames([...new Set(region.attractions.flatMap((a) => a.months ?? []))].sort((a, b) => a - b))

const pathKm = (legs: ReadonlyArray<TripLeg>, start?: Coordinates): number =>
  legs.reduce((km, leg, i) => km + (i === 0 ? (start ? greatCircleKm(start, pointOf(leg)) : 0) : greatCircleKm(pointOf(legs[i - 1]!), pointOf(leg))), 0)

/** From the place nearest home, always on to the nearest place not yet visited. */
const nearestFirst = (legs: ReadonlyArray<TripLeg>, home?: Coordinates): ReadonlyArray<TripLeg> => {
  const left = [...legs]
  const ordered: Array<TripLeg> = []
  let here = home ?? pointOf(legs[0]!)
  while (left.length > 0) {
    let best = 0
    for (let i = 1; i < left.length; i++) if (greatCircleKm(here, pointOf(left[i]!)) < greatCircleKm(here, pointOf(left[best]!))) best = i
    const next = left.splice(best, 1)[0]!
    ordered.push(next)
    here = pointOf(next)
  }
  return ordered
}

/**
 * The order of the places: an area's from home outwards; a list's and a circuit's as asked (the traveller
 * or the circuit chose it) unless the nearest-first order is much shorter (a list typed out of order).
 */
const orderLegs = (across: Across, legs: ReadonlyArray<TripLeg>, home?: Coordinates): ReadonlyArray<TripLeg> => {
  const nearest = nearestFirst(legs, home)
  if (across.chooseForDays) return nearest
  return pathKm(nearest, home) < REORDER_SAVING * pathKm(legs, home) ? nearest : legs
}

/** Where the nights of a stop are spent (as planTrip's). */
const nightsIn = (stop: RouteStop): Region => stop.dayTripFrom ?? stop.region

interface PlannedLeg {
  readonly leg: TripLeg
  readonly days: ReadonlyArray<number>
  readonly content: ItineraryContent
  readonly last: Region
  readonly lastBase: string
}

/** Where a place's last base is left from, or its first region reached: its guide's hub when that serves it. */
const linkPoint = (leg: TripLeg, region: Region): LinkPoint => {
  const hub = leg.destination.arrivalHub
  const airport = /airport|aerodrome/i.test(hub.name) && hubServes(leg.destination, region)
  return { name: region.name, coordinates: region.coordinates, airport }
}

export const planAcross = (trip: Trip, sources: PlanSources, planPlace: PlanPlace, regenerating?: Regenerating): ItineraryContent => {
  const across = sources.resolution.across!
  const links = sources.resolution.links ?? []
  const say = sources.say
  const home = findOrigin(sources.origins, trip.origin)
  const chosen = chooseLegs(across, trip)
  const legs = orderLegs(across, chosen.legs, home ? { lat: home.lat, lon: home.lon } : undefined)
  const shares = shareDays(legs.map(weightOf), trip.duration)
  const used = new Set<string>()
  const planned: Array<PlannedLeg> = []
  for (const [i, leg] of legs.entries()) {
    const days = shares[i]!
    const part: Trip = { ...trip, duration: days.length }
    const resolution: Resolution = {
      destination: leg.destination,
      ...(leg.focusRegion ? { focusRegion: leg.focusRegion } : {}),
      ...(sources.resolution.dietWords ? { dietWords: sources.resolution.dietWords } : {})
    }
    const stops = planRoute(resolution, part).stops
    const first = stops[0]!.region
    const previous = planned[planned.length - 1]
    const journey = previous && journeyBetween(previous, leg, first, links, trip)
    const local = regenerating && days.includes(regenerating.dayNumber) ? { ...regenerating, dayNumber: regenerating.dayNumber - days[0]! + 1 } : undefined
    const content = planPlace(part, { ...sources, resolution }, local, {
      ...(previous && journey ? { arriveFrom: { region: previous.last.name, base: previous.lastBase, journey } } : {}),
      goesOn: i < legs.length - 1,
      used
    })
    const last = nightsIn(stops[stops.length - 1]!)
    planned.push({ leg, days, content, last, lastBase: staysFor(last, trip.accommodation)[0]?.name ?? last.name })
  }
  return joined(planned, chosen, across, trip, say)
}

/** The journey from one place's last base to the next place's first region: the guide's own table within one guide. */
const journeyBetween = (previous: PlannedLeg, leg: TripLeg, first: Region, links: Parameters<typeof linkJourney>[0], trip: Trip): PlannedJourney =>
  previous.leg.destination.id === leg.destination.id
    ? planJourney(leg.destination, previous.last.id, first.id, trip.transportation)
    : linkJourney(links, linkPoint(previous.leg, previous.last), linkPoint(leg, first), trip.destinationType, trip.transportation)

/** "Delhi 2 days, Agra 1, Jaipur 2". */
export const routeText = (say: Say, stops: ReadonlyArray<{ readonly name: string; readonly days: number }>): string =>
  stops
    .map((s, i) => (i > 0 ? say("routeStopNext", { place: s.name, days: s.days }) : s.days === 1 ? say("routeStopDay", { place: s.name }) : say("routeStopDays", { place: s.name, days: s.days })))
    .join(say("listSeparator"))

const unique = <A>(items: ReadonlyArray<A>, key: (a: A) => string = (a) => String(a)): Array<A> => [...new Map(items.map((a) => [key(a), a])).values()]

/** One item of each place's list in turn (round robin), up to `most`. */
const inTurn = <A>(lists: ReadonlyArray<ReadonlyArray<A>>, most: number): Array<A> =>
  Array.from({ length: Math.max(0, ...lists.map((l) => l.length)) }, (_, i) => lists.flatMap((l) => (i < l.length ? [l[i]!] : []))).flat().slice(0, most)

/** The places' plans as one: days numbered in sequence, sections joined, the route said first. */
const joined = (
  planned: ReadonlyArray<PlannedLeg>,
  { leftOut, closed }: { readonly leftOut: ReadonlyArray<TripLeg>; readonly closed: ReadonlyArray<TripLeg> },
  across: Across,
  trip: Trip,
  say: Say
): ItineraryContent => {
  const contents = planned.map((p) => p.content)
  const first = contents[0]!
  const list = (names: ReadonlyArray<string>) => names.join(say("listSeparator"))
  const route = routeText(say, planned.map((p) => ({ name: legName(p.leg), days: p.days.length })))
  const description = say("acrossDescription", { name: across.name, route })
  const offset = (p: PlannedLeg) => p.days[0]! - 1
  const dailyItinerary: Array<ItineraryDay> = planned.flatMap((p) => p.content.dailyItinerary.map((d) => ({ ...d, dayNumber: d.dayNumber + offset(p) })))
  const regionSequence = planned.flatMap((p) => p.content.geographicProgression.regionSequence.map((s) => ({ ...s, daysSpent: s.daysSpent.map((d) => d + offset(p)) })))
  const sum = (key: keyof ItineraryContent["costBreakdown"]) => contents.reduce((n, c) => n + c.costBreakdown[key], 0)
  const international = trip.destinationType === "international"
  const guides = unique(planned.map((p) => p.leg.destination), (d) => d.id)
  const zones = unique(guides.map((g) => ({ place: g.name, zone: timeZoneText(g.timeZone, trip.travelDates) })), (z) => z.zone)
  const currencies = unique(guides.flatMap((g) => (g.currency ? [{ country: g.country, currency: g.currency }] : [])), (c) => c.currency.code)
  const visas = unique(guides.flatMap((g) => (g.visa ? [{ country: g.country, visa: g.visa }] : [])), (v) => v.country)
  const firstVisa = first.visaInformation
  return {
    overview: {
      ...first.overview,
      description: [description, ...contents.map((c) => c.overview.description)].join(" "),
      highlights: unique(inTurn(contents.map((c) => c.overview.highlights), 8)),
      climate: { type: list(unique(contents.map((c) => c.overview.climate.type))), seasons: planned.flatMap((p) => p.content.overview.climate.seasons.map((s) => ({ ...s, name: `${legName(p.leg)}: ${s.name}` }))) },
      bestTimeToVisit: planned.map((p) => `${legName(p.leg)}: ${p.content.overview.bestTimeToVisit}`).join(" "),
      geography: {
        location: unique(contents.map((c) => c.overview.geography.location)).join(" "),
        terrain: unique(contents.map((c) => c.overview.geography.terrain)).join(" "),
        landmarks: unique(inTurn(contents.map((c) => c.overview.geography.landmarks), 10))
      },
      languages: unique(contents.flatMap((c) => c.overview.languages)),
      ...(international && zones.length > 0 ? { timeZone: zones.length === 1 ? zones[0]!.zone : zones.map((z) => say("timeZoneOf", z)).join("; ") } : {}),
      localCuisine: unique(inTurn(contents.map((c) => c.overview.localCuisine), 10)),
      culturalNotes: unique(contents.flatMap((c) => c.overview.culturalNotes))
    },
    geographicProgression: {
      regionSequence,
      optimizationStrategy: [description, ...contents.map((c) => c.geographicProgression.optimizationStrategy)].join(" "),
      accommodationStrategy: unique(contents.map((c) => c.geographicProgression.accommodationStrategy)).join(" "),
      transportationDetails: first.geographicProgression.transportationDetails
    },
    hotelRecommendations: {
      options: unique(contents.flatMap((c) => c.hotelRecommendations.options), (o) => o.placeId ?? o.name),
      bookingTip: unique(contents.map((c) => c.hotelRecommendations.bookingTip)).join(" ")
    },
    dailyItinerary,
    costBreakdown: { accommodation: sum("accommodation"), food: sum("food"), activities: sum("activities"), total: sum("total") },
    foodRecommendations: unique(inTurn(contents.map((c) => c.foodRecommendations), 10), (f) => f.placeId ?? f.name),
    shoppingInfo: {
      souvenirs: unique(contents.flatMap((c) => c.shoppingInfo.souvenirs)),
      markets: unique(contents.flatMap((c) => c.shoppingInfo.markets))
    },
    travelTips: [
      { category: say("acrossCategory"), tip: description },
      ...(leftOut.length > 0 ? [{ category: say("acrossCategory"), tip: say("acrossLeftOut", { places: list(leftOut.map(legName)), days: trip.duration }) }] : []),
      ...closed.map((leg) => ({ category: say("acrossCategory"), tip: say("acrossClosed", { place: legName(leg), travel: trip.travelDates, months: openMonths(leg.focusRegion!) }) })),
      ...(international
        ? currencies.slice(1).map((c) => ({
            category: say("moneyCategory"),
            tip: say("currencyAlsoFor", { country: c.country, name: c.currency.name, code: c.currency.code, rate: c.currency.exchangeRate })
          }))
        : []),
      ...unique(contents.flatMap((c) => c.travelTips), (t) => `${t.category}\u0000${t.tip}`).filter((t) => t.category !== say("aboutCategory")),
      // What the plan is, once, last (as every plan's).
      ...unique(contents.flatMap((c) => c.travelTips.filter((t) => t.category === say("aboutCategory"))), (t) => t.tip)
    ],
    ...(international && firstVisa
      ? {
          visaInformation: {
            ...firstVisa,
            additionalNotes: [
              ...firstVisa.additionalNotes,
              ...visas.slice(1).map(({ country, visa }) =>
                say("visaAlsoFor", { country, status: visa.status, fees: visa.feeText, processing: visa.processingTime, asOf: visa.asOf, source: visa.source })
              )
            ]
          }
        }
      : {})
  }
}

