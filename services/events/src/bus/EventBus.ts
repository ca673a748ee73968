import { Context, type Effect, type Stream } from "effect"
import type { RecordedEvent } from "../eventstore/types.ts"

/** What a subscriber hears: that events were committed, up to this one. It then reads the log. */
export interface LogNotification {
  readonly eventId: string
  readonly type: string
  readonly streamId: string
  readonly position: string
  readonly transactionId: string
}

/**
 * The event bus only wakes and distributes. The log in the event store stays the source of truth: a
 * subscriber that missed messages catches up from the log (see docs/adr/0006-event-bus.md).
 */
export class EventBus extends Context.Tag("EventBus")<
  EventBus,
  {
    readonly kind: "in-process" | "nats"
    readonly publish: (events: ReadonlyArray<RecordedEvent>) => Effect.Effect<void>
    /** Notifications of commits from now on (each subscriber gets every one). */
    readonly notifications: Stream.Stream<LogNotification>
    /**
     * Only the notifications of events of these types. On NATS the server filters them (by subject), so
     * a subscriber that cares about a few types is not sent, nor wakes for, every other event. Each
     * type's notifications come in log order; notifications of different types may interleave.
     */
    readonly notificationsOf: (types: ReadonlyArray<string>) => Stream.Stream<LogNotification>
  }
>() {}

export const notificationOf = (e: RecordedEvent): LogNotification => ({
  eventId: e.eventId,
  type: e.type,
  streamId: e.streamId,
  position: e.position,
  transactionId: e.transactionId
})
