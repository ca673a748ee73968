/**
 * What the journey map shows, before any drawing: the route's stops in visiting order with their days,
 * the legs between them, and each day's stops. Pure, and shaped by the plan alone: the coordinates come
 * from the server (the knowledge base's, ADR 0121), and a place without them is kept in the lists (the
 * map's text alternative) but left off the map.
 */

export interface LatLon {
  readonly lat: number
  readonly lon: number
}

/** The coordinates the server attached to an itinerary: regions by the plan's own names, places by id. */
export interface JourneyCoordinates {
  readonly regions: ReadonlyArray<{ readonly name: string } & LatLon>
  readonly places: ReadonlyArray<{ readonly id: string } & LatLon>
}

/** The parts of a plan the map reads (the contract's itinerary content fits it). */
export interface PlanForMap {
  readonly geographicProgression?: {
    readonly regionSequence?: ReadonlyArray<{ readonly regionName: string; readonly daysSpent?: ReadonlyArray<number> }>
  }
  readonly dailyItinerary?: ReadonlyArray<{
    readonly dayNumber: number
    readonly region: string
    readonly activities?: ReadonlyArray<{
      readonly title: string
      readonly type?: string
      readonly placeId?: string | undefined
      readonly details?: { readonly location?: string }
    }>
  }>
}

export interface RouteStop {
  /** 1-based place in the visiting order (a region visited twice has two stops). */
  readonly order: number
  readonly name: string
  readonly days: ReadonlyArray<number>
  /** Absent while the knowledge base has no coordinates for it: listed, not drawn. */
  readonly at?: LatLon
}

/** One line of the route: between two consecutive stops that are both on the map. */
export interface Leg {
  readonly from: RouteStop
  readonly to: RouteStop
}

export interface DayStop {
  readonly name: string
  /** The activity's own title ("Amber Fort"): the marker's label on the day map. */
  readonly title?: string
  readonly at?: LatLon
}

export interface DayPlan {
  readonly dayNumber: number
  readonly region: string
  /** The day's places in order (not its journeys), one stop for two in a row at one place; empty on a rest day. */
  readonly stops: ReadonlyArray<DayStop>
  /**
   * For each activity of the day, the number of its stop (1-based, as the day map numbers it), or
   * undefined for a journey: the list beside the map carries the same numbers.
   */
  readonly stopOfActivity: ReadonlyArray<number | undefined>
}

/** A journey (from home, between regions, back to the hotel) is not a place of the day's map. */
export const isJourneyActivity = (type: string | undefined): boolean => type !== undefined && /^(transport|transfer|travel|flight|train|ferry)$/i.test(type)

export interface Journey {
  readonly stops: ReadonlyArray<RouteStop>
  readonly legs: ReadonlyArray<Leg>
  readonly days: ReadonlyArray<DayPlan>
}

/** Region names as plans write them vary in case and spacing ("North Goa", "north goa "). */
export const regionKey = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, " ")

export function journeyOf(plan: PlanForMap, coordinates: JourneyCoordinates | undefined): Journey {
  const regionAt = new Map((coordinates?.regions ?? []).map((r) => [regionKey(r.name), { lat: r.lat, lon: r.lon }]))
  const placeAt = new Map((coordinates?.places ?? []).map((p) => [p.id, { lat: p.lat, lon: p.lon }]))

  const stops: Array<RouteStop> = (plan.geographicProgression?.regionSequence ?? []).map((stop, index) => {
    const at = regionAt.get(regionKey(stop.regionName))
    return { order: index + 1, name: stop.regionName, days: [...(stop.daysSpent ?? [])], ...(at ? { at } : {}) }
  })
  return { stops, legs: legsOf(stops), days: (plan.dailyItinerary ?? []).map((day) => dayPlanOf(day, placeAt)) }
}

/**
 * The route's lines: each stop on the map to the next stop on the map. A stop we cannot place is
 * skipped, so the line goes on from the last placed one; a round trip's return to its first region is a
 * leg like any other. Two stops in a row at the very same point draw nothing.
 */
export function legsOf(stops: ReadonlyArray<RouteStop>): ReadonlyArray<Leg> {
  const placed = stops.filter((s): s is RouteStop & { at: LatLon } => s.at !== undefined)
  const legs: Array<Leg> = []
  for (let i = 1; i < placed.length; i++) {
    const from = placed[i - 1]!
    const to = placed[i]!
    if (from.at.lat !== to.at.lat || from.at.lon !== to.at.lon) legs.push({ from, to })
  }
  return legs
}

type PlanDay = NonNullable<PlanForMap["dailyItinerary"]>[number]

function dayPlanOf(day: PlanDay, placeAt: ReadonlyMap<string, LatLon>): DayPlan {
  const stops: Array<DayStop & { key: string }> = []
  const stopOfActivity: Array<number | undefined> = []
  for (const activity of day.activities ?? []) {
    const name = activity.details?.location?.trim() || activity.title.trim()
    if (!name || isJourneyActivity(activity.type)) {
      stopOfActivity.push(undefined)
      continue
    }
    const at = activity.placeId ? placeAt.get(activity.placeId) : undefined
    // Breakfast and a rest at the hotel, back to back, are one stop (as the day's directions link does).
    const key = activity.placeId ?? name.toLowerCase()
    if (stops.at(-1)?.key !== key) stops.push({ key, name, title: activity.title.trim(), ...(at ? { at } : {}) })
    stopOfActivity.push(stops.length)
  }
  return { dayNumber: day.dayNumber, region: day.region, stops: stops.map(({ key: _key, ...stop }) => stop), stopOfActivity }
}

/** "Day 1", "Days 1-2", "Days 1, 3": the days a stop stands for, as its marker says them. */
export function daysLabel(days: ReadonlyArray<number>): string {
  if (days.length === 0) return ""
  const sorted = [...new Set(days)].sort((a, b) => a - b)
  if (sorted.length === 1) return `Day ${sorted[0]}`
  const consecutive = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1)
  return consecutive ? `Days ${sorted[0]}-${sorted.at(-1)}` : `Days ${sorted.join(", ")}`
}
