import type { Activity, ItineraryContent, ItineraryDay, RegionStop } from "@safarnama/events/contract/itinerary"
import type { DietaryRestriction, TravelStyle, TripType } from "@safarnama/events/contract/options"
import { isJourneyActivity } from "@safarnama/journey-map/journey"
import { suitsDiet } from "../knowledge/diet.ts"
import type { DietWords } from "../knowledge/dietWords.ts"
import { festivalsInMonth } from "../knowledge/festivals.ts"
import { greatCircleKm } from "../knowledge/geo.ts"
import { hoursContextOf, hoursTextOf, hoursUnknown, visitWeek } from "../knowledge/hours.ts"
import { isAttraction, isFood, type KnowledgeIndex, normalizeName, type PlaceEntry, type Resolution } from "../knowledge/index.ts"
import { journeyByMode, planJourney } from "../knowledge/journeys.ts"
import { experienceSuitsDiet, inSeason, monthOfTravel, servesMeal } from "../knowledge/meals.ts"
import { type PlaceNames, placeNamesOf } from "../knowledge/placeNames.ts"
import { DAY_TRIP_MAX_MINUTES, STAY_PUT_DAYS } from "../knowledge/route.ts"
import { saysSunrise, SUNRISE_LATE_MINUTES, sunriseMinutes } from "../knowledge/sunrise.ts"
import { linkByModes } from "../knowledge/hubLinks.ts"
import type { Destination, HubLink, JourneyMode, Region } from "../knowledge/schema.ts"
import { type CheckedMode, computedJourney, describeLeg, describeMinutes, minimumMinutes } from "../knowledge/travel.ts"
import { DEFAULT_REGION_RADIUS_KM } from "../knowledge/validate.ts"
import { minutesOfClock, minutesOfDuration, type PlanProblem, type PlanRule } from "./planChecks.ts"

/**
 * The checks that hold a plan against the destination knowledge base and the clock
 * (docs/adr/0070-knowledge-base.md): places never repeated, inside their day's region, reachable in the
 * time the plan allows, open when visited, suiting the diet; days paced for the travel style; hotels in
 * the route's regions; permits and currency where the destination needs them. Pure. A plan for a
 * destination we do not cover is still checked for everything that needs no knowledge base.
 */

export interface Grounding {
  /** The destination the trip resolved to; undefined when we do not cover it. */
  readonly destination?: Destination
  /** The region the traveller named (a city, an area): a short trip is planned there. */
  readonly focusRegion?: Region
  readonly place: (id: string) => PlaceEntry | undefined
  /** The knowledge-base place a text names (placeNames.ts): plans that name places without ids are checked too. */
  readonly placeNamed?: PlaceNames["resolve"]
  /** Which dishes each diet rules out: a meal that names one fails the diet rule. */
  readonly dietWords?: DietWords
  /**
   * A trip across several places (docs/adr/0210-trips-across-places.md): `destination` is all of them as
   * one; these are its guides, each with its own places and journeys, and the journeys between their cities.
   */
  readonly members?: ReadonlyArray<Destination>
  readonly links?: ReadonlyArray<HubLink>
}

/** Whether a place's guide is the trip's (one of its guides, for a trip across several places). */
const inTrip = (grounding: Grounding, destinationId: string): boolean =>
  grounding.destination?.id === destinationId || (grounding.members ?? []).some((m) => m.id === destinationId)

/** The guides a plan's places may come from: the trip's guide, or each guide of a trip across places. */
const guidesOf = (grounding: Grounding): ReadonlyArray<Destination> => grounding.members ?? (grounding.destination ? [grounding.destination] : [])

/** The grounding of a trip's checks from what its destination resolved to. */
export const groundingOf = (resolution: Resolution | undefined, knowledge: Pick<KnowledgeIndex, "place" | "destinations"> & Partial<Pick<KnowledgeIndex, "dietWords">>): Grounding => ({
  ...(knowledge.dietWords ? { dietWords: knowledge.dietWords } : {}),
  ...(resolution ? { destination: resolution.destination } : {}),
  ...(resolution?.focusRegion ? { focusRegion: resolution.focusRegion } : {}),
  ...(resolution?.across
    ? { members: [...new Map(resolution.across.legs.map((l) => [l.destination.id, l.destination])).values()], links: resolution.links ?? [] }
    : {}),
  place: knowledge.place,
  placeNamed: remembered(placeNamesOf(knowledge.destinations).resolve)
})

/**
 * Each rule of a day looks up the place an activity names: one grounding (one trip) remembers each
 * title's answer, so a plan's titles are resolved once, not once per rule.
 */
const remembered = (resolve: PlaceNames["resolve"]): PlaceNames["resolve"] => {
  const answers = new Map<string, PlaceEntry | undefined>()
  return (text, destinationId) => {
    const key = `${destinationId ?? ""}\u0000${text}`
    if (!answers.has(key)) answers.set(key, resolve(text, destinationId))
    return answers.get(key)
  }
}

/**
 * The place an activity is about: its id, else the place its title names in the plan's destination, so
 * the rules hold for a writer that leaves ids out. A meal's title names a food place ("Dinner at Ritz
 * Classic"), never the sight it is near; a journey names two places: neither.
 */
export const entryOf = (a: Pick<Activity, "placeId" | "title" | "type">, grounding: Grounding): PlaceEntry | undefined => {
  if (a.placeId !== undefined) return grounding.place(a.placeId)
  // A rest at the stay (a hot afternoon's, a free day's) is time of one's own, not a visit to the place it names.
  if (isJourney(a) || isRest(a) || grounding.placeNamed === undefined || grounding.destination === undefined) return undefined
  const named = grounding.placeNamed
  const entry = guidesOf(grounding)
    .map((guide) => named(a.title, guide.id))
    .find((e) => e !== undefined && inTrip(grounding, e.destination.id))
  if (entry === undefined) return undefined
  return isMeal(a) && entry.place.kind !== "food" ? undefined : entry
}

