import { describe, expect, it } from "vitest"
import { isPlace, keysOfPlace, repeatedPlaces } from "./regeneratedPlan.ts"

/** One meaning of "the same place" for the writer's avoid list, the runner's candidates and the decider. */
describe("the places a regeneration must not repeat", () => {
  it("are sights by id or by normalised name; meals, dining, journeys and check-ins are not places", () => {
    expect(["sightseeing", "culture", "nature"].map((type) => isPlace({ type }))).toEqual([true, true, true])
    expect(["food", "dining", "meal", "Lunch", "transport", "travel", "check-in", "hotel"].some((type) => isPlace({ type }))).toBe(false)
    const others = new Set([...keysOfPlace({ placeId: "goa-fort-aguada", title: "Fort Aguada" }), ...keysOfPlace({ title: "Evening at leisure" })])
    expect(
      repeatedPlaces(
        [
          { type: "sightseeing", title: "Aguada Fort walk", placeId: "goa-fort-aguada" },
          { type: "sightseeing", title: "  fort aguada " },
          { type: "dining", title: "Evening at leisure" },
          { type: "sightseeing", title: "Chapora Fort" }
        ],
        others
      )
    ).toEqual(["Aguada Fort walk", "  fort aguada "])
  })

  it("a place without an id is told apart by its name, not matched by every other place without one", () => {
    const taken = new Set(keysOfPlace({ title: "Baga Beach" }))
    expect(keysOfPlace({ title: "Calangute Beach" }).some((k) => taken.has(k))).toBe(false)
    expect(keysOfPlace({ title: "Baga beach" }).some((k) => taken.has(k))).toBe(true)
  })
})
