import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either } from "effect"
import { backends } from "../../test/backends.ts"
import { EventStore } from "./EventStore.ts"
import { newEventId } from "./eventId.ts"
import type { NewEvent } from "./types.ts"

const meta = { correlationId: "c-1", causationId: null, actor: "test" }
const event = (type: string, data: unknown = {}, eventId = newEventId()): NewEvent => ({ eventId, type, data, metadata: meta })

for (const backend of backends) {
  describe(`event store on ${backend.name}`, () => {
    it.layer(backend.layer(), { timeout: 60_000 })((it) => {
      it.effect("appends a new stream at version 0 and reads it back in order", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const stream = `order-${newEventId()}`
          const result = yield* store.append([{ stream, expectedVersion: 0, events: [event("A", { n: 1 }), event("B", { n: 2 })] }])
          expect(result.streams).toEqual([{ stream, version: 2 }])
          const read = yield* store.readStream(stream)
          expect(read.map((e) => [e.type, e.streamVersion, e.data])).toEqual([
            ["A", 1, { n: 1 }],
            ["B", 2, { n: 2 }]
          ])
          expect(read[0]!.metadata).toEqual(meta)
          expect(yield* store.streamVersion(stream)).toBe(2)
        })
      )

      it.effect("reads several streams in one call: each in version order, an unknown one empty", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const a = `ra-${newEventId()}`
          const b = `rb-${newEventId()}`
          const none = `rn-${newEventId()}`
          yield* store.append([{ stream: b, expectedVersion: 0, events: [event("B1"), event("B2")] }])
          yield* store.append([{ stream: a, expectedVersion: 0, events: [event("A1")] }])
          yield* store.append([{ stream: b, expectedVersion: 2, events: [event("B3")] }])
          const read = yield* store.readStreams([b, none, a])
          expect([...read.keys()]).toEqual([b, none, a])
          expect(read.get(b)!.map((e) => [e.type, e.streamVersion])).toEqual([
            ["B1", 1],
            ["B2", 2],
            ["B3", 3]
          ])
          expect(read.get(a)!.map((e) => e.type)).toEqual(["A1"])
          expect(read.get(none)).toEqual([])
          expect(read.get(b)).toEqual(yield* store.readStream(b))
          // From a version on, per stream (a kept fold reads only what came after it): the others whole.
          const after = yield* store.readStreams([b, none, a], new Map([[b, 1]]))
          expect(after.get(b)!.map((e) => e.type)).toEqual(["B2", "B3"])
          expect(after.get(a)!.map((e) => e.type)).toEqual(["A1"])
          expect(after.get(none)).toEqual([])
          expect((yield* store.readStreams([b], new Map([[b, 3]]))).get(b)).toEqual([])
        })
      )

      it.effect("an append never reads the whole log, however small the log was when its plans were cached", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const sql = yield* SqlClient.SqlClient
          // One connection, past the five calls after which PL/pgSQL caches a generic plan. Without
          // migration 0005 the known-id probe scanned es_events on every append.
          const seqScansSoFar = Effect.map(
            sql<{ seq_scan: string }>`SELECT seq_scan::text AS seq_scan FROM pg_stat_xact_user_tables WHERE relname = 'es_events'`,
            (rows) => Number(rows[0]?.seq_scan ?? 0)
          )
          const seqScans = yield* sql.withTransaction(
            Effect.gen(function* () {
              const before = yield* seqScansSoFar
              for (let i = 0; i < 12; i++) {
                yield* store.append([{ stream: `scan-${newEventId()}`, expectedVersion: 0, events: [event("A"), event("B")] }])
              }
              return (yield* seqScansSoFar) - before
            })
          )
          expect(seqScans).toBe(0)
        })
      )

      it.effect("a stale expected version is a typed conflict and writes nothing", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const stream = `s-${newEventId()}`
          yield* store.append([{ stream, expectedVersion: 0, events: [event("A")] }])
          const stale = yield* Effect.either(store.append([{ stream, expectedVersion: 0, events: [event("B")] }]))
          expect(Either.isLeft(stale) && stale.left._tag).toBe("WrongExpectedVersion")
          const ahead = yield* Effect.either(store.append([{ stream, expectedVersion: 5, events: [event("B")] }]))
          expect(Either.isLeft(ahead) && ahead.left).toMatchObject({ _tag: "WrongExpectedVersion", stream, expected: 5, actual: 1 })
          expect((yield* store.readStream(stream)).length).toBe(1)
        })
      )

      it.effect("a multi-stream append is all or nothing", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const a = `a-${newEventId()}`
          const b = `b-${newEventId()}`
          yield* store.append([{ stream: b, expectedVersion: 0, events: [event("B1")] }])
          const failed = yield* Effect.either(
            store.append([
              { stream: a, expectedVersion: 0, events: [event("A1")] },
              { stream: b, expectedVersion: 0, events: [event("B2")] }
            ])
          )
          expect(Either.isLeft(failed)).toBe(true)
          expect(yield* store.readStream(a)).toEqual([])
          expect(yield* store.streamVersion(a)).toBe(0)
          const ok = yield* store.append([
            { stream: a, expectedVersion: 0, events: [event("A1")] },
            { stream: b, expectedVersion: 1, events: [event("B2")] }
          ])
          expect(ok.streams).toEqual([
            { stream: a, version: 1 },
            { stream: b, version: 2 }
          ])
        })
      )

      it.effect("a retried append with the same event ids returns the first result; a different payload is an error", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const stream = `p-${newEventId()}`
          const e = event("PaymentCaptured", { paymentId: "pay_1", amount: 10000 })
          const first = yield* store.append([{ stream, expectedVersion: 0, events: [e] }])
          const retry = yield* store.append([{ stream, expectedVersion: 0, events: [e] }])
          expect(retry.replayed).toBe(true)
          expect(retry.events).toEqual(first.events)
          const reordered = yield* store.append([
            { stream, expectedVersion: 0, events: [{ ...e, data: { amount: 10000, paymentId: "pay_1" } }] }
          ])
          expect(reordered.replayed).toBe(true)
          const tampered = yield* Effect.either(
            store.append([{ stream, expectedVersion: 1, events: [{ ...e, data: { paymentId: "pay_1", amount: 1 } }] }])
          )
          expect(Either.isLeft(tampered) && tampered.left._tag).toBe("EventIdReused")
          expect((yield* store.readStream(stream)).length).toBe(1)
          // The same id on another stream: refused, and the other stream is not created.
          const elsewhere = `p-${newEventId()}`
          const moved = yield* Effect.either(store.append([{ stream: elsewhere, expectedVersion: 0, events: [e] }]))
          expect(Either.isLeft(moved) && moved.left._tag).toBe("EventIdReused")
          expect(yield* store.streamVersion(elsewhere)).toBe(0)
        })
      )

      it.effect("a multi-stream append retried after its streams moved on still returns its first result", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const [a, b] = [`r-a-${newEventId()}`, `r-b-${newEventId()}`]
          const append = [
            { stream: a, expectedVersion: 0, events: [event("OrderCaptured")] },
            { stream: b, expectedVersion: 0, events: [event("CreditsPurchased"), event("CreditsGranted")] }
          ]
          const first = yield* store.append(append)
          yield* store.append([{ stream: b, expectedVersion: 2, events: [event("CreditsSpent")] }])
          // Refused by the version check (nothing was probed), then recognised by its event ids.
          const retry = yield* store.append(append)
          expect(retry).toEqual({ ...first, replayed: true })
          expect(yield* store.streamVersion(b)).toBe(3)
        })
      )

      it.effect("readLog returns committed events in log order from a checkpoint", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const before = yield* store.head
          const stream = `log-${newEventId()}`
          yield* store.append([{ stream, expectedVersion: 0, events: [event("L1"), event("L2"), event("L3")] }])
          const all = yield* store.readLog({ transactionId: "0", position: before.position }, 10_000)
          const mine = all.filter((e) => e.streamId === stream)
          expect(mine.map((e) => e.type)).toEqual(["L1", "L2", "L3"])
          const afterFirst = yield* store.readLog({ transactionId: mine[0]!.transactionId, position: mine[0]!.position }, 10)
          expect(afterFirst.filter((e) => e.streamId === stream).map((e) => e.type)).toEqual(["L2", "L3"])
        })
      )

      it.effect("a multi-stream append answers each event's position as the log recorded it, in log order", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const id = newEventId()
          const [a, b, c] = [`mz-${id}`, `ma-${id}`, `mm-${id}`]
          // Given out of order, with data of several shapes: the answer must match the log, not the input order.
          const result = yield* store.append([
            { stream: a, expectedVersion: 0, events: [event("Z1", { n: 1 }), event("Z2", [1, "two"]), event("Z3", "text")] },
            { stream: b, expectedVersion: 0, events: [event("A1", { nested: { deep: [null, true] } })] },
            { stream: c, expectedVersion: 0, events: [event("M1", 42), event("M2", { "quote\"d": "line\nbreak" })] }
          ])
          const logged = yield* store.readStreams([a, b, c])
          const byId = new Map([...logged.values()].flat().map((e) => [e.eventId, e]))
          for (const answered of result.events) {
            const row = byId.get(answered.eventId)!
            expect([answered.stream, answered.version, answered.position, answered.transactionId]).toEqual([
              row.streamId,
              row.streamVersion,
              row.position,
              row.transactionId
            ])
          }
          // Streams sorted by id, each stream's events in version order, positions rising along them.
          expect(result.events.map((e) => `${e.stream === b ? "A" : e.stream === c ? "M" : "Z"}${e.version}`)).toEqual(["A1", "M1", "M2", "Z1", "Z2", "Z3"])
          const positions = result.events.map((e) => BigInt(e.position))
          expect(positions.every((p, i) => i === 0 || p > positions[i - 1]!)).toBe(true)
          expect(logged.get(c)!.map((e) => e.data)).toEqual([42, { "quote\"d": "line\nbreak" }])
          expect(logged.get(a)!.map((e) => e.data)).toEqual([{ n: 1 }, [1, "two"], "text"])
        })
      )

      it.effect("rejects malformed appends", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const empty = yield* Effect.either(store.append([]))
          expect(Either.isLeft(empty) && empty.left._tag).toBe("InvalidAppend")
          const noEvents = yield* Effect.either(store.append([{ stream: "x", expectedVersion: 0, events: [] }]))
          expect(Either.isLeft(noEvents) && noEvents.left._tag).toBe("InvalidAppend")
          const negative = yield* Effect.either(store.append([{ stream: "x", expectedVersion: -1, events: [event("A")] }]))
          expect(Either.isLeft(negative) && negative.left._tag).toBe("InvalidAppend")
        })
      )
    })
  })
}

