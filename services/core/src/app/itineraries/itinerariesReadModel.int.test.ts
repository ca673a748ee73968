import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { creditsStream } from "@safarnama/events/credits/events"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { newEventId } from "@safarnama/events/eventstore/eventId"
import { withActivityIds } from "@safarnama/events/itineraries/activityIds"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { completeLogHead } from "@safarnama/events/test/logHead"
import { itinerariesProjection } from "@safarnama/projections/itineraries"
import { itinerariesOf, sharedItinerary } from "@safarnama/projections/itineraryQueries"
import { rebuildProjection } from "@safarnama/projections/ProjectionRunner"
import { layerProjectionsRuntime, ProjectionsRuntime } from "@safarnama/projections/ProjectionsRuntime"
import { pendingGenerationsProjection } from "@safarnama/projections/pendingGenerations"
import { Effect, TestServices } from "effect"
import { backends } from "../../../test/backends.ts"
import { sampleContent, sampleRequest } from "../../../test/itineraryFixtures.ts"
import { itineraryDecider } from "../../domain/itineraries/decider.ts"
import type { PlanCheckPort } from "../../domain/itineraries/refineDecider.ts"
import { creditsEventId } from "../credits/creditsAccount.ts"
import { handleCommand } from "../handleCommand.ts"
import { completeGeneration, failGeneration, recordProgress } from "./finishGeneration.ts"
import { requestGeneration } from "./requestGeneration.ts"

const meta = { correlationId: "itineraries-projection-test", causationId: null, actor: "test" }

const purchase = (userId: string, credits: number) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const orderId = `order_${newEventId().slice(-12)}`
    const event = { type: "CreditsPurchased" as const, data: { orderId, paymentId: `pay_${orderId}`, credits, amountPaise: credits * 5000 } }
    const version = yield* store.streamVersion(creditsStream(userId))
    yield* store.append([{ stream: creditsStream(userId), expectedVersion: version, events: [{ eventId: creditsEventId(userId, event), ...event, metadata: meta }] }])
  })

/** A traveller's history of every kind: ready, failed, deleted, still generating. */
const lifeOfItineraries = (userId: string) =>
  Effect.gen(function* () {
    yield* purchase(userId, 10)
    const request = (tempId: string, destination: string) =>
      requestGeneration({ userId, request: { ...sampleRequest, tempId, destination }, savedLocation: "Pune" }).pipe(Effect.map((o) => o.itineraryId))
    const ready = yield* request("a", "Goa")
    yield* recordProgress(ready, { done: 1, total: 7, section: "Route", attempt: 1 }, meta)
    yield* completeGeneration(ready, sampleContent, "test", meta)
    // A PDF, then the owner's change: the share link shows revision 2 and the cached PDF is dropped.
    yield* handleCommand(itineraryDecider, itineraryStream(ready), { type: "RecordPdf", pdfUrl: "/api/itinerary/pdf/old.pdf" }, { metadata: meta })
    yield* handleCommand(
      itineraryDecider,
      itineraryStream(ready),
      { type: "RefineItinerary", userId, basedOn: 1, at: CHANGED_AT, change: { type: "removeActivity", activityId: "a2" }, checks: noChecks },
      { metadata: meta }
    )
    const failed = yield* request("b", "Fail City")
    yield* failGeneration(failed, "writer down", meta)
    const deleted = yield* request("c", "Gone")
    yield* completeGeneration(deleted, sampleContent, "test", meta)
    yield* handleCommand(itineraryDecider, itineraryStream(deleted), { type: "DeleteItinerary", userId }, { metadata: meta })
    const generating = yield* request("d", "Still Writing")
    yield* recordProgress(generating, { done: 3, total: 7, section: "Day 1", attempt: 1 }, meta)
    return { ready, failed, deleted, generating }
  })

const CHANGED_AT = "2027-01-02T10:00:00.000Z"
/** The whole-trip checks are the decider's tests' business: here every plan passes them. */
const noChecks: PlanCheckPort = {
  problems: () => [],
  summary: () => ({ covered: false, passed: [], repaired: 0, verifiedPlaces: 0, places: 0, warnings: [], facts: [] })
}

const snapshot = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.all([
    sql`SELECT * FROM itineraries ORDER BY id`.pipe(Effect.map((rows) => rows.map(({ updated_at: _, ...row }) => row))),
    sql`SELECT * FROM pending_generations ORDER BY itinerary_id`
  ])
)

for (const backend of backends) {
  describe(`itineraries read models on ${backend.name}`, () => {
    it.layer(backend.layer(), { timeout: 120_000 })((it) => {
      it.effect("list, share and to-do list follow the streams live, and a rebuild from position 0 gives the same rows", () =>
        Effect.gen(function* () {
          const userId = `user-${newEventId()}`
          const ids = yield* Effect.gen(function* () {
            const runtime = yield* ProjectionsRuntime
            const ids = yield* lifeOfItineraries(userId)
            const last = yield* completeLogHead
            expect(yield* runtime.awaitCheckpoint(itinerariesProjection.name, last, "20 seconds")).toBe(true)
            expect(yield* runtime.awaitCheckpoint(pendingGenerationsProjection.name, last, "20 seconds")).toBe(true)
            return ids
          }).pipe(
            Effect.provide(layerProjectionsRuntime([itinerariesProjection, pendingGenerationsProjection], { pollInterval: "200 millis" })),
            Effect.scoped,
            TestServices.provideLive
          )

          const list = yield* itinerariesOf(userId)
          expect(list.map((i) => [i.id, i.status])).toEqual(
            expect.arrayContaining([
              [ids.ready, "ready"],
              [ids.failed, "failed"],
              [ids.generating, "generating"]
            ])
          )
          expect(list.map((i) => i.id)).not.toContain(ids.deleted)
          expect(list.find((i) => i.id === ids.generating)?.progress).toEqual({ done: 3, total: 7 })
          expect(list.find((i) => i.id === ids.failed)?.failureReason).toBe("writer down")
          expect(list.every((i) => i.content === undefined && i.origin === "Mumbai")).toBe(true)
          const readyRow = list.find((i) => i.id === ids.ready)!
          const shared = yield* sharedItinerary(readyRow.shareUrl)
          if (shared._tag !== "Some") throw new Error("the ready itinerary is not shared")
          const { planChecks: _checks, ...content } = shared.value.content!
          const generated = withActivityIds(sampleContent)
          expect(content).toEqual({
            ...generated,
            dailyItinerary: generated.dailyItinerary.map((d) => (d.dayNumber === 1 ? { ...d, activities: d.activities.filter((a) => a.id !== "a2") } : d)),
            costBreakdown: { ...generated.costBreakdown, food: generated.costBreakdown.food - 600, total: generated.costBreakdown.total - 600 }
          })
          expect(shared.value).toMatchObject({ revision: 2, updatedAt: CHANGED_AT })
          expect(shared.value.pdfUrl).toBeUndefined()

          const live = yield* snapshot
          // The to-do list keeps only the one still generating (deleting does not remove a pending one).
          expect(live[1].map((r) => (r as { itinerary_id: string }).itinerary_id)).toContain(ids.generating)
          expect(live[1].map((r) => (r as { itinerary_id: string }).itinerary_id)).not.toContain(ids.ready)

          yield* rebuildProjection(itinerariesProjection, { batchSize: 3 })
          yield* rebuildProjection(pendingGenerationsProjection, { batchSize: 2 })
          expect(yield* snapshot).toEqual(live)
        })
      )
    })
  })
}
