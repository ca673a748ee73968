import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { gatewayId } from "../src/adapters/payment-gateway/gatewayIds.ts"
import { paymentSignature, webhookSignature } from "../src/adapters/payment-gateway/signatures.ts"

interface FakeOrder {
  id: string
  entity: "order"
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string | null
  offer_id: null
  status: "created" | "attempted" | "paid"
  attempts: number
  notes: Record<string, string>
  created_at: number
}

interface FakePayment {
  id: string
  entity: "payment"
  amount: number
  currency: string
  status: "created" | "authorized" | "captured" | "refunded" | "failed"
  order_id: string
  method: string
  captured: boolean
  created_at: number
}

const errorBody = (description: string, field?: string) => ({
  error: {
    code: "BAD_REQUEST_ERROR",
    description,
    source: "business",
    step: "payment_initiation",
    reason: "input_validation_failed",
    metadata: {},
    ...(field ? { field } : {})
  }
})

export interface FakeRazorpay {
  readonly url: string
  readonly keyId: string
  readonly keySecret: string
  readonly webhookSecret: string
  readonly orders: Map<string, FakeOrder>
  readonly requests: Array<{ method: string; path: string }>
  /** The payer pays at the checkout; returns what the checkout hands the page. */
  readonly pay: (orderId: string, status?: FakePayment["status"]) => { paymentId: string; signature: string }
  /** A signed `payment.captured` webhook for a payment, as raw body and signature. */
  readonly webhook: (orderId: string, paymentId: string, event?: "payment.captured" | "order.paid") => { body: string; signature: string }
  /** The next n API calls answer 500 (an outage). */
  failNext: number
  readonly close: () => Promise<void>
}

/**
 * A loopback fake of the Razorpay REST API with its real shapes: POST /v1/orders, GET
 * /v1/orders/:id/payments, basic-auth check, and Razorpay's error bodies.
 */
export const startFakeRazorpay = async (options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {}): Promise<FakeRazorpay> => {
  const keyId = options.keyId ?? "rzp_test_fake"
  const keySecret = options.keySecret ?? "fake-key-secret"
  const webhookSecret = options.webhookSecret ?? "fake-webhook-secret"
  const orders = new Map<string, FakeOrder>()
  const payments = new Map<string, Array<FakePayment>>()
  const requests: Array<{ method: string; path: string }> = []
  const now = () => Math.floor(Date.now() / 1000)

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" })
    res.end(JSON.stringify(body))
  }
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = ""
      req.on("data", (chunk) => {
        data += chunk
      })
      req.on("end", () => resolve(data))
    })

  const fake: FakeRazorpay = {
    url: "",
    keyId,
    keySecret,
    webhookSecret,
    orders,
    requests,
    failNext: 0,
    pay: (orderId, status = "captured") => {
      const order = orders.get(orderId)
      if (!order) throw new Error(`fake razorpay: unknown order ${orderId}`)
      const payment: FakePayment = {
        id: gatewayId("pay"),
        entity: "payment",
        amount: order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        method: "upi",
        captured: status === "captured",
        created_at: now()
      }
      payments.set(orderId, [...(payments.get(orderId) ?? []), payment])
      order.attempts += 1
      order.status = status === "captured" ? "paid" : "attempted"
      if (status === "captured") {
        order.amount_paid = order.amount
        order.amount_due = 0
      }
      return { paymentId: payment.id, signature: paymentSignature(keySecret, orderId, payment.id) }
    },
    webhook: (orderId, paymentId, event = "payment.captured") => {
      const order = orders.get(orderId)
      const payment = payments.get(orderId)?.find((p) => p.id === paymentId)
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
        payload: {
          payment: { entity: payment ?? { id: paymentId, order_id: orderId, amount: order?.amount ?? 0, status: "captured" } },
          ...(event === "order.paid" ? { order: { entity: order } } : {})
        },
        created_at: now()
      })
      return { body, signature: webhookSignature(webhookSecret, body) }
    },
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }

  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname
    requests.push({ method: req.method ?? "", path })
    if (fake.failNext > 0) {
      fake.failNext--
      return send(res, 500, { error: { code: "SERVER_ERROR", description: "The server encountered an error. The incident has been reported to admins." } })
    }
    if (req.headers.authorization !== expectedAuth) {
      return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "The api key provided is invalid" } })
    }
    if (req.method === "POST" && path === "/v1/orders") {
      const body = JSON.parse((await readBody(req)) || "{}") as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown }
      const amount = Number(body.amount)
      if (!Number.isInteger(amount)) return send(res, 400, errorBody("The amount must be an integer.", "amount"))
      if (amount < 100) return send(res, 400, errorBody("The amount must be atleast INR 1.00", "amount"))
      if (body.currency !== "INR") return send(res, 400, errorBody("The currency is invalid.", "currency"))
      if (typeof body.receipt === "string" && body.receipt.length > 40)
        return send(res, 400, errorBody("The receipt may not be greater than 40 characters.", "receipt"))
      const order: FakeOrder = {
        id: gatewayId("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: "INR",
        receipt: typeof body.receipt === "string" ? body.receipt : null,
        offer_id: null,
        status: "created",
        attempts: 0,
        notes: (body.notes ?? {}) as Record<string, string>,
        created_at: now()
      }
      orders.set(order.id, order)
      return send(res, 200, order)
    }
    const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path)
    if (req.method === "GET" && match) {
      const orderId = decodeURIComponent(match[1]!)
      if (!orders.has(orderId)) return send(res, 400, errorBody("The id provided does not exist"))
      const items = payments.get(orderId) ?? []
      return send(res, 200, { entity: "collection", count: items.length, items })
    }
    return send(res, 400, errorBody("The requested URL was not found on the server."))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, { url: `http://127.0.0.1:${port}` })
}
