import { Effect } from "effect"
import { type Decider, type DomainEvent, fold } from "../domain/Decider.ts"
import { EventStore } from "@safarnama/events/eventstore/EventStore"

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
 * read dropped first. Bounded by the events folded into the kept states, not by streams: an itinerary's
 * state holds every revision's plan (~20 KB each), so one refined 300 times weighs as much as 300 fresh ones.
 */
const MAX_KEPT_EVENTS = 5_000
interface Kept {
  readonly map: Map<string, Folded<unknown>>
  events: number
}
const caches = new WeakMap<object, Kept>()
const deciderKeys = new WeakMap<object, number>()
let nextDeciderKey = 0

const keptFor = (store: object) => {
  let kept = caches.get(store)
  if (kept === undefined) {
    kept = { map: new Map(), events: 0 }
    caches.set(store, kept)
  }
  return kept
}
const keyOf = (decider: object, stream: string) => {
  let key = deciderKeys.get(decider)
  if (key === undefined) {
    key = ++nextDeciderKey
    deciderKeys.set(decider, key)
  }
  return `${key}:${stream}`
}
const forget = (kept: Kept, key: string) => {
  const old = kept.map.get(key)
  if (old === undefined) return
  kept.events -= old.version
  kept.map.delete(key)
}

/**
 * The stream's state as `decider` folds it (its upcaster applied, as `fold` does). `evolve` must be pure
 * and must not mutate the state it is given (our deciders' return new objects), since the kept state is
 * shared by every later read.
 */
export const readFolded = <Event extends DomainEvent, State>(
  stream: string,
  decider: Pick<Decider<unknown, Event, State, unknown>, "initialState" | "evolve" | "upcast">
) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const kept = keptFor(store)
    const key = keyOf(decider, stream)
    const previous = kept.map.get(key) as Folded<State> | undefined
    const events = yield* store.readStream(stream, previous === undefined ? 0 : previous.version - 1)
    const continues = previous !== undefined && events[0]?.streamVersion === previous.version && events[0].eventId === previous.lastEventId
    const fresh = continues ? events.slice(1) : previous === undefined ? events : yield* store.readStream(stream)
    const state = fold(decider, fresh.map((e) => ({ type: e.type, data: e.data }) as Event), continues ? previous.state : decider.initialState())
    const last = fresh[fresh.length - 1] ?? (continues ? events[0] : undefined)
    // Re-inserted last: a Map iterates in insertion order, so its first key is the least recently read.
    forget(kept, key)
    if (last === undefined) return { state, version: 0 } satisfies FoldedRead<State>
    kept.map.set(key, { state, version: last.streamVersion, lastEventId: last.eventId })
    kept.events += last.streamVersion
    while (kept.events > MAX_KEPT_EVENTS && kept.map.size > 1) forget(kept, kept.map.keys().next().value!)
    return { state, version: last.streamVersion } satisfies FoldedRead<State>
  })
