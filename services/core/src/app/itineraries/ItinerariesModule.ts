import { Effect, Layer } from "effect"
import { chooseWriter, WriterConfig } from "../../adapters/writer/config.ts"
import { ItineraryWriter } from "../../adapters/writer/ItineraryWriter.ts"
import { GenerationConfig, GenerationSettings } from "./config.ts"
import { layerGenerationWorker } from "./GenerationWorker.ts"

/**
 * Itineraries wired from configuration: the writer adapter (OpenAI or offline), the generation worker,
 * and the settings the HTTP handlers read.
 */
export const itinerariesModule = (options: { readonly production: boolean }) =>
  Effect.gen(function* () {
    const writer = yield* chooseWriter(yield* WriterConfig, options.production)
    const settings = yield* GenerationConfig
    const services = Layer.merge(Layer.succeed(ItineraryWriter, writer), Layer.succeed(GenerationSettings, settings))
    return {
      adapters: { itineraryWriter: writer.name },
      layer: layerGenerationWorker(settings).pipe(Layer.provideMerge(services))
    }
  })
