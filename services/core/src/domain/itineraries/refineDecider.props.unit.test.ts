import type { ItineraryEvent } from "@safarnama/events/itineraries/events"
import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { generatedGoa, goaChecks, OWNER } from "../../../test/refineKit.ts"
import { fold } from "../Decider.ts"
import { type ItineraryState, itineraryDecider } from "./decider.ts"
import { isHard } from "./planChecks.ts"
import type { RefineChange } from "./refineDecider.ts"

/**
 * The owner's changes under random sequences (docs/adr/0130-refine-itinerary.md): removals, moves to
 * any day and time, notes, restores of any revision, made on the current revision or a stale one, by the
 * owner or someone else, on the real 3-day Goa plan with its real whole-trip checks.
 */

type Ready = Exclude<ItineraryState, { status: "none" }>
const stateOf = (events: ReadonlyArray<ItineraryEvent>) => fold(itineraryDecider, events) as Ready
const ids = Array.from({ length: 16 }, (_, i) => `a${i + 1}`)
const clock = fc.tuple(fc.integer({ min: 5, max: 22 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`)

const change: fc.Arbitrary<RefineChange> = fc.oneof(
  fc.record({ type: fc.constant("removeActivity" as const), activityId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant("moveActivity" as const), activityId: fc.constantFrom(...ids), toDay: fc.integer({ min: 1, max: 4 }), time: clock }),
  fc.record({ type: fc.constant("addNote" as const), dayNumber: fc.integer({ min: 1, max: 4 }), text: fc.string({ minLength: 1, maxLength: 20 }) }),
  fc.record({ type: fc.constant("restoreRevision" as const), revision: fc.integer({ min: 1, max: 8 }) })
)
const step = fc.record({
  change,
  /** 0: on the current revision; otherwise this many revisions behind (stale) or ahead. */
  lag: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: -2, max: 3 }) }),
  stranger: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) })
})

const hardRules = (state: Ready) => new Set(goaChecks.problems(state.revisions[state.revisions.length - 1]!.content).filter(isHard).map((p) => `${p.rule}|${p.message}`))

describe("changing an itinerary (property)", () => {
  it("revisions go up by one per accepted change; refused, stale and foreign changes append nothing; the plan never gains a hard problem", () => {
    // The property must see each kind of change accepted and refused, or it proves little.
    const tally = new Map<string, number>()
    const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1)
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        let state = stateOf(generatedGoa)
        const seenIds = new Set(state.revisions[0]!.content.dailyItinerary.flatMap((d) => d.activities.map((a) => a.id)))
        const generatedProblems = hardRules(state)
        for (const { change, lag, stranger } of steps) {
          const before = state
          const current = before.revisions.length
          const decided = itineraryDecider.decide(
            { type: "RefineItinerary", userId: stranger ? "user-2" : OWNER, basedOn: Math.max(1, current - lag), at: "2027-01-02T00:00:00.000Z", change, checks: goaChecks },
            before
          )
          if (stranger) expect(Either.isLeft(decided) && decided.left._tag).toBe("ItineraryNotFound")
          else if (Math.max(1, current - lag) !== current) expect(Either.isLeft(decided) && decided.left._tag).toBe("StaleRevision")
          count(`${change.type}:${Either.isLeft(decided) ? decided.left._tag : "accepted"}`)
          if (Either.isLeft(decided)) continue
          const appended = decided.right
          // Restoring the current revision is the one change that is nothing to do.
          if (appended.length === 0) {
            expect(change).toEqual({ type: "restoreRevision", revision: current })
            continue
          }
          expect(appended).toHaveLength(1)
          const after = appended.reduce(itineraryDecider.evolve, before) as Ready
          state = after
          const made = after.revisions[after.revisions.length - 1]!
          expect(made.revision).toBe(current + 1)
          expect(after.revisions.map((r) => r.revision)).toEqual(Array.from({ length: current + 1 }, (_, i) => i + 1))
          if (change.type === "restoreRevision") {
            expect(made.content.dailyItinerary).toEqual(before.revisions[change.revision - 1]!.content.dailyItinerary)
            expect(made.content.costBreakdown).toEqual(before.revisions[change.revision - 1]!.content.costBreakdown)
          }
          const { accommodation, food, activities, total } = made.content.costBreakdown
          expect(total).toBe(accommodation + food + activities)
          const idsNow = made.content.dailyItinerary.flatMap((d) => d.activities.map((a) => a.id))
          expect(new Set(idsNow).size).toBe(idsNow.length)
          for (const id of idsNow) expect(seenIds.has(id)).toBe(true)
          // Every hard problem of the plan now was already in the generated plan (or is spending under the band's floor).
          for (const problem of hardRules(after)) if (!problem.startsWith("budget-band|")) expect(generatedProblems).toContain(problem)
        }
      }),
      { numRuns: 100 }
    )
    for (const key of ["removeActivity:accepted", "moveActivity:accepted", "moveActivity:ChangeBreaksPlan", "addNote:accepted", "restoreRevision:accepted", "removeActivity:StaleRevision"]) {
      expect(tally.get(key) ?? 0, key).toBeGreaterThan(0)
    }
  }, 120_000)
})
