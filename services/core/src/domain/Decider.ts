import type { Either } from "effect"

/** A domain event as the domain sees it: its type and data. The event store adds ids and positions. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type
  readonly data: Data
}

/**
 * Business rules as three plain functions, with no I/O (Emmett's decider):
 * decide(command, state) -> events or a named error; evolve(state, event) -> state; initialState().
 */
export interface Decider<Command, Event extends DomainEvent, State, Rejection> {
  readonly initialState: () => State
  readonly evolve: (state: State, event: Event) => State
  readonly decide: (command: Command, state: State) => Either.Either<ReadonlyArray<Event>, Rejection>
  /** Stored events as this code reads them (an older shape brought up to date); the log is never rewritten. */
  readonly upcast?: (event: DomainEvent) => Event
}

/** The state after `events`, from the initial state or from `from` (a state folded earlier). */
export const fold = <Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State, unknown>, "initialState" | "evolve" | "upcast">,
  events: ReadonlyArray<Event>,
  from: State = decider.initialState()
): State => {
  const upcast = decider.upcast
  return (upcast ? events.map((e) => upcast(e)) : events).reduce(decider.evolve, from)
}
