import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * Razorpay's signatures: HMAC-SHA256, hex. The checkout signs `order_id|payment_id` with the key
 * secret; webhooks sign the raw request body with the webhook secret. The SDK's own helpers compare
 * with `===`, which leaks timing, so we compute the same digest and compare in constant time (a test
 * proves we agree with `razorpay/dist/utils/razorpay-utils`).
 */
export const hmacHex = (secret: string, message: string | Uint8Array): string =>
  createHmac("sha256", secret).update(message).digest("hex")

export const sameSignature = (expectedHex: string, given: string): boolean => {
  const expected = Buffer.from(expectedHex, "utf8")
  const actual = Buffer.from(given, "utf8")
  // Lengths are public (always 64 hex digits); only the content must not leak.
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

export const paymentSignature = (keySecret: string, orderId: string, paymentId: string): string =>
  hmacHex(keySecret, `${orderId}|${paymentId}`)

export const isValidPaymentSignature = (
  keySecret: string,
  payment: { readonly orderId: string; readonly paymentId: string; readonly signature: string }
): boolean => sameSignature(paymentSignature(keySecret, payment.orderId, payment.paymentId), payment.signature)

export const webhookSignature = (webhookSecret: string, rawBody: string | Uint8Array): string => hmacHex(webhookSecret, rawBody)

export const isValidWebhookSignature = (webhookSecret: string, rawBody: string | Uint8Array, signature: string): boolean =>
  sameSignature(webhookSignature(webhookSecret, rawBody), signature)
