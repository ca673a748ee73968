import { Config, Context, Duration } from "effect"

/** Generation settings from the environment (listed in the README). */
export const GenerationConfig = Config.all({
  /** Generations run at once by this process. */
  concurrency: Config.integer("GENERATION_CONCURRENCY").pipe(Config.withDefault(2)),
  /** A generation not finished this long after its request fails and its credits are released. */
  timeout: Config.duration("GENERATION_TIMEOUT").pipe(Config.withDefault(Duration.minutes(5))),
  /** How long POST /api/itinerary/generate waits for the result before answering 202. */
  requestWait: Config.duration("GENERATION_REQUEST_WAIT").pipe(Config.withDefault(Duration.seconds(25))),
  /** A worker's claim on a generation; renewed while it runs, taken over by another worker once expired. */
  lease: Config.duration("GENERATION_LEASE").pipe(Config.withDefault(Duration.seconds(30))),
  /** Starts of one generation (first run plus resumptions after crashes) before it is failed and released. */
  maxAttempts: Config.integer("GENERATION_MAX_ATTEMPTS").pipe(Config.withDefault(3)),
  /** How often the worker looks for work without a notification. */
  pollInterval: Config.duration("GENERATION_POLL_INTERVAL").pipe(Config.withDefault(Duration.seconds(2))),
  /** Writer calls at once for the days of one itinerary. */
  parallel: Config.integer("WRITER_PARALLEL").pipe(Config.withDefault(8)),
  /** Rewrites of a chunk that fails the plan checks before the generation fails. */
  maxRepairs: Config.integer("PLAN_REPAIRS").pipe(Config.withDefault(2))
})
export type GenerationConfig = Config.Config.Success<typeof GenerationConfig>

/** The settings as a service, for the HTTP handlers (how long a request waits). */
export class GenerationSettings extends Context.Tag("GenerationSettings")<GenerationSettings, GenerationConfig>() {}
