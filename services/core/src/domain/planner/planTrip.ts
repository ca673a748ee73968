import { festivalTips } from "./festivalTips.ts"
import type { ItineraryContent, RegionStop } from "@safarnama/events/contract/itinerary"
import { groupSize } from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"
import { greatCircleKm } from "../knowledge/geo.ts"
import { hoursContextOf } from "../knowledge/hours.ts"
import type { Resolution } from "../knowledge/index.ts"
import { HUB, hubServes, type PlannedJourney, planJourney, roadSpeedOf } from "../knowledge/journeys.ts"
import { localLeg } from "../knowledge/travel.ts"
import { inSeason, isMealFor, monthOfTravel } from "../knowledge/meals.ts"
import { findOrigin, journeyFromHome, type OriginCity } from "../knowledge/origin.ts"
import { openInMonth, type PlannedRoute, planRoute, routeOfPlan, type RouteStop, scopeOf } from "../knowledge/route.ts"
import { routeAlternatives } from "../knowledge/routeAlternatives.ts"
import type { Attraction, Destination, Region } from "../knowledge/schema.ts"
import { nearRegion } from "../itineraries/groundedChecks.ts"
import { normalizeName } from "../knowledge/normalizeName.ts"
import { timeZoneText } from "../knowledge/timeZone.ts"
import { hotAfternoonOf } from "../knowledge/heat.ts"
import { budgetTip, fitToBudgetBand } from "./budgetFit.ts"
import { staysFor } from "./stays.ts"
import { dietText, legText, minutesText, modeText } from "./wording.ts"
import { type Regenerating, regeneratedDay } from "./regenerateDay.ts"
import { planAcross } from "./planAcross.ts"
import { mustSeesLeftOut, whyNoDayHolds } from "./mustSees.ts"
import { wantsSight, withCarriedSight } from "./carriedSights.ts"
import type { LegContext, PlanSources } from "./planInput.ts"
import { arrivesTheDayBefore, lastDayOf, scheduleDay } from "./scheduleDay.ts"

/**
 * The planner (docs/adr/0190-full-days.md; ARCHITECTURE.md, "Planning"): a whole itinerary from a trip
 * and its sources, deterministic: same trip, same plan. Every named place is a knowledge-base place with
 * its id; distances and travel times are computed from coordinates; the plan passes every plan check by
 * construction. The offline writer words a plan as it is; the AI writer rewrites its days; the
 * generation saves it at once as the draft (docs/adr/0180-draft-first-generation.md).
 */

export { staysFor } from "./stays.ts"

/** A town with its own airport: an origin city with scheduled flights this close to it. */
const OWN_AIRPORT_KM = 40
const hasOwnAirport = (region: Region, origins: PlanSources["origins"]) =>
  region.arriveBy === "flight" || origins.some((o) => o.airport && greatCircleKm(o, region.coordinates) <= OWN_AIRPORT_KM)

/**
 * A town the hub does not serve is reached straight from home when the way there is a drive, or a
 * flight to its own airport (Udaipur, Leh). A train or a flight to a town with neither is no way in
 * (Mumbai to Kaza "by train"): the traveller comes through the hub and on by the guide's journey, as
 * the Char Dham yatra starts at Dehradun.
 */
const straightFromHome = (region: Region, home: OriginCity | undefined, trip: Trip, origins: PlanSources["origins"]): boolean => {
  if (hasOwnAirport(region, origins)) return true
  if (home === undefined) return false
  const direct = journeyFromHome(home, { name: region.name, coordinates: region.coordinates, airport: false }, trip.destinationType, trip.transportation)
  return direct === undefined || direct.mode === "road"
}

/** Where a traveller arriving in town gets off: about 8 km from the centre. */
const townArrival = (region: Region) => ({ lat: region.coordinates.lat + 0.07, lon: region.coordinates.lon })

/** Enough to choose from; more only lengthens the section a writer streams (generation benchmark). */
const FOOD_RECOMMENDATIONS = 8

