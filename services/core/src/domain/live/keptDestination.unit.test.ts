import { describe, expect, it } from "vitest"
import { KEPT_ROLES, type KeptLiveDestination, keptProblems, liveDestinationKey } from "./keptDestination.ts"

const kept = (places: KeptLiveDestination["places"], areaPlaceId = "ChIJarea"): KeptLiveDestination => ({ key: "international:ulaanbaatar", areaPlaceId, places, foundAtMs: 0 })

describe("a kept live destination", () => {
  it("is keyed by trip type and the name as typed, normalized", () => {
    expect(liveDestinationKey("Ulaanbaatar", "international")).toBe("international:ulaanbaatar")
    expect(liveDestinationKey("  Luang-Prabang! ", "international")).toBe("international:luang prabang")
    expect(liveDestinationKey("Ganpatipulé, Maharashtra", "domestic")).toBe("domestic:ganpatipule maharashtra")
    expect(liveDestinationKey("Ganpatipule", "domestic")).not.toBe(liveDestinationKey("Ganpatipule", "international"))
  })

  it("keeps the roles the grounding searches by", () => {
    expect(KEPT_ROLES).toEqual(["sight", "food", "food-vegetarian", "stay", "hub", "station"])
  })

  it("has no problems when each place is kept once per role with a whole rank from 0", () => {
    expect(
      keptProblems(
        kept([
          { googlePlaceId: "a", role: "sight", rank: 0 },
          { googlePlaceId: "b", role: "sight", rank: 1 },
          // The same place in two roles (a hotel with a restaurant) is two findings, not a repeat.
          { googlePlaceId: "a", role: "stay", rank: 0 }
        ])
      )
    ).toEqual([])
    expect(keptProblems(kept([]))).toEqual([])
  })

  it("names a place kept twice in one role, a rank that is negative or not whole, and an area without an id", () => {
    expect(
      keptProblems(
        kept([
          { googlePlaceId: "a", role: "food", rank: 0 },
          { googlePlaceId: "a", role: "food", rank: 1 }
        ])
      )
    ).toEqual(['food "a" is kept twice'])
    expect(keptProblems(kept([{ googlePlaceId: "h", role: "hub", rank: -1 }]))).toEqual(['hub "h" has rank -1: a rank is a whole number from 0'])
    expect(keptProblems(kept([{ googlePlaceId: "s", role: "station", rank: 0.5 }]))).toEqual(['station "s" has rank 0.5: a rank is a whole number from 0'])
    expect(keptProblems(kept([{ googlePlaceId: "s", role: "sight", rank: Number.NaN }]))).toHaveLength(1)
    expect(keptProblems(kept([], " "))).toEqual(["the area has no place id"])
    expect(keptProblems(kept([{ googlePlaceId: "", role: "sight", rank: 0 }]))).toEqual(["a sight has no place id"])
  })
})
