import { describe, expect, it } from "vitest"
import { sampleRequest } from "../../../test/itineraryFixtures.ts"
import { planLanguageOf, travelDatesProblem, tripOf } from "./tripRules.ts"

const today = new Date("2026-06-15T10:00:00Z")

describe("travel dates: '{Month} {Year}' within the current year and the next two", () => {
  it("accepts any month of the current year and the next two", () => {
    for (const dates of ["January 2026", "December 2026", "March 2027", "December 2028"]) expect(travelDatesProblem(dates, today)).toBeUndefined()
  })
  it("refuses last year and three years ahead, saying which years are allowed", () => {
    expect(travelDatesProblem("December 2025", today)).toBe("Travel dates must be in 2026, 2027 or 2028")
    expect(travelDatesProblem("January 2029", today)).toBe("Travel dates must be in 2026, 2027 or 2028")
  })
})

describe("the trip the writer gets", () => {
  const { tempId: _, origin: __, visaStatus: ___, ...bare } = sampleRequest
  it("takes the origin from the traveller's saved location when the request has none", () => {
    expect(tripOf(bare, "Pune").origin).toBe("Pune")
    expect(tripOf({ ...bare, origin: "Delhi" }, "Pune").origin).toBe("Delhi")
    expect(tripOf(bare, null).origin).toBe("")
  })
  it("defaults the visa status by trip type", () => {
    expect(tripOf(bare, null).visaStatus).toBe("not-required")
    expect(tripOf({ ...bare, destinationType: "international", interests: ["landmarks"] }, null).visaStatus).toBe("no")
  })
  it("stores the plan's language, English when the request names none", () => {
    expect(tripOf(bare, null).language).toBe("en")
    expect(tripOf({ ...bare, language: "hi" }, null).language).toBe("hi")
    expect(planLanguageOf({})).toBe("en")
    expect(planLanguageOf({ language: "hi" })).toBe("hi")
  })
})
