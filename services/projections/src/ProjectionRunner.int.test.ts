import { describe, expect, it } from "@effect/vitest"
import { Effect, TestServices } from "effect"
import { backends } from "../test/backends.ts"
import { completeLogHead } from "@safarnama/events/test/logHead"
import { createTable, createTableIn, snapshot, snapshotOf, totals, totalsIn, writeSome } from "../test/totalsProjection.ts"
import { catchUp, catchUpAll, rebuildProjection, resetProjection } from "./ProjectionRunner.ts"
import { layerProjectionsRuntime, ProjectionsRuntime } from "./ProjectionsRuntime.ts"

for (const backend of backends) {
  describe(`projection runner on ${backend.name}`, () => {
    it.layer(backend.layer(), { timeout: 120_000 })((it) => {
      it.effect("rebuilding a projection from position 0 gives exactly the rows that following it live gave", () =>
        Effect.gen(function* () {
          yield* createTable
          // Live: the runner follows the bus while writers append; read-your-writes waits for it.
          const live = Effect.gen(function* () {
            const runtime = yield* ProjectionsRuntime
            yield* writeSome(12, 9)
            const last = yield* completeLogHead
            expect(yield* runtime.awaitCheckpoint("test_totals", last, "20 seconds")).toBe(true)
          })
          // The live clock: the runner polls and the wait times out in real time.
          yield* live.pipe(
            Effect.provide(layerProjectionsRuntime([totals], { pollInterval: "200 millis" })),
            Effect.scoped,
            TestServices.provideLive
          )
          const followed = yield* snapshot
          expect(followed.length).toBeGreaterThanOrEqual(12)

          yield* rebuildProjection(totals, { batchSize: 7 })
          expect(yield* snapshot).toEqual(followed)
        })
      )

      it.effect("projections at different checkpoints caught up together end where each alone would", () =>
        Effect.gen(function* () {
          const behind = totalsIn("test_totals_behind")
          yield* createTable
          yield* createTableIn("test_totals_behind")
          yield* writeSome(3, 4)
          yield* catchUp(totals)
          yield* resetProjection(behind)
          yield* writeSome(2, 3)
          // One is at the head but for the last writes, the other starts from position 0.
          const reached = yield* catchUpAll([totals, behind], { batchSize: 5 })
          expect(reached.get(totals.name)).toEqual(reached.get(behind.name))
          const together = { ahead: yield* snapshot, behind: yield* snapshotOf("test_totals_behind") }
          expect(together.behind).toEqual(together.ahead)
          yield* rebuildProjection(totals, { batchSize: 1000 })
          expect(yield* snapshot).toEqual(together.ahead)
        })
      )

      it.effect("two runners racing on one projection (no lease) still apply every event once", () =>
        Effect.gen(function* () {
          const raced = totalsIn("test_totals_raced")
          const reference = totalsIn("test_totals_reference")
          yield* createTableIn("test_totals_raced")
          yield* createTableIn("test_totals_reference")
          const runner = catchUpAll([raced], { batchSize: 3 }).pipe(
            Effect.catchAll(() => Effect.void),
            Effect.repeatN(15)
          )
          yield* Effect.all([writeSome(4, 6), runner, runner], { concurrency: "unbounded", discard: true })
          yield* catchUpAll([raced])
          yield* catchUpAll([reference])
          expect(yield* snapshotOf("test_totals_raced")).toEqual(yield* snapshotOf("test_totals_reference"))
        })
      )

      it.effect("a catch-up applies every event once: running it again changes nothing", () =>
        Effect.gen(function* () {
          yield* createTable
          yield* writeSome(3, 4)
          yield* catchUp(totals)
          const once = yield* snapshot
          yield* catchUp(totals)
          expect(yield* snapshot).toEqual(once)
        })
      )
    })
  })
}

