import type { Activity, ItineraryDay } from "@safarnama/events/contract/itinerary"
import { greatCircleKm } from "../knowledge/geo.ts"
import { clock, closedDaysOf, durationText, minutesOf, visitWeek } from "../knowledge/hours.ts"
import { dishesFor, experienceSuitsDiet, inSeason, isMealFor, monthOfTravel } from "../knowledge/meals.ts"
import { shortestOrder } from "../knowledge/ordering.ts"
import type { DietaryRestriction } from "@safarnama/events/contract/options"
import { busyMinutes, dayGaps, foodRepeatsAllowed, REST_ACTIVITY, JOURNEY_COUNTED_MINUTES, LONGEST_GAP_MINUTES, PACING_LIMIT_HOURS } from "../itineraries/groundedChecks.ts"
import { normalizeName } from "../knowledge/normalizeName.ts"
import { saysSunrise, SUNRISE_LATE_MINUTES, sunriseMinutes } from "../knowledge/sunrise.ts"
import type { Attraction, Coordinates, FoodPlace, Market } from "../knowledge/schema.ts"
import { type Leg, localLeg } from "../knowledge/travel.ts"
import type { Say } from "./words.ts"
import type { Arrival, DayInput, LastDay } from "./dayInput.ts"
import { endOf, fillWithSights, NOT_BEFORE, positionsAfter } from "./fillDay.ts"
import { isJourneyActivity } from "@safarnama/journey-map/journey"
import { minutesOfDuration } from "../itineraries/planChecks.ts"
import { daytimeSightsLeft, daytimeSightsToday, isDaytimeSight } from "./sightsLeft.ts"
import { closingNote, demandWorthKm, freshSights, isNightlife, namesDishAgainstDiet, roundUp5, showStart, sightActivity, startWithinHours, tidy } from "./sights.ts"
import { dietText, legText, modeText } from "./wording.ts"

/**
 * One day of a grounded plan: the day's sights chosen by the traveller's interests and kept close
 * together, visited in the shortest order, each at a time it is open and suits (sunrise first, evening
 * sights late), with the travel between stops computed from coordinates, lunch and dinner at the
 * nearest places that suit the diet, and no more hours than the travel style allows.
 */

export type { Arrival, DayInput } from "./dayInput.ts"

const START = { relaxed: 9 * 60, moderate: 8 * 60 + 30, intense: 7 * 60 + 30 } as const
/** At most this many sights a day; the day is filled by time (ADR 0190), this only caps a day of short stops. */
const SIGHTS = { relaxed: 4, moderate: 6, intense: 7 } as const
/** Minutes of sights and travel a day, meals apart: below the pacing check's limits on purpose. */
const BUSY_LIMIT = { relaxed: 8 * 60, moderate: 10 * 60, intense: 12 * 60 } as const
/** The longest visit a day of the style can hold: its busy limit and the extra a must-see may take. */
export const longestVisitMinutes = (style: keyof typeof BUSY_LIMIT): number => BUSY_LIMIT[style] + MUST_SEE_EXTRA_MINUTES
/** A sunrise sight where the month's sunrise is unknown (a polar night); else half an hour before sunrise. */
const SUNRISE_START = 5 * 60 + 30
const SUNRISE_LEAD_MINUTES = 30
/** The earliest a dawn ceremony with its own time is planned: temples' first rites start about 04:00. */
const EARLIEST_DAWN_SHOW = 4 * 60
const JOURNEY_EARLY_START = 6 * 60 + 30
const LAST_LUNCH = 15 * 60 + 30
/** The longest ride to a named lunch place; beyond it lunch is near where the day is. */
const LUNCH_RIDE_MAX_MINUTES = 60
/** A sight that would end after this is seen after lunch when the morning is nearly over. */
const LUNCH_BY = 14 * 60
const LUNCH_FROM = 12 * 60 + 30
const EVENING_FROM = 17 * 60
/** The ride a daytime sight leaves before an evening must-see. */
const EVENING_RIDE_MINUTES = 20
/** A hot month's rest after lunch: it starts by 15:15, lasts at least an hour and ends at 16:00 at the earliest. */
const REST_LATEST_START = 15 * 60 + 15
const REST_UNTIL = 16 * 60
const REST_AT_LEAST_MINUTES = 60
const DINNER_FROM = 19 * 60 + 30
const LAST_DINNER = 22 * 60 + 30
const LAST_SIGHT_END = 21 * 60 + 30
/** A day trip stays for its evening must-see and dinner when the way back is this short, back by 23:00. */
const EVENING_STAY_RIDE_MAX_MINUTES = 90
const EVENING_STAY_BACK_BY = 23 * 60
/** Dinner (90 minutes) and the ride to it and on to the way back, after the day trip's last sight. */
const DINNER_AND_RIDE_MINUTES = 90 + 30

const SLOT = { sunrise: 0, morning: 1, any: 2, afternoon: 3, evening: 4, night: 5 } as const
/** A food place serves at most this many of a trip's meals where the region holds no other; then the plan says to ask the hotel. */
const FOOD_REPEATS = 3

/** A sight that matches the interests is worth this many km of extra travel. */
const INTEREST_WORTH_KM = 15
/** A day's sights lie within this distance of its first one (a day trip is one far sight, not three). */
const DAY_SPREAD_KM = 25

/**
 * On the region's last day, a must-see this far from the day's anchor still joins it (Modhera's Sun
 * Temple, 35 km from Rani ki Vav): its hours and the day's busy limit decide. Not on earlier days, where it
 * would take a must-see from the cluster a later day plans (Geysir without Gullfoss).
 */
const MUST_SEE_SPREAD_KM = 45

/** Where the day's sights start from: the stay, or on a day trip the town the journey out arrives in. */
const startOf = (input: DayInput): Coordinates & { readonly name: string } => (input.returnTo ? { ...input.region.coordinates, name: input.region.name } : input.base)

/** A far must-see within this of the stay is a day out (Mount Titlis, 30 km from Lucerne); beyond it, a day of driving (Waitomo from Rotorua). */
const FAR_MUST_SEE_MAX_KM = 60

/** A journey into the day longer than this leaves too little of it for a far must-see. */
const FAR_MUST_SEE_ARRIVAL_MAX_MINUTES = 120

/** Near must-sees that take no longer than this together fit a later morning (Lucerne's bridge and lion). */
const NEAR_MUST_SEES_LATER_MINUTES = 120

/**
 * Whether the day may go for a must-see beyond the day's spread from the stay (Mount Titlis from
 * Lucerne): a whole day in the region with another day there after it, which then holds the must-sees
 * near the stay when they are short (NEAR_MUST_SEES_LATER_MINUTES). Otherwise the near must-see anchors
 * the day and the far one, more than a day's spread away, would never be planned.
 */
