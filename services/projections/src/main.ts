import { NodeRuntime } from "@effect/platform-node"
import { eventPlatform } from "@safarnama/events/eventPlatform"
import { layerConfiguredMetricsServer } from "@safarnama/events/observability/metricsServer"
import { processSamples } from "@safarnama/events/observability/processMetrics"
import { prometheusText } from "@safarnama/events/observability/prometheusText"
import { layerTracedLogger } from "@safarnama/events/observability/tracedLogger"
import { layerTracing, TracingConfig, tracesUrlOf } from "@safarnama/events/observability/tracing"
import { Config, Duration, Effect, Layer, Metric, Option, Redacted } from "effect"
import { allProjections } from "./all.ts"
import { layerProjectionsRuntime } from "./ProjectionsRuntime.ts"
import { refreshProjectionLag } from "./projectionMetrics.ts"
import { readSideMigrations } from "./readSideMigrations.ts"

/** What the stand-alone read side reads from the environment (the README lists each variable). */
const ProjectionsConfig = Config.all({
  databaseUrl: Config.option(Config.redacted("DATABASE_URL")),
  natsUrl: Config.option(Config.string("NATS_URL")),
  /** A crashed active runner is replaced by a standby after this. */
  lease: Config.duration("PROJECTION_LEASE").pipe(Config.withDefault(Duration.seconds(10))),
  /** GET /metrics on this port when set (docs/adr/0170-metrics-and-traces.md). */
  metricsPort: Config.option(Config.port("METRICS_PORT")),
  metricsToken: Config.option(Config.redacted("METRICS_TOKEN")),
  host: Config.string("HOST").pipe(Config.withDefault("0.0.0.0")),
  trustProxy: Config.boolean("TRUST_PROXY").pipe(Config.withDefault(false)),
  tracing: TracingConfig
})

/** This process's scrape: the projections' lag, then whatever it recorded (event store appends, none here) and its CPU and memory. */
const exposition = refreshProjectionLag.pipe(
  Effect.catchAllCause((cause) => Effect.logWarning("metrics: projection lag not refreshed", cause)),
  Effect.zipRight(Metric.snapshot),
  Effect.map((pairs) => prometheusText(pairs, processSamples()))
)

/**
 * `npm run start:projections`: the read models alone, for scale-out against a shared PostgreSQL and
 * NATS. Each projection has one active runner across processes (a lease); start a second of these
 * for a standby that takes over when the active one stops. On the embedded default the API process
 * runs them itself (PGlite belongs to one process). This is the read side's own composition root: it
 * sees only `services/events` and this package (ADR 0110).
 */
const program = Effect.gen(function* () {
  const config = yield* ProjectionsConfig
  if (Option.isNone(config.databaseUrl)) {
    return yield* Effect.dieMessage(
      "the projections process needs DATABASE_URL (and NATS_URL): on the embedded default `npm start` runs every role."
    )
  }
  const platform = eventPlatform({
    databaseUrl: Redacted.value(config.databaseUrl.value),
    pgliteDir: undefined,
    natsUrl: Option.getOrUndefined(config.natsUrl),
    migrations: readSideMigrations,
    traceEvents: tracesUrlOf(config.tracing) !== undefined
  })
  for (const [port, adapter] of Object.entries(platform.adapters)) yield* Effect.logInfo(`adapter ${port}: ${adapter}`)
  yield* Effect.logInfo(`projections: ${allProjections.map((p) => p.name).join(", ")}`)
  const runtime = layerProjectionsRuntime(allProjections, { mode: "active", lease: config.lease })
  const metrics = layerConfiguredMetricsServer({
    port: config.metricsPort,
    host: config.host,
    trustProxy: config.trustProxy,
    token: config.metricsToken,
    exposition
  })
  return yield* Effect.scoped(
    Effect.gen(function* () {
      yield* Layer.build(Layer.merge(runtime, metrics).pipe(Layer.provide(platform.layer)))
      yield* Effect.logInfo("ready: roles=projections")
      return yield* Effect.never
    })
  ).pipe(Effect.provide(Layer.merge(layerTracing(config.tracing, "safarnama-projections"), layerTracedLogger)))
})

program.pipe(NodeRuntime.runMain)
