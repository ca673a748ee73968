import { type Across, acrossDestination, resolveAcross, type TripLeg } from "./across.ts"
import { type DietWords, NO_DIET_WORDS } from "./dietWords.ts"
import { normalizeName } from "./normalizeName.ts"
import type { Attraction, Destination, FoodPlace, HubLink, Place, Region, Stay, TripArea } from "./schema.ts"

/**
 * The knowledge base in memory, looked up by destination, by name (resolution) and by place id.
 * Pure: built from decoded destinations; the adapter that reads the files builds it once at start-up.
 */

export interface PlaceEntry {
  readonly place: Place
  readonly destination: Destination
  readonly region: Region
}

export interface Resolution {
  readonly destination: Destination
  /** The region the traveller named ("Udaipur" of Rajasthan): the route starts there. */
  readonly focusRegion?: Region
  /** The diet words the plan is written and checked with (the index's). */
  readonly dietWords?: DietWords
  /**
   * A trip across several places (docs/adr/0210-trips-across-places.md): its guides in order; `destination`
   * is then all of them as one (across.ts), and `links` the published journeys between their cities.
   */
  readonly across?: Across
  readonly links?: ReadonlyArray<HubLink>
}

/** What the index knows beyond the guides: circuits and areas, the journeys between cities, the world's place names. */
export interface KnowledgeExtras {
  readonly areas: ReadonlyArray<TripArea>
  readonly links: ReadonlyArray<HubLink>
  /** Every place name of the gazetteers (normalized): a name in a list we do not cover is a place, not a word. */
  readonly placeNames: ReadonlySet<string>
}
const NO_EXTRAS: KnowledgeExtras = { areas: [], links: [], placeNames: new Set() }

export interface KnowledgeIndex {
  readonly destinations: ReadonlyArray<Destination>
  readonly place: (id: string) => PlaceEntry | undefined
  /** The destination a traveller typed or picked, of the trip's type; undefined when we do not cover it. */
  readonly resolve: (text: string, tripType: Destination["type"]) => Resolution | undefined
  /** Which dishes each diet rules out (knowledge/reference/diet-words.json). */
  readonly dietWords: DietWords
}

export const placesOf = (region: Region): ReadonlyArray<Place> => [...region.attractions, ...region.food, ...region.stays]
export const allPlaces = (destination: Destination): ReadonlyArray<Place> => destination.regions.flatMap(placesOf)
export const isAttraction = (place: Place): place is Attraction => place.kind === "attraction" || place.kind === "experience"
export const isFood = (place: Place): place is FoodPlace => place.kind === "food"
export const isStay = (place: Place): place is Stay => place.kind === "stay"

export { normalizeName } from "./normalizeName.ts"

/** Names that are also ordinary words or too short: they match a whole entry or comma part, never inside a sentence. */
const WHOLE_ONLY = new Set(["male", "amber", "hp", "nz", "rak", "jbr", "uae", "uk", "us", "usa", "goa"])

interface Key {
  readonly key: string
  readonly resolution: Resolution
  /** Lower wins when two destinations share a key: own names, then regions, then state or country. */
  readonly rank: number
}

/** A country, or a major city and its country, of the world gazetteer. */
export interface WorldPlace {
  readonly country: string
  readonly kind: "country" | "city"
}

/** The same country, where one name contains the other ("United States" and "United States of America"). */
const sameCountry = (a: string, b: string) => {
  const [x, y] = [normalizeName(a), normalizeName(b)]
  return x.includes(y) || y.includes(x)
}

/**
 * Whether a name is a country of the world other than the destination's, or (for a guide abroad) a city of
 * another country: such a name is never one of the destination's areas ("Jordan" is a country, not
 * Kowloon's Jordan). Chennai's George Town stays Chennai's: Penang's is no Indian trip.
 */
const foreignPlace = (world: ReadonlyMap<string, WorldPlace>, key: string, destination: Destination): boolean => {
  const place = world.get(key)
  if (place === undefined || (place.kind === "city" && destination.type === "domestic")) return false
  return !sameCountry(place.country, destination.country)
}

/** The world gazetteer's places (countries, major cities) a text names, as runs of two to four words. */
const worldNamesIn = (world: ReadonlyMap<string, WorldPlace>, text: string): ReadonlyArray<{ name: string; country: string }> => {
  const words = text.split(" ")
  const found: Array<{ name: string; country: string }> = []
  for (let n = 2; n <= 4; n++) {
    for (let i = 0; i + n <= words.length; i++) {
      const name = words.slice(i, i + n).join(" ")
      const place = world.get(name)
      if (place) found.push({ name, country: place.country })
    }
  }
  return found
}

