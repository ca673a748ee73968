import { Context, FiberRef, FiberRefs, HashMap, HashSet, Layer, Logger, Option, Tracer } from "effect"
import { traceparentOf } from "./traceContext.ts"

/**
 * A logger that adds the current span's `trace_id` and `span_id` to each line logged inside a traced
 * span, so a log line leads to its trace and back. Outside a span, or with tracing off, lines are as before.
 */
export const withTraceIds = <Message, Output>(logger: Logger.Logger<Message, Output>): Logger.Logger<Message, Output> =>
  Logger.mapInputOptions(logger, (options) => {
    const context = FiberRefs.getOrDefault(options.context, FiberRef.currentContext)
    const span = Context.getOption(context, Tracer.ParentSpan)
    if (Option.isNone(span) || traceparentOf(span.value) === undefined) return options
    const annotations = HashMap.set(HashMap.set(options.annotations, "trace_id", span.value.traceId), "span_id", span.value.spanId)
    return { ...options, annotations }
  })

/**
 * Every logger the process logs with (Effect's default, or the pretty one `npm start` installs) now
 * carrying trace ids; nothing else changes.
 */
export const layerTracedLogger = Layer.fiberRefLocallyScopedWith(FiberRef.currentLoggers, (loggers) =>
  HashSet.map(loggers, (logger) => (logger === Logger.defaultLogger || logger === Logger.prettyLoggerDefault ? withTraceIds(logger) : logger))
)
