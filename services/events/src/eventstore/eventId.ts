import { randomFillSync } from "node:crypto"
import { uuidFor } from "../uuidFor.ts"

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"))
// Random bytes are drawn in blocks: one call to the system's generator per 256 ids, not one per id.
const POOL_IDS = 256
const pool = new Uint8Array(16 * POOL_IDS)
let pooled = POOL_IDS

/**
 * A new event id: a UUID version 7 (RFC 9562), the Unix time in milliseconds then 74 random bits.
 * Ids made one after another sort one after another, so each insert into `es_events`' unique index on
 * event_id lands beside the last one instead of on a random page of an index as large as the log: a
 * random (version 4) id touched, dirtied and logged a page per event (docs/adr/0002, "Event ids").
 * The time it shows is no secret: every event carries `recorded_at`.
 */
export const newEventId = (now: number = Date.now()): string => {
  if (pooled === POOL_IDS) {
    randomFillSync(pool)
    pooled = 0
  }
  const b = pool.subarray(16 * pooled, 16 * pooled + 16)
  pooled++
  // 48 bits of milliseconds, big-endian (exact: Date.now() stays below 2^48 until the year 10889).
  const high = Math.floor(now / 2 ** 32)
  const low = now >>> 0
  b[0] = (high >>> 8) & 0xff
  b[1] = high & 0xff
  b[2] = (low >>> 24) & 0xff
  b[3] = (low >>> 16) & 0xff
  b[4] = (low >>> 8) & 0xff
  b[5] = low & 0xff
  b[6] = 0x70 | (b[6]! & 0x0f) // version 7
  b[8] = 0x80 | (b[8]! & 0x3f) // variant 10
  const h = (i: number) => HEX[b[i]!]!
  return `${h(0)}${h(1)}${h(2)}${h(3)}-${h(4)}${h(5)}-${h(6)}${h(7)}-${h(8)}${h(9)}-${h(10)}${h(11)}${h(12)}${h(13)}${h(14)}${h(15)}`
}

/**
 * An event id derived from a name, so a command that is retried produces the same event id and the
 * event store treats the retry as the same append (for example `payment-captured:<paymentId>`).
 */
export const eventIdFor = (name: string): string => uuidFor(name)
