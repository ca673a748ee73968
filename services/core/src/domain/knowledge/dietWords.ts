import type { DietaryRestriction } from "@safarnama/events/contract/options"
import { Schema } from "effect"
import { normalizeName } from "./normalizeName.ts"
import { Diet } from "./schema.ts"

/**
 * Which dishes a diet rules out, by the words that name them (knowledge/reference/diet-words.json,
 * docs/adr/0190-full-days.md): the plan check refuses a vegetarian's meal that names laal maas, and the
 * planner shows a diet's own dishes where a place is known for others. Pure; the adapter reads the file.
 */

const Words = Schema.Array(Schema.String.pipe(Schema.minLength(1)))
const DietWordList = Schema.Struct({
  /** Diets whose words this one also rules out (vegan: vegetarian's). */
  includes: Schema.optional(Schema.Array(Diet)),
  words: Words.pipe(Schema.minItems(1)),
  /** Words that excuse a match just before it: "paneer tikka", "coconut milk". */
  unless: Words
})
export const DietWordsFile = Schema.Struct({
  about: Schema.String,
  diets: Schema.Struct({ vegetarian: DietWordList, vegan: DietWordList, halal: DietWordList, "gluten-free": DietWordList })
})
export type DietWordsFile = typeof DietWordsFile.Type

export interface DietWords {
  /**
   * The first word of `text` that names a dish the diet rules out, else undefined. Words inside the
   * `names` given (places: the town of Puri, a café called Fish Tales) are not dishes.
   */
  readonly against: (text: string, diet: DietaryRestriction, names?: ReadonlyArray<string>) => string | undefined
}

/** No words: nothing is refused (a knowledge index built in a test without the table). */
export const NO_DIET_WORDS: DietWords = { against: () => undefined }

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Where one dish of a list ends and the next begins. */
const LIST_BREAK = /[,;:()[\]/.!?+&|]|\s(?:and|or|with|plus)\s/i

const at = (tokens: ReadonlyArray<string>, i: number, phrase: ReadonlyArray<string>) => phrase.every((w, k) => tokens[i + k] === w)

interface WordList {
  readonly words: ReadonlyArray<ReadonlyArray<string>>
  readonly unless: ReadonlyArray<ReadonlyArray<string>>
}

/** The first word of `tokens` on the list that no excuse just before it ("paneer tikka") lets through. */
const firstAgainst = (tokens: ReadonlyArray<string>, list: WordList): string | undefined => {
  for (let i = 0; i < tokens.length; i++) {
    for (const word of list.words) {
      if (!at(tokens, i, word)) continue
      const after = tokens[i + word.length]
      if (after === "free" || after === "less") continue
      const excused = list.unless.some((u) => {
        for (let start = Math.max(0, i - EXCUSE_REACH - u.length + 1); start <= i - u.length; start++) if (at(tokens, start, u)) return true
        return false
      })
      if (!excused) return word.join(" ")
    }
  }
  return undefined
}

/** How many words before a match may excuse it: only the one just before ("paneer tikka"; in "aloo, chicken tikka" aloo excuses nothing). */
const EXCUSE_REACH = 1

export const dietWordsOf = (file: DietWordsFile): DietWords => {
  const listOf = (diet: keyof DietWordsFile["diets"]): WordList => {
    const own = file.diets[diet]
    const included = (own.includes ?? []).map((d) => file.diets[d])
    const split = (ws: ReadonlyArray<string>) => [...new Set(ws.map(normalizeName))].map((w) => w.split(" "))
    return { words: split([...own.words, ...included.flatMap((l) => l.words)]), unless: split([...own.unless, ...included.flatMap((l) => l.unless)]) }
  }
  const lists = new Map(Diet.literals.map((d) => [d, listOf(d)] as const))
  // The same guide texts are asked about again and again (every meal weighs every place): remembered,
  // up to a bound, since a server also asks about every AI plan's words.
  const answers = new Map<string, string | undefined>()
  const against = (text: string, diet: DietaryRestriction, names: ReadonlyArray<string>): string | undefined => {
    const key = `${diet}\u0000${text}\u0000${names.join("\u0001")}`
    if (answers.has(key)) return answers.get(key)
    if (answers.size >= REMEMBERED_ANSWERS) answers.clear()
    const answer = firstWordAgainst(text, diet, names)
    answers.set(key, answer)
    return answer
  }
  const firstWordAgainst = (text: string, diet: DietaryRestriction, names: ReadonlyArray<string>): string | undefined => {
    if (diet === "none") return undefined
    const list = lists.get(diet)
    if (list === undefined) return undefined
    // A name as it is written ("Puri", the town), not the dish in lower case ("puri bhaji").
    const ignored = names.filter((n) => n.trim() !== "").sort((a, b) => b.length - a.length)
    const withoutNames = ignored.reduce((said, name) => said.replace(new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}(?=$|[^\\p{L}])`, "gu"), "$1 "), text)
    // Each part of a list on its own: in "aloo, chicken tikka" aloo excuses nothing.
    for (const part of withoutNames.split(LIST_BREAK)) {
      const word = firstAgainst(normalizeName(part).split(" "), list)
      if (word !== undefined) return word
    }
    return undefined
  }
  return { against: (text, diet, names = []) => against(text, diet, names) }
}

/** How many answers the words remember before they start again. */
const REMEMBERED_ANSWERS = 20_000
