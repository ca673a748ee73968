import { Effect, Schema } from "effect"
import type { LivePoint, LiveRoute, LiveTravelMode } from "../../../domain/live/findings.ts"
import { type GoogleClient, googleCall } from "./googleCall.ts"
import { GoogleUnavailable, type LiveRoutesPort } from "./LiveSourcePort.ts"

export const GOOGLE_ROUTES_API_DEFAULT_BASE_URL = "https://routes.googleapis.com"

/**
 * Routes API's limits on one computeRouteMatrix (origins × destinations): 625 elements, 100 by transit.
 * Google answers a bigger one 400 INVALID_ARGUMENT; we refuse it before spending a call. (Its 50-waypoint
 * limit is only for place ids and addresses; we send coordinates.)
 */
export const MATRIX_ELEMENT_LIMITS: Record<LiveTravelMode, number> = { drive: 625, transit: 100 }

const FIELD_MASK = ["originIndex", "destinationIndex", "duration", "distanceMeters", "status", "condition"]

/** One element of the answer's JSON array; Google leaves out zeros and empty fields (proto3 JSON). */
const WireElement = Schema.Struct({
  originIndex: Schema.optionalWith(Schema.Number, { default: () => 0 }),
  destinationIndex: Schema.optionalWith(Schema.Number, { default: () => 0 }),
  status: Schema.optional(Schema.Struct({ code: Schema.optional(Schema.Number), message: Schema.optional(Schema.String) })),
  condition: Schema.optional(Schema.String),
  distanceMeters: Schema.optional(Schema.Number),
  duration: Schema.optional(Schema.String)
})
const MatrixAnswer = Schema.Array(WireElement)

/** "5400s" (a protobuf Duration, possibly with a fraction) in whole minutes; anything else is no duration. */
export const minutesOf = (duration: string | undefined): number | undefined => {
  const match = duration?.match(/^(\d+(?:\.\d+)?)s$/)
  return match ? Math.round(Number(match[1]) / 60) : undefined
}

/**
 * The matrix's elements in our terms, in origin then destination order. An element with no route
 * (ROUTE_NOT_FOUND) or its own error status has no minutes or km; an index outside the request is a
 * malformed answer.
 */
export const routesOf = (
  answer: unknown,
  mode: LiveTravelMode,
  size: { readonly origins: number; readonly destinations: number }
): Effect.Effect<ReadonlyArray<LiveRoute>, GoogleUnavailable> =>
  Schema.decodeUnknown(MatrixAnswer)(answer).pipe(
    Effect.flatMap((elements) =>
      elements.every((e) => Number.isInteger(e.originIndex) && e.originIndex >= 0 && e.originIndex < size.origins && Number.isInteger(e.destinationIndex) && e.destinationIndex >= 0 && e.destinationIndex < size.destinations)
        ? Effect.succeed(elements)
        : Effect.fail(new GoogleUnavailable({ api: "routes", reason: "malformed" }))
    ),
    Effect.catchTag("ParseError", () => Effect.fail(new GoogleUnavailable({ api: "routes", reason: "malformed" }))),
    Effect.map((elements) =>
      elements
        .map((e): LiveRoute => {
          const routed = e.condition !== "ROUTE_NOT_FOUND" && (e.status?.code ?? 0) === 0
          const minutes = routed ? minutesOf(e.duration) : undefined
          return {
            originIndex: e.originIndex,
            destinationIndex: e.destinationIndex,
            mode,
            ...(minutes === undefined ? {} : { minutes }),
            ...(routed && minutes !== undefined && e.distanceMeters !== undefined ? { km: Math.round(e.distanceMeters / 100) / 10 } : {})
          }
        })
        .sort((a, b) => a.originIndex - b.originIndex || a.destinationIndex - b.destinationIndex)
    )
  )

const waypoint = (point: LivePoint) => ({ waypoint: { location: { latLng: { latitude: point.lat, longitude: point.lon } } } })

/** Routes API computeRouteMatrix (`POST /distanceMatrix/v2:computeRouteMatrix`): every origin to every destination by one mode. */
export const makeGoogleRoutes = (client: GoogleClient): LiveRoutesPort => ({
  matrix: (origins, destinations, mode) => {
    const elements = origins.length * destinations.length
    if (elements === 0) return Effect.succeed([])
    if (elements > MATRIX_ELEMENT_LIMITS[mode]) return Effect.fail(new GoogleUnavailable({ api: "routes", reason: "matrix-too-large" }))
    return googleCall(client, {
      method: "POST",
      path: "/distanceMatrix/v2:computeRouteMatrix",
      fieldMask: FIELD_MASK,
      body: {
        origins: origins.map(waypoint),
        destinations: destinations.map(waypoint),
        // Typical times, not this minute's traffic: a plan is for a day weeks away (and traffic-aware costs more).
        ...(mode === "drive" ? { travelMode: "DRIVE", routingPreference: "TRAFFIC_UNAWARE" } : { travelMode: "TRANSIT" })
      }
    }).pipe(Effect.flatMap((answer) => routesOf(answer, mode, { origins: origins.length, destinations: destinations.length })))
  }
})
