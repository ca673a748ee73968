import { HttpLayerRouter, HttpServerRequest } from "@effect/platform"
import { Effect, Exit, Metric } from "effect"
import { httpRequestDuration, httpRequests } from "../observability/appMetrics.ts"
import { routeLabel } from "./routeLabel.ts"

/**
 * Counts every answer by method, route and status, and times it until its headers are ready. A
 * handler that dies is counted as the 500 the server then sends.
 */
export const HttpMetrics = HttpLayerRouter.middleware(
  (httpEffect) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const start = performance.now()
      const route = routeLabel(new URL(request.url, "http://localhost").pathname)
      const exit = yield* Effect.exit(httpEffect)
      const status = Exit.isSuccess(exit) ? exit.value.status : 500
      const seconds = (performance.now() - start) / 1000
      yield* Metric.increment(Metric.tagged(Metric.tagged(Metric.tagged(httpRequests, "method", request.method), "route", route), "status", String(status)))
      yield* Metric.update(Metric.tagged(Metric.tagged(httpRequestDuration, "method", request.method), "route", route), seconds)
      return yield* exit
    }),
  { global: true }
)
