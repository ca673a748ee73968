import { createHash } from "node:crypto"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import { Effect, Metric } from "effect"
import { PaymentGateway } from "../../adapters/payment-gateway/PaymentGateway.ts"
import { availableCredits } from "../../domain/credits/decider.ts"
import { OrderNotFound, paymentsDecider } from "../../domain/payments/decider.ts"
import { payments } from "../../observability/appMetrics.ts"
import { readCreditsAccount } from "../credits/creditsAccount.ts"
import { handleCommand } from "../handleCommand.ts"
import { metadataFor } from "../metadata.ts"
import { capturePayment } from "./capturePayment.ts"
import { PaymentVerificationFailed } from "./errors.ts"
import { readOrderWithCredits } from "./orders.ts"

/** Enough failed verifications on one order to see an attack; beyond it we stop growing its stream. */
const MAX_RECORDED_FAILURES = 20

/**
 * The checkout's success callback: the signature of `orderId|paymentId` under our key secret proves
 * the gateway took the payment for this order. Captures the order (source verify) and answers the
 * buyer's new balance. Someone else's order is answered exactly like an unknown one.
 */
export const verifyPayment = (
  userId: string,
  payment: { readonly orderId: string; readonly paymentId: string; readonly signature: string }
) =>
  Effect.gen(function* () {
    const gateway = yield* PaymentGateway
    // The caller must be the buyer, so their ledger is read with the order (one statement).
    const read = yield* readOrderWithCredits(payment.orderId, userId)
    const order = read.order
    if (order.state.status === "none" || order.state.order.userId !== userId) {
      return yield* Effect.fail(new OrderNotFound({ orderId: payment.orderId }))
    }
    if (!gateway.isValidPaymentSignature(payment)) {
      if (order.state.failedVerifications < MAX_RECORDED_FAILURES) {
        const attempt = createHash("sha256").update(`${payment.paymentId}|${payment.signature}`).digest("hex")
        yield* handleCommand(
          paymentsDecider,
          order.stream,
          { type: "RecordVerificationFailure", paymentId: payment.paymentId, reason: "signature mismatch" },
          {
            metadata: metadataFor(`user:${userId}`),
            eventId: () => eventIdFor(`verification-failed:${payment.orderId}:${attempt}`)
          }
        ).pipe(Effect.catchTag("EventIdReused", () => Effect.void))
      }
      yield* Metric.increment(Metric.tagged(Metric.tagged(payments, "outcome", "verification_failed"), "source", "verify"))
      return yield* Effect.fail(new PaymentVerificationFailed({ orderId: payment.orderId }))
    }
    const outcome = yield* capturePayment({
      orderId: payment.orderId,
      paymentId: payment.paymentId,
      source: "verify",
      metadata: metadataFor(`user:${userId}`),
      buyer: userId,
      read
    })
    if (outcome.availableCredits !== undefined) return { credits: outcome.availableCredits, outcome }
    const account = yield* readCreditsAccount(userId)
    return { credits: availableCredits(account.state), outcome }
  })
