import { geoPath } from "d3-geo"
import type { Boundaries } from "./boundaries.ts"
import { type Box, boxAround, type Frame, fitFrame } from "./frame.ts"
import { type DayPlan, daysLabel, type Journey, type LatLon } from "./journey.ts"

/**
 * A map as plain shapes in a view box: what the web's component and the PDF's SVG both draw, so the
 * two cannot differ. Pure: the boundaries are handed in, nothing is fetched.
 */
export interface MapDrawing {
  readonly width: number
  readonly height: number
  /** SVG path data of the land (empty when the map is too close in for our 1:50m coastline). */
  readonly land: string
  readonly borders: string
  readonly lines: ReadonlyArray<MapLine>
  readonly markers: ReadonlyArray<MapMarker>
}

export interface MapLine {
  readonly d: string
  readonly from: string
  readonly to: string
}

export interface MapMarker {
  readonly x: number
  readonly y: number
  /** The stop's number in the list beside the map ("1"; "1, 3" where a round trip comes back). */
  readonly label: string
  readonly name: string
  /** On a route map its name and days ("Jaipur · Days 1-2"), on a day map the stop's title: the map reads without the list. */
  readonly note: string
  /** Which side of the marker the note goes: left in the right third, so it is not cut off. */
  readonly noteSide: "left" | "right"
}

const WIDTH = 400
/** Our boundaries are 1:50m (a few km off at the coast): a map closer in than this shows no land. */
const LAND_FROM_SPAN_DEGREES = 2
/** A route map shows at least ~220 km, so the land around a short route still says where it is. */
const ROUTE = { width: WIDTH, padding: 30, minSpanDegrees: 2, aspect: [0.6, 1.1] as const }
/** A day map shows at least ~3 km, so one stop does not fill the map. */
const DAY = { width: WIDTH, padding: 26, minSpanDegrees: 0.03, aspect: [0.45, 0.75] as const }

type Placed<T> = T & { readonly at: LatLon }
const isPlaced = <T extends { readonly at?: LatLon }>(item: T): item is Placed<T> => item.at !== undefined

/** A day map's label: the stop's title, cut to fit beside its marker on a phone-wide map. */
const NOTE_LENGTH = 22
const shortNote = (title: string) => (title.length <= NOTE_LENGTH ? title : `${title.slice(0, NOTE_LENGTH - 1).trimEnd()}…`)

/** The route map: land, borders, one line a leg, a marker a place (a place visited twice has one marker). */
export function drawRouteMap(journey: Journey, boundaries: Boundaries | undefined): MapDrawing | undefined {
  const placed = journey.stops.filter(isPlaced)
  // A trip in one place has no route to draw: one dot in an empty box tells nothing (its day maps show it).
  if (journey.legs.length === 0) return undefined
  const points = placed.map((s) => s.at)
  const frame = fitFrame(points, ROUTE)
  const markers = mergeSamePoint(
    placed.map((stop) => ({ point: stop.at, label: String(stop.order), name: stop.name, days: stop.days }))
  ).map((m) => marker(frame, m.point, m.labels.join(", "), m.name, [m.name, daysLabel(m.days)].filter(Boolean).join(" · ")))
  const lines = journey.legs.map((leg) => ({ d: curve(frame, leg.from.at!, leg.to.at!), from: leg.from.name, to: leg.to.name }))
  return { ...background(frame, boxAround(points, ROUTE.minSpanDegrees), boundaries), lines, markers }
}

/** A day's map: its stops numbered in order, joined in that order; none when no stop is on the map. */
export function drawDayMap(day: DayPlan, boundaries: Boundaries | undefined): MapDrawing | undefined {
  const numbered = day.stops.map((stop, index) => ({ ...stop, number: index + 1 }))
  const placed = numbered.filter(isPlaced)
  if (placed.length === 0) return undefined
  const points = placed.map((s) => s.at)
  const frame = fitFrame(points, DAY)
  const markers = mergeSamePoint(placed.map((stop) => ({ point: stop.at, label: String(stop.number), name: stop.title ?? stop.name, days: [] }))).map((m) =>
    marker(frame, m.point, m.labels.join(", "), m.name, shortNote(m.name))
  )
  const lines: Array<MapLine> = []
  for (let i = 1; i < placed.length; i++) {
    const from = placed[i - 1]!
    const to = placed[i]!
    if (from.at.lat !== to.at.lat || from.at.lon !== to.at.lon) lines.push({ d: curve(frame, from.at, to.at), from: from.name, to: to.name })
  }
  return { ...background(frame, boxAround(points, DAY.minSpanDegrees), boundaries), lines, markers }
}

function background(frame: Frame, box: Box, boundaries: Boundaries | undefined) {
  const showLand = boundaries !== undefined && Math.max(box.east - box.west, box.north - box.south) >= LAND_FROM_SPAN_DEGREES
  const path = geoPath(frame.projection).digits(1)
  return {
    width: frame.width,
    height: frame.height,
    land: showLand ? (path(boundaries.land as Parameters<typeof path>[0]) ?? "") : "",
    borders: showLand ? (path(boundaries.borders) ?? "") : ""
  }
}

const project = (frame: Frame, at: LatLon): [number, number] => frame.projection([at.lon, at.lat]) ?? [0, 0]
const round = (n: number) => Math.round(n * 10) / 10

function marker(frame: Frame, at: LatLon, label: string, name: string, note: string): MapMarker {
  const [x, y] = project(frame, at)
  return { x: round(x), y: round(y), label, name, note, noteSide: x > (frame.width * 2) / 3 ? "left" : "right" }
}

/**
 * A leg as a gentle curve bowing to the left of its direction: the way out and the way back of a round
 * trip then stay two lines instead of one drawn twice.
 */
function curve(frame: Frame, from: LatLon, to: LatLon): string {
  const [x1, y1] = project(frame, from)
  const [x2, y2] = project(frame, to)
  const bow = 0.12
  const cx = (x1 + x2) / 2 + (y2 - y1) * bow
  const cy = (y1 + y2) / 2 - (x2 - x1) * bow
  return `M${round(x1)},${round(y1)}Q${round(cx)},${round(cy)} ${round(x2)},${round(y2)}`
}

interface PointEntry {
  readonly point: LatLon
  readonly label: string
  readonly name: string
  readonly days: ReadonlyArray<number>
}

/** Stops at one point (a round trip's start and end) share one marker, numbered "1, 3". */
function mergeSamePoint(entries: ReadonlyArray<PointEntry>) {
  const merged: Array<{ point: LatLon; labels: Array<string>; name: string; days: Array<number> }> = []
  for (const entry of entries) {
    const same = merged.find((m) => m.point.lat === entry.point.lat && m.point.lon === entry.point.lon)
    if (same) {
      same.labels.push(entry.label)
      same.days.push(...entry.days)
    } else merged.push({ point: entry.point, labels: [entry.label], name: entry.name, days: [...entry.days] })
  }
  return merged
}
