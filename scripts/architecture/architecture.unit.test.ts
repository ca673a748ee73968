import { describe, expect, it } from "vitest"
import { checkRepository, describeReport } from "./checkArchitecture.ts"

// The repository itself: no import circle (services and web), no import from a lower layer to a higher
// one, no import across a boundary, no product module outside a layer (rules: layers.ts, ADR 0100).
describe("the architecture", () => {
  const report = checkRepository()

  it("reads the whole module graph", () => {
    console.log(describeReport(report))
    // A scanner that silently found nothing would pass every rule below.
    expect(report.modules).toBeGreaterThan(400)
    expect(report.edges).toBeGreaterThan(report.modules)
  })

  it("has no import circle, no import back up the layers and no import across a boundary", () => {
    expect(report.problems.map((p) => `${p.rule}: ${p.message}`)).toEqual([])
  })
})
