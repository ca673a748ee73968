import { Context, Data, type Effect, Schema } from "effect"

/**
 * The place-suggestions port behind GET /api/places/autocomplete: regions only (cities, states and
 * union territories, countries), in the shape of Google's Places autocomplete so the web client reads
 * one shape whichever adapter answers.
 */

export const PlacePrediction = Schema.Struct({
  description: Schema.String,
  place_id: Schema.String,
  terms: Schema.Array(Schema.Struct({ value: Schema.String }))
})
export type PlacePrediction = typeof PlacePrediction.Type

export const AutocompleteResponse = Schema.Struct({ predictions: Schema.Array(PlacePrediction) })
export type AutocompleteResponse = typeof AutocompleteResponse.Type

/** Spec section 9: autocomplete starts at 2 characters; shorter input is an empty list, never an error. */
export const AUTOCOMPLETE_MIN_LENGTH = 2
/** Longer than any real place name: refused with 400. */
export const AUTOCOMPLETE_MAX_LENGTH = 100

export interface AutocompleteQuery {
  readonly input: string
  /** Groups a traveller's keystrokes into one billed session (Google); ignored offline. */
  readonly sessionToken: string | undefined
}

/** The provider could not answer (network, quota, key): the route answers 503. */
export class PlacesUnavailable extends Data.TaggedError("PlacesUnavailable")<{ readonly reason: string }> {}

export interface PlacesPort {
  /** "gazetteer" or "google": reported by /api/config and /api/health. */
  readonly provider: "gazetteer" | "google"
  readonly describe: string
  readonly autocomplete: (query: AutocompleteQuery) => Effect.Effect<ReadonlyArray<PlacePrediction>, PlacesUnavailable>
}

export class Places extends Context.Tag("Places")<Places, PlacesPort>() {}
