import { Effect, Layer, PubSub, Stream } from "effect"
import { EventBus, type LogNotification, notificationOf } from "./EventBus.ts"

/** The embedded default: one process, so a PubSub is the bus. */
export const layerInProcessBus = Layer.scoped(
  EventBus,
  Effect.gen(function* () {
    // Sliding: a slow subscriber loses old notifications, never blocks writers; it catches up from the log.
    const hub = yield* Effect.acquireRelease(PubSub.sliding<LogNotification>(4096), PubSub.shutdown)
    return {
      kind: "in-process" as const,
      publish: (events) => PubSub.publishAll(hub, events.map(notificationOf)).pipe(Effect.asVoid),
      notifications: Stream.fromPubSub(hub),
      notificationsOf: (types) => {
        // No type, no notification: the stream ends at once, as a NATS subscription to no subject does.
        if (types.length === 0) return Stream.empty
        const wanted = new Set(types)
        return Stream.filter(Stream.fromPubSub(hub), (n) => wanted.has(n.type))
      }
    }
  })
)
