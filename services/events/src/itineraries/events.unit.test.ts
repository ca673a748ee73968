import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { PLAN_LANGUAGE_RULE } from "../contract/options.ts"
import { GenerationRequested } from "./events.ts"

/** The plan's language was added to stored requests later (issue 17): events written before it still decode. */
const requestedBefore = {
  itineraryId: "6f1c2a4e-8d1b-5c3a-9e2f-0a1b2c3d4e5f",
  userId: "user-1",
  tempId: "tmp-1",
  request: {
    destination: "Goa",
    origin: "Mumbai",
    destinationType: "domestic",
    duration: 3,
    budget: "mid-range",
    interests: ["beaches"],
    travelStyle: "moderate",
    accommodation: "mid-range",
    transportation: "mixed",
    dietaryRestrictions: "none",
    travelDates: "March 2027",
    travellingWith: "couple - 2 adults",
    visaStatus: "not-required"
  },
  creditsReserved: 1,
  shareToken: "AAAAAAAAAAAAAAAAAAAAAA",
  requestedAt: "2026-11-01T10:00:00.000Z"
}
const decode = Schema.decodeUnknownEither(GenerationRequested, { onExcessProperty: "error" })

describe("GenerationRequested and the plan's language", () => {
  it("decodes an event stored before the language existed, without one (read as English)", () => {
    const decoded = decode(requestedBefore)
    expect(Either.isRight(decoded) && decoded.right.request.language).toBeUndefined()
  })

  it("keeps a stored language and refuses one we do not write in", () => {
    const hindi = decode({ ...requestedBefore, request: { ...requestedBefore.request, language: "hi" } })
    expect(Either.isRight(hindi) && hindi.right.request.language).toBe("hi")
    const french = decode({ ...requestedBefore, request: { ...requestedBefore.request, language: "fr" } })
    expect(Either.isLeft(french) && french.left.message).toContain(PLAN_LANGUAGE_RULE)
  })
})