/** A place of another country named in the plan (Sri Lanka's Galle Fort in a Goa plan), found by its name. */
const foreignEntryOf = (text: string, grounding: Grounding): PlaceEntry | undefined => {
  const destination = grounding.destination
  if (destination === undefined || grounding.placeNamed === undefined) return undefined
  const entry = grounding.placeNamed(text, destination.id)
  const countries = guidesOf(grounding).map((g) => g.country)
  return entry && !countries.includes(entry.destination.country) ? entry : undefined
}

/**
 * A city, an area or a region named for a short trip is where the nights are spent
 * (docs/adr/0150-scope-and-journeys.md): another region may only be a day trip of one day, at most one
 * day in three, and within a day trip's journey of the named region.
 */
export const checkScope = (route: ReadonlyArray<RegionStop>, duration: number, grounding: Grounding): Array<PlanProblem> => {
  const { destination, focusRegion } = grounding
  if (destination === undefined || focusRegion === undefined || duration > STAY_PUT_DAYS) return []
  const away = route.filter((stop) => regionOf(destination, stop.regionName)?.id !== focusRegion.id)
  const awayDays = away.reduce((n, stop) => n + stop.daysSpent.length, 0)
  const problems: Array<PlanProblem> = []
  if (awayDays > Math.floor(duration / 3)) {
    problems.push(hard("route", `the traveller asked for ${focusRegion.name}: a ${duration}-day trip stays there, but ${away.map((s) => `${s.regionName} (${s.daysSpent.length} day${s.daysSpent.length === 1 ? "" : "s"})`).join(", ")} ${away.length === 1 ? "takes" : "take"} ${awayDays} of its days`))
  }
  for (const stop of away) {
    const region = regionOf(destination, stop.regionName)
    if (region === undefined) continue
    const minutes = planJourney(destination, focusRegion.id, region.id, "mixed").minutes
    if (minutes > DAY_TRIP_MAX_MINUTES * JOURNEY_SLACK) {
      problems.push(hard("route", `${stop.regionName} is ${describeMinutes(minutes)} from ${focusRegion.name}: too far for a day trip on a ${duration}-day trip to ${focusRegion.name}`))
    }
  }
  return problems
}

/** A day trip a little over two hours each way is still a day trip. */
const JOURNEY_SLACK = 1.3

export interface GroundedTrip {
  readonly destinationType: TripType
  readonly travelStyle: TravelStyle
  readonly dietaryRestrictions: DietaryRestriction
  /** '{Month} {Year}': seasonal sights are held to their months. */
  readonly travelDates?: string
}

/** How far beyond its region's radius a day's stop may be (a day trip's last few km, a region's edge). */
export const OUTSIDE_REGION_MARGIN_KM = 25

/** Hours of sights and travel a day may hold, meals apart, by travel style. */
export const PACING_LIMIT_HOURS: Record<TravelStyle, number> = { relaxed: 10, moderate: 12, intense: 14 }
/** Of a day's journeys together, only this much counts towards pacing: a travel day is a travel day (a flight from home and the train on from the airport included). */
export const JOURNEY_COUNTED_MINUTES = 6 * 60

const EARLIEST = 6 * 60
const LATEST_START = 23 * 60

const hard = (rule: PlanRule, message: string, day?: number): PlanProblem => (day === undefined ? { rule, message } : { rule, message, day })
const soft = (rule: PlanRule, message: string, day?: number): PlanProblem => ({ ...hard(rule, message, day), severity: "soft" })

const isMeal = (a: Pick<Activity, "type">) => a.type.toLowerCase() === "food"
const isJourney = (a: Pick<Activity, "type">) => isJourneyActivity(a.type)
/** A hot month's midday rest at the stay (ADR 0190): time out of the heat, neither a sight nor a place to check. */
export const REST_ACTIVITY = "rest"
const isRest = (a: Pick<Activity, "type">) => a.type.toLowerCase() === REST_ACTIVITY

const regionOf = (destination: Destination | undefined, name: string): Region | undefined => {
  if (destination === undefined) return undefined
  const key = normalizeName(name)
  return destination.regions.find((r) => normalizeName(r.name) === key || key.includes(normalizeName(r.name)))
}

/** Whether a place lies in a region, as the inside-region check sees it: the planner asks the same. */
export const nearRegion = (region: Pick<Region, "coordinates" | "radiusKm">, at: { lat: number; lon: number }) =>
  greatCircleKm(region.coordinates, at) <= (region.radiusKm ?? DEFAULT_REGION_RADIUS_KM) + OUTSIDE_REGION_MARGIN_KM

// Plans are written in English or Hindi (docs/adr/0140-web-languages.md): the words the checks look for
// come in both. Devanagari has no \b word boundary in a JavaScript pattern: a Hindi word must not follow another
// Devanagari letter, or रात (night) would be found in गुजरात (Gujarat) and रेल (rail) in बरेली (Bareilly).

/** Whether an activity's title or place says it belongs before 06:00 (a sunrise) or after 23:00 (a night out). */
const isSunriseKind = (a: Activity, entry: PlaceEntry | undefined) =>
  isJourney(a) ||
  (entry && isAttraction(entry.place) && entry.place.bestTime === "sunrise") ||
  /sunrise|dawn|aarti|early[- ]morning|(?<![\u0900-\u097F])(?:सूर्योदय|भोर|आरती|तड़के)/i.test(`${a.title} ${a.details.description}`)
export const isNightKind = (a: Activity, entry: PlaceEntry | undefined) =>
  isJourney(a) ||
  a.type.toLowerCase() === "nightlife" ||
  (entry && isAttraction(entry.place) && entry.place.bestTime === "night") ||
  /night|late[- ]night|stargaz|midnight|club|(?<![\u0900-\u097F])(?:रात|तारों|क्लब|नाइटलाइफ़)/i.test(`${a.title} ${a.details.description}`)

