import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { newEventId } from "./eventId.ts"

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe("newEventId", () => {
  it("is a UUID version 7 whose first 48 bits are the time in milliseconds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 1 }), (now) => {
        const id = newEventId(now)
        expect(id).toMatch(UUID_V7)
        expect(Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(now)
      })
    )
  })

  it("ids of later milliseconds sort after earlier ones, as text and as PostgreSQL compares uuids", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 2 }), fc.integer({ min: 1, max: 10_000 }), (now, later) => {
        fc.pre(now + later < 2 ** 48)
        expect(newEventId(now) < newEventId(now + later)).toBe(true)
      })
    )
  })

  it("does not repeat, also within one millisecond and across refills of its random pool", () => {
    const ids = Array.from({ length: 5000 }, () => newEventId(1_764_000_000_000))
    expect(new Set(ids).size).toBe(ids.length)
  })
})
