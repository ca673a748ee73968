import { Metric, MetricBoundaries } from "effect"

/**
 * What the app reports to Prometheus (docs/adr/0170-metrics-and-traces.md), named by Prometheus'
 * conventions: `safarnama_` first, the unit last (`_seconds`, `_bytes`), counters ending in `_total`.
 * Labels stay few and bounded (routes as the API declares them, outcomes, rule names), never an id.
 */
const seconds = (bounds: ReadonlyArray<number>) => MetricBoundaries.fromIterable(bounds)

export const httpRequests = Metric.counter("safarnama_http_requests_total", {
  description: "HTTP requests answered, by method, route and status.",
  incremental: true
})

export const httpRequestDuration = Metric.histogram(
  "safarnama_http_request_duration_seconds",
  seconds([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]),
  "Time to answer an HTTP request (until the answer's headers), by method and route, in seconds."
)

export const generations = Metric.counter("safarnama_generations_total", {
  description: "Generations finished, by outcome (completed, failed, timed_out, interrupted).",
  incremental: true
})

export const generationDuration = Metric.histogram(
  "safarnama_generation_duration_seconds",
  seconds([1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600]),
  "From a generation's request to its end, by outcome, in seconds: what the traveller waited."
)

export const planCheckProblems = Metric.counter("safarnama_plan_check_problems_total", {
  description: "Problems the plan checks found in what a writer wrote (before repairs), by rule and severity.",
  incremental: true
})

export const regenerations = Metric.counter("safarnama_regenerations_total", {
  description: "Day and activity regenerations finished, by outcome (completed, failed).",
  incremental: true
})

export const paymentOrders = Metric.counter("safarnama_payment_orders_created_total", {
  description: "Payment orders created (checkouts started).",
  incremental: true
})

export const payments = Metric.counter("safarnama_payments_total", {
  description: "Payment outcomes: captured and credited (by source: verify, webhook, reconciler, support), or a failed verification.",
  incremental: true
})

export const paidUncreditedOldestAge = Metric.gauge("safarnama_payments_paid_uncredited_oldest_age_seconds", {
  description:
    "Age of the oldest order the gateway says is paid (or could not be asked about) whose credits the reconciler could not record, in seconds; 0 when none. The spec promises credits within 24 hours."
})

export const awaitingCredit = Metric.gauge("safarnama_payment_orders_awaiting_credit", {
  description: "Orders of the last 7 days neither credited nor failed (most are abandoned checkouts)."
})

export const awaitingCreditOldestAge = Metric.gauge("safarnama_payment_orders_awaiting_credit_oldest_age_seconds", {
  description: "Age of the oldest order of the last 7 days neither credited nor failed, in seconds; 0 when none."
})

export const reconcilerLastPass = Metric.gauge("safarnama_reconciler_last_pass_timestamp_seconds", {
  description: "When this process's reconciler last finished a pass, in seconds since the Unix epoch; 0 before the first."
})

export const pdfRenders = Metric.counter("safarnama_pdf_renders_total", {
  description: "PDF renders, by outcome (rendered, failed, busy: refused because the queue was full).",
  incremental: true
})

export const pdfRenderDuration = Metric.histogram(
  "safarnama_pdf_render_duration_seconds",
  seconds([0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30]),
  "Time to render a PDF in Chromium (after its turn in the queue), in seconds."
)

export const pdfRenderQueue = Metric.gauge("safarnama_pdf_render_queue", {
  description: "PDF renders waiting for a free Chromium page."
})

export const pdfRendersRunning = Metric.gauge("safarnama_pdf_renders_running", {
  description: "PDF renders running now."
})
