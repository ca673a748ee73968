import { Arbitrary, FastCheck as fc, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Currency, GenerateItineraryRequest, Itinerary, ItineraryContent } from "./itinerary.ts"

/** Whatever the schema accepts survives JSON: encode, stringify, parse, decode gives it back. */
const roundTrips = <A, I>(schema: Schema.Schema<A, I>, runs = 60) =>
  fc.assert(
    fc.property(Arbitrary.make(schema), (value) => {
      const json = JSON.parse(JSON.stringify(Schema.encodeSync(schema)(value)))
      expect(Schema.decodeUnknownSync(schema)(json)).toEqual(value)
    }),
    { numRuns: runs }
  )

describe("contract schemas round-trip through JSON (property)", () => {
  it("itinerary content", () => roundTrips(ItineraryContent, 30))
  it("the itinerary read shape", () => roundTrips(Itinerary, 30))
  it("the generate request", () => roundTrips(GenerateItineraryRequest))

  // Found by the property above (seed -2021894410): Infinity passed as a positive rate and came back null.
  it("refuses an exchange rate that JSON cannot carry", () => {
    expect(Schema.is(Currency)({ name: "Euro", code: "EUR", exchangeRate: Number.POSITIVE_INFINITY })).toBe(false)
    expect(Schema.is(Currency)({ name: "Euro", code: "EUR", exchangeRate: 93 })).toBe(true)
  })
})
