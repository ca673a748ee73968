import { type Activity, type ItineraryContent, type ItineraryDay, KM_TEXT, type RegionStop } from "@safarnama/events/contract/itinerary"
import { type Accommodation, groupSize } from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"
import { clock, durationText } from "../../../domain/knowledge/hours.ts"
import { regionCount, shareDays } from "../../../domain/knowledge/route.ts"
import { budgetTip, fitToBudgetBand } from "../../../domain/planner/budgetFit.ts"
import type { Attraction, DestinationGuide, FoodPlace, Hotel, HotelTier, Region } from "./DestinationGuide.ts"
import { phrasesFor, type Say, sayIn } from "./phrases/phrases.ts"
import { dietText } from "../../../domain/planner/wording.ts"

/**
 * Builds a complete itinerary from a destination guide (bundled data or the generic guide of an
 * unknown place), deterministically: same trip, same plan. The plan passes the plan checks by
 * construction: days 1..duration, timed activities that never overlap, every day in a region of the
 * route, costs summed and inside the budget band, visa data for international trips only.
 */

/** In English; a plan in another language has its own (offlinePhrases.json). */
export const GENERIC_PLAN_NOTE = sayIn("en")("genericPlanNote")

interface RoutedRegion {
  readonly region: Region
  readonly days: ReadonlyArray<number>
}

// ---- Route ----------------------------------------------------------------------------------------

/** About two days a region on average, the guide's order kept, days shared by the guide's day shares. */
export const planRoute = (regions: ReadonlyArray<Region>, duration: number): ReadonlyArray<RoutedRegion> => {
  const chosen = regions.slice(0, regionCount(regions.length, duration))
  const days = shareDays(
    chosen.map((r) => (r.dayShare > 0 ? r.dayShare : 1)),
    duration
  )
  return chosen.map((region, i) => ({ region, days: days[i]! }))
}

// ---- Money helpers ---------------------------------------------------------------------------------

/**
 * The first rupee amount in a text such as '₹3,000-3,500 per day' or 'CHF 80 (about INR 7,400)';
 * 0 when it names none (free, or only a foreign currency: the text itself is kept beside it).
 */
export const firstRupees = (text: string): number => {
  const match = /(?:₹|\bINR|\bRs\.?)\s?(\d[\d,]*)/.exec(text)
  return match ? Number(match[1]!.replace(/,/g, "")) : 0
}

const firstNumber = (text: string): number => {
  const match = /(\d+(?:\.\d+)?)/.exec(text)
  return match ? Number(match[1]) : 0
}

const TIER_ORDER: ReadonlyArray<HotelTier> = ["budget", "mid-range", "luxury"]

const hotelsFor = (region: Region, tier: Accommodation): ReadonlyArray<Hotel> => {
  const exact = region.hotels.filter((h) => h.tier === tier)
  if (exact.length > 0) return exact
  const wanted = TIER_ORDER.indexOf(tier)
  return [...region.hotels].sort((a, b) => Math.abs(TIER_ORDER.indexOf(a.tier) - wanted) - Math.abs(TIER_ORDER.indexOf(b.tier) - wanted))
}

// ---- Days ------------------------------------------------------------------------------------------

const roundUp5 = (minutes: number) => Math.ceil(minutes / 5) * 5
/** Durations rounded to the half hour (or 15/45 minutes when short) so the text is always exact. */
const tidyMinutes = (minutes: number) => (minutes < 60 ? Math.max(15, Math.round(minutes / 15) * 15) : Math.round(minutes / 30) * 30)

const startOfDay = { relaxed: 10 * 60, moderate: 9 * 60, intense: 8 * 60 } as const
const sightsPerDay = { relaxed: 2, moderate: 3, intense: 4 } as const
const LAST_START = 21 * 60
const GAP = 30

const TIME_RANK = { morning: 0, afternoon: 1, evening: 2 } as const

const suitsDiet = (place: FoodPlace, diet: Trip["dietaryRestrictions"]) =>
  diet === "vegetarian" ? place.vegetarianFriendly : diet === "vegan" ? place.vegan === true : diet === "halal" ? place.halal === true : true

const foodPlacesFor = (region: Region, diet: Trip["dietaryRestrictions"]): ReadonlyArray<FoodPlace> => {
  const suitable = region.foodPlaces.filter((p) => suitsDiet(p, diet))
  return suitable.length > 0 ? suitable : region.foodPlaces
}

