import { describe, expect, it } from "@effect/vitest"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { creditBalancesProjection } from "@safarnama/projections/creditBalances"
import { catchUp } from "@safarnama/projections/ProjectionRunner"
import { Clock, Effect, Layer, Redacted } from "effect"
import { backends } from "../../../test/backends.ts"
import { logSettled } from "../../../test/paymentsTestKit.ts"
import { generatedGoa, requested } from "../../../test/refineKit.ts"
import { bundledKnowledge, Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { LocalCheckout, layerLocalGateway } from "../../adapters/payment-gateway/LocalGateway.ts"
import { ItineraryWriter } from "../../adapters/writer/ItineraryWriter.ts"
import { makeOfflineWriter } from "../../adapters/writer/offline/OfflineWriter.ts"
import { runAudit } from "../audit/runAudit.ts"
import { captureReservation, reserveCredits } from "../credits/reserveCredits.ts"
import { metadataFor } from "../metadata.ts"
import { createOrder } from "../payments/createOrder.ts"
import { verifyPayment } from "../payments/verifyPayment.ts"
import { finishRegeneration } from "./finishRegeneration.ts"
import { readItinerary } from "./requestGeneration.ts"
import { requestRegeneration } from "./requestRegeneration.ts"
import { runRegeneration } from "./runRegeneration.ts"

/**
 * Paid regenerations in the credits ledger (docs/adr/0130-refine-itinerary.md, "AI regeneration"): the
 * 6th and later reserve 1 credit with the request, captured when the day is saved and released when it
 * fails, appended like a generation's, so `npm run audit` replays them clean and the traveller's ledger
 * (the CSV of `npm run audit -- --user ID --csv FILE`) lists each with the regeneration as its reference.
 */
const knowledge = bundledKnowledge()
const writer = Layer.mergeAll(Layer.succeed(Knowledge, knowledge), Layer.succeed(ItineraryWriter, makeOfflineWriter(knowledge)))
const gateway = () => layerLocalGateway({ keyId: "rzp_test_regen", keySecret: Redacted.make("k"), webhookSecret: Redacted.make("w") })
const live = Effect.withClock(Clock.make())
const USER = "asha"
const ITINERARY = requested.itineraryId

const buy = (userId: string, amount: number, credits: number) =>
  Effect.gen(function* () {
    const order = yield* createOrder(userId, { amount, credits })
    const paid = yield* (yield* LocalCheckout).pay(order.orderId, "success")
    if (paid._tag !== "Paid") return yield* Effect.dieMessage("expected a payment")
    const r = paid.result
    yield* verifyPayment(userId, { orderId: r.razorpay_order_id, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature })
  })

/** The Goa plan, generated for `asha` with its credit captured, as the generation worker leaves it. */
const generatedPlan = Effect.gen(function* () {
  const store = yield* EventStore
  const meta = metadataFor("system:test")
  yield* reserveCredits(USER, { generationId: ITINERARY, credits: 1 }, meta)
  const events = [{ ...generatedGoa[0]!, data: { ...requested, userId: USER } }, generatedGoa[1]!]
  yield* store.append([{ stream: itineraryStream(ITINERARY), expectedVersion: 0, events: events.map((e) => ({ eventId: eventIdFor(`test:${e.type}:${ITINERARY}`), type: e.type, data: e.data, metadata: meta })) }])
  yield* captureReservation(USER, { generationId: ITINERARY }, meta)
})

const regenerateDay = (dayNumber: number) =>
  Effect.gen(function* () {
    const revision = (yield* readItinerary(ITINERARY)).state
    if (revision.status === "none") return yield* Effect.dieMessage("no itinerary")
    const asked = yield* requestRegeneration({ userId: USER, itineraryId: ITINERARY, request: { basedOn: revision.revisions.length, target: { _tag: "day", dayNumber } } })
    return asked.regeneration
  })

for (const backend of backends) {
  describe(`paid regenerations in the ledger audit on ${backend.name}`, () => {
    it.layer(Layer.mergeAll(gateway(), writer).pipe(Layer.provideMerge(backend.layer())), { timeout: 120_000 })((it) => {
      it.effect("the 6th regeneration's credit is captured, the 7th's released when it fails; the audit is clean and the ledger lists both", () =>
        Effect.gen(function* () {
          yield* buy(USER, 250, 5)
          yield* generatedPlan
          const meta = metadataFor("system:regeneration-runner")
          const run = (regenerationId: string) => runRegeneration({ itineraryId: ITINERARY, regenerationId, attempt: 1, maxRepairs: 2, metadata: meta })
          for (const dayNumber of [1, 2, 3, 1, 2]) {
            const included = yield* regenerateDay(dayNumber)
            expect(included.cost).toBe(0)
            yield* run(included.id)
          }
          const paid = yield* regenerateDay(3)
          expect(paid).toMatchObject({ id: `${ITINERARY}-r6`, cost: 1 })
          yield* run(paid.id)
          const failing = yield* regenerateDay(1)
          expect(failing).toMatchObject({ id: `${ITINERARY}-r7`, cost: 1 })
          yield* finishRegeneration(ITINERARY, { type: "FailRegeneration", regenerationId: failing.id, reason: "The AI service could not be reached." }, meta)

          const { state } = yield* readItinerary(ITINERARY)
          if (state.status === "none") return yield* Effect.dieMessage("no itinerary")
          expect(state.regenerations.map((r) => r.status)).toEqual(["completed", "completed", "completed", "completed", "completed", "completed", "failed"])
          expect(state.revisions).toHaveLength(7)

          yield* logSettled
          yield* catchUp(creditBalancesProjection)
          const report = yield* runAudit({ userId: USER, readModelWait: "1 second" })
          expect(report.violations).toEqual([])
          expect(report.summary).toMatchObject({ creditsSold: 5, creditsSpent: 2, creditsHeld: 0, creditsAvailable: 3 })
          expect(report.ledger?.lines.map((l) => [l.event, l.delta, l.balanceAfter, l.reference])).toEqual([
            ["CreditsPurchased", 5, 5, expect.any(String)],
            ["CreditsReserved", -1, 4, ITINERARY],
            ["ReservationCaptured", 0, 4, ITINERARY],
            ["CreditsReserved", -1, 3, paid.id],
            ["ReservationCaptured", 0, 3, paid.id],
            ["CreditsReserved", -1, 2, failing.id],
            ["ReservationReleased", 1, 3, failing.id]
          ])
        }).pipe(live)
      )
    })
  })
}