const farMustSeeDay = (input: DayInput, nearMustSeeMinutes: number): boolean =>
  (input.laterDaysHere ?? 0) >= 1 &&
  nearMustSeeMinutes <= NEAR_MUST_SEES_LATER_MINUTES &&
  input.goingHome === undefined &&
  input.returnTo === undefined &&
  (input.arrival?.leg.minutes ?? 0) <= FAR_MUST_SEE_ARRIVAL_MAX_MINUTES

/**
 * The day's sights: the anchor is the best interest match nearest the stay (so the plan works outward
 * from the hotel, day by day, and an arrival day stays close), the rest are the best matches near it.
 */
const chooseSights = (input: DayInput, howMany: number, daytime: number): ReadonlyArray<Attraction> => {
  const interests = new Set<string>(input.trip.interests)
  const cost = (a: Attraction, from: Coordinates) =>
    greatCircleKm(from, a) + (a.categories.some((c) => interests.has(c)) ? 0 : (input.interestWorthKm ?? INTEREST_WORTH_KM)) - demandWorthKm(a)
  const fresh = freshSights(input.region, input.used, monthOfTravel(input.trip.travelDates), input.trip.dietaryRestrictions, input.dietWords)
  const start = startOf(input)
  const byCost = (list: ReadonlyArray<Attraction>) => [...list].sort((x, y) => cost(x, start) - cost(y, start))[0]
  const mustSees = fresh.filter((a) => a.demand?.mustSee === true && a.pickUp !== true)
  const far = mustSees.filter((a) => {
    const km = greatCircleKm(start, a)
    return km > DAY_SPREAD_KM && km <= FAR_MUST_SEE_MAX_KM
  })
  const nearMinutes = mustSees.filter((a) => !far.includes(a) && a.bestTime !== "sunrise" && a.bestTime !== "evening").reduce((sum, a) => sum + tidy(a.visitMinutes), 0)
  const anchor = (farMustSeeDay(input, nearMinutes) ? byCost(far) : undefined) ?? byCost(fresh)
  if (anchor === undefined) return []
  // Spares beyond howMany stand in for sights that turn out closed at their time; of the daytime sights,
  // as many as a long stay may spend today (and spares), must-sees always.
  // On the region's last day a must-see a little further joins it: no later day here would plan it.
  const lastDayHere = (input.laterDaysHere ?? 0) === 0
  const near = fresh
    .filter((a) => greatCircleKm(anchor, a) <= (a.demand?.mustSee === true && lastDayHere ? MUST_SEE_SPREAD_KM : DAY_SPREAD_KM) || a.pickUp === true)
    .sort((x, y) => cost(x, anchor) - cost(y, anchor))
  const daytimeKept = near.filter((a) => isDaytimeSight(a) && a.demand?.mustSee !== true).slice(0, daytime + 2)
  return near.filter((a) => !isDaytimeSight(a) || a.demand?.mustSee === true || daytimeKept.includes(a)).slice(0, howMany + 2)
}

/** A must-see that would wait over this long for its opening gives way to the next sight, at most MUST_SEE_WAITS times. */
const MUST_SEE_WAIT_MINUTES = 60
const MUST_SEE_WAITS = 4

/** How much longer than BUSY_LIMIT a day may run for a must-see: still inside the pacing check's limit. */
const MUST_SEE_EXTRA_MINUTES = 60

const NIGHTLIFE_FROM = 21 * 60
/** A night out may run past the day's busy limit by this much: still inside the pacing check's. */
const NIGHT_OUT_EXTRA_MINUTES = 90
/** A night out starts by this time, so it ends by about midnight. */
const NIGHTLIFE_LAST_START = 22 * 60

/** The region's nightlife not yet in the plan, nearest first. */
const nightlifeNear = (input: DayInput, here: Coordinates): ReadonlyArray<Attraction> =>
  input.region.attractions
    .filter((a) => isNightlife(a) && !input.used.has(a.id) && inSeason(a, monthOfTravel(input.trip.travelDates)))
    .sort((a, b) => greatCircleKm(here, a) - greatCircleKm(here, b))

/** An evening must-see that a day can hold too, as a daytime sight; any other sight as it is. */
const seenByDay = (a: Attraction): Attraction =>
  a.bestTime === "evening" && a.demand?.mustSee === true && a.showTimes === undefined && a.replacesMeal === undefined && !isNightlife(a) && a.type !== "shopping"
    ? { ...a, bestTime: "afternoon" }
    : a

/**
 * Sunrise sights first, then the daytime ones in the shortest order from the base, then evening and night.
 * A day whose sights start late in the morning (`startsAt`, after a journey) has no sunrise: a sunrise
 * must-see that would run past lunch (Girivalam's 4-hour walk at 11:00, a balloon flight) comes after the
 * daytime must-sees, which it would push out of their hours, and waits for a later day's sunrise. One that
 * ends by lunch is still the morning's first (the Taj Mahal from 10:40, off the train from Delhi).
 */
const visitingOrder = (sights: ReadonlyArray<Attraction>, base: Coordinates, startsAt: number): ReadonlyArray<Attraction> => {
  const pastLunch = (s: Attraction) => runsPastLunch(startsAt, tidy(s.visitMinutes))
  const sunrise = sights.filter((s) => s.bestTime === "sunrise" && !pastLunch(s)).slice(0, 1)
  const lateSunrise = sights.filter((s) => s.bestTime === "sunrise" && pastLunch(s) && s.demand?.mustSee === true)
  const daytime = sights.filter((s) => SLOT[s.bestTime] >= SLOT.morning && SLOT[s.bestTime] <= SLOT.afternoon)
  // The evening holds one or two things: a must-see first (the Eiffel Tower before a river cruise).
  const late = sights
    .filter((s) => s.bestTime === "evening" || s.bestTime === "night")
    .sort((a, b) => SLOT[a.bestTime] - SLOT[b.bestTime] || demandWorthKm(b) - demandWorthKm(a))
  // A show of the evening (its first time from 17:00) waits for the evening, whatever its bestTime says.
  const eveningShow = (s: Attraction) => s.showTimes !== undefined && minutesOf(s.showTimes.times[0]!) >= EVENING_FROM
  // The day's must-sees get the day's best hours: they come first, the other sights after them.
  const day = daytime.filter((s) => !eveningShow(s))
  // The most sought of them first (Amber Fort before Jaipur's old-city sights), so a short day keeps it.
  const mustSees = [...day.filter((s) => s.demand?.mustSee === true)].sort((a, b) => demandWorthKm(b) - demandWorthKm(a))
  const must = mustSees.length === 0 ? [] : [mustSees[0]!, ...shortestOrder(mustSees[0]!, mustSees.slice(1))]
  const rest = shortestOrder(must[must.length - 1] ?? sunrise[0] ?? base, day.filter((s) => s.demand?.mustSee !== true))
  return [...sunrise, ...must, ...lateSunrise, ...rest, ...daytime.filter(eveningShow), ...late]
}

