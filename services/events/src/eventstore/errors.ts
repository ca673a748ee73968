import { Data } from "effect"

/** Another writer appended to the stream first; nothing was written. Re-read and decide again. */
export class WrongExpectedVersion extends Data.TaggedError("WrongExpectedVersion")<{
  readonly stream: string
  readonly expected: number
  readonly actual: number
}> {}

/** An event id that was already appended came back with a different payload: a bug, never a second effect. */
export class EventIdReused extends Data.TaggedError("EventIdReused")<{
  readonly eventIds: ReadonlyArray<string>
}> {}

/** The append itself is malformed (no events, duplicate streams, bad expected version). */
export class InvalidAppend extends Data.TaggedError("InvalidAppend")<{ readonly reason: string }> {}
