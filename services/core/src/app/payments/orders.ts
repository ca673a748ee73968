import { Effect } from "effect"
import { fold } from "../../domain/Decider.ts"
import { paymentsDecider, type PaymentsState } from "../../domain/payments/decider.ts"
import { type PaymentsEvent, paymentStream } from "../../domain/payments/events.ts"
import { EventStore } from "../../eventstore/EventStore.ts"

/** One order's stream as last read. */
export interface OrderRecord {
  readonly stream: string
  readonly state: PaymentsState
  readonly version: number
}

export const readOrder = (orderId: string) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const stream = paymentStream(orderId)
    const history = yield* store.readStream(stream)
    return {
      stream,
      state: fold(paymentsDecider, history.map((e) => ({ type: e.type, data: e.data }) as PaymentsEvent)),
      version: history.length === 0 ? 0 : history[history.length - 1]!.streamVersion
    } satisfies OrderRecord
  })
