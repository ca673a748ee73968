import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Itinerary } from "@safarnama/events/contract/itinerary"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appDatabases } from "../../../test/appDatabases.ts"
import { type FakeBehaviour, type FakeCall, type FakeOpenAI, openAIWriterEnv, startFakeOpenAI } from "../../../test/fakeOpenAI.ts"
import { startTestApp, type TestApp } from "../../../test/httpHarness.ts"
import { balanceOf, buyCredits, eventually, generate, myItineraries, parseSse, tripRequest } from "../../../test/itineraryKit.ts"
import { logInLocally } from "../../../test/loginKit.ts"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { offlineItinerary } from "../../adapters/writer/offline/OfflineWriter.ts"
import { INTERRUPTED } from "./finishGeneration.ts"
import { NO_AI_DAYS } from "./writeItinerary.ts"

// Draft first (docs/adr/0180-draft-first-generation.md): for a covered destination the knowledge base's
// checked plan is saved at once, the AI's days replace it as they pass their checks, and credits are
// captured only when the plan is finished.

const AI = "Written by the AI: "

/** The offline writer's days with an AI mark on each theme, so a replaced day can be told from the draft's. */
const aiDays = (call: FakeCall, delayMs = 0) => {
  const chunk = JSON.parse(call.defaultContent()) as { days: Array<{ theme: string }> }
  return { kind: "content" as const, delayMs, content: JSON.stringify({ days: chunk.days.map((d) => ({ ...d, theme: `${AI}${d.theme}` })) }) }
}

/** The trip's destination says how the fake AI behaves (tests may overlap in time). */
const byDestination: FakeBehaviour = (call) => {
  const days = call.task?.dayNumbers ?? []
  if (call.task?.kind !== "days") return { kind: "content" }
  switch (call.task.trip.destination) {
    // Day 1 at once, days 2 and 3 later: the draft is there to read meanwhile.
    case "Jaipur":
      return aiDays(call, days[0] === 1 ? 0 : 2500)
    // Day 2 never passes the schema: it keeps the draft's.
    case "Udaipur":
      return days[0] === 2 ? { kind: "content", content: "{}" } : aiDays(call)
    // Day 3 takes the draft's day-4 places (same region: its own checks pass), and day 4 never passes:
    // the whole plan then visits them twice, a problem of (draft) day 4 that only day 3's draft clears.
    case "Delhi": {
      if (days[0] === 4) return { kind: "content", content: "{}" }
      if (days[0] !== 3) return aiDays(call)
      const fourthDay = offlineItinerary(call.task.trip, bundledKnowledge()).dailyItinerary[3]!
      return { kind: "content", content: JSON.stringify({ days: [{ ...fourthDay, dayNumber: 3, theme: `${AI}${fourthDay.theme}` }] }) }
    }
    // The AI is down for every day.
    case "Jodhpur":
      return { kind: "error", status: 500 }
    // The days never come while the first process lives.
    case "Jaisalmer":
      return { kind: "hang" }
    default:
      return aiDays(call)
  }
}

const writerEnv = openAIWriterEnv

const themes = (itinerary: Itinerary) => itinerary.content?.dailyItinerary.map((d) => d.theme.startsWith(AI)) ?? []

