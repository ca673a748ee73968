import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { claimableGenerations } from "@safarnama/projections/pendingGenerationQueries"
import { Effect, TestServices } from "effect"
import { backends } from "../../../test/backends.ts"
import { claimGeneration, expireClaim, renewClaim, settleClaim, sweepClaims } from "./leases.ts"

const pending = (id: string, minutesAgo = 1) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO pending_generations (itinerary_id, user_id, requested_at) VALUES (${id}, 'u', now() - (${minutesAgo} * interval '1 minute'))`
  )
const notPending = (id: string) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM pending_generations WHERE itinerary_id = ${id}`)
const leaseCount = (id: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM generation_leases WHERE itinerary_id = ${id}`).pipe(
    Effect.map((rows) => Number(rows[0]?.n ?? 0))
  )

for (const backend of backends) {
  describe(`generation claims on ${backend.name}`, () => {
    it.layer(backend.layer(), { timeout: 120_000 })((it) => {
      it.effect("exactly one of many workers racing for a generation wins it", () =>
        Effect.gen(function* () {
          yield* pending("race-1")
          const wins = yield* Effect.forEach(
            Array.from({ length: 12 }, (_, i) => `worker-${i}`),
            (owner) => claimGeneration("race-1", owner, 30_000),
            { concurrency: "unbounded" }
          )
          expect(wins.filter((w) => w !== undefined)).toEqual([1])
          expect(yield* claimableGenerations(10)).not.toContain("race-1")
        })
      )

      it.effect("an expired claim is taken over as one more attempt; the old owner cannot renew it", () =>
        Effect.gen(function* () {
          yield* pending("crashed-1")
          expect(yield* claimGeneration("crashed-1", "dead", 1000)).toBe(1)
          expect(yield* claimGeneration("crashed-1", "alive", 30_000)).toBeUndefined()
          yield* Effect.sleep("1200 millis")
          expect(yield* claimableGenerations(10)).toContain("crashed-1")
          expect(yield* claimGeneration("crashed-1", "alive", 30_000)).toBe(2)
          expect(yield* renewClaim("crashed-1", "dead", 30_000)).toBe(false)
          expect(yield* renewClaim("crashed-1", "alive", 30_000)).toBe(true)
        }).pipe(TestServices.provideLive)
      )

      it.effect("handing work back expires the claim at once and keeps the attempt count", () =>
        Effect.gen(function* () {
          yield* pending("handed-back")
          expect(yield* claimGeneration("handed-back", "a", 30_000)).toBe(1)
          yield* expireClaim("handed-back", "a")
          expect(yield* claimGeneration("handed-back", "b", 30_000)).toBe(2)
        })
      )

      it.effect("a finished claim keeps others off until the to-do list catches up, and is swept once gone from it", () =>
        Effect.gen(function* () {
          yield* pending("done-1")
          yield* claimGeneration("done-1", "a", 30_000)
          yield* settleClaim("done-1", "a")
          expect(yield* claimGeneration("done-1", "b", 30_000)).toBeUndefined()
          yield* notPending("done-1")
          yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE generation_leases SET lease_until = now() - interval '1 second' WHERE itinerary_id = 'done-1'`)
          yield* sweepClaims
          expect(yield* leaseCount("done-1")).toBe(0)
        })
      )

      it.effect("offers the oldest unclaimed generations first", () =>
        Effect.gen(function* () {
          yield* pending("old", 30)
          yield* pending("new", 0)
          const order = yield* claimableGenerations(100)
          expect(order.indexOf("old")).toBeLessThan(order.indexOf("new"))
        })
      )
    })
  })
}
