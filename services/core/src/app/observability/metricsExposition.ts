import { Effect, Metric } from "effect"
import { paymentOrders, pdfRenderQueue, pdfRendersRunning, reconcilerLastPass } from "../../observability/appMetrics.ts"
import { processSamples } from "@safarnama/events/observability/processMetrics"
import { prometheusText } from "@safarnama/events/observability/prometheusText"
import { refreshScrapeGauges } from "./scrapeGauges.ts"

/**
 * Series shown from the start, before anything updates them: Effect registers a metric on first use,
 * and an alert or a dashboard should see 0 rather than nothing.
 */
const shownFromStart: ReadonlyArray<{ readonly unsafeValue: (tags: ReadonlyArray<never>) => unknown }> = [
  paymentOrders,
  pdfRenderQueue,
  pdfRendersRunning,
  reconcilerLastPass
]

/** One scrape: the database gauges refreshed, then every metric of this process in Prometheus' text format. */
export const metricsExposition = Effect.gen(function* () {
  yield* Effect.sync(() => {
    for (const metric of shownFromStart) metric.unsafeValue([])
  })
  yield* refreshScrapeGauges
  return prometheusText(yield* Metric.snapshot, processSamples())
})
