import { readFileSync } from "node:fs"
import { PLAN_LANGUAGES, type PlanLanguage } from "@safarnama/events/contract/options"
import { Either, ParseResult, Schema } from "effect"
import { planLanguageOf } from "../../../../domain/itineraries/tripRules.ts"
import { fill, PHRASE_KEYS, type PhraseKey, type Say } from "../../../../domain/planner/words.ts"

export { fill, type Say, type Values } from "../../../../domain/planner/words.ts"

/**
 * The offline writer's own words (labels, day titles, meal titles, travel texts, generic tips) in each
 * plan language, from offlinePhrases.json (docs/adr/0140-web-languages.md): data, not code. The
 * knowledge base's guide text (place descriptions, overviews) is not translated; a plan in another
 * language than English says so with the file's untranslatedGuideText.
 */

export { PHRASE_KEYS, type PhraseKey }

const PhraseSet = Schema.Record({ key: Schema.Literal(...PHRASE_KEYS), value: Schema.String })
const OtherLanguage = Schema.Literal(...PLAN_LANGUAGES.filter((l) => l !== "en"))
const PhraseFile = Schema.Struct({
  $comment: Schema.optional(Schema.String),
  untranslatedGuideText: Schema.Record({ key: OtherLanguage, value: Schema.NonEmptyTrimmedString }),
  ...Object.fromEntries(PLAN_LANGUAGES.map((language) => [language, PhraseSet]))
})
type PhraseFile = { readonly untranslatedGuideText: Record<Exclude<PlanLanguage, "en">, string> } & Record<PlanLanguage, Record<PhraseKey, string>>

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort().join(",")

/**
 * The file decoded (every language has exactly the keys, excess refused) and checked: no phrase is
 * empty and each has the English phrase's placeholders. Problems as "language.key: message" lines.
 */
export const readPhrases = (json: unknown): Either.Either<PhraseFile, ReadonlyArray<string>> => {
  const decoded = Schema.decodeUnknownEither(PhraseFile, { onExcessProperty: "error", errors: "all" })(json)
  if (Either.isLeft(decoded)) {
    return Either.left(ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map((i) => `${i.path.join(".")}: ${i.message}`))
  }
  const file = decoded.right as unknown as PhraseFile
  const problems = PLAN_LANGUAGES.flatMap((language) =>
    PHRASE_KEYS.flatMap((key) => {
      const text = file[language][key]
      if (text.trim() === "") return [`${language}.${key}: is empty`]
      const wanted = placeholdersOf(file.en[key])
      const found = placeholdersOf(text)
      return found === wanted ? [] : [`${language}.${key}: has placeholders {${found}} but the English has {${wanted}}`]
    })
  )
  return problems.length === 0 ? Either.right(file) : Either.left(problems)
}

const PHRASES_FILE = new URL("./offlinePhrases.json", import.meta.url)

const loaded = readPhrases(JSON.parse(readFileSync(PHRASES_FILE, "utf8")))
// A broken file stops the start with its problems, like a broken knowledge-base file.
if (Either.isLeft(loaded)) throw new Error(`offlinePhrases.json:\n${loaded.left.join("\n")}`)
const phraseFile = loaded.right

export const sayIn = (language: PlanLanguage): Say => {
  const phrases = phraseFile[language]
  return (key, values) => fill(phrases[key], values)
}

/** The phrases of a trip's plan language (English for trips from before the choice). */
export const phrasesFor = (trip: { readonly language?: PlanLanguage | undefined }): Say => sayIn(planLanguageOf(trip))

/** What a plan says at its top when the guide text stays English; undefined for an English plan. */
export const untranslatedGuideTextNotice = (trip: { readonly language?: PlanLanguage | undefined }): string | undefined => {
  const language = planLanguageOf(trip)
  return language === "en" ? undefined : phraseFile.untranslatedGuideText[language]
}

/** The note every knowledge-base plan ends with, in English; a plan in another language has its own. */
export const GROUNDED_PLAN_NOTE = sayIn("en")("groundedPlanNote")
