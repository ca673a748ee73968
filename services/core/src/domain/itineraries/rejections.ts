import { Data } from "effect"

// The itinerary decider's named rejections (decider.ts; refineDecider.ts adds those of the owner's changes).

/** Unknown, deleted, or someone else's: the owner is the only one who may see it exists. */
export class ItineraryNotFound extends Data.TaggedError("ItineraryNotFound")<{ readonly itineraryId: string }> {}

/** A generation ends exactly once: completing or failing it again is this, never a second outcome. */
export class GenerationAlreadyFinished extends Data.TaggedError("GenerationAlreadyFinished")<{
  readonly status: "ready" | "failed"
}> {}

/** A PDF, or a change by the owner, needs a finished itinerary. */
export class ItineraryNotReady extends Data.TaggedError("ItineraryNotReady")<{ readonly status: string }> {}
