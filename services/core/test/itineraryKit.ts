import { expect } from "vitest"
import type { GenerateItineraryRequest, Itinerary } from "@safarnama/events/contract/itinerary"
import type { AppClient } from "./httpClient.ts"
import { sampleRequest } from "./itineraryFixtures.ts"

/** Buys a package through the local gateway, as a traveller does: create order, pay, verify. */
export const buyCredits = async (app: AppClient, token: string, pack: { amount: number; credits: number } = { amount: 100, credits: 2 }) => {
  const order = await app.json<{ orderId: string }>("/api/payments/create-order", { method: "POST", token, json: pack })
  expect(order.status).toBe(200)
  const paid = await app.json<{ razorpay_payment_id: string; razorpay_signature: string }>("/api/payments/dev/pay", {
    method: "POST",
    token,
    json: { orderId: order.body.orderId, outcome: "success" }
  })
  expect(paid.status).toBe(200)
  const verified = await app.json<{ credits: number }>("/api/payments/verify", {
    method: "POST",
    token,
    json: { orderId: order.body.orderId, paymentId: paid.body.razorpay_payment_id, signature: paid.body.razorpay_signature }
  })
  expect(verified.status).toBe(200)
  return verified.body.credits
}

export const balanceOf = async (app: AppClient, token: string) => (await app.json<{ credits: number }>("/api/auth/credits", { token })).body.credits

let counter = 0
/** A trip request with a fresh tempId (override any field). */
export const tripRequest = (overrides: Partial<Record<keyof GenerateItineraryRequest, unknown>> = {}) => ({
  ...sampleRequest,
  tempId: `tmp-${process.pid}-${++counter}`,
  ...overrides
})

export interface GenerateAnswer {
  readonly creditsRemaining: number
  readonly itinerary: Itinerary
  readonly message?: string
  readonly _tag?: string
}

export const generate = (app: AppClient, token: string, request: unknown) =>
  app.json<GenerateAnswer>("/api/itinerary/generate", { method: "POST", token, json: request })

export const myItineraries = async (app: AppClient, token: string) => {
  const list = await app.json<ReadonlyArray<Itinerary>>("/api/itinerary/my-itineraries", { token })
  expect(list.status).toBe(200)
  return list.body
}

/** Polls until `check` returns a value (bounded). */
export const eventually = async <A>(check: () => Promise<A | undefined>, timeoutMs = 30_000, everyMs = 100): Promise<A> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** Parses a Server-Sent Events body into its events. */
export const parseSse = (text: string) =>
  text
    .split("\n\n")
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      return event && data ? { event, data: JSON.parse(data) as Record<string, unknown> } : undefined
    })
    .filter((e): e is { event: string; data: Record<string, unknown> } => e !== undefined)
