import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { creditsStream } from "@safarnama/events/credits/events"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { acquireLease, leaseHolder, releaseLease } from "@safarnama/events/leases/workLeases"
import { paymentStream } from "@safarnama/events/payments/events"
import { creditBalancesProjection } from "@safarnama/projections/creditBalances"
import { catchUp, rebuildProjection } from "@safarnama/projections/ProjectionRunner"
import { paymentOrdersProjection } from "@safarnama/projections/paymentOrders"
import { Clock, Effect, Either, Layer, Redacted } from "effect"
import { afterAll, beforeAll } from "vitest"
import { backends } from "../../../test/backends.ts"
import { type FakeRazorpay, startFakeRazorpay } from "../../../test/fakeRazorpay.ts"
import { logSettled } from "../../../test/paymentsTestKit.ts"
import { PaymentGateway } from "../../adapters/payment-gateway/PaymentGateway.ts"
import { makeRazorpayGateway } from "../../adapters/payment-gateway/RazorpayGateway.ts"
import { availableCredits } from "../../domain/credits/decider.ts"
import { readCreditsAccount } from "../credits/creditsAccount.ts"
import { reserveCredits } from "../credits/reserveCredits.ts"
import { metadataFor } from "../metadata.ts"
import { createOrder } from "./createOrder.ts"
import { receiveWebhook } from "./receiveWebhook.ts"
import { reconcileOnce } from "./reconciler.ts"
import { resolveOrder } from "./support.ts"
import { verifyPayment } from "./verifyPayment.ts"

let fake: FakeRazorpay
beforeAll(async () => {
  fake = await startFakeRazorpay()
})
afterAll(() => fake.close())

const gateway = Layer.sync(PaymentGateway, () =>
  makeRazorpayGateway({
    keyId: fake.keyId,
    keySecret: Redacted.make(fake.keySecret),
    webhookSecret: Redacted.make(fake.webhookSecret),
    apiBaseUrl: fake.url
  })
)

/** The reconciler compares ages with the clock; the test clock starts at 1970. */
const withRealClock = Effect.withClock(Clock.make())

const balanceOf = (userId: string) => Effect.map(readCreditsAccount(userId), (a) => availableCredits(a.state))

const typesOf = (stream: string) =>
  Effect.flatMap(EventStore, (store) => store.readStream(stream)).pipe(Effect.map((events) => events.map((e) => e.type)))

