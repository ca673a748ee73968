import { liveUnavailableMessage } from "@safarnama/events/contract/coverage"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { LiveGuideRegistry } from "../../adapters/knowledge/liveKnowledge.ts"
import { liveReference } from "../../adapters/knowledge/liveReference.ts"
import { dietWords } from "../../adapters/knowledge/loadKnowledge.ts"
import type { LiveSource } from "../../adapters/places/live/liveConfig.ts"
import type { KeptLiveDestination } from "../../domain/live/keptDestination.ts"
import { makeLiveGrounding } from "./liveGrounding.ts"

/**
 * A slow Google never holds a request past the grounding's timeout (issue 41): the request is answered
 * "try again" at the timeout, and one grounding per destination runs however many ask at once.
 */
const memoryStore = () => {
  const kept = new Map<string, KeptLiveDestination>()
  return { load: (key: string) => Effect.sync(() => kept.get(key)), save: (k: KeptLiveDestination) => Effect.sync(() => void kept.set(k.key, k)) }
}

describe("live grounding's request timeout", () => {
  // Building the reference and the diet words reads the guides (3.6 s alone, over 5 s on a busy machine):
  // the test's own limit is on the grounding's answer below, not on that.
  it("answers 'try again' at the timeout while Google hangs, asking Google once for concurrent requests", { timeout: 30_000 }, async () => {
    let asked = 0
    const hanging: LiveSource = {
      search: {
        findArea: () => Effect.sync(() => void asked++).pipe(Effect.zipRight(Effect.never)),
        areaById: () => Effect.never,
        findPlaces: () => Effect.never
      },
      routes: { matrix: () => Effect.never }
    }
    const outcomes = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const grounding = yield* makeLiveGrounding(
            { source: hanging, registry: new LiveGuideRegistry(), store: memoryStore(), dietWords: dietWords(), reference: liveReference() },
            { timeoutMs: 150, refreshMs: 60_000 }
          )
          const started = Date.now()
          const answers = yield* Effect.all([grounding.ground("Ulaanbaatar", "international"), grounding.ground("Ulaanbaatar", "international")], { concurrency: "unbounded" })
          return { answers, ms: Date.now() - started }
        })
      )
    )
    expect(outcomes.answers).toEqual([
      { kind: "unavailable", message: liveUnavailableMessage("Ulaanbaatar") },
      { kind: "unavailable", message: liveUnavailableMessage("Ulaanbaatar") }
    ])
    expect(outcomes.ms).toBeLessThan(1500)
    expect(asked).toBe(1)
  })
})
