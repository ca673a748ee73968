import type { AppClient } from "../../test/httpClient.ts"

/** Two credits through the local gateway, as a traveller buys them. */
export const buyTwoCredits = async (app: AppClient, token: string) => {
  const order = await app.json<{ orderId: string }>("/api/payments/create-order", { method: "POST", token, json: { amount: 100, credits: 2 } })
  const paid = await app.json<{ razorpay_payment_id: string; razorpay_signature: string }>("/api/payments/dev/pay", {
    method: "POST",
    token,
    json: { orderId: order.body.orderId, outcome: "success" }
  })
  const verified = await app.json("/api/payments/verify", {
    method: "POST",
    token,
    json: { orderId: order.body.orderId, paymentId: paid.body.razorpay_payment_id, signature: paid.body.razorpay_signature }
  })
  if (verified.status !== 200) throw new Error(`buying credits answered ${verified.status}`)
}

/** The p-th percentile of sorted figures (nearest rank). */
export const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
