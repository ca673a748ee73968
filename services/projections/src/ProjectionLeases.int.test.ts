import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Effect, TestServices } from "effect"
import { backends } from "../test/backends.ts"
import { completeLog, completeLogHead } from "@safarnama/events/test/logHead"
import { createTable, snapshot, totals, writeSome } from "../test/totalsProjection.ts"
import { acquireLease, leaseHolder } from "@safarnama/events/leases/workLeases"
import { resetProjection, startProjections } from "./ProjectionRunner.ts"

const LEASE = "projection:test_totals"

const logHead = TestServices.provideLive(completeLogHead)

/** Events applied to the read model: each written event exactly once means the sum equals the log. */
const appliedEvents = Effect.map(snapshot, (rows) => rows.reduce((sum, r) => sum + r.events, 0))

/** Every event of the read model's types in the log (earlier tests of the file wrote some too). */
const eventsInLog = Effect.map(TestServices.provideLive(completeLog), (events) => events.filter((e) => totals.eventTypes.has(e.type)).length)

/** Each test starts from an empty read model, no checkpoint and no lease. */
const fresh = Effect.gen(function* () {
  yield* createTable
  yield* resetProjection(totals)
  yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM work_leases WHERE name = ${LEASE}`)
})

const leaseRows = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ owner: string }>`SELECT owner FROM work_leases WHERE name = ${LEASE}`)

for (const backend of backends) {
  describe(`projection leases on ${backend.name}`, () => {
    it.layer(backend.layer(), { timeout: 120_000 })((it) => {
      it.effect("two active runtimes over one database: one applies (the lease holder), both see every write", () =>
        Effect.gen(function* () {
          yield* fresh
          const first = yield* startProjections([totals], { pollInterval: "100 millis" })
          const second = yield* startProjections([totals], { pollInterval: "100 millis" })
          yield* writeSome(6, 5)
          const head = yield* logHead
          expect(yield* first.awaitCheckpoint("test_totals", head, "20 seconds")).toBe(true)
          expect(yield* second.awaitCheckpoint("test_totals", head, "20 seconds")).toBe(true)
          expect(yield* appliedEvents).toBe(yield* eventsInLog)
          expect((yield* leaseRows).length).toBe(1)
        }).pipe(Effect.scoped, TestServices.provideLive)
      )

      it.effect("a follower never applies; its waits resolve once the active runner has applied", () =>
        Effect.gen(function* () {
          yield* fresh
          const follower = yield* startProjections([totals], { mode: "follow", pollInterval: "100 millis" })
          yield* writeSome(2, 3)
          const head = yield* logHead
          // Nobody runs the projection yet: the follower's wait times out and nothing is applied.
          expect(yield* follower.awaitCheckpoint("test_totals", head, "400 millis")).toBe(false)
          expect(yield* appliedEvents).toBe(0)
          expect(yield* leaseHolder(LEASE)).toBeUndefined()
          yield* Effect.scoped(
            Effect.gen(function* () {
              yield* startProjections([totals], { pollInterval: "100 millis" })
              expect(yield* follower.awaitCheckpoint("test_totals", head, "20 seconds")).toBe(true)
            })
          )
          expect(yield* appliedEvents).toBe(yield* eventsInLog)
        }).pipe(Effect.scoped, TestServices.provideLive)
      )

      it.effect("a standby takes over once a crashed runner's lease expires, and not before", () =>
        Effect.gen(function* () {
          yield* fresh
          // A crashed runner: its lease row stays until it expires.
          expect(yield* acquireLease(LEASE, "crashed-runner", 1500)).toBe(true)
          const standby = yield* startProjections([totals], { pollInterval: "100 millis", lease: "2 seconds" })
          yield* writeSome(2, 2)
          const head = yield* logHead
          expect(yield* standby.awaitCheckpoint("test_totals", head, "300 millis")).toBe(false)
          expect(yield* appliedEvents).toBe(0)
          expect(yield* standby.awaitCheckpoint("test_totals", head, "20 seconds")).toBe(true)
          expect(yield* appliedEvents).toBe(yield* eventsInLog)
          const holder = yield* leaseHolder(LEASE)
          expect(holder).toBeDefined()
          expect(holder).not.toBe("crashed-runner")
        }).pipe(Effect.scoped, TestServices.provideLive)
      )

      it.effect("a stopped runner hands its lease back", () =>
        Effect.gen(function* () {
          yield* fresh
          yield* Effect.scoped(
            Effect.gen(function* () {
              const runner = yield* startProjections([totals], { pollInterval: "100 millis", lease: "1 minute" })
              yield* writeSome(1, 2)
              expect(yield* runner.awaitCheckpoint("test_totals", yield* logHead, "20 seconds")).toBe(true)
              expect(yield* leaseHolder(LEASE)).toBeDefined()
            })
          )
          expect(yield* leaseHolder(LEASE)).toBeUndefined()
          // A new runner takes it at once (the lease was a minute long).
          const next = yield* startProjections([totals], { pollInterval: "100 millis", lease: "1 minute" })
          yield* writeSome(1, 1)
          expect(yield* next.awaitCheckpoint("test_totals", yield* logHead, "3 seconds")).toBe(true)
        }).pipe(Effect.scoped, TestServices.provideLive)
      )
    })
  })
}
