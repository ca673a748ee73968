import type { ItineraryContent, RegionStop } from "@safarnama/events/contract/itinerary"
import { type Accommodation, groupSize } from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"
import { suitsDiet } from "../../../../domain/knowledge/diet.ts"
import type { Resolution } from "../../../../domain/knowledge/index.ts"
import type { Destination, Region, Stay, Tier } from "../../../../domain/knowledge/schema.ts"
import { greatCircleKm } from "../../../../domain/knowledge/geo.ts"
import { journeyLeg, type Leg, slowerTerrain } from "../../../../domain/knowledge/travel.ts"
import { timeZoneText } from "../../../../domain/knowledge/timeZone.ts"
import { budgetTip, fitToBudgetBand } from "../budgetFit.ts"
import { planRegions, type RoutedRegion } from "./planRegions.ts"
import { type Regenerating, regeneratedDay } from "./regenerateDay.ts"
import { scheduleDay } from "./scheduleDay.ts"
import { phrasesFor, sayIn } from "../phrases/phrases.ts"
import { dietText, legText, minutesText, modeText } from "../phrases/wording.ts"

/**
 * A whole itinerary composed from the knowledge base (docs/adr/0070-knowledge-base.md), deterministic:
 * same trip, same plan. Every named place is a knowledge-base place with its id; distances and travel
 * times are computed from coordinates; the plan passes every plan check by construction.
 */

/** In English; a plan in another language has its own (offlinePhrases.json). */
export const GROUNDED_PLAN_NOTE = sayIn("en")("groundedPlanNote")

const TIERS: ReadonlyArray<Tier> = ["budget", "mid-range", "luxury"]

/** Stays of the wanted tier, else of the nearest tier. */
export const staysFor = (region: Region, tier: Accommodation): ReadonlyArray<Stay> => {
  const exact = region.stays.filter((s) => s.tier === tier)
  if (exact.length > 0) return exact
  const wanted = TIERS.indexOf(tier)
  return [...region.stays].sort((a, b) => Math.abs(TIERS.indexOf(a.tier) - wanted) - Math.abs(TIERS.indexOf(b.tier) - wanted))
}

/** How one region is reached from another: the file's mode between neighbours, else road (a flight when far). */
const modeBetween = (destination: Destination, from: Region, to: Region, km: number) => {
  const i = destination.regions.indexOf(from)
  const j = destination.regions.indexOf(to)
  if (j === i + 1) return to.arriveBy
  if (i === j + 1) return from.arriveBy
  return km > 600 ? ("flight" as const) : ("road" as const)
}

/** Beyond this, the destination's arrival hub does not serve the first region: the traveller arrives in town. */
const HUB_REACH_KM = 80
/** Where a traveller arriving in town gets off: about 8 km from the centre. */
const townArrival = (r: RoutedRegion) => ({ lat: r.region.coordinates.lat + 0.07, lon: r.region.coordinates.lon })

/** Enough to choose from; more only lengthens the section a writer streams (generation benchmark). */
const FOOD_RECOMMENDATIONS = 8