for (const backend of backends) {
  describe(`credits and payments on ${backend.name}`, () => {
    it.layer(Layer.merge(Layer.suspend(() => gateway), backend.layer()), { timeout: 120_000 })((it) => {
      it.effect("50 concurrent verify calls and 5 webhooks for one order credit it exactly once", () =>
        Effect.gen(function* () {
          const order = yield* createOrder("racer", { amount: 450, credits: 10 })
          const paid = fake.pay(order.orderId)
          const verifies = Array.from({ length: 50 }, () =>
            verifyPayment("racer", { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature })
          )
          const webhooks = Array.from({ length: 5 }, (_, i) => {
            const hook = fake.webhook(order.orderId, paid.paymentId, i % 2 === 0 ? "payment.captured" : "order.paid")
            return receiveWebhook(Buffer.from(hook.body), hook.signature)
          })
          const [verified, hooks] = yield* Effect.all(
            [Effect.all(verifies, { concurrency: "unbounded" }), Effect.all(webhooks, { concurrency: "unbounded" })],
            { concurrency: "unbounded" }
          )
          // Every verify answers success with the one balance; exactly one caller did the capture.
          expect(new Set(verified.map((v) => v.credits))).toEqual(new Set([10]))
          const captures =
            verified.filter((v) => v.outcome._tag === "Captured").length + hooks.filter((h) => h._tag === "Credited").length
          expect(captures).toBe(1)
          expect(yield* typesOf(paymentStream(order.orderId))).toEqual(["OrderCreated", "PaymentCaptured"])
          expect(yield* typesOf(creditsStream("racer"))).toEqual(["CreditsPurchased"])
          expect(yield* balanceOf("racer")).toBe(10)
        })
      )

      it.effect("a webhook whose order notes name another traveller credits the order's buyer: the notes are only a guess", () =>
        Effect.gen(function* () {
          const order = yield* createOrder("real-buyer", { amount: 100, credits: 2 })
          const paid = fake.pay(order.orderId)
          fake.orders.get(order.orderId)!.notes = { userId: "someone-else" }
          const hook = fake.webhook(order.orderId, paid.paymentId, "order.paid")
          expect((yield* receiveWebhook(Buffer.from(hook.body), hook.signature))._tag).toBe("Credited")
          expect(yield* balanceOf("real-buyer")).toBe(2)
          expect(yield* balanceOf("someone-else")).toBe(0)
          // Verify by the buyer afterwards finds it captured and answers the balance from the same read.
          const verified = yield* verifyPayment("real-buyer", { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature })
          expect(verified).toMatchObject({ credits: 2, outcome: { _tag: "AlreadyCaptured", availableCredits: 2 } })
        })
      )

      it.effect("50 concurrent reservations against a balance of 1 credit: exactly one succeeds", () =>
        Effect.gen(function* () {
          const order = yield* createOrder("spender", { amount: 100, credits: 2 })
          const paid = fake.pay(order.orderId)
          yield* verifyPayment("spender", { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature })
          // Spend one of the two credits so exactly one is left.
          yield* reserveCredits("spender", { generationId: "gen-first", credits: 1 }, metadataFor("user:spender"))
          expect(yield* balanceOf("spender")).toBe(1)
          const attempts = yield* Effect.all(
            Array.from({ length: 50 }, (_, i) =>
              Effect.either(reserveCredits("spender", { generationId: `gen-${i}`, credits: 1 }, metadataFor("user:spender")))
            ),
            { concurrency: "unbounded" }
          )
          const won = attempts.filter((a) => Either.isRight(a) && a.right.reserved)
          const refused = attempts.filter((a) => Either.isLeft(a) && a.left._tag === "InsufficientCredits")
          expect(won.length).toBe(1)
          expect(refused.length).toBe(49)
          expect(yield* balanceOf("spender")).toBe(0)
        })
      )

      it.effect("a lost webhook and a client that never verifies: one reconciler pass credits the order", () =>
        Effect.gen(function* () {
          const order = yield* createOrder("quiet", { amount: 250, credits: 5 })
          const unpaid = yield* createOrder("quiet", { amount: 100, credits: 2 })
          fake.pay(order.orderId)
          yield* logSettled
          yield* catchUp(paymentOrdersProjection)
          const report = yield* reconcileOnce({ minAge: 0 })
          expect(report.credited).toEqual([order.orderId])
          expect(report.unpaid).toBeGreaterThanOrEqual(1)
          expect(yield* balanceOf("quiet")).toBe(5)
          const events = yield* Effect.flatMap(EventStore, (s) => s.readStream(paymentStream(order.orderId)))
          expect(events[1]).toMatchObject({ type: "PaymentCaptured", data: { source: "reconciler" }, metadata: { actor: "system:reconciler" } })
          // A second pass finds nothing more to do.
          yield* logSettled
          yield* catchUp(paymentOrdersProjection)
          const again = yield* reconcileOnce({ minAge: 0 })
          expect(again.credited).toEqual([])
          expect(yield* typesOf(paymentStream(unpaid.orderId))).toEqual(["OrderCreated"])
        }).pipe(withRealClock)
      )

      it.effect("an order another reconciler has claimed is left to it; once the claim is gone it is credited", () =>
        Effect.gen(function* () {
          const order = yield* createOrder("claimed", { amount: 250, credits: 5 })
          fake.pay(order.orderId)
          yield* logSettled
          yield* catchUp(paymentOrdersProjection)
          expect(yield* acquireLease(`reconcile:${order.orderId}`, "other-reconciler", 60_000)).toBe(true)
          const whileClaimed = yield* reconcileOnce({ minAge: 0 })
          expect(whileClaimed.credited).not.toContain(order.orderId)
          expect(whileClaimed.skipped).toBeGreaterThanOrEqual(1)
          expect(yield* balanceOf("claimed")).toBe(0)
          yield* releaseLease(`reconcile:${order.orderId}`, "other-reconciler")
          const after = yield* reconcileOnce({ minAge: 0 })
          expect(after.credited).toContain(order.orderId)
          expect(yield* balanceOf("claimed")).toBe(5)
          // The pass hands its own claims back.
          expect(yield* leaseHolder(`reconcile:${order.orderId}`)).toBeUndefined()
        }).pipe(withRealClock)
      )

      it.effect("the reconciler leaves young orders to the checkout and the webhook", () =>
        Effect.gen(function* () {
          const order = yield* createOrder("young", { amount: 100, credits: 2 })
          fake.pay(order.orderId)
          yield* logSettled
          yield* catchUp(paymentOrdersProjection)
          const report = yield* reconcileOnce({ minAge: "2 minutes" })
          expect(report.credited).not.toContain(order.orderId)
          expect(yield* balanceOf("young")).toBe(0)
        }).pipe(withRealClock)
      )

      it.effect("support resolves a straggler with its name and reason on the event; a second resolve finds it credited", () =>
        Effect.gen(function* () {
          const order = yield* createOrder("straggler", { amount: 100, credits: 2 })
          const nothingYet = yield* resolveOrder({ orderId: order.orderId, actor: "asha", reason: "ticket 42" })
          expect(nothingYet._tag).toBe("NoCapturedPayment")
          fake.pay(order.orderId)
          const resolved = yield* resolveOrder({ orderId: order.orderId, actor: "asha", reason: "ticket 42" })
          expect(resolved).toMatchObject({ _tag: "Credited", userId: "straggler", credits: 2 })
          const again = yield* resolveOrder({ orderId: order.orderId, actor: "ravi", reason: "double check" })
          expect(again).toMatchObject({ _tag: "AlreadyCredited", source: "support" })
          const events = yield* Effect.flatMap(EventStore, (s) => s.readStream(paymentStream(order.orderId)))
          expect(events.map((e) => [e.type, e.metadata.actor, e.metadata.reason])).toEqual([
            ["OrderCreated", "user:straggler", undefined],
            ["SupportReviewed", "support:asha", "ticket 42"],
            ["PaymentCaptured", "support:asha", "ticket 42"],
            ["SupportReviewed", "support:ravi", "double check"]
          ])
          expect(yield* balanceOf("straggler")).toBe(2)
        })
      )

      it.effect("a webhook paying another amount than the order's credits nothing", () =>
        Effect.gen(function* () {
          const order = yield* createOrder("tamper", { amount: 450, credits: 10 })
          const paid = fake.pay(order.orderId)
          const body = JSON.stringify({
            event: "payment.captured",
            payload: { payment: { entity: { id: paid.paymentId, order_id: order.orderId, amount: 100, status: "captured" } } }
          })
          const outcome = yield* receiveWebhook(Buffer.from(body), fake.webhook(order.orderId, paid.paymentId).signature.replace(/./g, "0"))
            .pipe(Effect.either)
          expect(Either.isLeft(outcome)).toBe(true)
          const { webhookSignature } = yield* Effect.promise(() => import("../../adapters/payment-gateway/signatures.ts"))
          const signed = yield* receiveWebhook(Buffer.from(body), webhookSignature(fake.webhookSecret, body))
          expect(signed).toMatchObject({ _tag: "Ignored", reason: "amount mismatch" })
          expect(yield* balanceOf("tamper")).toBe(0)
          expect(yield* typesOf(paymentStream(order.orderId))).toEqual(["OrderCreated", "VerificationFailed"])
        })
      )

      it.effect("the balances read model equals each ledger, and a rebuild from position 0 gives the same rows", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* logSettled
          yield* catchUp(creditBalancesProjection)
          const live = yield* sql`SELECT user_id, purchased, captured, reserved, available, paise_paid FROM credit_balances ORDER BY user_id`
          for (const row of live) {
            expect(Number(row.available)).toBe(yield* balanceOf(String(row.user_id)))
          }
          expect(live.map((r) => r.user_id)).toEqual(expect.arrayContaining(["racer", "spender", "quiet", "straggler"]))
          yield* rebuildProjection(creditBalancesProjection, { batchSize: 7 })
          const rebuilt = yield* sql`SELECT user_id, purchased, captured, reserved, available, paise_paid FROM credit_balances ORDER BY user_id`
          expect(rebuilt).toEqual(live)
        })
      )
    })
  })
}
