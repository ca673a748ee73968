import { Effect, Layer } from "effect"
import { choosePlaces, PlacesConfig } from "../../adapters/places/config.ts"
import { Places } from "../../adapters/places/PlacesPort.ts"

/** Place suggestions wired from configuration: Google Places with a key, else the bundled gazetteer. */
export const placesModule = Effect.gen(function* () {
  const places = yield* choosePlaces(yield* PlacesConfig)
  return {
    adapters: { places: places.describe },
    publicConfig: { provider: places.provider },
    layer: Layer.succeed(Places, places)
  }
})
