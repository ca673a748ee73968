import type { Activity, ItineraryDay } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { greatCircleKm } from "../../../../domain/knowledge/geo.ts"
import { clock, closedDaysOf, durationText, type HoursContext, hoursUnknown, minutesOf, visitWeek } from "../../../../domain/knowledge/hours.ts"
import { experienceSuitsDiet, inSeason, isMealFor, monthOfTravel } from "../../../../domain/knowledge/meals.ts"
import { shortestOrder } from "../../../../domain/knowledge/ordering.ts"
import type { Attraction, Coordinates, FoodPlace, Region, Weekday } from "../../../../domain/knowledge/schema.ts"
import { type Leg, localLeg } from "../../../../domain/knowledge/travel.ts"
import { phrasesFor, type Say } from "../phrases/phrases.ts"
import { dietText, legText, modeText, weekdaysText } from "../phrases/wording.ts"

/**
 * One day of a grounded plan: the day's sights chosen by the traveller's interests and kept close
 * together, visited in the shortest order, each at a time it is open and suits (sunrise first, evening
 * sights late), with the travel between stops computed from coordinates, lunch and dinner at the
 * nearest places that suit the diet, and no more hours than the travel style allows.
 */

export interface Arrival {
  readonly title: string
  readonly from: string
  readonly to: string
  readonly leg: Leg
  readonly description: string
}

export interface DayInput {
  readonly trip: Trip
  /** The destination's time zone and the travel month, for opening hours. */
  readonly hours: HoursContext
  readonly region: Region
  readonly dayNumber: number
  /** Where the day starts and ends: the chosen stay, else the region's centre. */
  readonly base: Coordinates & { readonly name: string }
  /** The journey that opens the day (arrival on day 1, or the move from the previous region, or a day trip out). */
  readonly arrival?: Arrival
  /** A day trip's way back to the base in the late afternoon; dinner is then in `dinnerRegion`. */
  readonly returnTo?: Arrival
  readonly dinnerRegion?: Region
  /** Opens day 1 before the arrival: the journey from the traveller's home city. */
  readonly gettingThere?: Arrival
  /** Attractions already in the plan (never repeated). */
  readonly used: Set<string>
  /** How often each food place is already in the plan: a place serves at most FOOD_REPEATS meals a trip. */
  readonly foodUses?: Map<string, number>
  readonly mealCost: { readonly lunch: number; readonly dinner: number }
  /** How many km of extra travel an interest match is worth (INTEREST_WORTH_KM unless the owner asked for it). */
  readonly interestWorthKm?: number
}

const START = { relaxed: 9 * 60 + 30, moderate: 8 * 60 + 30, intense: 7 * 60 + 30 } as const
const SIGHTS = { relaxed: 2, moderate: 3, intense: 4 } as const
/** Minutes of sights and travel a day, meals apart: below the pacing check's limits on purpose. */
const BUSY_LIMIT = { relaxed: 8 * 60, moderate: 10 * 60, intense: 12 * 60 } as const
const SUNRISE_START = 5 * 60 + 30
const JOURNEY_EARLY_START = 6 * 60 + 30
const LAST_LUNCH = 15 * 60 + 30
const LUNCH_FROM = 12 * 60 + 30
const EVENING_FROM = 17 * 60
const DINNER_FROM = 19 * 60 + 30
const LAST_DINNER = 22 * 60 + 30
const LAST_SIGHT_END = 21 * 60 + 30

const SLOT = { sunrise: 0, morning: 1, any: 2, afternoon: 3, evening: 4, night: 5 } as const
const roundUp5 = (minutes: number) => Math.ceil(minutes / 5) * 5
/** Visits rounded to the quarter hour (half hour when long), so the plan reads naturally. */
const tidy = (minutes: number) => (minutes < 60 ? Math.max(15, Math.round(minutes / 15) * 15) : Math.round(minutes / 30) * 30)

/** A food place serves at most this many of a trip's meals; then the plan says to ask the hotel. */
const FOOD_REPEATS = 3

/** A sight that matches the interests is worth this many km of extra travel. */
const INTEREST_WORTH_KM = 15
/** A day's sights lie within this distance of its first one (a day trip is one far sight, not three). */
const DAY_SPREAD_KM = 25

/** Where the day's sights start from: the stay, or on a day trip the town the journey out arrives in. */
const startOf = (input: DayInput): Coordinates & { readonly name: string } => (input.returnTo ? { ...input.region.coordinates, name: input.region.name } : input.base)