/** The mode a journey's title or travel time names (not its description, which may weigh alternatives). */
export const modeOf = (a: Activity): CheckedMode => {
  const text = `${a.title} ${a.details.travelTime}`
  if (/\b(flight|fly|flying|by air|airport to airport)\b|(?<![\u0900-\u097F])(?:हवाई जहाज़|उड़ान|फ़्लाइट)/i.test(text)) return "flight"
  if (/\b(train|rail|shinkansen|metro|express)\b|(?<![\u0900-\u097F])(?:ट्रेन|रेल|मेट्रो)/i.test(text)) return "rail"
  if (/\b(ferry|boat|cruise|speedboat|seaplane|catamaran)\b|(?<![\u0900-\u097F])(?:फ़ेरी|फेरी|नाव|क्रूज़|सी-?प्लेन)/i.test(text)) return /seaplane|सी-?प्लेन/i.test(text) ? "flight" : "ferry"
  return "road"
}

/** The first number of km in a text ('142 km via NH48'); undefined when it names none. */
const kmIn = (text: string): number | undefined => {
  const match = /(\d+(?:[.,]\d+)?)\s?km\b/i.exec(text)
  return match ? Number(match[1]!.replace(",", ".")) : undefined
}

/**
 * Minutes in a travel-time text: '2 hours', '1 h 30 min', '45 minutes', '3-4 hours' (the lower end: a
 * slot that holds the quick case of a range is a fair plan).
 */
export const minutesInText = (text: string): number | undefined => {
  // Hindi: घंटा/घंटे (hours), मिनट (minutes); "(?![A-Za-z])" ends a unit where \b cannot follow Devanagari.
  const range = /(\d+(?:\.\d+)?)\s?(?:-|–|to|से)\s?(\d+(?:\.\d+)?)\s?(hours?|hrs?|h|minutes?|mins?|घंटे|घंटा|मिनट)(?![A-Za-z])/i.exec(text)
  if (range) return Number(range[1]) * (/^(h|घ)/i.test(range[3]!) ? 60 : 1)
  const hours = /(\d+(?:\.\d+)?)\s?(?:hours?|hrs?|h|घंटे|घंटा)(?![A-Za-z])/i.exec(text)
  const minutes = /(\d+)\s?(?:minutes?|mins?|min|मिनट)(?![A-Za-z])/i.exec(text)
  if (!hours && !minutes) return undefined
  return (hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0)
}

// ---- Places ------------------------------------------------------------------------------------------

/** A place id must be a knowledge-base place of this destination, and the activity must be about it. */
export const checkPlaceIds = (day: ItineraryDay, grounding: Grounding): Array<PlanProblem> =>
  day.activities.flatMap((a) => {
    if (a.placeId === undefined) {
      const foreign = isJourney(a) ? undefined : foreignEntryOf(a.title, grounding)
      return foreign ? [hard("unknown-place", `day ${day.dayNumber}: '${a.title}' is ${foreign.place.name} in ${foreign.destination.country}, not in ${grounding.destination!.name}`, day.dayNumber)] : []
    }
    const entry = grounding.place(a.placeId)
    if (entry === undefined) return [hard("unknown-place", `day ${day.dayNumber}: '${a.title}' names place id '${a.placeId}', which is not in the candidate list`, day.dayNumber)]
    if (grounding.destination && !inTrip(grounding, entry.destination.id)) {
      return [hard("unknown-place", `day ${day.dayNumber}: '${a.title}' is a place of ${entry.destination.name}, not of ${grounding.destination.name}`, day.dayNumber)]
    }
    const name = normalizeName(entry.place.name)
    const said = normalizeName(`${a.title} ${a.details.location}`)
    // A title in Devanagari alone normalizes to nothing, which every name "includes": it proves nothing.
    const title = normalizeName(a.title)
    if (!said.includes(name) && !(title !== "" && name.includes(title))) {
      return [hard("unknown-place", `day ${day.dayNumber}: '${a.title}' names the place id of '${entry.place.name}'`, day.dayNumber)]
    }
    return []
  })

/** Every stop of a day lies in the day's region, or in the region the traveller left that morning. */
export const checkInsideRegion = (day: ItineraryDay, previousRegion: string | undefined, grounding: Grounding): Array<PlanProblem> => {
  const region = regionOf(grounding.destination, day.region)
  if (region === undefined) return []
  const left = previousRegion === undefined ? undefined : regionOf(grounding.destination, previousRegion)
  return day.activities.flatMap((a) => {
    const entry = entryOf(a, grounding)
    if (entry === undefined || !inTrip(grounding, entry.destination.id)) return []
    if (nearRegion(region, entry.place) || (left && nearRegion(left, entry.place))) return []
    const km = Math.round(greatCircleKm(region.coordinates, entry.place))
    return [hard("outside-region", `day ${day.dayNumber}: '${a.title}' is in ${entry.region.name}, ${km} km from ${region.name} where the day is spent`, day.dayNumber)]
  })
}

/** The same attraction on two days (or twice in a day). */
export const checkRepeatedPlaces = (days: ReadonlyArray<ItineraryDay>, grounding: Grounding): Array<PlanProblem> => {
  const firstDay = new Map<string, number>()
  const problems: Array<PlanProblem> = []
  for (const day of days) {
    for (const a of day.activities) {
      const entry = entryOf(a, grounding)
      if (entry === undefined || !isAttraction(entry.place)) continue
      const seen = firstDay.get(entry.place.id)
      if (seen !== undefined) {
        problems.push(hard("repeated-place", `day ${day.dayNumber}: '${entry.place.name}' is already visited on day ${seen}`, day.dayNumber))
      } else firstDay.set(entry.place.id, day.dayNumber)
    }
  }
  return problems
}

// ---- Time --------------------------------------------------------------------------------------------

/**
 * Between two stops there is at least the time their distance needs, and a journey's slot is at least as
 * long as its distance allows (no 4-hour drive in a 2.5-hour slot) and as its own stated travel time.
 */
