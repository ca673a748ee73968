import { NodeRuntime } from "@effect/platform-node"
import { dataLayer } from "@safarnama/core/app/AppLayer"
import { AppConfig } from "@safarnama/core/config/AppConfig"
import { allProjections } from "@safarnama/core/projections/all"
import { layerProjectionsRuntime } from "@safarnama/core/projections/ProjectionsRuntime"
import { Effect, Layer, Option } from "effect"

/**
 * `npm run start:projections`: the read models alone, for scale-out against a shared PostgreSQL and
 * NATS. On the embedded default the API process runs them itself (PGlite belongs to one process).
 */
const program = Effect.gen(function* () {
  const config = yield* AppConfig
  if (Option.isNone(config.databaseUrl)) {
    return yield* Effect.dieMessage(
      "start:projections needs DATABASE_URL (and NATS_URL): on the embedded default, `npm start` runs the projections in the same process."
    )
  }
  const data = dataLayer(config)
  for (const [port, adapter] of Object.entries(data.adapters)) yield* Effect.logInfo(`adapter ${port}: ${adapter}`)
  yield* Effect.logInfo(`running projections: ${allProjections.map((p) => p.name).join(", ") || "(none)"}`)
  return yield* Layer.launch(layerProjectionsRuntime(allProjections).pipe(Layer.provide(data.layer)))
})

program.pipe(NodeRuntime.runMain)