const activity = (type: string, title: string, start: number, minutes: number, details: Omit<Activity["details"], "duration">): Activity => ({
  type,
  title,
  time: clock(start),
  details: { ...details, duration: durationText(minutes) }
})

interface DayContext {
  readonly trip: Trip
  readonly say: Say
  /** Lunches and dinners (their cost is the food estimate, not an activity's). */
  readonly meals: Set<Activity>
  readonly guide: DestinationGuide
  readonly routed: RoutedRegion
  readonly previous: RoutedRegion | undefined
  readonly dayNumber: number
  readonly indexInRegion: number
  readonly used: Set<string>
  readonly mealCost: { readonly lunch: number; readonly dinner: number }
}

const pickSights = (ctx: DayContext, howMany: number): ReadonlyArray<Attraction> => {
  const interests = new Set<string>(ctx.trip.interests)
  const candidates = ctx.routed.region.attractions
    .map((a, i) => ({ a, i, score: a.interests.some((x) => interests.has(x)) ? 0 : 1 }))
    .filter(({ a }) => !ctx.used.has(a.title))
    .sort((x, y) => x.score - y.score || x.i - y.i)
  // The day's best match sets its area; the rest come from the same area first (less time on the road).
  const area = candidates[0]?.a.subArea
  const fresh = candidates
    .map((c, rank) => ({ ...c, rank, away: c.a.subArea === area ? 0 : 1 }))
    .sort((x, y) => x.away - y.away || x.rank - y.rank)
    .slice(0, howMany)
    .map(({ a }) => a)
  for (const a of fresh) ctx.used.add(a.title)
  return [...fresh].sort((x, y) => TIME_RANK[x.bestTimeOfDay] - TIME_RANK[y.bestTimeOfDay])
}

const writeDay = (ctx: DayContext): ItineraryDay => {
  const { trip, routed, dayNumber, say } = ctx
  const region = routed.region
  const activities: Array<Activity> = []
  let now = startOfDay[trip.travelStyle]
  let sights: number = sightsPerDay[trip.travelStyle]
  const subArea = region.subAreas[ctx.indexInRegion % Math.max(1, region.subAreas.length)] ?? region.name

  if (dayNumber === 1) {
    const minutes = 90
    activities.push(
      activity("transport", say("arriveAndCheckIn", { place: ctx.guide.arrivalHub.name }), now, minutes, {
        location: ctx.guide.arrivalHub.name,
        distanceFromPrevious: say("km", { km: region.distanceFromPreviousKm }),
        travelTime: region.travelFromPrevious,
        cost: 0,
        description: say("transferToHotel", { region: region.name, travel: region.travelFromPrevious })
      })
    )
    now = roundUp5(now + minutes + GAP)
    sights = Math.max(1, sights - 1)
  } else if (ctx.indexInRegion === 0 && ctx.previous) {
    const minutes = Math.min(9 * 60, tidyMinutes(Math.max(60, (region.distanceFromPreviousKm / 50) * 60)))
    activities.push(
      activity("transport", say("travelFromTo", { from: ctx.previous.region.name, to: region.name }), now, minutes, {
        location: say("fromTo", { from: ctx.previous.region.name, to: region.name }),
        distanceFromPrevious: say("km", { km: region.distanceFromPreviousKm }),
        travelTime: region.travelFromPrevious,
        cost: 0,
        description: say("journeyDescriptionGeneric", { travel: region.travelFromPrevious, reason: region.reasonForSequencing })
      })
    )
    now = roundUp5(now + minutes + GAP)
    sights = minutes >= 5 * 60 ? 1 : Math.max(1, sights - 1)
  }

  const food = foodPlacesFor(region, trip.dietaryRestrictions)
  const lunchPlace = food[(dayNumber * 2) % Math.max(1, food.length)]
  const dinnerPlace = food[(dayNumber * 2 + 1) % Math.max(1, food.length)]
  /** A meal at a food place of the region, or in the area when it has none; counted as a meal. */
  const addMeal = (meal: "lunch" | "dinner", place: (typeof food)[number] | undefined, at: number, minutes: number) => {
    const entry = activity("food", place ? say(`${meal}At`, { place: place.name }) : say(`${meal}In`, { area: subArea }), at, minutes, {
      location: say("placeInRegion", { place: place ? place.name : subArea, region: region.name }),
      distanceFromPrevious: say("nearby"),
      travelTime: say("minutesRange", { from: 10, to: 20 }),
      cost: ctx.mealCost[meal],
      description: place ? say("foodDescription", { type: place.type, specialty: place.specialty }) : say("localRestaurant")
    })
    ctx.meals.add(entry)
    activities.push(entry)
  }
  let lunched = false
  const addLunch = () => {
    lunched = true
    addMeal("lunch", lunchPlace, now, 60)
    now = roundUp5(now + 60 + GAP)
  }

  const chosen = pickSights(ctx, sights)
  const visited: Array<string> = []
  for (const sight of chosen) {
    if (!lunched && now >= 12 * 60 + 30) addLunch()
    if (sight.bestTimeOfDay === "evening" && now < 17 * 60 && lunched) now = 17 * 60
    const minutes = tidyMinutes(Math.min(sight.durationMinutes, 4 * 60))
    if (now + minutes > LAST_START + 60) break
    activities.push(
      activity(sight.type, sight.title, now, minutes, {
        location: sight.location,
        distanceFromPrevious: activities.length === 0 ? say("fromYourHotel") : say("shortRide"),
        travelTime: say("minutesRange", { from: 15, to: 30 }),
        cost: sight.costInr,
        description: sight.description
      })
    )
    visited.push(sight.title)
    now = roundUp5(now + minutes + GAP)
  }
  if (chosen.length === 0) {
    const minutes = 180
    activities.push(
      activity("relaxation", say("exploreAtOwnPace", { area: subArea }), now, minutes, {
        location: say("placeInRegion", { place: subArea, region: region.name }),
        distanceFromPrevious: say("fromYourHotel"),
        travelTime: say("minutesRange", { from: 15, to: 30 }),
        cost: 0,
        description: say("freeHalfDay", { region: region.name })
      })
    )
    now = roundUp5(now + minutes + GAP)
  }
  if (!lunched) addLunch()
  const dinnerAt = Math.max(now, 19 * 60 + 30)
  if (dinnerAt + 90 <= 23 * 60 + 30) addMeal("dinner", dinnerPlace, dinnerAt, 90)

  const theme =
    dayNumber === 1
      ? say("arrivalIn", { region: region.name })
      : ctx.indexInRegion === 0
        ? say("onTo", { region: region.name })
        : chosen.length === 0
          ? say("leisureDayIn", { region: region.name })
          : say(chosen.length > 1 ? "sightDayAndMore" : "sightDay", { region: region.name, sight: chosen[0]!.title })
  return {
    dayNumber,
    theme,
    region: region.name,
    subArea: chosen[0]?.subArea ?? subArea,
    activities,
    visitedAttractions: visited
  }
}

