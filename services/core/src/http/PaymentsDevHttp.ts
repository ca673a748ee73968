import { HttpApiBuilder, HttpLayerRouter } from "@effect/platform"
import { Effect, Layer } from "effect"
import { LocalCheckout } from "../adapters/payment-gateway/LocalGateway.ts"
import { LocalWebhookDelivery } from "../app/payments/localWebhooks.ts"
import { AuthenticationLive, CurrentUser } from "./Authentication.ts"
import { BadRequest, NotFound, SERVICE_UNAVAILABLE, ServiceUnavailable } from "./errors.ts"
import { ORDER_NOT_FOUND } from "./PaymentsApi.ts"
import { PaymentsDevApi } from "./PaymentsDevApi.ts"

/**
 * POST /api/payments/dev/pay plays Razorpay's checkout window for the order's owner: it pays (or
 * fails) at the local gateway, answers what the checkout would hand the page, and has the gateway
 * deliver its signed webhooks in the background.
 */
export const PaymentsDevLive = HttpApiBuilder.group(PaymentsDevApi, "paymentsDev", (handlers) =>
  handlers.handle("pay", ({ payload }) =>
    Effect.gen(function* () {
      const user = yield* CurrentUser
      const checkout = yield* LocalCheckout
      const webhooks = yield* LocalWebhookDelivery
      // Our order ids are the gateway's, and the gateway's order notes name the buyer: the checkout
      // checks the payer in its own transaction, without reading the order's stream first.
      const paid = yield* checkout.pay(payload.orderId, payload.outcome, user.userId).pipe(
        Effect.catchTags({
          CheckoutOrderUnknown: () => Effect.fail(new NotFound({ message: ORDER_NOT_FOUND })),
          CheckoutRefused: (e) => Effect.fail(new BadRequest({ message: e.reason })),
          // The local checkout keeps its order book in our database: while that is down this is the
          // same outage as everywhere else (503, retry), not a failure on our side.
          PaymentGatewayUnavailable: () => Effect.fail(new ServiceUnavailable({ message: SERVICE_UNAVAILABLE }))
        })
      )
      if (paid._tag === "Failed") return paid.result
      yield* webhooks.deliver(paid.paid)
      return paid.result
    })
  )
)

/** The dev checkout's routes, mounted by the app only while the local gateway is chosen. */
export const PaymentsDevRoutes = HttpLayerRouter.addHttpApi(PaymentsDevApi, { openapiPath: "/api/payments/dev/openapi.json" }).pipe(
  Layer.provide(PaymentsDevLive),
  Layer.provide(AuthenticationLive)
)
