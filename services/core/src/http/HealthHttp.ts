import { HttpApiBuilder } from "@effect/platform"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { Effect } from "effect"
import { SafarnamaApi } from "./Api.ts"
import { ServiceUnavailable } from "./errors.ts"

export const HealthLive = HttpApiBuilder.group(SafarnamaApi, "health", (handlers) =>
  handlers.handle("health", () =>
    Effect.gen(function* () {
      const store = yield* EventStore
      yield* store.head.pipe(
        Effect.mapError(() => new ServiceUnavailable({ message: "The event store is not reachable. Please try again shortly." }))
      )
      return { status: "ok" as const }
    })
  )
)
