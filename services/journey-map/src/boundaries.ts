import type { Feature, MultiLineString, MultiPolygon, Polygon } from "geojson"
import { feature, mesh } from "topojson-client"
import type { GeometryCollection, Topology } from "topojson-specification"

/** The background of every map: the land (with its coastline) and the borders we draw between countries. */
export interface Boundaries {
  readonly land: Feature<Polygon | MultiPolygon> | { readonly type: "FeatureCollection"; readonly features: ReadonlyArray<Feature> }
  readonly borders: MultiLineString
}

type Country = { readonly properties?: { readonly drawBorders?: boolean } | null }
const drawsBorders = (country: Country) => country.properties?.drawBorders !== false

/**
 * From our boundaries file (geodata/world.json, built by devtools/buildBoundaries.ts). A border is drawn
 * between two countries only when neither is marked `drawBorders: false` (ADR 0121); the outer edge of
 * the land is the coastline, drawn with the land.
 */
export function boundariesFrom(topology: Topology): Boundaries {
  const countries = topology.objects.countries as GeometryCollection
  const land = feature(topology, topology.objects.land!) as Boundaries["land"]
  const borders = mesh(topology, countries, (a, b) => a !== b && drawsBorders(a as Country) && drawsBorders(b as Country))
  return { land, borders }
}
