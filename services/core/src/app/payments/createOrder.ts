import { randomBytes } from "node:crypto"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import { paymentStream } from "@safarnama/events/payments/events"
import { Effect, Metric } from "effect"
import { PaymentGateway, PaymentGatewayUnavailable } from "../../adapters/payment-gateway/PaymentGateway.ts"
import { paymentsDecider } from "../../domain/payments/decider.ts"
import { CURRENCY, findPackage, paiseOf } from "../../domain/payments/packages.ts"
import { paymentOrders } from "../../observability/appMetrics.ts"
import { handleCommand } from "../handleCommand.ts"
import { metadataFor } from "../metadata.ts"
import { UnknownPackage } from "./errors.ts"

/**
 * Opens an order for one of the server's packages. The client names a package by its amount (INR)
 * and credits; the price charged is always the catalogue's, in paise, never the client's.
 */
export const createOrder = (userId: string, request: { readonly amount: number; readonly credits: number }) =>
  Effect.gen(function* () {
    const pkg = findPackage(request)
    if (!pkg) return yield* Effect.fail(new UnknownPackage(request))
    const gateway = yield* PaymentGateway
    const amountPaise = paiseOf(pkg.amount)
    const receipt = `rcpt_${randomBytes(12).toString("hex")}`
    const placed = yield* gateway.createOrder({ amountPaise, currency: CURRENCY, receipt, notes: { userId, packageId: pkg.id } })
    if (placed.amountPaise !== amountPaise || placed.currency !== CURRENCY) {
      return yield* Effect.fail(
        new PaymentGatewayUnavailable({ reason: `gateway created ${placed.amountPaise} ${placed.currency} for ${amountPaise} ${CURRENCY}` })
      )
    }
    const orderId = placed.gatewayOrderId
    yield* handleCommand(
      paymentsDecider,
      paymentStream(orderId),
      {
        type: "CreateOrder",
        orderId,
        userId,
        packageId: pkg.id,
        credits: pkg.credits,
        amountPaise,
        gateway: gateway.provider,
        gatewayOrderId: placed.gatewayOrderId
      },
      {
        metadata: metadataFor(`user:${userId}`, { receipt }),
        eventId: () => eventIdFor(`order-created:${orderId}`),
        // The gateway just made this order id: nothing can be in its stream yet.
        newStream: true
      }
    )
    yield* Metric.increment(paymentOrders)
    return { orderId, amountPaise, currency: CURRENCY, keyId: gateway.keyId, credits: pkg.credits, packageId: pkg.id }
  })
