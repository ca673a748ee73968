import { Either, JSONSchema, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  creditsRequired,
  GenerateItineraryRequest,
  Itinerary,
  ItineraryContent,
  PLEASE_SELECT_A_DESTINATION,
  PLEASE_SELECT_AN_INTEREST
} from "@safarnama/events/contract/itinerary"
import { sampleContent, sampleRequest } from "./itineraryFixtures.ts"

const decodeRequest = Schema.decodeUnknownEither(GenerateItineraryRequest, { onExcessProperty: "error" })
const firstMessage = (input: unknown): string => {
  const result = decodeRequest(input)
  if (Either.isRight(result)) return "(valid)"
  return ParseResult.ArrayFormatter.formatErrorSync(result.left)[0]?.message ?? "(no message)"
}

describe("trip request schema", () => {
  it("accepts a complete request and trims the destination", () => {
    const result = decodeRequest({ ...sampleRequest, destination: "  Goa " })
    expect(Either.isRight(result) && result.right.destination).toBe("Goa")
  })

  it("says the spec's words for a missing or blank destination and for no interests", () => {
    const { destination: _, ...withoutDestination } = sampleRequest
    expect(firstMessage(withoutDestination)).toBe(PLEASE_SELECT_A_DESTINATION)
    expect(firstMessage({ ...sampleRequest, destination: "   " })).toBe(PLEASE_SELECT_A_DESTINATION)
    expect(firstMessage({ ...sampleRequest, interests: [] })).toBe(PLEASE_SELECT_AN_INTEREST)
    const { interests: __, ...withoutInterests } = sampleRequest
    expect(firstMessage(withoutInterests)).toBe(PLEASE_SELECT_AN_INTEREST)
  })

  it("refuses interests of the other trip type", () => {
    expect(firstMessage({ ...sampleRequest, destinationType: "international", interests: ["ayurveda"] })).toMatch(
      /'ayurveda' is not an interest for international trips/
    )
  })

  it("needs 1 credit per 7 days, rounded up", () => {
    expect([1, 7, 8, 14, 15, 30].map(creditsRequired)).toEqual([1, 1, 2, 2, 3, 5])
  })
})

describe("itinerary content schema", () => {
  it("round-trips a complete itinerary through JSON", () => {
    const itinerary = {
      id: "6f1c2a4e-8d1b-5c3a-9e2f-0a1b2c3d4e5f",
      status: "ready",
      ...sampleRequest,
      origin: "Mumbai",
      createdAt: "2026-01-05T10:00:00.000Z",
      shareUrl: "AAAAAAAAAAAAAAAAAAAAAA",
      content: sampleContent
    }
    const { tempId: _, visaStatus: __, ...shape } = itinerary
    const decoded = Schema.decodeUnknownSync(Itinerary)(shape)
    const encoded = Schema.encodeSync(Itinerary)(decoded)
    expect(JSON.parse(JSON.stringify(encoded))).toEqual(shape)
  })

  it("has a JSON schema for structured outputs", () => {
    const jsonSchema = JSONSchema.make(ItineraryContent) as { $defs?: unknown; required?: ReadonlyArray<string> }
    expect(jsonSchema.required).toContain("dailyItinerary")
    expect(jsonSchema.required).not.toContain("visaInformation")
  })
})
