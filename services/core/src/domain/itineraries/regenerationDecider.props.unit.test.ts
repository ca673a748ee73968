import { INCLUDED_REGENERATIONS, REGENERATION_CREDIT_COST } from "@safarnama/events/contract/refine"
import type { ItineraryEvent } from "@safarnama/events/itineraries/events"
import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { generatedGoa, goaChecks, OWNER } from "../../../test/refineKit.ts"
import { offlineDayFor } from "../../../test/regenerationKit.ts"
import { fold } from "../Decider.ts"
import { type ItineraryCommand, type ItineraryState, itineraryDecider } from "./decider.ts"

/**
 * AI regeneration under random sequences (docs/adr/0130-refine-itinerary.md, "AI regeneration"):
 * requests of any day (on the current revision or a stale one), completions with the offline writer's
 * day or with a day that copies another day's places, failures, and the owner's own changes in between,
 * on the real 3-day Goa plan with its real whole-trip checks.
 */

type Ready = Exclude<ItineraryState, { status: "none" }>
const stateOf = (events: ReadonlyArray<ItineraryEvent>) => fold(itineraryDecider, events) as Ready
const AT = "2027-01-02T10:00:00.000Z"

/** One round: a request, perhaps an owner's change meanwhile, then the runner's outcome (or nothing yet). */
const round = fc.record({
  dayNumber: fc.integer({ min: 1, max: 4 }),
  stale: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  noteMeanwhile: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  outcome: fc.constantFrom("offline" as const, "offline" as const, "offline" as const, "copy" as const, "fail" as const, "none" as const),
  copyDay: fc.integer({ min: 1, max: 3 })
})

const placesOf = (activities: ReadonlyArray<{ placeId?: string | undefined; type: string }>) => activities.flatMap((a) => (a.placeId && !/food|transport/.test(a.type) ? [a.placeId] : []))

describe("regenerating days (property)", () => {
  it("credits reserved = captured + released + held by the one running; the 6th and later cost 1; a regenerated day never repeats another day's place; one revision per completion", () => {
    const tally = new Map<string, number>()
    fc.assert(
      fc.property(fc.array(round, { minLength: 1, maxLength: 12 }), (rounds) => {
        let history: ReadonlyArray<ItineraryEvent> = generatedGoa
        const attempt = (command: ItineraryCommand) => {
          const state = stateOf(history)
          const current = state.revisions.at(-1)!
          const running = state.regenerations.find((r) => r.status === "running")
          const decided = itineraryDecider.decide(command, state)
          const outcome = `${command.type}:${Either.isRight(decided) ? "accepted" : decided.left._tag}`
          tally.set(outcome, (tally.get(outcome) ?? 0) + 1)
          if (Either.isLeft(decided)) return
          for (const event of decided.right) {
            if (event.type === "RegenerationRequested") {
              // Priced by what came before: the included ones first, failures not counted.
              const used = state.regenerations.filter((r) => r.status !== "failed").length
              expect(event.data.creditsReserved).toBe(used >= INCLUDED_REGENERATIONS ? 1 : 0)
              if (event.data.creditsReserved > 0) tally.set("paid", (tally.get("paid") ?? 0) + 1)
              expect(running).toBeUndefined()
            }
            if (event.type === "DayRegenerated") {
              expect(event.data.revision).toBe(current.revision + 1)
              const others = new Set(placesOf(event.data.content.dailyItinerary.filter((d) => d.dayNumber !== event.data.dayNumber).flatMap((d) => d.activities)))
              const mine = placesOf(event.data.content.dailyItinerary.find((d) => d.dayNumber === event.data.dayNumber)!.activities)
              expect(mine.filter((p) => others.has(p))).toEqual([])
            }
          }
          history = [...history, ...decided.right]
        }
        for (const r of rounds) {
          const revision = stateOf(history).revisions.at(-1)!.revision
          attempt({ type: "RequestRegeneration", userId: OWNER, basedOn: r.stale ? revision + 1 : revision, target: { _tag: "day", dayNumber: r.dayNumber }, at: AT })
          if (r.noteMeanwhile) {
            attempt({ type: "RefineItinerary", userId: OWNER, basedOn: revision, at: AT, change: { type: "addNote", dayNumber: 1, text: "note" }, checks: goaChecks })
          }
          const state = stateOf(history)
          const running = state.regenerations.find((x) => x.status === "running")
          if (running === undefined || running.target._tag !== "day" || r.outcome === "none") continue
          if (r.outcome === "fail") {
            attempt({ type: "FailRegeneration", regenerationId: running.id, reason: "writer failed" })
            continue
          }
          const content = state.revisions.at(-1)!.content
          const dayNumber = running.target.dayNumber
          const copied = r.outcome === "copy" ? content.dailyItinerary.find((d) => d.dayNumber === r.copyDay && d.dayNumber !== dayNumber) : undefined
          const day = copied ? { ...copied, dayNumber } : offlineDayFor(content, dayNumber)
          attempt({ type: "CompleteRegeneration", regenerationId: running.id, written: { _tag: "day", day }, at: AT, checks: goaChecks })
          // The runner fails what it could not complete (stale, or a broken day after its repairs).
          if (stateOf(history).regenerations.find((x) => x.id === running.id)?.status === "running" && r.outcome === "copy") {
            attempt({ type: "FailRegeneration", regenerationId: running.id, reason: "breaks the plan" })
          }
        }
        const final = stateOf(history)
        // Each regeneration was priced by the ones before it that did not fail: the first five free, then one credit.
        final.regenerations.forEach((r, i) => {
          const counted = final.regenerations.slice(0, i).filter((earlier) => earlier.status !== "failed").length
          expect(r.cost).toBe(counted >= INCLUDED_REGENERATIONS ? REGENERATION_CREDIT_COST : 0)
        })
        expect(final.regenerations.filter((r) => r.status === "running").length).toBeLessThanOrEqual(1)
        expect(final.revisions.length).toBe(1 + final.regenerations.filter((r) => r.status === "completed").length + history.filter((e) => e.type === "NoteAdded").length)
      }),
      { numRuns: 150, seed: 130 }
    )
    // The property must have seen each outcome, or it proves little.
    for (const seen of ["RequestRegeneration:accepted", "RequestRegeneration:StaleRevision", "RequestRegeneration:RegenerationRunning", "RequestRegeneration:UnknownDay", "CompleteRegeneration:accepted", "CompleteRegeneration:RegenerationBreaksPlan", "CompleteRegeneration:StaleRevision", "FailRegeneration:accepted", "paid"]) {
      expect(tally.get(seen) ?? 0, seen).toBeGreaterThan(0)
    }
  }, 30_000) // 150 runs, each planning a trip: about 2 s alone, more on a loaded machine
})
