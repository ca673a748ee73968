import * as OtlpSerialization from "@effect/opentelemetry/OtlpSerialization"
import * as OtlpTracer from "@effect/opentelemetry/OtlpTracer"
import { FetchHttpClient } from "@effect/platform"
import { Config, Effect, Layer, Option } from "effect"

/**
 * Where traces go: OpenTelemetry's own environment variables, so any collector's instructions apply.
 * https://opentelemetry.io/docs/specs/otel/protocol/exporter/
 */
export const TracingConfig = Config.all({
  endpoint: Config.option(Config.string("OTEL_EXPORTER_OTLP_ENDPOINT")),
  tracesEndpoint: Config.option(Config.string("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")),
  headers: Config.option(Config.string("OTEL_EXPORTER_OTLP_HEADERS")),
  serviceName: Config.option(Config.string("OTEL_SERVICE_NAME"))
})
export type TracingConfig = Config.Config.Success<typeof TracingConfig>

/** The OTLP/HTTP traces URL: the traces endpoint as given, else `<endpoint>/v1/traces`; none when neither is set. */
export const tracesUrlOf = (config: Pick<TracingConfig, "endpoint" | "tracesEndpoint">): string | undefined => {
  const traces = Option.getOrUndefined(config.tracesEndpoint)?.trim()
  if (traces) return traces
  const base = Option.getOrUndefined(config.endpoint)?.trim()
  return base ? `${base.replace(/\/+$/, "")}/v1/traces` : undefined
}

/** `k1=v1,k2=v2` (values URL-encoded), as OTEL_EXPORTER_OTLP_HEADERS is written. */
export const parseOtlpHeaders = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split(",")
      .map((pair) => pair.split("="))
      .filter((parts) => parts.length >= 2 && parts[0]!.trim() !== "")
      .map(([key, ...value]) => [key!.trim(), decodeURIComponent(value.join("=").trim())])
  )

/**
 * Traces exported over OTLP (JSON over HTTP) when an endpoint is set; otherwise tracing is switched
 * off, so every span in the code is Effect's no-op span and costs next to nothing.
 */
export const layerTracing = (config: TracingConfig, defaultServiceName: string) => {
  const url = tracesUrlOf(config)
  if (url === undefined) return Layer.setTracerEnabled(false)
  return OtlpTracer.layer({
    url,
    resource: { serviceName: Option.getOrElse(config.serviceName, () => defaultServiceName) },
    headers: Option.match(config.headers, { onNone: () => ({}), onSome: parseOtlpHeaders }),
    exportInterval: "2 seconds"
  }).pipe(Layer.provide(OtlpSerialization.layerJson), Layer.provide(FetchHttpClient.layer), Layer.tap(() => Effect.logInfo(`traces: ${url}`)))
}