/** A source as a plan names it: a page by its site ("rome2rio.com"), anything else by its first words. */
export const sourceLabel = (source: string): string => {
  const url = /(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?:\/\S*)?/i.exec(source)
  if (url) return url[1]!.replace(/^www\./, "")
  const words = source.replace(/\s*\(.*$/, "").trim()
  return words.length > 80 ? `${words.slice(0, 77)}...` : words
}

/** Where the nights of a stop are spent: its own region, or the base a day trip leaves from. */
const nightsIn = (stop: RouteStop): Region => stop.dayTripFrom ?? stop.region

/**
 * What a region-based trip's overview says: its regions' most sought sights (ranked first), the
 * destination's landmarks that are in those regions (else those sights), and whether a tip names a
 * region of the destination the trip does not visit ("Book Jaipur-Jodhpur-Jaisalmer trains early").
 */
const regionScopeOf = (destination: Resolution["destination"], visited: ReadonlyArray<Region>) => {
  const rankOf = (a: Attraction) => (a.demand === undefined ? Number.POSITIVE_INFINITY : a.demand.rank - (a.demand.mustSee ? 100 : 0))
  const sights = visited
    .flatMap((r) => r.attractions.filter((a) => a.demand !== undefined))
    .sort((a, b) => rankOf(a) - rankOf(b))
    .map((a) => a.name)
  const names = visited.flatMap((r) => [r.name, ...r.subAreas, ...r.attractions.map((a) => a.name)]).map(normalizeName)
  const inVisited = (text: string) => names.some((n) => n.includes(normalizeName(text)) || normalizeName(text).includes(n))
  const landmarks = destination.overview.geography.landmarks.filter(inVisited)
  const elsewhere = destination.regions
    .filter((r) => !visited.some((v) => v.id === r.id))
    .flatMap((r) => [r.name.split(",")[0]!, ...r.subAreas])
    .map(normalizeName)
    .filter((n) => n.length > 2 && !names.includes(n))
  return {
    sights,
    landmarks: landmarks.length >= 2 ? landmarks : sights.slice(0, 5),
    tipFits: (tip: { readonly tip: string }) => !elsewhere.some((n) => ` ${normalizeName(tip.tip)} `.includes(` ${n} `))
  }
}


export type { LegContext, PlanSources } from "./planInput.ts"

/** `regenerating`: one day is written again for a finished plan (regenerateDay.ts); the rest is as always. */
export const planTrip = (trip: Trip, sources: PlanSources, regenerating?: Regenerating): ItineraryContent =>
  sources.resolution.across ? planAcross(trip, sources, planPlace, regenerating) : planPlace(trip, sources, regenerating)

/** The plan of one place: a guide, or the region of it the traveller named. */
export const planPlace = (trip: Trip, sources: PlanSources, regenerating?: Regenerating, part?: LegContext): ItineraryContent => {
  // A place of a trip across several keeps the route its trip planned around it (planAcross.ts).
  if (part !== undefined) return planOnRoute(trip, sources, planRoute(sources.resolution, trip), part.used, regenerating, part)
  if (regenerating === undefined) return bestPlan(trip, sources).content
  // A day written again stays on the route the plan was made with (a route rule may have changed since).
  const kept = regenerating.route ? routeOfPlan(sources.resolution.destination.regions, regenerating.route, trip.duration) : undefined
  const route = kept ? { ...planRoute(sources.resolution, trip), stops: kept } : routeOfTrip(trip, sources)
  return planOnRoute(trip, sources, route, new Set(), regenerating)
}

/**
 * The route a plan of one place takes: the designed one, or, where its plan leaves a must-see of a stop
 * out for want of time, the share of days (routeAlternatives.ts) that plans the most must-sees; the
 * designed one on a tie. Only the plans that leave one out are planned again (about 1 in 6 at 3 days).
 */
const bestPlan = (trip: Trip, sources: PlanSources): { readonly route: PlannedRoute; readonly content: ItineraryContent } => {
  const { resolution } = sources
  const designed = planRoute(resolution, trip)
  const mustSees = resolution.destination.regions.flatMap((r) => r.attractions.filter((a) => a.demand?.mustSee === true))
  const planOn = (route: PlannedRoute) => {
    const used = new Set<string>()
    const content = planOnRoute(trip, sources, route, used)
    return { route, content, mustSeesPlanned: mustSees.filter((a) => used.has(a.id)).length, used }
  }
  const first = planOn(designed)
  const shortOfDays = (region: Region) => region.attractions.some((a) => a.demand?.mustSee === true && !first.used.has(a.id) && whyNoDayHolds(a, trip) === undefined)
  return routeAlternatives(resolution, trip, designed, shortOfDays)
    .map((stops) => planOn({ ...designed, stops }))
    .reduce((best, next) => (next.mustSeesPlanned > best.mustSeesPlanned ? next : best), first)
}

/** The route the plan of one place takes (bestPlan): the AI writer is told to follow it (candidates.ts). */
export const routeOfTrip = (trip: Trip, sources: PlanSources): PlannedRoute => bestPlan(trip, sources).route

/** The plan of one place on the given route; `used` gathers the sights it plans (a trip across places shares it with the places before). */
const planOnRoute = (trip: Trip, sources: PlanSources, plan: PlannedRoute, used: Set<string>, regenerating?: Regenerating, part?: LegContext): ItineraryContent => {
  const { resolution } = sources
  const { destination } = resolution
  const say = sources.say
  const route = plan.stops
  const foodUses = new Map<string, number>()
  const dailyFood = destination.dailyCostsInr.food[trip.budget]
  const mealCost = { lunch: Math.round(dailyFood * 0.35), dinner: Math.round(dailyFood * 0.45) }
  const stayOf = (stop: RouteStop) => staysFor(nightsIn(stop), trip.accommodation)[0]
  const baseOf = (stop: RouteStop) => {
    const stay = stayOf(stop)
    return stay ? { lat: stay.lat, lon: stay.lon, name: stay.name, placeId: stay.id } : { ...nightsIn(stop).coordinates, name: nightsIn(stop).name }
  }

  const first = route[0]!.region
  const home = findOrigin(sources.origins, trip.origin)
  const lastBase = nightsIn(route[route.length - 1]!)
  const throughHub = (region: Region) => hubServes(destination, region) || !straightFromHome(region, home, trip, sources.origins)
  const arrivesAtHub = throughHub(first)
  const arrivalName = arrivesAtHub ? destination.arrivalHub.name : say("arrivalInTown", { region: first.name })
  // A journey between regions as travellers make it: the destination's journeys table by the trip's
  // transportation choice, else computed (journeys.ts). From the hub (an airport or station in or near
  // the first region); a trip that starts elsewhere (the traveller named Udaipur, the hub is Jaipur)
  // arrives in town.
  // A journey that carries a sight the trip still wants (the Kandy to Ella train) takes it: it is planned.
  const wants = wantsSight(destination, trip, used)
  const carrying = (leg: PlannedJourney): PlannedJourney => {
    if (leg.carries) used.add(leg.carries.id)
    return leg
  }
  const legs: Array<PlannedJourney | undefined> = route.map((stop, i) => {
    if (i === 0 && part?.arriveFrom) return part.arriveFrom.journey
    if (i === 0) {
      if (arrivesAtHub) return carrying(planJourney(destination, HUB, first.id, trip.transportation, wants))
      // From the town's airport or station to the stay is a ride across town, not a journey between towns.
      return { ...localLeg(townArrival(first), first.coordinates, first.terrain, roadSpeedOf(destination)), mode: "road", estimate: true }
    }
    const previous = route[i - 1]!
    // Back at the base after a day trip: the way back was the day trip's evening.
    if (previous.dayTripFrom?.id === stop.region.id) return undefined
    return carrying(planJourney(destination, nightsIn(previous).id, stop.region.id, trip.transportation, wants))
  })
  const hubIsAirport = /airport|aerodrome/i.test(destination.arrivalHub.name)
  const arrivalPoint = arrivesAtHub
    ? { name: destination.arrivalHub.name, coordinates: destination.arrivalHub.coordinates, airport: hubIsAirport }
    : { name: first.name, coordinates: first.coordinates, airport: hasOwnAirport(first, sources.origins) }
  const fromHome = home ? journeyFromHome(home, arrivalPoint, trip.destinationType, trip.transportation) : undefined
  // Home again from the last base: through the hub as the traveller came (by the guide's journey to it
  // when the hub does not serve that base: Kedarnath to Dehradun), else from the town itself.
  const leavesFromHub = throughHub(lastBase)
  const toHub = leavesFromHub && !hubServes(destination, lastBase) ? planJourney(destination, lastBase.id, HUB, trip.transportation) : undefined
  const departurePoint = leavesFromHub
    ? { name: destination.arrivalHub.name, coordinates: destination.arrivalHub.coordinates, airport: hubIsAirport }
    : { name: lastBase.name, coordinates: lastBase.coordinates, airport: hasOwnAirport(lastBase, sources.origins) }
  const fromHub = home ? journeyFromHome(home, departurePoint, trip.destinationType, trip.transportation) : undefined
  const toHome = fromHub && toHub ? { ...fromHub, km: toHub.km + fromHub.km, minutes: toHub.minutes + fromHub.minutes } : fromHub
  const placeWords = destination.regions.flatMap((r) => [...r.attractions, ...r.food].map((p) => normalizeName(p.name).split(" ")))
  const sourceNote = (leg: PlannedJourney) =>
    leg.estimate || leg.source === undefined ? say("journeyEstimated") : say("journeySourced", { source: sourceLabel(leg.source), asOf: leg.asOf ?? "" })

  // The plan's last day goes home; that of a trip across places even when this place had one day.
  const endsTheTrip = (trip.duration >= 2 || part?.arriveFrom !== undefined) && !part?.goesOn
  // The last day's way home leaves at a time the days before it know: what it cannot hold is theirs to plan.
  const lastStop = route[route.length - 1]!
  const lastDay = endsTheTrip && toHome && home && lastStop.days.includes(trip.duration) ? lastDayOf(trip.travelStyle, toHome.minutes) : undefined
  const days = route.flatMap((stop, r) =>
    stop.days.map((dayNumber, indexInStop) => {
      const base = baseOf(stop)
      const leg = legs[r]
      const opening = indexInStop === 0 && leg !== undefined
      const fromName = r === 0 ? arrivalName : stop.dayTripFrom ? stop.dayTripFrom.name : nightsIn(route[r - 1]!).name
      const journey = !opening
        ? undefined
        : r === 0 && part?.arriveFrom
          ? {
              title: say("travelFromTo", { from: part.arriveFrom.region, to: stop.region.name }),
              from: part.arriveFrom.base,
              to: base.name,
              leg: part.arriveFrom.journey,
              description: `${say("journeyDescription", {
                km: part.arriveFrom.journey.km,
                mode: modeText(say, part.arriveFrom.journey.mode),
                duration: minutesText(say, part.arriveFrom.journey.minutes),
                reason: stop.region.reasonForSequencing
              })} ${sourceNote(part.arriveFrom.journey)}`
            }
          : r === 0
          ? {
              // Through a hub that does not serve the town, the slot is the journey on from it (Dehradun to Yamunotri), not a check-in there.
              title: arrivesAtHub && !hubServes(destination, first) ? say("travelFromTo", { from: arrivalName, to: first.name }) : say("arriveAndCheckIn", { place: arrivalName }),
              from: arrivalName,
              to: base.name,
              leg,
              description: `${say("transferToStay", { stay: base.name, region: stop.region.name, leg: legText(say, leg) })} ${sourceNote(leg)}`
            }
          : stop.dayTripFrom
            ? {
                title: say("dayTripTo", { base: stop.dayTripFrom.name, region: stop.region.name }),
                from: base.name,
                to: stop.region.name,
                leg,
                description: `${say("journeyDescription", { km: leg.km, mode: modeText(say, leg.mode), duration: minutesText(say, leg.minutes), reason: stop.region.reasonForSequencing })} ${sourceNote(leg)}`
              }
            : {
                title: say("travelFromTo", { from: nightsIn(route[r - 1]!).name, to: stop.region.name }),
                from: baseOf(route[r - 1]!).name,
                to: base.name,
                leg,
                description: `${say("journeyDescription", {
                  km: leg.km,
                  mode: modeText(say, leg.mode),
                  duration: minutesText(say, leg.minutes),
                  reason: stop.region.reasonForSequencing
                })} ${sourceNote(leg)}`
              }
      // A trip across places arrives by a journey the place before planned, which carries no sight.
      const arrival = journey && withCarriedSight(say, destination, journey, leg?.carries, fromName, stop.region.name)
      const returnTo =
        stop.dayTripFrom && leg
          ? {
              title: say("backTo", { base: stop.dayTripFrom.name }),
              from: stop.region.name,
              to: base.name,
              leg,
              description: say("backToDescription", { base: stop.dayTripFrom.name, leg: legText(say, leg) })
            }
          : undefined
      const gettingThere =
        dayNumber === 1 && fromHome && home && !part?.arriveFrom
          ? {
              title: say("gettingThereFrom", { origin: home.name }),
              from: home.name,
              to: arrivalPoint.name,
              leg: fromHome,
              description: say(fromHome.minutes > 10 * 60 ? "gettingThereOvernight" : arrivesTheDayBefore(fromHome.minutes, leg?.minutes ?? 0) ? "gettingThereDayBefore" : "gettingThereDescription", {
                origin: home.name,
                hub: arrivalPoint.name,
                region: stop.region.name,
                km: fromHome.km,
                mode: modeText(say, fromHome.mode),
                duration: minutesText(say, fromHome.minutes)
              })
            }
          : undefined
      const goingHome = dayNumber === trip.duration && endsTheTrip && toHome && home
        ? {
            title: say("goingHomeTo", { origin: home.name }),
            from: base.name,
            to: home.name,
            leg: toHome,
            description:
              toHub && fromHub
                ? say("goingHomeViaHubDescription", {
                    from: lastBase.name,
                    hub: departurePoint.name,
                    leg: legText(say, toHub),
                    origin: home.name,
                    km: fromHub.km,
                    mode: modeText(say, fromHub.mode),
                    duration: minutesText(say, toHome.minutes)
                  })
                : say("goingHomeDescription", {
                    from: departurePoint.name,
                    origin: home.name,
                    km: toHome.km,
                    mode: modeText(say, toHome.mode),
                    duration: minutesText(say, toHome.minutes)
                  })
          }
        : undefined
      const input = {
        trip,
        say,
        hours: hoursContextOf(destination, trip.travelDates),
        region: stop.region,
        roads: roadSpeedOf(destination),
        dayNumber,
        base,
        ...(arrival ? { arrival } : {}),
        ...(returnTo ? { returnTo, dinnerRegion: stop.dayTripFrom! } : {}),
        ...(gettingThere ? { gettingThere } : {}),
        ...(goingHome ? { goingHome } : {}),
        placeWords,
        laterDaysHere: route.reduce((n, s) => n + (s.region.id === stop.region.id ? s.days.filter((d) => d > dayNumber).length : 0), 0),
        ...(lastDay !== undefined && lastStop.region.id === stop.region.id && dayNumber < trip.duration ? { lastDay } : {}),
        nearbySights: nearbySightsOf(destination, route.map((s) => s.region), r),
        ...(hotAfternoonOf(destination, stop.region, trip.travelDates) ? { heat: hotAfternoonOf(destination, stop.region, trip.travelDates)! } : {}),
        ...(resolution.dietWords ? { dietWords: resolution.dietWords } : {}),
        mealCost
      }
      return regenerating?.dayNumber === dayNumber ? regeneratedDay(input, regenerating) : scheduleDay({ ...input, used, foodUses })
    })
  )

  const sharing = Math.min(2, groupSize(trip.travellingWith))
  const accommodation = route.reduce((sum, r) => sum + Math.round(((stayOf(r)?.pricePerNightInr ?? 0) / sharing) * r.days.length), 0)
  // Regions where nights are spent, once each (a base after a day trip is the same base).
  const baseRegions = [...new Map(route.filter((r) => !r.dayTripFrom).map((r) => [r.region.id, r.region])).values()]
  const visitedRegions = [...new Map(route.map((r) => [r.region.id, r.region])).values()]
  // A tour's regions left off because nothing there is open in the travel month: their must-sees say so.
  const closedForTheSeason = plan.scope === "destination" ? destination.regions.filter((r) => !openInMonth(r, trip.travelDates) && !visitedRegions.includes(r)) : []
  const food = dailyFood * trip.duration
  const activities = days.flatMap((d) => d.activities).filter((a) => a.type !== "food").reduce((sum, a) => sum + a.details.cost, 0)
  const { costs, adjusted } = fitToBudgetBand({ accommodation, food, activities, total: accommodation + food + activities }, trip)

  const regionSequence: Array<RegionStop> = route.map((r, i) => {
    const leg = legs[i] ?? legs[i - 1]
    const from = i === 0 ? (part?.arriveFrom?.region ?? arrivalName) : route[i - 1]!.region.name
    return {
      regionName: r.region.name,
      daysSpent: r.days,
      distanceFromPrevious:
        i === 0 && part?.arriveFrom
          ? say("kmFromVia", { km: legs[0]!.km, place: from, leg: legText(say, legs[0]!) })
          : i === 0
            ? say("kmFrom", { km: legs[0]!.km, place: arrivalName })
            : say("kmFromVia", { km: leg?.km ?? 0, place: from, leg: leg ? legText(say, leg) : "" }),
      reasonForSequencing: r.dayTripFrom ? say("dayTripReason", { base: r.dayTripFrom.name, reason: r.region.reasonForSequencing }) : r.region.reasonForSequencing
    }
  })
  const scope = scopeOf(plan)
  const list = (names: ReadonlyArray<string>) => names.join(say("listSeparator"))
  const scopeText =
    scope.base === undefined
      ? say("scopeTour", { destination: destination.name, places: list(scope.onward) })
      : scope.onward.length > 0
        ? say("scopeAroundThen", { base: scope.base, places: list(scope.onward) })
        : scope.dayTrips.length > 0
          ? say("scopeAroundDayTrips", { base: scope.base, places: list(scope.dayTrips) })
          : say("scopeAround", { base: scope.base })

  const diet = trip.dietaryRestrictions
  const international = trip.destinationType === "international"
  // A few food places from every region in turn (round robin), not a long list from the first.
  const perRegion = visitedRegions.map((region) => region.food.filter((f) => isMealFor(f, diet) && inSeason(f, monthOfTravel(trip.travelDates))).map((f) => ({ f, region: region.name })))
  const foodPlaces = Array.from({ length: Math.max(0, ...perRegion.map((p) => p.length)) }, (_, i) => perRegion.flatMap((p) => p[i] ?? [])).flat().slice(0, FOOD_RECOMMENDATIONS)
  const transport = destination.transport
  // A trip based in one region (Jaipur of Rajasthan) is written about that region and its day trips, not
  // the whole state (ADR 0190): its sights, its landmarks, its stays, the tips that name no other region.
  const inScope = scope.base === undefined ? undefined : regionScopeOf(destination, visitedRegions)
  const baseStays = scope.base === undefined ? [] : baseRegions.flatMap((r) => staysFor(r, trip.accommodation).slice(0, 2).map((s) => s.name))
  return {
    overview: {
      description:
        inScope && scope.base !== undefined && inScope.sights.length > 0
          ? `${say("regionScopeDescription", { base: scope.base, destination: destination.name, sights: list(inScope.sights.slice(0, 3)) })}${scope.dayTrips.length > 0 ? say("regionScopeDayTrips", { places: list(scope.dayTrips) }) : ""}`
          : destination.overview.description,
      highlights: inScope && inScope.sights.length >= 3 ? inScope.sights.slice(0, 5) : destination.overview.highlights,
      climate: { type: destination.overview.climate.type, seasons: destination.overview.climate.seasons },
      bestTimeToVisit: destination.overview.bestTimeToVisit,
      geography: inScope ? { ...destination.overview.geography, landmarks: inScope.landmarks } : destination.overview.geography,
      languages: destination.overview.languages,
      ...(international
        ? {
            timeZone: timeZoneText(destination.timeZone, trip.travelDates),
            ...(destination.currency
              ? { currency: { name: destination.currency.name, code: destination.currency.code, exchangeRate: destination.currency.exchangeRate } }
              : {})
          }
        : {}),
      localCuisine: destination.overview.localCuisine,
      culturalNotes: destination.overview.culturalNotes
    },
    geographicProgression: {
      regionSequence,
      // The scope first; the destination's designed tour only where the plan is that tour.
      optimizationStrategy: scope.base === undefined ? `${scopeText} ${destination.optimizationStrategy}` : scopeText,
      accommodationStrategy:
        scope.base !== undefined && scope.onward.length === 0 && baseStays.length > 0
          ? say("regionScopeStays", { base: scope.base, stays: list(baseStays) })
          : destination.accommodationStrategy,
      transportationDetails: {
        publicTransport: transport.publicTransport,
        privateTransport: transport.privateTransport.map((p) => ({ availableType: p.availableType, rentalCost: p.rentalCostInr, fuelCost: p.fuelCostInr })),
        airportTransfer: {
          public: { available: transport.airportTransfer.public.available, approximateCost: transport.airportTransfer.public.approximateCostInr },
          private: { available: transport.airportTransfer.private.available, approximateCost: transport.airportTransfer.private.approximateCostInr },
          distance: say("kmFrom", { km: transport.airportTransfer.distanceKm, place: destination.arrivalHub.name })
        }
      }
    },
    hotelRecommendations: {
      options: baseRegions.flatMap((region) =>
        staysFor(region, trip.accommodation)
          .slice(0, 2)
          .map((s) => ({
            name: s.name,
            pricePerNight: s.pricePerNightInr,
            // 0: not known (no rating was looked up); the view, the shared page and the PDF show no stars.
            rating: 0,
            userRatingsTotal: 0,
            region: region.name,
            propertyType: s.propertyType,
            address: s.address,
            placeId: s.id
          }))
      ),
      bookingTip: destination.bookingTip
    },
    dailyItinerary: days,
    costBreakdown: costs,
    foodRecommendations: foodPlaces.map(({ f, region }) => ({ name: f.name, priceRange: f.priceRange, nearRegion: region, specialty: f.specialty, type: f.type, placeId: f.id })),
    shoppingInfo: {
      souvenirs: destination.souvenirs.map((s) => `${s.item} (${s.typicalPrice}) - ${s.whereToBuy}`),
      markets: visitedRegions.flatMap((region) => region.markets.map((m) => `${m.name} (${m.address}): ${m.knownFor}`))
    },
    travelTips: [
      ...destination.permits.map((p) => ({
        category: say("permitsCategory"),
        tip: say("permitTip", {
          name: p.name,
          who: say(p.appliesTo === "all" ? "permitForAll" : p.appliesTo === "indian" ? "permitForIndian" : "permitForForeign"),
          areas: p.areas,
          note: p.note,
          asOf: p.asOf,
          source: p.source
        })
      })),
      ...(inScope ? destination.travelTips.filter(inScope.tipFits) : destination.travelTips),
      ...festivalTips(say, destination.name, destination.festivals, visitedRegions, trip.travelDates),
      ...(diet !== "none" ? [{ category: say("foodCategory"), tip: say("dietTipGrounded", { diet: dietText(say, diet) }) }] : []),
      ...mustSeesLeftOut([...visitedRegions, ...closedForTheSeason], used, trip, say).map((tip) => ({ category: say("mustSeesCategory"), tip: say(tip.key, tip.values) })),
      ...(adjusted ? [budgetTip(say, trip, adjusted)] : []),
      { category: say("aboutCategory"), tip: say("groundedPlanNote") }
    ],
    ...(international && destination.visa
      ? {
          visaInformation: {
            status: destination.visa.status,
            requirements: {
              documents: destination.visa.documents,
              processingTime: destination.visa.processingTime,
              ...(destination.visa.feeInr === undefined ? {} : { fees: destination.visa.feeInr }),
              validityPeriod: destination.visa.validityPeriod
            },
            embassyDetails: destination.visa.embassy,
            applicationProcess: destination.visa.applicationProcess,
            additionalNotes: [
              say("visaFeesStated", { fees: destination.visa.feeText }),
              ...destination.visa.notes,
              say("visaAsOf", { asOf: destination.visa.asOf, source: destination.visa.source })
            ]
          }
        }
      : {})
  }
}

/**
 * The sights of the destination's other regions inside the region of the route's stop `r`, from regions no
 * later stop plans (a later day would miss them): a day in Hampi Bazaar may end at the Royal Centre.
 */
const nearbySightsOf = (destination: Destination, regions: ReadonlyArray<Region>, r: number): ReadonlyArray<Attraction> => {
  const here = regions[r]!
  const later = new Set(regions.slice(r + 1).map((region) => region.id))
  return destination.regions
    .filter((region) => region.id !== here.id && !later.has(region.id))
    .flatMap((region) => region.attractions.filter((a) => nearRegion(here, a)))
}
