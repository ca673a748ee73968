import { Effect, Layer } from "effect"
import { Knowledge, knowledgeWithLiveGuides } from "../../adapters/knowledge/Knowledge.ts"
import { chooseWriter, WriterConfig } from "../../adapters/writer/config.ts"
import { ItineraryWriter } from "../../adapters/writer/ItineraryWriter.ts"
import { liveGroundingModule } from "../places/liveGroundingModule.ts"
import { GenerationConfig, GenerationSettings } from "./config.ts"
import { GenerationWakeUps } from "./followItinerary.ts"
import { GenerationWorker, layerGenerationWorker } from "./GenerationWorker.ts"
import { layerRegenerationRunner } from "./RegenerationRunner.ts"

/**
 * An API instance whose generations run in a worker process: that worker hears of each request on
 * the event bus (and on its poll), so there is nothing to wake here and nothing runs here.
 */
const workerElsewhere = Layer.succeed(GenerationWorker, { wake: Effect.void, running: Effect.succeed([]) })

/**
 * Itineraries wired from configuration: the writer adapter (OpenAI or offline), the generation worker
 * (here, or in another process when `runWorker` is false), and the settings the HTTP handlers read.
 */
export const itinerariesModule = (options: { readonly production: boolean; readonly runWorker: boolean }) =>
  Effect.gen(function* () {
    // Loaded and validated at start-up: a broken data file stops the start, naming the file and field.
    // It also answers from the live guides this process grounds (issue 41).
    const knowledge = yield* Effect.try(knowledgeWithLiveGuides).pipe(Effect.orDie)
    const live = yield* liveGroundingModule
    const writer = yield* chooseWriter(yield* WriterConfig, options.production, knowledge)
    const settings = yield* GenerationConfig
    const services = Layer.mergeAll(Layer.succeed(ItineraryWriter, writer), Layer.succeed(GenerationSettings, settings), Layer.succeed(Knowledge, knowledge))
    return {
      adapters: { itineraryWriter: writer.name, knowledge: `${knowledge.destinations.length} destinations`, ...live.adapters },
      // Regenerations run in the server that took the request (and its sweep resumes a dead server's), worker or not.
      layer: Layer.mergeAll(
        options.runWorker ? layerGenerationWorker(settings) : workerElsewhere,
        layerRegenerationRunner(settings),
        GenerationWakeUps.Default
      ).pipe(Layer.provideMerge(services), Layer.provideMerge(live.layer))
    }
  })