/** `regenerating`: one day is written again for a finished plan (regenerateDay.ts); the rest is as always. */
export const composeGrounded = (trip: Trip, resolution: Resolution, regenerating?: Regenerating): ItineraryContent => {
  const { destination } = resolution
  const say = phrasesFor(trip)
  const route = planRegions(resolution, trip.duration)
  const used = new Set<string>()
  const dailyFood = destination.dailyCostsInr.food[trip.budget]
  const mealCost = { lunch: Math.round(dailyFood * 0.35), dinner: Math.round(dailyFood * 0.45) }
  const stayOf = (r: RoutedRegion) => staysFor(r.region, trip.accommodation)[0]
  const baseOf = (r: RoutedRegion) => {
    const stay = stayOf(r)
    return stay ? { lat: stay.lat, lon: stay.lon, name: stay.name } : { ...r.region.coordinates, name: r.region.name }
  }

  const arrivesAtHub = greatCircleKm(destination.arrivalHub.coordinates, route[0]!.region.coordinates) <= HUB_REACH_KM
  const arrivalName = arrivesAtHub ? destination.arrivalHub.name : say("arrivalInTown", { region: route[0]!.region.name })
  const roads = destination.roadSpeed ?? (destination.type === "domestic" ? "average" : "fast")
  // A journey between regions takes the longer of hotel to hotel and centre to centre: the way runs
  // through the towns, and the plan checks measure from the centres.
  const legs: Array<Leg> = route.map((r, i) => {
    const viaBases = legBetween(r, i, baseOf)
    const viaCentres = legBetween(r, i, (x) => x.region.coordinates)
    return viaCentres.minutes > viaBases.minutes ? { ...viaBases, minutes: viaCentres.minutes } : viaBases
  })
  function legBetween(r: RoutedRegion, i: number, at: (x: RoutedRegion) => { lat: number; lon: number }): Leg {
    // From the arrival hub (an airport or station in or near the first region): by road, or by boat to an
    // island. A trip that starts elsewhere (the traveller named Udaipur, the hub is Jaipur) arrives in town.
    if (i === 0) return journeyLeg(arrivesAtHub ? destination.arrivalHub.coordinates : townArrival(r), at(r), r.region.arriveBy === "ferry" && arrivesAtHub ? "ferry" : "road", r.region.terrain, roads)
    const previous = route[i - 1]!
    const terrain = slowerTerrain(previous.region.terrain, r.region.terrain)
    const leg = journeyLeg(at(previous), at(r), "road", terrain, roads)
    const mode = modeBetween(destination, previous.region, r.region, leg.km)
    return mode === "road" ? leg : journeyLeg(at(previous), at(r), mode, terrain, roads)
  }

  const days = route.flatMap((routed, r) =>
    routed.days.map((dayNumber, indexInRegion) => {
      const base = baseOf(routed)
      const leg = legs[r]!
      const arrival =
        indexInRegion !== 0
          ? undefined
          : r === 0
            ? {
                title: say("arriveAndCheckIn", { place: arrivalName }),
                from: arrivalName,
                to: base.name,
                leg,
                description: say("transferToStay", { stay: base.name, region: routed.region.name, leg: legText(say, leg) })
              }
            : {
                title: say("travelFromTo", { from: route[r - 1]!.region.name, to: routed.region.name }),
                from: baseOf(route[r - 1]!).name,
                to: base.name,
                leg,
                description: say("journeyDescription", {
                  km: leg.km,
                  mode: modeText(say, leg.mode),
                  duration: minutesText(say, leg.minutes),
                  reason: routed.region.reasonForSequencing
                })
              }
      const input = { trip, region: routed.region, dayNumber, base, ...(arrival ? { arrival } : {}), mealCost }
      return regenerating?.dayNumber === dayNumber ? regeneratedDay(input, regenerating) : scheduleDay({ ...input, used })
    })
  )

  const sharing = Math.min(2, groupSize(trip.travellingWith))
  const accommodation = route.reduce((sum, r) => sum + Math.round(((stayOf(r)?.pricePerNightInr ?? 0) / sharing) * r.days.length), 0)
  const food = dailyFood * trip.duration
  const activities = days.flatMap((d) => d.activities).filter((a) => a.type !== "food").reduce((sum, a) => sum + a.details.cost, 0)
  const { costs, adjusted } = fitToBudgetBand({ accommodation, food, activities, total: accommodation + food + activities }, trip)

  const regionSequence: Array<RegionStop> = route.map((r, i) => ({
    regionName: r.region.name,
    daysSpent: r.days,
    distanceFromPrevious:
      i === 0 ? say("kmFrom", { km: legs[0]!.km, place: arrivalName }) : say("kmFromVia", { km: legs[i]!.km, place: route[i - 1]!.region.name, leg: legText(say, legs[i]!) }),
    reasonForSequencing: r.region.reasonForSequencing
  }))

  const diet = trip.dietaryRestrictions
  const international = trip.destinationType === "international"
  // A few food places from every region in turn (round robin), not a long list from the first.
  const perRegion = route.map((r) => r.region.food.filter((f) => suitsDiet(f, diet)).map((f) => ({ f, region: r.region.name })))
  const foodPlaces = Array.from({ length: Math.max(0, ...perRegion.map((p) => p.length)) }, (_, i) => perRegion.flatMap((p) => p[i] ?? [])).flat().slice(0, FOOD_RECOMMENDATIONS)
  const transport = destination.transport
  return {
    overview: {
      description: destination.overview.description,
      highlights: destination.overview.highlights,
      climate: destination.overview.climate,
      bestTimeToVisit: destination.overview.bestTimeToVisit,
      geography: destination.overview.geography,
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
      optimizationStrategy: destination.optimizationStrategy,
      accommodationStrategy: destination.accommodationStrategy,
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
      options: route.flatMap((r) =>
        staysFor(r.region, trip.accommodation)
          .slice(0, 2)
          .map((s) => ({
            name: s.name,
            pricePerNight: s.pricePerNightInr,
            rating: s.rating ?? 0,
            userRatingsTotal: s.userRatingsTotal ?? 0,
            region: r.region.name,
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
      markets: route.flatMap((r) => r.region.markets.map((m) => `${m.name} (${m.address}): ${m.knownFor}`))
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
      ...destination.travelTips,
      ...(diet !== "none" ? [{ category: say("foodCategory"), tip: say("dietTipGrounded", { diet: dietText(say, diet) }) }] : []),
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
              fees: destination.visa.feeInr,
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
