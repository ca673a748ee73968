import { monthOfTravel } from "./meals.ts"
import { type HoursState, openingsOfWeek, stateIn } from "./openingHours.ts"
import { type Hours, WEEKDAYS, type Weekday } from "./schema.ts"

/** Minutes after midnight of 'HH:MM'. */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(":").map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

export const clock = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

/** A duration the itinerary format accepts exactly: '45 minutes', '2 hours', '1.5 hours' or '155 minutes'. */
export const durationText = (minutes: number): string => {
  if (minutes < 60 || minutes % 30 !== 0) return `${minutes} minutes`
  return minutes === 60 ? "1 hour" : `${minutes / 60} hours`
}

/**
 * A trip is planned for a month, not for dates, so a day of the plan has no weekday. A visit is checked
 * against the week from the 8th of the travel month (seasonal hours apply): it must fit the hours on at
 * least one day, and the days it does not fit are the ones the plan must name (docs/adr/0160-honest-facts.md).
 */
interface SampleWeek {
  /** The 8th of the travel month, 'YYYY-MM-DD'. */
  readonly first: string
  /** Monday first; `offset` counts days from `first`. */
  readonly days: ReadonlyArray<{ readonly weekday: Weekday; readonly offset: number }>
}
const sampleWeek = (travelDates: string | undefined): SampleWeek => {
  const month = travelDates ? monthOfTravel(travelDates) : undefined
  const year = Number(/\b(20\d\d)\b/.exec(travelDates ?? "")?.[1] ?? 2027)
  const first = new Date(Date.UTC(year, (month ?? 1) - 1, 8))
  const days = Array.from({ length: 7 }, (_, offset) => ({ offset, weekday: WEEKDAYS[(first.getUTCDay() + offset + 6) % 7]! }))
  return { first: first.toISOString().slice(0, 10), days: days.sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday)) }
}

export interface HoursOfPlace {
  readonly lat: number
  readonly lon: number
  readonly hours?: Hours | undefined
}

export interface HoursContext {
  readonly timeZone: string
  readonly countryCode?: string | undefined
  readonly travelDates?: string | undefined
}

/** The place's hours text when it has one (sourced or estimated); undefined when its hours are unknown. */
export const hoursTextOf = (place: HoursOfPlace): string | undefined => (place.hours?.status === "unknown" ? undefined : place.hours?.osm)

/** Whether the knowledge base knows nothing of the place's hours. */
export const hoursUnknown = (place: HoursOfPlace): boolean => hoursTextOf(place) === undefined

/**
 * Answers already worked out: the writers try several starts for each sight and the checks ask again.
 * Emptied when large, so a long-running server keeps it small.
 */
const remembered = new Map<string, unknown>()
const REMEMBER_AT_MOST = 50_000
const remember = <A>(key: string, work: () => A): A => {
  if (remembered.has(key)) return remembered.get(key) as A
  if (remembered.size >= REMEMBER_AT_MOST) remembered.clear()
  const value = work()
  remembered.set(key, value)
  return value
}
const keyOf = (osm: string, place: HoursOfPlace, context: HoursContext) =>
  `${osm}|${place.lat}|${place.lon}|${context.timeZone}|${context.countryCode ?? ""}|${context.travelDates ?? ""}`

/** On which weekdays of the travel month a visit from `start` for `minutes` fits the hours. */
export const visitWeek = (place: HoursOfPlace, context: HoursContext, start: number, minutes: number): Readonly<Record<HoursState, ReadonlyArray<Weekday>>> | undefined => {
  const osm = hoursTextOf(place)
  if (osm === undefined) return undefined
  return remember(`week|${keyOf(osm, place, context)}|${start}|${minutes}`, () => weekOf(osm, place, context, start, minutes))
}

const DAY = 24 * 60

/** The travel month's sample week and the place's openings in it (remembered). */
const openingsOf = (osm: string, place: HoursOfPlace, context: HoursContext) =>
  remember(`openings|${keyOf(osm, place, context)}`, () => {
    const week = sampleWeek(context.travelDates)
    return { days: week.days, openings: openingsOfWeek(osm, { lat: place.lat, lon: place.lon, countryCode: context.countryCode }, context.timeZone, week.first) }
  })

const weekOf = (osm: string, place: HoursOfPlace, context: HoursContext, start: number, minutes: number): Record<HoursState, Array<Weekday>> => {
  const { days, openings } = openingsOf(osm, place, context)
  const week: Record<HoursState, Array<Weekday>> = { open: [], closed: [], unknown: [] }
  for (const { weekday, offset } of days) week[stateIn(openings, offset * DAY + start, minutes)].push(weekday)
  return week
}

/** The weekdays of the travel month on which the place does not open at all. */
export const closedDaysOf = (place: HoursOfPlace, context: HoursContext): ReadonlyArray<Weekday> => {
  const osm = hoursTextOf(place)
  if (osm === undefined) return []
  const { days, openings } = openingsOf(osm, place, context)
  return days.filter(({ offset }) => !openings.some((o) => o.from < (offset + 1) * DAY && o.to > offset * DAY)).map((d) => d.weekday)
}

/** The hours context of a destination for a trip. */
export const hoursContextOf = (destination: { readonly timeZone: string; readonly countryCode?: string | undefined }, travelDates?: string): HoursContext => ({
  timeZone: destination.timeZone,
  countryCode: destination.countryCode,
  travelDates
})
