import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appDatabases } from "../../../test/appDatabases.ts"
import { type FakeBehaviour, type FakeOpenAI, openAIWriterEnv, startFakeOpenAI } from "../../../test/fakeOpenAI.ts"
import { startTestApp, type TestApp } from "../../../test/httpHarness.ts"
import { balanceOf, buyCredits, eventually, generate, myItineraries, parseSse, tripRequest } from "../../../test/itineraryKit.ts"
import { logInLocally } from "../../../test/loginKit.ts"
import { INTERRUPTED, TIMED_OUT } from "./finishGeneration.ts"

/**
 * The trip's origin says how the fake AI behaves (tests may overlap in time). Every trip is to a covered
 * destination (nothing else is sold, ADR 0200) and in Hindi: a Hindi plan is written whole by the AI,
 * without the knowledge base's draft (ADR 0180), so the AI's failures are the generation's.
 */
const byOrigin: FakeBehaviour = ({ task }) => {
  switch (task?.trip.origin) {
    case "Fail City":
      return { kind: "error", status: 500 }
    case "Busy Town":
      return { kind: "error", status: 429, retryAfterSeconds: 0 }
    case "Slow Town":
      return { kind: "content", delayMs: 3000 }
    case "Hang Town":
      return { kind: "hang" }
    case "Stuck Days":
      return task.kind === "days" ? { kind: "hang" } : { kind: "content" }
    default:
      return { kind: "content" }
  }
}

const writerEnv = openAIWriterEnv

/** A Hindi trip to Goa from the town that tells the fake AI what to do. */
const aiTrip = (origin: string) => ({ destination: "Goa", origin, language: "hi" })

