import { EventStore } from "@safarnama/events/eventstore/EventStore"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import { Effect } from "effect"
import { type Decider, type DomainEvent, fold } from "../domain/Decider.ts"

/**
 * A stream's folded state, read incrementally: the state folded at version v is kept in process and a
 * later read fetches only the events after v, starting with event v itself to prove the kept prefix is
 * still the stream's (same event id). Streams are append-only and an event's version never changes once
 * committed, so the kept state stays exact in every process of a cluster; the proof also covers a state
 * folded from a read that was later rolled back, or a database emptied under a running test process.
 *
 * Why: an itinerary's stream carries a whole plan per revision (ADR 0130), so folding it from the start
 * made every change read every earlier revision (47-61 ms of a change's time at 2-101 revisions).
 */

interface Folded<State> {
  readonly state: State
  readonly version: number
  readonly lastEventId: string
}

export interface FoldedRead<State> {
  readonly state: State
  /** The stream's version the state was folded to (0: no events). */
  readonly version: number
}

/**
 * Per event store (a process may hold several, one per test database) and per decider, least recently
 * read dropped first. Bounded by the events folded into the kept states, not by streams, and each
 * decider by its own budget: an itinerary's state holds every revision's plan (~20 KB each), so one
 * refined 300 times weighs as much as 300 fresh ones, while a credit ledger's state is a few counters
 * and maps of short ids (a budget that itineraries filled would leave no ledger kept).
 */
const DEFAULT_MAX_KEPT_EVENTS = 5_000
interface Kept {
  readonly map: Map<string, Folded<unknown>>
  events: number
}
const caches = new WeakMap<object, WeakMap<object, Kept>>()

const keptFor = (store: object, decider: object) => {
  let byDecider = caches.get(store)
  if (byDecider === undefined) {
    byDecider = new WeakMap()
    caches.set(store, byDecider)
  }
  let kept = byDecider.get(decider)
  if (kept === undefined) {
    kept = { map: new Map(), events: 0 }
    byDecider.set(decider, kept)
  }
  return kept
}
const forget = (kept: Kept, stream: string) => {
  const old = kept.map.get(stream)
  if (old === undefined) return
  kept.events -= old.version
  kept.map.delete(stream)
}

type FoldingDecider<Event extends DomainEvent, State> = Pick<Decider<unknown, Event, State, unknown>, "initialState" | "evolve" | "upcast">

export interface FoldOptions {
  /** The events this decider's kept states may hold in all (default 5,000). */
  readonly maxKeptEvents?: number
}

/**
 * Where a read of the stream for `decider` starts: after the version before the kept one (so the read
 * begins with the kept last event, the proof), or 0 when nothing is kept. For callers that read the
 * stream with others in one statement (`EventStore.readStreams` with versions), then `foldRead`.
 */
export const foldedReadStart = <Event extends DomainEvent, State>(stream: string, decider: FoldingDecider<Event, State>) =>
  Effect.map(EventStore, (store) => {
    const previous = keptFor(store, decider).map.get(stream)
    return previous === undefined ? 0 : previous.version - 1
  })

/**
 * The stream's state from the events read after `foldedReadStart`: the kept state with the events after
 * it, or, when the kept last event is no longer the stream's, a fold of the whole stream read again.
 */
export const foldRead = <Event extends DomainEvent, State>(
  stream: string,
  decider: FoldingDecider<Event, State>,
  events: ReadonlyArray<RecordedEvent>,
  options: FoldOptions = {}
) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const kept = keptFor(store, decider)
    const previous = kept.map.get(stream) as Folded<State> | undefined
    const continues = previous !== undefined && events[0]?.streamVersion === previous.version && events[0].eventId === previous.lastEventId
    const fresh = continues ? events.slice(1) : previous === undefined ? events : yield* store.readStream(stream)
    const state = fold(decider, fresh.map((e) => ({ type: e.type, data: e.data }) as Event), continues ? previous.state : decider.initialState())
    const last = fresh[fresh.length - 1] ?? (continues ? events[0] : undefined)
    // Re-inserted last: a Map iterates in insertion order, so its first key is the least recently read.
    forget(kept, stream)
    if (last === undefined) return { state, version: 0 } satisfies FoldedRead<State>
    kept.map.set(stream, { state, version: last.streamVersion, lastEventId: last.eventId })
    kept.events += last.streamVersion
    const max = options.maxKeptEvents ?? DEFAULT_MAX_KEPT_EVENTS
    while (kept.events > max && kept.map.size > 1) forget(kept, kept.map.keys().next().value!)
    return { state, version: last.streamVersion } satisfies FoldedRead<State>
  })

/**
 * The stream's state as `decider` folds it (its upcaster applied, as `fold` does). `evolve` must be pure
 * and must not mutate the state it is given (our deciders' return new objects), since the kept state is
 * shared by every later read.
 */
export const readFolded = <Event extends DomainEvent, State>(stream: string, decider: FoldingDecider<Event, State>, options: FoldOptions = {}) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const events = yield* store.readStream(stream, yield* foldedReadStart(stream, decider))
    return yield* foldRead(stream, decider, events, options)
  })
