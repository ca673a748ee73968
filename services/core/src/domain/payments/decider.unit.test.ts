import type { PaymentsEvent } from "@safarnama/events/payments/events"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { deciderSpec } from "../../../test/deciderSpec.ts"
import { creditsDecider } from "../credits/decider.ts"
import { fold } from "../Decider.ts"
import { decideCaptureAndCredit } from "./captureDecision.ts"
import { paymentsDecider } from "./decider.ts"
import { creditPackages, findPackage, paiseOf } from "./packages.ts"

const given = deciderSpec(paymentsDecider)

const order = {
  orderId: "order_A",
  userId: "u1",
  packageId: "p5",
  credits: 5,
  amountPaise: 25000,
  currency: "INR" as const,
  gateway: "local" as const,
  gatewayOrderId: "order_A"
}
const created: PaymentsEvent = { type: "OrderCreated", data: order }
const capturedBy = (source: "verify" | "webhook" | "reconciler" | "support", paymentId = "pay_1"): PaymentsEvent => ({
  type: "PaymentCaptured",
  data: { orderId: "order_A", paymentId, source }
})

describe("packages (spec section 9)", () => {
  it("are the server's: 2 for 100, 5 for 250, 10 for 450 instead of 500 (10% OFF)", () => {
    expect(creditPackages.map((p) => [p.credits, p.amount, p.perCredit, p.originalAmount, p.discount])).toEqual([
      [2, 100, 50, undefined, undefined],
      [5, 250, 50, undefined, undefined],
      [10, 450, 45, 500, "10% OFF"]
    ])
  })
  it("a request must match a package exactly", () => {
    expect(findPackage({ amount: 450, credits: 10 })?.id).toBe("p10")
    expect(findPackage({ amount: 1, credits: 10 })).toBeUndefined()
    expect(findPackage({ amount: 100, credits: 5 })).toBeUndefined()
    expect(paiseOf(450)).toBe(45000)
  })
})

describe("payments: one order", () => {
  it("creates an order", () => {
    const { orderId, userId, packageId, credits, amountPaise, gateway, gatewayOrderId } = order
    given([])
      .when({ type: "CreateOrder", orderId, userId, packageId, credits, amountPaise, gateway, gatewayOrderId })
      .thenEvents([created])
  })

  it("creating the same order again is nothing to do; a different one under the same id is refused", () => {
    const { orderId, userId, packageId, credits, amountPaise, gateway, gatewayOrderId } = order
    given([created])
      .when({ type: "CreateOrder", orderId, userId, packageId, credits, amountPaise, gateway, gatewayOrderId })
      .thenNothingHappens()
    given([created])
      .when({ type: "CreateOrder", orderId, userId: "u2", packageId, credits, amountPaise, gateway, gatewayOrderId })
      .thenRejects("OrderAlreadyExists")
  })

  it("captures a payment once; whichever source comes first wins, the others find nothing to do", () => {
    given([created]).when({ type: "CapturePayment", paymentId: "pay_1", source: "verify" }).thenEvents([capturedBy("verify")])
    given([created, capturedBy("verify")]).when({ type: "CapturePayment", paymentId: "pay_1", source: "webhook" }).thenNothingHappens()
    given([created, capturedBy("webhook")]).when({ type: "CapturePayment", paymentId: "pay_2", source: "reconciler" }).thenNothingHappens()
  })

  it("never captures a payment of another amount than the order's", () =>
    given([created])
      .when({ type: "CapturePayment", paymentId: "pay_1", source: "webhook", amountPaise: 100 })
      .thenRejects("AmountMismatch", { expectedPaise: 25000, receivedPaise: 100 }))

  it("an unknown order cannot be captured", () =>
    given([]).when({ type: "CapturePayment", paymentId: "pay_1", source: "verify" }).thenRejects("OrderNotFound"))

  it("records a failed verification", () =>
    given([created])
      .when({ type: "RecordVerificationFailure", paymentId: "pay_x", reason: "bad signature" })
      .thenEvents([{ type: "VerificationFailed", data: { orderId: "order_A", paymentId: "pay_x", reason: "bad signature" } }]))
})

describe("capturing credits the buyer in the same decision", () => {
  const paymentState = fold(paymentsDecider, [created])
  it("yields PaymentCaptured for the order and CreditsPurchased for the buyer", () => {
    const decided = decideCaptureAndCredit(paymentState, creditsDecider.initialState(), { paymentId: "pay_1", source: "webhook" })
    expect(Either.getOrThrow(decided)).toEqual({
      payment: [capturedBy("webhook")],
      credits: [{ type: "CreditsPurchased", data: { orderId: "order_A", paymentId: "pay_1", credits: 5, amountPaise: 25000 } }]
    })
  })
  it("yields nothing on either stream once captured", () => {
    const decided = decideCaptureAndCredit(fold(paymentsDecider, [created, capturedBy("verify")]), creditsDecider.initialState(), {
      paymentId: "pay_1",
      source: "webhook"
    })
    expect(Either.getOrThrow(decided)).toEqual({ payment: [], credits: [] })
  })
})
