import { Effect } from "effect"
import { AUTOCOMPLETE_MIN_LENGTH, type PlacePrediction, type PlacesPort } from "../PlacesPort.ts"
import { buildGazetteer, type GazetteerEntry } from "./entries.ts"
import { withinOneEditOfPrefix } from "./fuzzyPrefix.ts"
import { normalizePlaceText } from "./normalize.ts"

/** Suggestions per answer, as Google's autocomplete gives. */
export const MAX_PREDICTIONS = 5
/** Typos are forgiven from this many characters on: shorter inputs match too much when fuzzy. */
export const FUZZY_FROM_LENGTH = 4

const toPrediction = (entry: GazetteerEntry): PlacePrediction => ({
  description: entry.terms.join(", "),
  place_id: entry.placeId,
  terms: entry.terms.map((value) => ({ value }))
})

const byImportance = (a: GazetteerEntry, b: GazetteerEntry) => b.importance - a.importance || a.placeId.localeCompare(b.placeId)

/**
 * Ranked suggestions from the bundled gazetteer: exact prefix matches (of a name, an alternative name,
 * a later word of a name, or the whole description) by importance first, then, for inputs of 4 or more
 * characters, places within one typo of a prefix, by importance.
 */
export const makeGazetteerSearch = (entries: ReadonlyArray<GazetteerEntry> = buildGazetteer()) => {
  const sorted = [...entries].sort(byImportance)
  // Keys by their first and by their second character: a key within one edit of the query starts with
  // one of the query's first two characters in one of its first two places (substitution, insertion,
  // deletion or swap at the start), so only those keys need the edit-distance check.
  const byFirst = new Map<string, Array<[string, number]>>()
  const bySecond = new Map<string, Array<[string, number]>>()
  const add = (index: Map<string, Array<[string, number]>>, c: string | undefined, key: string, at: number) => {
    if (c === undefined) return
    const list = index.get(c) ?? []
    list.push([key, at])
    index.set(c, list)
  }
  sorted.forEach((entry, at) => {
    for (const key of entry.keys) {
      add(byFirst, key[0], key, at)
      if (key[1] !== key[0]) add(bySecond, key[1], key, at)
    }
  })
  const matched = new Uint8Array(sorted.length)

  return (input: string, limit = MAX_PREDICTIONS): ReadonlyArray<PlacePrediction> => {
    const query = normalizePlaceText(input)
    if (query.length < AUTOCOMPLETE_MIN_LENGTH) return []
    const found: Array<GazetteerEntry> = []
    for (const entry of sorted) {
      if (entry.keys.some((key) => key.startsWith(query))) {
        found.push(entry)
        if (found.length === limit) break
      }
    }
    if (found.length < limit && query.length >= FUZZY_FROM_LENGTH) {
      matched.fill(0)
      for (const entry of found) matched[sorted.indexOf(entry)] = 2
      const chars = query[0] === query[1] ? [query[0]!] : [query[0]!, query[1]!]
      for (const c of chars) {
        for (const index of [byFirst, bySecond]) {
          for (const [key, at] of index.get(c) ?? []) {
            if (matched[at] === 0 && withinOneEditOfPrefix(query, key)) matched[at] = 1
          }
        }
      }
      for (let at = 0; at < sorted.length && found.length < limit; at++) if (matched[at] === 1) found.push(sorted[at]!)
    }
    return found.map(toPrediction)
  }
}

/** The offline adapter (the default): no key, no network. */
export const makeGazetteerPlaces = (): PlacesPort => {
  const search = makeGazetteerSearch()
  return {
    provider: "gazetteer",
    describe: "offline gazetteer (bundled)",
    autocomplete: ({ input }) => Effect.sync(() => search(input))
  }
}
