import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { InternationalOverviewChunk, RouteChunk } from "../ItineraryWriter.ts"
import { dropNulls, strictJsonSchema } from "./strictSchema.ts"

type Node = { [k: string]: unknown }
const walk = (node: unknown, visit: (n: Node) => void): void => {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit)
  }
  else if (typeof node === "object" && node !== null) {
    visit(node as Node)
    for (const v of Object.values(node)) walk(v, visit)
  }
}

describe("strict JSON schema for structured outputs", () => {
  it("inlines refs, requires every property and forbids extra ones", () => {
    const schema = strictJsonSchema(RouteChunk)
    const text = JSON.stringify(schema)
    expect(text).not.toContain("$ref")
    expect(text).not.toContain("$schema")
    walk(schema, (n) => {
      if (n.type === "object" && n.properties) {
        expect(n.additionalProperties).toBe(false)
        expect(n.required).toEqual(Object.keys(n.properties as object))
      }
    })
  })
  it("makes optional fields nullable, and dropNulls removes the nulls before decoding", () => {
    const schema = strictJsonSchema(InternationalOverviewChunk) as { properties: { overview: { properties: Record<string, unknown> } } }
    expect(schema.properties.overview.properties.timeZone).toEqual({ anyOf: [{ type: "string" }, { type: "null" }] })
    expect(dropNulls({ a: null, b: [{ c: null, d: 1 }] })).toEqual({ b: [{ d: 1 }] })
    expect(Schema.is(Schema.Struct({ b: Schema.optional(Schema.Number) }))(dropNulls({ b: null }))).toBe(true)
  })
})
