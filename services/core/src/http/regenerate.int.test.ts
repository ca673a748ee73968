import type { Itinerary, ItineraryDay } from "@safarnama/events/contract/itinerary"
import type { ItineraryHistory, RegenerateResponse, RegenerationOverview, RegenerationStatus, RevisionComparison } from "@safarnama/events/contract/refine"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appDatabases } from "../../test/appDatabases.ts"
import { answerNormally, type FakeOpenAI, openAIWriterEnv, startFakeOpenAI } from "../../test/fakeOpenAI.ts"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { balanceOf, buyCredits, eventually, generate, myItineraries, tripRequest } from "../../test/itineraryKit.ts"
import { logInLocally } from "../../test/loginKit.ts"

/**
 * AI regeneration of a day or an activity over HTTP, on the OpenAI writer against the loopback fake
 * (docs/adr/0130-refine-itinerary.md, "AI regeneration"): 202 at once, progress polled to a new revision
 * that keeps the other days and never repeats their places, 5 included then 1 credit reserved, captured
 * on success and released when the writer fails, and every refusal with its status and message.
 */
for (const database of appDatabases) describe(`regenerating a day or an activity over HTTP on ${database.name}`, () => {
  let fake: FakeOpenAI
  let app: TestApp
  let cleanUp: () => Promise<void>
  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const prepared = await database.prepare()
    cleanUp = prepared.cleanUp
    app = await startTestApp({ ...openAIWriterEnv(fake), ...prepared.env })
  }, 120_000)
  afterAll(async () => {
    await app.dispose()
    await fake.close()
    await cleanUp()
  })

  type Answer = RegenerateResponse & { message?: string; _tag?: string }
  const regenerate = (token: string, id: string, body: unknown) => app.json<Answer>(`/api/itinerary/${id}/regenerations`, { method: "POST", token, json: body })
  const statusOf = (token: string, id: string, regenerationId: string) => app.json<RegenerationStatus>(`/api/itinerary/${id}/regenerations/${regenerationId}`, { token })
  const finished = (token: string, id: string, regenerationId: string) =>
    eventually(async () => {
      const answer = await statusOf(token, id, regenerationId)
      expect(answer.status).toBe(200)
      return answer.body.status === "running" ? undefined : answer.body
    }, 30_000, 50)
  /** The plan as the share link shows it (the list leaves the content out). */
  const current = async (token: string, id: string): Promise<Itinerary> => {
    const listed = (await myItineraries(app, token)).find((i) => i.id === id)!
    return listed.status === "ready" ? (await app.json<Itinerary>(`/api/itinerary/shared/${listed.shareUrl}`)).body : listed
  }
  /**
   * The plan once the share link shows this revision. A regeneration's status comes from the
   * itinerary's stream, the share link from the read model, which may still be applying it (seen on a
   * slow machine: the old day 2 read back right after "completed").
   */
  const currentAt = (token: string, id: string, revision: number) =>
    eventually(async () => {
      const it = await current(token, id)
      return it.revision === revision ? it : undefined
    })
  const places = (days: ReadonlyArray<ItineraryDay>) => days.flatMap((d) => d.activities.filter((a) => a.placeId && a.type !== "food").map((a) => a.placeId!))

  const readyPlan = async () => {
    const { token } = await logInLocally(app)
    await buyCredits(app, token, { amount: 100, credits: 2 })
    const generated = await generate(app, token, tripRequest({ destination: "Goa", duration: 3 }))
    expect([200, 202]).toContain(generated.status)
    const id = generated.body.itinerary.id
    const plan = await eventually(async () => {
      const it = await current(token, id)
      return it?.status === "ready" ? it : undefined
    })
    return { token, plan }
  }

  it("writes day 2 again as revision 2 (202, progress, the other days kept, none of their places repeated), shows it in the history and compare, and counts it as included", async () => {
    const { token, plan } = await readyPlan()
    const before = plan.content!.dailyItinerary
    const highest = Math.max(...before.flatMap((d) => d.activities.map((a) => Number(a.id!.slice(1)))))
    const asked = await regenerate(token, plan.id, { basedOn: 1, target: { _tag: "day", dayNumber: 2, instruction: "  more beaches, fewer temples " } })
    expect(asked.status).toBe(202)
    expect(asked.body.regeneration).toMatchObject({ status: "running", basedOn: 1, cost: 0, target: { _tag: "day", dayNumber: 2, instruction: "more beaches, fewer temples" } })
    expect(asked.body.allowance).toEqual({ included: 5, used: 1, nextCost: 0 })

    const done = await finished(token, plan.id, asked.body.regeneration.id)
    expect(done).toMatchObject({ status: "completed", revision: 2, cost: 0 })
    const after = (await currentAt(token, plan.id, 2)).content!.dailyItinerary
    expect(after[0]).toEqual(before[0])
    expect(after[2]).toEqual(before[2])
    expect(after[1]).not.toEqual(before[1])
    const others = new Set(places([after[0]!, after[2]!]))
    expect(places([after[1]!]).filter((p) => others.has(p))).toEqual([])
    expect(after[1]!.activities.every((a) => Number(a.id!.slice(1)) > highest)).toBe(true)

    const history = await app.json<ItineraryHistory>(`/api/itinerary/${plan.id}/revisions`, { token })
    expect(history.body.revisions[0]).toMatchObject({ revision: 2, kind: "DayRegenerated", summary: "Regenerated day 2 (more beaches, fewer temples)", by: "you" })
    const compared = await app.json<RevisionComparison>(`/api/itinerary/${plan.id}/compare?from=1&to=2`, { token })
    expect(compared.body.days.map((d) => d.changed)).toEqual([false, true, false])

    const overview = await app.json<RegenerationOverview>(`/api/itinerary/${plan.id}/regenerations`, { token })
    expect(overview.body).toEqual({ allowance: { included: 5, used: 1, nextCost: 0 } })
  }, 60_000)

  it("replaces one activity in its time slot; the 6th regeneration costs 1 credit, released when the writer fails and captured when it succeeds; then 402 when the balance is short", async () => {
    const { token, plan } = await readyPlan()
    expect(await balanceOf(app, token)).toBe(1)
    let revision = 1
    // The sight followed by the longest gap: a suggestion must fit in its slot.
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
    const slots = plan.content!.dailyItinerary.flatMap((d) =>
      d.activities.flatMap((a, i) => (a.placeId && !/food|transport/.test(a.type) ? [{ day: d, activity: a, gap: minutes(d.activities[i + 1]?.time ?? "23:59") - minutes(a.time) }] : []))
    )
    const { day: slotDay, activity: sight } = slots.sort((a, b) => b.gap - a.gap)[0]!
    const replaced = await regenerate(token, plan.id, { basedOn: revision, target: { _tag: "activity", activityId: sight.id } })
    expect(replaced.status).toBe(202)
    const done = await finished(token, plan.id, replaced.body.regeneration.id)
    expect(done, done.reason).toMatchObject({ status: "completed", revision: 2 })
    revision = 2
    const day1 = (await currentAt(token, plan.id, 2)).content!.dailyItinerary[slotDay.dayNumber - 1]!
    expect(day1.activities.map((a) => a.id)).not.toContain(sight.id)
    const replacement = day1.activities.find((a) => a.time === sight.time && a.id !== sight.id)!
    expect(replacement.placeId).not.toBe(sight.placeId)
    expect(places((await current(token, plan.id)).content!.dailyItinerary).filter((p) => p === replacement.placeId)).toHaveLength(1)

    // Four more included ones (days 1 to 3, then day 1 again): none costs anything.
    for (const dayNumber of [1, 2, 3, 1]) {
      const asked = await regenerate(token, plan.id, { basedOn: revision, target: { _tag: "day", dayNumber } })
      expect([asked.status, asked.body.regeneration.cost]).toEqual([202, 0])
      const done = await finished(token, plan.id, asked.body.regeneration.id)
      expect(done.status, done.reason).toBe("completed")
      revision = done.revision!
    }
    expect(await balanceOf(app, token)).toBe(1)
    expect((await app.json<RegenerationOverview>(`/api/itinerary/${plan.id}/regenerations`, { token })).body.allowance).toEqual({ included: 5, used: 5, nextCost: 1 })

    // The 6th: 1 credit held while it runs, given back when the writer fails.
    fake.setBehaviour((call) => (call.task?.regenerate ? { kind: "error", status: 500 } : { kind: "content" }))
    const failing = await regenerate(token, plan.id, { basedOn: revision, target: { _tag: "day", dayNumber: 2, instruction: "more food" } })
    expect([failing.status, failing.body.regeneration.cost, failing.body.allowance.used]).toEqual([202, 1, 6])
    const failed = await finished(token, plan.id, failing.body.regeneration.id)
    expect(failed.status).toBe("failed")
    expect(failed.reason).toBe("The AI service refused the request (status 500).")
    expect(await balanceOf(app, token)).toBe(1)
    expect((await current(token, plan.id)).revision).toBe(revision)

    fake.setBehaviour(answerNormally)
    const paid = await regenerate(token, plan.id, { basedOn: revision, target: { _tag: "day", dayNumber: 2 } })
    expect([paid.status, paid.body.regeneration.cost]).toEqual([202, 1])
    expect(await finished(token, plan.id, paid.body.regeneration.id)).toMatchObject({ status: "completed", revision: revision + 1 })
    expect(await eventually(async () => ((await balanceOf(app, token)) === 0 ? 0 : undefined), 5_000)).toBe(0)

    const short = await regenerate(token, plan.id, { basedOn: revision + 1, target: { _tag: "day", dayNumber: 1 } })
    expect([short.status, short.body.message]).toEqual([402, "You need 1 credits. Please purchase more credits."])
  }, 120_000)

  it("refuses someone else's itinerary (404), a stale revision or a second one while one runs (409), an unknown day or activity and an instruction over 200 characters (400)", async () => {
    const { token, plan } = await readyPlan()
    const { token: stranger } = await logInLocally(app)
    const day = { _tag: "day", dayNumber: 1 }
    const notFound = await regenerate(stranger, plan.id, { basedOn: 1, target: day })
    expect([notFound.status, notFound.body.message]).toEqual([404, "Itinerary not found"])
    expect((await app.json(`/api/itinerary/${plan.id}/regenerations`, { token: stranger })).status).toBe(404)
    expect((await regenerate(token, "00000000-0000-4000-8000-00000000dead", { basedOn: 1, target: day })).status).toBe(404)
    expect((await statusOf(token, plan.id, "nope")).status).toBe(404)

    const stale = await regenerate(token, plan.id, { basedOn: 2, target: day })
    expect([stale.status, stale.body.message]).toEqual([
      409,
      "This itinerary was changed elsewhere (it is now at revision 1; your change was made on revision 2). Nothing was changed: reload it and try again."
    ])
    const unknownDay = await regenerate(token, plan.id, { basedOn: 1, target: { _tag: "day", dayNumber: 9 } })
    expect([unknownDay.status, unknownDay.body.message]).toEqual([400, "Day 9 is not in this itinerary"])
    const unknownActivity = await regenerate(token, plan.id, { basedOn: 1, target: { _tag: "activity", activityId: "a999" } })
    expect([unknownActivity.status, unknownActivity.body.message]).toEqual([400, "Activity a999 is not in this itinerary (it may have been removed)"])
    const long = await regenerate(token, plan.id, { basedOn: 1, target: { _tag: "day", dayNumber: 1, instruction: "x".repeat(201) } })
    expect(long.status).toBe(400)
    expect(long.body.message).toContain("An instruction must be at most 200 characters")

    // A slow writer keeps the first one running: a second request is 409 until it ends.
    fake.setBehaviour((call) => (call.task?.regenerate ? { kind: "content", delayMs: 1500 } : { kind: "content" }))
    const first = await regenerate(token, plan.id, { basedOn: 1, target: day })
    expect(first.status).toBe(202)
    const running = await app.json<RegenerationOverview>(`/api/itinerary/${plan.id}/regenerations`, { token })
    expect(running.body.running?.id).toBe(first.body.regeneration.id)
    // Progress: the two halves of the day, the whole-trip checks, the save.
    const progress = await eventually(async () => (await statusOf(token, plan.id, first.body.regeneration.id)).body.progress, 5_000, 20)
    expect(progress).toEqual({ done: 0, total: 4, section: "Writing the morning of day 1" })
    const second = await regenerate(token, plan.id, { basedOn: 1, target: { _tag: "day", dayNumber: 2 } })
    expect([second.status, second.body.message]).toEqual([409, "A regeneration of this itinerary is already running: wait for it to finish, then try again."])
    fake.setBehaviour(answerNormally)
    expect((await finished(token, plan.id, first.body.regeneration.id)).status).toBe("completed")
  }, 60_000)
})
