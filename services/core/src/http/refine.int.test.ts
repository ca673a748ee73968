import type { Itinerary } from "@safarnama/events/contract/itinerary"
import type { ItineraryHistory, RevisionComparison } from "@safarnama/events/contract/refine"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appDatabases } from "../../test/appDatabases.ts"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { buyCredits, generate, tripRequest } from "../../test/itineraryKit.ts"
import { localLoginEnv, logInLocally } from "../../test/loginKit.ts"
import { bundledKnowledge } from "../adapters/knowledge/Knowledge.ts"

/**
 * The owner's changes over HTTP on the offline writer (docs/adr/0130-refine-itinerary.md): each change
 * a new revision that the share link shows at once, the history and compare, restore, and every refusal
 * with its status and message: stale revision, a change that breaks the plan, unknown names, someone
 * else's itinerary.
 */
for (const database of appDatabases) describe(`refining an itinerary over HTTP on ${database.name}`, () => {
  let app: TestApp
  let cleanUp: () => Promise<void>
  beforeAll(async () => {
    const prepared = await database.prepare()
    cleanUp = prepared.cleanUp
    app = await startTestApp({ ...localLoginEnv, RECONCILE_INTERVAL: "off", ...prepared.env })
  })
  afterAll(async () => {
    await app.dispose()
    await cleanUp()
  })

  const traveller = async () => {
    const { token } = await logInLocally(app)
    await buyCredits(app, token, { amount: 100, credits: 2 })
    return token
  }
  type Answer = { itinerary: Itinerary; message?: string; problems?: ReadonlyArray<string>; _tag?: string }
  const change = (token: string, id: string, body: unknown) => app.json<Answer>(`/api/itinerary/${id}/changes`, { method: "POST", token, json: body })

  it("removes an activity as revision 2, shows it on the share link at once, refuses the stale second tab, restores revision 1, and lists and compares the history", async () => {
    const token = await traveller()
    const generated = await generate(app, token, tripRequest({ destination: "Goa", duration: 3 }))
    expect(generated.status).toBe(200)
    const plan = generated.body.itinerary
    expect(plan.revision).toBe(1)
    expect(plan.updatedAt).toBeUndefined()
    const day2 = plan.content!.dailyItinerary[1]!
    const ids = plan.content!.dailyItinerary.flatMap((d) => d.activities.map((a) => a.id))
    expect(ids.every((id) => /^a\d+$/.test(id ?? ""))).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    const removedOne = day2.activities[0]!

    const removed = await change(token, plan.id, { basedOn: 1, change: { _tag: "removeActivity", activityId: removedOne.id } })
    expect(removed.status).toBe(200)
    expect(removed.body.itinerary.revision).toBe(2)
    expect(removed.body.itinerary.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(removed.body.itinerary.content!.dailyItinerary[1]!.activities.map((a) => a.id)).not.toContain(removedOne.id)

    // Logged out, by the share link: the current revision.
    const shared = await app.json<Itinerary>(`/api/itinerary/shared/${plan.shareUrl}`)
    expect(shared.body).toMatchObject({ revision: 2, updatedAt: removed.body.itinerary.updatedAt })
    expect(shared.body.content).toEqual(removed.body.itinerary.content)

    // A second tab still on revision 1: refused, nothing lost, nothing changed.
    const stale = await change(token, plan.id, { basedOn: 1, change: { _tag: "addNote", dayNumber: 1, text: "Carry cash" } })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(
      "This itinerary was changed elsewhere (it is now at revision 2; your change was made on revision 1). Nothing was changed: reload it and try again."
    )

    const restored = await change(token, plan.id, { basedOn: 2, change: { _tag: "restoreRevision", revision: 1 } })
    expect(restored.status).toBe(200)
    expect(restored.body.itinerary.revision).toBe(3)
    expect(restored.body.itinerary.content!.dailyItinerary).toEqual(plan.content!.dailyItinerary)

    const history = await app.json<ItineraryHistory>(`/api/itinerary/${plan.id}/revisions`, { token })
    expect(history.status).toBe(200)
    expect(history.body.current).toBe(3)
    expect(history.body.revisions.map((r) => [r.revision, r.kind, r.by])).toEqual([
      [3, "RevisionRestored", "you"],
      [2, "ActivityRemoved", "you"],
      [1, "GenerationCompleted", "Safarnama"]
    ])
    expect(history.body.revisions[1]!.summary).toBe(`Removed '${removedOne.title}' from day 2`)

    const compared = await app.json<RevisionComparison>(`/api/itinerary/${plan.id}/compare?from=1&to=2`, { token })
    expect(compared.status).toBe(200)
    expect(compared.body.days.map((d) => d.changed)).toEqual([false, true, false])
    expect(compared.body.days[1]!.removed).toEqual([{ id: removedOne.id, title: removedOne.title, time: removedOne.time }])
  })

  it("replaces an activity with a knowledge-base sight of its region (new id) and chooses another of the region's stays as its hotel", async () => {
    const token = await traveller()
    const plan = (await generate(app, token, tripRequest({ destination: "Goa", duration: 3 }))).body.itinerary
    const content = plan.content!
    const destination = bundledKnowledge().resolve("Goa", "domestic")!.destination
    // The sight followed by the longest gap: a replacement usually takes longer than the sight it replaces.
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
    const slots = content.dailyItinerary.flatMap((d) =>
      d.activities.flatMap((a, i) => (a.placeId && !/food|transport/.test(a.type) ? [{ day: d, activity: a, gap: minutes(d.activities[i + 1]?.time ?? "23:59") - minutes(a.time) }] : []))
    )
    const { day, activity: replaced } = slots.sort((a, b) => b.gap - a.gap)[0]!
    const used = new Set(content.dailyItinerary.flatMap((d) => d.activities.map((a) => a.placeId)))
    const region = destination.regions.find((r) => r.name === day.region)!
    // Some sights fail a check at that time (closed, too far): those are refused with the reason; one must fit.
    let accepted: Answer | undefined
    for (const sight of region.attractions.filter((a) => !used.has(a.id))) {
      const answer = await change(token, plan.id, { basedOn: 1, change: { _tag: "replaceActivity", activityId: replaced.id, placeId: sight.id } })
      if (answer.status === 422) {
        expect(answer.body.message).toMatch(/^This change was not made because the plan would break: /)
        continue
      }
      expect(answer.status).toBe(200)
      accepted = answer.body
      const now = answer.body.itinerary.content!.dailyItinerary.find((d) => d.dayNumber === day.dayNumber)!
      const entry = now.activities.find((a) => a.placeId === sight.id)!
      expect(entry).toMatchObject({ title: sight.name, time: replaced.time })
      expect(entry.id).not.toBe(replaced.id)
      expect(now.activities.map((a) => a.id)).not.toContain(replaced.id)
      break
    }
    expect(accepted?.itinerary.revision).toBe(2)

    const stop = content.geographicProgression.regionSequence[0]!
    const planned = content.hotelRecommendations.options.filter((h) => h.region === stop.regionName).map((h) => h.name)
    const stay = destination.regions.find((r) => r.name === stop.regionName)!.stays.find((s) => !planned.includes(s.name))!
    const hotel = await change(token, plan.id, { basedOn: 2, change: { _tag: "chooseHotel", region: stop.regionName, hotel: stay.name } })
    expect(hotel.status).toBe(200)
    const options = hotel.body.itinerary.content!.hotelRecommendations.options.filter((h) => h.region === stop.regionName)
    expect(options[0]).toMatchObject({ name: stay.name, pricePerNight: stay.pricePerNightInr, placeId: stay.id })
    const costs = hotel.body.itinerary.content!.costBreakdown
    expect(costs.total).toBe(costs.accommodation + costs.food + costs.activities)
    const unknownHotel = await change(token, plan.id, { basedOn: 3, change: { _tag: "chooseHotel", region: stop.regionName, hotel: "Hotel Nowhere" } })
    expect([unknownHotel.status, unknownHotel.body.message]).toEqual([400, `No hotel called 'Hotel Nowhere' is known in ${stop.regionName}`])
  })

  it("drops the cached PDF on a change: the next download renders the current revision, the old file is withdrawn", async () => {
    const token = await traveller()
    const plan = (await generate(app, token, tripRequest({ destination: "Goa", duration: 3 }))).body.itinerary
    const first = await app.json<{ pdfUrl: string }>(`/api/itinerary/${plan.id}/generate-pdf`, { method: "POST", token })
    expect(first.status).toBe(200)
    expect((await app.request(first.body.pdfUrl)).status).toBe(200)
    const dinner = plan.content!.dailyItinerary[0]!.activities.at(-1)!
    expect((await change(token, plan.id, { basedOn: 1, change: { _tag: "addNote", dayNumber: 1, activityId: dinner.id, text: "Table booked for 8" } })).status).toBe(200)
    const shared = await app.json<Itinerary>(`/api/itinerary/shared/${plan.shareUrl}`)
    expect(shared.body.pdfUrl).toBeUndefined()
    expect(shared.body.content!.dailyItinerary[0]!.activities.at(-1)!.note).toBe("Table booked for 8")
    expect((await app.request(first.body.pdfUrl)).status).toBe(404)
    const second = await app.json<{ pdfUrl: string }>(`/api/itinerary/${plan.id}/generate-pdf`, { method: "POST", token })
    expect(second.status).toBe(200)
    expect(second.body.pdfUrl).not.toBe(first.body.pdfUrl)
    expect((await app.request(second.body.pdfUrl)).status).toBe(200)
  })

  it("two tabs changing the same revision at once: one change is made, the other is answered 409 and changes nothing", async () => {
    const token = await traveller()
    const plan = (await generate(app, token, tripRequest({ destination: "Goa", duration: 3 }))).body.itinerary
    const answers = await Promise.all(
      [1, 2].map((day) => change(token, plan.id, { basedOn: 1, change: { _tag: "addNote", dayNumber: day, text: `Tab ${day}` } }))
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const history = await app.json<ItineraryHistory>(`/api/itinerary/${plan.id}/revisions`, { token })
    expect(history.body.current).toBe(2)
  })

  it("refuses a change that breaks the plan (422 with the reason), and names what the plan does not have (400)", async () => {
    const token = await traveller()
    const plan = (await generate(app, token, tripRequest({ destination: "Goa", duration: 3 }))).body.itinerary
    const [first, second] = plan.content!.dailyItinerary[1]!.activities
    const overlap = await change(token, plan.id, { basedOn: 1, change: { _tag: "moveActivity", activityId: second!.id, toDay: 2, time: first!.time } })
    expect(overlap.status).toBe(422)
    expect(overlap.body.message).toMatch(/^This change was not made because the plan would break: day 2: /)
    expect(overlap.body.problems!.length).toBeGreaterThan(0)

    const cases: ReadonlyArray<[unknown, string | RegExp]> = [
      [{ basedOn: 1, change: { _tag: "removeActivity", activityId: "a999" } }, "Activity a999 is not in this itinerary (it may have been removed)"],
      [{ basedOn: 1, change: { _tag: "addNote", dayNumber: 9, text: "Hi" } }, "Day 9 is not in this itinerary"],
      [{ basedOn: 1, change: { _tag: "moveActivity", activityId: first!.id, toDay: 7, time: "10:00" } }, "Day 7 is not in this itinerary"],
      [{ basedOn: 1, change: { _tag: "restoreRevision", revision: 4 } }, "Revision 4 is not an earlier revision of this itinerary (it is at revision 1)"],
      [{ basedOn: 1, change: { _tag: "chooseHotel", region: "Atlantis", hotel: "Any" } }, "'Atlantis' is not a region of this itinerary's route"],
      [{ basedOn: 1, change: { _tag: "replaceActivity", activityId: first!.id, placeId: "jaipur-amber-fort" } }, /is not a sight or experience of this trip's destination/],
      [{ basedOn: 1, change: { _tag: "addNote", dayNumber: 1, text: "x".repeat(501) } }, /A note must be at most 500 characters/],
      [{ basedOn: 1, change: { _tag: "removeActivity", activityId: "first" } }, /activityId must be an activity id of this itinerary, like 'a7'/],
      [{ basedOn: 1, change: { _tag: "moveActivity", activityId: first!.id, toDay: 1, time: "25:00" } }, /time must be a 24-hour time like '14:30'/]
    ]
    for (const [body, message] of cases) {
      const answer = await change(token, plan.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message ?? "").toMatch(message)
    }
    const badCompare = await app.json<{ message: string }>(`/api/itinerary/${plan.id}/compare?from=1&to=3`, { token })
    expect(badCompare.status).toBe(400)
    expect(badCompare.body.message).toBe("Revision 3 does not exist (this itinerary has revisions 1 to 1)")
    expect((await app.json(`/api/itinerary/${plan.id}/compare?from=one&to=1`, { token })).status).toBe(400)
  })

  it("someone else's itinerary, or an unknown one, is not found for changes, history and compare; without a session it is 401", async () => {
    const owner = await traveller()
    const stranger = await traveller()
    const plan = (await generate(app, owner, tripRequest({ destination: "Goa", duration: 3 }))).body.itinerary
    const activityId = plan.content!.dailyItinerary[0]!.activities[0]!.id
    for (const id of [plan.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const changed = await change(stranger, id, { basedOn: 1, change: { _tag: "removeActivity", activityId } })
      expect([changed.status, changed.body.message]).toEqual([404, "Itinerary not found"])
      expect((await app.json(`/api/itinerary/${id}/revisions`, { token: stranger })).status).toBe(404)
      expect((await app.json(`/api/itinerary/${id}/compare?from=1&to=1`, { token: stranger })).status).toBe(404)
    }
    expect((await change("", plan.id, { basedOn: 1, change: { _tag: "removeActivity", activityId } })).status).toBe(401)
    const untouched = await app.json<Itinerary>(`/api/itinerary/shared/${plan.shareUrl}`)
    expect(untouched.body.revision).toBe(1)
  })
})
