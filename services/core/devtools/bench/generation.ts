import { readFileSync } from "node:fs"
import { ItineraryContent } from "@safarnama/events/contract/itinerary"
import { Clock, Effect, Either, Redacted, Ref, Schema } from "effect"
import OpenAI from "openai"
import { bundledKnowledge, Knowledge } from "../../src/adapters/knowledge/Knowledge.ts"
import { ItineraryWriter } from "../../src/adapters/writer/ItineraryWriter.ts"
import { makeOpenAIWriter } from "../../src/adapters/writer/openai/OpenAIWriter.ts"
import { dropNulls, strictJsonSchema } from "../../src/adapters/writer/openai/strictSchema.ts"
import { SYSTEM_PROMPT, TASK_MARKER } from "../../src/adapters/writer/prompts.ts"
import { writeItinerary } from "../../src/app/itineraries/writeItinerary.ts"
import { sampleTrip } from "../../src/cli/sampleTrip.ts"
import { type FakeCall, startFakeOpenAI } from "../../test/fakeOpenAI.ts"
import { parseBenchArgs, report } from "./args.ts"

/**
 * `npm run bench -- generation [--json] [--tokens-per-second 50] [--parallel 8] [--destination Rajasthan
 * --type domestic] [--uncovered "Bhopal"] [--single-call]`: how long a plan takes to write with the AI
 * writer, against a loopback fake OpenAI server that streams each answer at a realistic rate (4
 * characters a token) and answers as much as a real model would (the offline writer's text for that
 * chunk). In one run, for 3, 7, 14 and 30 days (docs/adr/0180-draft-first-generation.md):
 * - `draft-first`: a covered destination as the generation worker now writes it (the knowledge base's
 *   draft at once, then the AI's days): `firstContentSeconds` is when the checked draft is saved;
 * - `route-first`: the same trip written as before (the route, then everything else), today's figures;
 * - an uncovered destination (route first, as before): its first section.
 * Tokens are counted from what was sent and answered (4 characters a token, as the fake streams them)
 * and priced at the configured model's published rates (modelPrices.json). `--single-call` adds the
 * one-call baseline for 3 and 7 days.
 */

const DURATIONS = [3, 7, 14, 30] as const
const TARGETS = { firstContentSeconds: 1, sevenDayWallSeconds: 15, thirtyDayWallSeconds: 25, uncoveredFirstSectionSeconds: 5 }
const CHARS_PER_TOKEN = 4

interface ModelPrice {
  readonly inputUsdPerMillion: number
  readonly outputUsdPerMillion: number
  readonly source: string
  readonly asOf: string
}
const PRICES = JSON.parse(readFileSync(new URL("./modelPrices.json", import.meta.url), "utf8")) as Record<string, ModelPrice>

const seconds = (ms: number) => Math.round(ms / 10) / 100

/** What a set of calls cost: tokens sent (every message) and answered, and their price. */
const usageOf = (calls: ReadonlyArray<FakeCall>, price: ModelPrice) => {
  const inputTokens = Math.round(calls.reduce((n, c) => n + c.body.messages.reduce((m, msg) => m + msg.content.length, 0), 0) / CHARS_PER_TOKEN)
  const outputTokens = Math.round(calls.reduce((n, c) => n + c.defaultContent().length, 0) / CHARS_PER_TOKEN)
  const costUsd = (inputTokens * price.inputUsdPerMillion + outputTokens * price.outputUsdPerMillion) / 1_000_000
  // A plan costs fractions of a cent: five decimals, as text (the report rounds numbers to two).
  return { inputTokens, outputTokens, costUsd: costUsd.toFixed(5) }
}

