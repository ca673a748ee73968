import type { GooglePlaceFacts } from "@safarnama/events/contract/itinerary"
import { Effect, Redacted, Schema } from "effect"
import { PlacesUnavailable } from "../PlacesPort.ts"
import type { PlaceDetailsPort, PlaceQuery } from "./PlaceDetailsPort.ts"

export const GOOGLE_PLACES_API_DEFAULT_BASE_URL = "https://places.googleapis.com"

/** Only the fields we show: Google bills a request by the fields it asks for. */
const FIELDS = ["id", "formattedAddress", "rating", "userRatingCount", "regularOpeningHours.weekdayDescriptions"]
/** How far from the knowledge base's point a match is preferred (metres). */
const NEAR_METRES = 2000

/** The part of a Places API (New) place we read; other fields are ignored. */
const GooglePlace = Schema.Struct({
  id: Schema.String,
  formattedAddress: Schema.optional(Schema.String),
  rating: Schema.optional(Schema.Number),
  userRatingCount: Schema.optional(Schema.Number),
  regularOpeningHours: Schema.optional(Schema.Struct({ weekdayDescriptions: Schema.optional(Schema.Array(Schema.String)) }))
})
const SearchAnswer = Schema.Struct({ places: Schema.optionalWith(Schema.Array(GooglePlace), { default: () => [] }) })

export interface GooglePlaceDetailsOptions {
  readonly apiKey: Redacted.Redacted<string>
  readonly baseUrl: string
  readonly timeoutMs: number
}

const factsOf = (place: typeof GooglePlace.Type): GooglePlaceFacts => ({
  googlePlaceId: place.id,
  ...(place.rating !== undefined && place.rating >= 0 && place.rating <= 5 ? { rating: place.rating } : {}),
  ...(place.userRatingCount !== undefined ? { userRatingCount: Math.max(0, Math.round(place.userRatingCount)) } : {}),
  ...(place.formattedAddress ? { formattedAddress: place.formattedAddress } : {}),
  ...(place.regularOpeningHours?.weekdayDescriptions?.length ? { weekdayHours: place.regularOpeningHours.weekdayDescriptions } : {})
})

/**
 * Google Places API (New): Text Search (`POST /v1/places:searchText`) to find a place once, Place Details
 * (`GET /v1/places/{id}`) to read it again, each with a field mask. The key travels in the
 * `X-Goog-Api-Key` header, never in a URL, a log or an error.
 */
export const makeGooglePlaceDetails = (options: GooglePlaceDetailsOptions): PlaceDetailsPort => {
  const call = (path: string, init: { method: "GET" | "POST"; body?: unknown; fields: ReadonlyArray<string> }) =>
    Effect.gen(function* () {
      const response = yield* Effect.tryPromise({
        try: (signal) =>
          fetch(new URL(path, options.baseUrl), {
            method: init.method,
            headers: {
              "content-type": "application/json",
              "x-goog-api-key": Redacted.value(options.apiKey),
              "x-goog-fieldmask": init.fields.join(",")
            },
            ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
            signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)])
          }),
        catch: (e) => new PlacesUnavailable({ reason: `Google Places unreachable: ${e instanceof Error ? e.name : "error"}` })
      })
      if (response.status === 404) return undefined
      if (!response.ok) return yield* Effect.fail(new PlacesUnavailable({ reason: `Google Places answered HTTP ${response.status}` }))
      return yield* Effect.tryPromise({
        try: () => response.json() as Promise<unknown>,
        catch: () => new PlacesUnavailable({ reason: "Google Places answered with malformed JSON" })
      })
    })
  const unexpected = () => new PlacesUnavailable({ reason: "Google Places answered an unexpected shape" })
  return {
    find: (query: PlaceQuery) =>
      Effect.gen(function* () {
        const body = yield* call("/v1/places:searchText", {
          method: "POST",
          fields: FIELDS.map((f) => `places.${f}`),
          body: {
            textQuery: query.text,
            pageSize: 1,
            ...(query.near ? { locationBias: { circle: { center: { latitude: query.near.lat, longitude: query.near.lon }, radius: NEAR_METRES } } } : {})
          }
        })
        if (body === undefined) return undefined
        const answer = yield* Schema.decodeUnknown(SearchAnswer)(body).pipe(Effect.mapError(unexpected))
        const first = answer.places[0]
        return first ? factsOf(first) : undefined
      }),
    read: (googlePlaceId: string) =>
      Effect.gen(function* () {
        const body = yield* call(`/v1/places/${encodeURIComponent(googlePlaceId)}`, { method: "GET", fields: FIELDS })
        if (body === undefined) return undefined
        return factsOf(yield* Schema.decodeUnknown(GooglePlace)(body).pipe(Effect.mapError(unexpected)))
      })
  }
}