export const checkTravelTimes = (day: ItineraryDay, grounding: Grounding, previousRegion?: string): Array<PlanProblem> => {
  const problems: Array<PlanProblem> = []
  let previous: { a: Activity; end: number; at?: { lat: number; lon: number } } | undefined
  let movedYet = false
  for (const a of day.activities) {
    const start = minutesOfClock(a.time)
    const length = minutesOfDuration(a.details.duration)
    if (start === undefined || length === undefined) continue
    const entry = entryOf(a, grounding)
    const at = entry ? { lat: entry.place.lat, lon: entry.place.lon } : undefined
    if (isJourney(a)) {
      const km = kmIn(a.details.distanceFromPrevious)
      const mode = modeOf(a)
      // The day's move between regions is its first journey; a later one is the way back or home.
      const journey = movedYet ? undefined : expectedJourney(grounding, previousRegion, day.region, mode)
      movedYet = true
      // Stated km are along the way; the straight line is shorter, so this bound is generous.
      if (km !== undefined && length + 1 < minimumMinutes(km / 1.15, mode)) {
        problems.push(hard("travel-time", `day ${day.dayNumber}: '${a.title}' covers ${km} km ${mode === "road" ? "by road" : `by ${mode}`} in ${a.details.duration}, faster than possible`, day.dayNumber))
      }
      const share = journey?.leg.estimate ? COMPUTED_JOURNEY_SHARE : JOURNEY_SHARE
      if (journey && journey.leg.minutes >= LONG_JOURNEY_MINUTES && length < share * journey.leg.minutes) {
        problems.push(
          hard(
            "travel-time",
            `day ${day.dayNumber}: '${a.title}' gives ${a.details.duration} to go from ${journey.from} to ${journey.to}, which takes about ${describeLeg(journey.leg)} (${journey.leg.km} km${journey.leg.estimate ? ", our estimate" : `, ${journey.leg.source}`})`,
            day.dayNumber
          )
        )
      }
      const stated = minutesInText(a.details.travelTime)
      if (stated !== undefined && length + 15 < stated) {
        problems.push(hard("travel-time", `day ${day.dayNumber}: '${a.title}' takes ${a.details.travelTime} but its slot is ${a.details.duration}`, day.dayNumber))
      }
    } else if (previous?.at && at) {
      const straight = greatCircleKm(previous.at, at)
      const gap = start - previous.end
      const needed = minimumMinutes(straight, "road")
      if (gap + 5 < needed) {
        problems.push(
          hard("travel-time", `day ${day.dayNumber}: '${a.title}' is ${Math.round(straight)} km from '${previous.a.title}' but starts ${gap} minutes after it ends (at least ${Math.ceil(needed)} minutes needed)`, day.dayNumber)
        )
      }
    }
    previous = { a, end: start + length, ...(at ? { at } : {}) }
  }
  return problems
}

/**
 * A journey slot may be this much shorter than the journeys table's typical time by the mode the plan
 * states (a plan within 30 % of the table is never refused), or than our computed estimate where the
 * table has no such mode (a computed time is rougher: 40 %).
 */
const JOURNEY_SHARE = 0.7
const COMPUTED_JOURNEY_SHARE = 0.6
/** Shorter hops between neighbouring areas depend on where exactly one stays: only the speed check applies. */
const LONG_JOURNEY_MINUTES = 90

/** The table's modes a plan's stated mode stands for ("by train" is a day or a night train). */
const MODES_SAID: Record<CheckedMode, ReadonlyArray<JourneyMode>> = {
  road: ["road", "bus", "overnight-bus"],
  rail: ["rail", "overnight-train"],
  flight: ["flight"],
  ferry: ["ferry"]
}

/** The journey between two regions of the destination by the mode the plan states, when the day moves between them. */
const expectedJourney = (grounding: Grounding, fromName: string | undefined, toName: string, mode: CheckedMode) => {
  const destination = grounding.destination
  if (destination === undefined || fromName === undefined || normalizeName(fromName) === normalizeName(toName)) return undefined
  const from = regionOf(destination, fromName)
  const to = regionOf(destination, toName)
  if (from === undefined || to === undefined || from.id === to.id) return undefined
  // A trip across places: the journey is the guide's own when both regions are of one guide, else the
  // journey between their cities (hubLinks.ts; the computed model where none is published).
  const guideOf = (region: Region) => guidesOf(grounding).find((g) => g.regions.some((r) => r.id === region.id)) ?? destination
  const [a, b] = [guideOf(from), guideOf(to)]
  const leg =
    a.id === b.id
      ? journeyByMode(a, from.id, to.id, MODES_SAID[mode])
      : (linkByModes(grounding.links ?? [], from.coordinates, to.coordinates, MODES_SAID[mode]) ??
        { ...computedJourney({ coordinates: from.coordinates, terrain: from.terrain }, { coordinates: to.coordinates, terrain: to.terrain }, MODES_SAID[mode][0]!), mode: MODES_SAID[mode][0]!, estimate: true })
  return leg ? { from: from.name, to: to.name, leg } : undefined
}

/** A day holds no more hours than the travel style allows, and nothing starts before 06:00 or after 23:00 unless it is meant to. */
/**
 * The minutes of sights and travel a day holds, as the pacing rule counts them: every activity but the
 * meals with its ride there, and the day's journeys up to JOURNEY_COUNTED_MINUTES. The planner asks the
 * same count before it adds free time or a night out.
 */
export const busyMinutes = (activities: ReadonlyArray<Pick<Activity, "type" | "details">>): number => {
  let busy = 0
  let travelled = 0
  for (const a of activities) {
    const length = minutesOfDuration(a.details.duration) ?? 0
    if (isJourney(a)) travelled += length
    else if (!isMeal(a) && !isRest(a)) busy += length + (minutesInText(a.details.travelTime) ?? 0)
  }
  return busy + Math.min(travelled, JOURNEY_COUNTED_MINUTES)
}

/** A sunrise activity starts at most this long before sunrise (the way to a viewpoint in the dark). */
const SUNRISE_EARLY_MINUTES = 150

