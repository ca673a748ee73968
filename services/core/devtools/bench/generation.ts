import { Clock, Effect, Either, Redacted, Ref, Schema } from "effect"
import { bundledKnowledge, Knowledge } from "../../src/adapters/knowledge/Knowledge.ts"
import OpenAI from "openai"
import { startFakeOpenAI } from "../../test/fakeOpenAI.ts"
import { ItineraryWriter } from "../../src/adapters/writer/ItineraryWriter.ts"
import { makeOpenAIWriter } from "../../src/adapters/writer/openai/OpenAIWriter.ts"
import { dropNulls, strictJsonSchema } from "../../src/adapters/writer/openai/strictSchema.ts"
import { SYSTEM_PROMPT, TASK_MARKER } from "../../src/adapters/writer/prompts.ts"
import { ItineraryContent } from "@safarnama/events/contract/itinerary"
import { writeItinerary } from "../../src/app/itineraries/writeItinerary.ts"
import { sampleTrip } from "../../src/cli/sampleTrip.ts"
import { parseBenchArgs, report } from "./args.ts"

/**
 * `npm run bench -- generation [--json] [--tokens-per-second 50] [--parallel 8] [--destination Rajasthan
 * --type domestic] [--full-baseline]`: how long a plan takes to write, against a loopback fake OpenAI
 * server that streams each answer at a realistic rate (4 characters a token) and answers as much as a
 * real model would (the offline writer's text for that chunk). The chunked pipeline (route first, then
 * everything else in parallel) against a single-call writer as the baseline. The baseline's 14- and
 * 30-day runs take 3-5 minutes at 50 tokens/s, so by default they are computed from their answer size
 * (marked measured: false); --full-baseline measures them.
 */

const DURATIONS = [3, 7, 14, 30] as const
const TARGETS = { sevenDayWallSeconds: 60, firstSectionSeconds: 15, thirtyToSevenRatio: 2 }


const seconds = (ms: number) => Math.round(ms / 10) / 100

