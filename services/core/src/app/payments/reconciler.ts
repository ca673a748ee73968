import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import { PaymentGateway } from "../../adapters/payment-gateway/PaymentGateway.ts"
import { metadataFor } from "../metadata.ts"
import { ordersAwaitingCredit } from "./awaitingCredit.ts"
import { capturePayment } from "./capturePayment.ts"

/** The refund policy promises credit within 24 hours; we look back a week so nothing slips through. */
export const RECONCILE_MAX_AGE = Duration.days(7)

export interface ReconcileReport {
  readonly checked: number
  readonly credited: ReadonlyArray<string>
  readonly unpaid: number
  readonly failures: ReadonlyArray<{ readonly orderId: string; readonly reason: string }>
}

/**
 * One pass of the payment reconciler (a process manager): for every order still awaiting credit,
 * older than `minAge` (leave the checkout and webhook their time) and younger than a week, ask the
 * gateway for the order's payments and capture a captured one (source reconciler). Idempotent: an
 * order captured meanwhile by verify or webhook is simply found captured.
 */
export const reconcileOnce = (options: { readonly minAge: Duration.DurationInput }) =>
  Effect.gen(function* () {
    const gateway = yield* PaymentGateway
    const now = new Date(yield* Clock.currentTimeMillis)
    const candidates = yield* ordersAwaitingCredit({
      now,
      minAgeMs: Duration.toMillis(options.minAge),
      maxAgeMs: Duration.toMillis(RECONCILE_MAX_AGE)
    })
    const credited: Array<string> = []
    const failures: Array<{ orderId: string; reason: string }> = []
    let unpaid = 0
    yield* Effect.forEach(
      candidates,
      (order) =>
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
            metadata: metadataFor("system:reconciler")
          })
          if (outcome._tag === "Captured") credited.push(order.orderId)
        }).pipe(
          Effect.catchAll((error) =>
            Effect.sync(() => {
              failures.push({ orderId: order.orderId, reason: "_tag" in error ? String(error._tag) : String(error) })
            })
          )
        ),
      { concurrency: 4, discard: true }
    )
    return { checked: candidates.length, credited, unpaid, failures } satisfies ReconcileReport
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
