import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect, Metric, Option } from "effect"
import { EventBus } from "../bus/EventBus.ts"
import { EventIdReused, InvalidAppend, WrongExpectedVersion } from "./errors.ts"
import { currentTraceparent, TRACEPARENT, TraceEvents } from "../observability/traceContext.ts"
import { appendConflicts, appendDuration, appendedEvents } from "./eventStoreMetrics.ts"
import { sameJson } from "./sameJson.ts"
import { databaseError } from "./sqlErrors.ts"
import {
  type AppendResult,
  checkpointOf,
  compareCheckpoints,
  type EventMetadata,
  type LogCheckpoint,
  logStart,
  type RecordedEvent,
  type StreamAppend
} from "./types.ts"

/**
 * An append's duration and outcome for the metrics, and its span for traces (SQL and bus publish
 * inside it): a refused append counts as a conflict by kind; a replayed one (the same append made
 * before) appends nothing.
 */
const observeAppend =
  (appends: ReadonlyArray<StreamAppend>) =>
  <A extends AppendResult, E, R>(append: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.suspend(() => {
      const start = performance.now()
      return append.pipe(
        Effect.tap((result) => (result.replayed ? Effect.void : Metric.incrementBy(appendedEvents, result.events.length))),
        Effect.tapError((error) =>
          error instanceof WrongExpectedVersion
            ? Metric.increment(Metric.tagged(appendConflicts, "kind", "wrong_expected_version"))
            : error instanceof EventIdReused
              ? Metric.increment(Metric.tagged(appendConflicts, "kind", "event_id_reused"))
              : Effect.void
        ),
        Effect.ensuring(Effect.suspend(() => Metric.update(appendDuration, (performance.now() - start) / 1000))),
        Effect.withSpan("event_store.append", { attributes: { "safarnama.streams": appends.map((a) => a.stream).join(",") } })
      )
    })

/** The append with `traceparent` in every event's metadata that does not name a trace already. */
const withTrace = (append: StreamAppend, traceparent: string): StreamAppend => ({
  ...append,
  events: append.events.map((e) => (e.metadata[TRACEPARENT] === undefined ? { ...e, metadata: { ...e.metadata, [TRACEPARENT]: traceparent } } : e))
})

interface EventRow {
  readonly position: string
  readonly tx_id: string
  readonly stream_id: string
  readonly stream_version: string | number
  readonly event_id: string
  readonly event_type: string
  readonly data: unknown
  readonly metadata: EventMetadata
  readonly recorded_at: Date | string
}

const toRecorded = (row: EventRow): RecordedEvent => ({
  position: String(row.position),
  transactionId: String(row.tx_id),
  streamId: row.stream_id,
  streamVersion: Number(row.stream_version),
  eventId: row.event_id,
  type: row.event_type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at)
})

const validate = (appends: ReadonlyArray<StreamAppend>): Option.Option<InvalidAppend> => {
  const streams = new Set<string>()
  const ids = new Set<string>()
  for (const a of appends) {
    if (streams.has(a.stream)) return Option.some(new InvalidAppend({ reason: `stream ${a.stream} appears twice` }))
    streams.add(a.stream)
    if (!Number.isSafeInteger(a.expectedVersion) || a.expectedVersion < 0)
      return Option.some(new InvalidAppend({ reason: `bad expected version for ${a.stream}` }))
    if (a.events.length === 0) return Option.some(new InvalidAppend({ reason: `no events for ${a.stream}` }))
    for (const e of a.events) {
      if (ids.has(e.eventId)) return Option.some(new InvalidAppend({ reason: `event id ${e.eventId} appears twice` }))
      ids.add(e.eventId)
    }
  }
  return streams.size === 0 ? Option.some(new InvalidAppend({ reason: "nothing to append" })) : Option.none()
}

