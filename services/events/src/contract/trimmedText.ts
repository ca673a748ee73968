import { Schema } from "effect"

/**
 * A text field the server trims and then limits. Its JSON Schema (and so the OpenAPI document) states
 * exactly what the server accepts, from the same numbers: the limits hold for the TRIMMED text, so the
 * document says it with one pattern on the raw text (any white space around, then at most `maxLength`
 * allowed characters): "  Asha  " is accepted, as the server accepts it. Effect would otherwise document
 * only the untrimmed input, and a client would learn the limits from errors (ADR 0080).
 */
export const trimmedText = (limits: {
  readonly maxLength: number
  /** When set, at least one character after trimming, with this message when empty. */
  readonly requiredMessage?: string
  readonly maxMessage?: string
  readonly description?: string
  /**
   * The characters the trimmed text may hold, as a regular-expression character class that JavaScript
   * and JSON Schema read alike (e.g. "[^\\u0000-\\u001f\\u007f]": no control characters).
   */
  readonly allowed?: { readonly characterClass: string; readonly message: string }
}) => {
  const { maxLength, requiredMessage, maxMessage, allowed } = limits
  // The limit counts characters as JSON Schema does (code points: an emoji is one), so that the
  // document's pattern and the decoder agree under a standard validator.
  const limited = Schema.Trim.pipe(
    Schema.minLength(requiredMessage === undefined ? 0 : 1, requiredMessage === undefined ? {} : { message: () => requiredMessage }),
    Schema.filter((text) => [...text].length <= maxLength, { message: () => maxMessage ?? `Expected a string at most ${maxLength} character(s) long` })
  )
  const bounded: Schema.Schema<string> =
    allowed === undefined ? limited : limited.pipe(Schema.pattern(new RegExp(`^${allowed.characterClass}*$`), { message: () => allowed.message }))
  const description = limits.description ?? `Trimmed; ${requiredMessage === undefined ? 0 : 1} to ${maxLength} characters`
  // White space around (trimmed away), then the trimmed text: it starts and ends with a non-space, so the
  // middle run is exactly it, and its length is bounded here rather than by maxLength on the raw text.
  const raw = `^\\s*${allowed?.characterClass ?? "[\\s\\S]"}{0,${maxLength}}\\s*$`
  const patterns = [...(requiredMessage === undefined ? [] : ["\\S"]), raw]
  return Schema.asSchema(bounded).annotations({
    description,
    jsonSchema: {
      type: "string",
      ...(patterns.length === 1 ? { pattern: patterns[0] } : { allOf: patterns.map((p) => ({ pattern: p })) }),
      description
    }
  })
}
