import { goaTrip } from "../../src/cli/sampleTrip.ts"
import type { Client } from "./client.ts"

/**
 * What a traveller does, as the web app does it over HTTP (docs/http-contract.md). Each traveller has
 * its own loopback source address (127.x.y.z): abuse limits count per client address, and the proxy
 * appends the real socket address to X-Forwarded-For, so limits are neither bypassed nor tripped by
 * every traveller sharing 127.0.0.1.
 */

export const OTP = "123456"

export interface Traveller {
  phone: string
  address: string
  token: string
  credits: number
}

export interface Package {
  readonly amount: number
  readonly credits: number
}

/**
 * Unique phones and addresses for this run. A random start keeps runs a few minutes apart from
 * meeting the per-phone (3 codes / 10 min) and per-address (20 / 10 min) limits of earlier runs.
 */
export const makeIdentities = () => {
  const seed = Math.floor(Math.random() * 900) + 50
  let phones = 0
  let addresses = Math.floor(Math.random() * 40) * 100_000
  return {
    phone: () => `+919${String(seed).padStart(3, "0")}${String(++phones).padStart(6, "0")}`,
    address: () => {
      const n = addresses++
      // 127.1.0.1 .. 127.63.255.254: 254 hosts per /24, never .0 or .255.
      const host = (n % 254) + 1
      const net = Math.floor(n / 254)
      return `127.${(Math.floor(net / 256) % 63) + 1}.${net % 256}.${host}`
    }
  }
}

export type Identities = ReturnType<typeof makeIdentities>

const expectStatus = (what: string, status: number, allowed: ReadonlyArray<number>, body: unknown) => {
  if (!allowed.includes(status)) throw new Error(`${what} answered ${status}: ${JSON.stringify(body).slice(0, 200)}`)
}

/** A new traveller logs in: send a code, confirm it, verify (three requests). */
export const logIn = async (client: Client, ids: Identities): Promise<Traveller> => {
  const phone = ids.phone()
  const from = ids.address()
  const sent = await client.call("auth/send-otp", "POST", "/api/auth/dev/send-otp", { json: { phone }, from })
  expectStatus("send-otp", sent.status, [200], sent.body)
  const confirmed = await client.call<{ verificationId: string }>("auth/confirm-otp", "POST", "/api/auth/dev/confirm-otp", {
    json: { phone, code: OTP },
    from
  })
  expectStatus("confirm-otp", confirmed.status, [200], confirmed.body)
  const verified = await client.call<{ token: string; user: { credits: number } }>("auth/verify", "POST", "/api/auth/verify", {
    json: { phone, verificationId: confirmed.body.verificationId },
    from
  })
  expectStatus("verify", verified.status, [200], verified.body)
  return { phone, address: from, token: verified.body.token, credits: verified.body.user.credits }
}

export const checkCredits = async (client: Client, t: Traveller) => {
  const answer = await client.call<{ credits: number }>("credits", "GET", "/api/auth/credits", { token: t.token, from: t.address })
  expectStatus("credits", answer.status, [200], answer.body)
  t.credits = answer.body.credits
}

export const listItineraries = async (client: Client, t: Traveller) => {
  const answer = await client.call<ReadonlyArray<{ id: string; status: string; shareUrl: string }>>(
    "itineraries/list",
    "GET",
    "/api/itinerary/my-itineraries",
    { token: t.token, from: t.address }
  )
  expectStatus("my-itineraries", answer.status, [200], answer.body)
  return answer.body
}

export const openShared = async (client: Client, t: Traveller, shareUrl: string) => {
  const answer = await client.call("itineraries/shared", "GET", `/api/itinerary/shared/${encodeURIComponent(shareUrl)}`, { from: t.address })
  expectStatus("shared itinerary", answer.status, [200], answer.body)
}

/** Buys a package on the local gateway: create the order, pay on the dev checkout, verify (three requests). */
export const buyCredits = async (client: Client, t: Traveller, pack: Package) => {
  const order = await client.call<{ orderId: string }>("payments/create-order", "POST", "/api/payments/create-order", {
    json: pack,
    token: t.token,
    from: t.address
  })
  expectStatus("create-order", order.status, [200], order.body)
  const paid = await client.call<{ razorpay_payment_id: string; razorpay_signature: string }>("payments/dev-pay", "POST", "/api/payments/dev/pay", {
    json: { orderId: order.body.orderId, outcome: "success" },
    token: t.token,
    from: t.address
  })
  expectStatus("dev pay", paid.status, [200], paid.body)
  const verified = await client.call<{ credits: number }>("payments/verify", "POST", "/api/payments/verify", {
    json: { orderId: order.body.orderId, paymentId: paid.body.razorpay_payment_id, signature: paid.body.razorpay_signature },
    token: t.token,
    from: t.address
  })
  expectStatus("verify payment", verified.status, [200], verified.body)
  t.credits = verified.body.credits
}

let trips = 0
/** A 3-day domestic trip (one credit) on the offline writer; 200 when done within the wait, else 202. */
export const requestGeneration = async (client: Client, t: Traveller) => {
  const answer = await client.call<{ creditsRemaining: number; itinerary: { id: string; status: string; shareUrl: string } }>(
    "itineraries/generate",
    "POST",
    "/api/itinerary/generate",
    {
      token: t.token,
      from: t.address,
      json: {
        ...goaTrip(),
        tempId: `load-${process.pid}-${Date.now()}-${++trips}`
      }
    }
  )
  expectStatus("generate", answer.status, [200, 202], answer.body)
  t.credits = answer.body.creditsRemaining
  return answer.body.itinerary
}
