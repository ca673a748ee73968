import { Ajv } from "ajv"
import { Either, FastCheck as fc, JSONSchema, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { trimmedText } from "./trimmedText.ts"

// The document says exactly what the server accepts (issue 40, point 7; ADR 0080): a standard JSON Schema
// validator (Ajv, as Prism and other contract tools use) accepts a text iff the decoder does, with white
// space around it or not ("  Asha  " and " Pune " are accepted by both).
const ajv = new Ajv({ strict: false, unicodeRegExp: true })

const FIELDS = {
  required: trimmedText({ maxLength: 12, requiredMessage: "Please enter it" }),
  optional: trimmedText({ maxLength: 12 }),
  noControls: trimmedText({ maxLength: 12, requiredMessage: "Please enter it", allowed: { characterClass: "[^\\u0000-\\u001f\\u007f]", message: "no control characters" } })
}

const SPACE = fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u2003", "\u3000", "\ufeff")
const CHAR = fc.oneof(fc.constantFrom("a", "Z", "é", "द", "-", " ", "\u0007", "\u007f", "😀"), fc.string({ maxLength: 1, unit: "grapheme-ascii" }))
const TEXT = fc.tuple(fc.array(SPACE, { maxLength: 3 }), fc.array(CHAR, { maxLength: 16 }), fc.array(SPACE, { maxLength: 3 })).map(([a, b, c]) => a.join("") + b.join("") + c.join(""))

describe("a trimmed text field's document says what its decoder accepts", () => {
  for (const [name, field] of Object.entries(FIELDS)) {
    const validate = ajv.compile(JSONSchema.make(field))
    const decodes = (text: string) => Either.isRight(Schema.decodeUnknownEither(field)(text))
    it(`${name}: the validator and the decoder agree on every text, white space around or not`, () => {
      for (const text of ["  Asha  ", " Pune ", "Pune", "", "   ", `${"x".repeat(12)}  `, ` ${"x".repeat(13)}`, "😀".repeat(6), "😀".repeat(7)]) {
        expect(validate(text), JSON.stringify(text)).toBe(decodes(text))
      }
      fc.assert(
        fc.property(TEXT, (text) => {
          expect(validate(text), JSON.stringify(text)).toBe(decodes(text))
        }),
        { numRuns: 2000 }
      )
    })
  }

  it("accepts the profile the review sent", () => {
    const validate = ajv.compile(JSONSchema.make(FIELDS.noControls))
    expect(validate("  Asha  ")).toBe(true)
    expect(validate(" Pune ")).toBe(true)
  })
})
