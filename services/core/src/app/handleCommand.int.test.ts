import { describe, expect, it } from "@effect/vitest"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { newEventId } from "@safarnama/events/eventstore/eventId"
import { Effect, Either } from "effect"
import { backends } from "../../test/backends.ts"
import type { Decider, DomainEvent } from "../domain/Decider.ts"
import { handleCommand } from "./handleCommand.ts"

/** A counter that records the count each addition reaches: the decision depends on the whole stream. */
type Added = DomainEvent<"Added", { readonly total: number }>
const counter: Decider<{ readonly type: "Add" }, Added, number, never> = {
  initialState: () => 0,
  evolve: (total, e) => e.data.total,
  decide: (_, total) => Either.right([{ type: "Added", data: { total: total + 1 } }])
}
const meta = { correlationId: "c-1", causationId: null, actor: "test" }

for (const backend of backends) {
  describe(`handleCommand on ${backend.name}`, () => {
    it.layer(backend.layer(), { timeout: 60_000 })((it) => {
      it.effect("newStream skips the read of a new stream, and still decides on the history of one that exists", () =>
        Effect.gen(function* () {
          const store = yield* EventStore
          const fresh = `counter-${newEventId()}`
          const first = yield* handleCommand(counter, fresh, { type: "Add" }, { metadata: meta, newStream: true })
          expect(first.state).toBe(1)
          // The stream exists now: assuming it new makes the first append fail its version check, and
          // the retry reads the history and decides on it.
          const second = yield* handleCommand(counter, fresh, { type: "Add" }, { metadata: meta, newStream: true })
          expect(second.state).toBe(2)
          expect((yield* store.readStream(fresh)).map((e) => e.data)).toEqual([{ total: 1 }, { total: 2 }])
        })
      )
    })
  })
}
