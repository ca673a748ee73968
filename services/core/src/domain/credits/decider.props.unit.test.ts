import type { CreditsEvent } from "@safarnama/events/credits/events"
import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../Decider.ts"
import { availableCredits, type CreditsCommand, type CreditsState, creditsDecider } from "./decider.ts"

/**
 * The credits decider against a deliberately naive model (an oracle), under seeded random workloads of
 * purchases, reservations, captures, releases and duplicated commands (retries). Failing seeds found
 * along the way are kept below as regular cases.
 */
class LedgerModel {
  available = 0
  purchased = 0
  captured = 0
  reservedOpen = 0
  readonly payments = new Map<string, { orderId: string; credits: number; amountPaise: number }>()
  readonly orders = new Map<string, string>()
  readonly reservations = new Map<string, { credits: number; status: "open" | "captured" | "released" }>()

  /** "applied", "nothing", or the name of the rejection. */
  run(command: CreditsCommand): string {
    switch (command.type) {
      case "PurchaseCredits": {
        if (command.credits <= 0 || command.amountPaise <= 0) return "InvalidCreditsAmount"
        const known = this.payments.get(command.paymentId)
        if (known) {
          const same = known.orderId === command.orderId && known.credits === command.credits && known.amountPaise === command.amountPaise
          return same ? "nothing" : "PaymentAlreadyCredited"
        }
        if (this.orders.has(command.orderId)) return "OrderAlreadyCredited"
        this.payments.set(command.paymentId, { orderId: command.orderId, credits: command.credits, amountPaise: command.amountPaise })
        this.orders.set(command.orderId, command.paymentId)
        this.purchased += command.credits
        this.available += command.credits
        return "applied"
      }
      case "ReserveCredits": {
        if (command.credits <= 0) return "InvalidCreditsAmount"
        const known = this.reservations.get(command.generationId)
        if (known) return known.credits === command.credits ? "nothing" : "ReservationConflict"
        if (this.available < command.credits) return "InsufficientCredits"
        this.reservations.set(command.generationId, { credits: command.credits, status: "open" })
        this.available -= command.credits
        this.reservedOpen += command.credits
        return "applied"
      }
      case "CaptureReservation":
      case "ReleaseReservation": {
        const known = this.reservations.get(command.generationId)
        if (!known) return "ReservationNotFound"
        if (known.status !== "open") return "ReservationAlreadyResolved"
        known.status = command.type === "CaptureReservation" ? "captured" : "released"
        this.reservedOpen -= known.credits
        if (known.status === "captured") this.captured += known.credits
        else this.available += known.credits
        return "applied"
      }
    }
  }
}

const paymentIds = fc.constantFrom("pay_1", "pay_2", "pay_3", "pay_4", "pay_5", "pay_6")
const orderIds = fc.constantFrom("order_1", "order_2", "order_3", "order_4", "order_5", "order_6")
const generationIds = fc.constantFrom("g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8")

const command: fc.Arbitrary<CreditsCommand> = fc.oneof(
  fc.record({
    type: fc.constant("PurchaseCredits" as const),
    orderId: orderIds,
    paymentId: paymentIds,
    credits: fc.constantFrom(2, 5, 10, 0),
    amountPaise: fc.constantFrom(10000, 25000, 45000)
  }),
  fc.record({ type: fc.constant("ReserveCredits" as const), generationId: generationIds, credits: fc.integer({ min: -1, max: 5 }) }),
  fc.record({ type: fc.constant("CaptureReservation" as const), generationId: generationIds }),
  fc.record({ type: fc.constant("ReleaseReservation" as const), generationId: generationIds, reason: fc.constant("failed") })
)

/** A workload: commands, some of them sent twice in a row (a client or worker retrying). */
const workload = fc.array(fc.tuple(command, fc.boolean()), { maxLength: 80 }).map((steps) =>
  steps.flatMap(([c, retried]) => (retried ? [c, c] : [c]))
)

const checkWorkload = (commands: ReadonlyArray<CreditsCommand>) => {
  const model = new LedgerModel()
  let state: CreditsState = creditsDecider.initialState()
  const log: Array<CreditsEvent> = []
  for (const c of commands) {
    const expected = model.run(c)
    const decided = creditsDecider.decide(c, state)
    const outcome = Either.isLeft(decided) ? decided.left._tag : decided.right.length === 0 ? "nothing" : "applied"
    expect({ command: c, outcome }).toEqual({ command: c, outcome: expected })
    if (Either.isRight(decided)) {
      for (const e of decided.right) {
        state = creditsDecider.evolve(state, e)
        log.push(e)
      }
    }
    // Balance never negative, and conservation: every purchased credit is available, held or spent.
    expect(availableCredits(state)).toBeGreaterThanOrEqual(0)
    expect(state.purchased).toBe(availableCredits(state) + state.reserved + state.captured)
    expect(availableCredits(state)).toBe(model.available)
    expect([state.purchased, state.captured, state.reserved]).toEqual([model.purchased, model.captured, model.reservedOpen])
  }
  // Replaying the log from nothing gives the same ledger as the model.
  const replayed = fold(creditsDecider, log)
  expect(availableCredits(replayed)).toBe(model.available)
  expect(replayed).toEqual(state)
  // Each payment id credited at most once; each reservation resolved at most once.
  const paymentsCredited = log.filter((e) => e.type === "CreditsPurchased").map((e) => e.data.paymentId)
  expect(new Set(paymentsCredited).size).toBe(paymentsCredited.length)
  const resolutions = log.filter((e) => e.type === "ReservationCaptured" || e.type === "ReservationReleased").map((e) => e.data.generationId)
  expect(new Set(resolutions).size).toBe(resolutions.length)
}

const SEED = Number(process.env.PROPS_SEED ?? 20_250_510)

describe("credits decider against a model (property-based)", () => {
  it("random purchases, reservations, captures, releases and retries agree with the model", () => {
    fc.assert(fc.property(workload, checkWorkload), { seed: SEED, numRuns: 500 })
  })

  it("a purchase-heavy workload with many reservations still never goes negative", () => {
    const reservationsFirst = fc.array(command, { minLength: 50, maxLength: 150 })
    fc.assert(fc.property(reservationsFirst, checkWorkload), { seed: SEED + 1, numRuns: 80 })
  })

  // Regression cases: sequences that once failed (or nearly did) while building the decider.
  it("regression: a released reservation then re-reserved with another size is a conflict, not a new hold", () =>
    checkWorkload([
      { type: "PurchaseCredits", orderId: "order_1", paymentId: "pay_1", credits: 5, amountPaise: 25000 },
      { type: "ReserveCredits", generationId: "g1", credits: 2 },
      { type: "ReleaseReservation", generationId: "g1", reason: "failed" },
      { type: "ReserveCredits", generationId: "g1", credits: 3 },
      { type: "ReserveCredits", generationId: "g1", credits: 2 }
    ]))

  it("regression: the same payment id under another order after a purchase is refused", () =>
    checkWorkload([
      { type: "PurchaseCredits", orderId: "order_1", paymentId: "pay_1", credits: 2, amountPaise: 10000 },
      { type: "PurchaseCredits", orderId: "order_2", paymentId: "pay_1", credits: 2, amountPaise: 10000 },
      { type: "PurchaseCredits", orderId: "order_1", paymentId: "pay_2", credits: 2, amountPaise: 10000 }
    ]))
})
