import type { FakeDestination, FakeLatLon } from "./destinations.ts"
import { kmBetween } from "./geo.ts"
import type { FakeRefusal } from "./textSearch.ts"

interface WaypointJson {
  readonly waypoint?: { readonly location?: { readonly latLng?: { readonly latitude?: number; readonly longitude?: number } } }
}
export interface RouteMatrixBody {
  readonly origins?: ReadonlyArray<WaypointJson>
  readonly destinations?: ReadonlyArray<WaypointJson>
  readonly travelMode?: string
  readonly routingPreference?: string
}

/** Google's limits: 625 elements a matrix, 100 by transit. */
const ELEMENT_LIMITS: Record<string, number> = { DRIVE: 625, TRANSIT: 100, WALK: 625, BICYCLE: 625, TWO_WHEELER: 625 }
/** Roads wind: road distance over straight distance, and the fake's speeds (km/h) in town and beyond. */
const WINDING = 1.35
const TOWN_KM = 8
const TOWN_KMH = 22
const ROAD_KMH = 45
const TRANSIT_KMH = 15
const TRANSIT_WAIT_MIN = 10
/** Beyond this no road is found (another continent, or a sea between). */
const NO_ROAD_KM = 1500

const refuse = (message: string): FakeRefusal => ({ code: 400, status: "INVALID_ARGUMENT", message })

const pointsOf = (waypoints: ReadonlyArray<WaypointJson> | undefined, side: string): ReadonlyArray<FakeLatLon> | FakeRefusal => {
  if (!waypoints || waypoints.length === 0) return refuse(`Invalid ${side}: at least one is required.`)
  const points: Array<FakeLatLon> = []
  for (const [i, w] of waypoints.entries()) {
    const latLng = w.waypoint?.location?.latLng
    if (latLng?.latitude === undefined || latLng.longitude === undefined) return refuse(`Invalid ${side}[${i}]: waypoint.location.latLng is required.`)
    points.push({ lat: latLng.latitude, lon: latLng.longitude })
  }
  return points
}

const isPoints = (value: ReadonlyArray<FakeLatLon> | FakeRefusal): value is ReadonlyArray<FakeLatLon> => Array.isArray(value)

const inTransitZone = (p: FakeLatLon, destinations: ReadonlyArray<FakeDestination>) =>
  destinations.find((d) => d.transit && kmBetween(d.transit, p) <= d.transit.radiusKm)

/**
 * `POST /distanceMatrix/v2:computeRouteMatrix` over straight distances: by road (winding, slower in
 * town), by transit only inside a destination's transit zone; ROUTE_NOT_FOUND otherwise. The elements
 * come in no particular order, as Google streams them.
 */
export const routeMatrix = (body: RouteMatrixBody, destinations: ReadonlyArray<FakeDestination>, random: () => number): ReadonlyArray<Record<string, unknown>> | FakeRefusal => {
  const mode = body.travelMode ?? "DRIVE"
  const limit = ELEMENT_LIMITS[mode]
  if (limit === undefined) return refuse(`Invalid travel_mode: ${mode}.`)
  if (mode === "TRANSIT" && body.routingPreference) return refuse("Routing preference cannot be set for TRANSIT travel mode.")
  const origins = pointsOf(body.origins, "origins")
  if (!isPoints(origins)) return origins
  const targets = pointsOf(body.destinations, "destinations")
  if (!isPoints(targets)) return targets
  if (origins.length * targets.length > limit) return refuse(`The number of elements (origins x destinations) exceeds the limit of ${limit} for travel mode ${mode}.`)
  const elements = origins.flatMap((from, originIndex) =>
    targets.map((to, destinationIndex) => {
      const straight = kmBetween(from, to)
      const zone = inTransitZone(from, destinations)
      const routed = mode === "TRANSIT" ? zone !== undefined && zone === inTransitZone(to, destinations) : straight <= NO_ROAD_KM
      if (!routed) return { originIndex, destinationIndex, status: {}, condition: "ROUTE_NOT_FOUND" }
      const km = straight * WINDING
      const hours = mode === "TRANSIT" ? km / TRANSIT_KMH + (km > 0 ? TRANSIT_WAIT_MIN / 60 : 0) : km <= TOWN_KM ? km / TOWN_KMH : TOWN_KM / TOWN_KMH + (km - TOWN_KM) / ROAD_KMH
      return { originIndex, destinationIndex, status: {}, distanceMeters: Math.round(km * 1000), duration: `${Math.round(hours * 3600)}s`, condition: "ROUTE_EXISTS" }
    })
  )
  // Fisher-Yates with the seeded generator: the same order on every run of a test.
  for (let i = elements.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[elements[i], elements[j]] = [elements[j]!, elements[i]!]
  }
  return elements
}
