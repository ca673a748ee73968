import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { WrongExpectedVersion } from "@safarnama/events/eventstore/errors"
import { newEventId } from "@safarnama/events/eventstore/eventId"
import type { AppendResult, EventMetadata } from "@safarnama/events/eventstore/types"
import { Effect, Either } from "effect"
import type { Decider, DomainEvent } from "../domain/Decider.ts"
import { fold } from "../domain/Decider.ts"

export interface CommandOptions<Event extends DomainEvent> {
  readonly metadata: EventMetadata
  /** Deterministic event ids make a retried command the same append (idempotent). Default: random. */
  readonly eventId?: (event: Event, index: number) => string
  /** Re-read and decide again this many times when another writer got there first. */
  readonly maxRetries?: number
  /**
   * The stream is new (its id was just made): the first attempt decides from the initial state
   * without reading it, saving a round trip. Should the stream exist after all, the append's version
   * check fails and the retry reads it as usual.
   */
  readonly newStream?: boolean
}

export interface CommandOutcome<Event, State> {
  readonly events: ReadonlyArray<Event>
  readonly state: State
  /** Undefined when the decider decided nothing was to be done. */
  readonly appended: AppendResult | undefined
}

/**
 * Runs one command against one stream: read, fold, decide, append with the expected version.
 * On a conflict it re-reads and decides again, a bounded number of times.
 */
export const handleCommand = <Command, Event extends DomainEvent, State, Rejection>(
  decider: Decider<Command, Event, State, Rejection>,
  stream: string,
  command: Command,
  options: CommandOptions<Event>
) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    let assumeNew = options.newStream === true
    const attempt = Effect.gen(function* () {
      const history = assumeNew ? [] : yield* store.readStream(stream)
      assumeNew = false
      const state = fold(decider, history.map((e) => ({ type: e.type, data: e.data }) as Event))
      const decided = decider.decide(command, state)
      if (Either.isLeft(decided)) return yield* Effect.fail(decided.left)
      const events = decided.right
      if (events.length === 0) return { events, state, appended: undefined } as CommandOutcome<Event, State>
      const appended = yield* store.append([
        {
          stream,
          expectedVersion: history.length === 0 ? 0 : history[history.length - 1]!.streamVersion,
          events: events.map((event, i) => ({
            eventId: options.eventId ? options.eventId(event, i) : newEventId(),
            type: event.type,
            data: event.data,
            metadata: options.metadata
          }))
        }
      ])
      return { events, state: events.reduce(decider.evolve, state), appended } as CommandOutcome<Event, State>
    })
    return yield* attempt.pipe(
      Effect.retry({
        times: options.maxRetries ?? 5,
        while: (error) => error instanceof WrongExpectedVersion
      })
    )
  })
