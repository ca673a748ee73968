import { newEventId } from "@safarnama/events/eventstore/eventId"
import { ordersAwaitingCredit } from "@safarnama/projections/paymentOrderQueries"
import { Clock, Duration, Effect } from "effect"
import { PaymentGateway } from "../../adapters/payment-gateway/PaymentGateway.ts"
import { OrderNotFound, paymentsDecider } from "../../domain/payments/decider.ts"
import { handleCommand } from "../handleCommand.ts"
import { metadataFor } from "../metadata.ts"
import { capturePayment } from "./capturePayment.ts"
import { readOrder } from "./orders.ts"

export type GatewayFinding = "paid-not-credited" | "not-paid" | "unknown-at-gateway" | "gateway-unreachable" | "not-checked"

export interface SupportOrderLine {
  readonly orderId: string
  readonly userId: string
  readonly credits: number
  readonly amountPaise: number
  readonly createdAt: string
  readonly ageSeconds: number
  readonly failedVerifications: number
  readonly gateway: GatewayFinding
}

/**
 * Orders that are paid but not credited, or not yet known to be paid, with their age. With
 * `checkGateway` each is looked up at the gateway to tell the two apart.
 */
export const listOrdersAwaitingCredit = (options: { readonly checkGateway: boolean }) =>
  Effect.gen(function* () {
    const gateway = yield* PaymentGateway
    const nowMs = yield* Clock.currentTimeMillis
    const orders = yield* ordersAwaitingCredit({ now: new Date(nowMs), minAgeMs: 0, maxAgeMs: Duration.toMillis(Duration.days(3650)) })
    return yield* Effect.forEach(
      orders,
      (order) =>
        Effect.gen(function* () {
          const finding: GatewayFinding = !options.checkGateway
            ? "not-checked"
            : yield* gateway.orderPayments(order.orderId).pipe(
                Effect.map((payments): GatewayFinding => (payments.some((p) => p.status === "captured") ? "paid-not-credited" : "not-paid")),
                Effect.catchTags({
                  GatewayOrderUnknown: () => Effect.succeed<GatewayFinding>("unknown-at-gateway"),
                  PaymentGatewayUnavailable: () => Effect.succeed<GatewayFinding>("gateway-unreachable")
                })
              )
          return {
            orderId: order.orderId,
            userId: order.userId,
            credits: order.credits,
            amountPaise: order.amountPaise,
            createdAt: order.createdAt.toISOString(),
            ageSeconds: Math.max(0, Math.round((nowMs - order.createdAt.getTime()) / 1000)),
            failedVerifications: order.failedVerifications,
            gateway: finding
          } satisfies SupportOrderLine
        }),
      { concurrency: 4 }
    )
  })

export type ResolveOutcome =
  | { readonly _tag: "Credited"; readonly orderId: string; readonly paymentId: string; readonly userId: string; readonly credits: number }
  | { readonly _tag: "AlreadyCredited"; readonly orderId: string; readonly paymentId: string; readonly source: string }
  | { readonly _tag: "NoCapturedPayment"; readonly orderId: string; readonly attempts: number }

/**
 * Support resolves one order now: asks the gateway, captures a captured payment (source support),
 * and otherwise records what it found. Every outcome is an event with the actor and the reason in its
 * metadata.
 */
export const resolveOrder = (request: { readonly orderId: string; readonly actor: string; readonly reason: string }) =>
  Effect.gen(function* () {
    const gateway = yield* PaymentGateway
    const metadata = metadataFor(`support:${request.actor}`, { reason: request.reason })
    const order = yield* readOrder(request.orderId)
    if (order.state.status === "none") return yield* Effect.fail(new OrderNotFound({ orderId: request.orderId }))
    const review = (finding: "no-captured-payment" | "already-credited") =>
      handleCommand(paymentsDecider, order.stream, { type: "RecordSupportReview", finding, reason: request.reason }, {
        metadata,
        eventId: () => newEventId()
      })
    if (order.state.status === "captured") {
      yield* review("already-credited")
      return {
        _tag: "AlreadyCredited",
        orderId: request.orderId,
        paymentId: order.state.capture.paymentId,
        source: order.state.capture.source
      } satisfies ResolveOutcome as ResolveOutcome
    }
    const payments = yield* gateway.orderPayments(request.orderId)
    const paid = payments.find((p) => p.status === "captured")
    if (!paid) {
      yield* review("no-captured-payment")
      return { _tag: "NoCapturedPayment", orderId: request.orderId, attempts: payments.length } satisfies ResolveOutcome as ResolveOutcome
    }
    const outcome = yield* capturePayment({
      orderId: request.orderId,
      paymentId: paid.paymentId,
      source: "support",
      amountPaise: paid.amountPaise,
      metadata
    })
    if (outcome._tag === "AlreadyCaptured") {
      return {
        _tag: "AlreadyCredited",
        orderId: request.orderId,
        paymentId: outcome.capture.paymentId,
        source: outcome.capture.source
      } satisfies ResolveOutcome as ResolveOutcome
    }
    return {
      _tag: "Credited",
      orderId: request.orderId,
      paymentId: paid.paymentId,
      userId: outcome.order.userId,
      credits: outcome.order.credits
    } satisfies ResolveOutcome as ResolveOutcome
  })
