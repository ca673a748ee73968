import { Effect, Layer } from "effect"
import { layerKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { choosePlaceDetails, choosePlaces, PlacesConfig } from "../../adapters/places/config.ts"
import { PlaceDetails } from "../../adapters/places/details/PlaceDetailsPort.ts"
import { Places } from "../../adapters/places/PlacesPort.ts"
import { layerPlaceFacts } from "./placeFacts.ts"

/**
 * Place suggestions wired from configuration: Google Places with a key, else the bundled gazetteer; and,
 * with a key only, Google's facts about the places of served plans (docs/adr/0161-google-place-details.md).
 */
export const placesModule = Effect.gen(function* () {
  const config = yield* PlacesConfig
  const places = yield* choosePlaces(config)
  const details = choosePlaceDetails(config)
  const facts = layerPlaceFacts({ waitMs: Math.max(0, config.detailsWaitMs), refreshMs: Math.max(0, config.detailsRefreshMinutes) * 60_000 }).pipe(
    Layer.provide(Layer.succeed(PlaceDetails, details)),
    Layer.provide(layerKnowledge)
  )
  return {
    adapters: { places: places.describe, placeDetails: details ? "google places (new)" : "none (no GOOGLE_MAPS_API_KEY: plans show no ratings)" },
    publicConfig: { provider: places.provider },
    layer: Layer.merge(Layer.succeed(Places, places), facts)
  }
})
