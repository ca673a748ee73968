import { COUNTRIES, INDIAN_CITIES, INDIAN_REGIONS, WORLD_CITIES } from "./data.ts"
import { normalizePlaceText } from "./normalize.ts"

export type PlaceKind = "country" | "state" | "city"

/** One place of the gazetteer with what matching and ranking need, built once at start-up. */
export interface GazetteerEntry {
  readonly placeId: string
  readonly kind: PlaceKind
  /** "Jaipur, Rajasthan, India": the prediction's description; its parts are the terms. */
  readonly terms: ReadonlyArray<string>
  /** Population in thousands: the importance rank. */
  readonly importance: number
  /** Normalized texts a query may be a prefix of: the name, alternative names, word starts, the description. */
  readonly keys: ReadonlyArray<string>
}

const parse = (row: string) => {
  const [name = "", population = "0", alternatives = ""] = row.split("|")
  return { name, population: Number(population), alternatives: alternatives.split(",").filter((a) => a !== "") }
}

const slug = (text: string) => normalizePlaceText(text).replace(/ /g, "-")

/** Every word start of every name ("new delhi" also as "delhi"), the description with and without commas. */
const keysOf = (names: ReadonlyArray<string>, terms: ReadonlyArray<string>): ReadonlyArray<string> => {
  const keys = new Set<string>()
  for (const name of names) {
    const words = normalizePlaceText(name).split(" ")
    for (let i = 0; i < words.length; i++) keys.add(words.slice(i).join(" "))
  }
  keys.add(normalizePlaceText(terms.join(" ")))
  return [...keys].filter((k) => k !== "")
}

const entry = (placeId: string, kind: PlaceKind, terms: ReadonlyArray<string>, importance: number, alternatives: ReadonlyArray<string>): GazetteerEntry => ({
  placeId,
  kind,
  terms,
  importance,
  keys: keysOf([terms[0] ?? "", ...alternatives], terms)
})

/** The whole gazetteer: Indian states and UTs, Indian cities, countries, world cities. */
export const buildGazetteer = (): ReadonlyArray<GazetteerEntry> => {
  const entries: Array<GazetteerEntry> = []
  for (const [code, row] of Object.entries(INDIAN_REGIONS)) {
    const state = parse(row)
    entries.push(entry(`gz:in:${code.toLowerCase()}`, "state", [state.name, "India"], state.population, state.alternatives))
    for (const cityRow of INDIAN_CITIES[code] ?? []) {
      const city = parse(cityRow)
      entries.push(entry(`gz:in:${code.toLowerCase()}:${slug(city.name)}`, "city", [city.name, state.name, "India"], city.population, city.alternatives))
    }
  }
  for (const row of COUNTRIES) {
    const country = parse(row)
    entries.push(entry(`gz:${slug(country.name)}`, "country", [country.name], country.population, country.alternatives))
    for (const cityRow of WORLD_CITIES[country.name] ?? []) {
      const city = parse(cityRow)
      entries.push(entry(`gz:${slug(country.name)}:${slug(city.name)}`, "city", [city.name, country.name], city.population, city.alternatives))
    }
  }
  return entries
}
