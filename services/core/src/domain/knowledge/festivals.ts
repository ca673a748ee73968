import { monthOfTravel } from "./meals.ts"
import { factStatusProblem, type Festival, type FactFields, type Region } from "./schema.ts"

/**
 * Festivals as data (issue 39; docs/adr/0250-festivals.md): which of a guide's festivals fall in a trip's
 * month, and what the knowledge check asks of them. A trip names only its month ('October 2026'), so a
 * festival is the trip's when its dates touch that month in a region the route visits.
 */

/** A festival's dates in the trip's month, with how sure they are (the range's own status, else the festival's). */
export interface FestivalInMonth {
  readonly festival: Festival
  /** The visited region's name it is held in; undefined for a festival the whole destination keeps. */
  readonly regionName: string | undefined
  readonly from: string
  readonly to: string
  readonly fact: FactFields
}

/** The longest run a festival may have: beyond it, a season (an attraction's `months`), not a festival. */
export const MAX_FESTIVAL_DAYS = 100

const DAY_MS = 86_400_000
const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`)

/** The year of a trip's travel dates ('October 2026' -> 2026); undefined when it names none. */
export const yearOfTravel = (travelDates: string): number | undefined => {
  const year = /\b(\d{4})\b/.exec(travelDates)?.[1]
  return year === undefined ? undefined : Number(year)
}

/** Whether a festival is held in the region (its `region` is the region's name or id; none: every region). */
export const heldIn = (festival: Pick<Festival, "region">, region: Pick<Region, "id" | "name">): boolean =>
  festival.region === undefined || festival.region === region.name || festival.region === region.id

/** The festivals of the visited regions whose dates touch the travel month, in date order. */
export const festivalsInMonth = (
  festivals: ReadonlyArray<Festival>,
  regions: ReadonlyArray<Pick<Region, "id" | "name">>,
  travelDates: string | undefined
): Array<FestivalInMonth> => {
  const month = travelDates === undefined ? undefined : monthOfTravel(travelDates)
  const year = travelDates === undefined ? undefined : yearOfTravel(travelDates)
  if (month === undefined || year === undefined) return []
  const monthStart = Date.UTC(year, month - 1, 1)
  const monthEnd = Date.UTC(year, month, 1) - DAY_MS
  // Each festival once: a trip across guides holds a copy of a guide-wide festival for each of that
  // guide's regions (across.ts), and the first held in a visited region stands for them.
  const held = new Map<string, Festival>()
  for (const f of festivals) if (!held.has(f.id) && regions.some((r) => heldIn(f, r))) held.set(f.id, f)
  return [...held.values()]
    .flatMap((festival) =>
      festival.dates
        .filter((d) => dayOf(d.from) <= monthEnd && dayOf(d.to) >= monthStart)
        .map((d) => ({
          festival,
          regionName: festival.region === undefined ? undefined : regions.find((r) => heldIn(festival, r))?.name,
          from: d.from,
          to: d.to,
          fact: d.status === undefined ? festival : { status: d.status, source: d.source, asOf: d.asOf, how: d.how }
        }))
    )
    .sort((a, b) => a.from.localeCompare(b.from))
}

/** What is wrong with a guide's festivals, by field: ids, regions, real dates in order, and each fact's status. */
export const festivalProblems = (
  destinationId: string,
  festivals: ReadonlyArray<Festival>,
  regions: ReadonlyArray<Pick<Region, "id" | "name">>
): Array<{ readonly field: string; readonly message: string }> => {
  const problems: Array<{ field: string; message: string }> = []
  const ids = new Set<string>()
  festivals.forEach((festival, i) => {
    const at = `festivals[${i}]`
    if (!festival.id.startsWith(`${destinationId}-`)) problems.push({ field: `${at}.id`, message: `'${festival.id}' must start with '${destinationId}-'` })
    if (ids.has(festival.id)) problems.push({ field: `${at}.id`, message: `'${festival.id}' is used twice` })
    ids.add(festival.id)
    if (festival.region !== undefined && !regions.some((r) => heldIn(festival, r))) problems.push({ field: `${at}.region`, message: `'${festival.region}' is neither a region's name nor its id` })
    const status = factStatusProblem(festival)
    if (status) problems.push({ field: at, message: status })
    if (festival.status === "unknown") problems.push({ field: `${at}.status`, message: "a festival's dates are sourced or estimated: leave out a festival whose dates nobody knows" })
    festival.dates.forEach((d, k) => {
      const field = `${at}.dates[${k}]`
      const from = dayOf(d.from)
      const to = dayOf(d.to)
      if (!realDay(d.from) || !realDay(d.to)) problems.push({ field, message: `${d.from} - ${d.to} is not a calendar date` })
      else if (to < from) problems.push({ field, message: `ends (${d.to}) before it starts (${d.from})` })
      else if ((to - from) / DAY_MS + 1 > MAX_FESTIVAL_DAYS) problems.push({ field, message: `runs over ${MAX_FESTIVAL_DAYS} days: a season is an attraction's months, not a festival` })
      else if (k > 0 && from <= dayOf(festival.dates[k - 1]!.to)) problems.push({ field, message: "dates are listed in order, one range a year, without overlaps" })
      if (d.status !== undefined) {
        const own = factStatusProblem({ status: d.status, source: d.source, asOf: d.asOf, how: d.how })
        if (own) problems.push({ field, message: own })
      } else if (d.source !== undefined || d.asOf !== undefined || d.how !== undefined) {
        problems.push({ field, message: "a date range with its own source, asOf or how says its own status" })
      }
    })
  })
  return problems
}

/** Whether 'YYYY-MM-DD' names a day that exists (not 2026-02-30). */
const realDay = (iso: string): boolean => {
  const time = dayOf(iso)
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === iso
}
