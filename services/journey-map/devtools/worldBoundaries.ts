import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { quantize } from "topojson-client"
import { presimplify, quantile, simplify } from "topojson-simplify"
import type { GeometryCollection, Topology } from "topojson-specification"

/**
 * Our boundaries file (`geodata/world.json`), derived from world-atlas's `countries-50m.json` (Natural
 * Earth 1:50m, public domain; world-atlas ISC): simplified to keep the map's lazy chunk small, country
 * names dropped, and the countries whose borders we do not draw marked (ADR 0121: India's borders with
 * Pakistan and China are disputed, and a line that differs from India's official map is not ours to
 * draw; the coastline and land still are).
 */
export const QUIET_BORDERS = new Set(["India", "Pakistan", "China", "Siachen Glacier"])

/**
 * Simplification threshold: the weight (visible area) of this quantile of the points; every point below
 * it goes. 0.2 keeps about a quarter of the 80,617 points (19,258 after quantizing), a loss invisible at the 2-degree and wider maps that show land.
 */
export const SIMPLIFY_QUANTILE = 0.2
/** Points snapped to a 50,000-step grid (~800 m), stored as small whole-number steps between points. */
export const QUANTIZATION = 5e4

export function worldBoundaries(): Topology {
  const require = createRequire(import.meta.url)
  const source = JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8")) as Parameters<typeof presimplify>[0]
  const weighted = presimplify(source)
  const simplified = simplify(weighted, quantile(weighted, SIMPLIFY_QUANTILE))
  const countries = simplified.objects.countries as GeometryCollection
  const geometries = countries.geometries.map(({ properties, id: _id, ...geometry }) =>
    QUIET_BORDERS.has((properties as { name?: string } | null)?.name ?? "") ? { ...geometry, properties: { drawBorders: false } } : geometry
  )
  // presimplify made the points absolute and gave each a weight; the drawing needs only x and y.
  const arcs = simplified.arcs.map((arc) => arc.map(([x, y]) => [x, y] as [number, number]))
  const plain = { ...simplified, arcs, objects: { countries: { ...countries, geometries }, land: simplified.objects.land! } }
  return quantize(plain as Parameters<typeof quantize>[0], QUANTIZATION) as Topology
}
