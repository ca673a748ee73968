import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { AUTOCOMPLETE_MAX_LENGTH, AUTOCOMPLETE_MIN_LENGTH, Places } from "../adapters/places/PlacesPort.ts"
import { SafarnamaApi } from "./Api.ts"
import { BadRequest, ServiceUnavailable } from "./errors.ts"

const SESSION_TOKEN = /^[A-Za-z0-9._~-]{1,200}$/

export const PlacesLive = HttpApiBuilder.group(SafarnamaApi, "places", (handlers) =>
  handlers.handle("autocomplete", ({ urlParams }) =>
    Effect.gen(function* () {
      const { input, sessionToken } = urlParams
      if (input === undefined) return yield* Effect.fail(new BadRequest({ message: "input is required" }))
      if (input.length > AUTOCOMPLETE_MAX_LENGTH) {
        return yield* Effect.fail(new BadRequest({ message: `input must be at most ${AUTOCOMPLETE_MAX_LENGTH} characters` }))
      }
      if (sessionToken !== undefined && !SESSION_TOKEN.test(sessionToken)) {
        return yield* Effect.fail(new BadRequest({ message: "sessionToken must be 1 to 200 letters, digits or . _ ~ -" }))
      }
      // Spec: suggestions start at 2 characters; fewer is an empty list (the client asks as the traveller types).
      if (input.trim().length < AUTOCOMPLETE_MIN_LENGTH) return { predictions: [] }
      const places = yield* Places
      const predictions = yield* places.autocomplete({ input: input.trim(), sessionToken }).pipe(
        Effect.tapError((e) => Effect.logWarning(`places: ${e.reason}`)),
        Effect.mapError(() => new ServiceUnavailable({ message: "Place suggestions are unavailable right now" }))
      )
      return { predictions }
    })
  )
)
