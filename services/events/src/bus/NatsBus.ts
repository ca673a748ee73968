import { DeliverPolicy, jetstream, jetstreamManager } from "@nats-io/jetstream"
import { connect, headers } from "@nats-io/transport-node"
import { Effect, Layer, Schedule, Stream } from "effect"
import { EventBus, type LogNotification, notificationOf } from "./EventBus.ts"

export const NATS_STREAM = "SAFARNAMA_EVENTS"
const SUBJECT_PREFIX = "safarnama.events"

/** Subject per event type, so a consumer can filter (safarnama.events.PaymentCaptured). */
export const subjectOf = (type: string) => `${SUBJECT_PREFIX}.${type.replace(/[^\w-]/g, "_")}`

const ensureStream = (jsm: Awaited<ReturnType<typeof jetstreamManager>>) =>
  Effect.tryPromise(async () => {
    const config = {
      name: NATS_STREAM,
      subjects: [`${SUBJECT_PREFIX}.>`],
      // Nats-Msg-Id = event id: a republished event inside this window is dropped by the server.
      duplicate_window: 2 * 60 * 1_000_000_000,
      max_age: 7 * 24 * 3600 * 1_000_000_000
    }
    try {
      await jsm.streams.info(NATS_STREAM)
      await jsm.streams.update(NATS_STREAM, config)
    } catch {
      await jsm.streams.add(config)
    }
  })

/**
 * NATS JetStream (`@nats-io/transport-node` + `@nats-io/jetstream` v3): events are published after
 * commit with Nats-Msg-Id = event id. A publish that fails is logged and dropped: subscribers catch up
 * from the log anyway, so the write that already committed never fails because of the bus.
 */
export const layerNatsBus = (servers: string) =>
  Layer.scoped(
    EventBus,
    Effect.gen(function* () {
      const nc = yield* Effect.acquireRelease(
        Effect.tryPromise(() => connect({ servers, name: "safarnama", maxReconnectAttempts: -1 })),
        (conn) => Effect.promise(() => conn.drain()).pipe(Effect.ignore)
      )
      const jsm = yield* Effect.tryPromise(() => jetstreamManager(nc))
      yield* ensureStream(jsm)
      const js = jetstream(nc)

      // While the connection is down we skip publishing: the events are committed and subscribers poll
      // the log. (When appends waited for an acknowledgement, each waited out its 2-s time-out then, seen
      // as 4-s purchases in the NATS restart drill; now a publish would only fill the reconnect buffer.)
      let connected = true
      void (async () => {
        for await (const status of nc.status()) {
          if (status.type === "disconnect" || status.type === "close") connected = false
          else if (status.type === "reconnect") connected = true
        }
      })().catch(() => {})

      // A notification only wakes (the log is the source of truth), so an append does not wait for
      // JetStream's acknowledgement: a plain publish on the stream's subject is stored all the same, and
      // deduplicated by its Nats-Msg-Id. Waiting made every append wait a round trip to NATS, and cost
      // the client a request, a timer and an error object (for its stack) per event. A notification the
      // server drops is a wake-up missed: subscribers catch up on their poll.
      const publishNow = (events: ReadonlyArray<Parameters<typeof notificationOf>[0]>) =>
        Effect.try(() => {
          for (const event of events) {
            const msgId = headers()
            msgId.set("Nats-Msg-Id", event.eventId)
            nc.publish(subjectOf(event.type), JSON.stringify(notificationOf(event)), { headers: msgId })
          }
        }).pipe(Effect.catchAll((error) => Effect.logWarning("event bus publish failed; subscribers will catch up from the log", error)))
      const publish = (events: ReadonlyArray<Parameters<typeof notificationOf>[0]>) =>
        connected ? publishNow(events) : Effect.logDebug("event bus disconnected: publish skipped; subscribers will catch up from the log")

      // Each subscriber gets its own ordered (ephemeral) consumer starting at new messages; given a type,
      // the consumer's subject filter leaves every other event on the server.
      const subscribe = (type?: string): Stream.Stream<LogNotification> => Stream.unwrapScoped(
        Effect.gen(function* () {
          const consumer = yield* Effect.tryPromise(() =>
            js.consumers.get(NATS_STREAM, {
              deliver_policy: DeliverPolicy.New,
              ...(type === undefined ? {} : { filter_subjects: subjectOf(type) })
            })
          )
          const messages = yield* Effect.acquireRelease(
            Effect.tryPromise(() => consumer.consume()),
            // Bounded: a close that never settles must not hold up shutdown.
            (m) => Effect.promise(() => m.close()).pipe(Effect.timeout("2 seconds"), Effect.ignore)
          )
          // Not Stream.fromAsyncIterable: on interruption it awaits the iterator's return(), which
          // never settles while a pull is pending, so closing a subscriber hung (seen with
          // per-test projection runtimes on NATS). The loop ends when close() ends the iterator.
          return Stream.async<LogNotification, unknown>((emit) => {
            void (async () => {
              try {
                for await (const m of messages) void emit.single(m.json<LogNotification>())
                void emit.end()
              } catch (error) {
                void emit.fail(error)
              }
            })()
          })
        })
      ).pipe(
        // A subscription that fails (e.g. made while the server is away) is made again, backing off up
        // to 5 s; it used to end for good, leaving the subscriber on its slow poll for the process's life.
        // Notifications missed in between are only wake-ups: subscribers read the log itself.
        Stream.tapErrorCause((cause) => Effect.logWarning("event bus subscription failed; polling until it is back", cause)),
        Stream.retry(Schedule.exponential("200 millis").pipe(Schedule.union(Schedule.spaced("5 seconds")))),
        // The schedule never ends; this only tells the type checker the stream does not fail.
        Stream.catchAll(() => Stream.empty)
      )

      // One consumer per type, merged: Debian's NATS server (2.9) filters a consumer by one subject only
      // (several need 2.10). Notifications of different types may then interleave out of log order,
      // which a wake-up does not mind: the subscriber reads the log itself.
      const notificationsOf = (types: ReadonlyArray<string>) =>
        Stream.mergeAll([...new Set(types)].map(subscribe), { concurrency: "unbounded" })

      return { kind: "nats" as const, publish, notifications: subscribe(), notificationsOf }
    })
  )
