import { Either } from "effect"
import { greatCircleKm } from "../knowledge/geo.ts"
import type { Attraction, Destination, FoodPlace, Journey, JourneyOption, Region, Stay, Tier, Visa } from "../knowledge/schema.ts"
import type { LiveFindings, LivePlace, LiveRoute } from "./findings.ts"
import { osmHoursOf } from "./liveHours.ts"
import { idMaker, slugOf } from "./liveIds.ts"
import { hubOf, type LiveJourneys } from "./liveJourneys.ts"
import { type LiveReference, ruleFor, timeZoneAt } from "./liveReference.ts"
import { isTown, type LiveRegion, sightsOf } from "./liveRegions.ts"
import { LIVE_GUIDE_ID_PREFIX } from "./isLiveGuide.ts"

/**
 * A guide built from what Google Maps Platform found for a destination no bundled guide covers (issue 41,
 * docs/adr/0260-live-grounding.md), in the bundled guides' own shape, so the planner, the writers and every
 * check treat it as any guide. It says only what Google said (names, places, hours, review counts, price
 * levels, whether a kitchen serves vegetarian food, drive and transit times) and marks the rest for what
 * it is: an entry fee Google does not give is unknown, a room's price is the median of our guides' rooms of
 * its tier (an estimate that says so), and what we have no data for (climate, visa rules of a country we
 * have no guide of) is said to be unchecked, never made up. A pure function of the findings.
 */
export interface LiveGuideInput {
  readonly findings: LiveFindings
  readonly regions: ReadonlyArray<LiveRegion>
  readonly journeys: LiveJourneys
  readonly reference: LiveReference
}

export interface LiveRefusal {
  readonly reason: "too-few-sights" | "no-stays" | "no-food" | "no-hub" | "no-time-zone" | "no-state"
  /** Why, in the traveller's words (the end of "We cannot plan X from Google Maps: ..."). */
  readonly message: string
}

/** Fewer sights than this is not a trip's worth: two days of a relaxed pace. */
export const MIN_LIVE_SIGHTS = 6
/** Must-sees a region at most, as validate.ts allows. */
const MUST_SEES = 3

const GOOGLE = "Google Maps (Places API)"
const ROUTES = "Google Maps (Routes API, computeRouteMatrix)"

const refuse = (reason: LiveRefusal["reason"], message: string) => Either.left<LiveRefusal>({ reason, message })

/** A short, stable mark of the area's place id: two towns of one name get two guides. */
const markOf = (placeId: string) => {
  let h = 0
  for (const c of placeId) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return h.toString(36).slice(0, 5)
}

const PRICE_RANGES = { free: "₹", inexpensive: "₹", moderate: "₹₹", expensive: "₹₹₹", "very-expensive": "₹₹₹₹" } as const
const TIER_OF_LEVEL = { free: "budget", inexpensive: "budget", moderate: "mid-range", expensive: "luxury", "very-expensive": "luxury" } as const satisfies Record<string, Tier>

