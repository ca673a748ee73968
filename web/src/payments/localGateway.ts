// The local gateway (development and tests): an in-app checkout dialog instead of Razorpay's
// window. The purchase flow awaits `open()`; the dialog (components/purchase/LocalCheckoutDialog)
// shows the pending checkout and settles it with Pay, Fail or Close.
import { paymentsApi } from "./api"
import type { CheckoutOutcome, CheckoutRequest, PaymentGateway } from "./gateway"

interface PendingCheckout {
  request: CheckoutRequest
  settle(outcome: CheckoutOutcome | Error): void
}

let pending: PendingCheckout | null = null
const listeners = new Set<() => void>()

function setPending(next: PendingCheckout | null): void {
  pending = next
  for (const listener of listeners) listener()
}

export const localCheckout = {
  /** The checkout the dialog should show, if any. */
  current: (): CheckoutRequest | null => pending?.request ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Pay or fail through the server's dev route; the server answers like Razorpay would. */
  async pay(outcome: "success" | "failure"): Promise<void> {
    const checkout = pending
    if (!checkout) return
    try {
      const answer = await paymentsApi.devPay(checkout.request.order.orderId, outcome)
      const failed = typeof answer === "object" && answer !== null && "error" in answer
      finish(checkout, failed ? new Error("Payment failed") : { kind: "paid", response: answer })
    } catch (error) {
      finish(checkout, error instanceof Error ? error : new Error("Payment failed"))
    }
  },
  close(): void {
    if (pending) finish(pending, { kind: "dismissed" })
  }
}

function finish(checkout: PendingCheckout, outcome: CheckoutOutcome | Error): void {
  if (pending !== checkout) return
  setPending(null)
  checkout.settle(outcome)
}

export const localGateway: PaymentGateway = {
  open(request) {
    // Only one window at a time, as with Razorpay; an older one counts as closed.
    if (pending) finish(pending, { kind: "dismissed" })
    return new Promise<CheckoutOutcome>((resolve, reject) => {
      setPending({ request, settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)) })
    })
  }
}
