import { Destination } from "@safarnama/events/contract/itinerary"
import { JSONSchema, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { HomeLocation, PersonName } from "./profile.ts"

// The OpenAPI document must say exactly what the API accepts (issue 31): the JSON Schema's patterns on the
// raw text agree with the server's decoding (trim, then limits) for any text, "  Asha  " included.

const patternsOf = (schema: Schema.Schema<string, string>): Array<RegExp> => {
  type Json = { pattern?: string; allOf?: Array<{ pattern: string }>; $ref?: string; $defs?: Record<string, Json> }
  const made = JSONSchema.make(schema) as Json
  const json = made.$ref ? made.$defs![made.$ref.split("/").at(-1)!]! : made
  return [...(json.pattern ? [json.pattern] : []), ...(json.allOf ?? []).map((p) => p.pattern)].map((p) => new RegExp(p, "u"))
}
const documentAccepts = (schema: Schema.Schema<string, string>, text: string) => patternsOf(schema).every((p) => p.test(text))
const apiAccepts = (schema: Schema.Schema<string, string>, text: string) => Schema.decodeUnknownEither(schema)(text)._tag === "Right"

const characters = fc.constantFrom("a", "Z", "é", "क", " ", "\t", "\n", "\r", "\u0000", "\u001f", "\u007f", "-", "'")
const texts = fc.oneof(fc.string({ unit: characters, maxLength: 8 }), fc.string({ unit: characters, minLength: 70, maxLength: 130 }))

describe("the documented profile and trip texts", () => {
  for (const [name, schema] of [["PersonName", PersonName], ["HomeLocation", HomeLocation], ["Destination", Destination]] as const) {
    it(`${name}: the document accepts exactly what the API accepts`, () => {
      expect(documentAccepts(schema, "  Asha  ")).toBe(apiAccepts(schema, "  Asha  "))
      fc.assert(fc.property(texts, (text) => documentAccepts(schema, text) === apiAccepts(schema, text)), { numRuns: 2000 })
    })
  }

  it("takes a name with spaces around it, and refuses a line break inside or 81 characters", () => {
    expect(documentAccepts(PersonName, "  Asha  ")).toBe(true)
    expect(documentAccepts(PersonName, "As\nha")).toBe(false)
    expect(documentAccepts(PersonName, "a".repeat(81))).toBe(false)
    expect(documentAccepts(PersonName, ` ${"a".repeat(80)} `)).toBe(true)
  })
})
