import { describe, expect, it } from "vitest"
import { admit, type BreakerState, closedBreaker, FAILURES_TO_OPEN, OPEN_MS, record } from "./breaker.ts"

const fail = (state: BreakerState, times: number, now = 0) => Array.from({ length: times }).reduce<BreakerState>((s) => record(s, "failure", now), state)

describe("the breaker of one Google API", () => {
  it("stays closed through four failures and opens on the fifth for 30 s", () => {
    const four = fail(closedBreaker, FAILURES_TO_OPEN - 1)
    expect(four).toEqual({ kind: "closed", failures: 4 })
    expect(admit(four, 0).admitted).toBe(true)
    const open = record(four, "failure", 1000)
    expect(open).toEqual({ kind: "open", until: 1000 + OPEN_MS })
    expect(admit(open, 1000 + OPEN_MS - 1).admitted).toBe(false)
  })

  it("a success in between starts the count again", () => {
    expect(fail(record(fail(closedBreaker, 4), "success", 0), 4)).toEqual({ kind: "closed", failures: 4 })
  })

  it("after 30 s lets one call through and refuses the others until it ends", () => {
    const open = fail(closedBreaker, 5, 0)
    const trial = admit(open, OPEN_MS)
    expect(trial).toEqual({ admitted: true, state: { kind: "half-open" } })
    expect(admit(trial.state, OPEN_MS + 1).admitted).toBe(false)
    expect(record(trial.state, "success", OPEN_MS + 5)).toEqual(closedBreaker)
    expect(record(trial.state, "failure", OPEN_MS + 5)).toEqual({ kind: "open", until: 2 * OPEN_MS + 5 })
  })
})
