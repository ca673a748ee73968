import type { EventStore } from "@safarnama/events/eventstore/EventStore"
import { Clock, Context, Effect, FiberSet, Layer, Schedule } from "effect"
import { LocalCheckout, type PaidOrder } from "../../adapters/payment-gateway/LocalGateway.ts"
import type { PaymentGateway } from "../../adapters/payment-gateway/PaymentGateway.ts"
import { orderPaidWebhook, paymentCapturedWebhook } from "../../adapters/payment-gateway/webhookPayloads.ts"
import { receiveWebhook } from "./receiveWebhook.ts"

/**
 * The local gateway's webhooks: after a successful local checkout it signs `payment.captured` and
 * `order.paid` like Razorpay and hands them to our own webhook handler, in process and in the
 * background, retrying as a gateway would. PAYMENTS_DEV_WEBHOOKS=off turns this off to rehearse a
 * lost webhook (the reconciler must then credit the order).
 */

/**
 * Razorpay sends webhooks from its servers a little after its checkout has answered the page, so the
 * page's verify usually captures first. Sent at the same instant, every local payment was a race
 * between the two: both correct (one capture, one credit), but the loser costs three more database
 * round trips, which the load test counted on every order.
 */
const LOCAL_WEBHOOK_DELAY = "1 second"

export class LocalWebhookDelivery extends Context.Tag("LocalWebhookDelivery")<
  LocalWebhookDelivery,
  { readonly enabled: boolean; readonly deliver: (paid: PaidOrder) => Effect.Effect<void> }
>() {}

export const layerLocalWebhookDelivery = (enabled: boolean) =>
  Layer.scoped(
    LocalWebhookDelivery,
    Effect.gen(function* () {
      const fibers = yield* FiberSet.make()
      const checkout = yield* LocalCheckout
      const context = yield* Effect.context<PaymentGateway | EventStore>()
      const send = (body: unknown) => {
        const raw = JSON.stringify(body)
        return receiveWebhook(Buffer.from(raw, "utf8"), checkout.signWebhook(raw)).pipe(
          Effect.retry(Schedule.exponential("200 millis").pipe(Schedule.intersect(Schedule.recurs(4)))),
          Effect.tap((outcome) => Effect.logDebug(`local gateway webhook: ${outcome._tag}`)),
          Effect.catchAllCause((cause) => Effect.logWarning("local gateway webhook not delivered", cause))
        )
      }
      const deliver = (paid: PaidOrder) =>
        Effect.gen(function* () {
          yield* Effect.sleep(LOCAL_WEBHOOK_DELAY)
          const now = Math.floor((yield* Clock.currentTimeMillis) / 1000)
          yield* send(paymentCapturedWebhook(paid, now))
          yield* send(orderPaidWebhook(paid, now))
        }).pipe(Effect.provide(context))
      return LocalWebhookDelivery.of({
        enabled,
        deliver: (paid) => (enabled ? FiberSet.run(fibers, deliver(paid)).pipe(Effect.asVoid) : Effect.void)
      })
    })
  )
