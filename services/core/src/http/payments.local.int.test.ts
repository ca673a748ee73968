import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { localLoginEnv, logInLocally } from "../../test/loginKit.ts"
import { TEST_SESSION_SECRET } from "../../test/paymentsTestKit.ts"

interface Order {
  orderId: string
  amount: number
  currency: string
  keyId: string
}
interface Checkout {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

describe("payments over HTTP with the local gateway", () => {
  let app: TestApp
  let alice: string
  let bob: string

  beforeAll(async () => {
    app = await startTestApp({ ...localLoginEnv, SESSION_SECRET: TEST_SESSION_SECRET, PAYMENTS_DEV_WEBHOOKS: "off", RECONCILE_INTERVAL: "off" })
    alice = (await logInLocally(app)).token
    bob = (await logInLocally(app)).token
  })
  afterAll(() => app.dispose())

  const credits = async (token: string) => (await app.json<{ credits: number }>("/api/auth/credits", { token })).body.credits
  const createOrder = (token: string, amount: number, creditsWanted: number) =>
    app.json<Order>("/api/payments/create-order", { method: "POST", token, json: { amount, credits: creditsWanted } })
  const pay = (token: string, orderId: string, outcome: "success" | "failure" = "success") =>
    app.json<Checkout>("/api/payments/dev/pay", { method: "POST", token, json: { orderId, outcome } })
  const verify = (token: string, body: { orderId: string; paymentId: string; signature: string }) =>
    app.json<{ success: boolean; credits: number; message?: string }>("/api/payments/verify", { method: "POST", token, json: body })

  it("lists the server's packages publicly", async () => {
    const { status, body } = await app.json("/api/payments/packages")
    expect(status).toBe(200)
    expect(body).toEqual([
      { id: "p2", credits: 2, amount: 100, perCredit: 50 },
      { id: "p5", credits: 5, amount: 250, perCredit: 50 },
      { id: "p10", credits: 10, amount: 450, perCredit: 45, originalAmount: 500, discount: "10% OFF" }
    ])
  })

  it("reports the payment adapter at start-up (not in the public /api/health)", async () => {
    expect((await app.json("/api/health")).body).toEqual({ status: "ok" })
    expect(app.adapters.payments).toContain("local gateway")
  })

  it("needs a session for orders and balances", async () => {
    expect((await app.json("/api/payments/create-order", { method: "POST", json: { amount: 100, credits: 2 } })).status).toBe(401)
    expect((await app.json("/api/auth/credits")).status).toBe(401)
  })

  it("a new traveller has 0 credits", async () => {
    expect(await credits(alice)).toBe(0)
  })

  it("log in, create an order, pay at the local checkout, verify: the credits are there at once", async () => {
    const order = await createOrder(alice, 250, 5)
    expect(order.status).toBe(200)
    expect(order.body).toMatchObject({ amount: 25000, currency: "INR", keyId: "rzp_test_safarnama_local" })
    expect(order.body.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/)
    const paid = await pay(alice, order.body.orderId)
    expect(paid.status).toBe(200)
    expect(paid.body.razorpay_order_id).toBe(order.body.orderId)
    const verified = await verify(alice, {
      orderId: paid.body.razorpay_order_id,
      paymentId: paid.body.razorpay_payment_id,
      signature: paid.body.razorpay_signature
    })
    expect(verified).toMatchObject({ status: 200, body: { success: true, credits: 5 } })
    expect(await credits(alice)).toBe(5)
    // Verifying again (a retried call) is success with the same balance, never a second credit.
    const again = await verify(alice, {
      orderId: paid.body.razorpay_order_id,
      paymentId: paid.body.razorpay_payment_id,
      signature: paid.body.razorpay_signature
    })
    expect(again.body).toEqual({ success: true, credits: 5 })
  })

  it("refuses an amount or credits that match no package, and creates nothing (amount tampering)", async () => {
    for (const body of [
      { amount: 1, credits: 10 },
      { amount: 100, credits: 10 },
      { amount: 450.5, credits: 10 },
      { amount: -450, credits: 10 }
    ]) {
      const res = await app.json<{ _tag: string; message: string }>("/api/payments/create-order", { method: "POST", token: bob, json: body })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe("Amount and credits must match one of the credit packages")
    }
    const malformed = await app.json("/api/payments/create-order", { method: "POST", token: bob, json: { amount: "100", credits: 2 } })
    expect(malformed.status).toBe(400)
  })

  it("refuses unknown fields on create-order and verify, as every other endpoint does", async () => {
    for (const body of ['{"amount":100,"credits":2,"userId":"someone-else"}', '{"amount":100,"credits":2,"__proto__":{"admin":true}}']) {
      const res = await app.json<{ _tag: string; message: string }>("/api/payments/create-order", { method: "POST", token: bob, body, headers: { "content-type": "application/json" } })
      expect(res.status, body).toBe(400)
      expect(res.body.message, body).toMatch(/is not a known field/)
    }
    const verify = await app.json<{ message: string }>("/api/payments/verify", { method: "POST", token: bob, json: { orderId: "order_x", paymentId: "pay_x", signature: "s", credits: 99 } })
    expect(verify.status).toBe(400)
    expect(verify.body.message).toBe("credits is not a known field")
  })

  it("a forged signature is 'Payment verification failed' and credits nothing", async () => {
    const before = await credits(bob)
    const order = await createOrder(bob, 100, 2)
    const paid = await pay(bob, order.body.orderId)
    const forged = await verify(bob, { orderId: order.body.orderId, paymentId: paid.body.razorpay_payment_id, signature: "0".repeat(64) })
    expect(forged.status).toBe(400)
    expect(forged.body).toMatchObject({ _tag: "BadRequest", message: "Payment verification failed" })
    // A real signature for another payment id does not carry over either.
    const swapped = await verify(bob, { orderId: order.body.orderId, paymentId: "pay_AAAAAAAAAAAAAA", signature: paid.body.razorpay_signature })
    expect(swapped.status).toBe(400)
    expect(await credits(bob)).toBe(before)
  })

  it("someone else's order is 404, and so is an unknown one; nothing credited", async () => {
    const order = await createOrder(alice, 100, 2)
    const paid = await pay(alice, order.body.orderId)
    const body = { orderId: order.body.orderId, paymentId: paid.body.razorpay_payment_id, signature: paid.body.razorpay_signature }
    const theirs = await verify(bob, body)
    expect(theirs.status).toBe(404)
    expect(theirs.body).toMatchObject({ _tag: "NotFound", message: "Order not found" })
    const unknown = await verify(bob, { ...body, orderId: "order_DoesNotExist00" })
    expect(unknown.status).toBe(404)
    expect((await pay(bob, order.body.orderId)).status).toBe(404)
    const aliceBefore = await credits(alice)
    const bobBefore = await credits(bob)
    expect(await credits(bob)).toBe(bobBefore)
    // The owner can still verify it.
    expect((await verify(alice, body)).body).toEqual({ success: true, credits: aliceBefore + 2 })
  })

  it("a failed checkout answers Razorpay's failure shape and credits nothing", async () => {
    const before = await credits(bob)
    const order = await createOrder(bob, 450, 10)
    const failed = await app.json<{ error: { code: string; description: string } }>("/api/payments/dev/pay", {
      method: "POST",
      token: bob,
      json: { orderId: order.body.orderId, outcome: "failure" }
    })
    expect(failed.status).toBe(200)
    expect(failed.body.error.code).toBe("BAD_REQUEST_ERROR")
    expect(await credits(bob)).toBe(before)
  })

  it("a forged webhook is refused before parsing and credits nothing", async () => {
    const before = await credits(bob)
    const order = await createOrder(bob, 100, 2)
    const paid = await pay(bob, order.body.orderId)
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: paid.body.razorpay_payment_id, order_id: order.body.orderId, amount: 10000, status: "captured" } } }
    })
    const forgeries: Array<Record<string, string>> = [
      {},
      { "x-razorpay-signature": "f".repeat(64) },
      { "x-razorpay-signature": paid.body.razorpay_signature }
    ]
    for (const headers of forgeries) {
      const res = await app.request("/api/payments/webhook", { method: "POST", headers: { "content-type": "application/json", ...headers }, body })
      expect(res.status).toBe(400)
    }
    const garbage = await app.request("/api/payments/webhook", { method: "POST", headers: { "x-razorpay-signature": "x" }, body: "{not json" })
    expect(garbage.status).toBe(400)
    expect(await credits(bob)).toBe(before)
  })
})
