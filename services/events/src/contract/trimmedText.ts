import { Schema } from "effect"

/**
 * A text field the server trims and then limits. Its JSON Schema (and so the OpenAPI document) states the
 * same limits from the same numbers: Effect would otherwise document only the untrimmed input ("a
 * string that will be trimmed") and a client would learn the limits from errors (ADR 0080).
 */
export const trimmedText = (limits: {
  readonly maxLength: number
  /** When set, at least one character after trimming, with this message when empty. */
  readonly requiredMessage?: string
  readonly maxMessage?: string
  readonly description?: string
  /** A further rule on the trimmed text (a JavaScript regular expression that JSON Schema can read too). */
  readonly pattern?: { readonly regex: RegExp; readonly message: string }
}) => {
  const { maxLength, requiredMessage, maxMessage, pattern } = limits
  const limited = Schema.Trim.pipe(
    Schema.minLength(requiredMessage === undefined ? 0 : 1, requiredMessage === undefined ? {} : { message: () => requiredMessage }),
    Schema.maxLength(maxLength, maxMessage === undefined ? {} : { message: () => maxMessage })
  )
  const bounded: Schema.Schema<string> = pattern === undefined ? limited : limited.pipe(Schema.pattern(pattern.regex, { message: () => pattern.message }))
  const description = limits.description ?? `Trimmed; ${requiredMessage === undefined ? 0 : 1} to ${maxLength} characters`
  const patterns = [...(requiredMessage === undefined ? [] : ["\\S"]), ...(pattern === undefined ? [] : [pattern.regex.source])]
  return Schema.asSchema(bounded).annotations({
    description,
    jsonSchema: {
      type: "string",
      maxLength,
      ...(requiredMessage === undefined ? {} : { minLength: 1 }),
      ...(patterns.length === 1 ? { pattern: patterns[0] } : patterns.length > 1 ? { allOf: patterns.map((p) => ({ pattern: p })) } : {}),
      description
    }
  })
}
