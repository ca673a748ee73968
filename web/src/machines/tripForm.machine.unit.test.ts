import { describe, expect, it } from "vitest"
import { createTripFormHarness, FORM_NOW } from "./testing/tripFormHarness"
import { canSubmit, requestOf, tripFormMessages } from "./tripForm.machine"

describe("trip form machine", () => {
  it("starts with the spec's defaults and the traveller's location as origin", () => {
    const h = createTripFormHarness()
    expect(h.context.fields).toEqual({
      origin: "Pune",
      destination: "",
      destinationType: "domestic",
      duration: 3,
      month: "March",
      year: FORM_NOW.getFullYear(),
      travellingWith: "solo - 1 adult",
      budget: "mid-range",
      interests: [],
      travelStyle: "moderate",
      accommodation: "mid-range",
      transportation: "mixed",
      dietaryRestrictions: "none",
      visaStatus: "not-required",
      language: "en"
    })
  })

  it("writes the plan in the page's language unless the traveller picks another, and sends the choice", () => {
    expect(createTripFormHarness({ language: "hi" }).context.fields.language).toBe("hi")
    const h = createTripFormHarness({ language: "hi" })
    h.actor.send({ type: "CHOICE_CHANGED", field: "language", value: "fr" })
    expect(h.context.fields.language).toBe("hi")
    h.actor.send({ type: "CHOICE_CHANGED", field: "language", value: "en" })
    expect(h.context.fields.language).toBe("en")
    h.actor.send({ type: "CHOICE_CHANGED", field: "language", value: "hi" })
    h.actor.send({ type: "DESTINATION_CHANGED", value: "Goa" })
    h.actor.send({ type: "INTEREST_TOGGLED", id: "beaches" })
    h.actor.send({ type: "SUBMIT" })
    expect(h.submits[0]).toMatchObject({ destination: "Goa", language: "hi" })
  })

  it("follows the page's language until the traveller picks the plan's, then keeps the pick", () => {
    const h = createTripFormHarness({ language: "en" })
    h.actor.send({ type: "PAGE_LANGUAGE_CHANGED", value: "hi" })
    expect(h.context.fields.language).toBe("hi")
    h.actor.send({ type: "CHOICE_CHANGED", field: "language", value: "en" })
    h.actor.send({ type: "PAGE_LANGUAGE_CHANGED", value: "hi" })
    expect(h.context.fields.language).toBe("en")
  })

  it("applies the landing page's type and destination", () => {
    const h = createTripFormHarness({ prefill: { tripType: "international", destination: " Bali " } })
    expect(h.context.fields).toMatchObject({ destinationType: "international", destination: "Bali", visaStatus: "no" })
    const ignored = createTripFormHarness({ prefill: { tripType: "space", destination: null } })
    expect(ignored.context.fields).toMatchObject({ destinationType: "domestic", destination: "" })
  })

  it("steps the duration within 1..30 and ignores typed values outside it", () => {
    const h = createTripFormHarness()
    for (const value of ["0", "31", "2.5", "abc", "", "-3"]) h.actor.send({ type: "DURATION_TYPED", value })
    expect(h.context.fields.duration).toBe(3)
    h.actor.send({ type: "DURATION_TYPED", value: "1" })
    h.actor.send({ type: "DURATION_DECREMENTED" })
    expect(h.context.fields.duration).toBe(1)
    h.actor.send({ type: "DURATION_TYPED", value: "30" })
    h.actor.send({ type: "DURATION_INCREMENTED" })
    expect(h.context.fields.duration).toBe(30)
  })

  it("changing the type clears interests and sets the visa status; the same type keeps them", () => {
    const h = createTripFormHarness()
    h.actor.send({ type: "INTEREST_TOGGLED", id: "ayurveda" })
    h.actor.send({ type: "TYPE_CHANGED", value: "domestic" })
    expect(h.context.fields.interests).toEqual(["ayurveda"])
    h.actor.send({ type: "TYPE_CHANGED", value: "international" })
    expect(h.context.fields).toMatchObject({ interests: [], visaStatus: "no" })
    // An interest of the other type is not offered, so it cannot be chosen.
    h.actor.send({ type: "INTEREST_TOGGLED", id: "ayurveda" })
    expect(h.context.fields.interests).toEqual([])
  })

  it("submits the request with the travel dates as '{Month} {Year}'", () => {
    const h = createTripFormHarness({ credits: 1 })
    h.actor.send({ type: "DESTINATION_CHANGED", value: " Goa " })
    h.actor.send({ type: "INTEREST_TOGGLED", id: "beaches" })
    h.actor.send({ type: "CHOICE_CHANGED", field: "month", value: "December" })
    h.actor.send({ type: "YEAR_CHANGED", value: FORM_NOW.getFullYear() + 1 })
    expect(canSubmit(h.context)).toBe(true)
    h.actor.send({ type: "SUBMIT" })
    expect(h.submits).toEqual([requestOf({ ...h.context.fields })])
    expect(h.submits[0]).toMatchObject({ destination: "Goa", travelDates: `December ${FORM_NOW.getFullYear() + 1}` })
  })

  it("asks for credits, opens the purchase dialog, and clears the warning once enough are bought", () => {
    const h = createTripFormHarness({ credits: 1 })
    h.actor.send({ type: "DESTINATION_CHANGED", value: "Goa" })
    h.actor.send({ type: "INTEREST_TOGGLED", id: "beaches" })
    h.actor.send({ type: "DURATION_TYPED", value: "8" })
    expect(canSubmit(h.context)).toBe(false)
    h.actor.send({ type: "SUBMIT" })
    expect(h.context.error).toBe(tripFormMessages.needCredits(2))
    expect(h.purchases).toBe(1)
    h.actor.send({ type: "SESSION_CHANGED", loggedIn: true, credits: 2 })
    expect(h.context.error).toBeNull()
    expect(canSubmit(h.context)).toBe(true)
  })

  it("opens the login dialog instead of submitting when logged out", () => {
    const h = createTripFormHarness({ loggedIn: false })
    h.actor.send({ type: "SUBMIT" })
    expect({ logins: h.logins, submits: h.submits.length, error: h.context.error }).toEqual({ logins: 1, submits: 0, error: null })
  })
})