/** The wall-clock minute of sunrise at a place in the travel month; undefined when unknown. */
const sunriseAt = (at: { lat: number; lon: number } | undefined, trip: GroundedTrip, grounding: Grounding) =>
  at === undefined || grounding.destination === undefined ? undefined : sunriseMinutes(at, grounding.destination.timeZone, trip.travelDates)

export const checkPacing = (day: ItineraryDay, trip: GroundedTrip, grounding: Grounding): Array<PlanProblem> => {
  const problems: Array<PlanProblem> = []
  for (const a of day.activities) {
    const start = minutesOfClock(a.time)
    const entry = entryOf(a, grounding)
    if (start === undefined) continue
    if (start < EARLIEST && !isSunriseKind(a, entry)) problems.push(hard("pacing", `day ${day.dayNumber}: '${a.title}' starts at ${a.time}, before 06:00`, day.dayNumber))
    if (start > LATEST_START && !isNightKind(a, entry)) problems.push(hard("pacing", `day ${day.dayNumber}: '${a.title}' starts at ${a.time}, after 23:00`, day.dayNumber))
    const sunrise = saysSunrise(a.title) ? sunriseAt(entry?.place ?? regionOf(grounding.destination, day.region)?.coordinates, trip, grounding) : undefined
    if (sunrise !== undefined && (start > sunrise + SUNRISE_LATE_MINUTES || start < sunrise - SUNRISE_EARLY_MINUTES)) {
      problems.push(hard("pacing", `day ${day.dayNumber}: '${a.title}' starts at ${a.time}, but sunrise there in ${trip.travelDates} is about ${clockOf(sunrise)}`, day.dayNumber))
    }
  }
  const limit = PACING_LIMIT_HOURS[trip.travelStyle]
  const busy = busyMinutes(day.activities)
  if (busy > limit * 60) {
    problems.push(hard("pacing", `day ${day.dayNumber} holds ${Math.round(busy / 6) / 10} hours of sights and travel; a ${trip.travelStyle} day holds at most ${limit}`, day.dayNumber))
  }
  return problems
}

/** The part of a day that should be planned, and the longest stretch of it left empty (ADR 0190). */
export const FULL_DAY = { from: 9 * 60, to: 19 * 60 } as const
export const LONGEST_GAP_MINUTES = 120

/**
 * The stretches between 09:00 and 19:00 with nothing planned (the ride to a stop counts as planned). A day
 * that ends with a journey (the way home on the last day) ends with it: after it the traveller is home.
 */
export const dayGaps = (day: Pick<ItineraryDay, "activities">): Array<{ from: number; to: number }> => {
  const busy = day.activities.flatMap((a) => {
    const start = minutesOfClock(a.time)
    if (start === undefined) return []
    const ride = minutesInText(a.details.travelTime) ?? 0
    return [{ from: start - (isJourney(a) ? 0 : ride), to: start + (minutesOfDuration(a.details.duration) ?? 0), journey: isJourney(a) }]
  })
  busy.sort((a, b) => a.from - b.from)
  const gaps: Array<{ from: number; to: number }> = []
  let covered = FULL_DAY.from
  for (const b of busy) {
    if (b.from > covered && covered < FULL_DAY.to) gaps.push({ from: covered, to: Math.min(b.from, FULL_DAY.to) })
    covered = Math.max(covered, b.to)
  }
  const endsWithJourney = busy.length > 0 && busy[busy.length - 1]!.journey
  if (covered < FULL_DAY.to && !endsWithJourney) gaps.push({ from: covered, to: FULL_DAY.to })
  return gaps.filter((g) => g.to > g.from)
}

const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

/**
 * Days a traveller would take: nothing empty for over 2 hours between 09:00 and 19:00 ("lunch ends 13:30,
 * next stop 17:00"). Free time is planned as an activity at a named place, so it is not a gap. A warning:
 * the plan is still honest, only thinner than it should be.
 */
export const checkDayGaps = (day: ItineraryDay): Array<PlanProblem> =>
  dayGaps(day)
    .filter((g) => g.to - g.from > LONGEST_GAP_MINUTES)
    .map((g) => soft("day-gap", `day ${day.dayNumber} has nothing planned from ${clockOf(g.from)} to ${clockOf(g.to)}`, day.dayNumber))

/** Says to check the hours (English or Hindi): the plan's mark on a place whose hours nobody looked up. */
export const CHECK_HOURS = /opening hours|खुलने का समय/i
const SAYS_CLOSED = /closed|बंद/i

/**
 * Sights are visited while open (docs/adr/0160-honest-facts.md). Hours are evaluated for the travel
 * month: a visit that fits no day is refused; days it does not fit must be named ("closed on Fridays");
 * a sight whose hours are unknown must say to check them.
 */
export const checkOpeningHours = (day: ItineraryDay, trip: Pick<GroundedTrip, "travelDates">, grounding: Grounding): Array<PlanProblem> =>
  day.activities.flatMap((a) => {
    const entry = entryOf(a, grounding)
    if (entry === undefined || !isAttraction(entry.place)) return []
    const place = entry.place
    const said = `${a.details.description} ${a.title}`
    if (hoursUnknown(place)) {
      return CHECK_HOURS.test(said) ? [] : [soft("opening-hours", `day ${day.dayNumber}: nobody has checked the opening hours of '${place.name}'; the plan does not say to check them`, day.dayNumber)]
    }
    const start = minutesOfClock(a.time)
    const length = minutesOfDuration(a.details.duration)
    if (start === undefined || length === undefined) return []
    const context = hoursContextOf(entry.destination, trip.travelDates)
    const week = visitWeek(place, context, start, length)
    if (week === undefined || week.unknown.length > 0 && week.open.length === 0) return CHECK_HOURS.test(said) ? [] : [soft("opening-hours", `day ${day.dayNumber}: the hours of '${place.name}' at ${a.time} are not known; the plan does not say to check them`, day.dayNumber)]
    if (week.open.length === 0) {
      return [hard("opening-hours", `day ${day.dayNumber}: '${place.name}' is not open at ${a.time} for ${a.details.duration} on any day (hours: ${hoursTextOf(place)})`, day.dayNumber)]
    }
    if (week.closed.length > 0 && !SAYS_CLOSED.test(said)) {
      return [soft("closed-day", `day ${day.dayNumber}: '${place.name}' is not open at ${a.time} on ${week.closed.join(", ")}; the plan does not say so`, day.dayNumber)]
    }
    return []
  })

