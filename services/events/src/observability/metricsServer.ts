import { createServer } from "node:http"
import { Effect, Layer, Option, Redacted, Runtime } from "effect"
import { METRICS_FORBIDDEN, mayReadMetrics } from "./metricsAccess.ts"
import { PROMETHEUS_CONTENT_TYPE } from "./prometheusText.ts"

export interface MetricsServerOptions<R> {
  readonly port: number
  readonly host: string
  readonly trustProxy: boolean
  /** METRICS_TOKEN, when set. */
  readonly token: string | undefined
  /** One scrape's text. */
  readonly exposition: Effect.Effect<string, never, R>
}

/**
 * A process without the API's port (the workers, the read side) opens this one when METRICS_PORT is
 * set: it answers only GET /metrics, to the loopback address or the bearer token, like the API's.
 */
export const layerMetricsServer = <R>(options: MetricsServerOptions<R>) =>
  Layer.scopedDiscard(
    Effect.gen(function* () {
      const scrape = Runtime.runPromise(yield* Effect.runtime<R>())
      const server = createServer((req, res) => {
        if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
          res.writeHead(404, { "content-type": "text/plain" }).end("Not found: this port serves GET /metrics only.")
          return
        }
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]))
        if (!mayReadMetrics({ remoteAddress: req.socket.remoteAddress, headers }, options)) {
          res.writeHead(403, { "content-type": "text/plain" }).end(METRICS_FORBIDDEN)
          return
        }
        scrape(options.exposition).then(
          (text) => res.writeHead(200, { "content-type": PROMETHEUS_CONTENT_TYPE }).end(text),
          () => res.writeHead(500, { "content-type": "text/plain" }).end("The metrics could not be read.")
        )
      })
      yield* Effect.acquireRelease(
        Effect.async<void, Error>((resume) => {
          server.once("error", (error) => resume(Effect.fail(error)))
          server.listen(options.port, options.host, () => resume(Effect.void))
        }),
        () =>
          Effect.async<void>((resume) => {
            server.close(() => resume(Effect.void))
          })
      )
      yield* Effect.logInfo(`metrics: http://${options.host}:${options.port}/metrics`)
    })
  )

/** The metrics port as configured: METRICS_PORT (none: no port) and METRICS_TOKEN, for a process without the API's. */
export const layerConfiguredMetricsServer = <R>(options: {
  readonly port: Option.Option<number>
  readonly host: string
  readonly trustProxy: boolean
  readonly token: Option.Option<Redacted.Redacted<string>>
  readonly exposition: Effect.Effect<string, never, R>
}) =>
  Option.match(options.port, {
    onNone: () => Layer.empty,
    onSome: (port) => layerMetricsServer({ ...options, port, token: Option.getOrUndefined(Option.map(options.token, Redacted.value)) })
  })
