import { HttpLayerRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import type { SqlClient } from "@effect/sql"
import { Effect, Option, Redacted } from "effect"
import { METRICS_FORBIDDEN, mayReadMetrics } from "@safarnama/events/observability/metricsAccess"
import { metricsExposition } from "../app/observability/metricsExposition.ts"
import { PROMETHEUS_CONTENT_TYPE } from "@safarnama/events/observability/prometheusText"

export interface MetricsOptions {
  readonly trustProxy: boolean
  readonly token: Option.Option<Redacted.Redacted<string>>
}

const tokenOf = (options: MetricsOptions) => Option.getOrUndefined(Option.map(options.token, Redacted.value))

/** GET /metrics on the API's port (outside /api: for Prometheus, not for the web app). */
export const layerMetricsRoute = (options: MetricsOptions) =>
  HttpLayerRouter.use((router) =>
    Effect.gen(function* () {
      // The database the scrape reads, taken when the route is added (a route's own requirements
      // would otherwise be asked of every request).
      const context = yield* Effect.context<SqlClient.SqlClient>()
      const handler = Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const allowed = mayReadMetrics(
          { remoteAddress: Option.getOrUndefined(request.remoteAddress), headers: request.headers },
          { trustProxy: options.trustProxy, token: tokenOf(options) }
        )
        if (!allowed) return HttpServerResponse.text(METRICS_FORBIDDEN, { status: 403 })
        const text = yield* Effect.provide(metricsExposition, context)
        return HttpServerResponse.text(text, { contentType: PROMETHEUS_CONTENT_TYPE })
      })
      yield* router.add("GET", "/metrics", handler)
    })
  )