// ---- Food, hotels, permits, money ----------------------------------------------------------------------

const dietProblem = (what: string, entry: PlaceEntry | undefined, diet: DietaryRestriction, day?: number): Array<PlanProblem> => {
  if (diet === "none" || entry === undefined) return []
  const place = entry.place
  const suits = place.kind === "food" ? suitsDiet(place, diet) : isAttraction(place) ? experienceSuitsDiet(place, diet) : true
  if (suits) return []
  return [hard("diet", `${day === undefined ? "" : `day ${day}: `}${what} '${place.name}' is not known to serve a ${diet} diet`, day)]
}

/** A lunch or a dinner by its title (English or Hindi), not a snack or a coffee stop. */
const MAIN_MEAL = /\b(lunch|dinner|supper)\b|(?<![\u0900-\u097F])(?:दोपहर का भोजन|रात का खाना|डिनर|लंच)/i
const mealOf = (a: Activity): "lunch" | "dinner" | undefined => {
  const match = MAIN_MEAL.exec(a.title)
  if (!match) return undefined
  return /lunch|दोपहर|लंच/i.test(match[0]) ? "lunch" : "dinner"
}

/**
 * A meal or a food experience that names a dish the diet rules out ("Lunch at Ambrai: laal maas" for a
 * vegetarian), whichever place it is at: the plan must show what the traveller will eat there.
 */
const dishProblem = (a: Activity, trip: GroundedTrip, grounding: Grounding, day: number): Array<PlanProblem> => {
  const words = grounding.dietWords
  if (words === undefined || trip.dietaryRestrictions === "none") return []
  const entry = entryOf(a, grounding)
  const names = [...(grounding.destination ? placeNamesIn(grounding.destination) : []), ...(entry ? [entry.place.name] : [])]
  const word = words.against(`${a.title}. ${a.details.description}`, trip.dietaryRestrictions, names)
  return word === undefined ? [] : [hard("diet", `day ${day}: '${a.title}' names ${word}, which a ${trip.dietaryRestrictions} diet rules out`, day)]
}

export const checkDayDiet = (day: ItineraryDay, trip: GroundedTrip, grounding: Grounding): Array<PlanProblem> =>
  day.activities.flatMap((a) => {
    const entry = entryOf(a, grounding)
    const isFoodExperience = entry !== undefined && isAttraction(entry.place) && (entry.place.replacesMeal !== undefined || entry.place.type === "food")
    const dishes = isMeal(a) || isFoodExperience ? dishProblem(a, trip, grounding, day.dayNumber) : []
    if (entry === undefined || entry.place.kind === "stay") return dishes
    return [...dietProblem(isMeal(a) ? "the food stop" : "the food experience", entry, trip.dietaryRestrictions, day.dayNumber), ...dishes]
  })

/**
 * The sight everyone goes for (Jaipur's Amber Fort): each must-see of a region the trip stays in, in
 * season, is in the plan, or the plan says why it is not (a travel tip naming it). A warning: a trip too
 * short for all of a region's must-sees is honest when it says so.
 */
export const checkMustSees = (content: Pick<ItineraryContent, "dailyItinerary" | "geographicProgression" | "travelTips">, trip: GroundedTrip, grounding: Grounding): Array<PlanProblem> => {
  const planned = new Set(content.dailyItinerary.flatMap((d) => d.activities.flatMap((a) => entryOf(a, grounding)?.place.id ?? [])))
  const said = normalizeName(content.travelTips.map((t) => t.tip).join(" "))
  const month = trip.travelDates === undefined ? undefined : monthOfTravel(trip.travelDates)
  const regions = [...new Set(content.geographicProgression.regionSequence.flatMap((stop) => regionOf(grounding.destination, stop.regionName) ?? []))]
  return regions.flatMap((region) =>
    region.attractions
      .filter((a) => a.demand?.mustSee === true && inSeason(a, month) && !planned.has(a.id) && !said.includes(normalizeName(a.name)))
      .map((a) => soft("must-see", `${a.name}, a must-see of ${region.name}, is not in the plan, and the plan does not say why`))
  )
}

/** The names of a destination's towns and areas: "Lunch in Puri" names a town, not a bread. */
const placeNamesIn = (destination: Destination): ReadonlyArray<string> => [destination.name, ...destination.regions.flatMap((r) => [r.name, ...r.subAreas])]

/** A trip of up to this many days names each food place once; a longer one at most FOOD_REPEATS_LONG times. */
export const SHORT_TRIP_DAYS = 4
export const FOOD_REPEATS_LONG = 2
export const foodRepeatsAllowed = (duration: number): number => (duration <= SHORT_TRIP_DAYS ? 1 : FOOD_REPEATS_LONG)

/**
 * The same table again and again (Dishoom for three lunches) while the region held another place for the
 * diet that the plan never names: a warning. A region with no other place for the diet (Lakshadweep's one
 * vegetarian kitchen) has to repeat one, and that is no fault of the plan.
 */
export const checkFoodRepeats = (days: ReadonlyArray<ItineraryDay>, duration: number, grounding: Grounding, diet: DietaryRestriction = "none"): Array<PlanProblem> =>
  foodRepeats(days, duration, grounding, diet)
    .filter((u) => u.regionHoldsOthers)
    .map((u) => soft("food-repeat", `'${u.name}' is planned for ${u.days.length} meals (days ${u.days.join(", ")}); a ${duration}-day trip names a food place at most ${u.allowed === 1 ? "once" : `${u.allowed} times`} where ${u.region} holds others`))

