import { normalizeName } from "../../../domain/knowledge/normalizeName.ts"
import type { WorldPlace } from "../../../domain/knowledge/index.ts"
import { COUNTRIES, INDIAN_CITIES, INDIAN_REGIONS, WORLD_CITIES } from "./data.ts"

const namesOf = (row: string): ReadonlyArray<string> => {
  const [name = "", , alternatives = ""] = row.split("|")
  return [name, ...alternatives.split(",")].filter((n) => n !== "")
}

/**
 * Every country of the gazetteer and its major cities, by normalized name, with the country each is in:
 * what the knowledge index needs so that a country or a city is never taken for a sub-area of a guide in
 * another country ("Jordan" is not Kowloon's Jordan; docs/adr/0200-no-sale-without-places.md).
 */
export const worldPlaceCountries = (): ReadonlyMap<string, WorldPlace> => {
  const places = new Map<string, WorldPlace>()
  for (const row of COUNTRIES) {
    const [country = ""] = row.split("|")
    for (const name of namesOf(row)) places.set(normalizeName(name), { country, kind: "country" })
  }
  for (const [country, cities] of Object.entries(WORLD_CITIES)) {
    for (const row of cities) for (const name of namesOf(row)) if (!places.has(normalizeName(name))) places.set(normalizeName(name), { country, kind: "city" })
  }
  return places
}

/**
 * Every name of the gazetteer (Indian states and towns, countries, world cities), normalized: a name in a
 * list of places that no guide covers ("Delhi, Agra and Kedarnath") is a place we cannot plan, not a word.
 */
export const gazetteerPlaceNames = (): ReadonlySet<string> => {
  const rows = [...Object.values(INDIAN_REGIONS), ...Object.values(INDIAN_CITIES).flat(), ...COUNTRIES, ...Object.values(WORLD_CITIES).flat()]
  return new Set(rows.flatMap(namesOf).map(normalizeName).filter((n) => n !== ""))
}
