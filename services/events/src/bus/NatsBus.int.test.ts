import { Chunk, Effect, Fiber, Layer, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { newEventId } from "../eventstore/eventId.ts"
import type { RecordedEvent } from "../eventstore/types.ts"
import { EventBus } from "./EventBus.ts"
import { layerInProcessBus } from "./InProcessBus.ts"
import { layerNatsBus } from "./NatsBus.ts"

const natsUrl = process.env.TEST_NATS_URL
if (!natsUrl) console.info("TEST_NATS_URL is not set: the NATS bus test runs on the in-process bus only")

const recorded = (position: number): RecordedEvent => ({
  position: String(position),
  transactionId: "1",
  streamId: "bus-test",
  streamVersion: position,
  eventId: newEventId(),
  type: "BusTested",
  data: {},
  metadata: { correlationId: "bus", causationId: null, actor: "test" },
  recordedAt: new Date()
})

const buses = [
  { name: "in-process", layer: () => Layer.fresh(layerInProcessBus) },
  ...(natsUrl ? [{ name: "nats", layer: () => layerNatsBus(natsUrl) }] : [])
]

for (const bus of buses) {
  describe(`event bus: ${bus.name}`, () => {
    it("delivers each committed event's notification to every subscriber; a republished event id is dropped", async () => {
      const events = [recorded(1), recorded(2), recorded(3)]
      const program = Effect.gen(function* () {
        const eventBus = yield* EventBus
        // Everything heard within the window: exactly the three events, no duplicate.
        const listen = eventBus.notifications.pipe(
          Stream.filter((n) => events.some((e) => e.eventId === n.eventId)),
          Stream.interruptWhen(Effect.sleep("2500 millis")),
          Stream.runCollect,
          Effect.fork
        )
        const first = yield* listen
        const second = yield* listen
        // Let both subscriptions start before publishing.
        yield* Effect.sleep("500 millis")
        yield* eventBus.publish(events)
        if (bus.name === "nats") yield* eventBus.publish([events[0]!]) // a retry: same Nats-Msg-Id
        const a = Chunk.toArray(yield* Fiber.join(first))
        const b = Chunk.toArray(yield* Fiber.join(second))
        return { a, b }
      })
      const { a, b } = await Effect.runPromise(program.pipe(Effect.provide(bus.layer()), Effect.scoped))
      expect(a.map((n) => n.eventId)).toEqual(events.map((e) => e.eventId))
      expect(b.map((n) => n.eventId)).toEqual(events.map((e) => e.eventId))
    }, 30_000)
  })
}
