import { type GeoProjection, geoMercator } from "d3-geo"
import type { LatLon } from "./journey.ts"

/**
 * Chooses the projection of one map: Mercator (shapes stay true at a trip's scale, and travellers know
 * it from every maps app) fitted to the points it must show, with a margin for the markers. A map of
 * one point, or of points a few hundred metres apart, would zoom in without end: the box is widened to
 * at least `minSpanDegrees` around its centre. The height follows the route's own shape (a trip down
 * Kerala's coast is tall, one across Rajasthan wide) within `aspect`, so a phone shows neither a sliver
 * nor a tower.
 */
export interface FrameOptions {
  readonly width: number
  readonly padding: number
  readonly minSpanDegrees: number
  /** Height over width, at least and at most. */
  readonly aspect: readonly [number, number]
}

export interface Frame {
  readonly width: number
  readonly height: number
  readonly projection: GeoProjection
}

export interface Box {
  readonly west: number
  readonly south: number
  readonly east: number
  readonly north: number
}

/** The points' bounding box, widened around its centre to `minSpan` degrees each way. */
export function boxAround(points: ReadonlyArray<LatLon>, minSpan: number): Box {
  if (points.length === 0) throw new Error("a map needs at least one point")
  const lats = points.map((p) => p.lat)
  const lons = points.map((p) => p.lon)
  const widen = (low: number, high: number) => {
    const missing = Math.max(0, minSpan - (high - low)) / 2
    return [low - missing, high + missing] as const
  }
  const [south, north] = widen(Math.min(...lats), Math.max(...lats))
  const [west, east] = widen(Math.min(...lons), Math.max(...lons))
  return { west, south: Math.max(south, -80), east, north: Math.min(north, 80) }
}

const boxOutline = (box: Box) => ({
  type: "MultiPoint" as const,
  coordinates: [
    [box.west, box.south],
    [box.east, box.north],
    [box.west, box.north],
    [box.east, box.south]
  ]
})

export function fitFrame(points: ReadonlyArray<LatLon>, options: FrameOptions): Frame {
  const { width, padding, minSpanDegrees, aspect } = options
  const outline = boxOutline(boxAround(points, minSpanDegrees))
  // First fitted to the width alone, to learn the shape's own height; then to the chosen box.
  const probe = geoMercator().fitWidth(width - 2 * padding, outline)
  const [[, top], [, bottom]] = geoPathBounds(probe, outline)
  const height = Math.round(Math.min(aspect[1] * width, Math.max(aspect[0] * width, bottom - top + 2 * padding)))
  const projection = geoMercator()
    .fitExtent(
      [
        [padding, padding],
        [width - padding, height - padding]
      ],
      outline
    )
    .clipExtent([
      [0, 0],
      [width, height]
    ])
  return { width, height, projection }
}

/** The projected bounds of the box's corners (a Mercator box is a rectangle, so its corners bound it). */
function geoPathBounds(projection: GeoProjection, outline: ReturnType<typeof boxOutline>): [[number, number], [number, number]] {
  const xy = outline.coordinates.map((c): [number, number] => projection([c[0]!, c[1]!]) ?? [0, 0])
  const xs = xy.map((p) => p[0])
  const ys = xy.map((p) => p[1])
  return [
    [Math.min(...xs), Math.min(...ys)],
    [Math.max(...xs), Math.max(...ys)]
  ]
}