/**
 * The day's sights: the anchor is the best interest match nearest the stay (so the plan works outward
 * from the hotel, day by day, and an arrival day stays close), the rest are the best matches near it.
 */
const chooseSights = (input: DayInput, howMany: number): ReadonlyArray<Attraction> => {
  const interests = new Set<string>(input.trip.interests)
  const cost = (a: Attraction, from: Coordinates) => greatCircleKm(from, a) + (a.categories.some((c) => interests.has(c)) ? 0 : (input.interestWorthKm ?? INTEREST_WORTH_KM))
  const month = monthOfTravel(input.trip.travelDates)
  const fresh = input.region.attractions.filter(
    (a) => !input.used.has(a.id) && inSeason(a, month) && experienceSuitsDiet(a, input.trip.dietaryRestrictions)
  )
  const start = startOf(input)
  const anchor = [...fresh].sort((x, y) => cost(x, start) - cost(y, start))[0]
  if (anchor === undefined) return []
  // Spares beyond howMany stand in for sights that turn out closed at their time.
  return fresh
    .filter((a) => greatCircleKm(anchor, a) <= DAY_SPREAD_KM)
    .sort((x, y) => cost(x, anchor) - cost(y, anchor))
    .slice(0, howMany + 2)
}

/** Sunrise sights first, then the daytime ones in the shortest order from the base, then evening and night. */
const visitingOrder = (sights: ReadonlyArray<Attraction>, base: Coordinates): ReadonlyArray<Attraction> => {
  const sunrise = sights.filter((s) => s.bestTime === "sunrise").slice(0, 1)
  const daytime = sights.filter((s) => SLOT[s.bestTime] >= SLOT.morning && SLOT[s.bestTime] <= SLOT.afternoon)
  const late = sights.filter((s) => s.bestTime === "evening" || s.bestTime === "night").sort((a, b) => SLOT[a.bestTime] - SLOT[b.bestTime])
  return [...sunrise, ...shortestOrder(sunrise[0] ?? base, daytime), ...late]
}

/** What the traveller must know of a place's days: the days it is shut (at the planned time), or to check hours nobody confirmed. */
const closingNote = (say: Say, place: Attraction | FoodPlace, closed: ReadonlyArray<Weekday>): string => {
  if (place.kind !== "food" && hoursUnknown(place)) return say("checkHours")
  return closed.length === 0 ? "" : say("closedOn", { days: weekdaysText(say, closed) })
}

/** Checking a later start than this for a sight that is not yet open is not worth it: another sight fills the slot. */
const WAIT_FOR_OPENING_MINUTES = 180

/**
 * The first start from `earliest` (in 15-minute steps, waiting at most WAIT_FOR_OPENING_MINUTES) at which
 * the visit fits the hours on every day the sight opens at all, else on some day; with the days it does not.
 */
const startWithinHours = (sight: Attraction, context: HoursContext, earliest: number, minutes: number): { start: number; closed: ReadonlyArray<Weekday> } | undefined => {
  const shut = closedDaysOf(sight, context)
  let someDay: { start: number; closed: ReadonlyArray<Weekday> } | undefined
  for (let start = earliest; start <= earliest + WAIT_FOR_OPENING_MINUTES; start += 15) {
    const week = visitWeek(sight, context, start, minutes)
    if (week === undefined) return { start, closed: [] }
    if (week.open.length === 0 && week.unknown.length === 0) continue
    if (week.closed.every((d) => shut.includes(d))) return { start, closed: week.closed }
    someDay ??= { start, closed: week.closed }
  }
  return someDay
}

/** A journey from home longer than this is overnight: it arrives on the morning of day 1. */
const OVERNIGHT_FROM_HOME_MINUTES = 10 * 60
/** A journey from home is planned to reach the hub by late morning. */
const ARRIVE_FROM_HOME_BY = 11 * 60

/** A journey as an activity of the day (from home, between regions, out on a day trip or back). */
const journeyActivity = (journey: Arrival, start: number, say: Say): Activity => ({
  type: "transport",
  title: journey.title,
  time: clock(start),
  details: {
    location: say("fromTo", { from: journey.from, to: journey.to }),
    distanceFromPrevious: say("km", { km: journey.leg.km }),
    travelTime: legText(say, journey.leg),
    duration: durationText(journey.leg.minutes),
    cost: 0,
    description: journey.description
  }
})

