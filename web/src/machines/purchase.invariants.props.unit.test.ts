// Invariants of the purchase flow over random (seeded) sequences of clicks, server answers and
// payment-window outcomes, including a gateway that replays an earlier payment.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isPaying, type PurchaseEvent, purchaseMessages, selectedPackage } from "./purchase.machine"
import { flushPromises } from "./testing/controllablePromises"
import { createPurchaseHarness, type PurchaseHarness, SERVER_PACKAGES } from "./testing/purchaseHarness"

type Outcome = "ok" | "fail" | "odd"
type Command =
  | { kind: "user"; event: PurchaseEvent }
  /** Whatever is in flight gets answered: ok, failed, or something odd (a replayed or unsigned payment, a refusal). */
  | { kind: "answer"; outcome: Outcome }
  | { kind: "closeWindow" }

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .oneof(
        fc.constant<PurchaseEvent>({ type: "OPEN" }),
        fc.constant<PurchaseEvent>({ type: "CLOSE" }),
        fc.constant<PurchaseEvent>({ type: "PAY" }),
        fc.constant<PurchaseEvent>({ type: "PAY" }),
        fc
          .constantFrom("credits-2", "credits-10", "pkg_5", "pkg_10", "nope")
          .map<PurchaseEvent>((id) => ({ type: "PACKAGE_SELECTED", id }))
      )
      .map((event) => ({ kind: "user" as const, event }))
  },
  { weight: 5, arbitrary: fc.constantFrom<Outcome>("ok", "ok", "fail", "odd").map((outcome) => ({ kind: "answer" as const, outcome })) },
  { weight: 1, arbitrary: fc.constant({ kind: "closeWindow" as const }) }
)

// Most runs start with the dialog open so the budget goes to paying rather than opening.
const journey = fc
  .tuple(
    fc.constantFrom<Command[]>([], [{ kind: "user", event: { type: "OPEN" } }, { kind: "answer", outcome: "ok" }]),
    fc.array(command, { minLength: 10, maxLength: 60, size: "max" })
  )
  .map(([start, rest]) => [...start, ...rest])

async function answer(h: PurchaseHarness, outcome: Outcome, replayable: Record<string, unknown>[]): Promise<void> {
  if (h.loadPackages.pending) {
    const call = h.loadPackages.pending
    if (outcome === "ok") call.resolve(SERVER_PACKAGES)
    else if (outcome === "odd") call.resolve([{ credits: "lots" }])
    else call.reject(new TypeError("Failed to fetch"))
  } else if (h.createOrder.pending) {
    if (outcome === "fail") h.createOrder.pending.reject({ status: 500, message: "boom" })
    else return h.orderCreated()
  } else if (h.openCheckout.pending) {
    const call = h.openCheckout.pending
    const earlier = replayable.at(-1)
    if (outcome === "ok") return h.paid()
    if (outcome === "fail") call.reject(new Error("payment failed"))
    // A gateway replaying an earlier payment as if it paid this order.
    else if (earlier) call.resolve({ kind: "paid", response: { ...earlier, razorpay_order_id: call.input.order.orderId } })
    else return h.paid({ razorpay_signature: undefined })
  } else if (h.verifyPayment.pending) {
    const call = h.verifyPayment.pending
    if (outcome === "ok") call.resolve({ success: true, credits: 7 })
    else if (outcome === "odd") call.resolve({ success: false })
    else call.reject({ status: 400, message: "Payment verification failed" })
  } else if (h.fetchCredits.pending) {
    if (outcome === "ok") h.fetchCredits.pending.resolve(9)
    else h.fetchCredits.pending.reject({ status: 500, message: "boom" })
  }
  await flushPromises()
}

async function run(commands: Command[], inspect?: (h: PurchaseHarness) => void): Promise<void> {
  const h = createPurchaseHarness()
  try {
    for (const step of commands) {
      const before = h.actor.getSnapshot()
      if (step.kind === "user") h.actor.send(step.event)
      else if (step.kind === "closeWindow") {
        h.openCheckout.pending?.resolve({ kind: "dismissed" })
        await flushPromises()
      } else {
        // Payments the server has already been asked to verify.
        const responses = h.verifyPayment.calls.map((call) => ({
          razorpay_payment_id: call.input.paymentId,
          razorpay_signature: call.input.signature
        }))
        await answer(h, step.outcome, responses)
      }
      const snapshot = h.actor.getSnapshot()

      // A payment is never verified twice, and no order is verified twice.
      const payments = h.verifyPayment.calls.map((call) => call.input.paymentId)
      const orders = h.verifyPayment.calls.map((call) => call.input.orderId)
      expect(new Set(payments).size).toBe(payments.length)
      expect(new Set(orders).size).toBe(orders.length)
      // Unload is blocked exactly while paying, and paying means some payment work is in flight.
      expect(h.unloadBlocked()).toBe(isPaying(snapshot))
      const working = [h.createOrder, h.openCheckout, h.verifyPayment, h.fetchCredits].some((log) => log.pending)
      expect(isPaying(snapshot)).toBe(working)
      // Closing is refused while paying.
      if (step.kind === "user" && step.event.type === "CLOSE" && isPaying(before)) expect(isPaying(snapshot)).toBe(true)
      // Some package is always chosen; a closed modal starts over from the first one.
      expect(selectedPackage(snapshot.context)).toBeDefined()
      if (snapshot.matches("closed")) {
        expect(snapshot.context.selectedId).toBe(snapshot.context.packages[0]?.id)
        expect([snapshot.context.error, snapshot.context.order, snapshot.context.payment]).toEqual([null, null, null])
      }
      // Success is announced once per verified payment, never without one.
      expect(h.toasts.filter((t) => t === purchaseMessages.purchased).length).toBeLessThanOrEqual(
        h.verifyPayment.calls.filter((call) => call.settled).length
      )
      expect(h.successes).toBe(h.closeRequests)
    }
    inspect?.(h)
  } finally {
    h.stop()
  }
}

// Hundreds of seeded runs; on a busy 2-core machine they need more than the default 5 s.
const PROPERTY_TIMEOUT_MS = 60_000

describe("purchase flow invariants", () => {
  it("hold over random sequences of clicks, answers and payment windows", async () => {
    await fc.assert(
      fc.asyncProperty(journey, (commands) => run(commands)),
      { seed: 20_250_510, numRuns: 250 }
    )
  }, PROPERTY_TIMEOUT_MS)

  // The sequence fast-check found when the machine forgot which payments it had verified (a deliberate mutation).
  it("refuses a replayed earlier payment for a new order", async () => {
    const open = { kind: "user", event: { type: "OPEN" } } as const
    const pay = { kind: "user", event: { type: "PAY" } } as const
    const ok = { kind: "answer", outcome: "ok" } as const
    const fail = { kind: "answer", outcome: "fail" } as const
    const odd = { kind: "answer", outcome: "odd" } as const
    // Paid, verification refused; then the gateway hands back the same payment for the next order.
    await run([open, ok, pay, ok, ok, fail, pay, ok, odd], (h) => {
      expect(h.verifyPayment.count).toBe(1)
      expect(h.actor.getSnapshot().context.error).toBe(purchaseMessages.invalidResponse)
    })
  })
})