for (const database of appDatabases) describe(`generation with the OpenAI writer (loopback fake) on ${database.name}: credits captured on success, released on failure`, () => {
  let fake: FakeOpenAI
  let app: TestApp
  let cleanUp: () => Promise<void>
  beforeAll(async () => {
    fake = await startFakeOpenAI({ behaviour: byOrigin })
    const prepared = await database.prepare()
    cleanUp = prepared.cleanUp
    app = await startTestApp({ ...writerEnv(fake), GENERATION_REQUEST_WAIT: "4 seconds", GENERATION_TIMEOUT: "10 seconds", ...prepared.env })
  })
  afterAll(async () => {
    await app.dispose()
    await fake.close()
    await cleanUp()
  })

  const traveller = async (credits: 2 | 5 = 2) => {
    const { token } = await logInLocally(app)
    await buyCredits(app, token, { amount: credits * 50, credits })
    return token
  }

  it("reports the OpenAI writer at start-up (not in the public /api/health)", async () => {
    const health = await app.json("/api/health")
    expect(app.adapters.itineraryWriter).toBe(`openai (gpt-test at ${fake.baseURL})`)
    expect(health.body).toEqual({ status: "ok" })
    expect(JSON.stringify(app.adapters)).not.toContain("sk-test-not-a-secret")
  })

  it("captures the reservation when the plan is written", async () => {
    const token = await traveller(2)
    const answer = await generate(app, token, tripRequest({ destination: "Goa", duration: 7 }))
    expect(answer.body.creditsRemaining).toBe(1)
    // Usually 200 within the wait; a busy machine may answer 202 first.
    expect([200, 202]).toContain(answer.status)
    await eventually(async () => ((await myItineraries(app, token))[0]?.status === "ready" ? true : undefined), 20_000)
    const shared = await app.json<typeof answer.body.itinerary>(`/api/itinerary/shared/${answer.body.itinerary.shareUrl}`)
    expect(shared.body.content?.dailyItinerary).toHaveLength(7)
    expect(await balanceOf(app, token)).toBe(1)
  })

  it("releases the reservation when the writer fails: the balance is unchanged and the card shows the failure", async () => {
    const token = await traveller(2)
    const answer = await generate(app, token, tripRequest({ ...aiTrip("Fail City") }))
    expect(answer.status).toBe(502)
    expect(answer.body).toMatchObject({ _tag: "GenerationFailed", message: "The AI service refused the request (status 500)." })
    expect(await balanceOf(app, token)).toBe(2)
    const [card] = await myItineraries(app, token)
    expect(card).toMatchObject({ status: "failed", destination: "Goa", failureReason: "The AI service refused the request (status 500)." })
  })

  it("releases the reservation when the AI service is rate limited (429)", async () => {
    const token = await traveller(2)
    const answer = await generate(app, token, tripRequest({ ...aiTrip("Busy Town") }))
    expect(answer.status).toBe(502)
    expect(answer.body.message).toMatch(/busy right now/)
    expect(await balanceOf(app, token)).toBe(2)
  })

  it("answers 202 while still writing, holds the credits meanwhile, then completes on its own", async () => {
    const token = await traveller(2)
    const answer = await generate(app, token, tripRequest({ ...aiTrip("Slow Town"), duration: 3 }))
    expect(answer.status).toBe(202)
    expect(answer.body.itinerary).toMatchObject({ status: "generating", destination: "Goa", duration: 3 })
    expect(answer.body.itinerary.content).toBeUndefined()
    expect(answer.body.creditsRemaining).toBe(1)
    const listed = await myItineraries(app, token)
    expect(listed[0]).toMatchObject({ id: answer.body.itinerary.id, status: "generating" })
    // Followed live: the stream stays open while the sections arrive and ends with the outcome.
    const live = await app.request(`/api/itinerary/${answer.body.itinerary.id}/events?token=${encodeURIComponent(token)}`)
    const events = parseSse(await live.text())
    expect(events.filter((e) => e.event === "progress").map((e) => e.data.done)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(events.at(-1)).toEqual({ event: "completed", data: { id: answer.body.itinerary.id } })
    const done = await eventually(async () => (await myItineraries(app, token)).find((i) => i.status === "ready"), 20_000)
    expect(done.id).toBe(answer.body.itinerary.id)
    expect(await balanceOf(app, token)).toBe(1)
  })

  it("never loses a generation when the client goes away", async () => {
    const token = await traveller(2)
    const request = tripRequest({ ...aiTrip("Slow Town"), duration: 2 })
    const controller = new AbortController()
    const leaving = app.request("/api/itinerary/generate", { method: "POST", token, json: request, signal: controller.signal }).catch(() => undefined)
    await eventually(async () => ((await myItineraries(app, token)).length > 0 ? true : undefined))
    controller.abort()
    await leaving
    const done = await eventually(async () => (await myItineraries(app, token)).find((i) => i.status === "ready"), 20_000)
    expect(done.destination).toBe("Goa")
    expect(await balanceOf(app, token)).toBe(1)
  })

  it("fails and releases a generation that runs past GENERATION_TIMEOUT", async () => {
    const token = await traveller(2)
    const answer = await generate(app, token, tripRequest({ ...aiTrip("Hang Town") }))
    expect(answer.status).toBe(202)
    expect(await balanceOf(app, token)).toBe(1)
    const failed = await eventually(async () => (await myItineraries(app, token)).find((i) => i.status === "failed"), 20_000)
    expect(failed.failureReason).toBe(TIMED_OUT)
    expect(await balanceOf(app, token)).toBe(2)
  })
})

for (const database of appDatabases) describe(`a restart in the middle of a generation on ${database.name}`, () => {
  let fake: FakeOpenAI
  let dataDir: string
  beforeAll(async () => {
    fake = await startFakeOpenAI({ behaviour: byOrigin })
    dataDir = mkdtempSync(join(tmpdir(), "safarnama-restart-"))
  })
  afterAll(async () => {
    await fake.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("resumes the unfinished generation after the restart: nothing stuck, credits captured once", async () => {
    const prepared = await database.prepare()
    const env = { ...writerEnv(fake), DATA_DIR: dataDir, GENERATION_REQUEST_WAIT: "200 millis", GENERATION_LEASE: "2 seconds", ...prepared.env }
    const first = await startTestApp(env)
    const { token } = await logInLocally(first)
    await buyCredits(first, token, { amount: 100, credits: 2 })
    const answer = await generate(first, token, tripRequest({ ...aiTrip("Stuck Days"), duration: 3 }))
    expect(answer.status).toBe(202)
    // The route and plan sections are written; the days hang: stop the app mid-generation.
    await eventually(async () => ((await myItineraries(first, token))[0]?.progress?.done ?? 0) >= 1 || undefined)
    expect(await balanceOf(first, token)).toBe(1)
    await first.dispose()

    fake.setBehaviour(() => ({ kind: "content" }))
    const second = await startTestApp(env)
    try {
      const done = await eventually(async () => (await myItineraries(second, token)).find((i) => i.status !== "generating"), 30_000)
      expect(done).toMatchObject({ id: answer.body.itinerary.id, status: "ready" })
      expect(await balanceOf(second, token)).toBe(1)
    } finally {
      fake.setBehaviour(byOrigin)
      await second.dispose()
      await prepared.cleanUp()
    }
  })

  it("fails and releases a generation restarted more than GENERATION_MAX_ATTEMPTS times", async () => {
    const dir = mkdtempSync(join(tmpdir(), "safarnama-attempts-"))
    const prepared = await database.prepare()
    const env = { ...writerEnv(fake), DATA_DIR: dir, GENERATION_REQUEST_WAIT: "200 millis", GENERATION_MAX_ATTEMPTS: "1", ...prepared.env }
    try {
      const first = await startTestApp(env)
      const { token } = await logInLocally(first)
      await buyCredits(first, token, { amount: 100, credits: 2 })
      expect((await generate(first, token, tripRequest({ ...aiTrip("Stuck Days") }))).status).toBe(202)
      await eventually(async () => ((await myItineraries(first, token))[0]?.progress?.done ?? 0) >= 1 || undefined)
      await first.dispose()
      const second = await startTestApp(env)
      try {
        const failed = await eventually(async () => (await myItineraries(second, token)).find((i) => i.status === "failed"), 30_000)
        expect(failed.failureReason).toBe(INTERRUPTED)
        expect(await balanceOf(second, token)).toBe(2)
      } finally {
        await second.dispose()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
      await prepared.cleanUp()
    }
  })
})
