import { Clock, Effect, Metric } from "effect"
import { projectionLag } from "./projectionLag.ts"

export const projectionLagEvents = Metric.gauge("safarnama_projection_lag_events", {
  description: "Events in the log that a projection has not applied yet, by projection (counted up to 100,000)."
})

export const projectionLagSeconds = Metric.gauge("safarnama_projection_lag_seconds", {
  description: "Age of the oldest event a projection has not applied yet, by projection, in seconds; 0 when caught up."
})

/** Reads every projection's lag from the database into the gauges (when Prometheus scrapes). */
export const refreshProjectionLag = Effect.gen(function* () {
  const now = yield* Clock.currentTimeMillis
  for (const lag of yield* projectionLag) {
    const age = lag.oldestUnapplied === undefined ? 0 : Math.max(0, (now - lag.oldestUnapplied.getTime()) / 1000)
    yield* Metric.set(Metric.tagged(projectionLagEvents, "projection", lag.projection), lag.events)
    yield* Metric.set(Metric.tagged(projectionLagSeconds, "projection", lag.projection), age)
  }
})
