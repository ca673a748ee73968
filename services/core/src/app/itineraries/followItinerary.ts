import { EventBus } from "@safarnama/events/bus/EventBus"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { Clock, Duration, Effect, Stream } from "effect"
import { readItineraryHistory } from "./requestGeneration.ts"

/** What a generation's followers wait for: its progress and its end (or the itinerary's deletion). */
export const GENERATION_WAKE_TYPES = [
  "GenerationProgressed",
  "GenerationDraftSaved",
  "GenerationDaysWritten",
  "GenerationCompleted",
  "GenerationFailed",
  "ItineraryDeleted"
] as const

/** How long the shared subscription outlives its last waiter: a follower waits again within a second. */
const KEEP_SUBSCRIBED = Duration.seconds(30)

/**
 * Wake-ups for the followers of generations in this process (the progress stream, a generate request
 * that waits for its outcome). Every follower listens to ONE bus subscription, made when the first one
 * waits and kept while any waits (and 30 s after): a follower used to subscribe for each wait, once a
 * second, and on NATS that made and dropped a consumer each time, each sent every event of the system.
 */
export class GenerationWakeUps extends Effect.Service<GenerationWakeUps>()("GenerationWakeUps", {
  scoped: Effect.gen(function* () {
    const bus = yield* EventBus
    const shared = yield* bus
      .notificationsOf(GENERATION_WAKE_TYPES)
      // Sliding: a waiter that falls behind loses old wake-ups, never holds the others back.
      .pipe(Stream.share({ capacity: 1024, strategy: "sliding", idleTimeToLive: KEEP_SUBSCRIBED }))
    /**
     * Resolves when the itinerary's generation moves (a notification), or after `atMost`: the caller
     * then reads the stream again. The bus only wakes; the stream stays the source of truth, so a missed
     * notification costs at most `atMost`.
     */
    const touched = (itineraryId: string, atMost: Duration.DurationInput) => {
      const stream = itineraryStream(itineraryId)
      return shared.pipe(
        Stream.filter((n) => n.streamId === stream),
        Stream.take(1),
        Stream.runDrain,
        Effect.timeoutOption(atMost),
        Effect.asVoid
      )
    }
    return { touched } as const
  })
}) {}

/** See GenerationWakeUps.touched. */
export const itineraryTouched = (itineraryId: string, atMost: Duration.DurationInput) =>
  Effect.flatMap(GenerationWakeUps, (wakeUps) => wakeUps.touched(itineraryId, atMost))

/**
 * Waits at most `wait` for the generation to complete or fail, or for its draft to be saved (the
 * traveller can read that at once: docs/adr/0180-draft-first-generation.md); returns the itinerary as it then is.
 */
export const awaitOutcome = (itineraryId: string, wait: Duration.DurationInput) =>
  Effect.gen(function* () {
    const deadline = (yield* Clock.currentTimeMillis) + Duration.toMillis(wait)
    for (;;) {
      const itinerary = yield* readItineraryHistory(itineraryId)
      const left = deadline - (yield* Clock.currentTimeMillis)
      const drafted = itinerary.history.some((e) => e.type === "GenerationDraftSaved")
      if (itinerary.state.status !== "generating" || drafted || left <= 0) return itinerary
      yield* itineraryTouched(itineraryId, Duration.millis(Math.min(left, 1000)))
    }
  })
