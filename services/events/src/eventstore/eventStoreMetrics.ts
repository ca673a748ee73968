import { Metric, MetricBoundaries } from "effect"

/**
 * The event store's health for operators (Prometheus, via the app's /metrics): how long appends take
 * and how often an optimistic-concurrency check sends a writer back to re-read.
 */
export const appendDuration = Metric.histogram(
  "safarnama_event_store_append_duration_seconds",
  MetricBoundaries.fromIterable([0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]),
  "Time to append to the event store (one transaction, any number of streams), in seconds."
)

/** Appends refused because a stream moved (wrong expected version) or an event id was already used. */
export const appendConflicts = Metric.counter("safarnama_event_store_append_conflicts_total", {
  description: "Appends refused by the optimistic-concurrency check, by kind.",
  incremental: true
})

export const appendedEvents = Metric.counter("safarnama_event_store_appended_events_total", {
  description: "Events appended to the event store.",
  incremental: true
})
