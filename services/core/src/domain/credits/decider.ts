import type { CreditsEvent } from "@safarnama/events/credits/events"
import { Data, Either } from "effect"
import type { Decider } from "../Decider.ts"

// ---- Commands -------------------------------------------------------------------------------------

export interface PurchaseCredits {
  readonly type: "PurchaseCredits"
  readonly orderId: string
  readonly paymentId: string
  readonly credits: number
  readonly amountPaise: number
}
export interface ReserveCredits {
  readonly type: "ReserveCredits"
  readonly generationId: string
  readonly credits: number
}
export interface CaptureReservation {
  readonly type: "CaptureReservation"
  readonly generationId: string
}
export interface ReleaseReservation {
  readonly type: "ReleaseReservation"
  readonly generationId: string
  readonly reason: string
}
export type CreditsCommand = PurchaseCredits | ReserveCredits | CaptureReservation | ReleaseReservation

// ---- Named rejections: every outcome that is not "these events" has a name -------------------------

/** Credits must be a positive whole number; amounts positive whole paise. */
export class InvalidCreditsAmount extends Data.TaggedError("InvalidCreditsAmount")<{ readonly reason: string }> {}

export class InsufficientCredits extends Data.TaggedError("InsufficientCredits")<{
  readonly required: number
  readonly available: number
}> {}

/** The generation already holds a reservation of a different size: a bug upstream, never a second hold. */
export class ReservationConflict extends Data.TaggedError("ReservationConflict")<{
  readonly generationId: string
  readonly reserved: number
  readonly requested: number
}> {}

export class ReservationNotFound extends Data.TaggedError("ReservationNotFound")<{ readonly generationId: string }> {}

/** A reservation resolves exactly once; a second capture or release is this, never a second effect. */
export class ReservationAlreadyResolved extends Data.TaggedError("ReservationAlreadyResolved")<{
  readonly generationId: string
  readonly resolution: "captured" | "released"
}> {}

/** The payment id was already credited with a different order or amount. */
export class PaymentAlreadyCredited extends Data.TaggedError("PaymentAlreadyCredited")<{
  readonly paymentId: string
  readonly orderId: string
}> {}

/** The order was already credited, through another payment id. */
export class OrderAlreadyCredited extends Data.TaggedError("OrderAlreadyCredited")<{
  readonly orderId: string
  readonly paymentId: string
}> {}

export type CreditsRejection =
  | InvalidCreditsAmount
  | InsufficientCredits
  | ReservationConflict
  | ReservationNotFound
  | ReservationAlreadyResolved
  | PaymentAlreadyCredited
  | OrderAlreadyCredited

// ---- State ---------------------------------------------------------------------------------------

export interface Purchase {
  readonly orderId: string
  readonly credits: number
  readonly amountPaise: number
}

export interface CreditsState {
  readonly purchased: number
  readonly captured: number
  /** Sum of the open reservations. */
  readonly reserved: number
  readonly paisePaid: number
  readonly open: ReadonlyMap<string, number>
  readonly resolved: ReadonlyMap<string, { readonly resolution: "captured" | "released"; readonly credits: number }>
  /** By payment id. */
  readonly purchases: ReadonlyMap<string, Purchase>
  /** Order id to the payment id that credited it. */
  readonly creditedOrders: ReadonlyMap<string, string>
}

export const initialCreditsState = (): CreditsState => ({
  purchased: 0,
  captured: 0,
  reserved: 0,
  paisePaid: 0,
  open: new Map(),
  resolved: new Map(),
  purchases: new Map(),
  creditedOrders: new Map()
})

/** What the traveller can spend now: purchased - captured - open reservations. Never negative. */
export const availableCredits = (state: CreditsState): number => state.purchased - state.captured - state.reserved

const withEntry = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> => new Map(map).set(key, value)
const withoutEntry = <K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> => {
  const copy = new Map(map)
  copy.delete(key)
  return copy
}

export const evolveCredits = (state: CreditsState, event: CreditsEvent): CreditsState => {
  switch (event.type) {
    case "CreditsPurchased": {
      const { orderId, paymentId, credits, amountPaise } = event.data
      return {
        ...state,
        purchased: state.purchased + credits,
        paisePaid: state.paisePaid + amountPaise,
        purchases: withEntry(state.purchases, paymentId, { orderId, credits, amountPaise }),
        creditedOrders: withEntry(state.creditedOrders, orderId, paymentId)
      }
    }
    case "CreditsReserved":
      return {
        ...state,
        reserved: state.reserved + event.data.credits,
        open: withEntry(state.open, event.data.generationId, event.data.credits)
      }
    case "ReservationCaptured":
    case "ReservationReleased": {
      const { generationId } = event.data
      const credits = state.open.get(generationId) ?? event.data.credits
      const captured = event.type === "ReservationCaptured"
      return {
        ...state,
        reserved: state.reserved - credits,
        captured: captured ? state.captured + credits : state.captured,
        open: withoutEntry(state.open, generationId),
        resolved: withEntry(state.resolved, generationId, { resolution: captured ? "captured" : "released", credits })
      }
    }
  }
}

