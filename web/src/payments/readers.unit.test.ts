// What the purchase flow accepts from the server and the gateway.
import { describe, expect, it } from "vitest"
import { readPaymentResponse } from "./gateway"
import { formatRupees, readPackages, SPEC_PACKAGES } from "./packages"

describe("credit packages", () => {
  it("are the spec's three by default: 2 for ₹100, 5 for ₹250, 10 for ₹450 instead of ₹500", () => {
    expect(SPEC_PACKAGES.map((p) => [p.credits, p.amount, p.perCredit, p.originalAmount, p.discount])).toEqual([
      [2, 100, 50, undefined, undefined],
      [5, 250, 50, undefined, undefined],
      [10, 450, 45, 500, "10% OFF"]
    ])
  })

  it("take the server's list when it makes sense, and nothing from a broken one", () => {
    expect(readPackages([{ id: "a", credits: 3, amount: 150, perCredit: 50 }])).toEqual([
      { id: "a", credits: 3, amount: 150, perCredit: 50 }
    ])
    expect(readPackages([])).toBeNull()
    expect(readPackages({ packages: [] })).toBeNull()
    expect(readPackages([{ id: "a", credits: "3", amount: 150 }])).toBeNull()
  })

  it("are priced in rupees the Indian way", () => {
    expect(formatRupees(450)).toBe("₹450")
    expect(formatRupees(100000)).toBe("₹1,00,000")
  })
})

describe("payment response", () => {
  const complete = { razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "sig" }

  it("needs the payment id, order id and signature, for this order", () => {
    expect(readPaymentResponse(complete, "order_1")).toEqual(complete)
    expect(readPaymentResponse({ ...complete, razorpay_signature: "" }, "order_1")).toBeNull()
    expect(readPaymentResponse({ razorpay_payment_id: "pay_1", razorpay_order_id: "order_1" }, "order_1")).toBeNull()
    expect(readPaymentResponse(complete, "order_2")).toBeNull()
    expect(readPaymentResponse(undefined, "order_1")).toBeNull()
  })
})
