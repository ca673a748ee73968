import { describe, expect, it } from "vitest"
import { freshBudget, spend } from "./budget.ts"

const at = (iso: string) => Date.parse(iso)

describe("the day's call budget", () => {
  it("spends up to the limit and refuses the next call the same UTC day", () => {
    let state = freshBudget(at("2026-12-03T01:00:00Z"))
    for (let i = 0; i < 3; i++) {
      const next = spend(state, 3, at("2026-12-03T10:00:00Z"))
      expect(next.spent).toBe(true)
      state = next.state
    }
    expect(spend(state, 3, at("2026-12-03T23:59:59Z")).spent).toBe(false)
  })

  it("starts again at midnight UTC (not local midnight)", () => {
    const spentOut = { day: "2026-12-03", used: 3 }
    expect(spend(spentOut, 3, at("2026-12-03T23:59:59Z")).spent).toBe(false)
    expect(spend(spentOut, 3, at("2026-12-04T00:00:00Z"))).toEqual({ spent: true, state: { day: "2026-12-04", used: 1 } })
  })

  it("a limit of 0 refuses every call", () => {
    expect(spend(freshBudget(0), 0, 0).spent).toBe(false)
  })
})
