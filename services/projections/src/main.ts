import { NodeRuntime } from "@effect/platform-node"
import { eventPlatform } from "@safarnama/events/eventPlatform"
import { Config, Duration, Effect, Layer, Option, Redacted } from "effect"
import { allProjections } from "./all.ts"
import { layerProjectionsRuntime } from "./ProjectionsRuntime.ts"
import { readSideMigrations } from "./readSideMigrations.ts"

/** What the stand-alone read side reads from the environment (the README lists each variable). */
const ProjectionsConfig = Config.all({
  databaseUrl: Config.option(Config.redacted("DATABASE_URL")),
  natsUrl: Config.option(Config.string("NATS_URL")),
  /** A crashed active runner is replaced by a standby after this. */
  lease: Config.duration("PROJECTION_LEASE").pipe(Config.withDefault(Duration.seconds(10)))
})

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
    migrations: readSideMigrations
  })
  for (const [port, adapter] of Object.entries(platform.adapters)) yield* Effect.logInfo(`adapter ${port}: ${adapter}`)
  yield* Effect.logInfo(`projections: ${allProjections.map((p) => p.name).join(", ")}`)
  const runtime = layerProjectionsRuntime(allProjections, { mode: "active", lease: config.lease })
  return yield* Effect.scoped(
    Effect.gen(function* () {
      yield* Layer.build(runtime.pipe(Layer.provide(platform.layer)))
      yield* Effect.logInfo("ready: roles=projections")
      return yield* Effect.never
    })
  )
})

program.pipe(NodeRuntime.runMain)