export class EventStore extends Effect.Service<EventStore>()("EventStore", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const bus = yield* EventBus
    const traceEvents = yield* TraceEvents

    // Output names differ from the columns (tx_id, not transaction_id): an ORDER BY on a name that is
    // also an output alias sorts by the alias, and the text form sorts "1000" before "999".
    const selectEvents = `e.position, e.transaction_id::text AS tx_id, e.stream_id, e.stream_version, e.event_id::text AS event_id,
      e.event_type, e.data, e.metadata, e.recorded_at`

    const readByIds = (ids: ReadonlyArray<string>) =>
      sql.unsafe<EventRow>(
        `SELECT ${selectEvents} FROM es_events e WHERE e.event_id = ANY ($1::uuid[]) ORDER BY e.transaction_id, e.position`,
        [ids]
      )

    /** After a conflict or a known id: was this exact append already made? Then its first result stands. */
    const replayOf = (appends: ReadonlyArray<StreamAppend>) =>
      Effect.gen(function* () {
        const wanted = appends.flatMap((a) => a.events.map((e) => ({ stream: a.stream, event: e })))
        const rows = yield* readByIds(wanted.map((w) => w.event.eventId))
        if (rows.length === 0) return Option.none<AppendResult>()
        const byId = new Map(rows.map((r) => [r.event_id, r]))
        const identical =
          rows.length === wanted.length &&
          wanted.every(({ stream, event }) => {
            const row = byId.get(event.eventId)
            return row !== undefined && row.stream_id === stream && row.event_type === event.type && sameJson(row.data, event.data)
          })
        if (!identical) return yield* Effect.fail(new EventIdReused({ eventIds: rows.map((r) => r.event_id) }))
        const recorded = rows.map(toRecorded)
        const last = recorded[recorded.length - 1]!
        return Option.some<AppendResult>({
          replayed: true,
          streams: appends.map((a) => ({
            stream: a.stream,
            version: Math.max(...recorded.filter((r) => r.streamId === a.stream).map((r) => r.streamVersion))
          })),
          events: recorded.map((r) => ({
            eventId: r.eventId,
            stream: r.streamId,
            version: r.streamVersion,
            position: r.position,
            transactionId: r.transactionId
          })),
          checkpoint: checkpointOf(last)
        })
      })

    const conflictOf = (error: SqlError) => {
      const db = databaseError(error)
      if (db.code === "ES409") {
        const detail = JSON.parse(db.detail ?? "{}") as { stream?: string; expected?: number; actual?: number }
        return new WrongExpectedVersion({
          stream: detail.stream ?? "",
          expected: Number(detail.expected ?? -1),
          actual: Number(detail.actual ?? -1)
        })
      }
      if (db.code === "23505" && db.constraint === "es_events_event_id_unique") return "known-id" as const
      // Two writers creating the same new stream can also collide on the version key.
      if (db.code === "23505") return "stream-collision" as const
      return undefined
    }

    const versionsOf = (streams: ReadonlyArray<string>) =>
      sql
        .unsafe<{ stream_id: string; version: string | null }>(
          // max() per stream, not GROUP BY: each is one step down the index from the stream's end.
          `SELECT s.stream_id, (SELECT max(e.stream_version) FROM es_events e WHERE e.stream_id = s.stream_id)::text AS version
           FROM unnest($1::text[]) AS s(stream_id)`,
          [streams]
        )
        .pipe(Effect.map((rows) => new Map(rows.map((r) => [r.stream_id, Number(r.version ?? 0)]))))

    /**
     * Another writer committed one of these streams' next versions while this append was being written
     * (the unique index refused it): name the first stream that moved, with its version now.
     */
    const collisionOf = (sorted: ReadonlyArray<StreamAppend>) =>
      Effect.map(versionsOf(sorted.map((a) => a.stream)), (versions) => {
        const moved = sorted.find((a) => (versions.get(a.stream) ?? 0) !== a.expectedVersion) ?? sorted[0]!
        return new WrongExpectedVersion({ stream: moved.stream, expected: moved.expectedVersion, actual: versions.get(moved.stream) ?? 0 })
      })

    /**
     * Appends to one or many streams in one transaction, or to none. Each stream's expected version
     * must be its current version (0 for a new stream). Publishes the recorded events on the bus after
     * the commit; the log stays the source of truth for anyone who misses them.
     */
    const append = (appends: ReadonlyArray<StreamAppend>) =>
      Effect.gen(function* () {
        const invalid = validate(appends)
        if (Option.isSome(invalid)) return yield* Effect.fail(invalid.value)
        // Each event carries the trace it was appended in, for whoever handles it next (traceContext.ts).
        const traceparent = traceEvents ? yield* currentTraceparent : undefined
        const traced = traceparent === undefined ? appends : appends.map((a) => withTrace(a, traceparent))
        const sorted = [...traced].sort((a, b) => (a.stream < b.stream ? -1 : a.stream > b.stream ? 1 : 0))
        // The shape es_append reads (migration 0007): one JSON document, not an array per column.
        const input = JSON.stringify(
          sorted.map((a) => ({
            stream: a.stream,
            expected: a.expectedVersion,
            events: a.events.map((e) => ({ id: e.eventId, type: e.type, data: e.data, meta: e.metadata }))
          }))
        )
        const rows = yield* sql
          .unsafe<{ out_transaction_id: string; out_positions: ReadonlyArray<string> }>(`SELECT * FROM es_append($1::jsonb)`, [input])
          .pipe(
            Effect.catchTag("SqlError", (error) =>
              Effect.gen(function* () {
                const conflict = conflictOf(error)
                if (conflict === undefined) return yield* Effect.fail(error)
                const replay = yield* replayOf(appends)
                if (Option.isSome(replay)) return yield* Effect.fail({ _tag: "Replayed" as const, result: replay.value })
                if (conflict === "known-id") return yield* Effect.fail(new EventIdReused({ eventIds: [] }))
                if (conflict === "stream-collision") return yield* Effect.fail(yield* collisionOf(sorted))
                return yield* Effect.fail(conflict)
              })
            )
          )
        // One row: the transaction id and the events' positions, in the order the events were given.
        const { out_transaction_id: transactionId, out_positions: positions } = rows[0]!
        const recordedAt = new Date()
        let next = 0
        const recorded: ReadonlyArray<RecordedEvent> = sorted.flatMap((a) =>
          a.events.map((e, i) => ({
            position: String(positions[next++]),
            transactionId,
            streamId: a.stream,
            streamVersion: a.expectedVersion + i + 1,
            eventId: e.eventId,
            type: e.type,
            data: e.data,
            metadata: e.metadata,
            recordedAt
          }))
        )
        yield* bus.publish(recorded).pipe(Effect.withSpan("bus.publish", { attributes: { "safarnama.events": recorded.length } }))
        const result: AppendResult = {
          replayed: false,
          streams: sorted.map((a) => ({ stream: a.stream, version: a.expectedVersion + a.events.length })),
          events: recorded.map((r) => ({
            eventId: r.eventId,
            stream: r.streamId,
            version: r.streamVersion,
            position: r.position,
            transactionId: r.transactionId
          })),
          checkpoint: checkpointOf(recorded[recorded.length - 1]!)
        }
        return result
      }).pipe(
        Effect.catchIf(
          (e): e is { _tag: "Replayed"; result: AppendResult } =>
            typeof e === "object" && e !== null && "_tag" in e && e._tag === "Replayed",
          (e) => Effect.succeed(e.result)
        ),
        observeAppend(appends)
      )

    /** The stream's events after `afterVersion` (0: all), in version order. */
    const readStream = (stream: string, afterVersion = 0) =>
      sql
        .unsafe<EventRow>(
          `SELECT ${selectEvents} FROM es_events e WHERE e.stream_id = $1 AND e.stream_version > $2 ORDER BY e.stream_version`,
          [stream, afterVersion]
        )
        .pipe(Effect.map((rows) => rows.map(toRecorded)))

    /**
     * Several streams' events in ONE statement (one round trip, one PostgreSQL transaction instead of
     * one per stream): each stream's events in version order, after the version `after` gives it (0:
     * all; a caller keeping a stream's folded state reads only what came after it); a stream with none
     * maps to [].
     */
    const readStreams = (streams: ReadonlyArray<string>, after?: ReadonlyMap<string, number>) =>
      sql
        .unsafe<EventRow>(
          `SELECT ${selectEvents} FROM unnest($1::text[], $2::bigint[]) AS s(stream_id, after_version)
           JOIN es_events e ON e.stream_id = s.stream_id AND e.stream_version > s.after_version
           ORDER BY e.stream_id, e.stream_version`,
          [streams, streams.map((stream) => after?.get(stream) ?? 0)]
        )
        .pipe(
          Effect.map((rows) => {
            const byStream = new Map<string, Array<RecordedEvent>>(streams.map((s) => [s, []]))
            for (const row of rows) byStream.get(row.stream_id)?.push(toRecorded(row))
            return byStream as ReadonlyMap<string, ReadonlyArray<RecordedEvent>>
          })
        )

    /** The stream's current version (0: no events): its last event's, from the (stream_id, stream_version) index. */
    const streamVersion = (stream: string) => Effect.map(versionsOf([stream]), (versions) => versions.get(stream) ?? 0)

    /**
     * The global log after `from`, in log order, at most `limit` events. Reads only events of
     * transactions older than the oldest one still running, so an event that commits late with a lower
     * position is delivered later instead of being skipped.
     */
    const readLog = (from: LogCheckpoint = logStart, limit = 1000) =>
      sql
        .unsafe<EventRow>(
          `SELECT ${selectEvents} FROM es_events e
           WHERE (e.transaction_id, e.position) > ($1::bigint, $2::bigint)
             AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
           ORDER BY e.transaction_id, e.position
           LIMIT $3`,
          [from.transactionId, from.position, limit]
        )
        .pipe(Effect.map((rows) => rows.map(toRecorded)))

    /** The newest point of the log, in log order (for /api/health and for benchmarks). */
    const head = sql
      .unsafe<{ transaction_id: string; position: string }>(
        `SELECT e.transaction_id::text AS transaction_id, e.position::text AS position FROM es_events e
         ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1`
      )
      .pipe(Effect.map((rows) => ({ position: rows[0]?.position ?? "0", transactionId: rows[0]?.transaction_id ?? "0" })))

    return { append, readStream, readStreams, streamVersion, readLog, head, compareCheckpoints } as const
  })
}) {}