export const run = async (args: ReadonlyArray<string>) => {
  const parsed = parseBenchArgs(args)
  const tokensPerSecond = Number(parsed.get("--tokens-per-second") ?? 50)
  const parallel = Number(parsed.get("--parallel") ?? 8)
  const destination = parsed.get("--destination") ?? "Rajasthan"
  const type = (parsed.get("--type") ?? "domestic") as "domestic" | "international"
  const uncovered = parsed.get("--uncovered") ?? "Bhopal"
  const model = process.env.OPENAI_MODEL ?? "gpt-4o-mini"
  const price = PRICES[model] ?? PRICES["gpt-4o-mini"]!
  const fake = await startFakeOpenAI({ tokensPerSecond })
  const writer = makeOpenAIWriter({ apiKey: Redacted.make("sk-bench"), baseURL: fake.baseURL, model: "bench", maxRetries: 0, timeoutMs: 15 * 60_000 })
  const client = new OpenAI({ apiKey: "sk-bench", baseURL: fake.baseURL, maxRetries: 0, timeout: 15 * 60_000 })

  /** One plan as the generation worker writes it; `draftFirst` gives it a place to save the draft. */
  const plan = (mode: "draft-first" | "route-first", place: string, duration: number) =>
    Effect.gen(function* () {
      const trip = sampleTrip(place, type, duration)
      const started = yield* Clock.currentTimeMillis
      const firstSection = yield* Ref.make<number | undefined>(undefined)
      const firstContent = yield* Ref.make<number | undefined>(undefined)
      const firstDay = yield* Ref.make<number | undefined>(undefined)
      const sections = yield* Ref.make(0)
      const before = fake.calls.length
      const now = Clock.currentTimeMillis
      const result = yield* Effect.either(
        writeItinerary(trip, {
          parallel,
          maxRepairs: 2,
          onSection: () =>
            Effect.gen(function* () {
              const at = yield* now
              yield* Ref.update(firstSection, (t) => t ?? at)
              yield* Ref.update(sections, (n) => n + 1)
            }),
          ...(mode === "draft-first"
            ? {
                onDraft: () => Effect.flatMap(now, (at) => Ref.update(firstContent, (t) => t ?? at)),
                onDaysWritten: () => Effect.flatMap(now, (at) => Ref.update(firstDay, (t) => t ?? at))
              }
            : {})
        })
      )
      const ended = yield* now
      if (Either.isLeft(result)) throw new Error(`generation failed: ${result.left.reason}`)
      const calls = fake.calls.slice(before).filter((c) => c.task?.trip.duration === duration && c.task.trip.destination === place)
      const at = (t: number | undefined) => seconds((t ?? ended) - started)
      return {
        bench: "generation",
        writer: mode,
        destination: place,
        days: duration,
        wallSeconds: seconds(ended - started),
        ...(mode === "draft-first" ? { firstContentSeconds: at(yield* Ref.get(firstContent)), firstAiDaySeconds: at(yield* Ref.get(firstDay)) } : {}),
        firstSectionSeconds: at(yield* Ref.get(firstSection)),
        draftDaysLeft: result.right.draftDays?.length ?? 0,
        sections: yield* Ref.get(sections),
        calls: calls.length,
        ...usageOf(calls, price),
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
    return { bench: "generation", writer: "single-call", days: duration, wallSeconds: wall, firstSectionSeconds: wall, calls: 1, answerChars: text.length, tokensPerSecond }
  }

  try {
    const baseline = args.includes("--single-call") ? Promise.all([3, 7].map(singleCall)) : Promise.resolve([])
    const draftFirst: Array<Effect.Effect.Success<ReturnType<typeof plan>>> = []
    const routeFirst: typeof draftFirst = []
    for (const duration of DURATIONS) {
      // One at a time: each plan has the machine (and the fake's streams) to itself.
      const now = await Effect.runPromise(plan("draft-first", destination, duration))
      report(parsed.json, now)
      draftFirst.push(now)
      const before = await Effect.runPromise(plan("route-first", destination, duration))
      report(parsed.json, before)
      routeFirst.push(before)
    }
    const uncoveredSeven = await Effect.runPromise(plan("route-first", uncovered, 7))
    report(parsed.json, uncoveredSeven)
    for (const line of await baseline) report(parsed.json, line)
    const days = (list: typeof draftFirst, n: number) => list.find((r) => r.days === n)!
    const firstContent = Math.max(...draftFirst.map((r) => r.firstContentSeconds ?? Number.POSITIVE_INFINITY))
    report(parsed.json, {
      bench: "generation",
      summary: true,
      price: `${model}: $${price.inputUsdPerMillion}/M in, $${price.outputUsdPerMillion}/M out (${price.source}, ${price.asOf})`,
      firstContentSeconds: firstContent,
      firstContentTarget: TARGETS.firstContentSeconds,
      sevenDayWallSeconds: days(draftFirst, 7).wallSeconds,
      sevenDayWallSecondsBefore: days(routeFirst, 7).wallSeconds,
      sevenDayTarget: TARGETS.sevenDayWallSeconds,
      thirtyDayWallSeconds: days(draftFirst, 30).wallSeconds,
      thirtyDayWallSecondsBefore: days(routeFirst, 30).wallSeconds,
      thirtyDayTarget: TARGETS.thirtyDayWallSeconds,
      firstSectionSecondsBefore: days(routeFirst, 7).firstSectionSeconds,
      uncoveredFirstSectionSeconds: uncoveredSeven.firstSectionSeconds,
      uncoveredFirstSectionTarget: TARGETS.uncoveredFirstSectionSeconds,
      sevenDayOutputTokens: days(draftFirst, 7).outputTokens,
      sevenDayOutputTokensBefore: days(routeFirst, 7).outputTokens,
      pass:
        firstContent <= TARGETS.firstContentSeconds &&
        days(draftFirst, 7).wallSeconds <= TARGETS.sevenDayWallSeconds &&
        days(draftFirst, 30).wallSeconds <= TARGETS.thirtyDayWallSeconds &&
        uncoveredSeven.firstSectionSeconds <= TARGETS.uncoveredFirstSectionSeconds &&
        days(draftFirst, 7).outputTokens < days(routeFirst, 7).outputTokens
    })
  } finally {
    await fake.close()
  }
}