/** Whether a sight started now, late in the morning, would run past lunchtime: lunch comes before it. */
const runsPastLunch = (now: number, minutes: number): boolean => now >= LUNCH_FROM - 90 && now + minutes + 30 > LUNCH_BY

/** Food places this many km further than the nearest still count as near it. */
const MEAL_TIE_KM = 4

/** A sweet shop or a bakery is never a meal's place, whatever else it sells. */
const SWEETS = /\b(sweet|sweets|mithai|bakery|dessert|ice cream|patisserie|confectioner)/i
/** What a place built around the diet (a pure-vegetarian kitchen for a vegetarian) is worth in km. */
const DIET_FOCUS_WORTH_KM = 2
const builtForDiet = (f: FoodPlace, diet: DietaryRestriction) => (diet === "vegetarian" || diet === "vegan") && f.focus === "vegetarian-only"

/** Free time is at a market the guide names, from late morning (few open earlier), for at most 3 hours. */
const FREE_TIME_FROM = 10 * 60 + 30
const FREE_TIME_MAX_MINUTES = 180
const FREE_TIME_MIN_MINUTES = 60
const FREE_TIME_RIDE_MINUTES = 20
const marketKey = (market: Market) => `market:${market.name}`
const MARKET_WORDS = new Set(["bazaar", "bazar", "market", "markets", "street", "road", "the", "and", "of", "old", "new", "night", "souk", "souq", "mall"])
/** "Johari Bazaar" is the sight "Johari and Bapu Bazaar shopping walk": its own words are all there. */
const namesSameMarket = (market: Market, sightWords: ReadonlyArray<string>): boolean => {
  const significant = (words: ReadonlyArray<string>) => words.filter((w) => !MARKET_WORDS.has(w))
  const marketWords = normalizeName(market.name).split(" ")
  const own = significant(marketWords)
  const sight = significant(sightWords)
  const phrase = (words: ReadonlyArray<string>) => ` ${words.join(" ")} `
  return (
    phrase(sightWords).includes(phrase(marketWords)) ||
    phrase(marketWords).includes(phrase(sightWords)) ||
    (own.length > 0 && own.every((w) => sightWords.includes(w))) ||
    (sight.length > 0 && sight.every((w) => marketWords.includes(w)))
  )
}
/** Whether the day with one more activity still keeps to its travel style's hours (the pacing check's own count). */
const keepsPace = (activities: ReadonlyArray<Activity>, more: Activity, input: DayInput): boolean =>
  busyMinutes([...activities, more]) <= PACING_LIMIT_HOURS[input.trip.travelStyle] * 60

/**
 * A stretch of over 2 hours with nothing planned between 09:00 and 19:00 (the region has no more sights
 * that fit) becomes free time at one of the region's markets, named with its address and what it is
 * known for: a day a traveller would take, not a hole (ADR 0190). Each market once a trip.
 */
const fillGaps = (activities: Array<Activity>, input: DayInput, say: Say): void => {
  // A market that is also one of the region's sights (Laad Bazaar) is planned as that sight, or not at all.
  const sights = input.placeWords ?? [...input.region.attractions, ...input.region.food].map((p) => normalizeName(p.name).split(" "))
  const freeOf = (region: Pick<DayInput["region"], "markets">) => region.markets.filter((m) => !sights.some((words) => namesSameMarket(m, words)))
  const markets = freeOf(input.region)
  // Back at the base after a day trip, the base's markets are the ones at hand.
  const back = input.returnTo ? activities.find((a) => a.title === input.returnTo!.title) : undefined
  const backAt = back ? endOf(back) : undefined
  const baseMarkets = input.dinnerRegion ? freeOf(input.dinnerRegion) : []
  // Each stretch in turn (one that cannot be filled does not stop the next), with the shortest free time
  // that leaves no 2 hours empty on either side of it: a long block would break the day's pace for nothing.
  const tried = new Set<number>()
  for (;;) {
    const gap = dayGaps({ activities }).find((g) => g.to - g.from > LONGEST_GAP_MINUTES && !tried.has(g.from))
    if (gap === undefined) return
    tried.add(gap.from)
    const market = (backAt !== undefined && gap.from >= backAt ? baseMarkets : markets).find((m) => !input.used.has(marketKey(m)))
    if (market === undefined) continue
    const start = roundUp5(Math.max(gap.from + FREE_TIME_RIDE_MINUTES, FREE_TIME_FROM))
    const room = Math.floor((gap.to - start) / 30) * 30
    const needed = Math.ceil((gap.to - start - LONGEST_GAP_MINUTES) / 30) * 30
    const minutes = Math.min(FREE_TIME_MAX_MINUTES, room, Math.max(FREE_TIME_MIN_MINUTES, needed))
    if (minutes < FREE_TIME_MIN_MINUTES) continue
    const freeTime: Activity = {
      type: "shopping",
      title: say("freeTimeAt", { market: market.name }),
      time: clock(start),
      details: {
        location: market.address,
        distanceFromPrevious: say("nearby"),
        travelTime: say("shortWalkOrRide"),
        duration: durationText(minutes),
        cost: 0,
        description: say("freeTimeDescription", { knownFor: market.knownFor })
      }
    }
    // Free time is time out too: the day still keeps to its travel style's hours.
    if (!keepsPace(activities, freeTime, input)) continue
    input.used.add(marketKey(market))
    activities.push(freeTime)
    activities.sort((a, b) => minutesOf(a.time) - minutesOf(b.time))
  }
}

/** A free day's time of one's own: the morning before lunch, the afternoon after it. */
const FREE_MORNING = { from: 10 * 60, minutes: 120 } as const
const FREE_AFTERNOON = { from: 14 * 60, minutes: 180 } as const

/** Time of the traveller's own at the stay (a free day's morning, leisure where nothing fits): a rest, not a visit. */
const timeAtStay = (
  input: DayInput,
  say: Say,
  block: { readonly title: string; readonly description: string; readonly from: number; readonly minutes: number; readonly leg?: Leg }
): Activity => ({
  type: REST_ACTIVITY,
  title: block.title,
  time: clock(block.from),
  details: {
    location: input.base.name,
    distanceFromPrevious: block.leg ? say("km", { km: block.leg.km }) : say("nearby"),
    travelTime: block.leg ? legText(say, block.leg) : say("shortWalkOrRide"),
    duration: durationText(block.minutes),
    cost: 0,
    description: block.description
  },
  ...(input.base.placeId ? { placeId: input.base.placeId } : {})
})