export const buildLiveGuide = (input: LiveGuideInput): Either.Either<Destination, LiveRefusal> => {
  const { findings, regions, journeys, reference } = input
  const { area, fetchedOn } = findings
  const type: Destination["type"] = area.countryCode === "in" ? "domestic" : "international"
  const sights = sightsOf(findings, reference)
  const name = area.name
  if (sights.length < MIN_LIVE_SIGHTS) return refuse("too-few-sights", `Google Maps lists only ${sights.length} sights there; a plan needs at least ${MIN_LIVE_SIGHTS}.`)
  if (regions.length === 0) return refuse("too-few-sights", "Google Maps lists no sights near it.")
  const hub = hubOf(findings)
  if (hub === undefined) return refuse("no-hub", "Google Maps finds no airport or railway station to arrive at.")
  const timeZone = type === "domestic" ? "Asia/Kolkata" : timeZoneAt(reference.timeZones, area.countryCode, area)
  if (timeZone === undefined) return refuse("no-time-zone", "we do not know its time zone.")
  if (type === "domestic" && area.state === undefined) return refuse("no-state", "Google Maps does not say which state it is in.")

  const id = `${LIVE_GUIDE_ID_PREFIX}${slugOf(name) || "place"}-${markOf(area.googlePlaceId)}`
  const placeId = idMaker(id)
  const estimates = reference.estimates[type]
  const sourced = { status: "sourced" as const, source: GOOGLE, asOf: fetchedOn }
  const hoursOf = (place: LivePlace) => {
    const osm = osmHoursOf(place.openingPeriods)
    return osm ? { ...sourced, source: `${GOOGLE}: ${place.name}`, osm } : { status: "unknown" as const }
  }
  const where = (place: LivePlace) => ({ lat: place.lat, lon: place.lon, address: place.address || `${place.name}, ${name}`, ...(place.locality ? { area: place.locality } : {}) })

  const byId = new Map(sights.map((s) => [s.googlePlaceId, s]))
  const attractionsOf = (region: LiveRegion): ReadonlyArray<Attraction> => {
    const ranked = region.sightIds.flatMap((sid) => byId.get(sid) ?? [])
    const top = ranked[0]?.userRatingCount ?? 0
    return ranked.map((s, i) => {
      const rule = ruleFor(reference.types.sights, s.types, s.primaryType)
      const mustSee = i === 0 || (i < MUST_SEES && s.userRatingCount * 2 >= top)
      return {
        id: placeId(s.name, `sight-${i + 1}`),
        googlePlaceId: s.googlePlaceId,
        name: s.name,
        ...where(s),
        tags: [],
        kind: "attraction",
        type: rule.type,
        categories: type === "domestic" ? rule.domestic : rule.international,
        visitMinutes: rule.visitMinutes,
        costInr: 0,
        fee: { status: "unknown" },
        hours: hoursOf(s),
        bestTime: rule.bestTime,
        description: s.summary ?? `A ${rule.label}${s.locality ? ` in ${s.locality}` : ""}, ${s.userRatingCount.toLocaleString("en-IN")} reviews on Google Maps.`,
        demand: {
          ...sourced,
          source: `${GOOGLE}: review counts (userRatingCount)`,
          rank: i + 1,
          ...(mustSee ? { mustSee: true } : {}),
          evidence: `${s.userRatingCount.toLocaleString("en-IN")} Google reviews, ${i === 0 ? "the most" : `${ordinal(i + 1)} most`} of ${region.name}'s sights`
        }
      } satisfies Attraction
    })
  }

  /** The region a place lies in: the nearest whose reach it is within. */
  const regionOf = (place: LivePlace): LiveRegion | undefined =>
    regions
      .map((r) => ({ r, km: greatCircleKm(r.centre, place) }))
      .filter(({ r, km }) => km <= r.radiusKm)
      .sort((a, b) => a.km - b.km)[0]?.r

  const foodOf = (place: LivePlace, i: number): FoodPlace => {
    const rule = ruleFor(reference.types.food, place.types, place.primaryType)
    const cuisine = [place.primaryType, ...place.types].map((t) => t && reference.types.cuisines[t]).find((c) => c !== undefined)
    const specialty = place.summary ?? cuisine ?? `${rule.label} listed on Google Maps`
    // A type says vegetarian, the summary names lamb: Google contradicts itself, and the claim is not made.
    const against = (diet: "vegetarian" | "vegan") => reference.dietWords.against(specialty, diet) !== undefined
    const vegetarianOnly = place.types.some((t) => reference.types.vegetarianOnly.includes(t)) && !against("vegetarian")
    const vegan = place.types.some((t) => reference.types.vegan.includes(t)) && !against("vegan") && !against("vegetarian")
    const vegetarian = vegetarianOnly || place.servesVegetarianFood === true
    const focus = vegetarianOnly ? "vegetarian-only" : place.types.includes("seafood_restaurant") ? "seafood" : place.types.some((t) => t === "steak_house" || t === "barbecue_restaurant") ? "meat" : undefined
    const hours = hoursOf(place)
    return {
      id: placeId(place.name, `food-${i + 1}`),
      googlePlaceId: place.googlePlaceId,
      name: place.name,
      ...where(place),
      tags: [],
      kind: "food",
      priceRange: place.priceLevel ? PRICE_RANGES[place.priceLevel] : "₹₹",
      type: rule.label,
      specialty,
      diets: vegan ? ["vegetarian", "vegan"] : vegetarian ? ["vegetarian"] : [],
      meal: rule.meal,
      ...(rule.localMeal ? { localMeal: true } : {}),
      ...(focus ? { focus } : {}),
      ...(hours.status === "unknown" ? {} : { hours }),
      // What a vegetarian eats at a kitchen that is not vegetarian only: what Google says, no more.
      ...(vegetarian && !vegetarianOnly
        ? { dietDishes: [{ ...sourced, source: `${GOOGLE}: ${place.name} serves vegetarian food`, diet: "vegetarian" as const, dishes: "the vegetarian dishes of its menu (Google Maps says it serves vegetarian food)" }] }
        : {})
    } satisfies FoodPlace
  }

  const stayOf = (place: LivePlace, i: number): Stay => {
    const tier: Tier = place.priceLevel ? TIER_OF_LEVEL[place.priceLevel] : "mid-range"
    return {
      id: placeId(place.name, `stay-${i + 1}`),
      googlePlaceId: place.googlePlaceId,
      name: place.name,
      ...where(place),
      tags: [],
      kind: "stay",
      tier,
      pricePerNightInr: Math.max(1, estimates.stayInr[tier]),
      propertyType: place.types.includes("hostel") ? "Hostel" : place.types.includes("resort_hotel") ? "Resort" : place.types.includes("guest_house") ? "Guesthouse" : "Hotel"
    } satisfies Stay
  }

  const food = new Map<string, Array<FoodPlace>>()
  findings.food.forEach((place, i) => {
    const region = regionOf(place)
    if (region && place.businessStatus !== "CLOSED_PERMANENTLY") food.set(region.id, [...(food.get(region.id) ?? []), foodOf(place, i)])
  })
  const stays = new Map<string, Array<Stay>>()
  findings.stays.forEach((place, i) => {
    const region = regionOf(place)
    if (region && place.businessStatus !== "CLOSED_PERMANENTLY") stays.set(region.id, [...(stays.get(region.id) ?? []), stayOf(place, i)])
  })
  if ([...food.values()].flat().length === 0) return refuse("no-food", "Google Maps lists no place to eat near its sights.")
  if ((stays.get(regions[0]!.id) ?? []).length === 0) return refuse("no-stays", `Google Maps lists no place to stay in ${regions[0]!.name}.`)

  const hubIndex = 0
  const regionIndex = (r: number) => r + 1
  const route = (mode: "drive" | "transit", from: number, to: number): LiveRoute | undefined =>
    journeys[mode].find((e) => e.originIndex === from && e.destinationIndex === to && e.minutes !== undefined && e.km !== undefined)
  const optionsBetween = (from: number, to: number): ReadonlyArray<JourneyOption> => {
    const both = (mode: "drive" | "transit") => {
      const there = route(mode, from, to)
      const back = route(mode, to, from)
      return there ?? back
    }
    const options: Array<JourneyOption> = []
    const drive = both("drive")
    const transit = both("transit")
    if (drive) options.push(optionOf("road", drive, `${ROUTES}, driving`, fetchedOn))
    if (transit) options.push(optionOf("bus", transit, `${ROUTES}, public transport`, fetchedOn, "public transport as Google Maps routes it (bus, rail or both)"))
    return options
  }
  const liveJourneys: Array<Journey> = []
  regions.forEach((region, r) => {
    const fromHub = optionsBetween(hubIndex, regionIndex(r))
    if (fromHub.length > 0) liveJourneys.push({ from: "hub", to: region.id, options: fromHub })
    regions.slice(r + 1).forEach((other, k) => {
      const options = optionsBetween(regionIndex(r), regionIndex(r + 1 + k))
      if (options.length > 0) liveJourneys.push({ from: region.id, to: other.id, options })
    })
  })
  const transitFound = journeys.transit.some((e) => e.minutes !== undefined)
  const hubDrive = route("drive", hubIndex, regionIndex(0))

  const builtRegions: ReadonlyArray<Region> = regions.map((region, r) => ({
    id: region.id,
    name: region.name,
    coordinates: region.centre,
    radiusKm: region.radiusKm,
    // Terrain sets road speeds only where no journey is known; every journey here is Google's.
    terrain: region.core ? "city" : "plains",
    subAreas: [],
    arriveBy: "road",
    reasonForSequencing:
      r === 0
        ? `${region.name} holds ${region.sightIds.length} of the most reviewed sights on Google Maps${hubDrive?.minutes !== undefined ? `, ${hubDrive.minutes} minutes by road from ${hub.name}` : ""}.`
        : `${region.sightIds.length} more of the sights Google Maps lists, around ${region.name}.`,
    dayShare: region.core ? 0.6 : 0.4 / Math.max(1, regions.length - 1),
    idealDays: Math.max(1, Math.round(region.sightIds.length / 4)),
    attractions: attractionsOf(region),
    food: food.get(region.id) ?? [],
    stays: stays.get(region.id) ?? [],
    markets: []
  }))

  const countryGuide = type === "international" ? reference.guideOfCountry(area.country, area.countryCode) : undefined
  const country = type === "domestic" ? "India" : (area.country ?? name)
  const topSights = [...sights].sort((a, b) => b.userRatingCount - a.userRatingCount).slice(0, 5).map((s) => s.name)
  const destination: Destination = {
    id,
    name,
    type,
    country,
    ...(type === "domestic" && area.state ? { state: area.state } : {}),
    ...(area.countryCode ? { countryCode: area.countryCode } : {}),
    aliases: [],
    coordinates: { lat: area.lat, lon: area.lon },
    timeZone,
    arrivalHub: { name: hub.name, city: hub.locality ?? name, coordinates: { lat: hub.lat, lon: hub.lon } },
    overview: {
      description: `${area.address || name}. We have no guide of our own for it yet: this plan is built from Google Maps on ${fetchedOn} (its most reviewed sights, places to eat and stay, and the drive times between them). Check opening hours, fees and prices before you go.`,
      highlights: topSights,
      climate: {
        type: "Not in our data",
        seasons: [{ name: "All year", months: "January to December", temperature: "Not in our data", description: "This guide has no climate data: check the season and the forecast before you book." }]
      },
      bestTimeToVisit: "Not in our data: check the local season before you book.",
      geography: { location: area.address || `${name}, ${country}`, terrain: "Not in our data", landmarks: topSights },
      languages: [],
      localCuisine: [],
      culturalNotes: []
    },
    optimizationStrategy:
      builtRegions.length === 1
        ? `Stay in ${builtRegions[0]!.name} and see its sights by how many travellers seek them on Google Maps.`
        : `Stay in ${builtRegions[0]!.name}; ${builtRegions
            .slice(1)
            .map((r) => r.name)
            .join(", ")} ${isTown(area) ? "are day trips or a move on" : "follow"}, by the drive times Google Maps gives.`,
    accommodationStrategy: `The hotels are those Google Maps lists for ${name}. Their prices here are typical of our guides' rooms of each class (≈), not the hotels' own: check them when you book.`,
    bookingTip: "Opening hours come from Google Maps; entry fees and room prices are not checked. Confirm them before you book.",
    regions: builtRegions,
    transport: {
      publicTransport: {
        availableTypes: transitFound ? ["Public transport (Google Maps finds routes between the places of this plan)"] : [],
        operatingHours: "Not in our data: check the local timetables."
      },
      privateTransport: [],
      airportTransfer: {
        public: { available: transitFound, approximateCostInr: estimates.airportTransferInr.public },
        private: { available: true, approximateCostInr: estimates.airportTransferInr.private },
        distanceKm: Math.round(hubDrive?.km ?? greatCircleKm(hub, regions[0]!.centre))
      }
    },
    dailyCostsInr: estimates.dailyCostsInr,
    souvenirs: [],
    travelTips: [
      {
        category: "About this guide",
        tip: `Built from Google Maps on ${fetchedOn}: ${sights.length} sights, ${findings.food.length} places to eat and ${findings.stays.length} to stay. Room prices and daily costs are typical of our ${estimates.guides} ${type} guides (≈), not quotes.`
      }
    ],
    permits: [],
    festivals: [],
    journeys: liveJourneys,
    ...(type === "international" ? { visa: countryGuide?.visa ?? uncheckedVisa(country, fetchedOn) } : {}),
    ...(countryGuide?.currency ? { currency: countryGuide.currency } : {})
  }
  return Either.right(destination)
}

