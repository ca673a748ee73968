import { CREDITS_STREAM_PREFIX } from "@safarnama/events/credits/events"
import { PAYMENT_STREAM_PREFIX } from "@safarnama/events/payments/events"
import type { CreditBalance } from "@safarnama/projections/creditBalanceQueries"

/** One event of the credits or payments log, as the auditor reads it. */
export interface LedgerLogEvent {
  readonly position: string
  readonly transactionId: string
  readonly streamId: string
  readonly streamVersion: number
  readonly type: string
  readonly data: unknown
  readonly recordedAt: Date
  readonly actor: string | undefined
}

export interface Violation {
  readonly kind: string
  readonly stream: string
  readonly position?: string
  readonly detail: string
}

export interface LedgerLine {
  readonly time: string
  readonly position: string
  readonly event: string
  /** Change of the available balance. */
  readonly delta: number
  readonly balanceAfter: number
  readonly reference: string
  readonly actor: string
}

/** A traveller's balance as the replay computes it: the read model's shape, so the two compare field by field. */
export type UserBalance = CreditBalance

export interface AuditSummary {
  readonly users: number
  readonly orders: number
  readonly ordersCredited: number
  readonly ordersAwaitingCredit: number
  readonly events: number
  readonly creditEvents: number
  readonly paymentEvents: number
  readonly creditsSold: number
  readonly paiseTaken: number
  readonly creditsSpent: number
  readonly creditsHeld: number
  readonly creditsAvailable: number
  readonly violations: number
}

export interface AuditReport {
  readonly summary: AuditSummary
  /** The first violations found (all of them are counted in the summary). */
  readonly violations: ReadonlyArray<Violation>
  readonly checkpoint: { readonly transactionId: string; readonly position: string }
  readonly readModel: { readonly compared: boolean; readonly rows: number; readonly checkpoint: string | null }
  readonly ledger?: { readonly userId: string; readonly lines: ReadonlyArray<LedgerLine>; readonly balance: UserBalance | null }
  readonly balances?: ReadonlyArray<UserBalance & { readonly readModelAvailable: number | null }>
}

interface UserLedger {
  purchased: number
  captured: number
  reserved: number
  paise: number
  version: number
  readonly open: Map<string, number>
  readonly resolved: Set<string>
}

interface OrderLedger {
  userId: string | undefined
  credits: number
  amountPaise: number
  version: number
  capture: { paymentId: string; transactionId: string; position: string } | undefined
}

interface Purchase {
  readonly userId: string
  readonly orderId: string
  readonly paymentId: string
  readonly credits: number
  readonly amountPaise: number
  readonly transactionId: string
  readonly position: string
}

const MAX_LISTED = 200

const isWhole = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n)
const isPositiveWhole = (n: unknown): n is number => isWhole(n) && n > 0

/**
 * Replays the credits and payments streams in log order, independently of the deciders (a second
 * implementation that checks the first), and checks every invariant: contiguous versions, balances
 * never negative, each payment id and order credited once, each reservation resolved once with its
 * own credits, every purchase matched by its order's capture in the same transaction (and back).
 * Mutable inside for speed (a million events a run); pure from outside: events in, report out.
 */
export class LedgerAuditor {
  private readonly users = new Map<string, UserLedger>()
  private readonly orders = new Map<string, OrderLedger>()
  private readonly purchasesByPayment = new Map<string, Purchase>()
  private readonly purchasesByOrder = new Map<string, Purchase>()
  private readonly listed: Array<Violation> = []
  private violationCount = 0
  private creditEvents = 0
  private paymentEvents = 0
  private readonly lines: Array<LedgerLine> = []
  private last = { transactionId: "0", position: "0" }

  constructor(private readonly ledgerFor: string | undefined = undefined) {}

  get checkpoint() {
    return this.last
  }

  private violation(v: Violation) {
    this.violationCount++
    if (this.listed.length < MAX_LISTED) this.listed.push(v)
  }

  feed(e: LedgerLogEvent): void {
    this.last = { transactionId: e.transactionId, position: e.position }
    if (e.streamId.startsWith(CREDITS_STREAM_PREFIX)) this.feedCredits(e, e.streamId.slice(CREDITS_STREAM_PREFIX.length))
    else if (e.streamId.startsWith(PAYMENT_STREAM_PREFIX)) this.feedPayment(e, e.streamId.slice(PAYMENT_STREAM_PREFIX.length))
  }

