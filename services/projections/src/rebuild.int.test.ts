import { SqlClient } from "@effect/sql"
import { acquireLease, leaseHolder } from "@safarnama/events/leases/workLeases"
import { completeLogHead } from "@safarnama/events/test/logHead"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, TestServices } from "effect"
import { backends } from "../test/backends.ts"
import { createTable, snapshot, totals, writeSome } from "../test/totalsProjection.ts"
import { catchUp, resetProjection } from "./ProjectionRunner.ts"
import { rebuildWithLease } from "./rebuild.ts"

const LEASE = "projection:test_totals"

const fresh = Effect.gen(function* () {
  yield* createTable
  yield* resetProjection(totals)
  yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM work_leases WHERE name = ${LEASE}`)
})

for (const backend of backends) {
  describe(`rebuilding a read model on ${backend.name}`, () => {
    it.layer(backend.layer(), { timeout: 120_000 })((it) => {
      it.effect("replays the log into an emptied read model, reaches the head and gives the lease back", () =>
        Effect.gen(function* () {
          yield* fresh
          yield* writeSome(4, 3)
          yield* catchUp(totals)
          const before = yield* snapshot
          // Damage the read model: the rebuild must restore it from the log alone.
          yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE test_totals SET total = total + 1000`)
          const reached = yield* rebuildWithLease(totals, { batchSize: 5 })
          expect(yield* snapshot).toEqual(before)
          expect(reached.position).toBe((yield* TestServices.provideLive(completeLogHead)).position)
          expect(yield* leaseHolder(LEASE)).toBeUndefined()
        })
      )

      it.effect("refuses while another process holds the read model's lease, and changes nothing", () =>
        Effect.gen(function* () {
          yield* fresh
          yield* writeSome(2, 2)
          yield* catchUp(totals)
          const before = yield* snapshot
          expect(yield* acquireLease(LEASE, "active-runner", 30_000)).toBe(true)
          const result = yield* Effect.either(rebuildWithLease(totals))
          expect(Either.isLeft(result) && result.left._tag).toBe("ProjectionInUse")
          expect(yield* snapshot).toEqual(before)
          expect(yield* leaseHolder(LEASE)).toBe("active-runner")
        })
      )
    })
  })
}