/** The road and transit minutes, at least 5 and no faster than a road allows (a journey's own bounds). */
const optionOf = (mode: "road" | "bus", route: LiveRoute, source: string, asOf: string, note?: string): JourneyOption => {
  const km = Math.max(0.1, Math.round(route.km! * 10) / 10)
  const minutes = Math.min(48 * 60, Math.max(5, Math.round(route.minutes!), Math.ceil((km / 130) * 60)))
  return { mode, minutes, km, source, asOf, ...(note ? { note } : {}) }
}

const ordinal = (n: number) => `${n}${n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : n % 10 === 1 && n % 100 !== 11 ? "st" : "th"}`

/**
 * A country we have no guide of: its visa rules for Indian passport holders are not in our data, and the
 * plan says so and where to check, rather than guess a rule, a fee or a form.
 */
const uncheckedVisa = (country: string, asOf: string): Visa => ({
  status: `Not checked: we have no visa rules for ${country} yet. Check them before you book.`,
  documents: [],
  processingTime: "Not checked",
  feeText: "Not checked",
  validityPeriod: "Not checked",
  embassy: {
    location: `The embassy or consulate of ${country} in India`,
    contactInfo: "Listed by the Ministry of External Affairs (mea.gov.in, Foreign Representations in India)",
    workingHours: "Not checked"
  },
  applicationProcess: [`Check the rules for Indian passport holders on ${country}'s official immigration or e-visa site, or ask its embassy in New Delhi.`],
  notes: ["Visa rules change: confirm them with the embassy before you book flights."],
  asOf,
  source: "not in our data",
  factStatus: "estimated",
  how: `no visa rule of ${country} is in our guides; nothing is assumed`
})
