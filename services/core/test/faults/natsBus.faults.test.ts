import { Chunk, Effect, Fiber, Stream } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { missingBinaries, type PrivateNats, startPrivateNats } from "./privateServices.ts"
import { newEventId } from "@safarnama/events/eventstore/eventId"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import { EventBus } from "@safarnama/events/bus/EventBus"
import { layerNatsBus } from "@safarnama/events/bus/NatsBus"

const skip = missingBinaries()

const recorded = (position: number): RecordedEvent => ({
  position: String(position),
  transactionId: "1",
  streamId: "bus-fault",
  streamVersion: position,
  eventId: newEventId(),
  type: "BusTested",
  data: {},
  metadata: { correlationId: "bus", causationId: null, actor: "test" },
  recordedAt: new Date()
})

/** The bus on a private nats-server that is killed and started again (appends wait for their publish). */
describe.skipIf(skip !== undefined)("event bus: NATS goes away and comes back", () => {
  let nats: PrivateNats
  beforeAll(async () => {
    nats = await startPrivateNats()
  })
  afterAll(async () => {
    await nats?.dispose()
  })

  it("does not hold a publish while the server is down, and delivers again once it is back", async () => {
    const program = Effect.gen(function* () {
      const bus = yield* EventBus
      yield* Effect.sleep("300 millis")
      yield* Effect.promise(() => nats.kill())
      yield* Effect.sleep("300 millis")
      const started = Date.now()
      yield* bus.publish([recorded(1), recorded(2)])
      const downMs = Date.now() - started
      yield* Effect.promise(() => nats.start())
      // A subscriber that starts after the restart hears new events again.
      const published = new Set<string>()
      const heard = yield* bus.notifications.pipe(
        Stream.filter((n) => published.has(n.eventId)),
        Stream.take(1),
        Stream.interruptWhen(Effect.sleep("15 seconds")),
        Stream.runCollect,
        Effect.fork
      )
      // The client reconnects on its own (backing off): publish fresh events (a republished id would be
      // dropped as a duplicate) until one is heard.
      yield* Effect.suspend(() => {
        const event = recorded(3)
        published.add(event.eventId)
        return bus.publish([event])
      }).pipe(Effect.zipRight(Effect.sleep("250 millis")), Effect.repeat({ until: () => heard.unsafePoll() !== null }))
      return { downMs, heard: Chunk.toArray(yield* Fiber.join(heard)) }
    })
    const { downMs, heard } = await Effect.runPromise(program.pipe(Effect.provide(layerNatsBus(nats.url)), Effect.scoped))
    // Without the disconnect check each publish waited its 2 s time-out.
    expect(downMs).toBeLessThan(500)
    expect(heard).toHaveLength(1)
  }, 60_000)
})
