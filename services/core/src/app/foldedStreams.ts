import { Effect } from "effect"
import type { DomainEvent } from "../domain/Decider.ts"
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

/** Per event store (a process may hold several, one per test database) and per fold; oldest dropped first. */
const MAX_STREAMS = 256 // an itinerary's state holds every revision's plan (~20 KB each)
const caches = new WeakMap<object, Map<string, Folded<unknown>>>()

const cacheFor = (store: object, fold: object, stream: string) => {
  let byStore = caches.get(store)
  if (byStore === undefined) {
    byStore = new Map()
    caches.set(store, byStore)
  }
  return { map: byStore, key: `${foldKeys.get(fold) ?? registerFold(fold)}:${stream}` }
}

const foldKeys = new WeakMap<object, number>()
let nextFoldKey = 0
const registerFold = (fold: object) => {
  const key = ++nextFoldKey
  foldKeys.set(fold, key)
  return key
}

/**
 * `fold` must be pure and must not mutate the state it is given (our deciders' evolve functions return
 * new objects), since the kept state is shared by every later read.
 */
export const readFolded = <Event extends DomainEvent, State>(
  stream: string,
  fold: { readonly initial: () => State; readonly apply: (state: State, events: ReadonlyArray<Event>) => State }
) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const { map, key } = cacheFor(store, fold, stream)
    const kept = map.get(key) as Folded<State> | undefined
    const events = yield* store.readStream(stream, kept === undefined ? 0 : kept.version - 1)
    const continues = kept !== undefined && events[0]?.streamVersion === kept.version && events[0].eventId === kept.lastEventId
    const base = continues ? kept.state : fold.initial()
    const fresh = continues ? events.slice(1) : kept === undefined ? events : yield* store.readStream(stream)
    const state = fresh.length === 0 ? base : fold.apply(base, fresh.map((e) => ({ type: e.type, data: e.data }) as Event))
    const last = fresh[fresh.length - 1] ?? (continues ? events[0] : undefined)
    if (last === undefined) {
      map.delete(key)
      return { state, version: 0 } satisfies FoldedRead<State>
    }
    map.delete(key) // re-inserted last: a Map iterates in insertion order, so the first key is the least recently read
    map.set(key, { state, version: last.streamVersion, lastEventId: last.eventId })
    if (map.size > MAX_STREAMS) map.delete(map.keys().next().value!)
    return { state, version: last.streamVersion } satisfies FoldedRead<State>
  })
