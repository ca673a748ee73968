// Model-based test of the purchase flow. The model is spec sections 4, 8 and 9 as a small machine
// without requests; the system under test is the real purchase machine with a stubbed server and
// payment window. Every transition of the model is replayed on the real machine, which must show
// the same step, package, message and processing flag, and block page unload exactly while paying.
import { describe, expect, it } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import { createTestModel } from "xstate/graph"
import { SPEC_PACKAGES } from "../payments/packages"
import { isPaying, purchaseMessages, selectedPackage } from "./purchase.machine"
import { flushPromises } from "./testing/controllablePromises"
import { createPurchaseHarness, type PurchaseHarness, SERVER_PACKAGES } from "./testing/purchaseHarness"

interface Expected {
  /** Credits of the chosen package. */
  credits: number
  catalogue: "loading" | "server" | "spec"
  error: string | null
}
type Step = "closed" | "choosing" | "creatingOrder" | "awaitingPayment" | "verifying" | "refreshingBalance"

const specModel = setup({
  types: {
    context: {} as Expected,
    events: {} as {
      type:
        | "OPEN"
        | "CLOSE"
        | "CHOOSE_FIRST"
        | "CHOOSE_TEN_CREDITS"
        | "PAY"
        | "PACKAGES_LOADED"
        | "PACKAGES_UNAVAILABLE"
        | "ORDER_CREATED"
        | "ORDER_FAILED"
        | "PAID"
        | "PAID_WITHOUT_SIGNATURE"
        | "PAID_FOR_ANOTHER_ORDER"
        | "WINDOW_CLOSED"
        | "PAYMENT_FAILED"
        | "VERIFIED"
        | "VERIFY_REJECTED"
        | "VERIFY_UNREACHABLE"
        | "BALANCE_REFRESHED"
        | "BALANCE_UNAVAILABLE"
    }
  },
  actions: {
    says: assign((_, params: { message: string }) => ({ error: params.message }))
  },
  guards: {
    loading: ({ context }) => context.catalogue === "loading"
  }
}).createMachine({
  id: "spec",
  context: { credits: 2, catalogue: "loading", error: null },
  initial: "closed",
  states: {
    // Each opening starts again from the first package and asks the server for the list.
    closed: { entry: assign({ credits: 2, catalogue: "loading", error: null }), on: { OPEN: "choosing" } },
    choosing: {
      on: {
        CHOOSE_FIRST: { actions: assign({ credits: 2, error: null }) },
        CHOOSE_TEN_CREDITS: { actions: assign({ credits: 10, error: null }) },
        PAY: { target: "creatingOrder", actions: assign({ error: null }) },
        CLOSE: "closed"
      }
    },
    creatingOrder: {
      on: {
        ORDER_CREATED: "awaitingPayment",
        ORDER_FAILED: { target: "choosing", actions: { type: "says", params: { message: purchaseMessages.orderFailed } } }
      }
    },
    awaitingPayment: {
      on: {
        PAID: "verifying",
        PAID_WITHOUT_SIGNATURE: {
          target: "choosing",
          actions: { type: "says", params: { message: purchaseMessages.invalidResponse } }
        },
        PAID_FOR_ANOTHER_ORDER: {
          target: "choosing",
          actions: { type: "says", params: { message: purchaseMessages.invalidResponse } }
        },
        // Closing the payment window only resets the processing state.
        WINDOW_CLOSED: "choosing",
        PAYMENT_FAILED: { target: "choosing", actions: { type: "says", params: { message: purchaseMessages.paymentFailed } } }
      }
    },
    verifying: {
      on: {
        VERIFIED: "refreshingBalance",
        VERIFY_REJECTED: {
          target: "choosing",
          actions: { type: "says", params: { message: purchaseMessages.verificationFailed } }
        },
        VERIFY_UNREACHABLE: {
          target: "choosing",
          actions: { type: "says", params: { message: purchaseMessages.verificationFailed } }
        }
      }
    },
    refreshingBalance: {
      on: { BALANCE_REFRESHED: "closed", BALANCE_UNAVAILABLE: "closed" }
    }
  },
  // The package list arrives whenever it arrives, while the modal is open.
  on: {
    PACKAGES_LOADED: { guard: "loading", actions: assign({ catalogue: "server" }) },
    PACKAGES_UNAVAILABLE: { guard: "loading", actions: assign({ catalogue: "spec" }) }
  }
})

