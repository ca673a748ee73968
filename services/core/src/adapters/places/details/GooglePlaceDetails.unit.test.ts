import { Effect, Either, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FakeGooglePlaces, startFakeGooglePlaces } from "../../../../test/fakeGooglePlaces.ts"
import { makeGooglePlaceDetails } from "./GooglePlaceDetails.ts"

/** The Places API (New) adapter against a loopback fake that speaks its protocol (docs/adr/0161-google-place-details.md). */
describe("Google place details (Places API (New), loopback fake)", () => {
  const KEY = "test-details-key-never-in-a-url"
  let google: FakeGooglePlaces
  beforeAll(async () => {
    google = await startFakeGooglePlaces(KEY)
  })
  afterAll(() => google.close())
  const adapter = (key = KEY, timeoutMs = 2000) => makeGooglePlaceDetails({ apiKey: Redacted.make(key), baseUrl: google.baseUrl, timeoutMs })
  const taj = {
    id: "ChIJbf8C1yFxdDkR3n12P4DkKt0",
    name: "Taj Mahal",
    rating: 4.6,
    userRatingCount: 290_112,
    formattedAddress: "Dharmapuri, Forest Colony, Tajganj, Agra, Uttar Pradesh 282001, India",
    weekdayDescriptions: ["Monday: 6:00 AM – 6:30 PM", "Friday: Closed"]
  }

  it("finds a place by text near a point, with only the fields it shows, the key in a header", async () => {
    google.places = [taj]
    google.answer = { kind: "status", status: "OK" }
    const facts = await Effect.runPromise(adapter().find({ text: "Taj Mahal, Dharmapuri, Agra", near: { lat: 27.1751, lon: 78.0421 } }))
    expect(facts).toEqual({
      googlePlaceId: taj.id,
      rating: 4.6,
      userRatingCount: 290_112,
      formattedAddress: taj.formattedAddress,
      weekdayHours: taj.weekdayDescriptions
    })
    const call = google.detailCalls.at(-1)!
    expect(call.kind).toBe("search")
    expect(call.fieldMask).toBe("places.id,places.formattedAddress,places.rating,places.userRatingCount,places.regularOpeningHours.weekdayDescriptions")
  })

  it("reads a kept place id again; a place Google no longer has, and a text it cannot match, are undefined", async () => {
    expect((await Effect.runPromise(adapter().read(taj.id)))?.rating).toBe(4.6)
    expect(await Effect.runPromise(adapter().read("ChIJgone"))).toBeUndefined()
    expect(await Effect.runPromise(adapter().find({ text: "A place nobody knows, Nowhere" }))).toBeUndefined()
  })

  it("fails as unavailable on a wrong key, an HTTP error, garbage or a time-out, and never names the key", async () => {
    const failure = async (run: Effect.Effect<unknown, { reason: string }>) => {
      const result = await Effect.runPromise(Effect.either(run))
      expect(Either.isLeft(result)).toBe(true)
      const reason = Either.isLeft(result) ? result.left.reason : ""
      expect(reason).not.toContain(KEY)
      return reason
    }
    expect(await failure(adapter("wrong-key").find({ text: "Taj Mahal" }))).toBe("Google Places answered HTTP 403")
    google.answer = { kind: "http", code: 503 }
    expect(await failure(adapter().read(taj.id))).toBe("Google Places answered HTTP 503")
    google.answer = { kind: "garbage" }
    expect(await failure(adapter().find({ text: "Taj Mahal" }))).toBe("Google Places answered with malformed JSON")
    google.answer = { kind: "status", status: "OK" }
    google.delayMs = 500
    try {
      expect(await failure(adapter(KEY, 100).find({ text: "Taj Mahal" }))).toBe("Google Places unreachable: TimeoutError")
    } finally {
      google.delayMs = 0
    }
  })
})
