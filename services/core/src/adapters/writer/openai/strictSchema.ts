import { JSONSchema, type Schema } from "effect"

type Json = { [key: string]: unknown }

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The contract's schema in the form OpenAI's strict structured outputs accept: local `$ref`s inlined,
 * every property required with the optional ones made nullable, no extra properties, no noise
 * (`$schema`, generated titles). `dropNulls` undoes the nullable part on the answer before decoding.
 */
export const strictJsonSchema = (schema: Schema.Schema.AnyNoContext): Json => {
  const root = JSONSchema.make(schema) as unknown as Json
  const defs = (isObject(root.$defs) ? root.$defs : {}) as Record<string, Json>
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert)
    if (!isObject(node)) return node
    let current: Json = { ...node }
    while (typeof current.$ref === "string" && current.$ref.startsWith("#/$defs/")) {
      const { $ref, ...rest } = current
      const target = defs[($ref as string).slice("#/$defs/".length)] ?? {}
      current = { ...target, ...rest }
    }
    const { $schema: _s, $defs: _d, title: _t, ...rest } = current
    const out: Json = {}
    for (const [key, value] of Object.entries(rest)) out[key] = key === "properties" ? value : convert(value)
    if (isObject(out.properties)) {
      const required = new Set(Array.isArray(out.required) ? (out.required as Array<string>) : [])
      const properties: Json = {}
      for (const [key, value] of Object.entries(out.properties)) {
        const converted = convert(value)
        properties[key] = required.has(key) ? converted : { anyOf: [converted, { type: "null" }] }
      }
      out.properties = properties
      out.required = Object.keys(properties)
      out.additionalProperties = false
    }
    return out
  }
  return convert(root) as Json
}

/** Removes properties whose value is null (an optional field the model left out). */
export const dropNulls = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(dropNulls)
  if (!isObject(value)) return value
  const out: Json = {}
  for (const [key, v] of Object.entries(value)) if (v !== null) out[key] = dropNulls(v)
  return out
}
