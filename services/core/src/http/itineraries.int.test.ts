import { type CoverageResponse, notCoveredMessage, otherTypeMessage } from "@safarnama/events/contract/coverage"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appDatabases } from "../../test/appDatabases.ts"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import {
  balanceOf,
  buyCredits,
  generate,
  myItineraries,
  parseSse,
  tripRequest
} from "../../test/itineraryKit.ts"
import { localLoginEnv, logInLocally } from "../../test/loginKit.ts"
import { GROUNDED_PLAN_NOTE } from "../adapters/writer/offline/phrases/phrases.ts"

/** Itineraries over HTTP on the offline writer: request, list, share, follow, delete, and every bad input. */
for (const database of appDatabases) describe(`itineraries over HTTP (offline writer) on ${database.name}`, () => {
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

  const traveller = async (credits: 0 | 2 | 5 = 2) => {
    const { token, user } = await logInLocally(app)
    if (credits > 0) await buyCredits(app, token, { amount: credits * 50, credits })
    return { token, userId: user.id }
  }

  it("generates a plan within the wait, charges ceil(duration / 7) credits, lists and shares it", async () => {
    const { token } = await traveller(5)
    const answer = await generate(app, token, tripRequest({ destination: "Jaipur, Rajasthan", duration: 8, interests: ["culture", "food"] }))
    expect(answer.status).toBe(200)
    expect(answer.body.creditsRemaining).toBe(3)
    expect(await balanceOf(app, token)).toBe(3)
    const itinerary = answer.body.itinerary
    expect(itinerary).toMatchObject({ status: "ready", destination: "Jaipur, Rajasthan", duration: 8, origin: "Mumbai" })
    expect(itinerary.shareUrl).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(itinerary.content?.dailyItinerary).toHaveLength(8)
    expect(itinerary.content?.geographicProgression.regionSequence[0]?.regionName).toBe("Jaipur")
    expect(itinerary.content?.travelTips.at(-1)?.tip).toBe(GROUNDED_PLAN_NOTE)
    expect(itinerary.content?.planChecks).toMatchObject({ covered: true, repaired: 0 })
    expect(itinerary.content?.planChecks?.verifiedPlaces).toBeGreaterThan(0)

    const list = await myItineraries(app, token)
    expect(list.map((i) => i.id)).toEqual([itinerary.id])
    expect(list[0]).toMatchObject({ status: "ready", destination: "Jaipur, Rajasthan", destinationType: "domestic", duration: 8, travelDates: itinerary.travelDates })
    expect(list[0]?.content).toBeUndefined()

    const shared = await app.json<typeof itinerary>(`/api/itinerary/shared/${itinerary.shareUrl}`)
    expect(shared.status).toBe(200)
    expect(shared.body.content).toEqual(itinerary.content)
    // Nothing of the owner's profile in the public answer (the plan's own "Getting there" stays).
    expect(shared.body).not.toHaveProperty("origin")
    expect(itinerary.origin).toBe("Mumbai")
    // For the journey map (ADR 0121): the knowledge base's coordinates of the route's regions and places.
    expect(shared.body.coordinates?.regions).toContainEqual({ name: "Jaipur", lat: expect.any(Number), lon: expect.any(Number) })
    const placeIds = new Set(itinerary.content?.dailyItinerary.flatMap((d) => d.activities.flatMap((a) => (a.placeId ? [a.placeId] : []))))
    expect(new Set(shared.body.coordinates?.places.map((p) => p.id))).toEqual(placeIds)
  })

  it("lists the caller's own itineraries only, newest first", async () => {
    const alice = await traveller(5)
    const bob = await traveller(2)
    const first = await generate(app, alice.token, tripRequest({ destination: "Goa" }))
    const second = await generate(app, alice.token, tripRequest({ destination: "Kerala" }))
    await generate(app, bob.token, tripRequest({ destination: "Varanasi" }))
    expect((await myItineraries(app, alice.token)).map((i) => i.id)).toEqual([second.body.itinerary.id, first.body.itinerary.id])
    expect((await myItineraries(app, bob.token)).map((i) => i.destination)).toEqual(["Varanasi"])
  })

  it("streams the progress to the owner by Server-Sent Events (header or ?token=), and to nobody else", async () => {
    const { token } = await traveller()
    const { body } = await generate(app, token, tripRequest({ duration: 3 }))
    const response = await app.request(`/api/itinerary/${body.itinerary.id}/events?token=${encodeURIComponent(token)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/)
    const events = parseSse(await response.text())
    expect(events.at(-1)).toEqual({ event: "completed", data: { id: body.itinerary.id } })
    const progress = events.filter((e) => e.event === "progress")
    expect(progress.map((e) => e.data.done)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(progress[0]?.data).toEqual({ done: 1, total: 7, section: "Journey plan and costs" })

    const withHeader = await app.request(`/api/itinerary/${body.itinerary.id}/events`, { token })
    expect(parseSse(await withHeader.text()).at(-1)?.event).toBe("completed")
    const stranger = await traveller(0)
    expect((await app.request(`/api/itinerary/${body.itinerary.id}/events?token=${stranger.token}`)).status).toBe(404)
    expect((await app.request(`/api/itinerary/${body.itinerary.id}/events`)).status).toBe(401)
    expect((await app.request(`/api/itinerary/${body.itinerary.id}/events?token=forged`)).status).toBe(401)
  })

  it("treats the same tempId as the same generation: a retried or doubled submit reserves once", async () => {
    const { token } = await traveller(2)
    const request = tripRequest({ duration: 7 })
    const first = await generate(app, token, request)
    const again = await generate(app, token, request)
    expect(again.status).toBe(200)
    expect(again.body.itinerary.id).toBe(first.body.itinerary.id)
    expect(again.body.creditsRemaining).toBe(1)

    const doubled = tripRequest({ duration: 7 })
    const answers = await Promise.all(Array.from({ length: 5 }, () => generate(app, token, doubled)))
    expect(new Set(answers.map((a) => a.body.itinerary.id)).size).toBe(1)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(await balanceOf(app, token)).toBe(0)
    expect(await myItineraries(app, token)).toHaveLength(2)
  })

  it("refuses a generation the balance cannot pay for with the spec's message, reserving nothing", async () => {
    const { token } = await traveller(2)
    const answer = await generate(app, token, tripRequest({ duration: 15 }))
    expect(answer.status).toBe(402)
    expect(answer.body).toEqual({ _tag: "PaymentRequired", message: "You need 3 credits. Please purchase more credits." })
    expect(await balanceOf(app, token)).toBe(2)
    expect(await myItineraries(app, token)).toEqual([])
    const broke = await traveller(0)
    expect((await generate(app, broke.token, tripRequest())).body.message).toBe("You need 1 credits. Please purchase more credits.")
  })

  it("plans a trip across several places as one plan, checked, shared with every place's coordinates (ADR 0210)", async () => {
    const { token } = await traveller(2)
    const answer = await generate(app, token, tripRequest({ destination: "Golden Triangle", duration: 6, interests: ["culture", "food"] }))
    expect(answer.status).toBe(200)
    expect(await balanceOf(app, token)).toBe(1)
    const content = answer.body.itinerary.content!
    expect(content.travelTips[0]?.tip).toBe("One trip across Golden Triangle: Delhi 2 days, Agra 2, Jaipur 2.")
    expect(content.dailyItinerary.map((d) => d.region)).toEqual(expect.arrayContaining(["Agra", "Jaipur"]))
    expect(content.planChecks).toMatchObject({ covered: true })
    const shared = await app.json<typeof answer.body.itinerary>(`/api/itinerary/shared/${answer.body.itinerary.shareUrl}`)
    expect(shared.body.coordinates?.regions.map((r) => r.name)).toEqual(expect.arrayContaining(["Agra", "Jaipur"]))
    const across = await app.json<CoverageResponse>(`/api/itinerary/coverage?destination=${encodeURIComponent("Kerala and Goa")}&destinationType=domestic`)
    expect(across.body).toMatchObject({ covered: true, across: { kind: "list", guides: [{ id: "kerala" }, { id: "goa" }] } })
  })

  it("sells no trip it cannot plan from verified places: 400 with the reason, nothing reserved, nothing saved (ADR 0200)", async () => {
    const { token } = await traveller(2)
    for (const [destination, destinationType, message] of [
      ["Almora", "domestic", notCoveredMessage("Almora")],
      ["Ulaanbaatar", "international", notCoveredMessage("Ulaanbaatar")],
      ["Goa", "international", otherTypeMessage("Goa", "domestic")],
      ["Delhi, Agra and Almora", "domestic", notCoveredMessage("Delhi, Agra and Almora")]
    ] as const) {
      const interests = destinationType === "domestic" ? ["culture"] : ["landmarks"]
      const visaStatus = destinationType === "domestic" ? "not-required" : "no"
      const answer = await generate(app, token, tripRequest({ destination, destinationType, interests, visaStatus }))
      expect(answer.status, destination).toBe(400)
      expect(answer.body).toEqual({ _tag: "BadRequest", message })
    }
    expect(await balanceOf(app, token)).toBe(2)
    expect(await myItineraries(app, token)).toEqual([])
  })

  it("says what it can plan for a destination before the traveller pays", async () => {
    const coverage = (destination: string, destinationType: string) =>
      app.json<CoverageResponse>(`/api/itinerary/coverage?destination=${encodeURIComponent(destination)}&destinationType=${destinationType}`)
    const jaipur = await coverage("Jaipur, Rajasthan, India", "domestic")
    expect(jaipur.status).toBe(200)
    expect(jaipur.body).toMatchObject({ covered: true, guide: { id: "rajasthan", name: "Rajasthan", focusRegion: "Jaipur" } })
    expect(jaipur.body.guide!.regions.find((r) => r.name === "Jaipur")!.places).toBeGreaterThan(25)
    expect((await coverage("Goa", "international")).body).toMatchObject({ covered: false, otherType: { id: "goa", destinationType: "domestic" }, nearest: [] })
    const almora = await coverage("Almora, Uttarakhand, India", "domestic")
    expect(almora.body).toMatchObject({ covered: false, destination: "Almora, Uttarakhand, India" })
    expect(almora.body.nearest.map((n) => n.id)).toEqual(expect.arrayContaining(["rishikesh", "nainital"]))
    expect((await coverage("  ", "domestic")).body).toMatchObject({ _tag: "BadRequest", message: "Please select a destination" })
    expect((await coverage("Goa", "space")).status).toBe(400)
  })

  describe("validates every rule of spec section 5 on the server", () => {
    const year = new Date().getUTCFullYear()
    const cases: ReadonlyArray<[string, Record<string, unknown>, string | RegExp]> = [
      ["a missing destination", { destination: undefined }, "Please select a destination"],
      ["a blank destination", { destination: "   " }, "Please select a destination"],
      ["a destination that is not text", { destination: 42 }, /destination/],
      ["no interests", { interests: [] }, "Please select at least one interest"],
      ["missing interests", { interests: undefined }, "Please select at least one interest"],
      ["an interest of the other trip type", { interests: ["nightlife"] }, "'nightlife' is not an interest for domestic trips (choose from: temples, culture, nature, food, adventure, shopping, beaches, ayurveda)"],
      ["an unknown interest", { interests: ["skiing"] }, /Each interest must be one of/],
      ["a duration of 0", { duration: 0 }, "Duration must be a whole number of days from 1 to 30"],
      ["a duration of 31", { duration: 31 }, "Duration must be a whole number of days from 1 to 30"],
      ["a fractional duration", { duration: 2.5 }, "Duration must be a whole number of days from 1 to 30"],
      ["a duration as text", { duration: "3" }, "Duration must be a whole number of days from 1 to 30"],
      ["a missing duration", { duration: undefined }, "Duration must be a whole number of days from 1 to 30"],
      ["an unknown trip type", { destinationType: "space" }, "destinationType must be one of: domestic, international"],
      ["an unknown budget", { budget: "cheap" }, "budget must be one of: budget, mid-range, luxury"],
      ["an unknown travel style", { travelStyle: "wild" }, "travelStyle must be one of: relaxed, moderate, intense"],
      ["an unknown accommodation", { accommodation: "tent" }, "accommodation must be one of: budget, mid-range, luxury"],
      ["an unknown transport", { transportation: "teleport" }, "transportation must be one of: public, private, mixed"],
      ["an unknown diet", { dietaryRestrictions: "keto" }, "dietaryRestrictions must be one of: none, vegetarian, vegan, halal, gluten-free"],
      ["an unknown group", { travellingWith: "pets" }, /^travellingWith must be one of: solo - 1 adult/],
      ["an unknown visa status", { visaStatus: "maybe" }, "visaStatus must be one of: not-required, no"],
      ["an unknown plan language", { language: "fr" }, "language must be 'en' (English) or 'hi' (Hindi)"],
      ["a plan language that is not text", { language: 1 }, "language must be 'en' (English) or 'hi' (Hindi)"],
      ["travel dates that are not '{Month} {Year}'", { travelDates: `${year + 1}-03` }, "Travel dates must be a month and a year, like 'March 2026'"],
      ["a misspelt month", { travelDates: `Marhc ${year + 1}` }, "Travel dates must be a month and a year, like 'March 2026'"],
      ["a past year", { travelDates: `December ${year - 1}` }, `Travel dates must be in ${year}, ${year + 1} or ${year + 2}`],
      ["a year too far ahead", { travelDates: `January ${year + 3}` }, `Travel dates must be in ${year}, ${year + 1} or ${year + 2}`],
      ["a missing tempId", { tempId: undefined }, "tempId is required"],
      ["a tempId with spaces", { tempId: "a b" }, "tempId must be 1 to 100 letters, digits or . _ : -"],
      ["an unknown field", { budgetInr: 5000 }, "budgetInr is not a known field"]
    ]
    let token: string
    beforeAll(async () => {
      token = (await traveller(5)).token
    })

    it.each(cases)("answers 400 to %s", async (_, change, message) => {
      const answer = await generate(app, token, tripRequest(change as never))
      expect(answer.status).toBe(400)
      if (typeof message === "string") expect(answer.body.message).toBe(message)
      else expect(answer.body.message).toMatch(message)
    })

    it("reserves nothing for a refused request, and refuses a body that is not JSON", async () => {
      const raw = await app.request("/api/itinerary/generate", { method: "POST", token, body: "{not json", headers: { "content-type": "application/json" } })
      expect(raw.status).toBe(400)
      expect(await balanceOf(app, token)).toBe(5)
    })

    it("writes the plan in the language asked for, English when none is named, and says so in the list and the shared view", async () => {
      const english = await generate(app, token, tripRequest({ duration: 1 }))
      expect(english.body.itinerary.language).toBe("en")
      expect(english.body.itinerary.content?.languageNotice).toBeUndefined()
      const hindi = await generate(app, token, tripRequest({ duration: 1, language: "hi" }))
      expect(hindi.status).toBe(200)
      expect(hindi.body.itinerary.language).toBe("hi")
      // The offline writer writes its own words in Hindi and says its guide text stays English.
      expect(hindi.body.itinerary.content?.languageNotice).toMatch(/अंग्रेज़ी/)
      expect(hindi.body.itinerary.content?.dailyItinerary[0]?.theme).toMatch(/[\u0900-\u097F]/)
      const listed = await myItineraries(app, token)
      expect(listed.find((i) => i.id === hindi.body.itinerary.id)?.language).toBe("hi")
      expect(listed.find((i) => i.id === english.body.itinerary.id)?.language).toBe("en")
      const shared = await app.json<{ language?: string }>(`/api/itinerary/shared/${hindi.body.itinerary.shareUrl}`)
      expect(shared.body.language).toBe("hi")
    })

    it("accepts an international trip with international interests", async () => {
      const answer = await generate(app, token, tripRequest({ destination: "Bali", destinationType: "international", interests: ["beaches"], budget: "luxury", duration: 1 }))
      expect(answer.status).toBe(200)
      expect(answer.body.itinerary.content?.visaInformation).toBeDefined()
    })
  })

  it("needs a session for the traveller's own routes", async () => {
    expect((await app.json("/api/itinerary/generate", { method: "POST", json: tripRequest() })).status).toBe(401)
    expect((await app.json("/api/itinerary/my-itineraries")).status).toBe(401)
    expect((await app.json("/api/itinerary/6f1c2a4e-8d1b-5c3a-9e2f-0a1b2c3d4e5f", { method: "DELETE" })).status).toBe(401)
  })

  it("deletes only the owner's itinerary: the share link stops working and no credits come back", async () => {
    const owner = await traveller(2)
    const other = await traveller(0)
    const { body } = await generate(app, owner.token, tripRequest())
    const id = body.itinerary.id
    expect(await balanceOf(app, owner.token)).toBe(1)

    const stolen = await app.json(`/api/itinerary/${id}`, { method: "DELETE", token: other.token })
    expect(stolen).toMatchObject({ status: 404, body: { _tag: "NotFound", message: "Itinerary not found" } })
    expect((await app.json(`/api/itinerary/shared/${body.itinerary.shareUrl}`)).status).toBe(200)

    const deleted = await app.json(`/api/itinerary/${id}`, { method: "DELETE", token: owner.token })
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } })
    expect(await myItineraries(app, owner.token)).toEqual([])
    expect(await app.json(`/api/itinerary/shared/${body.itinerary.shareUrl}`)).toMatchObject({ status: 404, body: { message: "Itinerary not found" } })
    expect((await app.request(`/api/itinerary/${id}/events`, { token: owner.token })).status).toBe(404)
    expect(await balanceOf(app, owner.token)).toBe(1)
    expect((await app.json(`/api/itinerary/${id}`, { method: "DELETE", token: owner.token })).status).toBe(404)
    expect((await app.json(`/api/itinerary/not-an-id`, { method: "DELETE", token: owner.token })).status).toBe(404)
  })

  it("answers 404 'Itinerary not found' for an unknown share link", async () => {
    for (const token of ["AAAAAAAAAAAAAAAAAAAAAA", "short", "has spaces in it"]) {
      expect(await app.json(`/api/itinerary/shared/${encodeURIComponent(token)}`)).toMatchObject({
        status: 404,
        body: { _tag: "NotFound", message: "Itinerary not found" }
      })
    }
  })

  it("reports the writer at start-up (not in the public /api/health)", async () => {
    expect((await app.json("/api/health")).body).toEqual({ status: "ok" })
    expect(app.adapters.itineraryWriter).toMatch(/^offline \(knowledge base: \d+ destinations\)$/)
  })
})
