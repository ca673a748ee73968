import { type APIRequestContext, expect } from "@playwright/test"

// A traveller made through the API, as the core's test kits do (local login codes pinned to 123456 by
// playwright.config.ts, the local payment gateway, the offline writer): for browser tests that need
// real itineraries on the server rather than answers faked in the page.

export interface ApiTraveller {
  readonly token: string
  readonly user: { id: string; phone: string; name: string | null; location: string | null; credits: number }
}

let counter = 0
const uniquePhone = () => `+9188${String(process.pid % 10_000).padStart(4, "0")}${String(Date.now() % 100).padStart(2, "0")}${String(++counter).padStart(2, "0")}`

export async function apiTraveller(request: APIRequestContext): Promise<ApiTraveller> {
  const phone = uniquePhone()
  expect((await request.post("/api/auth/dev/send-otp", { data: { phone } })).status()).toBe(200)
  const confirmed = await request.post("/api/auth/dev/confirm-otp", { data: { phone, code: "123456" } })
  expect(confirmed.status()).toBe(200)
  const { verificationId } = (await confirmed.json()) as { verificationId: string }
  const verified = await request.post("/api/auth/verify", { data: { phone, verificationId } })
  expect(verified.status()).toBe(200)
  const traveller = (await verified.json()) as ApiTraveller
  // Two credits: the local gateway's checkout, paid at once.
  const headers = { authorization: `Bearer ${traveller.token}` }
  const order = (await (await request.post("/api/payments/create-order", { headers, data: { amount: 100, credits: 2 } })).json()) as { orderId: string }
  const paid = (await (await request.post("/api/payments/dev/pay", { headers, data: { orderId: order.orderId, outcome: "success" } })).json()) as {
    razorpay_payment_id: string
    razorpay_signature: string
  }
  const verifiedPayment = await request.post("/api/payments/verify", {
    headers,
    data: { orderId: order.orderId, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature }
  })
  expect(verifiedPayment.status()).toBe(200)
  return traveller
}

/** The body of POST /api/itinerary/generate for a domestic trip next March, as the trip form sends it. */
export function tripRequest(destination: string, duration: number) {
  return {
    destination,
    origin: "Mumbai",
    destinationType: "domestic",
    duration,
    budget: "mid-range",
    interests: ["culture", "food"],
    travelStyle: "moderate",
    accommodation: "mid-range",
    transportation: "mixed",
    dietaryRestrictions: "none",
    travelDates: `March ${new Date().getUTCFullYear() + 1}`,
    travellingWith: "couple - 2 adults",
    visaStatus: "not-required",
    tempId: `e2e-${Date.now()}-${++counter}`
  }
}

/** A ready itinerary written by the offline writer (a few days: one credit). */
export async function apiItinerary(request: APIRequestContext, traveller: ApiTraveller, destination: string, duration: number) {
  const answer = await request.post("/api/itinerary/generate", {
    headers: { authorization: `Bearer ${traveller.token}` },
    timeout: 60_000,
    data: tripRequest(destination, duration)
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { itinerary: { id: string; shareUrl: string; destination: string } }).itinerary
}
