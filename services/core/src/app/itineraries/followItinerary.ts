import { Clock, Duration, Effect, Stream } from "effect"
import { EventBus } from "@safarnama/events/bus/EventBus"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { readItineraryHistory } from "./requestGeneration.ts"

/**
 * Resolves when the itinerary's stream is written to (a bus notification), or after `atMost`: the
 * caller then reads the stream again. The bus only wakes; the stream stays the source of truth, so a
 * missed notification costs at most `atMost`.
 */
export const itineraryTouched = (itineraryId: string, atMost: Duration.DurationInput) =>
  Effect.gen(function* () {
    const bus = yield* EventBus
    const stream = itineraryStream(itineraryId)
    yield* bus.notifications.pipe(
      Stream.filter((n) => n.streamId === stream),
      Stream.take(1),
      Stream.runDrain,
      Effect.timeoutOption(atMost)
    )
  })

/** Waits at most `wait` for the generation to complete or fail; returns the itinerary as it then is. */
export const awaitOutcome = (itineraryId: string, wait: Duration.DurationInput) =>
  Effect.gen(function* () {
    const deadline = (yield* Clock.currentTimeMillis) + Duration.toMillis(wait)
    for (;;) {
      const itinerary = yield* readItineraryHistory(itineraryId)
      const left = deadline - (yield* Clock.currentTimeMillis)
      if (itinerary.state.status !== "generating" || left <= 0) return itinerary
      yield* itineraryTouched(itineraryId, Duration.millis(Math.min(left, 1000)))
    }
  })
