import { createHash } from "node:crypto"

/**
 * A UUID (version 5 layout) derived from a name: the same name always gives the same id, so a retried
 * command names the same itinerary or appends the same event. Pure (a hash), so deciders may use it.
 */
export const uuidFor = (name: string): string => {
  const bytes = createHash("sha256").update(`safarnama:${name}`).digest().subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
