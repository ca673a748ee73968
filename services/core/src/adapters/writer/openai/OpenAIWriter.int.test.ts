import type { Trip } from "@safarnama/events/itineraries/events"
import { Effect, Either, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FakeOpenAI, startFakeOpenAI } from "../../../../test/fakeOpenAI.ts"
import { sampleRequest } from "../../../../test/itineraryFixtures.ts"
import { writeItinerary } from "../../../app/itineraries/writeItinerary.ts"
import { bundledKnowledge, Knowledge } from "../../knowledge/Knowledge.ts"
import { ItineraryWriter } from "../ItineraryWriter.ts"
import { makeOpenAIWriter } from "./OpenAIWriter.ts"

const { tempId: _, ...trip } = sampleRequest
const goa: Trip = { ...trip }

describe("OpenAI writer against a loopback fake OpenAI server", () => {
  let fake: FakeOpenAI
  beforeAll(async () => {
    fake = await startFakeOpenAI()
  })
  afterAll(() => fake.close())

  const writer = (overrides: { maxRetries?: number; timeoutMs?: number } = {}) =>
    makeOpenAIWriter({
      apiKey: Redacted.make("sk-test"),
      baseURL: fake.baseURL,
      model: "gpt-test",
      maxRetries: overrides.maxRetries ?? 0,
      timeoutMs: overrides.timeoutMs ?? 10_000
    })
  const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect))

  it("streams a chunk with structured outputs (strict JSON schema from the contract) and decodes it", async () => {
    fake.setBehaviour(() => ({ kind: "content", tokensPerSecond: 4000 }))
    const before = fake.calls.length
    const result = await run(writer().write({ kind: "days", trip: goa, dayNumbers: [1, 2] }))
    expect(Either.isRight(result)).toBe(true)
    if (Either.isRight(result)) expect(result.right.days.map((d) => d.dayNumber)).toEqual([1, 2])
    const call = fake.calls[before]!
    expect(call.body.stream).toBe(true)
    expect(call.body.model).toBe("gpt-test")
    expect(call.body.response_format?.type).toBe("json_schema")
    expect(call.body.response_format?.json_schema?.strict).toBe(true)
    const schema = call.body.response_format?.json_schema?.schema as { required: Array<string>; additionalProperties: boolean }
    expect(schema.required).toEqual(["days"])
    expect(schema.additionalProperties).toBe(false)
    expect(JSON.stringify(schema)).not.toContain("$ref")
  })

  it("asks again once with the problems when an answer does not match the schema, and takes the corrected one", async () => {
    let n = 0
    fake.setBehaviour(() => (n++ === 0 ? { kind: "content", content: '{"days":[{"dayNumber":"one"}]}' } : { kind: "content" }))
    const before = fake.calls.length
    const result = await run(writer().write({ kind: "days", trip: goa, dayNumbers: [3] }))
    expect(Either.isRight(result)).toBe(true)
    expect(fake.calls.length - before).toBe(2)
    const retry = fake.calls[before + 1]!.body.messages
    expect(retry.at(-2)?.role).toBe("assistant")
    expect(retry.at(-1)?.content).toMatch(/does not match the schema/)
    expect(retry.at(-1)?.content).toMatch(/days\.0/)
  })

  it("fails (never saves) when the answer is invalid twice, including cut-off JSON", async () => {
    fake.setBehaviour(() => ({ kind: "content", content: '{"days": [' }))
    const before = fake.calls.length
    const result = await run(writer().write({ kind: "route", trip: goa }))
    expect(fake.calls.length - before).toBe(2)
    expect(Either.isLeft(result) && result.left.reason).toMatch(/did not match the itinerary format twice/)
  })

  it("reports a 429 as a busy service with maxRetries 0, and succeeds when the SDK may retry", async () => {
    fake.setBehaviour(() => ({ kind: "error", status: 429, message: "Rate limit reached", retryAfterSeconds: 0 }))
    const limited = await run(writer().write({ kind: "overview", trip: goa }))
    expect(Either.isLeft(limited) && limited.left.reason).toMatch(/busy right now \(rate limited\)/)

    let n = 0
    fake.setBehaviour(() => (n++ === 0 ? { kind: "error", status: 429, retryAfterSeconds: 0 } : { kind: "content" }))
    const retried = await run(writer({ maxRetries: 1 }).write({ kind: "overview", trip: goa }))
    expect(Either.isRight(retried)).toBe(true)
    expect(n).toBe(2)
  })

  it("reports a server error and a slow answer as failures", async () => {
    fake.setBehaviour(() => ({ kind: "error", status: 500 }))
    const broken = await run(writer().write({ kind: "food", trip: goa }))
    expect(Either.isLeft(broken) && broken.left.reason).toMatch(/refused the request \(status 500\)/)

    fake.setBehaviour(() => ({ kind: "hang" }))
    const started = Date.now()
    const slow = await run(writer({ timeoutMs: 300 }).write({ kind: "food", trip: goa }))
    expect(Either.isLeft(slow) && slow.left.reason).toMatch(/did not answer in time/)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it("streams slowly at a realistic token rate and still decodes the whole answer", async () => {
    fake.setBehaviour(() => ({ kind: "content", tokensPerSecond: 2000 }))
    const result = await run(writer().write({ kind: "stays", trip: goa }))
    expect(Either.isRight(result) && result.right.hotelRecommendations.options.length).toBeGreaterThan(0)
  })

  it("asks for the plan in Hindi when the trip is in Hindi (and only then), keeping what the checks read", async () => {
    fake.setBehaviour(() => ({ kind: "content" }))
    const before = fake.calls.length
    await run(writer().write({ kind: "overview", trip: { ...goa, language: "hi" } }))
    await run(writer().write({ kind: "overview", trip: goa }))
    const [hindi, english] = fake.calls.slice(before).map((c) => c.body.messages.find((m) => m.role === "user")!.content)
    expect(hindi).toMatch(/write every text the traveller reads in Hindi, in Devanagari script/)
    expect(hindi).toMatch(/each activity's type \(one English word/)
    expect(hindi).toMatch(/followed by its Hindi name in brackets, e.g. 'Hawa Mahal \(हवा महल\)'/)
    expect(english).not.toMatch(/Hindi/)
  })

  it("a plan the model writes in Hindi passes the writer's parsing and every plan check", async () => {
    // The model's answer: the chunk with every text the traveller reads in Devanagari, place names as
    // listed plus a Hindi name, and keys, types, times, durations, km and place ids as the schema wants.
    const KEEP = new Set(["type", "time", "duration", "placeId", "regionName", "region", "nearRegion", "code", "subArea", "distanceFromPrevious", "distance", "travelTime"])
    const hindify = (value: unknown, key = ""): unknown => {
      if (Array.isArray(value)) return value.map((v) => hindify(v, key))
      if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hindify(v, k)]))
      if (typeof value !== "string" || KEEP.has(key)) return value
      if (key === "title" || key === "name") return `${value} (हिन्दी नाम)`
      if (key === "tip") return /permit/i.test(value) ? "इस इलाक़े के लिए परमिट ज़रूरी है।" : "हिन्दी में सुझाव।"
      if (key === "description") return /closed/i.test(value) ? "हिन्दी में विवरण। सोमवार को बंद।" : "हिन्दी में विवरण।"
      return "हिन्दी पाठ"
    }
    const answers: Array<string> = []
    fake.setBehaviour((call) => {
      const content = JSON.stringify(hindify(JSON.parse(call.defaultContent())))
      answers.push(content)
      return { kind: "content", content }
    })
    const hindiTrip: Trip = { ...goa, duration: 4, language: "hi" }
    const result = await Effect.runPromise(
      Effect.either(writeItinerary(hindiTrip, { maxRepairs: 0, parallel: 2, onSection: () => Effect.void })).pipe(
        Effect.provideService(ItineraryWriter, writer()),
        Effect.provideService(Knowledge, bundledKnowledge())
      )
    )
    expect(Either.isRight(result) ? "written" : result.left.reason).toBe("written")
    if (Either.isLeft(result)) return
    const plan = result.right
    expect(plan.planChecks?.repaired).toBe(0)
    expect(plan.planChecks?.verifiedPlaces).toBe(plan.planChecks?.places)
    expect(plan.planChecks?.places).toBeGreaterThan(0)
    expect(plan.languageNotice).toBeUndefined()
    const activities = plan.dailyItinerary.flatMap((d) => d.activities)
    expect(activities.every((a) => /[\u0900-\u097F]/.test(a.details.description) && a.title.endsWith("(हिन्दी नाम)"))).toBe(true)
    expect(plan.overview.description).toBe("हिन्दी में विवरण।")
    expect(answers.length).toBeGreaterThanOrEqual(5)
  })

  it("an unreachable server is a failure with a clear reason", async () => {
    const nowhere = makeOpenAIWriter({ apiKey: Redacted.make("sk"), baseURL: "http://127.0.0.1:9/v1", model: "m", maxRetries: 0, timeoutMs: 2000 })
    const result = await run(nowhere.write({ kind: "route", trip: goa }))
    expect(Either.isLeft(result) && result.left.reason).toMatch(/could not be reached/)
  })
})