export const run = async (args: ReadonlyArray<string>) => {
  const parsed = parseBenchArgs(args)
  const tokensPerSecond = Number(parsed.get("--tokens-per-second") ?? 50)
  const parallel = Number(parsed.get("--parallel") ?? 8)
  const destination = parsed.get("--destination") ?? "Rajasthan"
  const type = (parsed.get("--type") ?? "domestic") as "domestic" | "international"
  const fullBaseline = args.includes("--full-baseline")
  const fake = await startFakeOpenAI({ tokensPerSecond })
  const writer = makeOpenAIWriter({ apiKey: Redacted.make("sk-bench"), baseURL: fake.baseURL, model: "bench", maxRetries: 0, timeoutMs: 15 * 60_000 })
  const client = new OpenAI({ apiKey: "sk-bench", baseURL: fake.baseURL, maxRetries: 0, timeout: 15 * 60_000 })

  /** The chunked pipeline, as the generation worker runs it. */
  const chunked = (duration: number) =>
    Effect.gen(function* () {
      const started = yield* Clock.currentTimeMillis
      const first = yield* Ref.make<number | undefined>(undefined)
      const sections = yield* Ref.make(0)
      const before = fake.calls.length
      const result = yield* Effect.either(
        writeItinerary(sampleTrip(destination, type, duration), {
          parallel,
          maxRepairs: 2,
          onSection: () =>
            Effect.gen(function* () {
              const now = yield* Clock.currentTimeMillis
              yield* Ref.update(first, (t) => t ?? now)
              yield* Ref.update(sections, (n) => n + 1)
            })
        })
      )
      const ended = yield* Clock.currentTimeMillis
      if (Either.isLeft(result)) throw new Error(`generation failed: ${result.left.reason}`)
      return {
        bench: "generation",
        writer: "chunked",
        days: duration,
        wallSeconds: seconds(ended - started),
        firstSectionSeconds: seconds(((yield* Ref.get(first)) ?? ended) - started),
        sections: yield* Ref.get(sections),
        // The baseline's calls run meanwhile: count only this pipeline's.
        calls: fake.calls.slice(before).filter((c) => (c.task?.kind as string) !== "whole" && c.task?.trip.duration === duration).length,
        answerChars: JSON.stringify(result.right).length,
        tokensPerSecond,
        measured: true
      }
    }).pipe(Effect.provideService(ItineraryWriter, writer), Effect.provideService(Knowledge, bundledKnowledge()))

  /** One call for the whole itinerary: nothing is finished before everything is. */
  const singleCall = async (duration: number) => {
    const trip = sampleTrip(destination, type, duration)
    const started = Date.now()
    const stream = await client.chat.completions.create({
      model: "bench",
      stream: true,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: `Write the complete ${duration}-day itinerary.\n\n${TASK_MARKER}\n${JSON.stringify({ chunk: "whole", trip })}` }
      ],
      response_format: { type: "json_schema", json_schema: { name: "itinerary", strict: true, schema: strictJsonSchema(ItineraryContent) } }
    })
    let text = ""
    for await (const part of stream) text += part.choices[0]?.delta?.content ?? ""
    if (Either.isLeft(Schema.decodeUnknownEither(ItineraryContent)(dropNulls(JSON.parse(text))))) throw new Error("the single-call answer did not decode")
    const wall = seconds(Date.now() - started)
    return { bench: "generation", writer: "single-call", days: duration, wallSeconds: wall, firstSectionSeconds: wall, sections: 1, calls: 1, answerChars: text.length, tokensPerSecond, measured: true }
  }

  /** The single call's time from its answer size alone (what streaming it at the rate would take). */
  const singleCallEstimate = (duration: number, answerChars: number) => {
    const wall = seconds((answerChars / (tokensPerSecond * 4)) * 1000)
    return { bench: "generation", writer: "single-call", days: duration, wallSeconds: wall, firstSectionSeconds: wall, sections: 1, calls: 1, answerChars, tokensPerSecond, measured: false }
  }

  try {
    // The baseline's long waits run beside the chunked runs (they only wait on the stream).
    const measuredBaseline = fullBaseline ? [...DURATIONS] : [3, 7]
    const baseline = Promise.all(measuredBaseline.map(singleCall))
    const results: Array<Awaited<ReturnType<typeof singleCall>>> = []
    for (const duration of DURATIONS) {
      const line = await Effect.runPromise(chunked(duration))
      report(parsed.json, line)
      results.push(line)
    }
    const baselines = await baseline
    for (const line of baselines) report(parsed.json, line)
    if (!fullBaseline) {
      for (const line of results.filter((r) => !measuredBaseline.includes(r.days as 3 | 7))) report(parsed.json, singleCallEstimate(line.days, line.answerChars))
    }
    const seven = results.find((r) => r.days === 7)!
    const thirty = results.find((r) => r.days === 30)!
    const firstSection = Math.max(...results.map((r) => r.firstSectionSeconds))
    report(parsed.json, {
      bench: "generation",
      summary: true,
      sevenDayWallSeconds: seven.wallSeconds,
      sevenDayTarget: TARGETS.sevenDayWallSeconds,
      worstFirstSectionSeconds: firstSection,
      firstSectionTarget: TARGETS.firstSectionSeconds,
      thirtyToSevenRatio: Math.round((thirty.wallSeconds / seven.wallSeconds) * 100) / 100,
      ratioTarget: TARGETS.thirtyToSevenRatio,
      pass:
        seven.wallSeconds <= TARGETS.sevenDayWallSeconds &&
        firstSection <= TARGETS.firstSectionSeconds &&
        thirty.wallSeconds <= TARGETS.thirtyToSevenRatio * seven.wallSeconds
    })
  } finally {
    await fake.close()
  }
}
