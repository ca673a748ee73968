import { withActivityIds } from "@safarnama/events/itineraries/activityIds"
import { type GenerationRequested, type ItineraryEvent, itineraryIdFor } from "@safarnama/events/itineraries/events"
import { describe, expect, it } from "vitest"
import { deciderSpec } from "../../../test/deciderSpec.ts"
import { sampleContent, sampleRequest } from "../../../test/itineraryFixtures.ts"
import { itineraryDecider } from "./decider.ts"

const given = deciderSpec(itineraryDecider)
const { tempId, ...trip } = sampleRequest
const id = itineraryIdFor("user-1", tempId)
const requested: GenerationRequested = {
  itineraryId: id,
  userId: "user-1",
  tempId,
  request: trip,
  creditsReserved: 1,
  shareToken: "AAAAAAAAAAAAAAAAAAAAAA",
  requestedAt: "2026-01-01T00:00:00.000Z"
}
const wasRequested: ItineraryEvent = { type: "GenerationRequested", data: requested }
// Saved with its activities' ids (activityIds.ts).
const completed: ItineraryEvent = { type: "GenerationCompleted", data: { content: withActivityIds(sampleContent), writer: "offline" } }
const failed: ItineraryEvent = { type: "GenerationFailed", data: { reason: "writer down" } }
const deleted: ItineraryEvent = { type: "ItineraryDeleted", data: { userId: "user-1" } }

describe("itinerary ids", () => {
  it("the same user and tempId is the same itinerary; another user or tempId is another", () => {
    expect(itineraryIdFor("user-1", "t")).toBe(itineraryIdFor("user-1", "t"))
    expect(itineraryIdFor("user-1", "t")).not.toBe(itineraryIdFor("user-2", "t"))
    expect(itineraryIdFor("user-1", "t")).not.toBe(itineraryIdFor("user-1", "u"))
    expect(itineraryIdFor("user-1", "t")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe("itinerary decider", () => {
  it("a request starts a generation", () => given([]).when({ type: "RequestGeneration", requested }).thenEvents([wasRequested]))

  it("the same request again (a retried submit) is nothing to do", () =>
    given([wasRequested]).when({ type: "RequestGeneration", requested: { ...requested, shareToken: "other" } }).thenNothingHappens())

  it("records progress while generating, and ignores it once finished", () => {
    given([wasRequested])
      .when({ type: "RecordProgress", done: 1, total: 5, section: "Route", attempt: 1 })
      .thenEvents([{ type: "GenerationProgressed", data: { done: 1, total: 5, section: "Route", attempt: 1 } }])
    given([wasRequested, completed]).when({ type: "RecordProgress", done: 5, total: 5, section: "Day 3", attempt: 1 }).thenNothingHappens()
  })

  it("a generation completes or fails exactly once", () => {
    given([wasRequested]).when({ type: "CompleteGeneration", content: sampleContent, writer: "offline" }).thenEvents([completed])
    given([wasRequested]).when({ type: "FailGeneration", reason: "writer down" }).thenEvents([failed])
    given([wasRequested, completed]).when({ type: "FailGeneration", reason: "late" }).thenRejects("GenerationAlreadyFinished", { status: "ready" })
    given([wasRequested, failed])
      .when({ type: "CompleteGeneration", content: sampleContent, writer: "offline" })
      .thenRejects("GenerationAlreadyFinished", { status: "failed" })
    given([]).when({ type: "FailGeneration", reason: "x" }).thenRejects("ItineraryNotFound")
  })

  it("a deleted itinerary still completes, so its reservation is resolved", () =>
    given([wasRequested, deleted]).when({ type: "CompleteGeneration", content: sampleContent, writer: "offline" }).thenEvents([completed]))

  it("only the owner deletes, once; someone else's is not found", () => {
    given([wasRequested, completed]).when({ type: "DeleteItinerary", userId: "user-1" }).thenEvents([deleted])
    given([wasRequested, completed]).when({ type: "DeleteItinerary", userId: "user-2" }).thenRejects("ItineraryNotFound")
    given([wasRequested, completed, deleted]).when({ type: "DeleteItinerary", userId: "user-1" }).thenRejects("ItineraryNotFound")
    given([]).when({ type: "DeleteItinerary", userId: "user-1" }).thenRejects("ItineraryNotFound")
  })

  it("a PDF needs a ready, not deleted itinerary; the same URL again is nothing to do", () => {
    given([wasRequested]).when({ type: "RecordPdf", pdfUrl: "/pdf/1" }).thenRejects("ItineraryNotReady", { status: "generating" })
    given([wasRequested, completed]).when({ type: "RecordPdf", pdfUrl: "/pdf/1" }).thenEvents([{ type: "PdfRendered", data: { pdfUrl: "/pdf/1" } }])
    given([wasRequested, completed, { type: "PdfRendered", data: { pdfUrl: "/pdf/1" } }]).when({ type: "RecordPdf", pdfUrl: "/pdf/1" }).thenNothingHappens()
    given([wasRequested, completed, deleted]).when({ type: "RecordPdf", pdfUrl: "/pdf/1" }).thenRejects("ItineraryNotFound")
  })
})
