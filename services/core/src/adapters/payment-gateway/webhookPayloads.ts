import type { PaidOrder } from "./LocalGateway.ts"

/**
 * Webhook bodies in Razorpay's shape (`payment.captured`, `order.paid`), as the local gateway sends
 * them and as tests forge them. Only the fields we read are guaranteed; the rest keeps the look.
 */
const paymentEntity = (paid: PaidOrder, nowSeconds: number) => ({
  id: paid.payment.paymentId,
  entity: "payment",
  amount: paid.payment.amountPaise,
  currency: paid.payment.currency,
  status: "captured",
  order_id: paid.order.id,
  method: "upi",
  captured: true,
  international: false,
  amount_refunded: 0,
  created_at: nowSeconds
})

export const paymentCapturedWebhook = (paid: PaidOrder, nowSeconds: number) => ({
  entity: "event",
  account_id: "acc_local_gateway",
  event: "payment.captured",
  contains: ["payment"],
  payload: { payment: { entity: paymentEntity(paid, nowSeconds) } },
  created_at: nowSeconds
})

export const orderPaidWebhook = (paid: PaidOrder, nowSeconds: number) => ({
  entity: "event",
  account_id: "acc_local_gateway",
  event: "order.paid",
  contains: ["payment", "order"],
  payload: {
    payment: { entity: paymentEntity(paid, nowSeconds) },
    order: {
      entity: {
        id: paid.order.id,
        entity: "order",
        amount: paid.order.amountPaise,
        amount_paid: paid.order.amountPaise,
        amount_due: 0,
        currency: paid.order.currency,
        receipt: paid.order.receipt,
        status: "paid",
        attempts: paid.order.attempts,
        notes: paid.order.notes,
        created_at: Math.floor(paid.order.createdAt.getTime() / 1000)
      }
    }
  },
  created_at: nowSeconds
})
