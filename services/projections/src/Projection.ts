import type { RecordedEvent } from "@safarnama/events/eventstore/types"

/** One SQL statement of a read-model change, as plain data so projections stay pure and testable. */
export interface Statement {
  readonly sql: string
  readonly params: ReadonlyArray<unknown>
}

/**
 * A projection is a pure mapping from a batch of events (in log order) to read-model statements.
 * Batching lets a projection fold many events into one set-based statement (fast catch-up); a simple
 * projection may return one statement per event. The runner applies the statements and stores its
 * checkpoint in the same transaction.
 */
export interface Projection {
  readonly name: string
  /** Event types it reads; others are skipped without calling `apply`. */
  readonly eventTypes: ReadonlySet<string>
  /** Statements that empty its read model, for a rebuild from position 0. */
  readonly reset: ReadonlyArray<Statement>
  readonly apply: (events: ReadonlyArray<RecordedEvent>) => ReadonlyArray<Statement>
}

export const statement = (sql: string, ...params: ReadonlyArray<unknown>): Statement => ({ sql, params })
