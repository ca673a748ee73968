import { creditsStream } from "@safarnama/events/credits/events"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import { type PaymentsEvent, paymentStream } from "@safarnama/events/payments/events"
import { Effect } from "effect"
import { fold } from "../../domain/Decider.ts"
import { type PaymentsState, paymentsDecider } from "../../domain/payments/decider.ts"
import { type CreditsAccount, creditsAccountFrom, creditsReadStart } from "../credits/creditsAccount.ts"

/** One order's stream as last read. */
export interface OrderRecord {
  readonly stream: string
  readonly state: PaymentsState
  readonly version: number
}

const orderRecordOf = (stream: string, history: ReadonlyArray<RecordedEvent>): OrderRecord => ({
  stream,
  state: fold(paymentsDecider, history.map((e) => ({ type: e.type, data: e.data }) as PaymentsEvent)),
  version: history.length === 0 ? 0 : history[history.length - 1]!.streamVersion
})

export const readOrder = (orderId: string) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const stream = paymentStream(orderId)
    return orderRecordOf(stream, yield* store.readStream(stream))
  })

/** An order with its buyer's ledger when the guess about the buyer was right (else no ledger). */
export interface OrderWithCredits {
  readonly order: OrderRecord
  readonly account: CreditsAccount | undefined
}

/**
 * Reads an order and, in the same statement, the ledger of the traveller we expect bought it (the
 * caller in verify; the webhook's order notes): one round trip where reading the order to learn its
 * buyer and then the ledger took two. `account` is there only when the order exists and its buyer is
 * the one guessed; callers read the real buyer's ledger themselves when they need it.
 */
export const readOrderWithCredits = (orderId: string, buyer: string | undefined) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const stream = paymentStream(orderId)
    if (buyer === undefined) return { order: orderRecordOf(stream, yield* store.readStream(stream)), account: undefined } satisfies OrderWithCredits
    const ledger = creditsStream(buyer)
    // The ledger from its kept state on (ADR 0131): only the events after the last read come back.
    const read = yield* store.readStreams([stream, ledger], new Map([[ledger, yield* creditsReadStart(buyer)]]))
    const order = orderRecordOf(stream, read.get(stream) ?? [])
    const boughtByGuess = order.state.status !== "none" && order.state.order.userId === buyer
    return {
      order,
      account: boughtByGuess ? yield* creditsAccountFrom(buyer, read.get(ledger) ?? []) : undefined
    } satisfies OrderWithCredits
  })
