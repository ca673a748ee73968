import clustersDbscan from "@turf/clusters-dbscan"
import { featureCollection, point } from "@turf/helpers"
import { greatCircleKm } from "../knowledge/geo.ts"
import { normalizeName } from "../knowledge/normalizeName.ts"
import type { LiveArea, LiveFindings, LivePlace, LivePoint } from "./findings.ts"
import { slugOf } from "./liveIds.ts"
import type { LiveReference } from "./liveReference.ts"

/**
 * The regions of a guide built from the live source (issue 41): where its sights cluster. A town or city
 * (Ulaanbaatar, Ganpatipule) is one core region around its centre, and the sights further out cluster (DBSCAN) into
 * the regions a day trip goes to (Terelj, Zuunmod), each named after the town most of its sights are in.
 * A larger area (a country, a state) has no core: all its sights cluster. Regions are in the order a trip
 * takes them: the core first, then each nearest to the one before.
 */
export interface LiveRegion {
  readonly id: string
  readonly name: string
  readonly centre: LivePoint
  readonly radiusKm: number
  /** The sights in it, most reviewed first. */
  readonly sightIds: ReadonlyArray<string>
  /** The town itself, not a day trip from it. */
  readonly core: boolean
}

/** Area types that are one town: its sights near the centre are one region. */
const TOWN_TYPES = new Set(["locality", "sublocality", "sublocality_level_1", "postal_town", "neighborhood", "administrative_area_level_3", "administrative_area_level_4"])
/** Sights further than this from the area are not its (a search's bias reaches far). */
const AREA_REACH_KM = 150
/** A town's core reaches its viewport's half-diagonal, within these bounds. */
const CORE_KM = { min: 6, max: 30 }
/** Sights this near each other (by a chain of neighbours) are one region: DBSCAN's reach. */
const CLUSTER_KM = 15
/** At most this many regions beside the core: more would be more Routes API elements than a matrix allows. */
const MAX_OUTER = 5
/** A region reaches its furthest sight, and this much more for the places to eat and stay around it. */
const REGION_MARGIN_KM = 5

export const isTown = (area: LiveArea) => area.types.some((t) => TOWN_TYPES.has(t))

/** The places Google returned as sights that are sights: not its hotels, restaurants or stations. */
export const sightsOf = (findings: LiveFindings, reference: LiveReference): ReadonlyArray<LivePlace> => {
  const notSights = new Set(reference.types.notSights)
  return findings.sights.filter((p) => {
    const kind = p.primaryType ?? p.types.find((t) => t !== "tourist_attraction" && t !== "point_of_interest")
    const notASight = (kind !== undefined && notSights.has(kind)) || (!p.types.includes("tourist_attraction") && p.types.some((t) => notSights.has(t)))
    return !notASight && p.businessStatus !== "CLOSED_PERMANENTLY" && greatCircleKm(findings.area, p) <= AREA_REACH_KM
  })
}

const coreKm = (area: LiveArea) => {
  if (area.viewport === undefined) return CORE_KM.min * 2
  const halfDiagonal = greatCircleKm(area.viewport.low, area.viewport.high) / 2
  return Math.min(CORE_KM.max, Math.max(CORE_KM.min, halfDiagonal))
}

const centreOf = (places: ReadonlyArray<LivePlace>): LivePoint => ({
  lat: Math.round((places.reduce((s, p) => s + p.lat, 0) / places.length) * 10_000) / 10_000,
  lon: Math.round((places.reduce((s, p) => s + p.lon, 0) / places.length) * 10_000) / 10_000
})

/** The town most of a cluster's sights are in (its most reviewed sight breaks a tie), else that sight's name. */
const nameOf = (sights: ReadonlyArray<LivePlace>): string => {
  const counts = new Map<string, number>()
  for (const s of sights) if (s.locality) counts.set(s.locality, (counts.get(s.locality) ?? 0) + 1)
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1])
  return best?.[0] ?? sights[0]!.name
}

const radiusOf = (centre: LivePoint, places: ReadonlyArray<LivePlace>, atLeast: number) =>
  Math.min(300, Math.ceil(Math.max(atLeast, ...places.map((p) => greatCircleKm(centre, p) + REGION_MARGIN_KM))))

/**
 * The sights outside the core, clustered by DBSCAN (@turf/clusters-dbscan) with a reach of CLUSTER_KM and
 * one sight enough for a cluster (a lone famous sight is a day trip of its own); each cluster most
 * reviewed first, as the sights come in.
 */
const clustersOf = (sights: ReadonlyArray<LivePlace>): Array<Array<LivePlace>> => {
  if (sights.length === 0) return []
  const clustered = clustersDbscan(featureCollection(sights.map((s, i) => point([s.lon, s.lat], { i }))), CLUSTER_KM, { units: "kilometers", minPoints: 1 })
  const byCluster = new Map<number, Array<LivePlace>>()
  for (const feature of clustered.features) {
    const cluster = feature.properties.cluster ?? -1 - feature.properties.i
    byCluster.set(cluster, [...(byCluster.get(cluster) ?? []), sights[feature.properties.i]!])
  }
  return [...byCluster.values()]
}

export const liveRegionsOf = (findings: LiveFindings, reference: LiveReference): ReadonlyArray<LiveRegion> => {
  const { area } = findings
  const sights = [...sightsOf(findings, reference)].sort((a, b) => b.userRatingCount - a.userRatingCount)
  const town = isTown(area)
  const reach = coreKm(area)
  const core = town ? sights.filter((s) => greatCircleKm(area, s) <= reach) : []
  const clusters = clustersOf(sights.filter((s) => !core.includes(s)))
  const reviews = (c: ReadonlyArray<LivePlace>) => c.reduce((s, p) => s + p.userRatingCount, 0)
  const outer = clusters.sort((a, b) => reviews(b) - reviews(a)).slice(0, town ? MAX_OUTER : MAX_OUTER + 1)
  const drafts = [
    ...(core.length > 0 ? [{ name: area.name, centre: { lat: area.lat, lon: area.lon }, sights: core, core: true, atLeast: reach }] : []),
    ...outer.map((c) => ({ name: nameOf(c), centre: centreOf(c), sights: c, core: false, atLeast: CLUSTER_KM / 2 }))
  ]
  // The core first; then each nearest the one before (without a core, the most reviewed cluster leads).
  const ordered = drafts.slice(0, 1)
  const left = drafts.slice(1)
  while (left.length > 0) {
    const last = ordered.at(-1)!.centre
    left.sort((a, b) => greatCircleKm(last, a.centre) - greatCircleKm(last, b.centre))
    ordered.push(left.shift()!)
  }
  const names = new Set<string>()
  const ids = new Set<string>()
  return ordered.map((d, i) => {
    // Two clusters in one town: the second is named after its most reviewed sight.
    const name = names.has(normalizeName(d.name)) ? `${d.sights[0]!.name}, ${d.name}` : d.name
    names.add(normalizeName(name))
    let id = slugOf(name) || `region-${i + 1}`
    if (ids.has(id)) id = `${id}-${i + 1}`
    ids.add(id)
    return { id, name, centre: d.centre, radiusKm: radiusOf(d.centre, d.sights, d.atLeast), sightIds: d.sights.map((s) => s.googlePlaceId), core: d.core }
  })
}
