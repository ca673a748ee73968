import { Config, Effect, Option } from "effect"
import { GOOGLE_PLACES_API_DEFAULT_BASE_URL, makeGooglePlaceDetails } from "./details/GooglePlaceDetails.ts"
import type { PlaceDetailsPort } from "./details/PlaceDetailsPort.ts"
import { makeGazetteerPlaces } from "./gazetteer/Gazetteer.ts"
import { GOOGLE_PLACES_DEFAULT_BASE_URL, makeGooglePlaces } from "./google/GooglePlaces.ts"
import type { PlacesPort } from "./PlacesPort.ts"

/** Place-suggestion settings from the environment (listed in the README). The key is Redacted. */
export const PlacesConfig = Config.all({
  provider: Config.option(Config.literal("gazetteer", "google")("PLACES_PROVIDER")),
  apiKey: Config.option(Config.redacted("GOOGLE_MAPS_API_KEY")),
  baseUrl: Config.string("GOOGLE_PLACES_BASE_URL").pipe(Config.withDefault(GOOGLE_PLACES_DEFAULT_BASE_URL)),
  timeout: Config.integer("GOOGLE_PLACES_TIMEOUT_MS").pipe(Config.withDefault(5000)),
  /** Places API (New), for the ratings, addresses and hours of a plan's places (docs/adr/0161-google-place-details.md). */
  detailsBaseUrl: Config.string("GOOGLE_PLACES_API_BASE_URL").pipe(Config.withDefault(GOOGLE_PLACES_API_DEFAULT_BASE_URL)),
  /** How long a served plan waits for Google's facts about its places. */
  detailsWaitMs: Config.integer("GOOGLE_PLACES_WAIT_MS").pipe(Config.withDefault(1500)),
  /** How long Google's facts are kept in memory before they are read again. */
  detailsRefreshMinutes: Config.integer("GOOGLE_PLACES_REFRESH_MINUTES").pipe(Config.withDefault(60))
})
export type PlacesConfig = Config.Config.Success<typeof PlacesConfig>

/**
 * Google when chosen or when GOOGLE_MAPS_API_KEY is set, else the bundled gazetteer. The gazetteer is
 * real data, not a stand-in, so it is allowed in production too.
 */
export const choosePlaces = (config: PlacesConfig): Effect.Effect<PlacesPort> =>
  Effect.gen(function* () {
    const choice = Option.getOrElse(config.provider, () => (Option.isSome(config.apiKey) ? "google" : "gazetteer"))
    if (choice === "google") {
      if (Option.isNone(config.apiKey)) return yield* Effect.dieMessage("PLACES_PROVIDER=google needs GOOGLE_MAPS_API_KEY")
      return makeGooglePlaces({ apiKey: config.apiKey.value, baseUrl: config.baseUrl, timeoutMs: config.timeout })
    }
    return makeGazetteerPlaces()
  })

/** Google's facts about a plan's places: only with a key (without one a plan shows no ratings at all). */
export const choosePlaceDetails = (config: PlacesConfig): PlaceDetailsPort | undefined =>
  Option.isSome(config.apiKey) ? makeGooglePlaceDetails({ apiKey: config.apiKey.value, baseUrl: config.detailsBaseUrl, timeoutMs: config.timeout }) : undefined