/**
 * A day of a long stay with every sight and market of its region planned on the days before (30 days in a
 * guide of two weeks' sights) is a named free day at the stay, not a day of meals and nothing: the plan
 * says so, and no stretch of it is a hole (issue 40, point 8).
 */
const freeDayWhenNothingIsLeft = (activities: Array<Activity>, input: DayInput, say: Say): void => {
  if (input.arrival || input.goingHome || input.returnTo || input.gettingThere) return
  // Meals only, or a food walk for one of them: nothing else to do that day.
  if (activities.some((a) => a.type.toLowerCase() !== "food")) return
  const meals = activities.map((a) => ({ from: minutesOf(a.time), to: endOf(a) }))
  const clear = (from: number, minutes: number) => meals.every((m) => m.to <= from || m.from >= from + minutes)
  const description = say("freeDayDescription", { region: input.region.name })
  const block = (title: string, from: number, minutes: number) => timeAtStay(input, say, { title, description, from, minutes })
  if (clear(FREE_MORNING.from, FREE_MORNING.minutes)) activities.push(block(say("freeDayMorning", { stay: input.base.name }), FREE_MORNING.from, FREE_MORNING.minutes))
  if (clear(FREE_AFTERNOON.from, FREE_AFTERNOON.minutes)) activities.push(block(say("freeDayAfternoon", { region: input.region.name }), FREE_AFTERNOON.from, FREE_AFTERNOON.minutes))
  activities.sort((a, b) => minutesOf(a.time) - minutesOf(b.time))
}

/** A kitchen is open for a meal from `time` for `minutes`, or its hours are not known (then it may be). */
const mayEatAt = (place: FoodPlace, input: DayInput, time: number, minutes: number): boolean => {
  const week = visitWeek(place, input.hours, time, minutes)
  return week === undefined || week.open.length > 0 || week.unknown.length > 0
}

/** Beyond this ride back to the stay, a dinner with no place known for the diet is near the stay. */
const DINNER_NEAR_STAY_RIDE_MINUTES = 45

/** The shortest time at leisure worth the ride back to the stay. */
const LEISURE_MIN_MINUTES = 45
/** A lunch or dinner may move this much sooner, to no earlier than these times, to close a stretch just over 2 hours. */
const MEAL_SOONER_MAX_MINUTES = 45
const MEAL_EARLIEST = { lunch: 12 * 60, dinner: 18 * 60 + 30 } as const

/**
 * A stretch a little over 2 hours before a meal, with the stay too far to be worth the ride (Kalhatti
 * Falls done at 10:20, lunch at 12:30): the meal is eaten sooner, lunch from 12:00, dinner from 18:30,
 * as late as closes the stretch. Nothing moves when no such time closes it.
 */
const mealSooner = (activities: Array<Activity>, index: number, gap: { readonly from: number }, input: DayInput): void => {
  const meal = activities[index]!
  if (meal.type.toLowerCase() !== "food") return
  const at = minutesOf(meal.time)
  const earliest = Math.max(at - MEAL_SOONER_MAX_MINUTES, at <= LAST_LUNCH ? MEAL_EARLIEST.lunch : MEAL_EARLIEST.dinner)
  // A kitchen whose hours are known is open at the sooner time (one that opens at 12:30 keeps its lunch).
  const place = meal.placeId === undefined ? undefined : [...input.region.food, ...(input.dinnerRegion?.food ?? [])].find((f) => f.id === meal.placeId)
  for (let time = at - 5; time >= earliest; time -= 5) {
    if (place !== undefined && !mayEatAt(place, input, time, minutesOfDuration(meal.details.duration) ?? 60)) break
    activities[index] = { ...meal, time: clock(time) }
    if (!dayGaps({ activities }).some((g) => g.from === gap.from && g.to - g.from > LONGEST_GAP_MINUTES)) return
  }
  activities[index] = meal
}

/** A journey this long leaves the traveller wanting the rest of the afternoon at the stay. */
const LONG_JOURNEY_MINUTES = 4 * 60

/**
 * What is still empty for over 2 hours between 09:00 and 19:00 once every sight and market that fits is
 * planned (a small town's last days, the afternoon after a 7-hour drive up to Yamunotri) is named time at
 * leisure at the stay, saying why: a hole the traveller can read, not one they find. Not while a day trip
 * is away from the stay, nor after the way home. The knowledge bench counts these days: sights to add.
 */
const leisureWhereNothingFits = (activities: Array<Activity>, input: DayInput, say: Say): void => {
  const away = input.returnTo ? activities.find((a) => a.title === input.returnTo!.title) : undefined
  const home = input.goingHome ? activities.find((a) => a.title === input.goingHome!.title) : undefined
  const tried = new Set<number>()
  for (;;) {
    const gap = dayGaps({ activities }).find((g) => g.to - g.from > LONGEST_GAP_MINUTES && !tried.has(g.from))
    if (gap === undefined) return
    tried.add(gap.from)
    if (away !== undefined && gap.from < endOf(away)) continue
    if (home !== undefined && gap.from >= minutesOf(home.time)) continue
    // The ride to the stay from the stop before, and on from it to the stop after (a journey starts there).
    const positions = positionsAfter(activities, input, startOf(input))
    const beforeIndex = activities.reduce((last, a, i) => (endOf(a) <= gap.from ? i : last), -1)
    const here = beforeIndex < 0 ? startOf(input) : positions[beforeIndex]!
    const next = activities[beforeIndex + 1]
    const legIn = localLeg(here, input.base, input.region.terrain, input.roads)
    const nextPlace = next && !isJourneyActivity(next.type) ? positions[beforeIndex + 1] : undefined
    const legOut = nextPlace ? localLeg(input.base, nextPlace, input.region.terrain, input.roads) : undefined
    const start = roundUp5(gap.from + legIn.minutes)
    const end = next ? minutesOf(next.time) - (legOut?.minutes ?? 0) - 5 : gap.to
    const minutes = Math.floor((end - start) / 5) * 5
    if (minutes < LEISURE_MIN_MINUTES) {
      if (next !== undefined) mealSooner(activities, beforeIndex + 1, gap, input)
      continue
    }
    const before = activities[beforeIndex]
    const afterJourney = before !== undefined && isJourneyActivity(before.type) && (minutesOfDuration(before.details.duration) ?? 0) >= LONG_JOURNEY_MINUTES
    if (next && legOut) activities[beforeIndex + 1] = { ...next, details: { ...next.details, distanceFromPrevious: say("km", { km: legOut.km }), travelTime: legText(say, legOut) } }
    activities.push(
      timeAtStay(input, say, {
        title: say(afterJourney ? "restAfterJourneyAt" : "leisureAt", { stay: input.base.name }),
        description: say(afterJourney ? "restAfterJourneyDescription" : "leisureDescription", { region: input.region.name }),
        from: start,
        minutes,
        leg: legIn
      })
    )
    activities.sort((a, b) => minutesOf(a.time) - minutesOf(b.time))
  }
}

