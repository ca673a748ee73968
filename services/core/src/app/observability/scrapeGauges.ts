import { awaitingCreditSummary } from "@safarnama/projections/paymentOrderQueries"
import { refreshProjectionLag } from "@safarnama/projections/projectionMetrics"
import { Clock, Duration, Effect, Metric } from "effect"
import { RECONCILE_MAX_AGE } from "../payments/reconciler.ts"
import { awaitingCredit, awaitingCreditOldestAge, paidUncreditedOldestAge } from "../../observability/appMetrics.ts"
import { oldestPaidUncredited } from "../../observability/reconcilerFindings.ts"

const ageSeconds = (now: number, since: Date | undefined) => (since === undefined ? 0 : Math.max(0, (now - since.getTime()) / 1000))

/**
 * The gauges read from the database when Prometheus scrapes (not kept up to date between scrapes):
 * each projection's lag behind the log and the orders awaiting credit. A database that does not
 * answer leaves them as they were; the scrape still answers with everything else.
 */
export const refreshScrapeGauges = Effect.gen(function* () {
  const now = yield* Clock.currentTimeMillis
  yield* refreshProjectionLag
  const awaiting = yield* awaitingCreditSummary(new Date(now - Duration.toMillis(RECONCILE_MAX_AGE)))
  yield* Metric.set(awaitingCredit, awaiting.orders)
  yield* Metric.set(awaitingCreditOldestAge, ageSeconds(now, awaiting.oldest))
  yield* Metric.set(paidUncreditedOldestAge, ageSeconds(now, oldestPaidUncredited()))
}).pipe(Effect.catchAllCause((cause) => Effect.logWarning("metrics: database gauges not refreshed", cause)))
