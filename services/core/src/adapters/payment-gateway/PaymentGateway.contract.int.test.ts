import { describe, expect, it, type Vitest } from "@effect/vitest"
import { Effect, Either, Layer, Redacted } from "effect"
import razorpayUtils from "razorpay/dist/utils/razorpay-utils.js"
import { afterAll, beforeAll } from "vitest"
import { backends } from "../../../test/backends.ts"
import { type FakeRazorpay, startFakeRazorpay } from "../../../test/fakeRazorpay.ts"
import { LOCAL_KEY_ID } from "./config.ts"
import { LocalCheckout, layerLocalGateway } from "./LocalGateway.ts"
import { PaymentGateway } from "./PaymentGateway.ts"
import { makeRazorpayGateway } from "./RazorpayGateway.ts"
import { paymentSignature, webhookSignature } from "./signatures.ts"

/**
 * One contract for the payment-gateway port, run against the Razorpay adapter (talking to a loopback
 * fake of Razorpay's REST API) and the local gateway (its own tables): the same behaviour either way.
 */
interface Harness {
  readonly name: string
  /** Pays the order at the gateway (the payer at the checkout); returns the checkout's result. */
  readonly payAtGateway: (orderId: string) => Effect.Effect<{ paymentId: string; signature: string }, unknown, PaymentGateway | LocalCheckout>
}

const contract = (it: Vitest.MethodsNonLive<PaymentGateway | LocalCheckout>, harness: Harness) => {
  it.effect(`${harness.name}: creates an order for the amount asked, in paise`, () =>
    Effect.gen(function* () {
      const gateway = yield* PaymentGateway
      const order = yield* gateway.createOrder({ amountPaise: 45000, currency: "INR", receipt: "rcpt_contract_1", notes: { userId: "u1" } })
      expect(order.amountPaise).toBe(45000)
      expect(order.currency).toBe("INR")
      expect(order.gatewayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/)
      expect(yield* gateway.orderPayments(order.gatewayOrderId)).toEqual([])
    })
  )

  it.effect(`${harness.name}: reports a captured payment of the order, signed as the checkout signs`, () =>
    Effect.gen(function* () {
      const gateway = yield* PaymentGateway
      const order = yield* gateway.createOrder({ amountPaise: 10000, currency: "INR", receipt: "rcpt_contract_2", notes: {} })
      const paid = yield* harness.payAtGateway(order.gatewayOrderId)
      const payments = yield* gateway.orderPayments(order.gatewayOrderId)
      expect(payments).toEqual([
        { paymentId: paid.paymentId, orderId: order.gatewayOrderId, amountPaise: 10000, currency: "INR", status: "captured" }
      ])
      expect(gateway.isValidPaymentSignature({ orderId: order.gatewayOrderId, paymentId: paid.paymentId, signature: paid.signature })).toBe(true)
      expect(gateway.isValidPaymentSignature({ orderId: order.gatewayOrderId, paymentId: "pay_other", signature: paid.signature })).toBe(false)
      expect(gateway.isValidPaymentSignature({ orderId: order.gatewayOrderId, paymentId: paid.paymentId, signature: "short" })).toBe(false)
    })
  )

  it.effect(`${harness.name}: an order it never issued is GatewayOrderUnknown`, () =>
    Effect.gen(function* () {
      const gateway = yield* PaymentGateway
      const unknown = yield* Effect.either(gateway.orderPayments("order_NeverIssued0000"))
      expect(Either.isLeft(unknown) && unknown.left._tag).toBe("GatewayOrderUnknown")
    })
  )
}

