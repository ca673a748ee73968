import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Either, ParseResult, Schema } from "effect"
import { type DietWords, dietWordsOf, DietWordsFile } from "../../domain/knowledge/dietWords.ts"
import { type Destination, DestinationFile, ExchangeRates } from "../../domain/knowledge/schema.ts"
import { type KnowledgeProblem, type RateTable, validateAcross, validateDestination } from "../../domain/knowledge/validate.ts"

/** Where the bundled knowledge base lives: one JSON file a destination. */
export const KNOWLEDGE_DIR = fileURLToPath(new URL("../../../knowledge/", import.meta.url))

export interface LoadedKnowledge {
  readonly destinations: ReadonlyArray<Destination>
  readonly problems: ReadonlyArray<KnowledgeProblem>
}

const decode = Schema.decodeUnknownEither(DestinationFile, { errors: "all", onExcessProperty: "error" })

/** The one exchange-rate table (currency to INR) every destination file and writer converts with. */
export const EXCHANGE_RATES_FILE = join(KNOWLEDGE_DIR, "reference", "exchange-rates.json")

let rates: RateTable | undefined

/** The exchange-rate table, decoded once; a broken table stops the start like a broken destination file. */
export const exchangeRates = (): RateTable => {
  if (rates) return rates
  const decoded = Schema.decodeUnknownSync(ExchangeRates, { errors: "all", onExcessProperty: "error" })(JSON.parse(readFileSync(EXCHANGE_RATES_FILE, "utf8")))
  const table = new Map(decoded.rates.map((rate) => [rate.code, rate] as const))
  if (table.size !== decoded.rates.length) throw new Error(`${EXCHANGE_RATES_FILE}: a currency is listed twice`)
  rates = table
  return table
}

/** Which dishes each diet rules out: the plan check's and the planner's words (ADR 0190). */
export const DIET_WORDS_FILE = join(KNOWLEDGE_DIR, "reference", "diet-words.json")

let words: DietWords | undefined

export const dietWords = (): DietWords => {
  words ??= dietWordsOf(Schema.decodeUnknownSync(DietWordsFile, { errors: "all", onExcessProperty: "error" })(JSON.parse(readFileSync(DIET_WORDS_FILE, "utf8"))))
  return words
}

/** The destination with its currency's rate from the table (a currency missing there is a problem the check reports). */
const withRate = (file: DestinationFile, table: RateTable): Destination => {
  const { currency, ...rest } = file
  const rate = currency && table.get(currency.code)
  return rate && currency ? { ...rest, currency: { ...currency, exchangeRate: rate.inr, rate } } : rest
}

/** Decodes one file's text; every problem names the file and the field. */
export const decodeDestinationFile = (file: string, text: string, table: RateTable = exchangeRates()): { destination?: Destination; problems: Array<KnowledgeProblem> } => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { problems: [{ file, field: "(file)", message: `is not valid JSON: ${(error as Error).message}` }] }
  }
  const decoded = decode(json)
  if (Either.isLeft(decoded)) {
    const issues = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
    return { problems: issues.map((issue) => ({ file, field: issue.path.join(".") || "(root)", message: issue.message })) }
  }
  const problems = validateDestination(file, decoded.right, table, dietWords())
  return { destination: withRate(decoded.right, table), problems }
}

/** Every destination file of a folder (default: the bundled one), decoded and checked. */
export const loadKnowledge = (dir: string = KNOWLEDGE_DIR, only?: ReadonlyArray<string>): LoadedKnowledge => {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .filter((f) => only === undefined || only.some((o) => o.endsWith(f)))
    .sort()
  const decoded = files.map((file) => ({ file, ...decodeDestinationFile(file, readFileSync(join(dir, file), "utf8")) }))
  const good = decoded.flatMap((d) => (d.destination ? [{ file: d.file, destination: d.destination }] : []))
  return {
    destinations: good.map((g) => g.destination),
    problems: [...decoded.flatMap((d) => d.problems), ...(only === undefined ? validateAcross(good) : [])]
  }
}
