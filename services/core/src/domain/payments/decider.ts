import type { CaptureSource, GatewayName, OrderCreated, PaymentsEvent } from "@safarnama/events/payments/events"
import { Data, Either } from "effect"
import type { Decider } from "../Decider.ts"

export type Order = typeof OrderCreated.Type

// ---- Commands -------------------------------------------------------------------------------------

export interface CreateOrder {
  readonly type: "CreateOrder"
  readonly orderId: string
  readonly userId: string
  readonly packageId: string
  readonly credits: number
  readonly amountPaise: number
  readonly gateway: GatewayName
  readonly gatewayOrderId: string
}
export interface CapturePayment {
  readonly type: "CapturePayment"
  readonly paymentId: string
  readonly source: CaptureSource
  /** What the gateway says was paid, when it says (webhook, reconciler); verify has only the signature. */
  readonly amountPaise?: number
}
export interface RecordVerificationFailure {
  readonly type: "RecordVerificationFailure"
  readonly paymentId: string
  readonly reason: string
}
export interface RecordSupportReview {
  readonly type: "RecordSupportReview"
  readonly finding: "no-captured-payment" | "already-credited"
  readonly reason: string
}
export type PaymentsCommand = CreateOrder | CapturePayment | RecordVerificationFailure | RecordSupportReview

// ---- Rejections ----------------------------------------------------------------------------------

export class OrderNotFound extends Data.TaggedError("OrderNotFound")<{ readonly orderId?: string }> {}

export class OrderAlreadyExists extends Data.TaggedError("OrderAlreadyExists")<{ readonly orderId: string }> {}

/** The gateway reports a payment of another amount than the order's: never credit it. */
export class AmountMismatch extends Data.TaggedError("AmountMismatch")<{
  readonly expectedPaise: number
  readonly receivedPaise: number
}> {}

export type PaymentsRejection = OrderNotFound | OrderAlreadyExists | AmountMismatch

// ---- State ---------------------------------------------------------------------------------------

export type PaymentsState =
  | { readonly status: "none" }
  | { readonly status: "created"; readonly order: Order; readonly failedVerifications: number }
  | {
      readonly status: "captured"
      readonly order: Order
      readonly failedVerifications: number
      readonly capture: { readonly paymentId: string; readonly source: CaptureSource }
    }

export const initialPaymentsState = (): PaymentsState => ({ status: "none" })

export const evolvePayments = (state: PaymentsState, event: PaymentsEvent): PaymentsState => {
  switch (event.type) {
    case "OrderCreated":
      return state.status === "none" ? { status: "created", order: event.data, failedVerifications: 0 } : state
    case "PaymentCaptured":
      return state.status === "created"
        ? { ...state, status: "captured", capture: { paymentId: event.data.paymentId, source: event.data.source } }
        : state
    case "VerificationFailed":
      return state.status === "none" ? state : { ...state, failedVerifications: state.failedVerifications + 1 }
    case "SupportReviewed":
      return state
  }
}

// ---- Decisions -----------------------------------------------------------------------------------

type Decision = Either.Either<ReadonlyArray<PaymentsEvent>, PaymentsRejection>

export const decidePayments = (command: PaymentsCommand, state: PaymentsState): Decision => {
  switch (command.type) {
    case "CreateOrder": {
      const { type: _type, ...order } = command
      if (state.status !== "none") {
        const known = state.order
        const same = (Object.keys(order) as Array<keyof typeof order>).every((key) => known[key] === order[key])
        return same ? Either.right([]) : Either.left(new OrderAlreadyExists({ orderId: command.orderId }))
      }
      return Either.right([{ type: "OrderCreated", data: { ...order, currency: "INR" } }])
    }
    case "CapturePayment": {
      if (state.status === "none") return Either.left(new OrderNotFound({}))
      // Whichever source comes first wins; the others find nothing to do.
      if (state.status === "captured") return Either.right([])
      if (command.amountPaise !== undefined && command.amountPaise !== state.order.amountPaise) {
        return Either.left(new AmountMismatch({ expectedPaise: state.order.amountPaise, receivedPaise: command.amountPaise }))
      }
      return Either.right([
        { type: "PaymentCaptured", data: { orderId: state.order.orderId, paymentId: command.paymentId, source: command.source } }
      ])
    }
    case "RecordVerificationFailure":
      if (state.status === "none") return Either.left(new OrderNotFound({}))
      return Either.right([
        { type: "VerificationFailed", data: { orderId: state.order.orderId, paymentId: command.paymentId, reason: command.reason } }
      ])
    case "RecordSupportReview":
      if (state.status === "none") return Either.left(new OrderNotFound({}))
      return Either.right([
        { type: "SupportReviewed", data: { orderId: state.order.orderId, finding: command.finding, reason: command.reason } }
      ])
  }
}

export const paymentsDecider: Decider<PaymentsCommand, PaymentsEvent, PaymentsState, PaymentsRejection> = {
  initialState: initialPaymentsState,
  evolve: evolvePayments,
  decide: decidePayments
}
