import { Chunk, Effect, Fiber, Layer, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { newEventId } from "../eventstore/eventId.ts"
import type { RecordedEvent } from "../eventstore/types.ts"
import { EventBus } from "./EventBus.ts"
import { layerInProcessBus } from "./InProcessBus.ts"
import { layerNatsBus } from "./NatsBus.ts"

const natsUrl = process.env.TEST_NATS_URL
if (!natsUrl) console.info("TEST_NATS_URL is not set: the NATS bus test runs on the in-process bus only")

const recorded = (position: number, type = "BusTested"): RecordedEvent => ({
  position: String(position),
  transactionId: "1",
  streamId: "bus-test",
  streamVersion: position,
  eventId: newEventId(),
  type,
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

    it("a subscriber to some types hears only those", async () => {
      const events = [recorded(1, "BusWanted"), recorded(2, "BusOther"), recorded(3, "BusAlsoWanted"), recorded(4, "BusOther")]
      const program = Effect.gen(function* () {
        const eventBus = yield* EventBus
        const listen = eventBus.notificationsOf(["BusWanted", "BusAlsoWanted"]).pipe(
          Stream.filter((n) => events.some((e) => e.eventId === n.eventId)),
          Stream.interruptWhen(Effect.sleep("2500 millis")),
          Stream.runCollect,
          Effect.fork
        )
        const heard = yield* listen
        // A subscription to no type ends at once with nothing (it is not left waiting until interrupted).
        const nothing = yield* eventBus.notificationsOf([]).pipe(Stream.runCollect, Effect.timeout("1 second"), Effect.fork)
        yield* Effect.sleep("500 millis")
        yield* eventBus.publish(events)
        return { heard: Chunk.toArray(yield* Fiber.join(heard)), nothing: Chunk.toArray(yield* Fiber.join(nothing)) }
      })
      const { heard, nothing } = await Effect.runPromise(program.pipe(Effect.provide(bus.layer()), Effect.scoped))
      expect(heard.map((n) => n.eventId).sort()).toEqual([events[0]!.eventId, events[2]!.eventId].sort())
      expect(nothing).toEqual([])
    }, 30_000)
  })
}
