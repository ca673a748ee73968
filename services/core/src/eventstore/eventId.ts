import { createHash, randomUUID } from "node:crypto"

export const newEventId = (): string => randomUUID()

/**
 * A UUID (version 5 layout) derived from a name, so a command that is retried produces the same event
 * id and the event store treats the retry as the same append (for example `payment-captured:<paymentId>`).
 */
export const eventIdFor = (name: string): string => {
  const bytes = createHash("sha256").update(`safarnama:${name}`).digest().subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
