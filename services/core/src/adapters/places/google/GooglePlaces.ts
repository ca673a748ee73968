import { Effect, Redacted, Schema } from "effect"
import { type PlacePrediction, type PlacesPort, PlacesUnavailable } from "../PlacesPort.ts"

export const GOOGLE_PLACES_DEFAULT_BASE_URL = "https://maps.googleapis.com"
export const AUTOCOMPLETE_PATH = "/maps/api/place/autocomplete/json"

/** The part of Google's Places autocomplete (legacy REST) answer we read; extra fields are ignored. */
const GoogleAnswer = Schema.Struct({
  status: Schema.String,
  error_message: Schema.optional(Schema.String),
  predictions: Schema.optionalWith(
    Schema.Array(
      Schema.Struct({
        description: Schema.String,
        place_id: Schema.String,
        terms: Schema.optionalWith(Schema.Array(Schema.Struct({ value: Schema.String })), { default: () => [] })
      })
    ),
    { default: () => [] }
  )
})
const decodeAnswer = Schema.decodeUnknown(GoogleAnswer)

export interface GooglePlacesOptions {
  readonly apiKey: Redacted.Redacted<string>
  readonly baseUrl: string
  readonly timeoutMs: number
}

/**
 * Google Places autocomplete restricted to regions (`types=(regions)`: localities, states, countries),
 * with the client's session token passed through so a traveller's keystrokes are billed as one session.
 * The key goes only into the request URL, never into logs or errors.
 */
export const makeGooglePlaces = (options: GooglePlacesOptions): PlacesPort => ({
  provider: "google",
  describe: options.baseUrl === GOOGLE_PLACES_DEFAULT_BASE_URL ? "google places" : `google places (${options.baseUrl})`,
  autocomplete: ({ input, sessionToken }) =>
    Effect.gen(function* () {
      const url = new URL(AUTOCOMPLETE_PATH, options.baseUrl)
      url.searchParams.set("input", input)
      url.searchParams.set("types", "(regions)")
      if (sessionToken) url.searchParams.set("sessiontoken", sessionToken)
      url.searchParams.set("key", Redacted.value(options.apiKey))
      const response = yield* Effect.tryPromise({
        try: (signal) => fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]) }),
        catch: (e) => new PlacesUnavailable({ reason: `Google Places unreachable: ${e instanceof Error ? e.name : "error"}` })
      })
      if (!response.ok) return yield* Effect.fail(new PlacesUnavailable({ reason: `Google Places answered HTTP ${response.status}` }))
      const body = yield* Effect.tryPromise({
        try: () => response.json() as Promise<unknown>,
        catch: () => new PlacesUnavailable({ reason: "Google Places answered with malformed JSON" })
      })
      const answer = yield* decodeAnswer(body).pipe(Effect.mapError(() => new PlacesUnavailable({ reason: "Google Places answered an unexpected shape" })))
      if (answer.status === "ZERO_RESULTS") return []
      if (answer.status !== "OK") return yield* Effect.fail(new PlacesUnavailable({ reason: `Google Places status ${answer.status}` }))
      return answer.predictions.map(
        (p): PlacePrediction => ({ description: p.description, place_id: p.place_id, terms: p.terms.map((t) => ({ value: t.value })) })
      )
    })
})
