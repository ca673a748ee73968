// What the purchase flow needs from a payment window, whichever gateway draws it (Razorpay
// Checkout or the local in-app dialog).

/** POST /api/payments/create-order answer. */
export interface PaymentOrder {
  orderId: string
  /** In paise. */
  amount: number
  currency: string
  keyId: string
}

export interface CheckoutRequest {
  order: PaymentOrder
  credits: number
  brand: string
  prefill?: { name?: string; contact?: string }
}

/** The window either returned a payment (to be checked) or the traveller closed it. */
export type CheckoutOutcome = { kind: "paid"; response: unknown } | { kind: "dismissed" }

export interface PaymentGateway {
  /** Rejects when the payment failed or the window could not open. */
  open(request: CheckoutRequest): Promise<CheckoutOutcome>
}

export interface PaymentResponse {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

const filled = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

/** The payment id, order id and signature, all present and for this order; else null. */
export function readPaymentResponse(raw: unknown, orderId: string): PaymentResponse | null {
  if (typeof raw !== "object" || raw === null) return null
  const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = raw as Record<string, unknown>
  if (!filled(razorpay_payment_id) || !filled(razorpay_order_id) || !filled(razorpay_signature)) return null
  // A response for another order would verify someone else's (or an earlier) payment.
  if (razorpay_order_id !== orderId) return null
  return { razorpay_payment_id, razorpay_order_id, razorpay_signature }
}
