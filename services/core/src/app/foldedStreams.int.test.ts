import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { newEventId } from "@safarnama/events/eventstore/eventId"
import { Effect } from "effect"
import { backends } from "../../test/backends.ts"
import type { DomainEvent } from "../domain/Decider.ts"
import { foldedReadStart, foldRead, readFolded } from "./foldedStreams.ts"

/** Which events a fold has seen, in order: a read that skipped or repeated one would show. */
type Noted = DomainEvent<"Noted", { readonly n: number }>
let applied = 0
const seen = {
  initialState: (): ReadonlyArray<number> => [],
  evolve: (state: ReadonlyArray<number>, event: Noted) => {
    applied += 1
    return [...state, event.data.n]
  }
}
const meta = { correlationId: "c-1", causationId: null, actor: "test" }

const note = (stream: string, expectedVersion: number, ns: ReadonlyArray<number>) =>
  Effect.flatMap(EventStore, (store) =>
    store.append([{ stream, expectedVersion, events: ns.map((n) => ({ eventId: newEventId(), type: "Noted", data: { n }, metadata: meta })) }])
  )

for (const backend of backends) {
  describe(`readFolded on ${backend.name}`, () => {
    it.layer(backend.layer(), { timeout: 60_000 })((it) => {
      it.effect("folds only the events after the last read, and equals a fold from the start", () =>
        Effect.gen(function* () {
          const stream = `noted-${newEventId()}`
          expect(yield* readFolded(stream, seen)).toEqual({ state: [], version: 0 })
          yield* note(stream, 0, [1, 2, 3])
          expect(yield* readFolded(stream, seen)).toEqual({ state: [1, 2, 3], version: 3 })
          applied = 0
          yield* note(stream, 3, [4])
          expect(yield* readFolded(stream, seen)).toEqual({ state: [1, 2, 3, 4], version: 4 })
          expect(applied).toBe(1)
          applied = 0
          expect(yield* readFolded(stream, seen)).toEqual({ state: [1, 2, 3, 4], version: 4 })
          expect(applied).toBe(0)
        })
      )

      it.effect("each decider keeps states within its own budget: a full one does not push out another's", () =>
        Effect.gen(function* () {
          const other = { initialState: seen.initialState, evolve: seen.evolve }
          const ledger = `noted-${newEventId()}`
          yield* note(ledger, 0, [1, 2, 3])
          expect((yield* readFolded(ledger, seen, { maxKeptEvents: 10 })).state).toEqual([1, 2, 3])
          // Another decider's streams, over its budget of 4 events: its oldest goes, ours stays.
          const big = [`noted-${newEventId()}`, `noted-${newEventId()}`]
          for (const stream of big) {
            yield* note(stream, 0, [5, 6, 7])
            yield* readFolded(stream, other, { maxKeptEvents: 4 })
          }
          applied = 0
          expect((yield* readFolded(ledger, seen, { maxKeptEvents: 10 })).state).toEqual([1, 2, 3])
          expect(applied).toBe(0)
          expect((yield* readFolded(big[1]!, other, { maxKeptEvents: 4 })).state).toEqual([5, 6, 7])
          expect(applied).toBe(0)
          expect((yield* readFolded(big[0]!, other, { maxKeptEvents: 4 })).state).toEqual([5, 6, 7])
          expect(applied).toBe(3)
        })
      )

      it.effect("a stream read with others from its kept version on (foldedReadStart, then foldRead) folds only what is new", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const stream = `noted-${newEventId()}`
          const neighbour = `noted-${newEventId()}`
          yield* note(stream, 0, [1, 2])
          yield* note(neighbour, 0, [9])
          expect((yield* readFolded(stream, seen)).state).toEqual([1, 2])
          yield* note(stream, 2, [3])
          applied = 0
          const read = yield* store.readStreams([neighbour, stream], new Map([[stream, yield* foldedReadStart(stream, seen)]]))
          expect(read.get(neighbour)!.map((e) => e.data)).toEqual([{ n: 9 }])
          expect(yield* foldRead(stream, seen, read.get(stream)!)).toEqual({ state: [1, 2, 3], version: 3 })
          expect(applied).toBe(1)
        })
      )

      it.effect("a kept state whose last event is no longer the stream's (database emptied, stream written anew) is folded again from the start", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const stream = `noted-${newEventId()}`
          yield* note(stream, 0, [1, 2])
          expect((yield* readFolded(stream, seen)).state).toEqual([1, 2])
          // The stream's version is its last event's (migration 0006): deleting the events empties it.
          yield* sql`DELETE FROM es_events WHERE stream_id = ${stream}`
          yield* note(stream, 0, [7, 8, 9])
          expect(yield* readFolded(stream, seen)).toEqual({ state: [7, 8, 9], version: 3 })
        })
      )
    })
  })
}