/** Every food place named for more meals than the trip's length allows, and whether its region held another for the diet. */
export const foodRepeats = (days: ReadonlyArray<ItineraryDay>, duration: number, grounding: Grounding, diet: DietaryRestriction) => {
  const uses = new Map<string, { name: string; days: Array<number>; region: Region }>()
  for (const day of days) {
    for (const a of day.activities) {
      if (!isMeal(a)) continue
      const entry = entryOf(a, grounding)
      if (entry?.place.kind !== "food") continue
      const use = uses.get(entry.place.id) ?? { name: entry.place.name, days: [], region: entry.region }
      use.days.push(day.dayNumber)
      uses.set(entry.place.id, use)
    }
  }
  const allowed = foodRepeatsAllowed(duration)
  const another = (region: Region) => region.food.some((f) => !uses.has(f.id) && servesMeal(f) && suitsDiet(f, diet))
  return [...uses.values()]
    .filter((u) => u.days.length > allowed)
    .map((u) => ({ name: u.name, days: u.days, allowed, region: u.region.name, regionHoldsOthers: another(u.region) }))
}

/**
 * Lunch and dinner are at places that serve a meal (a kachori lunch yes, a baklava dinner no), and a food
 * tour is the meal it replaces: no lunch on top of a lunch tour.
 */
export const checkMeals = (day: ItineraryDay, grounding: Grounding): Array<PlanProblem> => {
  const problems: Array<PlanProblem> = []
  const replaced = new Map<string, { readonly name: string; readonly id: string }>()
  for (const a of day.activities) {
    const entry = entryOf(a, grounding)
    if (entry && isAttraction(entry.place) && entry.place.replacesMeal) replaced.set(entry.place.replacesMeal, entry.place)
  }
  for (const a of day.activities) {
    const meal = mealOf(a)
    if (meal === undefined) continue
    const entry = entryOf(a, grounding)
    if (entry?.place.kind === "food" && !servesMeal(entry.place)) {
      problems.push(hard("meal", `day ${day.dayNumber}: ${meal} at '${entry.place.name}', which serves ${entry.place.meal}, not a ${meal}`, day.dayNumber))
    }
    const tour = replaced.get(meal)
    if (tour !== undefined && isMeal(a) && a.placeId !== tour.id) {
      problems.push(hard("meal", `day ${day.dayNumber}: '${a.title}' comes on top of '${tour.name}', which is the day's ${meal}`, day.dayNumber))
    }
  }
  return problems
}

/** A seasonal sight (blossoms, monsoon falls, a festival), or a kitchen open with a seasonal shrine, only in its months. */
export const checkSeasons = (day: ItineraryDay, trip: GroundedTrip, grounding: Grounding): Array<PlanProblem> => {
  if (trip.travelDates === undefined) return []
  const month = monthOfTravel(trip.travelDates)
  return day.activities.flatMap((a) => {
    const entry = entryOf(a, grounding)
    if (entry === undefined || !(isAttraction(entry.place) || isFood(entry.place)) || inSeason(entry.place, month)) return []
    const months = entry.place.months!.map((m) => MONTH_NAMES[m - 1]).join(", ")
    return [hard("season", `day ${day.dayNumber}: '${entry.place.name}' is seasonal (${months}); the trip is in ${trip.travelDates}`, day.dayNumber)]
  })
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

export const checkFoodRecommendations = (content: Pick<ItineraryContent, "foodRecommendations">, trip: GroundedTrip, grounding: Grounding): Array<PlanProblem> =>
  content.foodRecommendations.flatMap((f) =>
    dietProblem("the recommended food place", entryOf({ placeId: f.placeId, title: f.name, type: "food" }, grounding), trip.dietaryRestrictions)
  )

/** Every hotel is in a region of the route (by name, and by its coordinates when it is a known place). */
export const checkHotelRegions = (content: Pick<ItineraryContent, "hotelRecommendations">, route: ReadonlyArray<RegionStop>, grounding: Grounding): Array<PlanProblem> =>
  content.hotelRecommendations.options.flatMap((hotel) => {
    const named = route.some((stop) => normalizeName(stop.regionName) === normalizeName(hotel.region))
    if (!named) return [hard("hotel-region", `hotel '${hotel.name}' is in '${hotel.region}', which is not a region of the route (${route.map((s) => s.regionName).join(", ")})`)]
    const entry = entryOf({ placeId: hotel.placeId, title: hotel.name, type: "hotel" }, grounding)
    if (entry === undefined) return []
    const regions = route.flatMap((stop) => regionOf(grounding.destination, stop.regionName) ?? [])
    if (regions.length === 0 || regions.some((r) => nearRegion(r, entry.place))) return []
    return [hard("hotel-region", `hotel '${hotel.name}' lies in ${entry.region.name}, outside every region of the route`)]
  })

/** A destination that needs a permit says so in the travel tips. */
export const checkPermits = (content: Pick<ItineraryContent, "travelTips"> & Partial<Pick<ItineraryContent, "geographicProgression">>, grounding: Grounding): Array<PlanProblem> => {
  // A trip across places needs the permits of the guides it visits, not of every guide of its area.
  const route = content.geographicProgression?.regionSequence ?? []
  const visited = grounding.members?.filter((m) => route.some((stop) => regionOf(m, stop.regionName) !== undefined))
  const permits = visited ? visited.flatMap((m) => m.permits) : (grounding.destination?.permits ?? [])
  if (permits.length === 0) return []
  const said = content.travelTips.some((t) => /permit|परमिट|अनुमति-?पत्र/i.test(`${t.category} ${t.tip}`))
  return said ? [] : [hard("permit", `${grounding.destination!.name} needs permits (${permits.map((p) => p.name).join(", ")}); the travel tips must say so`)]
}

/** The festivals of the trip's month in the regions its route visits. */
export const festivalsOnRoute = (content: Pick<ItineraryContent, "geographicProgression">, trip: Pick<GroundedTrip, "travelDates">, destination: Destination | undefined) =>
  destination === undefined
    ? []
    : festivalsInMonth(destination.festivals, content.geographicProgression.regionSequence.flatMap((stop) => regionOf(destination, stop.regionName) ?? []), trip.travelDates)

/**
 * A plan names the festivals of its month in the regions it visits (docs/adr/0250-festivals.md): by name, in
 * the travel tips, where the offline planner puts them and the writer is asked to.
 */
/**
 * The names a plan may give a festival: its own, without its bracketed gloss, or the gloss ("Cherry
 * blossom season", "hanami"; "Tết Nguyên Đán", "Lunar New Year"). A plan that says "the cherry blossom
 * season" names it: a check that wanted the brackets too would refuse a good plan.
 */
const namesOfFestival = (name: string): ReadonlyArray<string> =>
  [name, name.replace(/\([^)]*\)/g, " "), ...[...name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!)].map(normalizeName).filter((n) => n !== "")

