import { randomBytes } from "node:crypto"
import { mkdirSync } from "node:fs"
import { createServer } from "node:http"
import { join, resolve } from "node:path"
import { HttpLayerRouter, HttpMiddleware, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { eventPlatform } from "@safarnama/events/eventPlatform"
import { layerTracedLogger } from "@safarnama/events/observability/tracedLogger"
import { layerTracing, tracesUrlOf } from "@safarnama/events/observability/tracing"
import { allProjections } from "@safarnama/projections/all"
import { layerProjectionsRuntime } from "@safarnama/projections/ProjectionsRuntime"
import { Effect, Layer, Option, Redacted } from "effect"
import { layerAdapters } from "../app/Adapters.ts"
import { layerSessionTokens } from "../app/identity/SessionTokens.ts"
import { layerSessionCache } from "../app/identity/sessions.ts"
import { itinerariesModule } from "../app/itineraries/ItinerariesModule.ts"
import { paymentsModule } from "../app/payments/PaymentsModule.ts"
import { pdfModule } from "../app/pdf/PdfModule.ts"
import { placesModule } from "../app/places/PlacesModule.ts"
import { sharePreviewModule } from "../app/sharePreview/PreviewImages.ts"
import { type AppConfig, isProduction } from "../config/AppConfig.ts"
import { ALL_ROLES, describeRoles } from "../config/roles.ts"
import { resolveSessionSecret } from "../config/sessionSecret.ts"
import { PaymentsDevRoutes } from "../http/PaymentsDevHttp.ts"
import { layerPublicConfig } from "../http/PublicConfig.ts"
import { allRoutes } from "../http/routes.ts"
import { defaultWebDist } from "../http/webAssets.ts"
import { layerMetricsRoute } from "../http/metricsHttp.ts"
import { allMigrations } from "./migrations.ts"
import { phoneAuthModule } from "./phoneAuthModule.ts"
import { layerReadyLine } from "./readyLine.ts"

const IN_MEMORY = ":memory:"

/** The data layers every process needs: database (migrated with every package's tables), event bus, event store. */
export const dataLayer = (config: AppConfig) =>
  eventPlatform({
    databaseUrl: Option.getOrUndefined(Option.map(config.databaseUrl, Redacted.value)),
    pgliteDir: config.dataDir === IN_MEMORY ? undefined : join(resolve(config.dataDir), "pgdata"),
    natsUrl: Option.getOrUndefined(config.natsUrl),
    migrations: allMigrations,
    traceEvents: tracesUrlOf(config.tracing) !== undefined
  })

/**
 * The embedded database belongs to one process, so it runs every role; splitting roles across
 * processes needs PostgreSQL (and NATS, so the processes hear of each other's writes at once).
 */
export const checkRoles = (config: AppConfig) =>
  Option.isNone(config.databaseUrl) && config.roles.size !== ALL_ROLES.length
    ? Effect.dieMessage(
        `ROLES=${describeRoles(config.roles)} needs DATABASE_URL: on the embedded database one process runs every role (leave ROLES unset).`
      )
    : Effect.void

/** This process's projections: the active runner where it has the projections role, else a follower. */
export const projectionsFor = (config: AppConfig) =>
  layerProjectionsRuntime(allProjections, {
    mode: config.roles.has("projections") ? "active" : "follow",
    lease: config.projectionLease
  })

/**
 * Everything the HTTP routes need, wired from configuration: the API, its docs, the web build, the
 * projections, workers and adapters. `DATA_DIR=:memory:` keeps PGlite in memory (tests).
 */
export const appRoutes = (config: AppConfig) =>
  Layer.unwrapEffect(
    Effect.gen(function* () {
      yield* checkRoles(config)
      const inMemory = config.dataDir === IN_MEMORY
      if (!inMemory) mkdirSync(resolve(config.dataDir), { recursive: true })
      const data = dataLayer(config)
      const sessionSecret = inMemory
        ? Option.getOrElse(config.sessionSecret, () => Redacted.make(randomBytes(32).toString("hex")))
        : yield* resolveSessionSecret({
            fromEnv: config.sessionSecret,
            dataDir: resolve(config.dataDir),
            production: isProduction(config)
          })
      const payments = yield* paymentsModule({
        dataDir: inMemory ? undefined : resolve(config.dataDir),
        production: isProduction(config),
        reconcile: config.roles.has("reconciler"),
        adminChannel: Option.isNone(config.databaseUrl)
      })
      const phoneAuth = yield* phoneAuthModule({ sessionSecret, production: isProduction(config), trustProxy: config.trustProxy })
      const itineraries = yield* itinerariesModule({ production: isProduction(config), runWorker: config.roles.has("generation") })
      const places = yield* placesModule
      const pdf = yield* pdfModule({ dataDir: inMemory ? undefined : resolve(config.dataDir), trustProxy: config.trustProxy })
      const previews = yield* sharePreviewModule
      const adapters = { ...data.adapters, ...payments.adapters, ...phoneAuth.adapters, ...itineraries.adapters, ...places.adapters, ...pdf.adapters, ...previews.adapters }
      for (const [port, adapter] of Object.entries(adapters)) yield* Effect.logInfo(`adapter ${port}: ${adapter}`)
      yield* Effect.logInfo(`roles: ${describeRoles(config.roles)}`)
      const missingParts = [...pdf.missingParts, ...previews.missingParts]
      if (missingParts.length > 0) yield* Effect.logWarning(`optional parts missing: ${missingParts.join("; ")}`)
      const webDist = Option.getOrElse(config.webDist, () => defaultWebDist)
      const publicConfig = layerPublicConfig({
        phoneAuth: phoneAuth.publicConfig,
        payments: payments.publicConfig,
        places: places.publicConfig
      })
      const emulator = phoneAuth.publicConfig.provider === "firebase" ? phoneAuth.publicConfig.emulatorUrl : undefined
      const edge = {
        trustProxy: config.trustProxy,
        extraConnect: emulator === undefined ? [] : [emulator],
        publicOrigin: Option.getOrUndefined(config.publicOrigin)
      }
      // The dev checkout exists only while the local gateway is chosen, on that gateway's instance.
      const paymentsDevRoutes = payments.localGateway === undefined ? Layer.empty : PaymentsDevRoutes.pipe(Layer.provide(payments.localGateway))
      const metricsRoute = layerMetricsRoute({ trustProxy: config.trustProxy, token: config.metricsToken })
      return Layer.mergeAll(allRoutes(resolve(webDist), edge), metricsRoute, paymentsDevRoutes, phoneAuth.routes).pipe(
        Layer.provide(phoneAuth.layer),
        Layer.provide(publicConfig),
        Layer.provide(payments.layer),
        Layer.provide(itineraries.layer),
        Layer.provide(places.layer),
        Layer.provide(pdf.layer),
        Layer.provide(previews.layer),
        Layer.provide(projectionsFor(config)),
        Layer.provide(layerSessionTokens(sessionSecret)),
        Layer.provide(layerSessionCache),
        Layer.provide(layerAdapters(adapters)),
        Layer.provideMerge(data.layer)
      )
    })
  )

/**
 * The whole app in one process (the embedded default), listening on PORT. The routes and everything
 * behind them (database, migrations, projections, workers) are built first and only then is the port
 * opened: a request that arrived in between used to wait forever for a handler.
 */
export const appLayer = (config: AppConfig) => {
  const tracing = tracesUrlOf(config.tracing) !== undefined
  return Layer.unwrapScoped(
    Effect.map(HttpLayerRouter.toHttpEffect(appRoutes(config)), (handler) =>
      HttpServer.serve(handler).pipe(
        // Without a trace exporter the span Effect opens for every request only costs CPU (measured:
        // 5-25% of an instance's CPU per read request under load); with one, every request is a trace.
        HttpMiddleware.withTracerDisabledWhen(() => !tracing),
        // Then the line that says where the app is (issue 40, point 9).
        Layer.merge(layerReadyLine(Option.getOrUndefined(config.publicOrigin))),
        Layer.provide(NodeHttpServer.layer(createServer, { port: config.port, host: config.host }))
      )
    ).pipe(Effect.provide(NodeHttpServer.layerContext))
  ).pipe(Layer.provide(observability(config, "safarnama-api")))
}

/** Traces (exported when OTEL_EXPORTER_OTLP_ENDPOINT is set, else off) and log lines carrying trace ids. */
export const observability = (config: AppConfig, serviceName: string) => Layer.merge(layerTracing(config.tracing, serviceName), layerTracedLogger)