export const scheduleDay = (input: DayInput): ItineraryDay => {
  const { trip, region, dayNumber } = input
  const say = phrasesFor(trip)
  const style = trip.travelStyle
  const activities: Array<Activity> = []
  const visited: Array<string> = []
  let now: number = START[style]
  let here: Coordinates & { readonly name: string } = startOf(input)
  let busy = 0
  let sightsWanted: number = SIGHTS[style]
  const usedFood = new Set<string>()

  if (input.gettingThere) {
    const { leg } = input.gettingThere
    if (leg.minutes > OVERNIGHT_FROM_HOME_MINUTES) {
      // Overnight from home: the day opens with the landing; the description gives the whole journey's time.
      const landing = journeyActivity(input.gettingThere, JOURNEY_EARLY_START - 30, say)
      // The slot is the last half hour; its texts name no km or hours the slot could not hold.
      activities.push({ ...landing, details: { ...landing.details, distanceFromPrevious: landing.details.location, travelTime: modeText(say, leg.mode), duration: durationText(30) } })
      now = JOURNEY_EARLY_START
    } else {
      // From home: set off early enough to reach the hub by late morning.
      const start = roundUp5(Math.max(5 * 60, ARRIVE_FROM_HOME_BY - leg.minutes))
      activities.push(journeyActivity(input.gettingThere, start, say))
      now = start + leg.minutes
      busy += leg.minutes
    }
  }
  if (input.arrival) {
    const { leg } = input.arrival
    // A long journey starts early, so the traveller arrives in time for dinner.
    if (leg.minutes > 8 * 60 && !input.gettingThere) now = JOURNEY_EARLY_START
    if (input.gettingThere) now = roundUp5(now + 15)
    activities.push({
      type: "transport",
      title: input.arrival.title,
      time: clock(now),
      details: {
        location: say("fromTo", { from: input.arrival.from, to: input.arrival.to }),
        distanceFromPrevious: say("km", { km: leg.km }),
        travelTime: legText(say, leg),
        duration: durationText(leg.minutes),
        cost: 0,
        description: input.arrival.description
      }
    })
    now = roundUp5(now + leg.minutes + 30)
    busy += leg.minutes
    sightsWanted = leg.minutes >= 300 ? 1 : Math.max(1, sightsWanted - 1)
  }

  let mealRegion = region
  const foodUses = input.foodUses ?? new Map<string, number>()
  const meal = (kind: "Lunch" | "Dinner", earliest: number) => {
    const fresh = mealRegion.food.filter((f) => isMealFor(f, trip.dietaryRestrictions) && !usedFood.has(f.id) && (foodUses.get(f.id) ?? 0) < FOOD_REPEATS)
    // Dinner is a sit-down meal where the region has one; a kachori shop or a hawker stall is lunch first.
    const sitDown = fresh.filter((f) => f.meal === "meal")
    const options = kind === "Dinner" && sitDown.length > 0 ? sitDown : fresh
    const place = options
      .map((f, i) => ({ f, i, km: greatCircleKm(here, f) }))
      // The nearest place, but not the same one every day: a day's number rotates among near ties.
      .sort((a, b) => a.km - b.km || a.i - b.i)
      .slice(0, 3)[dayNumber % Math.max(1, Math.min(3, options.length))]?.f
    const leg = place ? localLeg(here, place, mealRegion.terrain) : undefined
    const start = roundUp5(Math.max(now + (leg?.minutes ?? 15), earliest))
    const minutes = kind === "Lunch" ? 60 : 90
    // After a long journey lunch is on the way, and a very late arrival has dinner at the hotel.
    if (start > (kind === "Dinner" ? LAST_DINNER : LAST_LUNCH)) return
    const cost = kind === "Lunch" ? input.mealCost.lunch : input.mealCost.dinner
    if (place && leg) {
      usedFood.add(place.id)
      foodUses.set(place.id, (foodUses.get(place.id) ?? 0) + 1)
      activities.push({
        type: "food",
        title: say(kind === "Lunch" ? "lunchAt" : "dinnerAt", { place: place.name }),
        time: clock(start),
        details: {
          location: place.address,
          distanceFromPrevious: say("km", { km: leg.km }),
          travelTime: legText(say, leg),
          duration: durationText(minutes),
          cost,
          description: `${say("foodDescription", { type: place.type, specialty: place.specialty })}${closingNote(say, place, closedDaysOf(place, input.hours))}`
        },
        placeId: place.id
      })
      here = place
    } else {
      const diet = trip.dietaryRestrictions
      activities.push({
        type: "food",
        // Named after the region, not the last stop ("Dinner near Bactrian camel ride" read oddly).
        title: say(kind === "Lunch" ? "lunchIn" : "dinnerIn", { area: mealRegion.name }),
        time: clock(start),
        details: {
          location: say("nearPlace", { region: mealRegion.name, place: here.name }),
          distanceFromPrevious: say("nearby"),
          travelTime: say("shortWalkOrRide"),
          duration: durationText(minutes),
          cost,
          description: diet === "none" ? say("noKnownRestaurant") : say("noKnownDietRestaurant", { diet: dietText(say, diet) })
        }
      })
    }
    now = start + minutes
  }

  let lunched = false
  let dined = false
  let placed = 0
  // A day trip keeps time for the way back before dinner.
  const sightsEndBy = input.returnTo ? Math.min(LAST_SIGHT_END, DINNER_FROM - 30 - input.returnTo.leg.minutes) : LAST_SIGHT_END
  const busyLimit = BUSY_LIMIT[style] - (input.returnTo?.leg.minutes ?? 0)
  for (const sight of visitingOrder(chooseSights(input, sightsWanted), startOf(input))) {
    if (placed >= sightsWanted) break
    const sunrise = sight.bestTime === "sunrise" && activities.length === 0
    if (sight.bestTime === "sunrise" && !sunrise) continue
    // A food tour is the meal it replaces: one a day, never beside the meal it stands for.
    if (sight.replacesMeal !== undefined && (lunched || dined || (sight.replacesMeal === "dinner" && input.returnTo))) continue
    if (!lunched && !sunrise && now >= LUNCH_FROM && sight.replacesMeal !== "lunch") {
      meal("Lunch", LUNCH_FROM)
      lunched = true
    }
    if (sight.bestTime === "night") continue
    const leg = localLeg(here, sight, region.terrain)
    const earliest = sunrise ? SUNRISE_START : sight.bestTime === "evening" ? EVENING_FROM : 0
    if (sight.bestTime === "evening" && !lunched && sight.replacesMeal !== "lunch") {
      meal("Lunch", LUNCH_FROM)
      lunched = true
    }
    const minutes = tidy(sight.visitMinutes)
    let start = roundUp5(Math.max((sunrise ? SUNRISE_START - leg.minutes : now) + leg.minutes, earliest))
    const fit = startWithinHours(sight, input.hours, start, minutes)
    if (fit === undefined) continue
    start = fit.start
    if (start + minutes > sightsEndBy) continue
    if (busy + leg.minutes + minutes > busyLimit) continue
    // A lunch tour is lunch: it starts by the last lunch time; a dinner tour in the evening.
    if (sight.replacesMeal === "lunch" && (start > LAST_LUNCH || start + minutes < LUNCH_FROM - 60)) continue
    if (sight.replacesMeal === "dinner" && start < EVENING_FROM) continue
    if (sight.replacesMeal === "lunch") lunched = true
    if (sight.replacesMeal === "dinner") dined = true
    activities.push({
      type: sight.type,
      title: sight.name,
      time: clock(start),
      details: {
        location: sight.address,
        distanceFromPrevious: activities.length === 0 ? say("kmFrom", { km: leg.km, place: startOf(input).name }) : say("km", { km: leg.km }),
        travelTime: legText(say, leg),
        duration: durationText(minutes),
        cost: sight.costInr,
        description: `${sight.description}${closingNote(say, sight, fit.closed)}`
      },
      placeId: sight.id
    })
    input.used.add(sight.id)
    visited.push(sight.name)
    placed++
    busy += leg.minutes + minutes
    here = sight
    now = start + minutes
  }
  if (!lunched) meal("Lunch", LUNCH_FROM)
  if (input.returnTo) {
    const start = roundUp5(Math.max(now + 15, EVENING_FROM - 30))
    activities.push(journeyActivity(input.returnTo, start, say))
    now = start + input.returnTo.leg.minutes
    here = input.base
    mealRegion = input.dinnerRegion ?? region
  }
  if (!dined) meal("Dinner", DINNER_FROM)

  const first = visited[0]
  return {
    dayNumber,
    theme: input.returnTo
      ? say("dayTripDay", { region: region.name })
      : input.arrival
      ? say(dayNumber === 1 ? "arrivalIn" : "onTo", { region: region.name })
      : first
        ? say(visited.length > 1 ? "sightDayAndMore" : "sightDay", { region: region.name, sight: first })
        : say("restDayIn", { region: region.name }),
    region: region.name,
    subArea: region.attractions.find((a) => a.name === first)?.area ?? region.name,
    activities: activities.sort((a, b) => minutesOf(a.time) - minutesOf(b.time)),
    visitedAttractions: visited
  }
}