for (const database of appDatabases) {
  describe(`draft-first generation (loopback fake AI) on ${database.name}`, () => {
    let fake: FakeOpenAI
    let app: TestApp
    let cleanUp: () => Promise<void>
    beforeAll(async () => {
      fake = await startFakeOpenAI({ behaviour: byDestination })
      const prepared = await database.prepare()
      cleanUp = prepared.cleanUp
      app = await startTestApp({ ...writerEnv(fake), GENERATION_REQUEST_WAIT: "10 seconds", GENERATION_TIMEOUT: "30 seconds", ...prepared.env })
    })
    afterAll(async () => {
      await app.dispose()
      await fake.close()
      await cleanUp()
    })

    const traveller = async () => {
      const { token } = await logInLocally(app)
      await buyCredits(app, token, { amount: 100, credits: 2 })
      return token
    }
    const shared = async (shareUrl: string) => (await app.json<Itinerary>(`/api/itinerary/shared/${shareUrl}`)).body

    it("answers with the draft at once, shows it, replaces it day by day, and charges only the finished plan", async () => {
      const token = await traveller()
      const answer = await generate(app, token, tripRequest({ destination: "Jaipur", duration: 3 }))
      // The draft, not the whole plan, is what the request waited for.
      expect(answer.status).toBe(202)
      expect(answer.body.itinerary).toMatchObject({ status: "generating", hasDraft: true })
      expect(answer.body.creditsRemaining).toBe(1)
      const draft = await shared(answer.body.itinerary.shareUrl)
      expect(draft.status).toBe("generating")
      expect(draft.content?.dailyItinerary).toHaveLength(3)
      expect(draft.content?.planChecks).toBeUndefined()
      expect((await myItineraries(app, token))[0]).toMatchObject({ status: "generating", hasDraft: true })

      const live = await app.request(`/api/itinerary/${answer.body.itinerary.id}/events?token=${encodeURIComponent(token)}`)
      const events = parseSse(await live.text())
      const drafts = events.filter((e) => e.event === "draft").map((e) => (e.data as { draftDays: ReadonlyArray<number> }).draftDays)
      // All three days drafts first, then fewer, never more, then none.
      expect(drafts[0]).toEqual([1, 2, 3])
      expect(drafts.at(-1)).toEqual([])
      for (let i = 1; i < drafts.length; i++) expect(drafts[i]!.length).toBeLessThanOrEqual(drafts[i - 1]!.length)
      expect(events.at(-1)).toEqual({ event: "completed", data: { id: answer.body.itinerary.id } })

      const done = await eventually(async () => {
        const plan = await shared(answer.body.itinerary.shareUrl)
        return plan.status === "ready" ? plan : undefined
      })
      expect(themes(done)).toEqual([true, true, true])
      expect(done.content?.draftDays).toBeUndefined()
      expect(done.content?.planChecks).toBeDefined()
      expect(await balanceOf(app, token)).toBe(1)
    })

    it("keeps the draft's day where the AI's fails its checks, and the finished plan says which", async () => {
      const token = await traveller()
      const answer = await generate(app, token, tripRequest({ destination: "Udaipur", duration: 3 }))
      expect([200, 202]).toContain(answer.status)
      const done = await eventually(async () => {
        const plan = await shared(answer.body.itinerary.shareUrl)
        return plan.status === "ready" ? plan : undefined
      })
      expect(themes(done)).toEqual([true, false, true])
      expect(done.content?.draftDays).toEqual([2])
      expect(await balanceOf(app, token)).toBe(1)
    })

    it("puts back to the draft the day that took another day's places, keeping the AI's other days", async () => {
      const token = await traveller()
      const answer = await generate(app, token, tripRequest({ destination: "Delhi", duration: 4 }))
      expect([200, 202]).toContain(answer.status)
      const done = await eventually(async () => {
        const plan = await shared(answer.body.itinerary.shareUrl)
        return plan.status === "ready" ? plan : undefined
      })
      expect(themes(done)).toEqual([true, true, false, false])
      expect(done.content?.draftDays).toEqual([3, 4])
      const ids = done.content!.dailyItinerary.flatMap((d) => d.activities.map((a) => a.id))
      expect(new Set(ids).size).toBe(ids.length)
      expect(await balanceOf(app, token)).toBe(1)
    })

    it("fails a plan of drafts only, releasing the credits, and never shows the draft as the plan", async () => {
      const token = await traveller()
      const answer = await generate(app, token, tripRequest({ destination: "Jodhpur", duration: 2 }))
      const failed = await eventually(async () => {
        const plan = await shared(answer.body.itinerary?.shareUrl ?? (await myItineraries(app, token))[0]!.shareUrl)
        return plan.status === "failed" ? plan : undefined
      })
      expect(failed.failureReason).toBe(NO_AI_DAYS)
      expect(failed.content).toBeUndefined()
      expect(await balanceOf(app, token)).toBe(2)
    })
  })

  describe(`a worker killed after the draft was saved, on ${database.name}`, () => {
    let fake: FakeOpenAI
    beforeAll(async () => {
      fake = await startFakeOpenAI({ behaviour: byDestination })
    })
    afterAll(() => fake.close())

    const killedAfterDraft = async (extraEnv: Record<string, string>) => {
      const prepared = await database.prepare()
      const dataDir = mkdtempSync(join(tmpdir(), "safarnama-draft-"))
      const env = { ...writerEnv(fake), DATA_DIR: dataDir, GENERATION_REQUEST_WAIT: "5 seconds", GENERATION_LEASE: "2 seconds", ...extraEnv, ...prepared.env }
      const first = await startTestApp(env)
      const { token } = await logInLocally(first)
      await buyCredits(first, token, { amount: 100, credits: 2 })
      const answer = await generate(first, token, tripRequest({ destination: "Jaisalmer", duration: 3 }))
      expect(answer.body.itinerary).toMatchObject({ status: "generating", hasDraft: true })
      await first.dispose()
      return { env, token, answer, cleanUp: async () => { rmSync(dataDir, { recursive: true, force: true }); await prepared.cleanUp() } }
    }

    it("resumes the generation: the finished plan replaces the draft and is charged once", async () => {
      const { env, token, answer, cleanUp } = await killedAfterDraft({})
      fake.setBehaviour((call) => (call.task?.kind === "days" ? aiDays(call) : { kind: "content" }))
      const second = await startTestApp(env)
      try {
        const done = await eventually(async () => (await myItineraries(second, token)).find((i) => i.status !== "generating"), 30_000)
        expect(done).toMatchObject({ id: answer.body.itinerary.id, status: "ready" })
        const plan = (await second.json<Itinerary>(`/api/itinerary/shared/${done.shareUrl}`)).body
        expect(themes(plan)).toEqual([true, true, true])
        expect(await balanceOf(second, token)).toBe(1)
      } finally {
        fake.setBehaviour(byDestination)
        await second.dispose()
        await cleanUp()
      }
    })

    it("or fails it with the credits released: the draft is never left as a finished plan", async () => {
      const { env, token, cleanUp } = await killedAfterDraft({ GENERATION_MAX_ATTEMPTS: "1" })
      const second = await startTestApp(env)
      try {
        const failed = await eventually(async () => (await myItineraries(second, token)).find((i) => i.status === "failed"), 30_000)
        expect(failed.failureReason).toBe(INTERRUPTED)
        expect(failed.hasDraft).toBeUndefined()
        const plan = (await second.json<Itinerary>(`/api/itinerary/shared/${failed.shareUrl}`)).body
        expect(plan).toMatchObject({ status: "failed" })
        expect(plan.content).toBeUndefined()
        expect(await balanceOf(second, token)).toBe(2)
      } finally {
        await second.dispose()
        await cleanUp()
      }
    })
  })
}
