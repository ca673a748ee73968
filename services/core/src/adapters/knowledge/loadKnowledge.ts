import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Either, ParseResult, Schema } from "effect"
import { type DietWords, dietWordsOf, DietWordsFile } from "../../domain/knowledge/dietWords.ts"
import { type Destination, DestinationFile, ExchangeRates, type HubLink, HubLinksFile, type TripArea, TripAreasFile } from "../../domain/knowledge/schema.ts"
import { isLiveGuide, LIVE_GUIDE_ID_PREFIX } from "../../domain/live/isLiveGuide.ts"
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
  // The prefix marks the guides built from the live source (issue 41): a bundled guide must not look like one.
  if (isLiveGuide(decoded.right)) problems.push({ file, field: "id", message: `'${LIVE_GUIDE_ID_PREFIX}' starts the ids of live guides only` })
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

/** Circuits and parts of the world a trip across several places is planned over (docs/adr/0210-trips-across-places.md). */
export const TRIP_AREAS_FILE = join(KNOWLEDGE_DIR, "reference", "trip-areas.json")
/** The published journeys between the cities such trips join. */
export const HUB_LINKS_FILE = join(KNOWLEDGE_DIR, "reference", "hub-links.json")

let areas: ReadonlyArray<TripArea> | undefined
let links: ReadonlyArray<HubLink> | undefined

export const tripAreas = (): ReadonlyArray<TripArea> => {
  areas ??= Schema.decodeUnknownSync(TripAreasFile, { errors: "all", onExcessProperty: "error" })(JSON.parse(readFileSync(TRIP_AREAS_FILE, "utf8"))).areas
  return areas
}

export const hubLinks = (): ReadonlyArray<HubLink> => {
  links ??= Schema.decodeUnknownSync(HubLinksFile, { errors: "all", onExcessProperty: "error" })(JSON.parse(readFileSync(HUB_LINKS_FILE, "utf8"))).links
  return links
}

/** The demand list: destinations Indian travellers plan, each with its public lists (for the knowledge bench). */
export const DEMAND_FILE = join(KNOWLEDGE_DIR, "reference", "demand.json")
const DemandList = Schema.Struct({
  id: Schema.NonEmptyString,
  name: Schema.NonEmptyString,
  source: Schema.NonEmptyString,
  alsoSources: Schema.optional(Schema.Array(Schema.Struct({ source: Schema.NonEmptyString, asOf: Schema.optional(Schema.String), quote: Schema.optional(Schema.String) }))),
  asOf: Schema.String.pipe(Schema.pattern(/^(\d{4}-\d{2}(-\d{2})?|undated)$/)),
  quote: Schema.NonEmptyString
})
export const DemandFile = Schema.Struct({
  about: Schema.NonEmptyString,
  lists: Schema.Array(DemandList),
  destinations: Schema.Array(
    Schema.Struct({
      name: Schema.NonEmptyString,
      type: Schema.Literal("domestic", "international"),
      lists: Schema.Array(Schema.NonEmptyString).pipe(Schema.minItems(1)),
      aliases: Schema.optional(Schema.Array(Schema.NonEmptyString))
    })
  )
})
export type DemandFile = typeof DemandFile.Type

export const demandList = (): DemandFile => Schema.decodeUnknownSync(DemandFile, { errors: "all", onExcessProperty: "error" })(JSON.parse(readFileSync(DEMAND_FILE, "utf8")))