/** With nothing left to see, the last morning is breakfast and check-out: the way home leaves then. */
const CHECK_OUT_DONE = 10 * 60

/**
 * The last day's way home leaves when the day's last stop is done, not after hours of nothing: a day with
 * its sights over by 10:00 and no more to fill it (every sight and market of the region planned) leaves
 * after check-out, and its lunch is eaten on the way.
 */
const leaveWhenDone = (activities: Array<Activity>, input: DayInput, say: Say): void => {
  if (input.goingHome === undefined) return
  const home = activities.findIndex((a) => a.title === input.goingHome!.title)
  if (home === -1) return
  const departs = minutesOf(activities[home]!.time)
  const idle = dayGaps({ activities: activities.slice(0, home + 1) }).some((g) => g.to <= departs && g.to - g.from > LONGEST_GAP_MINUTES)
  if (!idle) return
  const done = activities.slice(0, home).filter((a) => a.type.toLowerCase() !== "food")
  const lastEnd = Math.max(0, ...done.map(endOf))
  const leave = roundUp5(Math.max(lastEnd + 30, CHECK_OUT_DONE))
  if (leave >= departs) return
  const kept = activities.filter((a, i) => i < home && (a.type.toLowerCase() !== "food" || endOf(a) <= leave))
  activities.splice(0, activities.length, ...kept, homeJourney(input.goingHome, leave, say))
}

/** The way home reaches home by about 22:30 where it can, leaving the stay between 14:00 and 18:00. */
const HOME_BY = 22 * 60 + 30
const HOME_EARLIEST_DEPARTURE = 14 * 60
const HOME_LATEST_DEPARTURE = 18 * 60
/**
 * What the last day holds before a way home of these minutes: when it leaves (home by 22:30, between 14:00
 * and 18:00), and its minutes of sights and travel (the pacing check counts the journey up to 6 hours).
 * The last day plans by it, and the days before it know it.
 */
export const lastDayOf = (style: keyof typeof BUSY_LIMIT, homeMinutes: number): LastDay => ({
  leavesAt: roundUp5(Math.min(HOME_LATEST_DEPARTURE, Math.max(HOME_EARLIEST_DEPARTURE, HOME_BY - homeMinutes))),
  busyMinutes: BUSY_LIMIT[style] - Math.min(homeMinutes, JOURNEY_COUNTED_MINUTES)
})
/** The day's last minute a slot may reach (a plan's day ends at midnight). */
const DAY_END = 23 * 60 + 55

/**
 * The journey home as the day's last activity; one that runs past midnight shows the day's part of it,
 * and its description the whole journey (as an overnight journey from home shows its last half hour).
 */
const homeJourney = (journey: Arrival, start: number, say: Say): Activity => {
  const activity = journeyActivity(journey, start, say)
  if (start + journey.leg.minutes <= DAY_END) return activity
  const { details } = activity
  return { ...activity, details: { ...details, distanceFromPrevious: details.location, travelTime: modeText(say, journey.leg.mode), duration: durationText(Math.floor((DAY_END - start) / 15) * 15) } }
}

/** A journey from home longer than this is overnight: it arrives on the morning of day 1. */
const OVERNIGHT_FROM_HOME_MINUTES = 10 * 60
/** A journey from home is planned to reach the hub by late morning. */
const ARRIVE_FROM_HOME_BY = 11 * 60
/** The latest a day 1 may reach its stay after the journey from home. */
const REACH_THE_STAY_BY = 21 * 60

/**
 * The journey from home ends the day before when day 1 could not also hold the way on from the hub
 * (a flight to Bhuntar, then 13 hours up to the Pin Valley): the traveller stays near the hub and
 * sets off early, as the Char Dham yatra leaves Dehradun at 7 in the morning.
 */