  private feedCredits(e: LedgerLogEvent, userId: string) {
    this.creditEvents++
    let user = this.users.get(userId)
    if (!user) {
      user = { purchased: 0, captured: 0, reserved: 0, paise: 0, version: 0, open: new Map(), resolved: new Set() }
      this.users.set(userId, user)
    }
    if (e.streamVersion !== user.version + 1) {
      this.violation({ kind: "version-gap", stream: e.streamId, position: e.position, detail: `version ${e.streamVersion} after ${user.version}` })
    }
    user.version = e.streamVersion
    const before = user.purchased - user.captured - user.reserved
    const d = (e.data ?? {}) as Record<string, unknown>
    let reference = ""
    switch (e.type) {
      case "CreditsPurchased": {
        const orderId = String(d.orderId)
        const paymentId = String(d.paymentId)
        reference = orderId
        if (!isPositiveWhole(d.credits) || !isPositiveWhole(d.amountPaise)) {
          this.violation({ kind: "invalid-amount", stream: e.streamId, position: e.position, detail: `purchase of ${d.credits} credits for ${d.amountPaise} paise` })
          break
        }
        if (this.purchasesByPayment.has(paymentId)) {
          this.violation({ kind: "payment-credited-twice", stream: e.streamId, position: e.position, detail: `payment ${paymentId}` })
        }
        if (this.purchasesByOrder.has(orderId)) {
          this.violation({ kind: "order-credited-twice", stream: e.streamId, position: e.position, detail: `order ${orderId}` })
        }
        const purchase: Purchase = {
          userId,
          orderId,
          paymentId,
          credits: d.credits,
          amountPaise: d.amountPaise,
          transactionId: e.transactionId,
          position: e.position
        }
        this.purchasesByPayment.set(paymentId, purchase)
        this.purchasesByOrder.set(orderId, purchase)
        user.purchased += d.credits
        user.paise += d.amountPaise
        break
      }
      case "CreditsReserved": {
        const generationId = String(d.generationId)
        reference = generationId
        if (!isPositiveWhole(d.credits)) {
          this.violation({ kind: "invalid-amount", stream: e.streamId, position: e.position, detail: `reservation of ${d.credits}` })
          break
        }
        if (user.open.has(generationId) || user.resolved.has(generationId)) {
          this.violation({ kind: "reservation-duplicated", stream: e.streamId, position: e.position, detail: `generation ${generationId}` })
          break
        }
        user.open.set(generationId, d.credits)
        user.reserved += d.credits
        break
      }
      case "ReservationCaptured":
      case "ReservationReleased": {
        const generationId = String(d.generationId)
        reference = generationId
        const held = user.open.get(generationId)
        if (held === undefined) {
          this.violation({
            kind: user.resolved.has(generationId) ? "reservation-resolved-twice" : "reservation-unknown",
            stream: e.streamId,
            position: e.position,
            detail: `${e.type} for generation ${generationId}`
          })
          break
        }
        if (d.credits !== held) {
          this.violation({ kind: "reservation-credits-mismatch", stream: e.streamId, position: e.position, detail: `${generationId}: held ${held}, resolved ${d.credits}` })
        }
        user.open.delete(generationId)
        user.resolved.add(generationId)
        user.reserved -= held
        if (e.type === "ReservationCaptured") user.captured += held
        break
      }
      default:
        this.violation({ kind: "unknown-event-type", stream: e.streamId, position: e.position, detail: e.type })
    }
    const after = user.purchased - user.captured - user.reserved
    if (after < 0) this.violation({ kind: "negative-balance", stream: e.streamId, position: e.position, detail: `available ${after}` })
    if (userId === this.ledgerFor) {
      this.lines.push({
        time: e.recordedAt.toISOString(),
        position: e.position,
        event: e.type,
        delta: after - before,
        balanceAfter: after,
        reference,
        actor: e.actor ?? ""
      })
    }
  }

  private feedPayment(e: LedgerLogEvent, orderId: string) {
    this.paymentEvents++
    const d = (e.data ?? {}) as Record<string, unknown>
    let order = this.orders.get(orderId)
    if (!order) {
      order = { userId: undefined, credits: 0, amountPaise: 0, version: 0, capture: undefined }
      this.orders.set(orderId, order)
    }
    if (e.streamVersion !== order.version + 1) {
      this.violation({ kind: "version-gap", stream: e.streamId, position: e.position, detail: `version ${e.streamVersion} after ${order.version}` })
    }
    order.version = e.streamVersion
    if (e.type === "OrderCreated") {
      if (e.streamVersion !== 1) this.violation({ kind: "order-created-twice", stream: e.streamId, position: e.position, detail: orderId })
      if (!isPositiveWhole(d.credits) || !isPositiveWhole(d.amountPaise)) {
        this.violation({ kind: "invalid-amount", stream: e.streamId, position: e.position, detail: `order of ${d.credits} credits for ${d.amountPaise} paise` })
      }
      order.userId = String(d.userId)
      order.credits = Number(d.credits)
      order.amountPaise = Number(d.amountPaise)
      return
    }
    if (order.userId === undefined) {
      this.violation({ kind: "order-without-creation", stream: e.streamId, position: e.position, detail: `${e.type} before OrderCreated` })
    }
    if (e.type === "PaymentCaptured") {
      if (order.capture) this.violation({ kind: "order-captured-twice", stream: e.streamId, position: e.position, detail: orderId })
      else order.capture = { paymentId: String(d.paymentId), transactionId: e.transactionId, position: e.position }
      return
    }
    if (e.type !== "VerificationFailed" && e.type !== "SupportReviewed") {
      this.violation({ kind: "unknown-event-type", stream: e.streamId, position: e.position, detail: e.type })
    }
  }