type SpecSnapshot = SnapshotFrom<typeof specModel>

async function perform(h: PurchaseHarness, type: string): Promise<void> {
  const send = h.actor.send.bind(h.actor)
  const packageId = (credits: number) =>
    h.actor.getSnapshot().context.packages.find((p) => p.credits === credits)?.id ?? "missing"
  switch (type) {
    case "OPEN":
    case "CLOSE":
    case "PAY":
      return send({ type })
    case "CHOOSE_FIRST":
      return send({ type: "PACKAGE_SELECTED", id: packageId(2) })
    case "CHOOSE_TEN_CREDITS":
      return send({ type: "PACKAGE_SELECTED", id: packageId(10) })
    case "PACKAGES_LOADED":
      h.inFlight(h.loadPackages, "the package list").resolve(SERVER_PACKAGES)
      return flushPromises()
    case "PACKAGES_UNAVAILABLE":
      h.inFlight(h.loadPackages, "the package list").reject(new TypeError("Failed to fetch"))
      return flushPromises()
    case "ORDER_CREATED": {
      const chosen = SPEC_PACKAGES.find((p) => p.credits === selectedPackage(h.actor.getSnapshot().context)?.credits)
      expect(h.createOrder.pending?.input).toEqual({ amount: chosen?.amount, credits: chosen?.credits })
      return h.orderCreated()
    }
    case "ORDER_FAILED":
      h.inFlight(h.createOrder, "an order request").reject({ status: 500, message: "boom" })
      return flushPromises()
    case "PAID":
      return h.paid()
    case "PAID_WITHOUT_SIGNATURE":
      return h.paid({ razorpay_signature: "" })
    case "PAID_FOR_ANOTHER_ORDER":
      return h.paid({ razorpay_order_id: "order_someone_else" })
    case "WINDOW_CLOSED":
      h.inFlight(h.openCheckout, "a payment window").resolve({ kind: "dismissed" })
      return flushPromises()
    case "PAYMENT_FAILED":
      h.inFlight(h.openCheckout, "a payment window").reject(new Error("payment failed"))
      return flushPromises()
    case "VERIFIED":
      h.inFlight(h.verifyPayment, "a verification").resolve({ success: true, credits: 12 })
      return flushPromises()
    case "VERIFY_REJECTED":
      h.inFlight(h.verifyPayment, "a verification").reject({ status: 400, message: "Payment verification failed" })
      return flushPromises()
    case "VERIFY_UNREACHABLE":
      h.inFlight(h.verifyPayment, "a verification").resolve({ success: false })
      return flushPromises()
    case "BALANCE_REFRESHED":
    case "BALANCE_UNAVAILABLE": {
      const before = { successes: h.successes, closes: h.closeRequests }
      const call = h.inFlight(h.fetchCredits, "a credits refresh")
      if (type === "BALANCE_REFRESHED") call.resolve(14)
      else call.reject({ status: 0, message: "Network error. Please check your connection." })
      await flushPromises()
      // Success: new balance, the message, the caller told, the modal closed.
      expect(h.balances.at(-1)).toBe(type === "BALANCE_REFRESHED" ? 14 : 12)
      expect(h.toasts.at(-1)).toBe(purchaseMessages.purchased)
      expect(h.successes).toBe(before.successes + 1)
      expect(h.closeRequests).toBe(before.closes + 1)
      return
    }
  }
}