export const buildKnowledgeIndex = (
  destinations: ReadonlyArray<Destination>,
  dietWords: DietWords = NO_DIET_WORDS,
  world: ReadonlyMap<string, WorldPlace> = new Map(),
  extras: KnowledgeExtras = NO_EXTRAS
): KnowledgeIndex => {
  const places = new Map<string, PlaceEntry>()
  for (const destination of destinations) {
    for (const region of destination.regions) for (const place of placesOf(region)) places.set(place.id, { place, destination, region })
  }
  const size = (d: Destination) => allPlaces(d).length
  const keys: Array<Key> = destinations.flatMap((destination) => [
    ...[destination.name, destination.id.replace(/-/g, " "), ...destination.aliases].map((name) => ({
      key: normalizeName(name),
      resolution: { destination, ...focusFor(destination, name) },
      rank: 0
    })),
    // A region is also known by the part of its name before a comma ("Washington" of "Washington, D.C.").
    ...destination.regions.flatMap((region) =>
      [region.name, region.name.split(",")[0]!, ...region.subAreas]
        .map((name) => ({ key: normalizeName(name), resolution: { destination, focusRegion: region }, rank: 1 }))
        .filter((k) => !foreignPlace(world, k.key, destination))
    ),
    // A state or country name stands for its best-covered destination.
    ...[destination.state, destination.country].flatMap((name) => (name ? [{ key: normalizeName(name), resolution: { destination }, rank: 2 + 1 / (1 + size(destination)) }] : []))
  ])
  const usable = keys.filter((k) => k.key !== "" && k.key !== "india")
  const ordered = [...usable].sort((a, b) => a.rank - b.rank)
  // Indexed once: by trip type, by key (rank order kept), and the free-text keys longest first.
  const indexFor = (type: Destination["type"]) => {
    const ofType = ordered.filter((k) => k.resolution.destination.type === type)
    const byKey = new Map<string, Array<Resolution>>()
    for (const k of ofType) byKey.set(k.key, [...(byKey.get(k.key) ?? []), k.resolution])
    const longestFirst = ofType.filter((k) => !WHOLE_ONLY.has(k.key) && k.rank < 2).sort((a, b) => b.key.length - a.key.length || a.rank - b.rank)
    return { byKey, longestFirst }
  }
  const indexes = { domestic: indexFor("domestic"), international: indexFor("international") }
  const matches = (type: Destination["type"], name: string) => indexes[type].byKey.get(normalizeName(name)) ?? []
  const resolve = (text: string, tripType: Destination["type"]): Resolution | undefined => {
    const { byKey, longestFirst } = indexes[tripType]
    const matches = (name: string) => byKey.get(normalizeName(name)) ?? []
    const exact = (name: string) => matches(name)[0]
    const whole = normalizeName(text)
    if (whole === "") return undefined
    const direct = exact(text)
    if (direct) return direct
    // "Jaipur, Rajasthan, India": the place itself is the first part. When we do not know it, the trip is
    // not covered, even if we know its state or country ("Bhopal, Madhya Pradesh" is not Khajuraho).
    const parts = text.split(/[,;/|]+/).filter((p) => normalizeName(p) !== "")
    if (parts.length > 1) {
      const place = parts[0]!
      const candidates = [...matches(place), ...matches(place.replace(/\(.*?\)/g, " "))]
      // "Old City, Hyderabad": a name several destinations use is settled by the broader parts.
      const broader = parts.slice(1).flatMap((p) => matches(p).map((r) => r.destination.id))
      return candidates.find((c) => broader.includes(c.destination.id)) ?? candidates[0]
    }
    // Free text ("a week in Kerala"): a destination or region named as whole words, longest first, and
    // not as part of a place abroad the text names ("Hong Kong" is not Ziro's Hong village).
    const padded = ` ${whole} `
    const named = worldNamesIn(world, whole)
    // "hong" inside "Hong Kong", a place of another country than the guide's.
    const insidePlaceAbroad = (key: string, destination: Destination) =>
      named.some((p) => p.name !== key && ` ${p.name} `.includes(` ${key} `) && !sameCountry(p.country, destination.country))
    return longestFirst.find(({ key, resolution }) => padded.includes(` ${key} `) && !insidePlaceAbroad(key, resolution.destination))?.resolution
  }
  const names = new Set([...ordered.map((k) => k.key), ...world.keys(), ...extras.placeNames, ...extras.areas.flatMap((a) => [a.name, ...a.aliases].map(normalizeName))])
  const placeName = (key: string) => world.has(key) || extras.placeNames.has(key)
  const acrossDeps = {
    destinations,
    areas: extras.areas,
    one: (text: string, type: Destination["type"]): TripLeg | undefined => resolve(text, type),
    within: (text: string, destination: Destination): TripLeg | undefined => {
      const found = matches(destination.type, text).find((r) => r.destination.id === destination.id && r.focusRegion !== undefined)
      return found && { destination, focusRegion: found.focusRegion! }
    },
    isName: (text: string) => names.has(normalizeName(text)),
    // "Kedarnath", "3 days in Kedarnath": the part, or its last words, name a place.
    isPlace: (text: string) => {
      const words = normalizeName(text).split(" ")
      return [1, 2, 3].some((n) => words.length >= n && placeName(words.slice(-n).join(" ")))
    }
  }
  const resolveWithWords = (text: string, tripType: Destination["type"]): Resolution | undefined => {
    const across = resolveAcross(text, tripType, acrossDeps)
    if (across === "not-covered") return undefined
    if (across && "legs" in across) return { destination: acrossDestination(across), across, links: extras.links, dietWords }
    if (across) return { destination: across.destination, ...(across.focusRegion ? { focusRegion: across.focusRegion } : {}), dietWords }
    const found = resolve(text, tripType)
    return found && { ...found, dietWords }
  }
  return { destinations, place: (id) => places.get(id), resolve: resolveWithWords, dietWords }
}

/**
 * An alias that names one of the destination's regions ("Leh" of Ladakh, "Rann of Kutch" of Gujarat's
 * "Bhuj & the Rann of Kutch") focuses the route there: its name, a sub-area, or whole words of its name.
 */
const focusFor = (destination: Destination, name: string): { focusRegion?: Region } => {
  const key = normalizeName(name)
  if (key === normalizeName(destination.name)) {
    // "Agra" of Agra: the destination's own name is the region of that name (a city destination).
    const same = destination.regions.find((r) => normalizeName(r.name) === key)
    return same ? { focusRegion: same } : {}
  }
  const region =
    destination.regions.find((r) => normalizeName(r.name) === key || r.subAreas.some((s) => normalizeName(s) === key)) ??
    destination.regions.find((r) => key.includes(" ") && ` ${normalizeName(r.name)} `.includes(` ${key} `))
  return region ? { focusRegion: region } : {}
}
