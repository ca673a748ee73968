import type { Schema } from "effect"

/**
 * A context's events, declared once as a record of type name -> data schema. The union type and the set of
 * type names are derived from it, so the two can never drift apart.
 */
export type EventsOf<Catalog extends Record<string, Schema.Schema.Any>> = {
  readonly [Type in keyof Catalog & string]: { readonly type: Type; readonly data: Schema.Schema.Type<Catalog[Type]> }
}[keyof Catalog & string]

export const eventTypesOf = (catalog: Record<string, unknown>): ReadonlySet<string> => new Set(Object.keys(catalog))

/** One category of streams, `<prefix><id>`, with the way back from a stream name to the id. */
export const streamCategory = (prefix: string) => ({
  prefix,
  streamOf: (id: string): string => `${prefix}${id}`,
  idOf: (stream: string): string | undefined => (stream.startsWith(prefix) ? stream.slice(prefix.length) : undefined)
})
