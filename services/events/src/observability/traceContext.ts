import { Context, Effect, FiberRef, Option, Tracer } from "effect"
import type { EventMetadata } from "../eventstore/types.ts"

/**
 * Trace context in the event log (docs/adr/0170-metrics-and-traces.md): each event's metadata carries the
 * W3C `traceparent` of the span that appended it, so whoever handles the event later (the generation
 * worker, a projection) continues the same trace, in another process or after a restart.
 * https://www.w3.org/TR/trace-context/#traceparent-header
 */
export const TRACEPARENT = "traceparent"

/** Whether appended events carry their trace context: only while traces are exported (off, nothing is added). */
export class TraceEvents extends Context.Reference<TraceEvents>()("TraceEvents", { defaultValue: () => false }) {}

const TRACEPARENT_FORMAT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/

/** The span's traceparent; none for a span that is not exported (tracing off: Effect's no-op spans). */
export const traceparentOf = (span: Tracer.AnySpan): string | undefined =>
  /^[0-9a-f]{32}$/.test(span.traceId) && /^[0-9a-f]{16}$/.test(span.spanId)
    ? `00-${span.traceId}-${span.spanId}-${span.sampled ? "01" : "00"}`
    : undefined

/** The span a traceparent names, to continue its trace. */
export const spanOfTraceparent = (traceparent: unknown): Tracer.ExternalSpan | undefined => {
  const match = typeof traceparent === "string" ? TRACEPARENT_FORMAT.exec(traceparent) : null
  return match ? Tracer.externalSpan({ traceId: match[1]!, spanId: match[2]!, sampled: (Number.parseInt(match[3]!, 16) & 1) === 1 }) : undefined
}

/** The span an event was appended in, from its metadata. */
export const spanOfEvent = (metadata: EventMetadata): Tracer.ExternalSpan | undefined => spanOfTraceparent(metadata[TRACEPARENT])

/** The current span's traceparent, if tracing is on and there is one. */
export const currentTraceparent: Effect.Effect<string | undefined> = Effect.map(Effect.option(Effect.currentSpan), (span) =>
  Option.isSome(span) ? traceparentOf(span.value) : undefined
)

/**
 * Runs `effect` in a span continuing the traces of the events it handles: the first traced event's
 * span is the parent (one trace from the request to here), the others are links.
 */
export const withSpanOfEvents =
  (name: string, metadata: ReadonlyArray<EventMetadata>, attributes: Record<string, unknown> = {}) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    // With tracing off nothing is read from the metadata (a batch may hold thousands of events).
    Effect.flatMap(FiberRef.get(FiberRef.currentTracerEnabled), (enabled) => {
      if (!enabled) return effect
      const spans = metadata.map(spanOfEvent).filter((s): s is Tracer.ExternalSpan => s !== undefined)
      const unique = [...new Map(spans.map((s) => [`${s.traceId}-${s.spanId}`, s])).values()]
      const [parent, ...others] = unique
      return Effect.withSpan(effect, name, {
        attributes,
        ...(parent === undefined ? {} : { parent }),
        links: others.map((span) => ({ _tag: "SpanLink" as const, span, attributes: {} }))
      })
    })
