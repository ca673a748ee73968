import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FakeRazorpay, startFakeRazorpay } from "../../test/fakeRazorpay.ts"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { localLoginEnv, logInLocally } from "../../test/loginKit.ts"
import { TEST_SESSION_SECRET } from "../../test/paymentsTestKit.ts"

describe("payments over HTTP with Razorpay (a loopback fake of its API)", () => {
  let fake: FakeRazorpay
  let app: TestApp
  let traveller: string

  beforeAll(async () => {
    fake = await startFakeRazorpay()
    app = await startTestApp({
      ...localLoginEnv,
      SESSION_SECRET: TEST_SESSION_SECRET,
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_API_BASE_URL: fake.url,
      RECONCILE_INTERVAL: "off"
    })
    traveller = (await logInLocally(app)).token
  })
  afterAll(async () => {
    await app.dispose()
    await fake.close()
  })

  const credits = async () => (await app.json<{ credits: number }>("/api/auth/credits", { token: traveller })).body.credits
  const postWebhook = (body: string, signature: string) =>
    app.request("/api/payments/webhook", { method: "POST", headers: { "content-type": "application/json", "x-razorpay-signature": signature }, body })

  it("is reported at start-up and by /api/config (provider and public key id only, never a secret)", async () => {
    expect((await app.json("/api/health")).body).toEqual({ status: "ok" })
    expect(app.adapters.payments).toMatch(/^razorpay/)
    const config = await app.request("/api/config")
    const text = await config.text()
    expect(JSON.parse(text).payments).toEqual({ provider: "razorpay", keyId: fake.keyId })
    expect(text).not.toContain(fake.keySecret)
    expect(text).not.toContain(fake.webhookSecret)
  })

  it("has no dev checkout route", async () => {
    const res = await app.json("/api/payments/dev/pay", { method: "POST", token: traveller, json: { orderId: "order_x", outcome: "success" } })
    expect(res.status).toBe(404)
  })

  it("creates the order at Razorpay for the package's price; the signed webhook credits it once; verify then agrees", async () => {
    const order = await app.json<{ orderId: string; amount: number; keyId: string }>("/api/payments/create-order", {
      method: "POST",
      token: traveller,
      json: { amount: 450, credits: 10 }
    })
    expect(order.status).toBe(200)
    expect(order.body).toMatchObject({ amount: 45000, currency: "INR", keyId: fake.keyId })
    expect(fake.orders.get(order.body.orderId)?.amount).toBe(45000)
    const paid = fake.pay(order.body.orderId)
    const hook = fake.webhook(order.body.orderId, paid.paymentId)
    const first = await postWebhook(hook.body, hook.signature)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ ok: true })
    expect(await credits()).toBe(10)
    // Razorpay retries and also sends order.paid: duplicates are no-ops.
    expect((await postWebhook(hook.body, hook.signature)).status).toBe(200)
    const orderPaid = fake.webhook(order.body.orderId, paid.paymentId, "order.paid")
    expect((await postWebhook(orderPaid.body, orderPaid.signature)).status).toBe(200)
    expect(await credits()).toBe(10)
    const verified = await app.json("/api/payments/verify", {
      method: "POST",
      token: traveller,
      json: { orderId: order.body.orderId, paymentId: paid.paymentId, signature: paid.signature }
    })
    expect(verified.body).toEqual({ success: true, credits: 10 })
  })

  it("a webhook signed with the wrong secret, or altered after signing, credits nothing", async () => {
    const before = await credits()
    const order = await app.json<{ orderId: string }>("/api/payments/create-order", { method: "POST", token: traveller, json: { amount: 100, credits: 2 } })
    const paid = fake.pay(order.body.orderId)
    const hook = fake.webhook(order.body.orderId, paid.paymentId)
    const altered = hook.body.replace('"amount":10000', '"amount":10001')
    expect((await postWebhook(altered, hook.signature)).status).toBe(400)
    expect((await postWebhook(hook.body, paid.signature)).status).toBe(400)
    expect(await credits()).toBe(before)
  })

  it("a webhook for an order we never issued is acknowledged and ignored", async () => {
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_Elsewhere00000", order_id: "order_Elsewhere0000", amount: 10000, status: "captured" } } }
    })
    const { webhookSignature } = await import("../adapters/payment-gateway/signatures.ts")
    const res = await postWebhook(body, webhookSignature(fake.webhookSecret, body))
    expect(res.status).toBe(200)
  })

  it("when Razorpay is down, creating an order fails with 'Failed to create order' (502) and records nothing", async () => {
    fake.failNext = 1
    const res = await app.json<{ _tag: string; message: string }>("/api/payments/create-order", {
      method: "POST",
      token: traveller,
      json: { amount: 250, credits: 5 }
    })
    expect(res.status).toBe(502)
    expect(res.body).toEqual({ _tag: "PaymentGatewayFailed", message: "Failed to create order" })
  })
})
