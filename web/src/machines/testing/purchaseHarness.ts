// Test support: a running purchase machine whose server answers and payment window the test
// controls. Orders and payments get fresh ids, as a real gateway would give.
import { createActor } from "xstate"
import type { CheckoutOutcome, PaymentOrder } from "../../payments/gateway"
import { purchaseMachine, type VerifiedPayment } from "../purchase.machine"
import { CallLog, flushPromises } from "./controllablePromises"

/** What the server lists: the spec's packages under its own ids. */
export const SERVER_PACKAGES = [
  { id: "pkg_2", credits: 2, amount: 100, perCredit: 50 },
  { id: "pkg_5", credits: 5, amount: 250, perCredit: 50 },
  { id: "pkg_10", credits: 10, amount: 450, perCredit: 45, originalAmount: 500, discount: "10% OFF" }
]

export function createPurchaseHarness() {
  const loadPackages = new CallLog<unknown, unknown>()
  const createOrder = new CallLog<{ amount: number; credits: number }, PaymentOrder>()
  const openCheckout = new CallLog<{ order: PaymentOrder; credits: number }, CheckoutOutcome>()
  const verifyPayment = new CallLog<{ orderId: string; paymentId: string; signature: string }, VerifiedPayment>()
  const fetchCredits = new CallLog<unknown, number>()
  const toasts: string[] = []
  const balances: (number | null)[] = []
  let successes = 0
  let closeRequests = 0
  let orders = 0
  let payments = 0

  const machine = purchaseMachine.provide({
    actors: {
      loadPackages: loadPackages.logic,
      createOrder: createOrder.logic,
      openCheckout: openCheckout.logic,
      verifyPayment: verifyPayment.logic,
      fetchCredits: fetchCredits.logic
    },
    actions: {
      notifySuccess: (_, params) => toasts.push(params.message),
      creditsChanged: (_, params) => balances.push(params.credits),
      purchaseSucceeded: () => {
        successes++
      },
      closeModal: () => {
        closeRequests++
      }
    }
  })
  const actor = createActor(machine).start()

  const inFlight = <I, O>(log: CallLog<I, O>, what: string) => {
    const call = log.pending
    if (!call) throw new Error(`expected ${what} in flight, but the machine made no such request`)
    return call
  }

  return {
    actor,
    loadPackages,
    createOrder,
    openCheckout,
    verifyPayment,
    fetchCredits,
    toasts,
    balances,
    get successes() {
      return successes
    },
    get closeRequests() {
      return closeRequests
    },
    inFlight,
    /** The server creates an order for the requested package. */
    async orderCreated() {
      const call = inFlight(createOrder, "an order request")
      orders++
      call.resolve({ orderId: `order_${orders}`, amount: call.input.amount * 100, currency: "INR", keyId: "rzp_test" })
      await flushPromises()
    },
    /** The gateway returns a complete, signed payment for the open order. */
    async paid(override: Record<string, unknown> = {}) {
      const call = inFlight(openCheckout, "a payment window")
      payments++
      call.resolve({
        kind: "paid",
        response: {
          razorpay_payment_id: `pay_${payments}`,
          razorpay_order_id: call.input.order.orderId,
          razorpay_signature: `sig_${payments}`,
          ...override
        }
      })
      await flushPromises()
    },
    /** Whether the page currently asks before unloading. */
    unloadBlocked(): boolean {
      const event = new Event("beforeunload", { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    },
    stop() {
      actor.stop()
    }
  }
}

export type PurchaseHarness = ReturnType<typeof createPurchaseHarness>