export const arrivesTheDayBefore = (fromHomeMinutes: number, onwardMinutes: number): boolean =>
  fromHomeMinutes > OVERNIGHT_FROM_HOME_MINUTES || ARRIVE_FROM_HOME_BY + 15 + onwardMinutes > REACH_THE_STAY_BY

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
  const say = input.say
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
    if (arrivesTheDayBefore(leg.minutes, input.arrival?.leg.minutes ?? 0)) {
      // Overnight from home, or the day before: the day opens with the landing; the description gives the whole journey's time.
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
    // A stop on the way (Ananuri on the road to Kazbegi) is part of the journey's slot.
    const slot = leg.minutes + (input.arrival.stopMinutes ?? 0)
    // A long journey starts early, so the traveller arrives in time for dinner.
    if (slot > 8 * 60 && !input.gettingThere) now = JOURNEY_EARLY_START
    if (input.gettingThere) now = roundUp5(now + 15)
    activities.push({
      type: "transport",
      title: input.arrival.title,
      time: clock(now),
      details: {
        location: say("fromTo", { from: input.arrival.from, to: input.arrival.to }),
        distanceFromPrevious: say("km", { km: leg.km }),
        travelTime: legText(say, leg),
        duration: durationText(slot),
        cost: 0,
        description: input.arrival.description
      },
      ...(input.arrival.placeId ? { placeId: input.arrival.placeId } : {})
    })
    now = roundUp5(now + slot + 30)
    busy += slot
    sightsWanted = leg.minutes >= 300 ? 1 : Math.max(1, sightsWanted - 1)
  }

  let mealRegion = region
  const foodUses = input.foodUses ?? new Map<string, number>()
  const diet = trip.dietaryRestrictions
  const month = monthOfTravel(trip.travelDates)
  // A trip of up to 4 days names each food place once, a longer one twice; a region with too few places
  // for the diet may repeat one up to FOOD_REPEATS times (the plan check then warns).
  const allowance = foodRepeatsAllowed(trip.duration)
  const meal = (kind: "Lunch" | "Dinner", earliest: number) => {
    // Open at about the meal's time where its hours are known (a dining hall that closes at 19:00 is no dinner).
    const about = roundUp5(Math.max(now + 15, earliest))
    const eatable = mealRegion.food.filter(
      (f) => isMealFor(f, diet) && inSeason(f, month) && !usedFood.has(f.id) && dishesFor(f, diet, input.dietWords) !== undefined && mayEatAt(f, input, about, kind === "Lunch" ? 60 : 90)
    )
    const within = (limit: number) => eatable.filter((f) => (foodUses.get(f.id) ?? 0) < limit)
    // Dinner is a sit-down meal; a kachori shop or a hawker stall is lunch, and dinner only where no
    // restaurant is left.
    const dinnerFirst = (places: ReadonlyArray<FoodPlace>) => (kind === "Dinner" ? [places.filter((f) => f.meal === "meal"), places.filter((f) => !SWEETS.test(f.type))] : [places])
    const options = [...dinnerFirst(within(allowance)), ...dinnerFirst(within(FOOD_REPEATS))].find((o) => o.length > 0) ?? []
    const ranked = options
      .map((f, i) => ({ f, i, km: greatCircleKm(here, f) + (builtForDiet(f, diet) ? 0 : DIET_FOCUS_WORTH_KM) }))
      .sort((a, b) => a.km - b.km || a.i - b.i)
    // The nearest place, but not the same one every day: a day's number rotates among near ties (a
    // farm restaurant 40 km off is no tie for a cafe round the corner).
    const ties = ranked.filter((r) => r.km <= ranked[0]!.km + MEAL_TIE_KM).slice(0, 3)
    const nearest = ties[dayNumber % Math.max(1, ties.length)]?.f
    const nearestLeg = nearest ? localLeg(here, nearest, mealRegion.terrain, input.roads) : undefined
    // Lunch is near the morning's sight: a known place over an hour's ride back (Rotorua's, after
    // Hobbiton) is no lunch, so the day said none; it is lunch near the sight, without a name.
    const tooFar = kind === "Lunch" && nearestLeg !== undefined && nearestLeg.minutes > LUNCH_RIDE_MAX_MINUTES
    const place = tooFar ? undefined : nearest
    // With no place known for the diet, dinner is near the stay when the day ends far from it (Bhairon
    // Ghati, 3 h 40 from the stay at Uttarkashi): the ride back comes first, not a dinner "nearby".
    const rideBack = kind === "Dinner" && place === undefined && !input.returnTo && !input.goingHome ? localLeg(here, input.base, region.terrain, input.roads) : undefined
    const backToStay = rideBack !== undefined && rideBack.minutes > DINNER_NEAR_STAY_RIDE_MINUTES ? rideBack : undefined
    const leg = tooFar ? undefined : (nearestLeg ?? backToStay)
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
          description: `${say("foodDescription", { type: place.type, specialty: dishesFor(place, diet, input.dietWords) ?? place.specialty })}${closingNote(say, place, closedDaysOf(place, input.hours))}`
        },
        placeId: place.id
      })
      here = place
    } else {
      activities.push({
        type: "food",
        // Named after the region, not the last stop ("Dinner near Bactrian camel ride" read oddly).
        title: say(kind === "Lunch" ? "lunchIn" : "dinnerIn", { area: mealRegion.name }),
        time: clock(start),
        details: {
          location: say("nearPlace", { region: mealRegion.name, place: backToStay ? input.base.name : here.name }),
          distanceFromPrevious: backToStay ? say("km", { km: backToStay.km }) : say("nearby"),
          travelTime: backToStay ? legText(say, backToStay) : say("shortWalkOrRide"),
          duration: durationText(minutes),
          cost,
          description: diet === "none" ? say("noKnownRestaurant") : say("noKnownDietRestaurant", { diet: dietText(say, diet) })
        }
      })
      if (backToStay) here = input.base
    }
    now = start + minutes
  }

  let lunched = false
  let dined = false
  // One food tour a day (a lunch tour and a desert safari's barbecue would be two).
  let toured = false
  let placed = 0
  // A day trip keeps time for the way back before dinner; the last day, for the way home.
  const wayHome = input.goingHome ? lastDayOf(style, input.goingHome.leg.minutes) : undefined
  const leaveForHome = wayHome?.leavesAt
  // In a hot month the hours after lunch are spent at the stay, out of the heat (ADR 0190); not on a day
  // trip (the stay is far) nor when the way home leaves soon after.
  const restAfterLunch = () => {
    if (input.heat === undefined || input.returnTo || now > REST_LATEST_START) return
    const leg = localLeg(here, input.base, region.terrain, input.roads)
    const start = roundUp5(now + leg.minutes)
    const end = Math.max(REST_UNTIL, start + REST_AT_LEAST_MINUTES)
    if (leaveForHome !== undefined && end + 30 > leaveForHome) return
    activities.push({
      type: REST_ACTIVITY,
      title: say("middayRestAt", { stay: input.base.name }),
      time: clock(start),
      details: {
        location: input.base.name,
        distanceFromPrevious: say("km", { km: leg.km }),
        travelTime: legText(say, leg),
        duration: durationText(end - start),
        cost: 0,
        description: say("middayRestDescription", { travel: trip.travelDates, place: input.heat.place, high: String(input.heat.highC), until: clock(end) })
      },
      ...(input.base.placeId ? { placeId: input.base.placeId } : {})
    })
    here = input.base
    now = end
  }
  // The pacing check counts a day's journeys up to 6 hours: the way back or home takes its share.
  const busyLimit = (wayHome?.busyMinutes ?? BUSY_LIMIT[style]) - (input.returnTo?.leg.minutes ?? 0)
  // A long stay shares the region's daytime sights out: each later day here keeps at least one. What the
  // last day cannot hold is today's, outside that share.
  const left = daytimeSightsLeft(input)
  const daytimeWanted = daytimeSightsToday(input, left.keepable)
  const todayOrNever = new Set(left.todayOrNever.map((s) => s.id))
  const shared = (s: Attraction) => isDaytimeSight(s) && !todayOrNever.has(s.id)
  let daytimePlaced = 0
  const chosen = chooseSights(input, sightsWanted, daytimeWanted)
  // A day that ends before the evening (the way home leaves at 17:45) sees an evening must-see by day
  // when it can be (Hyderabad's Hussain Sagar, Hong Kong's harbour promenade): not a show, a night market
  // or a night out, which are the evening or nothing.
  const endsBeforeEvening = leaveForHome !== undefined && leaveForHome - 30 < EVENING_FROM + 60
  const ordered = visitingOrder(endsBeforeEvening ? chosen.map(seenByDay) : chosen, startOf(input), now)
  // An evening must-see (Pushkar's aarti) keeps the evening: a daytime sight does not run into it.
  const eveningMustSee = ordered.find((s) => s.bestTime === "evening" && s.demand?.mustSee === true && s.replacesMeal === undefined && !isNightlife(s))
  const eveningFrom = eveningMustSee ? (showStart(eveningMustSee, EVENING_FROM) ?? EVENING_FROM) : EVENING_FROM
  // A day trip to a place whose must-see is its evening (Haridwar's aarti at Har Ki Pauri) stays for it
  // and for dinner there, when the way back is short: it goes back after dinner, not before the evening.
  const staysForEvening = input.returnTo !== undefined && eveningMustSee !== undefined && input.returnTo.leg.minutes <= EVENING_STAY_RIDE_MAX_MINUTES
  // The day's sights end in time for the way back (before dinner, or after it when the day trip stays)
  // and for the way home.
  const wayBack = input.returnTo?.leg.minutes
  const sightsEndBy = Math.min(
    LAST_SIGHT_END,
    wayBack === undefined ? LAST_SIGHT_END : (staysForEvening ? EVENING_STAY_BACK_BY - DINNER_AND_RIDE_MINUTES : DINNER_FROM - 30) - wayBack,
    leaveForHome === undefined ? LAST_SIGHT_END : leaveForHome - 30
  )
  // A sight that does not fit when its turn comes (a 3-hour safari that would run past the morning
  // drive's close) is tried once more before the evening's sights, when the day has moved on.
  const queue = [...ordered]
  const triedAgain = new Set<string>()
  const waited = new Map<string, number>()
  // Sunrise sights start before the day's real sunrise for the place and month (06:05 in Varanasi in
  // December, 04:40 in June), not at a fixed hour.
  const sunriseAt = sunriseMinutes(region.coordinates, input.hours.timeZone, trip.travelDates)
  // On the quarter hour: the search for an opening steps by quarter hours, and gates open on them (06:00).
  const sunriseStart = sunriseAt === undefined ? SUNRISE_START : Math.floor((sunriseAt - SUNRISE_LEAD_MINUTES) / 15) * 15
  for (let i = 0; i < queue.length; i++) {
    const sight = queue[i]!
    // A must-see is planned beyond the day's count of sights, while its hours allow.
    if ((placed >= sightsWanted || (shared(sight) && daytimePlaced >= daytimeWanted)) && sight.demand?.mustSee !== true) continue
    const sunrise = sight.bestTime === "sunrise" && activities.length === 0
    // A sunrise sight is best at sunrise; a must-see (the Taj Mahal on the day one arrives in Agra) is
    // still worth its opening hours later in the day.
    if (sight.bestTime === "sunrise" && !sunrise && sight.demand?.mustSee !== true) continue
    // A sight named for the sunrise ("Sunrise over Dzukou Valley") is at sunrise or not at all.
    if (!sunrise && saysSunrise(sight.name)) continue
    // A food tour is the meal it replaces: one a day, never beside the meal it stands for.
    if (sight.replacesMeal !== undefined && (toured || dined || (sight.replacesMeal === "lunch" && lunched) || (sight.replacesMeal === "dinner" && input.returnTo))) continue
    // Lunch comes before a sight that would run past lunchtime (a 3-hour temple at noon is after lunch).
    if (!lunched && !sunrise && (now >= LUNCH_FROM || runsPastLunch(now, tidy(sight.visitMinutes))) && sight.replacesMeal !== "lunch" && !isNightlife(sight)) {
      meal("Lunch", LUNCH_FROM)
      lunched = true
      restAfterLunch()
    }
    // Nightlife is after dinner (below), never in the afternoon.
    if (isNightlife(sight)) continue
    // A dinner experience (a desert safari with its barbecue, a dinner cruise) runs into dinner time.
    const dinnerTour = sight.replacesMeal === "dinner" ? Math.max(LUNCH_FROM, DINNER_FROM + 30 - tidy(sight.visitMinutes)) : 0
    // A pre-dawn ceremony with its own time (Mahakaleshwar's Bhasma Aarti at 04:00) is at that time.
    const dawnShow = sunrise && sight.showTimes ? minutesOf(sight.showTimes.times[0]!) : undefined
    const startOfSunrise = dawnShow !== undefined && dawnShow >= EARLIEST_DAWN_SHOW && dawnShow < sunriseStart ? dawnShow : sunriseStart
    const earliest = sunrise ? startOfSunrise : sight.bestTime === "evening" ? Math.max(EVENING_FROM, dinnerTour) : Math.max(NOT_BEFORE, dinnerTour)
    if (sight.bestTime === "evening" && !lunched && sight.replacesMeal !== "lunch") {
      meal("Lunch", LUNCH_FROM)
      lunched = true
      restAfterLunch()
    }
    const minutes = tidy(sight.visitMinutes)
    // When the sight can start at the earliest: from here, at its show time, within its hours.
    const placement = () => {
      const leg = localLeg(here, sight, region.terrain, input.roads)
      const from = roundUp5(Math.max((sunrise ? startOfSunrise - leg.minutes : now) + leg.minutes, earliest))
      const show = sight.showTimes ? showStart(sight, from) : from
      const fit = show === undefined ? undefined : startWithinHours(sight, input.hours, show, minutes)
      return fit === undefined || (sight.showTimes && fit.start !== show) ? undefined : { leg, fit }
    }
    // Tried again, a sight that fitted no earlier hour (the afternoon drive of a park shut at midday) has
    // lunch first, and is tried after it.
    if (triedAgain.has(sight.id) && !lunched && !isNightlife(sight) && now < LAST_LUNCH) {
      meal("Lunch", LUNCH_FROM)
      lunched = true
      restAfterLunch()
    }
    let slot = placement()
    // A must-see that opens later (Dilwara's temples at noon) waits for the day to reach it: it is tried
    // again after the next daytime sight, not only before the evening, when it would be closed again.
    const waitsFor = slot === undefined ? Number.POSITIVE_INFINITY : slot.fit.start - (now + slot.leg.minutes)
    const nextDaytime = queue.findIndex((s, j) => j > i && isDaytimeSight(s) && !input.used.has(s.id))
    if (sight.demand?.mustSee === true && !sunrise && sight.showTimes === undefined && waitsFor > MUST_SEE_WAIT_MINUTES && nextDaytime !== -1 && (waited.get(sight.id) ?? 0) < MUST_SEE_WAITS) {
      waited.set(sight.id, (waited.get(sight.id) ?? 0) + 1)
      queue.splice(nextDaytime + 1, 0, sight)
      continue
    }
    // A sight that cannot start before the afternoon (a 13:40 safari, a 16:30 ceremony) has lunch before it,
    // not none: after it, lunchtime is over.
    if (slot && !lunched && !sunrise && sight.replacesMeal !== "lunch" && slot.fit.start >= LUNCH_FROM + 60) {
      meal("Lunch", LUNCH_FROM)
      lunched = true
      restAfterLunch()
      slot = placement()
    }
    if (slot === undefined) {
      if (!triedAgain.has(sight.id) && sight.bestTime !== "sunrise") {
        triedAgain.add(sight.id)
        const evening = queue.findIndex((s, j) => j > i && (s.bestTime === "evening" || s.bestTime === "night"))
        queue.splice(evening === -1 ? queue.length : evening, 0, sight)
      }
      continue
    }
    const { leg, fit } = slot
    const start = fit.start
    if (saysSunrise(sight.name) && sunriseAt !== undefined && start > sunriseAt + SUNRISE_LATE_MINUTES) continue
    if (start + minutes > sightsEndBy) continue
    if (eveningMustSee && sight !== eveningMustSee && sight.bestTime !== "evening" && !input.used.has(eveningMustSee.id) && start + minutes + EVENING_RIDE_MINUTES > eveningFrom) continue
    // A must-see may fill the day up to what the pacing check allows; other sights stop short of it, and
    // of the must-sees still to come (a sunrise balloon ride does not take the desert safari's hours).
    const mustSeesToCome = sight.demand?.mustSee ? [] : queue.slice(i + 1).filter((s) => s.demand?.mustSee === true && !input.used.has(s.id))
    const mustSeesAhead = mustSeesToCome.reduce((sum, s) => sum + tidy(s.visitMinutes), 0)
    if (busy + leg.minutes + minutes + mustSeesAhead > busyLimit + (sight.demand?.mustSee ? MUST_SEE_EXTRA_MINUTES : 0)) continue
    // Nor do they take the hours the daytime must-sees still to come need before the day's sights end
    // (a science museum does not take the afternoon Birla Mandir reopens in, on the day the flight leaves).
    const daytimeMustSeesAhead = mustSeesToCome.filter(isDaytimeSight).reduce((sum, s) => sum + tidy(s.visitMinutes) + 15, 0)
    if (start + minutes + daytimeMustSeesAhead > sightsEndBy) continue
    // A lunch tour is lunch: it starts by the last lunch time; a dinner tour in the evening.
    if (sight.replacesMeal === "lunch" && (start > LAST_LUNCH || start + minutes < LUNCH_FROM - 60)) continue
    if (sight.replacesMeal === "dinner" && start + minutes < DINNER_FROM + 30) continue
    if (sight.replacesMeal === "lunch") lunched = true
    if (sight.replacesMeal === "dinner") dined = true
    if (sight.replacesMeal !== undefined) toured = true
    activities.push(sightActivity(say, sight, fit, minutes, leg, activities.length === 0 ? say("kmFrom", { km: leg.km, place: startOf(input).name }) : say("km", { km: leg.km })))
    input.used.add(sight.id)
    visited.push(sight.name)
    placed++
    if (shared(sight)) daytimePlaced++
    busy += leg.minutes + minutes
    here = sight
    now = start + minutes
  }
  if (!lunched) {
    meal("Lunch", LUNCH_FROM)
    restAfterLunch()
  }
  const goBack = (earliest: number) => {
    const start = roundUp5(Math.max(now + 15, earliest))
    activities.push(journeyActivity(input.returnTo!, start, say))
    now = start + input.returnTo!.leg.minutes
    here = input.base
  }
  if (input.returnTo && !staysForEvening) {
    goBack(EVENING_FROM - 30)
    mealRegion = input.dinnerRegion ?? region
  }
  if (input.goingHome && leaveForHome !== undefined) {
    // Dinner before the way home when it leaves late enough; otherwise it is eaten on the way.
    if (!dined && leaveForHome >= DINNER_FROM + 90 + 30) meal("Dinner", DINNER_FROM)
    // Home once the day's last stop is done (from 14:00), by the latest departure at the latest.
    const leave = Math.max(now + 15, HOME_EARLIEST_DEPARTURE)
    activities.push(homeJourney(input.goingHome, roundUp5(Math.min(Math.max(leave, now + 15), Math.max(leaveForHome, now + 15))), say))
  }
  if (!dined && !input.goingHome) meal("Dinner", DINNER_FROM)
  if (staysForEvening) goBack(0)
  // After dinner: a night out for a traveller who asked for it, or a night sight that is a must-see (the
  // Night Safari) or of the trip's interests.
  const interests = new Set<string>(trip.interests)
  const nightOut = input.goingHome || staysForEvening
    ? undefined
    : nightlifeNear(input, here).find(
        (sight) =>
          (sight.demand?.mustSee === true || sight.categories.some((c) => interests.has(c))) &&
          // A dinner crawl is a dinner, not an after-dinner stop; a food experience suits the diet.
          sight.replacesMeal === undefined &&
          experienceSuitsDiet(sight, trip.dietaryRestrictions) &&
          !namesDishAgainstDiet(sight, trip.dietaryRestrictions, input.dietWords) &&
          busy + tidy(Math.min(sight.visitMinutes, 180)) <= busyLimit + NIGHT_OUT_EXTRA_MINUTES
      )
  if (nightOut) {
    const leg = localLeg(here, nightOut, region.terrain, input.roads)
    const minutes = tidy(Math.min(nightOut.visitMinutes, 180))
    const start = roundUp5(Math.max(now + leg.minutes, NIGHTLIFE_FROM))
    const fit = startWithinHours(nightOut, input.hours, start, minutes)
    // A plan's day ends at midnight: the night out is planned up to then.
    const length = fit === undefined ? 0 : Math.min(minutes, Math.floor((DAY_END - fit.start) / 30) * 30)
    if (fit !== undefined && fit.start <= NIGHTLIFE_LAST_START && length >= 60) {
      const night: Activity = {
        type: nightOut.type,
        title: nightOut.name,
        time: clock(fit.start),
        details: {
          location: nightOut.address,
          distanceFromPrevious: say("km", { km: leg.km }),
          travelTime: legText(say, leg),
          duration: durationText(length),
          cost: nightOut.costInr,
          description: `${nightOut.description}${closingNote(say, nightOut, fit.closed, fit.unknown)}`
        },
        placeId: nightOut.id
      }
      if (keepsPace(activities, night, input)) {
        activities.push(night)
        input.used.add(nightOut.id)
        visited.push(nightOut.name)
      }
    }
  }

  fillWithSights(
    activities,
    input,
    {
      busyLimit: BUSY_LIMIT[style],
      mustSeeExtra: MUST_SEE_EXTRA_MINUTES,
      lastEnd: sightsEndBy,
      spreadKm: DAY_SPREAD_KM,
      eveningFrom: EVENING_FROM,
      interestWorthKm: input.interestWorthKm ?? INTEREST_WORTH_KM,
      dayStart: START[style]
    },
    startOf(input),
    visited
  )
  fillGaps(activities, input, say)
  leaveWhenDone(activities, input, say)
  freeDayWhenNothingIsLeft(activities, input, say)
  leisureWhereNothingFits(activities, input, say)

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
