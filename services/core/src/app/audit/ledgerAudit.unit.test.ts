import { describe, expect, it } from "vitest"
import { LedgerAuditor, type LedgerLogEvent, type UserBalance } from "./ledgerAudit.ts"

/** A tiny log builder: positions and versions as the event store would assign them. */
const logOf = () => {
  const events: Array<LedgerLogEvent> = []
  const versions = new Map<string, number>()
  let position = 0
  let tx = 100
  return {
    events,
    /** Appends events of one transaction (one `EventStore.append`). */
    append: (...items: Array<[stream: string, type: string, data: unknown]>) => {
      tx++
      for (const [stream, type, data] of items) {
        const version = (versions.get(stream) ?? 0) + 1
        versions.set(stream, version)
        events.push({
          position: String(++position),
          transactionId: String(tx),
          streamId: stream,
          streamVersion: version,
          type,
          data,
          recordedAt: new Date(Date.UTC(2025, 4, 10, 9, 0, position)),
          actor: "test"
        })
      }
    }
  }
}

const order = (orderId: string, userId: string, credits = 5, amountPaise = 25000) =>
  [`payment-${orderId}`, "OrderCreated", { orderId, userId, packageId: "p5", credits, amountPaise, currency: "INR", gateway: "local", gatewayOrderId: orderId }] as [string, string, unknown]

const captureWithCredit = (orderId: string, userId: string, paymentId: string, credits = 5, amountPaise = 25000): Array<[string, string, unknown]> => [
  [`credits-${userId}`, "CreditsPurchased", { orderId, paymentId, credits, amountPaise }],
  [`payment-${orderId}`, "PaymentCaptured", { orderId, paymentId, source: "verify" }]
]

const audit = (events: ReadonlyArray<LedgerLogEvent>, readModel?: ReadonlyMap<string, UserBalance>, ledgerFor?: string) => {
  const auditor = new LedgerAuditor(ledgerFor)
  for (const e of events) auditor.feed(e)
  return auditor.finish({ readModel, readModelCheckpoint: null, includeBalances: true })
}

const balance = (userId: string, purchased: number, captured: number, reserved: number, paisePaid: number): UserBalance => ({
  userId,
  purchased,
  captured,
  reserved,
  available: purchased - captured - reserved,
  paisePaid
})

describe("ledger audit", () => {
  it("a clean ledger: summary, balances, and a per-user ledger with deltas and balance after", () => {
    const log = logOf()
    log.append(order("order_1", "u1"))
    log.append(...captureWithCredit("order_1", "u1", "pay_1"))
    log.append(["credits-u1", "CreditsReserved", { generationId: "g1", credits: 2 }])
    log.append(["credits-u1", "ReservationCaptured", { generationId: "g1", credits: 2 }])
    log.append(["credits-u1", "CreditsReserved", { generationId: "g2", credits: 1 }])
    log.append(["credits-u1", "ReservationReleased", { generationId: "g2", credits: 1, reason: "failed" }])
    log.append(["credits-u1", "CreditsReserved", { generationId: "g3", credits: 1 }])
    log.append(order("order_2", "u2", 2, 10000))
    const report = audit(log.events, new Map([["u1", balance("u1", 5, 2, 1, 25000)]]), "u1")
    expect(report.violations).toEqual([])
    expect(report.summary).toEqual({
      users: 1,
      orders: 2,
      ordersCredited: 1,
      ordersAwaitingCredit: 1,
      events: 9,
      creditEvents: 6,
      paymentEvents: 3,
      creditsSold: 5,
      paiseTaken: 25000,
      creditsSpent: 2,
      creditsHeld: 1,
      creditsAvailable: 2,
      violations: 0
    })
    expect(report.ledger?.lines.map((l) => [l.event, l.delta, l.balanceAfter, l.reference])).toEqual([
      ["CreditsPurchased", 5, 5, "order_1"],
      ["CreditsReserved", -2, 3, "g1"],
      ["ReservationCaptured", 0, 3, "g1"],
      ["CreditsReserved", -1, 2, "g2"],
      ["ReservationReleased", 1, 3, "g2"],
      ["CreditsReserved", -1, 2, "g3"]
    ])
  })

  it("finds a negative balance, a double resolution and an unknown reservation", () => {
    const log = logOf()
    log.append(["credits-u1", "CreditsReserved", { generationId: "g1", credits: 1 }])
    log.append(["credits-u1", "ReservationCaptured", { generationId: "g1", credits: 1 }])
    log.append(["credits-u1", "ReservationReleased", { generationId: "g1", credits: 1, reason: "again" }])
    log.append(["credits-u1", "ReservationCaptured", { generationId: "nope", credits: 1 }])
    // Reserving with no credits leaves the balance at -1 after every later event too.
    expect(audit(log.events).violations.map((v) => v.kind)).toEqual([
      "negative-balance",
      "negative-balance",
      "reservation-resolved-twice",
      "negative-balance",
      "reservation-unknown",
      "negative-balance"
    ])
  })

  it("finds a payment or an order credited twice, and credits without a capture (or the reverse)", () => {
    const log = logOf()
    log.append(order("order_1", "u1"))
    log.append(...captureWithCredit("order_1", "u1", "pay_1"))
    log.append(["credits-u1", "CreditsPurchased", { orderId: "order_1", paymentId: "pay_1", credits: 5, amountPaise: 25000 }])
    log.append(order("order_2", "u2"))
    log.append(["payment-order_2", "PaymentCaptured", { orderId: "order_2", paymentId: "pay_2", source: "webhook" }])
    log.append(["credits-u3", "CreditsPurchased", { orderId: "order_3", paymentId: "pay_3", credits: 2, amountPaise: 10000 }])
    const kinds = audit(log.events).violations.map((v) => v.kind)
    expect(kinds).toEqual(
      expect.arrayContaining(["payment-credited-twice", "order-credited-twice", "capture-without-purchase", "purchase-without-capture"])
    )
  })

  it("finds credits outside the capture's transaction, to the wrong traveller, or of the wrong size", () => {
    const log = logOf()
    log.append(order("order_1", "u1", 5, 25000))
    log.append(["credits-u2", "CreditsPurchased", { orderId: "order_1", paymentId: "pay_1", credits: 10, amountPaise: 25000 }])
    log.append(["payment-order_1", "PaymentCaptured", { orderId: "order_1", paymentId: "pay_1", source: "verify" }])
    const [violation] = audit(log.events).violations
    expect(violation?.kind).toBe("purchase-mismatch")
    expect(violation?.detail).toContain("outside the capture's transaction")
    expect(violation?.detail).toContain("credited to u2, ordered by u1")
    expect(violation?.detail).toContain("credited 10")
  })

  it("finds version gaps and a read model that differs from the replay", () => {
    const log = logOf()
    log.append(order("order_1", "u1"))
    log.append(...captureWithCredit("order_1", "u1", "pay_1"))
    const gapped = log.events.map((e) => (e.type === "PaymentCaptured" ? { ...e, streamVersion: 3 } : e))
    const report = audit(gapped, new Map([["u1", balance("u1", 6, 0, 0, 25000)], ["ghost", balance("ghost", 1, 0, 0, 5000)]]))
    expect(report.violations.map((v) => v.kind)).toEqual(["version-gap", "read-model-mismatch", "read-model-extra"])
  })
})
