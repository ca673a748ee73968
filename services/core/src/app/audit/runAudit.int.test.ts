import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import { creditBalancesProjection } from "@safarnama/projections/creditBalances"
import { catchUp } from "@safarnama/projections/ProjectionRunner"
import { Clock, Effect, Layer, Redacted } from "effect"
import { backends } from "../../../test/backends.ts"
import { logSettled } from "../../../test/paymentsTestKit.ts"
import { LocalCheckout, layerLocalGateway } from "../../adapters/payment-gateway/LocalGateway.ts"
import { captureReservation, releaseReservation, reserveCredits } from "../credits/reserveCredits.ts"
import { metadataFor } from "../metadata.ts"
import { createOrder } from "../payments/createOrder.ts"
import { verifyPayment } from "../payments/verifyPayment.ts"
import { runAudit } from "./runAudit.ts"

// A function, not a shared value: @effect/vitest memoises layers across `it.layer` calls in a file, and
// each back end needs its own gateway tables.
const gateway = () => layerLocalGateway({ keyId: "rzp_test_audit", keySecret: Redacted.make("k"), webhookSecret: Redacted.make("w") })

/** The audit waits for a read model on the real clock; the test clock would never move. */
const live = Effect.withClock(Clock.make())

/** A traveller buys a package through the local checkout and verifies. */
const buy = (userId: string, amount: number, credits: number) =>
  Effect.gen(function* () {
    const order = yield* createOrder(userId, { amount, credits })
    const paid = yield* (yield* LocalCheckout).pay(order.orderId, "success")
    if (paid._tag !== "Paid") return yield* Effect.dieMessage("expected a payment")
    const r = paid.result
    yield* verifyPayment(userId, { orderId: r.razorpay_order_id, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature })
    return order.orderId
  })

for (const backend of backends) {
  describe(`ledger audit on ${backend.name}`, () => {
    it.layer(gateway().pipe(Layer.provideMerge(backend.layer())), { timeout: 120_000 })((it) => {
      it.effect("a ledger written by the app audits clean, and the read model equals the replay", () =>
        Effect.gen(function* () {
          yield* buy("asha", 450, 10)
          yield* buy("asha", 100, 2)
          yield* buy("ravi", 250, 5)
          yield* createOrder("ravi", { amount: 100, credits: 2 })
          const meta = metadataFor("system:test")
          yield* reserveCredits("asha", { generationId: "g1", credits: 2 }, meta)
          yield* captureReservation("asha", { generationId: "g1" }, meta)
          yield* reserveCredits("asha", { generationId: "g2", credits: 1 }, meta)
          yield* releaseReservation("asha", { generationId: "g2", reason: "generation failed" }, meta)
          yield* reserveCredits("ravi", { generationId: "g3", credits: 1 }, meta)
          yield* logSettled
          yield* catchUp(creditBalancesProjection)
          const report = yield* runAudit({ userId: "asha", readModelWait: "1 second" })
          expect(report.violations).toEqual([])
          expect(report.summary).toMatchObject({
            users: 2,
            orders: 4,
            ordersCredited: 3,
            ordersAwaitingCredit: 1,
            creditsSold: 17,
            paiseTaken: 80000,
            creditsSpent: 2,
            creditsHeld: 1,
            creditsAvailable: 14,
            violations: 0
          })
          expect(report.readModel).toMatchObject({ compared: true, rows: 2 })
          expect(report.ledger?.lines.map((l) => [l.event, l.delta, l.balanceAfter])).toEqual([
            ["CreditsPurchased", 10, 10],
            ["CreditsPurchased", 2, 12],
            ["CreditsReserved", -2, 10],
            ["ReservationCaptured", 0, 10],
            ["CreditsReserved", -1, 9],
            ["ReservationReleased", 1, 10]
          ])
        }).pipe(live)
      )

      it.effect("a read model that differs from the replay is a violation", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`UPDATE credit_balances SET purchased = purchased + 1 WHERE user_id = 'ravi'`
          yield* logSettled
          const report = yield* runAudit({ readModelWait: "1 second" })
          expect(report.violations.map((v) => v.kind)).toEqual(["read-model-mismatch"])
          yield* sql`UPDATE credit_balances SET purchased = purchased - 1 WHERE user_id = 'ravi'`
          expect((yield* runAudit({ readModelWait: "1 second" })).summary.violations).toBe(0)
        }).pipe(live)
      )

      it.effect("a read model left behind the log is reported after a short wait", () =>
        Effect.gen(function* () {
          yield* reserveCredits("ravi", { generationId: "g4", credits: 1 }, metadataFor("system:test"))
          yield* logSettled
          const report = yield* runAudit({ readModelWait: "300 millis" })
          expect(report.violations.map((v) => v.kind)).toEqual(["read-model-behind"])
          yield* logSettled
          yield* catchUp(creditBalancesProjection)
          expect((yield* runAudit({ readModelWait: "1 second" })).summary.violations).toBe(0)
        }).pipe(live)
      )

      it.effect("credits appended behind the payments' back are caught", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const version = yield* store.streamVersion("credits-mallory")
          yield* store.append([
            {
              stream: "credits-mallory",
              expectedVersion: version,
              events: [
                {
                  eventId: eventIdFor("forged-credit"),
                  type: "CreditsPurchased",
                  data: { orderId: "order_Forged00000000", paymentId: "pay_Forged00000000", credits: 10, amountPaise: 45000 },
                  metadata: metadataFor("someone")
                }
              ]
            }
          ])
          yield* logSettled
          yield* catchUp(creditBalancesProjection)
          const report = yield* runAudit({ readModelWait: "1 second" })
          expect(report.violations.map((v) => [v.kind, v.stream])).toEqual([["purchase-without-capture", "credits-mallory"]])
        }).pipe(live)
      )
    })
  })
}
