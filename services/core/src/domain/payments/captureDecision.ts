import type { CreditsEvent } from "@safarnama/events/credits/events"
import type { PaymentsEvent } from "@safarnama/events/payments/events"
import { Either } from "effect"
import type { CreditsRejection, CreditsState } from "../credits/decider.ts"
import { decidePurchase } from "../credits/decider.ts"
import type { CapturePayment, PaymentsRejection, PaymentsState } from "./decider.ts"
import { decidePayments, OrderNotFound } from "./decider.ts"

export interface CaptureDecision {
  /** Appended to `payment-<orderId>`. */
  readonly payment: ReadonlyArray<PaymentsEvent>
  /** Appended to `credits-<userId>` in the same append, so an order is never captured without its credits. */
  readonly credits: ReadonlyArray<CreditsEvent>
}

/**
 * Capturing an order's payment and crediting its buyer is one decision over two streams. Both lists
 * are empty when the order was already captured (by whichever source came first).
 */
export const decideCaptureAndCredit = (
  payment: PaymentsState,
  credits: CreditsState,
  command: Omit<CapturePayment, "type">
): Either.Either<CaptureDecision, PaymentsRejection | CreditsRejection> => {
  if (payment.status === "none") return Either.left(new OrderNotFound({}))
  return Either.flatMap(decidePayments({ type: "CapturePayment", ...command }, payment), (paymentEvents) => {
    if (paymentEvents.length === 0) return Either.right({ payment: [], credits: [] })
    const { orderId, credits: orderCredits, amountPaise } = payment.order
    return Either.map(
      decidePurchase(credits, { orderId, paymentId: command.paymentId, credits: orderCredits, amountPaise }),
      (creditEvents) => ({ payment: paymentEvents, credits: creditEvents })
    )
  })
}
