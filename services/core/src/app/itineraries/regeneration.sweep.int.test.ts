import { describe, expect, it } from "@effect/vitest"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { catchUp } from "@safarnama/projections/ProjectionRunner"
import { pendingRegenerationsProjection } from "@safarnama/projections/pendingRegenerations"
import { Clock, Duration, Effect, Layer } from "effect"
import { backends } from "../../../test/backends.ts"
import { logSettled } from "../../../test/paymentsTestKit.ts"
import { generatedGoa, OWNER, requested } from "../../../test/refineKit.ts"
import { bundledKnowledge, Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { ItineraryWriter } from "../../adapters/writer/ItineraryWriter.ts"
import { makeOfflineWriter } from "../../adapters/writer/offline/OfflineWriter.ts"
import { metadataFor } from "../metadata.ts"
import type { GenerationConfig } from "./config.ts"
import { REGENERATION_TIMED_OUT } from "./finishRegeneration.ts"
import { layerRegenerationRunner } from "./RegenerationRunner.ts"
import { readItinerary } from "./requestGeneration.ts"
import { requestRegeneration } from "./requestRegeneration.ts"

/**
 * A regeneration whose server died before it ended (docs/adr/0130-refine-itinerary.md, "AI regeneration"):
 * it is on the pending list with no live lease, so another server's sweep resumes it, or, past the
 * timeout, fails it (a held credit would be released). Here the request is appended and no runner starts
 * it, as when the server that took it crashed at once.
 */
const knowledge = bundledKnowledge()
const writer = Layer.mergeAll(Layer.succeed(Knowledge, knowledge), Layer.succeed(ItineraryWriter, makeOfflineWriter(knowledge)))
const live = Effect.withClock(Clock.make())

const settings = (timeout: Duration.DurationInput): GenerationConfig => ({
  concurrency: 1,
  timeout: Duration.decode(timeout),
  requestWait: Duration.seconds(1),
  lease: Duration.millis(300),
  maxAttempts: 3,
  pollInterval: Duration.millis(100),
  parallel: 2,
  maxRepairs: 2
})

const orphan = (itineraryId: string) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const meta = metadataFor("system:test")
    const events = [{ ...generatedGoa[0]!, data: { ...requested, itineraryId } }, generatedGoa[1]!]
    yield* store.append([{ stream: itineraryStream(itineraryId), expectedVersion: 0, events: events.map((e) => ({ eventId: eventIdFor(`test:${e.type}:${itineraryId}`), type: e.type, data: e.data, metadata: meta })) }])
    const asked = yield* requestRegeneration({ userId: OWNER, itineraryId, request: { basedOn: 1, target: { _tag: "day", dayNumber: 2 } } })
    yield* logSettled
    yield* catchUp(pendingRegenerationsProjection)
    return asked.regeneration.id
  })

const ended = (itineraryId: string, regenerationId: string) =>
  Effect.gen(function* () {
    for (let i = 0; i < 200; i++) {
      const { state } = yield* readItinerary(itineraryId)
      const record = state.status === "none" ? undefined : state.regenerations.find((r) => r.id === regenerationId)
      if (record && record.status !== "running") return record
      yield* Effect.sleep("50 millis")
    }
    return yield* Effect.dieMessage("the sweep did not end the regeneration")
  })

for (const backend of backends) {
  describe(`the regeneration sweep on ${backend.name}`, () => {
    it.layer(writer.pipe(Layer.provideMerge(backend.layer())), { timeout: 120_000 })((it) => {
      it.scoped("resumes a regeneration left by a dead server and saves it as the next revision", () =>
        Effect.gen(function* () {
          const itineraryId = "00000000-0000-4000-8000-0000000000a1"
          const regenerationId = yield* orphan(itineraryId)
          yield* Layer.build(layerRegenerationRunner(settings("1 minute")))
          expect(yield* ended(itineraryId, regenerationId)).toMatchObject({ status: "completed", revision: 2 })
        }).pipe(live)
      )

      it.scoped("fails one past its timeout instead, saying so", () =>
        Effect.gen(function* () {
          const itineraryId = "00000000-0000-4000-8000-0000000000a2"
          const regenerationId = yield* orphan(itineraryId)
          yield* Effect.sleep("400 millis")
          yield* Layer.build(layerRegenerationRunner(settings("300 millis")))
          expect(yield* ended(itineraryId, regenerationId)).toMatchObject({ status: "failed", reason: REGENERATION_TIMED_OUT })
        }).pipe(live)
      )
    })
  })
}