describe("payment gateway contract: Razorpay adapter against a fake Razorpay", () => {
  let fake: FakeRazorpay
  beforeAll(async () => {
    fake = await startFakeRazorpay()
  })
  afterAll(() => fake.close())
  const razorpay = (overrides: { keySecret?: string } = {}) =>
    Layer.sync(PaymentGateway, () =>
      makeRazorpayGateway({
        keyId: fake.keyId,
        keySecret: Redacted.make(overrides.keySecret ?? fake.keySecret),
        webhookSecret: Redacted.make(fake.webhookSecret),
        apiBaseUrl: fake.url,
        timeoutMs: 2000
      })
    )

  it.layer(Layer.suspend(() => razorpay()))((it) => {
    contract(it as Vitest.MethodsNonLive<PaymentGateway | LocalCheckout>, { name: "razorpay", payAtGateway: (orderId) => Effect.sync(() => fake.pay(orderId)) })

    it.effect("razorpay: an outage or an error body is PaymentGatewayUnavailable, never a crash", () =>
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        fake.failNext = 1
        const down = yield* Effect.either(gateway.createOrder({ amountPaise: 10000, currency: "INR", receipt: "r", notes: {} }))
        expect(Either.isLeft(down) && down.left._tag).toBe("PaymentGatewayUnavailable")
        fake.failNext = 1
        const list = yield* Effect.either(gateway.orderPayments("order_x"))
        expect(Either.isLeft(list) && list.left._tag).toBe("PaymentGatewayUnavailable")
        const tooSmall = yield* Effect.either(gateway.createOrder({ amountPaise: 1, currency: "INR", receipt: "r", notes: {} }))
        expect(Either.isLeft(tooSmall) && tooSmall.left).toMatchObject({ _tag: "PaymentGatewayUnavailable" })
        expect(Either.isLeft(tooSmall) && tooSmall.left.reason).toContain("The amount must be atleast INR 1.00")
      })
    )

    it.effect("razorpay: sends the key id and secret as basic auth to the configured host", () =>
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const before = fake.requests.length
        yield* gateway.createOrder({ amountPaise: 25000, currency: "INR", receipt: "rcpt_auth", notes: {} })
        expect(fake.requests.slice(before)).toEqual([{ method: "POST", path: "/v1/orders" }])
      })
    )
  })

  it.effect("razorpay: wrong credentials are refused by the gateway (401) and reported as unavailable", () =>
    Effect.gen(function* () {
      const gateway = yield* PaymentGateway
      const refused = yield* Effect.either(gateway.createOrder({ amountPaise: 10000, currency: "INR", receipt: "r", notes: {} }))
      expect(Either.isLeft(refused) && refused.left.reason).toContain("401")
    }).pipe(Effect.provide(Layer.suspend(() => razorpay({ keySecret: "wrong" }))))
  )

  it("our signatures agree with the SDK's razorpay-utils (and ours compare in constant time)", () => {
    const signature = paymentSignature("secret-1", "order_A", "pay_B")
    expect(razorpayUtils.validatePaymentVerification({ order_id: "order_A", payment_id: "pay_B" }, signature, "secret-1")).toBe(true)
    const body = JSON.stringify({ event: "payment.captured", payload: {} })
    expect(razorpayUtils.validateWebhookSignature(body, webhookSignature("wh-secret", body), "wh-secret")).toBe(true)
    expect(razorpayUtils.validateWebhookSignature(body, webhookSignature("other", body), "wh-secret")).toBe(false)
  })
})

for (const backend of backends) {
  describe(`payment gateway contract: local gateway on ${backend.name}`, () => {
    const local = layerLocalGateway({
      keyId: LOCAL_KEY_ID,
      keySecret: Redacted.make("local-key-secret"),
      webhookSecret: Redacted.make("local-webhook-secret")
    })
    it.layer(local.pipe(Layer.provideMerge(backend.layer())), { timeout: 60_000 })((it) => {
      contract(it, {
        name: "local",
        payAtGateway: (orderId) =>
          Effect.gen(function* () {
            const checkout = yield* LocalCheckout
            const paid = yield* checkout.pay(orderId, "success")
            if (paid._tag !== "Paid") return yield* Effect.dieMessage("expected a payment")
            return { paymentId: paid.result.razorpay_payment_id, signature: paid.result.razorpay_signature }
          })
      })

      it.effect("local: a failed attempt is reported as failed; a paid order cannot be paid again", () =>
        Effect.gen(function* () {
          const gateway = yield* PaymentGateway
          const checkout = yield* LocalCheckout
          const order = yield* gateway.createOrder({ amountPaise: 25000, currency: "INR", receipt: "r", notes: {} })
          const failed = yield* checkout.pay(order.gatewayOrderId, "failure")
          expect(failed._tag).toBe("Failed")
          yield* checkout.pay(order.gatewayOrderId, "success")
          const twice = yield* Effect.either(checkout.pay(order.gatewayOrderId, "success"))
          expect(Either.isLeft(twice) && twice.left).toMatchObject({ _tag: "CheckoutRefused", reason: "Order already paid" })
          const statuses = (yield* gateway.orderPayments(order.gatewayOrderId)).map((p) => p.status)
          expect(statuses).toEqual(["failed", "captured"])
        })
      )

      it.effect("local: webhooks are signed with the webhook secret, over the raw body", () =>
        Effect.gen(function* () {
          const gateway = yield* PaymentGateway
          const checkout = yield* LocalCheckout
          const body = '{"event":"payment.captured"}'
          expect(gateway.isValidWebhookSignature(Buffer.from(body), checkout.signWebhook(body))).toBe(true)
          expect(gateway.isValidWebhookSignature(Buffer.from(`${body} `), checkout.signWebhook(body))).toBe(false)
          expect(checkout.signWebhook(body)).toBe(webhookSignature("local-webhook-secret", body))
        })
      )
    })
  })
}
