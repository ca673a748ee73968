import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { EventIdReused, WrongExpectedVersion } from "@safarnama/events/eventstore/errors"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import type { EventMetadata, LogCheckpoint, StreamAppend } from "@safarnama/events/eventstore/types"
import type { CaptureSource } from "@safarnama/events/payments/events"
import { Effect, Either, Metric } from "effect"
import { availableCredits, evolveCredits } from "../../domain/credits/decider.ts"
import { decideCaptureAndCredit } from "../../domain/payments/captureDecision.ts"
import { type Order, OrderNotFound } from "../../domain/payments/decider.ts"
import { payments } from "../../observability/appMetrics.ts"
import { creditsEventId, readCreditsAccount } from "../credits/creditsAccount.ts"
import { type OrderWithCredits, readOrderWithCredits } from "./orders.ts"

export type CaptureOutcome =
  | {
      readonly _tag: "Captured"
      readonly order: Order
      readonly paymentId: string
      /** The buyer's available credits right after this append. */
      readonly availableCredits: number
      readonly checkpoint: LogCheckpoint
    }
  | {
      readonly _tag: "AlreadyCaptured"
      readonly order: Order
      readonly capture: { readonly paymentId: string; readonly source: CaptureSource }
      /** The buyer's available credits as read with the order, when their ledger was read with it. */
      readonly availableCredits: number | undefined
    }

class Raced {
  readonly _tag = "Raced"
}

/**
 * Captures an order's payment and credits its buyer in ONE append over two streams
 * (`payment-<orderId>` and `credits-<userId>`), so an order is never captured without its credits.
 * Verify, webhook, reconciler and support all come here: the first wins; the others re-read, find the
 * order captured and do nothing. Event ids derive from the order, so two racing writers collide on
 * the version check or on the event id, and the loser re-reads.
 *
 * The order and its buyer's ledger are read in one statement when the buyer can be guessed (`buyer`);
 * `read` hands over what the caller already read, for the first attempt.
 */
export const capturePayment = (input: {
  readonly orderId: string
  readonly paymentId: string
  readonly source: CaptureSource
  /** What the gateway says was paid, when it says it (webhook, reconciler, support). */
  readonly amountPaise?: number
  readonly metadata: EventMetadata
  /** Who we expect bought the order (a guess: checked against the order itself). */
  readonly buyer?: string
  /** The order (and ledger) as the caller just read them, used instead of reading on the first attempt. */
  readonly read?: OrderWithCredits
}) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    // Once an attempt has read the order, retries know its buyer for sure.
    let buyer = input.buyer
    let handedOver = input.read
    const attempt = Effect.gen(function* () {
      const read = handedOver ?? (yield* readOrderWithCredits(input.orderId, buyer))
      handedOver = undefined
      const order = read.order
      if (order.state.status === "none") return yield* Effect.fail(new OrderNotFound({ orderId: input.orderId }))
      buyer = order.state.order.userId
      if (order.state.status === "captured") {
        return {
          _tag: "AlreadyCaptured",
          order: order.state.order,
          capture: order.state.capture,
          availableCredits: read.account === undefined ? undefined : availableCredits(read.account.state)
        } satisfies CaptureOutcome as CaptureOutcome
      }
      const created = order.state.order
      const account = read.account ?? (yield* readCreditsAccount(created.userId))
      const decided = decideCaptureAndCredit(
        order.state,
        account.state,
        { paymentId: input.paymentId, source: input.source, ...(input.amountPaise === undefined ? {} : { amountPaise: input.amountPaise }) }
      )
      if (Either.isLeft(decided)) return yield* Effect.fail(decided.left)
      const { payment, credits } = decided.right
      const appends: Array<StreamAppend> = [
        {
          stream: order.stream,
          expectedVersion: order.version,
          events: payment.map((e) => ({ eventId: eventIdFor(`payment-captured:${input.orderId}`), type: e.type, data: e.data, metadata: input.metadata }))
        }
      ]
      if (credits.length > 0) {
        appends.push({
          stream: account.stream,
          expectedVersion: account.version,
          events: credits.map((e) => ({ eventId: creditsEventId(created.userId, e), type: e.type, data: e.data, metadata: input.metadata }))
        })
      }
      const result = yield* store.append(appends)
      // Someone appended this very capture (same ids, same payload) first: theirs is the capture.
      if (result.replayed) return yield* Effect.fail(new Raced())
      yield* Metric.increment(Metric.tagged(Metric.tagged(payments, "outcome", "captured"), "source", input.source))
      const after = credits.reduce(evolveCredits, account.state)
      return {
        _tag: "Captured",
        order: created,
        paymentId: input.paymentId,
        availableCredits: availableCredits(after),
        checkpoint: result.checkpoint
      } satisfies CaptureOutcome as CaptureOutcome
    })
    return yield* attempt.pipe(
      Effect.retry({
        times: 10,
        while: (e) => e instanceof WrongExpectedVersion || e instanceof EventIdReused || e instanceof Raced
      }),
      Effect.catchIf(
        (e): e is Raced => e instanceof Raced,
        () => Effect.dieMessage("capture kept racing after 10 re-reads")
      )
    )
  })
