import { Config, Effect, Option } from "effect"
import { makeGazetteerPlaces } from "./gazetteer/Gazetteer.ts"
import { GOOGLE_PLACES_DEFAULT_BASE_URL, makeGooglePlaces } from "./google/GooglePlaces.ts"
import type { PlacesPort } from "./PlacesPort.ts"

/** Place-suggestion settings from the environment (listed in the README). The key is Redacted. */
export const PlacesConfig = Config.all({
  provider: Config.option(Config.literal("gazetteer", "google")("PLACES_PROVIDER")),
  apiKey: Config.option(Config.redacted("GOOGLE_MAPS_API_KEY")),
  baseUrl: Config.string("GOOGLE_PLACES_BASE_URL").pipe(Config.withDefault(GOOGLE_PLACES_DEFAULT_BASE_URL)),
  timeout: Config.integer("GOOGLE_PLACES_TIMEOUT_MS").pipe(Config.withDefault(5000))
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
