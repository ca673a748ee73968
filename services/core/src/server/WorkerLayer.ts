import { mkdirSync } from "node:fs"
import { resolve } from "node:path"
import { Effect, Layer, Option } from "effect"
import { itinerariesModule } from "../app/itineraries/ItinerariesModule.ts"
import { paymentsModule } from "../app/payments/PaymentsModule.ts"
import { type AppConfig, isProduction } from "../config/AppConfig.ts"
import { describeRoles } from "../config/roles.ts"
import { layerConfiguredMetricsServer } from "@safarnama/events/observability/metricsServer"
import { metricsExposition } from "../app/observability/metricsExposition.ts"
import { checkRoles, observability, dataLayer, projectionsFor } from "./AppLayer.ts"

/**
 * A process without the `api` role: projections, the generation worker and/or the reconciler, as
 * ROLES says, against the shared PostgreSQL and NATS. It opens no port; it logs `ready: roles=...`
 * once everything runs (the cluster launcher waits for that line).
 */
export const runWorkers = (config: AppConfig) =>
  Effect.gen(function* () {
    yield* checkRoles(config)
    if (config.roles.has("api")) return yield* Effect.dieMessage("runWorkers is for processes without the api role")
    if (Option.isNone(config.databaseUrl)) {
      return yield* Effect.dieMessage("worker processes need DATABASE_URL (and NATS_URL): on the embedded default `npm start` runs every role.")
    }
    const dataDir = resolve(config.dataDir)
    mkdirSync(dataDir, { recursive: true })
    const data = dataLayer(config)
    const itineraries = config.roles.has("generation")
      ? Option.some(yield* itinerariesModule({ production: isProduction(config), runWorker: true }))
      : Option.none()
    const payments = config.roles.has("reconciler")
      ? Option.some(yield* paymentsModule({ dataDir, production: isProduction(config), reconcile: true, adminChannel: false }))
      : Option.none()
    const adapters = {
      ...data.adapters,
      ...Option.match(itineraries, { onNone: () => ({}), onSome: (m) => m.adapters }),
      ...Option.match(payments, { onNone: () => ({}), onSome: (m) => m.adapters })
    }
    // The projections runtime is always there: active with the projections role, else following the
    // checkpoints (the generation worker waits on its to-do list's).
    const runtime = projectionsFor(config)
    const metrics = layerConfiguredMetricsServer({
      port: config.metricsPort,
      host: config.host,
      trustProxy: config.trustProxy,
      token: config.metricsToken,
      exposition: metricsExposition
    })
    const work = Layer.mergeAll(
      runtime,
      metrics,
      Option.match(itineraries, { onNone: () => Layer.empty, onSome: (m) => m.layer }),
      Option.match(payments, { onNone: () => Layer.empty, onSome: (m) => m.layer })
    ).pipe(Layer.provideMerge(runtime), Layer.provideMerge(data.layer))
    for (const [port, adapter] of Object.entries(adapters)) yield* Effect.logInfo(`adapter ${port}: ${adapter}`)
    return yield* Effect.scoped(
      Effect.gen(function* () {
        yield* Layer.build(work)
        yield* Effect.logInfo(`ready: roles=${describeRoles(config.roles)}`)
        return yield* Effect.never
      })
    )
  }).pipe(Effect.provide(observability(config, "safarnama-worker")))
