import { Effect, Layer, Option, Tracer } from "effect"
import { describe, expect, it } from "vitest"
import { currentTraceparent, spanOfTraceparent, traceparentOf } from "./traceContext.ts"
import { parseOtlpHeaders, tracesUrlOf } from "./tracing.ts"

describe("trace context in event metadata", () => {
  it("writes a span as a W3C traceparent and reads it back", () => {
    const span = Tracer.externalSpan({ traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7", sampled: true })
    const traceparent = traceparentOf(span)
    expect(traceparent).toBe("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
    expect(spanOfTraceparent(traceparent)).toMatchObject({ traceId: span.traceId, spanId: span.spanId, sampled: true })
  })

  it("reads nothing from a malformed or missing traceparent", () => {
    for (const value of [undefined, 42, "", "00-xyz-00f067aa0ba902b7-01", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7"]) {
      expect(spanOfTraceparent(value)).toBeUndefined()
    }
  })

  it("adds nothing while tracing is off (Effect's no-op spans), and the span's id while it is on", async () => {
    const inSpan = currentTraceparent.pipe(Effect.withSpan("work"))
    const off = await Effect.runPromise(inSpan.pipe(Effect.provide(Layer.setTracerEnabled(false))))
    expect(off).toBeUndefined()
    const on = await Effect.runPromise(inSpan)
    expect(on).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)
    expect(await Effect.runPromise(currentTraceparent)).toBeUndefined()
  })
})

describe("the OTLP exporter's settings, from OpenTelemetry's environment variables", () => {
  it("sends traces to <endpoint>/v1/traces, or to the traces endpoint as given; none when unset", () => {
    expect(tracesUrlOf({ endpoint: Option.some("http://collector:4318/"), tracesEndpoint: Option.none() })).toBe("http://collector:4318/v1/traces")
    expect(tracesUrlOf({ endpoint: Option.some("http://a:4318"), tracesEndpoint: Option.some("http://b:4318/traces") })).toBe("http://b:4318/traces")
    expect(tracesUrlOf({ endpoint: Option.some("  "), tracesEndpoint: Option.none() })).toBeUndefined()
    expect(tracesUrlOf({ endpoint: Option.none(), tracesEndpoint: Option.none() })).toBeUndefined()
  })

  it("reads headers written as k=v pairs, values URL-encoded", () => {
    expect(parseOtlpHeaders("api-key=abc%3D%3D, x-team = ops ,broken")).toEqual({ "api-key": "abc==", "x-team": "ops" })
  })
})
