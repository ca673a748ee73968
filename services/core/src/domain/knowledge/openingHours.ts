import OpeningHours from "opening_hours"

/**
 * Opening hours in OpenStreetMap's `opening_hours` syntax, evaluated with the maintained `opening_hours`
 * library (docs/adr/0160-honest-facts.md). The library reads dates in the process's time zone and works
 * out sunrise and sunset from the place's coordinates; a plan's times are wall-clock times at the
 * destination, so every evaluation runs with the process's zone set to the destination's for its
 * (synchronous) duration.
 */

export interface HoursPlace {
  readonly lat: number
  readonly lon: number
  /** ISO 3166-1 alpha-2, needed for public holidays ("PH"). */
  readonly countryCode?: string | undefined
}

export type HoursState = "open" | "closed" | "unknown"

const parsed = new Map<string, OpeningHours>()

// The library reads coordinates only as strings (as Nominatim returns them), whatever its types say.
const nominatim = (place: HoursPlace) =>
  ({ lat: String(place.lat), lon: String(place.lon), address: { country_code: (place.countryCode ?? "").toLowerCase(), state: "" } }) as unknown as ConstructorParameters<typeof OpeningHours>[1]

/** The parsed hours (memoized), or the library's error for text it cannot read. */
export const parseHours = (osm: string, place: HoursPlace): OpeningHours | Error => {
  const key = `${osm}|${place.lat}|${place.lon}|${place.countryCode ?? ""}`
  const known = parsed.get(key)
  if (known) return known
  try {
    const hours = new OpeningHours(osm, nominatim(place), { mode: 0 } as unknown as ConstructorParameters<typeof OpeningHours>[2])
    parsed.set(key, hours)
    return hours
  } catch (error) {
    return new Error(String(error).split("\n")[0])
  }
}

/** Runs `read` with the process's time zone set to `timeZone`, then puts it back. */
const inTimeZone = <A>(timeZone: string, read: () => A): A => {
  const before = process.env.TZ
  process.env.TZ = timeZone
  try {
    return read()
  } finally {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  }
}

/** An open (or unknown) stretch, in minutes from midnight of a week's first day, wall-clock at the place. */
export interface Opening {
  readonly from: number
  readonly to: number
  readonly unknown: boolean
}

/**
 * Every opening in the seven days from `firstDate` (and the night after): one evaluation a place and
 * month, so trying many start times is arithmetic, not a library call each.
 */
export const openingsOfWeek = (osm: string, place: HoursPlace, timeZone: string, firstDate: string): ReadonlyArray<Opening> => {
  const hours = parseHours(osm, place)
  if (hours instanceof Error) return [{ from: 0, to: 8 * 24 * 60, unknown: true }]
  const [year, month, day] = firstDate.split("-").map(Number)
  return inTimeZone(timeZone, () => {
    try {
      const start = new Date(year!, month! - 1, day!, 0, 0)
      const end = new Date(year!, month! - 1, day! + 8, 0, 0)
      // Minutes of wall-clock time from the first midnight (a DST change shifts instants, not wall time).
      const wall = (date: Date) => Math.round((Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()) - Date.UTC(year!, month! - 1, day!)) / 60_000)
      return hours.getOpenIntervals(start, end).map(([from, to, unknown]) => ({ from: wall(from), to: wall(to), unknown: Boolean(unknown) }))
    } catch {
      return [{ from: 0, to: 8 * 24 * 60, unknown: true }]
    }
  })
}

/** Whether a visit of `minutes` from `start` (minutes from the week's first midnight) is open, closed or unknown. */
export const stateIn = (openings: ReadonlyArray<Opening>, start: number, minutes: number): HoursState => {
  // Openings that touch end to end (e.g. "Mo-Su 00:00-24:00") count as one.
  let reach = start
  let unknown = false
  for (const o of openings) {
    if (o.from <= reach && o.to > reach) {
      if (o.unknown) unknown = true
      reach = Math.max(reach, o.to)
      if (reach >= start + minutes) return unknown ? "unknown" : "open"
    }
  }
  if (unknown) return "unknown"
  return openings.some((o) => o.unknown && o.from <= start && o.to > start) ? "unknown" : "closed"
}

/** Problems with an hours text: unreadable, or warnings the library gives (e.g. a public holiday it has no calendar for). */
export const hoursTextProblem = (osm: string, place: HoursPlace, timeZone: string): string | undefined => {
  const hours = parseHours(osm, place)
  if (hours instanceof Error) return `is not OpenStreetMap opening_hours syntax the library can read: ${hours.message}`
  const failure = inTimeZone(timeZone, () => {
    try {
      // The weeks plans read (the 8th to the 15th of each month, hours.ts), not the whole year: this runs for
      // every place at start-up, and a whole year cost 1.2 s of it.
      for (let month = 0; month < 12; month++) hours.getOpenIntervals(new Date(2026, month, 8), new Date(2026, month, 16))
      return undefined
    } catch (error) {
      return `cannot be evaluated: ${String(error).split("\n")[0]}`
    }
  })
  if (failure) return failure
  const warnings = hours.getWarnings()
  return warnings.length > 0 ? `the opening_hours library warns: ${warnings.join("; ")}` : undefined
}
