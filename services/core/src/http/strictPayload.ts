import type { Schema } from "effect"

/**
 * Request bodies refuse unknown fields (a typo such as `phoneNumber` must not be silently dropped).
 * The HttpApi decodes payloads with the schema's own parse options, so they travel as an annotation.
 */
export const strictPayload = <S extends Schema.Schema.Any>(schema: S): S =>
  schema.annotations({ parseOptions: { onExcessProperty: "error" } }) as S
