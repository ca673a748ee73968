import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Either, Fiber } from "effect"
import fc from "fast-check"
import { backends } from "../../test/backends.ts"
import { EventStore } from "./EventStore.ts"
import { newEventId } from "./eventId.ts"
import { compareCheckpoints, type LogCheckpoint, type RecordedEvent } from "./types.ts"

const meta = { correlationId: "concurrency", causationId: null, actor: "test" }
// it.effect runs on the TestClock; the reader must really wait between polls.
const realSleep = (ms: number) => Effect.promise(() => new Promise((resolve) => setTimeout(resolve, ms)))

const ev = (type: string) => ({ eventId: newEventId(), type, data: { at: Date.now() }, metadata: meta })

/** One writer: read the stream's version, append one or two events, count conflicts (no retry). */
const writerStep = (stream: string, events: number) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const version = yield* store.streamVersion(stream)
    const batch = Array.from({ length: events }, () => ev("Written"))
    const result = yield* Effect.either(store.append([{ stream, expectedVersion: version, events: batch }]))
    return Either.isRight(result) ? { ok: true as const, ids: batch.map((e) => e.eventId) } : { ok: false as const, error: result.left }
  })

for (const backend of backends) {
  describe(`event store under concurrency on ${backend.name}`, () => {
    it.layer(backend.layer(), { timeout: 120_000 })((it) => {
      it.effect("property: concurrent writers on overlapping streams keep versions 1..n with no gap or duplicate", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const sql = yield* SqlClient.SqlClient
          yield* Effect.promise(() =>
            fc.assert(
              fc.asyncProperty(
                fc.integer({ min: 2, max: 12 }),
                fc.integer({ min: 1, max: 4 }),
                fc.array(fc.tuple(fc.nat(3), fc.integer({ min: 1, max: 2 })), { minLength: 4, maxLength: 40 }),
                async (writers, streamCount, plan) => {
                  const run = newEventId().slice(-12)
                  const streams = Array.from({ length: streamCount }, (_, i) => `prop-${run}-${i}`)
                  const steps = plan.map(([s, n]) => writerStep(streams[s % streamCount]!, n))
                  const results = await Effect.runPromise(
                    Effect.all(steps, { concurrency: writers }).pipe(
                      Effect.provideService(EventStore, store),
                      Effect.provideService(SqlClient.SqlClient, sql)
                    )
                  )
                  for (const r of results) if (!r.ok) expect(r.error._tag).toBe("WrongExpectedVersion")
                  const written = new Set(results.flatMap((r) => (r.ok ? r.ids : [])))
                  let total = 0
                  for (const stream of streams) {
                    const events = await Effect.runPromise(store.readStream(stream))
                    expect(events.map((e) => e.streamVersion)).toEqual(events.map((_, i) => i + 1))
                    for (const e of events) expect(written.has(e.eventId)).toBe(true)
                    total += events.length
                  }
                  // Every append that reported success is there, and nothing else.
                  expect(total).toBe(written.size)
                }
              ),
              { numRuns: 12, seed: 20261122 }
            )
          )
        })
      )

      it.effect("exactly one of many racing appends at the same expected version wins", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const stream = `race-${newEventId()}`
          yield* store.append([{ stream, expectedVersion: 0, events: [ev("Opened")] }])
          const results = yield* Effect.all(
            Array.from({ length: 16 }, () => Effect.either(store.append([{ stream, expectedVersion: 1, events: [ev("Raced")] }]))),
            { concurrency: "unbounded" }
          )
          expect(results.filter(Either.isRight)).toHaveLength(1)
          // Whether a loser was refused by the version check or by the unique index (it raced the winner's
          // uncommitted event), it learns the stream's version now.
          for (const r of results.filter(Either.isLeft))
            expect(r.left).toMatchObject({ _tag: "WrongExpectedVersion", stream, expected: 1, actual: 2 })
          expect((yield* store.readStream(stream)).map((e) => e.streamVersion)).toEqual([1, 2])
        })
      )

      it.effect("a failed multi-stream append among concurrent ones leaves no trace in any stream", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const shared = `shared-${newEventId()}`
          yield* store.append([{ stream: shared, expectedVersion: 0, events: [ev("Opened")] }])
          const attempts = Array.from({ length: 10 }, (_, i) => ({ own: `own-${i}-${newEventId()}` }))
          const results = yield* Effect.all(
            attempts.map(({ own }) =>
              Effect.either(
                store.append([
                  { stream: own, expectedVersion: 0, events: [ev("Own")] },
                  { stream: shared, expectedVersion: 1, events: [ev("Shared")] }
                ])
              )
            ),
            { concurrency: "unbounded" }
          )
          expect(results.filter(Either.isRight)).toHaveLength(1)
          for (let i = 0; i < attempts.length; i++) {
            const own = yield* store.readStream(attempts[i]!.own)
            expect(own.length).toBe(Either.isRight(results[i]!) ? 1 : 0)
          }
        })
      )

      it.effect("a tailing reader sees every event exactly once while transactions commit out of order", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const sql = yield* SqlClient.SqlClient
          const start = yield* store.head
          const slowEvents = [ev("Slow"), ev("Slow")]
          const writerEvents = Array.from({ length: 8 }, (_, w) => Array.from({ length: 25 }, () => ev(`W${w}`)))
          const expected = new Set([...slowEvents, ...writerEvents.flat()].map((e) => e.eventId))

          // One reader tails the log the whole time, as a projection would.
          const seen: Array<RecordedEvent> = []
          const stop = yield* Deferred.make<void>()
          const reader = yield* Effect.gen(function* () {
            let cursor: LogCheckpoint = { transactionId: "0", position: start.position }
            while (!(yield* Deferred.isDone(stop)) || seen.filter((e) => expected.has(e.eventId)).length < expected.size) {
              const batch = yield* store.readLog(cursor, 50)
              seen.push(...batch)
              if (batch.length > 0) cursor = { transactionId: batch.at(-1)!.transactionId, position: batch.at(-1)!.position }
              else yield* realSleep(5)
            }
          }).pipe(Effect.fork)

          // A transaction appends first (so it holds the lowest positions) and commits last.
          const slowAppended = yield* Deferred.make<void>()
          const release = yield* Deferred.make<void>()
          const slow = yield* sql
            .withTransaction(
              Effect.gen(function* () {
                yield* store.append([{ stream: `slow-${newEventId()}`, expectedVersion: 0, events: slowEvents }])
                yield* Deferred.succeed(slowAppended, undefined)
                yield* Deferred.await(release)
              })
            )
            .pipe(Effect.fork)
          const writers = Effect.forEach(
            writerEvents,
            (events) =>
              Effect.forEach(events, (e) => store.append([{ stream: `tail-${newEventId()}`, expectedVersion: 0, events: [e] }]), {
                discard: true
              }),
            { concurrency: "unbounded", discard: true }
          )
          if (backend.name === "postgres") {
            // Real concurrency: every writer commits while the slow transaction is still open...
            yield* Deferred.await(slowAppended)
            yield* writers
            yield* realSleep(50)
            // ...and the reader has delivered nothing of them yet: it never reads past an open transaction.
            expect(seen.filter((e) => expected.has(e.eventId))).toEqual([])
            yield* Deferred.succeed(release, undefined)
          } else {
            // PGlite runs one transaction at a time: the writers wait for the slow one.
            yield* Deferred.succeed(release, undefined)
            yield* writers
          }
          yield* Fiber.join(slow)
          yield* Deferred.succeed(stop, undefined)
          yield* Fiber.join(reader)

          const mine = seen.filter((e) => expected.has(e.eventId))
          expect(new Set(mine.map((e) => e.eventId)).size).toBe(mine.length)
          expect(mine.length).toBe(expected.size)
          for (let i = 1; i < seen.length; i++) expect(compareCheckpoints(seen[i - 1]!, seen[i]!)).toBeLessThan(0)
        })
      )
    })
  })
}
