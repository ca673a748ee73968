import { randomBytes } from "node:crypto"

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

/** Ids shaped like Razorpay's (`order_` / `pay_` + 14 base62 characters). */
export const gatewayId = (prefix: "order" | "pay"): string => {
  const bytes = randomBytes(14)
  let id = ""
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length]
  return `${prefix}_${id}`
}
