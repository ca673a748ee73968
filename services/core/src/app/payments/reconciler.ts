import { randomUUID } from "node:crypto"
import { acquireLease, releaseLease } from "@safarnama/events/leases/workLeases"
import { ordersAwaitingCredit } from "@safarnama/projections/paymentOrderQueries"
import { Clock, Duration, Effect, Layer, Metric, Schedule } from "effect"
import { PaymentGateway } from "../../adapters/payment-gateway/PaymentGateway.ts"
import { reconcilerLastPass } from "../../observability/appMetrics.ts"
import { recordReconcilerFindings } from "../../observability/reconcilerFindings.ts"
import { metadataFor } from "../metadata.ts"
import { capturePayment } from "./capturePayment.ts"

/** The refund policy promises credit within 24 hours; we look back a week so nothing slips through. */
export const RECONCILE_MAX_AGE = Duration.days(7)

/** A reconciler's claim on one order: long enough for the gateway call and the capture. */
const ORDER_CLAIM_MS = 60_000

export interface ReconcileReport {
  readonly checked: number
  readonly credited: ReadonlyArray<string>
  readonly unpaid: number
  /** Orders another reconciler held a claim on during this pass. */
  readonly skipped: number
  readonly failures: ReadonlyArray<{ readonly orderId: string; readonly reason: string }>
}

/**
 * One pass of the payment reconciler (a process manager): for every order still awaiting credit,
 * older than `minAge` (leave the checkout and webhook their time) and younger than a week, ask the
 * gateway for the order's payments and capture a captured one (source reconciler). Idempotent: an
 * order captured meanwhile by verify or webhook is simply found captured. Each order is claimed first
 * (a lease), so reconcilers in several processes never work on the same order at once; an order
 * claimed by another is left to it (`skipped`).
 */
export const reconcileOnce = (options: { readonly minAge: Duration.DurationInput }) =>
  Effect.gen(function* () {
    const gateway = yield* PaymentGateway
    const owner = `reconciler-${randomUUID()}`
    const now = new Date(yield* Clock.currentTimeMillis)
    const candidates = yield* ordersAwaitingCredit({
      now,
      minAgeMs: Duration.toMillis(options.minAge),
      maxAgeMs: Duration.toMillis(RECONCILE_MAX_AGE)
    })
    const credited: Array<string> = []
    const failures: Array<{ orderId: string; reason: string }> = []
    let unpaid = 0
    let skipped = 0
    const claimed = <A, E, R>(orderId: string, work: Effect.Effect<A, E, R>) =>
      Effect.acquireUseRelease(
        acquireLease(`reconcile:${orderId}`, owner, ORDER_CLAIM_MS),
        (mine) =>
          mine
            ? Effect.asVoid(work)
            : Effect.sync(() => {
                skipped++
              }),
        (mine) => (mine ? releaseLease(`reconcile:${orderId}`, owner).pipe(Effect.ignore) : Effect.void)
      )
    yield* Effect.forEach(
      candidates,
      (order) =>
        claimed(
          order.orderId,
          Effect.gen(function* () {
            const payments = yield* gateway.orderPayments(order.orderId)
            const paid = payments.find((p) => p.status === "captured")
            if (!paid) {
              unpaid++
              return
            }
            const outcome = yield* capturePayment({
              orderId: order.orderId,
              paymentId: paid.paymentId,
              source: "reconciler",
              amountPaise: paid.amountPaise,
              buyer: order.userId,
              metadata: metadataFor("system:reconciler")
            })
            if (outcome._tag === "Captured") credited.push(order.orderId)
          })
        ).pipe(
          Effect.catchAll((error) =>
            Effect.sync(() => {
              failures.push({ orderId: order.orderId, reason: "_tag" in error ? String(error._tag) : String(error) })
            })
          )
        ),
      { concurrency: 4, discard: true }
    )
    // Each failure is an order that is paid or may be (the gateway did not answer): the metrics watch its age.
    const failed = new Set(failures.map((f) => f.orderId))
    recordReconcilerFindings(candidates.filter((order) => failed.has(order.orderId)).map((order) => order.createdAt))
    yield* Metric.set(reconcilerLastPass, Math.round((yield* Clock.currentTimeMillis) / 1000))
    return { checked: candidates.length, credited, unpaid, skipped, failures } satisfies ReconcileReport
  })

/** Runs the reconciler every `interval` for the life of the app (the first pass after one interval). */
export const layerReconciler = (options: { readonly interval: Duration.DurationInput; readonly minAge: Duration.DurationInput }) =>
  Layer.scopedDiscard(
    reconcileOnce(options).pipe(
      Effect.tap((report) =>
        report.credited.length > 0 || report.failures.length > 0
          ? Effect.logInfo(`reconciler: ${report.credited.length} credited, ${report.failures.length} failed of ${report.checked}`, report)
          : Effect.void
      ),
      Effect.catchAllCause((cause) => Effect.logWarning("reconciler pass failed; will retry", cause)),
      Effect.delay(options.interval),
      Effect.repeat(Schedule.forever),
      Effect.forkScoped
    )
  )
