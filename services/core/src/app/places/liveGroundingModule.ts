import { Effect, Layer } from "effect"
import { knowledgeWithLiveGuides, liveGuides } from "../../adapters/knowledge/Knowledge.ts"
import { liveReference } from "../../adapters/knowledge/liveReference.ts"
import { chooseLiveSource, LiveSourceConfig } from "../../adapters/places/live/liveConfig.ts"
import { layerLiveDestinationStore, LiveDestinationStore } from "../../adapters/places/live/LiveDestinationStore.ts"
import { layerLiveGrounding, LiveGrounding, noLiveGrounding } from "./liveGrounding.ts"

/**
 * The live grounding wired from configuration (issue 41): Google Maps Platform with GOOGLE_MAPS_API_KEY,
 * its place ids kept in the database; without a key none, and a destination no guide covers is refused.
 */
export const liveGroundingModule = Effect.gen(function* () {
  const config = yield* LiveSourceConfig
  const source = chooseLiveSource(config)
  if (source === undefined) {
    return { adapters: { liveSource: "none (no GOOGLE_MAPS_API_KEY: destinations outside the guides are refused)" }, layer: Layer.succeed(LiveGrounding, noLiveGrounding) }
  }
  const deps = Effect.map(LiveDestinationStore, (store) => ({ source, registry: liveGuides, store, dietWords: knowledgeWithLiveGuides().dietWords, reference: liveReference() }))
  const settings = { timeoutMs: config.groundingTimeoutMs, refreshMs: config.refreshMinutes * 60_000 }
  return {
    adapters: { liveSource: "google maps platform (places api (new) text search, routes api)" },
    layer: layerLiveGrounding(deps, settings).pipe(Layer.provide(layerLiveDestinationStore))
  }
})
