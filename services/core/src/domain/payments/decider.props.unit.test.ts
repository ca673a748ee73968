import type { CreditsEvent } from "@safarnama/events/credits/events"
import type { CaptureSource, PaymentsEvent } from "@safarnama/events/payments/events"
import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { availableCredits, creditsDecider } from "../credits/decider.ts"
import { fold } from "../Decider.ts"
import { decideCaptureAndCredit } from "./captureDecision.ts"
import { paymentsDecider } from "./decider.ts"

const SEED = Number(process.env.PROPS_SEED ?? 20_250_510)

const created: PaymentsEvent = {
  type: "OrderCreated",
  data: { orderId: "order_A", userId: "u1", packageId: "p10", credits: 10, amountPaise: 45000, currency: "INR", gateway: "local", gatewayOrderId: "order_A" }
}

const attempt = fc.record({
  source: fc.constantFrom<CaptureSource>("verify", "webhook", "reconciler", "support"),
  paymentId: fc.constantFrom("pay_1", "pay_1", "pay_1", "pay_2"),
  amountPaise: fc.option(fc.constantFrom(45000, 45000, 100), { nil: undefined })
})

describe("capturing an order (property-based)", () => {
  it("any interleaving of verify, webhook, reconciler and support captures credits the order exactly once", () => {
    fc.assert(
      fc.property(fc.array(attempt, { minLength: 1, maxLength: 30 }), (attempts) => {
        const paymentLog: Array<PaymentsEvent> = [created]
        const creditsLog: Array<CreditsEvent> = []
        for (const a of attempts) {
          const decided = decideCaptureAndCredit(fold(paymentsDecider, paymentLog), fold(creditsDecider, creditsLog), a)
          if (Either.isLeft(decided)) {
            expect(decided.left._tag).toBe("AmountMismatch")
            continue
          }
          paymentLog.push(...decided.right.payment)
          creditsLog.push(...decided.right.credits)
        }
        const captures = paymentLog.filter((e) => e.type === "PaymentCaptured")
        expect(captures.length).toBeLessThanOrEqual(1)
        expect(creditsLog.length).toBe(captures.length)
        expect(availableCredits(fold(creditsDecider, creditsLog))).toBe(captures.length * 10)
        // The first acceptable attempt won.
        const first = attempts.find((a) => a.amountPaise === undefined || a.amountPaise === 45000)
        if (first) expect(captures[0]?.data).toEqual({ orderId: "order_A", paymentId: first.paymentId, source: first.source })
      }),
      { seed: SEED, numRuns: 300 }
    )
  })
})
