import { type CoverageResponse, otherTypeMessage } from "@safarnama/events/contract/coverage"
import type { Trip } from "@safarnama/events/itineraries/events"
import { Effect, Option } from "effect"
import { Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { coverageOf } from "../../domain/knowledge/coverage.ts"
import type { Resolution } from "../../domain/knowledge/index.ts"
import type { Destination } from "../../domain/knowledge/schema.ts"
import { type GroundingOutcome, LiveGrounding, noLiveGrounding } from "./liveGrounding.ts"

/** The live grounding if the process has one (tests that wire only the knowledge base have none). */
const liveGrounding = Effect.map(Effect.serviceOption(LiveGrounding), Option.getOrElse(() => noLiveGrounding))

/** Why a grounding outcome is no plan, in the traveller's words; undefined when it is one, or when nothing was found. */
const refusalOf = (text: string, outcome: GroundingOutcome): string | undefined =>
  outcome.kind === "refused" || outcome.kind === "unavailable"
    ? outcome.message
    : outcome.kind === "other-type"
      ? otherTypeMessage(text, outcome.destinationType)
      : undefined

export interface Coverage {
  readonly coverage: CoverageResponse
  /** Why the live source cannot plan it (when it was asked and found the place): the generation's refusal. */
  readonly refusal?: string
}

/**
 * What we can plan for a destination: a bundled guide, else (with GOOGLE_MAPS_API_KEY) a guide built from
 * Google Maps Platform (issue 41). The live guide is held once built, so the generation that follows the
 * coverage answer plans from the same guide without asking Google again.
 */
export const coverageFor = (text: string, type: Destination["type"]) =>
  Effect.gen(function* () {
    const knowledge = yield* Knowledge
    const bundled = coverageOf(knowledge, text, type)
    if (bundled.covered || bundled.otherType) return { coverage: bundled } satisfies Coverage
    const live = yield* liveGrounding
    if (!live.enabled) return { coverage: bundled } satisfies Coverage
    const outcome = yield* live.ground(text, type)
    if (outcome.kind === "grounded") return { coverage: coverageOf(knowledge, text, type) } satisfies Coverage
    const refusal = refusalOf(text, outcome)
    return (refusal === undefined ? { coverage: bundled } : { coverage: { ...bundled, reason: refusal }, refusal }) satisfies Coverage
  })

/**
 * The trip's guide: bundled, or the live one (grounded again when this process does not hold it, after a
 * restart or on another worker). Either the resolution or why the trip cannot be planned.
 */
export const resolveTrip = (trip: Pick<Trip, "destination" | "destinationType">) =>
  Effect.gen(function* () {
    const knowledge = yield* Knowledge
    const found = knowledge.resolve(trip.destination, trip.destinationType)
    if (found) return { resolution: found } as { readonly resolution: Resolution; readonly refusal?: undefined }
    const live = yield* liveGrounding
    const outcome = yield* live.ground(trip.destination, trip.destinationType)
    if (outcome.kind === "grounded") return { resolution: outcome.resolution }
    return { resolution: undefined, refusal: refusalOf(trip.destination, outcome) } as { readonly resolution?: undefined; readonly refusal?: string }
  })