// ---- Decisions -----------------------------------------------------------------------------------

type Decision = Either.Either<ReadonlyArray<CreditsEvent>, CreditsRejection>
const nothing: Decision = Either.right([])

const isPositiveWhole = (n: number) => Number.isSafeInteger(n) && n > 0

/**
 * Reserves credits for one generation (a pending transfer). Exported on its own so another context
 * can put the reservation in the same append as its own events (GenerationRequested + CreditsReserved).
 * The identical request again is nothing to do; the same generation with another size is a conflict.
 */
export const decideReservation = (
  state: CreditsState,
  request: { readonly generationId: string; readonly credits: number }
): Decision => {
  if (!isPositiveWhole(request.credits)) {
    return Either.left(new InvalidCreditsAmount({ reason: `a reservation needs a positive whole number of credits, got ${request.credits}` }))
  }
  const held = state.open.get(request.generationId) ?? state.resolved.get(request.generationId)?.credits
  if (held !== undefined) {
    return held === request.credits
      ? nothing
      : Either.left(new ReservationConflict({ generationId: request.generationId, reserved: held, requested: request.credits }))
  }
  const available = availableCredits(state)
  if (available < request.credits) return Either.left(new InsufficientCredits({ required: request.credits, available }))
  return Either.right([{ type: "CreditsReserved", data: { generationId: request.generationId, credits: request.credits } }])
}

const decideResolution = (
  state: CreditsState,
  generationId: string,
  toEvent: (credits: number) => CreditsEvent
): Decision => {
  const credits = state.open.get(generationId)
  if (credits !== undefined) return Either.right([toEvent(credits)])
  const resolved = state.resolved.get(generationId)
  return Either.left(
    resolved
      ? new ReservationAlreadyResolved({ generationId, resolution: resolved.resolution })
      : new ReservationNotFound({ generationId })
  )
}

/** The generation succeeded: its reserved credits are spent. */
export const decideCapture = (state: CreditsState, request: { readonly generationId: string }): Decision =>
  decideResolution(state, request.generationId, (credits) => ({
    type: "ReservationCaptured",
    data: { generationId: request.generationId, credits }
  }))

/** The generation failed or was abandoned: its reserved credits come back. */
export const decideRelease = (
  state: CreditsState,
  request: { readonly generationId: string; readonly reason: string }
): Decision =>
  decideResolution(state, request.generationId, (credits) => ({
    type: "ReservationReleased",
    data: { generationId: request.generationId, credits, reason: request.reason }
  }))

/**
 * Credits a captured payment. The same payment with the same order and amount again is nothing to do
 * (idempotent); a payment id or an order credited differently before is a named rejection.
 */
export const decidePurchase = (
  state: CreditsState,
  request: { readonly orderId: string; readonly paymentId: string; readonly credits: number; readonly amountPaise: number }
): Decision => {
  if (!isPositiveWhole(request.credits) || !isPositiveWhole(request.amountPaise)) {
    return Either.left(new InvalidCreditsAmount({ reason: "a purchase needs positive whole credits and paise" }))
  }
  const known = state.purchases.get(request.paymentId)
  if (known) {
    return known.orderId === request.orderId && known.credits === request.credits && known.amountPaise === request.amountPaise
      ? nothing
      : Either.left(new PaymentAlreadyCredited({ paymentId: request.paymentId, orderId: known.orderId }))
  }
  const creditedBy = state.creditedOrders.get(request.orderId)
  if (creditedBy !== undefined) return Either.left(new OrderAlreadyCredited({ orderId: request.orderId, paymentId: creditedBy }))
  return Either.right([
    {
      type: "CreditsPurchased",
      data: { orderId: request.orderId, paymentId: request.paymentId, credits: request.credits, amountPaise: request.amountPaise }
    }
  ])
}

export const decideCredits = (command: CreditsCommand, state: CreditsState): Decision => {
  switch (command.type) {
    case "PurchaseCredits":
      return decidePurchase(state, command)
    case "ReserveCredits":
      return decideReservation(state, command)
    case "CaptureReservation":
      return decideCapture(state, command)
    case "ReleaseReservation":
      return decideRelease(state, command)
  }
}

export const creditsDecider: Decider<CreditsCommand, CreditsEvent, CreditsState, CreditsRejection> = {
  initialState: initialCreditsState,
  evolve: evolveCredits,
  decide: decideCredits
}