const stepOf = (h: PurchaseHarness): Step => {
  const snapshot = h.actor.getSnapshot()
  if (snapshot.matches("closed")) return "closed"
  const checkout = (snapshot.value as { open: { checkout: string | { paying: Step } } }).open.checkout
  return typeof checkout === "string" ? (checkout as Step) : checkout.paying
}

function expectMachineToMatch(h: PurchaseHarness, expected: SpecSnapshot): void {
  const snapshot = h.actor.getSnapshot()
  const step = expected.value as Step
  const paying = ["creatingOrder", "awaitingPayment", "verifying", "refreshingBalance"].includes(step)
  const catalogue =
    step === "closed" ? "loading" : h.loadPackages.pending ? "loading" : snapshot.context.packages[0]?.id === "pkg_2" ? "server" : "spec"
  expect({
    step: stepOf(h),
    credits: selectedPackage(snapshot.context)?.credits,
    catalogue,
    error: snapshot.context.error
  }).toEqual({ step, ...expected.context })
  // The processing flag and the unload block follow the payment exactly.
  expect(isPaying(snapshot)).toBe(paying)
  expect(h.unloadBlocked()).toBe(paying)
  expect(h.createOrder.pending !== undefined).toBe(step === "creatingOrder")
  expect(h.openCheckout.pending !== undefined).toBe(step === "awaitingPayment")
  expect(h.verifyPayment.pending !== undefined).toBe(step === "verifying")
  expect(h.fetchCredits.pending !== undefined).toBe(step === "refreshingBalance")
  if (step === "verifying") {
    const order = h.openCheckout.calls.at(-1)?.input.order
    expect(h.verifyPayment.pending?.input).toEqual({
      orderId: order?.orderId,
      paymentId: `pay_${h.openCheckout.calls.filter((c) => c.settled).length}`,
      signature: `sig_${h.openCheckout.calls.filter((c) => c.settled).length}`
    })
  }
  // A payment is never verified twice.
  const verified = h.verifyPayment.calls.map((call) => call.input.paymentId)
  expect(new Set(verified).size).toBe(verified.length)
}

// Every transition out of every (step, package, catalogue, message) combination is walked.
// The package list answers once per opening, so its events are only walked while it is awaited.
const model = createTestModel(specModel, {
  filterEvents: (state, event) =>
    !event.type.startsWith("PACKAGES_") || (state.context.catalogue === "loading" && !state.matches("closed")),
  serializeTransition: (_state, event, previous) =>
    previous ? ` via ${event?.type} from ${JSON.stringify([previous.value, previous.context])}` : ""
})
const paths = model.getShortestPaths()

/** Paths grouped by the step they end on: one test each keeps the report readable. */
const pathsByStep = new Map<string, typeof paths>()
for (const path of paths) {
  const step = String(path.state.value)
  pathsByStep.set(step, [...(pathsByStep.get(step) ?? []), path])
}

describe("purchase flow against its spec model", () => {
  it("walks enough of the flow to reach every step and payment message", () => {
    expect(new Set(pathsByStep.keys())).toEqual(
      new Set(["closed", "choosing", "creatingOrder", "awaitingPayment", "verifying", "refreshingBalance"])
    )
    const errors = new Set(paths.map((path) => path.state.context.error))
    for (const message of [
      purchaseMessages.orderFailed,
      purchaseMessages.invalidResponse,
      purchaseMessages.verificationFailed,
      purchaseMessages.paymentFailed
    ])
      expect(errors).toContain(message)
  })

  for (const [step, group] of pathsByStep) {
    // A failure names the path: testPath appends its steps to the error message.
    it(`agrees on every transition into "${step}" (${group.length} paths)`, async () => {
      for (const path of group) {
        const harness = createPurchaseHarness()
        try {
          await path.test({
            events: new Proxy({} as Record<string, () => Promise<void>>, {
              get: (_, type: string) => () => perform(harness, type)
            }),
            states: { "*": (state) => expectMachineToMatch(harness, state) }
          })
        } finally {
          harness.stop()
        }
      }
    }, 60_000)
  }
})
