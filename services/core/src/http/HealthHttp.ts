import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { Adapters } from "../app/Adapters.ts"
import { EventStore } from "../eventstore/EventStore.ts"
import { SafarnamaApi } from "./Api.ts"
import { ServiceUnavailable } from "./errors.ts"

export const HealthLive = HttpApiBuilder.group(SafarnamaApi, "health", (handlers) =>
  handlers.handle("health", () =>
    Effect.gen(function* () {
      const store = yield* EventStore
      const adapters = yield* Adapters
      const head = yield* store.head.pipe(
        Effect.mapError(() => new ServiceUnavailable({ message: "The event store is not reachable. Please try again shortly." }))
      )
      return { status: "ok" as const, adapters, eventStore: head }
    })
  )
)
