/** Who and what caused an event: kept on every event for auditors and support. */
export interface EventMetadata {
  readonly correlationId: string
  readonly causationId: string | null
  /** "user:<id>", "system:<process>", "support:<name>", "gateway:webhook", ... */
  readonly actor: string
  readonly [key: string]: unknown
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  readonly eventId: string
  readonly type: Type
  readonly data: Data
  readonly metadata: EventMetadata
}

export interface StreamAppend {
  readonly stream: string
  /** The version the writer last saw; 0 for a new stream. Never "any": a ledger needs a real check. */
  readonly expectedVersion: number
  readonly events: ReadonlyArray<NewEvent>
}

/** A point in the global log. Both parts are decimal strings of PostgreSQL bigints / xid8. */
export interface LogCheckpoint {
  readonly transactionId: string
  readonly position: string
}

export const logStart: LogCheckpoint = { transactionId: "0", position: "0" }

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  readonly position: string
  readonly transactionId: string
  readonly streamId: string
  readonly streamVersion: number
  readonly eventId: string
  readonly type: Type
  readonly data: Data
  readonly metadata: EventMetadata
  readonly recordedAt: Date
}

export interface AppendResult {
  /** True when every event id was already appended with the same payload: the first result is returned. */
  readonly replayed: boolean
  readonly streams: ReadonlyArray<{ readonly stream: string; readonly version: number }>
  readonly events: ReadonlyArray<{
    readonly eventId: string
    readonly stream: string
    readonly version: number
    readonly position: string
    readonly transactionId: string
  }>
  /** The log point just after this append: wait for a projection to pass it for read-your-writes. */
  readonly checkpoint: LogCheckpoint
}

export const checkpointOf = (event: { readonly transactionId: string; readonly position: string }): LogCheckpoint => ({
  transactionId: event.transactionId,
  position: event.position
})

/** Log order: by writing transaction, then by position. */
export const compareCheckpoints = (a: LogCheckpoint, b: LogCheckpoint): number => {
  const tx = BigInt(a.transactionId) - BigInt(b.transactionId)
  if (tx !== 0n) return tx < 0n ? -1 : 1
  const pos = BigInt(a.position) - BigInt(b.position)
  return pos === 0n ? 0 : pos < 0n ? -1 : 1
}
