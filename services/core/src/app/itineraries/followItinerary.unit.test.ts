import { describe, expect, it } from "@effect/vitest"
import { EventBus, type LogNotification } from "@safarnama/events/bus/EventBus"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { Duration, Effect, Fiber, Layer, PubSub, Ref, Stream, TestClock } from "effect"
import { GenerationWakeUps, itineraryTouched } from "./followItinerary.ts"

const ITINERARY = "0b7f2a52-6c3e-4d7e-9a55-0c1d2e3f4a5b"
const OTHER = "9d1c6a0e-2b4f-4c8a-8e7d-5f6a7b8c9d0e"

const notification = (itineraryId: string, type = "GenerationProgressed"): LogNotification => ({
  eventId: `${itineraryId}-${type}`,
  type,
  streamId: itineraryStream(itineraryId),
  position: "1",
  transactionId: "1"
})

/** A bus that counts the subscriptions made to it (each is a NATS consumer in a cluster) and which types each asked for. */
const countingBus = Effect.gen(function* () {
  const hub = yield* PubSub.unbounded<LogNotification>()
  const subscriptions = yield* Ref.make<ReadonlyArray<ReadonlyArray<string>>>([])
  const subscribe = (types?: ReadonlyArray<string>) =>
    Stream.unwrapScoped(
      Effect.gen(function* () {
        yield* Ref.update(subscriptions, (all) => [...all, types ?? ["*"]])
        const wanted = types === undefined ? undefined : new Set(types)
        return Stream.filter(Stream.fromPubSub(hub), (n) => wanted === undefined || wanted.has(n.type))
      })
    )
  const bus = EventBus.of({ kind: "in-process", publish: () => Effect.void, notifications: subscribe(), notificationsOf: subscribe })
  return { hub, subscriptions, layer: GenerationWakeUps.Default.pipe(Layer.provide(Layer.succeed(EventBus, bus))) }
})

/** Lets forked fibers run until `done` holds (the test clock does not move meanwhile). */
const settle = (done: Effect.Effect<boolean>) =>
  Effect.gen(function* () {
    for (let i = 0; i < 1000 && !(yield* done); i++) yield* Effect.yieldNow()
  })

describe("generation wake-ups", () => {
  it.scoped("a wait ends on its own itinerary's generation event, not on another itinerary's", () =>
    Effect.gen(function* () {
      const { hub, subscriptions, layer } = yield* countingBus
      const context = yield* Layer.build(layer)
      const waiting = yield* Effect.fork(Effect.provide(itineraryTouched(ITINERARY, Duration.seconds(5)), context))
      yield* settle(Effect.map(Ref.get(subscriptions), (s) => s.length === 1))
      yield* PubSub.publish(hub, notification(OTHER))
      yield* settle(Effect.succeed(false))
      expect(yield* Fiber.poll(waiting)).toMatchObject({ _tag: "None" })
      yield* PubSub.publish(hub, notification(ITINERARY, "GenerationCompleted"))
      yield* settle(Effect.map(Fiber.poll(waiting), (o) => o._tag === "Some"))
      expect(yield* Fiber.poll(waiting)).toMatchObject({ _tag: "Some" })
      expect((yield* Ref.get(subscriptions))[0]).toEqual([
        "GenerationProgressed",
        "GenerationDraftSaved",
        "GenerationDaysWritten",
        "GenerationCompleted",
        "GenerationFailed",
        "ItineraryDeleted"
      ])
    })
  )

  it.scoped("waits one after another and at once share one subscription, dropped 30 s after the last", () =>
    Effect.gen(function* () {
      const { subscriptions, layer } = yield* countingBus
      const context = yield* Layer.build(layer)
      const wait = Effect.provide(itineraryTouched(ITINERARY, Duration.seconds(1)), context)
      // Ten rounds of the progress stream's one-second waits, three followers at once: one subscription.
      for (let round = 0; round < 10; round++) {
        const fibers = yield* Effect.all([wait, wait, wait].map((w) => Effect.fork(w)))
        yield* settle(Effect.map(Ref.get(subscriptions), (s) => s.length >= 1))
        yield* TestClock.adjust(Duration.seconds(1))
        yield* Fiber.joinAll(fibers)
      }
      expect(yield* Ref.get(subscriptions)).toHaveLength(1)
      // Nobody waits for 30 s: the subscription is dropped; the next wait makes a new one.
      yield* TestClock.adjust(Duration.seconds(31))
      const again = yield* Effect.fork(wait)
      yield* settle(Effect.map(Ref.get(subscriptions), (s) => s.length === 2))
      yield* TestClock.adjust(Duration.seconds(1))
      yield* Fiber.join(again)
      expect(yield* Ref.get(subscriptions)).toHaveLength(2)
    })
  )
})