// ---- Costs -------------------------------------------------------------------------------------------

/** Per-person costs of the plan, inside the budget band (see fitToBudgetBand). */
const costsOf = (trip: Trip, guide: DestinationGuide, route: ReadonlyArray<RoutedRegion>, days: ReadonlyArray<ItineraryDay>, meals: ReadonlySet<Activity>) => {
  const sharing = Math.min(2, groupSize(trip.travellingWith))
  const accommodation = route.reduce((sum, r) => {
    const hotel = hotelsFor(r.region, trip.accommodation)[0]
    return sum + Math.round(((hotel?.pricePerNightInr ?? 0) / sharing) * r.days.length)
  }, 0)
  const food = guide.dailyCostsInr.food[trip.budget] * trip.duration
  const activities = days.flatMap((d) => d.activities).filter((a) => !meals.has(a)).reduce((sum, a) => sum + a.details.cost, 0)
  return fitToBudgetBand({ accommodation, food, activities, total: accommodation + food + activities }, trip)
}

// ---- The whole itinerary ----------------------------------------------------------------------------

const describeSouvenir = (s: DestinationGuide["souvenirs"][number]) => `${s.item} (${s.typicalPrice}) - ${s.whereToBuy}`

export const composeItinerary = (trip: Trip, guide: DestinationGuide, note: string): ItineraryContent => {
  const route = planRoute(guide.regions, trip.duration)
  const say = phrasesFor(trip)
  const meals = new Set<Activity>()
  const used = new Set<string>()
  const dailyFood = guide.dailyCostsInr.food[trip.budget]
  const mealCost = { lunch: Math.round(dailyFood * 0.35), dinner: Math.round(dailyFood * 0.45) }
  const days = route.flatMap((routed, r) =>
    routed.days.map((dayNumber, indexInRegion) =>
      writeDay({ trip, say, meals, guide, routed, previous: route[r - 1], dayNumber, indexInRegion, used, mealCost })
    )
  )
  const { costs, adjusted } = costsOf(trip, guide, route, days, meals)
  const regionSequence: Array<RegionStop> = route.map((r, i) => ({
    regionName: r.region.name,
    daysSpent: r.days,
    distanceFromPrevious:
      i === 0 ? say("kmFrom", { km: r.region.distanceFromPreviousKm, place: guide.arrivalHub.name }) : say("km", { km: r.region.distanceFromPreviousKm }),
    reasonForSequencing: r.region.reasonForSequencing
  }))
  const international = trip.destinationType === "international" && guide.type === "international"
  const diet = trip.dietaryRestrictions
  const food = route.flatMap((r) => foodPlacesFor(r.region, diet).map((p) => ({ p, region: r.region.name }))).slice(0, 10)
  const tips = [
    ...guide.travelTips,
    ...(diet !== "none" ? [{ category: say("foodCategory"), tip: say("dietTipGeneric", { diet: dietText(say, diet) }) }] : []),
    ...(adjusted ? [budgetTip(say, trip, adjusted)] : []),
    { category: say("aboutCategory"), tip: note }
  ]
  const transport = guide.transport
  return {
    overview: {
      description: `${guide.overview.description} ${note}`,
      highlights: guide.overview.highlights,
      climate: { type: guide.overview.climate.type, seasons: guide.overview.climate.seasons },
      bestTimeToVisit: guide.overview.bestTimeToVisit,
      geography: guide.overview.geography,
      languages: guide.overview.languages,
      ...(international && guide.type === "international"
        ? { timeZone: guide.timeZone, ...(guide.currency.code !== "" ? { currency: guide.currency } : {}) }
        : {}),
      localCuisine: guide.overview.localCuisine,
      culturalNotes: guide.overview.culturalNotes
    },
    geographicProgression: {
      regionSequence,
      optimizationStrategy: guide.optimizationStrategy,
      accommodationStrategy: guide.accommodationStrategy,
      transportationDetails: {
        publicTransport: transport.publicTransport,
        privateTransport: transport.privateTransport.map((p) => ({
          availableType: p.availableType,
          rentalCost: firstRupees(p.rentalCost),
          fuelCost: firstRupees(p.fuelCost)
        })),
        airportTransfer: {
          public: { available: transport.airportTransfer.public.available, approximateCost: firstRupees(transport.airportTransfer.public.approximateCost) },
          private: { available: transport.airportTransfer.private.available, approximateCost: firstRupees(transport.airportTransfer.private.approximateCost) },
          distance: KM_TEXT.test(transport.airportTransfer.distance)
            ? transport.airportTransfer.distance
            : `${firstNumber(transport.airportTransfer.distance)} km (${transport.airportTransfer.distance})`
        }
      }
    },
    hotelRecommendations: {
      options: route.flatMap((r) =>
        hotelsFor(r.region, trip.accommodation)
          .slice(0, 2)
          .map((h) => ({
            name: h.name,
            pricePerNight: h.pricePerNightInr,
            rating: h.rating,
            userRatingsTotal: h.userRatingsTotal,
            region: r.region.name,
            propertyType: h.propertyType,
            address: h.address
          }))
      ),
      bookingTip: guide.bookingTip
    },
    dailyItinerary: days,
    costBreakdown: costs,
    foodRecommendations: food.map(({ p, region }) => ({ name: p.name, priceRange: p.priceRange, nearRegion: region, specialty: p.specialty, type: p.type })),
    shoppingInfo: {
      souvenirs: guide.souvenirs.map(describeSouvenir),
      markets: route.flatMap((r) => r.region.markets.map((m) => `${m.name} (${m.location}): ${m.knownFor}`))
    },
    travelTips: tips,
    ...(international && guide.type === "international"
      ? {
          visaInformation: {
            status: guide.visa.status,
            requirements: {
              documents: guide.visa.requirements.documents,
              processingTime: guide.visa.requirements.processingTime,
              fees: firstRupees(guide.visa.requirements.fees),
              validityPeriod: guide.visa.requirements.validityPeriod
            },
            embassyDetails: guide.visa.embassyDetails,
            applicationProcess: guide.visa.applicationProcess,
            additionalNotes: [say("visaFeesGiven", { fees: guide.visa.requirements.fees }), ...guide.visa.additionalNotes]
          }
        }
      : {})
  }
}
