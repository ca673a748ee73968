import { Config, Option } from "effect"
import type { GoogleClient } from "./googleCall.ts"
import { makeGoogleGuard } from "./googleGuard.ts"
import { GOOGLE_PLACES_LIVE_DEFAULT_BASE_URL, makeGoogleLiveSearch } from "./GoogleLiveSearch.ts"
import { GOOGLE_ROUTES_API_DEFAULT_BASE_URL, makeGoogleRoutes } from "./GoogleRoutes.ts"
import type { LiveRoutesPort, LiveSearchPort } from "./LiveSourcePort.ts"

/** The live source's settings from the environment (issue 41). The key is Redacted. */
export const LiveSourceConfig = Config.all({
  apiKey: Config.option(Config.redacted("GOOGLE_MAPS_API_KEY")),
  placesBaseUrl: Config.string("GOOGLE_PLACES_API_BASE_URL").pipe(Config.withDefault(GOOGLE_PLACES_LIVE_DEFAULT_BASE_URL)),
  routesBaseUrl: Config.string("GOOGLE_ROUTES_API_BASE_URL").pipe(Config.withDefault(GOOGLE_ROUTES_API_DEFAULT_BASE_URL)),
  /** HTTP attempts to Google a UTC day, retries included, for Places and Routes together. */
  dailyCallLimit: Config.integer("GOOGLE_DAILY_CALL_LIMIT").pipe(
    Config.withDefault(2000),
    Config.validate({ message: "GOOGLE_DAILY_CALL_LIMIT must be 0 or more", validation: (n) => n >= 0 })
  ),
  /** One call's whole time, retries included. */
  timeoutMs: Config.integer("GOOGLE_LIVE_TIMEOUT_MS").pipe(
    Config.withDefault(8000),
    Config.validate({ message: "GOOGLE_LIVE_TIMEOUT_MS must be positive", validation: (n) => n > 0 })
  ),
  /** How long a request waits for a new destination's grounding (its calls go on in the background). */
  groundingTimeoutMs: Config.integer("GOOGLE_LIVE_GROUNDING_TIMEOUT_MS").pipe(
    Config.withDefault(15000),
    Config.validate({ message: "GOOGLE_LIVE_GROUNDING_TIMEOUT_MS must be positive", validation: (n) => n > 0 })
  ),
  /** How long a live guide is used before what Google said of its places is read again (ADR 0161's rule). */
  refreshMinutes: Config.integer("GOOGLE_LIVE_REFRESH_MINUTES").pipe(
    Config.withDefault(60),
    Config.validate({ message: "GOOGLE_LIVE_REFRESH_MINUTES must be 0 or more", validation: (n) => n >= 0 })
  )
})
export type LiveSourceConfig = Config.Config.Success<typeof LiveSourceConfig>

export interface LiveSource {
  readonly search: LiveSearchPort
  readonly routes: LiveRoutesPort
}

/** Google's live source, sharing one daily budget; none without GOOGLE_MAPS_API_KEY (then no destination outside the guides). */
export const chooseLiveSource = (config: LiveSourceConfig): LiveSource | undefined => {
  if (Option.isNone(config.apiKey)) return undefined
  const apiKey = config.apiKey.value
  const guard = makeGoogleGuard({ dailyCallLimit: config.dailyCallLimit })
  const client = (api: GoogleClient["api"], baseUrl: string): GoogleClient => ({ api, apiKey, baseUrl, guard, deadlineMs: config.timeoutMs })
  return { search: makeGoogleLiveSearch(client("places", config.placesBaseUrl)), routes: makeGoogleRoutes(client("routes", config.routesBaseUrl)) }
}
