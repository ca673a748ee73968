import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { CreditBalances } from "../app/CreditBalances.ts"
import { createOrder } from "../app/payments/createOrder.ts"
import { receiveWebhook } from "../app/payments/receiveWebhook.ts"
import { verifyPayment } from "../app/payments/verifyPayment.ts"
import { creditPackages } from "../domain/payments/packages.ts"
import { SafarnamaApi } from "./Api.ts"
import { CurrentUser } from "./Authentication.ts"
import { BadRequest, NotFound } from "./errors.ts"
import {
  FAILED_TO_CREATE_ORDER,
  INVALID_PACKAGE,
  INVALID_WEBHOOK_SIGNATURE,
  ORDER_NOT_FOUND,
  PAYMENT_VERIFICATION_FAILED,
  PaymentGatewayFailed
} from "./PaymentsApi.ts"

export const PaymentsLive = HttpApiBuilder.group(SafarnamaApi, "payments", (handlers) =>
  handlers
    .handle("packages", () => Effect.succeed(creditPackages))
    .handle("createOrder", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const order = yield* createOrder(user.userId, payload)
        return { orderId: order.orderId, amount: order.amountPaise, currency: "INR" as const, keyId: order.keyId }
      }).pipe(
        Effect.catchTags({
          UnknownPackage: () => Effect.fail(new BadRequest({ message: INVALID_PACKAGE })),
          PaymentGatewayUnavailable: (e) =>
            Effect.zipRight(Effect.logWarning(`create order: ${e.reason}`), Effect.fail(new PaymentGatewayFailed({ message: FAILED_TO_CREATE_ORDER })))
        }),
        unexpectedFailures
      )
    )
    .handle("verify", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const verified = yield* verifyPayment(user.userId, payload)
        return { success: true as const, credits: verified.credits }
      }).pipe(
        Effect.catchTags({
          OrderNotFound: () => Effect.fail(new NotFound({ message: ORDER_NOT_FOUND })),
          PaymentVerificationFailed: () => Effect.fail(new BadRequest({ message: PAYMENT_VERIFICATION_FAILED })),
          // The order exists and is signed for, but the ledger refuses the credit: never credit twice.
          PaymentAlreadyCredited: () => Effect.fail(new BadRequest({ message: PAYMENT_VERIFICATION_FAILED })),
          OrderAlreadyCredited: () => Effect.fail(new BadRequest({ message: PAYMENT_VERIFICATION_FAILED }))
        }),
        unexpectedFailures
      )
    )
    .handle("webhook", ({ request }) =>
      Effect.gen(function* () {
        const raw = new Uint8Array(yield* Effect.orDie(request.arrayBuffer))
        const signature = request.headers["x-razorpay-signature"]
        const outcome = yield* receiveWebhook(raw, signature)
        if (outcome._tag === "Ignored") yield* Effect.logInfo(`webhook ignored: ${outcome.reason}`)
        return { ok: true as const }
      }).pipe(
        Effect.catchTags({
          InvalidWebhookSignature: () =>
            Effect.zipRight(Effect.logWarning("webhook refused: bad signature"), Effect.fail(new BadRequest({ message: INVALID_WEBHOOK_SIGNATURE }))),
          MalformedWebhook: (e) => Effect.fail(new BadRequest({ message: `Malformed webhook: ${e.reason}` }))
        }),
        unexpectedFailures
      )
    )
)

/**
 * Whatever a handler did not map is unexpected here (storage failures, "cannot happen" rejections):
 * a defect, which the error middleware answers with 503 for a database outage and 500 (logged)
 * otherwise, always in the one error shape.
 */
function unexpectedFailures<A, E, R>(effect: Effect.Effect<A, E, R>) {
  return effect.pipe(
    Effect.catchIf(
      (e): e is Exclude<E, BadRequest | NotFound | PaymentGatewayFailed> =>
        !(e instanceof BadRequest || e instanceof NotFound || e instanceof PaymentGatewayFailed),
      (e) => Effect.die(e)
    )
  )
}

export const CreditsLive = HttpApiBuilder.group(SafarnamaApi, "credits", (handlers) =>
  handlers.handle("balance", () =>
    Effect.gen(function* () {
      const user = yield* CurrentUser
      const balances = yield* CreditBalances
      return { credits: yield* Effect.orDie(balances.available(user.userId)) }
    })
  )
)
