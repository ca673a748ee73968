// The local gateway's checkout: one pending window at a time, settled by Pay, Fail or Close.
import { describe, expect, it } from "vitest"
import { apiError, stubApi } from "../auth/testing/apiStub"
import type { CheckoutRequest } from "./gateway"
import { localCheckout, localGateway } from "./localGateway"

const request: CheckoutRequest = {
  order: { orderId: "order_1", amount: 10_000, currency: "INR", keyId: "k" },
  credits: 2,
  brand: "Safarnama"
}

describe("local gateway", () => {
  it("shows the checkout until it is paid, with the server's signed answer", async () => {
    const requests = stubApi({
      "POST /payments/dev/pay": () => ({
        body: { razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "sig" }
      })
    })
    const outcome = localGateway.open(request)
    expect(localCheckout.current()).toBe(request)
    await localCheckout.pay("success")
    await expect(outcome).resolves.toEqual({
      kind: "paid",
      response: { razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "sig" }
    })
    expect(localCheckout.current()).toBeNull()
    expect(requests.at(-1)?.body).toEqual({ orderId: "order_1", outcome: "success" })
  })

  it("fails when the server reports a failed payment or cannot be reached", async () => {
    stubApi({ "POST /payments/dev/pay": () => ({ body: { error: { code: "BAD_REQUEST_ERROR", description: "declined" } } }) })
    const declined = localGateway.open(request)
    await localCheckout.pay("failure")
    await expect(declined).rejects.toThrow("Payment failed")

    stubApi({ "POST /payments/dev/pay": () => apiError(500, "Internal", "boom") })
    const broken = localGateway.open(request)
    await localCheckout.pay("success")
    await expect(broken).rejects.toThrow("boom")
  })

  it("counts Close, or a newer checkout, as a closed window", async () => {
    const first = localGateway.open(request)
    const second = localGateway.open({ ...request, order: { ...request.order, orderId: "order_2" } })
    await expect(first).resolves.toEqual({ kind: "dismissed" })
    localCheckout.close()
    await expect(second).resolves.toEqual({ kind: "dismissed" })
    expect(localCheckout.current()).toBeNull()
  })
})
