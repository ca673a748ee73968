import { Config, Duration, Effect, Option } from "effect"
import type { KnowledgeIndex } from "../../domain/knowledge/index.ts"
import { makeOfflineWriter } from "./offline/OfflineWriter.ts"
import { makeOpenAIWriter } from "./openai/OpenAIWriter.ts"

/** Writer settings from the environment (listed in the README). The API key is Redacted, never logged. */
export const WriterConfig = Config.all({
  writer: Config.option(Config.literal("offline", "openai")("ITINERARY_WRITER")),
  apiKey: Config.option(Config.redacted("OPENAI_API_KEY")),
  baseUrl: Config.option(Config.string("OPENAI_BASE_URL")),
  model: Config.string("OPENAI_MODEL").pipe(Config.withDefault("gpt-4o-mini")),
  maxRetries: Config.integer("OPENAI_MAX_RETRIES").pipe(Config.withDefault(2)),
  timeout: Config.duration("OPENAI_TIMEOUT").pipe(Config.withDefault(Duration.minutes(2)))
})
export type WriterConfig = Config.Config.Success<typeof WriterConfig>

/**
 * OpenAI when chosen (or when a key is set and nothing is chosen), else the offline writer. The offline
 * writer is a stand-in: under NODE_ENV=production it runs only when ITINERARY_WRITER=offline is set on
 * purpose.
 */
export const chooseWriter = (config: WriterConfig, production: boolean, knowledge: KnowledgeIndex) =>
  Effect.gen(function* () {
    const choice = Option.getOrElse(config.writer, () => (Option.isSome(config.apiKey) ? "openai" : "offline"))
    if (choice === "openai") {
      if (Option.isNone(config.apiKey)) return yield* Effect.dieMessage("ITINERARY_WRITER=openai needs OPENAI_API_KEY")
      return makeOpenAIWriter({
        apiKey: config.apiKey.value,
        baseURL: Option.getOrUndefined(config.baseUrl),
        model: config.model,
        maxRetries: config.maxRetries,
        timeoutMs: Duration.toMillis(config.timeout)
      })
    }
    if (production && Option.isNone(config.writer)) {
      return yield* Effect.dieMessage(
        "The offline itinerary writer is a stand-in and is not chosen by default under NODE_ENV=production. Set OPENAI_API_KEY (and OPENAI_MODEL), or ITINERARY_WRITER=offline on purpose."
      )
    }
    return makeOfflineWriter(knowledge)
  })