  /** Cross-stream checks, the read-model comparison, and the report. */
  finish(options: {
    readonly readModel: ReadonlyMap<string, UserBalance> | undefined
    readonly readModelCheckpoint: string | null
    readonly includeBalances: boolean
  }): AuditReport {
    for (const [orderId, order] of this.orders) {
      const purchase = this.purchasesByOrder.get(orderId)
      if (order.capture && !purchase) {
        this.violation({ kind: "capture-without-purchase", stream: `${PAYMENT_STREAM_PREFIX}${orderId}`, position: order.capture.position, detail: `payment ${order.capture.paymentId} captured, no credits` })
      }
      if (purchase && order.capture) {
        const problems: Array<string> = []
        if (purchase.paymentId !== order.capture.paymentId) problems.push(`payment ${purchase.paymentId} credited, ${order.capture.paymentId} captured`)
        if (purchase.transactionId !== order.capture.transactionId) problems.push("credited outside the capture's transaction")
        if (purchase.userId !== order.userId) problems.push(`credited to ${purchase.userId}, ordered by ${order.userId}`)
        if (purchase.credits !== order.credits || purchase.amountPaise !== order.amountPaise) {
          problems.push(`credited ${purchase.credits} for ${purchase.amountPaise} paise, ordered ${order.credits} for ${order.amountPaise}`)
        }
        if (problems.length > 0) {
          this.violation({ kind: "purchase-mismatch", stream: `${CREDITS_STREAM_PREFIX}${purchase.userId}`, position: purchase.position, detail: `${orderId}: ${problems.join("; ")}` })
        }
      }
    }
    for (const [orderId, purchase] of this.purchasesByOrder) {
      if (!this.orders.get(orderId)?.capture) {
        this.violation({ kind: "purchase-without-capture", stream: `${CREDITS_STREAM_PREFIX}${purchase.userId}`, position: purchase.position, detail: `order ${orderId}` })
      }
    }

    const balances: Array<UserBalance> = []
    for (const [userId, u] of this.users) {
      balances.push({ userId, purchased: u.purchased, captured: u.captured, reserved: u.reserved, available: u.purchased - u.captured - u.reserved, paisePaid: u.paise })
    }
    const readModel = options.readModel
    if (readModel) {
      for (const b of balances) {
        const row = readModel.get(b.userId)
        if (!row) {
          this.violation({ kind: "read-model-missing", stream: `${CREDITS_STREAM_PREFIX}${b.userId}`, detail: "no credit_balances row" })
        } else if (row.purchased !== b.purchased || row.captured !== b.captured || row.reserved !== b.reserved || row.available !== b.available || row.paisePaid !== b.paisePaid) {
          this.violation({
            kind: "read-model-mismatch",
            stream: `${CREDITS_STREAM_PREFIX}${b.userId}`,
            detail: `read model ${row.purchased}/${row.captured}/${row.reserved}/${row.available}/${row.paisePaid}, replay ${b.purchased}/${b.captured}/${b.reserved}/${b.available}/${b.paisePaid} (purchased/captured/reserved/available/paise)`
          })
        }
      }
      for (const userId of readModel.keys()) {
        if (!this.users.has(userId)) this.violation({ kind: "read-model-extra", stream: `${CREDITS_STREAM_PREFIX}${userId}`, detail: "row without a ledger" })
      }
    }

    let creditsSold = 0
    let paiseTaken = 0
    let creditsSpent = 0
    let creditsHeld = 0
    for (const b of balances) {
      creditsSold += b.purchased
      paiseTaken += b.paisePaid
      creditsSpent += b.captured
      creditsHeld += b.reserved
    }
    let ordersCredited = 0
    for (const o of this.orders.values()) if (o.capture) ordersCredited++
    const ledgerBalance = this.ledgerFor === undefined ? undefined : (balances.find((b) => b.userId === this.ledgerFor) ?? null)
    return {
      summary: {
        users: this.users.size,
        orders: this.orders.size,
        ordersCredited,
        ordersAwaitingCredit: this.orders.size - ordersCredited,
        events: this.creditEvents + this.paymentEvents,
        creditEvents: this.creditEvents,
        paymentEvents: this.paymentEvents,
        creditsSold,
        paiseTaken,
        creditsSpent,
        creditsHeld,
        creditsAvailable: creditsSold - creditsSpent - creditsHeld,
        violations: this.violationCount
      },
      violations: this.listed,
      checkpoint: this.last,
      readModel: { compared: readModel !== undefined, rows: readModel?.size ?? 0, checkpoint: options.readModelCheckpoint },
      ...(this.ledgerFor === undefined ? {} : { ledger: { userId: this.ledgerFor, lines: this.lines, balance: ledgerBalance ?? null } }),
      ...(options.includeBalances
        ? { balances: balances.map((b) => ({ ...b, readModelAvailable: readModel?.get(b.userId)?.available ?? null })) }
        : {})
    }
  }

  /** For a read model found behind the log (after waiting): counted like any other violation. */
  noteReadModelBehind(detail: string) {
    this.violation({ kind: "read-model-behind", stream: "credit_balances", detail })
  }
}
