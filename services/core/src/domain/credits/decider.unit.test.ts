import type { CreditsEvent } from "@safarnama/events/credits/events"
import { describe, it } from "vitest"
import { deciderSpec } from "../../../test/deciderSpec.ts"
import { creditsDecider } from "./decider.ts"

const given = deciderSpec(creditsDecider)

const purchased = (credits: number, paymentId = "pay_1", orderId = "order_1"): CreditsEvent => ({
  type: "CreditsPurchased",
  data: { orderId, paymentId, credits, amountPaise: credits * 5000 }
})
const reserved = (generationId: string, credits: number): CreditsEvent => ({ type: "CreditsReserved", data: { generationId, credits } })
const captured = (generationId: string, credits: number): CreditsEvent => ({ type: "ReservationCaptured", data: { generationId, credits } })
const released = (generationId: string, credits: number, reason = "generation failed"): CreditsEvent => ({
  type: "ReservationReleased",
  data: { generationId, credits, reason }
})

describe("credits ledger: purchases", () => {
  it("a captured payment credits the traveller", () =>
    given([])
      .when({ type: "PurchaseCredits", orderId: "order_1", paymentId: "pay_1", credits: 5, amountPaise: 25000 })
      .thenEvents([{ type: "CreditsPurchased", data: { orderId: "order_1", paymentId: "pay_1", credits: 5, amountPaise: 25000 } }]))

  it("the same payment again is nothing to do", () =>
    given([purchased(2)])
      .when({ type: "PurchaseCredits", orderId: "order_1", paymentId: "pay_1", credits: 2, amountPaise: 10000 })
      .thenNothingHappens())

  it("the same payment id with another order is refused, never credited twice", () =>
    given([purchased(2)])
      .when({ type: "PurchaseCredits", orderId: "order_2", paymentId: "pay_1", credits: 2, amountPaise: 10000 })
      .thenRejects("PaymentAlreadyCredited", { paymentId: "pay_1", orderId: "order_1" }))

  it("an order credited once is not credited again through another payment", () =>
    given([purchased(2)])
      .when({ type: "PurchaseCredits", orderId: "order_1", paymentId: "pay_2", credits: 2, amountPaise: 10000 })
      .thenRejects("OrderAlreadyCredited", { orderId: "order_1", paymentId: "pay_1" }))

  it("refuses zero, negative or fractional credits and amounts", () => {
    given([]).when({ type: "PurchaseCredits", orderId: "o", paymentId: "p", credits: 0, amountPaise: 100 }).thenRejects("InvalidCreditsAmount")
    given([]).when({ type: "PurchaseCredits", orderId: "o", paymentId: "p", credits: 1.5, amountPaise: 100 }).thenRejects("InvalidCreditsAmount")
    given([]).when({ type: "PurchaseCredits", orderId: "o", paymentId: "p", credits: 1, amountPaise: -5 }).thenRejects("InvalidCreditsAmount")
  })
})

describe("credits ledger: reservations (two phases)", () => {
  it("reserves credits for a generation when enough are available", () =>
    given([purchased(2)]).when({ type: "ReserveCredits", generationId: "g1", credits: 2 }).thenEvents([reserved("g1", 2)]))

  it("refuses a reservation larger than the available balance", () =>
    given([purchased(2), reserved("g1", 1)])
      .when({ type: "ReserveCredits", generationId: "g2", credits: 2 })
      .thenRejects("InsufficientCredits", { required: 2, available: 1 }))

  it("with no credits at all, any reservation is refused", () =>
    given([]).when({ type: "ReserveCredits", generationId: "g1", credits: 1 }).thenRejects("InsufficientCredits", { available: 0 }))

  it("the same reservation again is nothing to do; another size for the same generation is a conflict", () => {
    given([purchased(5), reserved("g1", 2)]).when({ type: "ReserveCredits", generationId: "g1", credits: 2 }).thenNothingHappens()
    given([purchased(5), reserved("g1", 2)])
      .when({ type: "ReserveCredits", generationId: "g1", credits: 3 })
      .thenRejects("ReservationConflict", { reserved: 2, requested: 3 })
  })

  it("captures an open reservation with its credits", () =>
    given([purchased(5), reserved("g1", 2)]).when({ type: "CaptureReservation", generationId: "g1" }).thenEvents([captured("g1", 2)]))

  it("releases an open reservation with its credits and a reason", () =>
    given([purchased(5), reserved("g1", 2)])
      .when({ type: "ReleaseReservation", generationId: "g1", reason: "generation failed" })
      .thenEvents([released("g1", 2)]))

  it("resolving a reservation twice is a named rejection, never a second effect", () => {
    given([purchased(5), reserved("g1", 2), captured("g1", 2)])
      .when({ type: "CaptureReservation", generationId: "g1" })
      .thenRejects("ReservationAlreadyResolved", { resolution: "captured" })
    given([purchased(5), reserved("g1", 2), captured("g1", 2)])
      .when({ type: "ReleaseReservation", generationId: "g1", reason: "late failure" })
      .thenRejects("ReservationAlreadyResolved", { resolution: "captured" })
    given([purchased(5), reserved("g1", 2), released("g1", 2)])
      .when({ type: "CaptureReservation", generationId: "g1" })
      .thenRejects("ReservationAlreadyResolved", { resolution: "released" })
  })

  it("an unknown reservation cannot be resolved", () =>
    given([purchased(5)]).when({ type: "CaptureReservation", generationId: "nope" }).thenRejects("ReservationNotFound"))

  it("released credits can be reserved again", () =>
    given([purchased(1), reserved("g1", 1), released("g1", 1)])
      .when({ type: "ReserveCredits", generationId: "g2", credits: 1 })
      .thenEvents([reserved("g2", 1)]))

  it("captured credits are spent", () =>
    given([purchased(1), reserved("g1", 1), captured("g1", 1)])
      .when({ type: "ReserveCredits", generationId: "g2", credits: 1 })
      .thenRejects("InsufficientCredits", { available: 0 }))
})