export const checkFestivals = (content: Pick<ItineraryContent, "travelTips" | "geographicProgression">, trip: GroundedTrip, grounding: Grounding): Array<PlanProblem> => {
  const said = ` ${normalizeName(content.travelTips.map((t) => `${t.category} ${t.tip}`).join(" "))} `
  const unsaid = festivalsOnRoute(content, trip, grounding.destination).filter((f) => !namesOfFestival(f.festival.name).some((name) => said.includes(` ${name} `)))
  return unsaid.length === 0
    ? []
    : [hard("festival", `the travel tips must name the festivals of ${trip.travelDates} on the route: ${unsaid.map((f) => `${f.festival.name} (${f.regionName ?? grounding.destination!.name}, ${f.from} to ${f.to})`).join("; ")}`)]
}

/** An international plan names the destination's currency where we know it (a soft warning where we do not). */
export const checkCurrency = (content: Pick<ItineraryContent, "overview">, trip: GroundedTrip, grounding: Grounding): Array<PlanProblem> => {
  if (trip.destinationType !== "international") return []
  const known = grounding.destination?.currency
  const given = content.overview.currency
  if (given === undefined) {
    return [known ? hard("international-only", `an international trip needs overview.currency (${known.code})`) : soft("international-only", "the plan names no currency: check it before you travel")]
  }
  const codes = guidesOf(grounding).flatMap((g) => (g.currency ? [g.currency.code] : []))
  if (known && !codes.includes(given.code.toUpperCase())) return [hard("international-only", `overview.currency is ${given.code}, but ${grounding.destination!.name} uses ${known.code}`)]
  return []
}

/** Named places we could not verify against the knowledge base: shown, never fatal. */
export const countPlaces = (content: Pick<ItineraryContent, "dailyItinerary" | "hotelRecommendations" | "foodRecommendations">, grounding: Grounding) => {
  const named = [
    ...content.dailyItinerary.flatMap((d) => d.activities.filter((a) => !isJourney(a) && !isRest(a) && !(isMeal(a) && a.placeId === undefined)).map((a) => ({ name: a.title, placeId: a.placeId }))),
    ...content.hotelRecommendations.options.map((h) => ({ name: h.name, placeId: h.placeId })),
    ...content.foodRecommendations.map((f) => ({ name: f.name, placeId: f.placeId }))
  ]
  // A market of the guide (free time there) is a known place too, though it has no id.
  const markets = (grounding.destination?.regions ?? []).flatMap((r) => r.markets.map((m) => normalizeName(m.name)))
  const namesMarket = (name: string) => markets.some((m) => normalizeName(name).endsWith(m))
  const verified = named.filter((n) => (n.placeId !== undefined && grounding.place(n.placeId) !== undefined) || (n.placeId === undefined && namesMarket(n.name)))
  return { places: named.length, verified: verified.length, unverified: named.filter((n) => !verified.includes(n)).map((n) => n.name) }
}

// ---- Together ------------------------------------------------------------------------------------------

/** The grounded checks of one day (`previousRegion`: where the day before was spent). */
export const checkGroundedDay = (day: ItineraryDay, previousRegion: string | undefined, trip: GroundedTrip, grounding: Grounding): Array<PlanProblem> => [
  ...checkPlaceIds(day, grounding),
  ...checkInsideRegion(day, previousRegion, grounding),
  ...checkTravelTimes(day, grounding, previousRegion),
  ...checkPacing(day, trip, grounding),
  ...checkOpeningHours(day, trip, grounding),
  ...checkDayDiet(day, trip, grounding),
  ...checkMeals(day, grounding),
  ...checkSeasons(day, trip, grounding),
  ...checkDayGaps(day)
]

/** Every grounded check over a whole plan. */
export const checkGrounded = (content: ItineraryContent, trip: GroundedTrip, grounding: Grounding): Array<PlanProblem> => {
  const route = content.geographicProgression.regionSequence
  const days = content.dailyItinerary
  const unverified = countPlaces(content, grounding).unverified
  return [
    ...days.flatMap((day, i) => checkGroundedDay(day, days[i - 1]?.region, trip, grounding)),
    ...checkRepeatedPlaces(days, grounding),
    ...checkFoodRepeats(days, days.length, grounding, trip.dietaryRestrictions),
    ...checkMustSees(content, trip, grounding),
    ...checkHotelRegions(content, route, grounding),
    ...checkFoodRecommendations(content, trip, grounding),
    ...checkPermits(content, grounding),
    ...checkFestivals(content, trip, grounding),
    ...checkCurrency(content, trip, grounding),
    ...(unverified.length > 0
      ? [soft("unverified-place", `${unverified.length} place${unverified.length === 1 ? " is" : "s are"} not in our knowledge base (check before you go): ${unverified.slice(0, 5).join(", ")}${unverified.length > 5 ? ", ..." : ""}`)]
      : [])
  ]
}
