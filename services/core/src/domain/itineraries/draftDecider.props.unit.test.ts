import { itineraryIdFor, type ItineraryEvent } from "@safarnama/events/itineraries/events"
import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sampleContent, sampleRequest } from "../../../test/itineraryFixtures.ts"
import { decideItinerary, evolveItinerary, type ItineraryCommand, initialItineraryState } from "./decider.ts"

// Draft first (docs/adr/0180-draft-first-generation.md): drafts and written days are news only while a
// plan is being written. Whatever the order of a worker's steps, a late one, or a second worker's, a
// finished plan never gets a draft after its outcome, and it has exactly one outcome.

const { tempId, ...trip } = sampleRequest
const requested = {
  itineraryId: itineraryIdFor("user-1", tempId),
  userId: "user-1",
  tempId,
  request: trip,
  creditsReserved: 1,
  shareToken: "AAAAAAAAAAAAAAAAAAAAAA",
  requestedAt: "2026-01-01T00:00:00.000Z"
}
const day = sampleContent.dailyItinerary[0]!

const command: fc.Arbitrary<ItineraryCommand> = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map((attempt): ItineraryCommand => ({ type: "SaveDraft", content: sampleContent, attempt })),
  fc
    .record({ attempt: fc.integer({ min: 1, max: 3 }), left: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }) })
    .map(({ attempt, left }): ItineraryCommand => ({ type: "RecordDaysWritten", days: [day], draftDays: left, attempt })),
  fc.constant<ItineraryCommand>({ type: "RecordProgress", done: 1, total: 8, section: "Day 1", attempt: 1 }),
  fc.constant<ItineraryCommand>({ type: "CompleteGeneration", content: sampleContent, writer: "openai" }),
  fc.constant<ItineraryCommand>({ type: "FailGeneration", reason: "writer down" })
)

describe("drafts in the itinerary decider (property)", () => {
  it("records drafts and written days only before the outcome, and the outcome exactly once", () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 25 }), (commands) => {
        let state = evolveItinerary(initialItineraryState(), { type: "GenerationRequested", data: requested })
        const log: Array<ItineraryEvent> = []
        for (const c of commands) {
          const decided = decideItinerary(c, state)
          if (Either.isLeft(decided)) continue
          for (const event of decided.right) {
            log.push(event)
            state = evolveItinerary(state, event)
          }
        }
        const outcomes = log.filter((e) => e.type === "GenerationCompleted" || e.type === "GenerationFailed")
        expect(outcomes.length).toBeLessThanOrEqual(1)
        const end = log.findIndex((e) => e.type === "GenerationCompleted" || e.type === "GenerationFailed")
        const afterEnd = end < 0 ? [] : log.slice(end + 1)
        expect(afterEnd.filter((e) => e.type === "GenerationDraftSaved" || e.type === "GenerationDaysWritten")).toEqual([])
        // Only a completion makes a plan: never a draft.
        expect(state.status === "none" ? "none" : state.status).toBe(
          outcomes[0]?.type === "GenerationCompleted" ? "ready" : outcomes[0]?.type === "GenerationFailed" ? "failed" : "generating"
        )
        // Every draft saved carries numbered activities, as a finished plan does.
        for (const e of log) if (e.type === "GenerationDraftSaved") expect(e.data.content.dailyItinerary.every((d) => d.activities.every((a) => a.id))).toBe(true)
      })
    )
  })
})
