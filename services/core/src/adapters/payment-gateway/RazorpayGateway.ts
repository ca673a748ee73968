import { Effect, Layer, Redacted } from "effect"
import Razorpay from "razorpay"
import {
  GatewayOrderUnknown,
  type GatewayPayment,
  PaymentGateway,
  PaymentGatewayUnavailable
} from "./PaymentGateway.ts"
import { isValidPaymentSignature, isValidWebhookSignature } from "./signatures.ts"

export interface RazorpayOptions {
  readonly keyId: string
  readonly keySecret: Redacted.Redacted<string>
  readonly webhookSecret: Redacted.Redacted<string>
  /** The SDK's API host is fixed; tests point it at a loopback fake Razorpay. */
  readonly apiBaseUrl?: string | undefined
  readonly timeoutMs?: number
}

/** What the SDK rejects with: `{ statusCode, error: { code, description } }`, or a network error. */
const describeFailure = (cause: unknown): { status: number | undefined; text: string } => {
  if (typeof cause === "object" && cause !== null && "statusCode" in cause) {
    const e = cause as { statusCode?: number; error?: { code?: string; description?: string } }
    return { status: e.statusCode, text: `${e.statusCode} ${e.error?.code ?? ""} ${e.error?.description ?? ""}`.trim() }
  }
  // The SDK's error normaliser itself throws a TypeError when there is no HTTP response at all.
  return { status: undefined, text: cause instanceof Error ? cause.message : String(cause) }
}

interface SdkPayment {
  readonly id: string
  readonly order_id: string
  readonly amount: number | string
  readonly currency: string
  readonly status: GatewayPayment["status"]
}

export const makeRazorpayGateway = (options: RazorpayOptions) => {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: Redacted.value(options.keySecret) })
  // `rq` is the SDK's axios instance; it is not in the SDK's types.
  const rq = (sdk as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq
  if (options.apiBaseUrl) rq.defaults.baseURL = options.apiBaseUrl
  rq.defaults.timeout = options.timeoutMs ?? 15_000

  return PaymentGateway.of({
    provider: "razorpay",
    keyId: options.keyId,
    createOrder: (request) =>
      Effect.tryPromise({
        try: () =>
          sdk.orders.create({
            amount: request.amountPaise,
            currency: request.currency,
            receipt: request.receipt,
            notes: { ...request.notes }
          }),
        catch: (cause) => new PaymentGatewayUnavailable({ reason: `orders.create: ${describeFailure(cause).text}` })
      }).pipe(
        Effect.map((order) => ({ gatewayOrderId: order.id, amountPaise: Number(order.amount), currency: order.currency }))
      ),
    orderPayments: (gatewayOrderId) =>
      Effect.tryPromise({
        try: () => sdk.orders.fetchPayments(gatewayOrderId),
        catch: (cause) => {
          const failure = describeFailure(cause)
          return failure.status === 400 || failure.status === 404
            ? new GatewayOrderUnknown({ gatewayOrderId })
            : new PaymentGatewayUnavailable({ reason: `orders.fetchPayments: ${failure.text}` })
        }
      }).pipe(
        Effect.map((collection) =>
          (collection.items as unknown as ReadonlyArray<SdkPayment>).map(
            (p): GatewayPayment => ({
              paymentId: p.id,
              orderId: p.order_id,
              amountPaise: Number(p.amount),
              currency: p.currency,
              status: p.status
            })
          )
        )
      ),
    isValidPaymentSignature: (payment) => isValidPaymentSignature(Redacted.value(options.keySecret), payment),
    isValidWebhookSignature: (rawBody, signature) =>
      isValidWebhookSignature(Redacted.value(options.webhookSecret), rawBody, signature)
  })
}

export const layerRazorpayGateway = (options: RazorpayOptions) => Layer.sync(PaymentGateway, () => makeRazorpayGateway(options))
