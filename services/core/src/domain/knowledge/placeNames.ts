import { normalizeName, type PlaceEntry, placesOf } from "./index.ts"
import type { Destination, Place } from "./schema.ts"

/**
 * The knowledge-base place a plan's activity names without its id ("Explore Amber Fort", "Lunch at Café
 * Tato"). Plans are written by a model: names come inside sentences and with small misspellings ("Amer
 * Fort", "Humayuns Tomb"), so we match whole-word phrases everywhere and tolerate spelling only within
 * the plan's own destination, where a near name is very likely the place meant.
 */
export interface PlaceNames {
  /** The knowledge-base place an activity (or hotel / food recommendation) names, or undefined. `destinationId`: the plan's destination, preferred and the only one searched with spelling tolerance. */
  readonly resolve: (text: string, destinationId?: string) => PlaceEntry | undefined
}

/**
 * Words that say what kind of place something is, not which one. A name made only of them ("Old City",
 * "Museum Hotel") names a place only when it is the whole text; inside a sentence it is just a description.
 */
const GENERIC = wordSet(
  "a an and at by de del des du el for from in la le near of on the to with",
  "beach bay island lake river falls waterfall hill valley forest cave point viewpoint view garden park",
  "temple mandir church cathedral mosque masjid monastery shrine tomb museum palace fort fortress",
  "market bazaar mall shop shopping street lane city town village old new main local area centre center",
  "hotel resort hostel guesthouse homestay lodge stay house home room camp tent",
  "restaurant cafe bar pub kitchen eatery bakery dhaba thali trattoria taverna osteria pizzeria bistro brasserie",
  "izakaya hawker stall food snack sweet tea coffee chai biryani breakfast lunch dinner",
  "walk tour trip ride drive trek hike cruise boat visit sunset sunrise night day evening morning time himalayan himalaya"
)

/**
 * Words that name a place well enough within the plan's destination ("Marine Drive", "Night Safari",
 * "Scuba diving" there) but are activities or descriptions anywhere else: another destination's place is
 * matched only through a word outside both lists, or "Scuba diving" in any plan would go to the Andamans.
 */
const DESCRIPTIVE = wordSet(
  "road avenue square gate bridge tower station railway harbour pier promenade waterfront riverside lakeside seaside",
  "north south east west central national state government heritage international ancient traditional cultural",
  "complex place building hall corner quarter downtown memorial statue monument ruins cemetery chapel castle gallery",
  "art history botanic botanical zoo zoological aquarium sanctuary nature wildlife bird dolphin whale watching watch",
  "lagoon desert glacier gorge peak mount spring jungle observatory observation deck sky sun hot water marine",
  "sports scuba diving snorkelling snorkeling kayaking rafting cycling paragliding tandem fishing boating climb trail",
  "safari jeep camel flight balloon cable car ropeway train ferry excursion guided spa massage wellness yoga",
  "class lesson cooking tasting making plantation estate farm factory show dance music sound light ceremony aarti",
  "experience performance luxury budget boutique business holiday family pool villa cottage hut retreat casino club",
  "indian chinese japanese tibetan vegetarian mediterranean paradise terrace imperial avocado mandapa chutney"
)

function wordSet(...lines: ReadonlyArray<string>): ReadonlySet<string> {
  return new Set(lines.join(" ").split(" "))
}

/** Plurals count as the word: "temples", "beaches". */
const isIn = (list: ReadonlySet<string>, word: string): boolean =>
  list.has(word) || list.has(word.replace(/s$/, "")) || list.has(word.replace(/es$/, ""))

/** Normalized, without a leading "the", an apostrophe-s joined to its word: "Humayun's Tomb" and "Humayuns Tomb" agree. */
const keyOf = (text: string): string =>
  normalizeName(text)
    .replace(/^the /, "")
    .replace(/ s(?= |$)/g, "s")

/** For spelling tolerance: a trailing 's' dropped from every word ("lodhi gardens" is "lodhi garden"). */
const looseOf = (key: string): string => key.replace(/s(?= |$)/g, "")

/**
 * A place is also known by its name without the aside in brackets ("Red Fort (Lal Qila)" is "Red Fort")
 * and by the part before a comma ("Akbar's Tomb, Sikandra"). The bracketed asides themselves are often an
 * area or an operator ("Tim Ho Wan (Sham Shui Po)", "(CGH Earth)"), so they are not names of the place.
 */
const namesOf = (place: Place): ReadonlyArray<string> => {
  const bare = place.name.replace(/\(.*?\)/g, " ")
  return [...new Set([place.name, bare, bare.split(",")[0]!].map(keyOf))].filter((key) => key !== "")
}

interface Name {
  readonly key: string
  readonly entry: PlaceEntry
  readonly words: number
  readonly letters: number
  /** Has a word that is not generic, so it can identify a place of the plan's destination inside a longer text. */
  readonly specific: boolean
  /** Has a word that is neither generic nor descriptive, so it can identify a place of another destination. */
  readonly distinctive: boolean
}

interface NearName {
  readonly name: Name
  readonly loose: string
  readonly letterSet: number
  readonly maxDistance: number
}

/** Texts longer than this many words are compared in windows of it for spelling; names rarely run longer. */
const NEAR_WINDOW_WORDS = 5

export const buildPlaceNames = (destinations: ReadonlyArray<Destination>): PlaceNames => {
  const byKey = new Map<string, Array<Name>>()
  // Spelling is tolerated only within the plan's destination: its names by the length of their loose form.
  const nearByDestination = new Map<string, Map<number, Array<NearName>>>()
  // A town or area of the plan's destination is never another destination's place: "Georgetown" in a
  // Malaysia plan is Penang's George Town, not the Washington neighbourhood of that name.
  const areasByDestination = new Map(destinations.map((d) => [d.id, new Set(areaNamesOf(d).map(keyOf))]))
  let longestWords = 1
  for (const destination of destinations) {
    const near = new Map<number, Array<NearName>>()
    nearByDestination.set(destination.id, near)
    for (const region of destination.regions) {
      for (const place of placesOf(region)) {
        for (const key of namesOf(place)) {
          const words = key.split(" ")
          const letters = key.replace(/ /g, "").length
          const specific = words.some((w) => !isIn(GENERIC, w))
          const distinctive = words.some((w) => !isIn(GENERIC, w) && !isIn(DESCRIPTIVE, w))
          const name: Name = { key, entry: { place, destination, region }, words: words.length, letters, specific, distinctive }
          byKey.set(key, [...(byKey.get(key) ?? []), name])
          longestWords = Math.max(longestWords, words.length)
          if (!name.specific || letters < 6) continue
          const loose = looseOf(key)
          near.set(loose.length, [...(near.get(loose.length) ?? []), { name, loose, letterSet: letterSet(loose), maxDistance: letters <= 10 ? 1 : 2 }])
        }
      }
    }
  }

  const resolve = (text: string, destinationId?: string): PlaceEntry | undefined => {
    const whole = keyOf(text)
    if (whole === "") return undefined
    const words = whole.split(" ")
    const found = phrases(words, longestWords).flatMap((phrase) => byKey.get(phrase) ?? [])
    const own = (name: Name) => name.entry.destination.id === destinationId
    // In the plan's destination a single word of 6+ letters can be a name ("Charminar"); elsewhere it needs
    // 7+, so that a word shared by chance with a far-away place's name does not move the activity there.
    const inOwn = longest(found.filter((n) => own(n) && (n.key === whole || (n.specific && (n.words > 1 || n.letters >= 6)))))
    if (inOwn) return inOwn.entry
    const near = destinationId === undefined ? undefined : nearest(words, nearByDestination.get(destinationId))
    if (near) return near.entry
    const ownAreas = areasByDestination.get(destinationId ?? "")
    const elsewhere = found.filter((n) => !own(n) && n.distinctive && (n.words > 1 || n.letters >= 7) && !ownAreas?.has(n.key))
    const best = longest(elsewhere)
    // "Jantar Mantar" in a Goa plan could be Delhi's or Jaipur's: a guess would check the wrong place.
    const ambiguous = elsewhere.some((n) => n.key === best?.key && n.entry.destination.id !== best.entry.destination.id)
    return ambiguous ? undefined : best?.entry
  }
  return { resolve }
}

const areaNamesOf = (destination: Destination): ReadonlyArray<string> => [
  destination.name,
  ...destination.aliases,
  ...destination.regions.flatMap((region) => [region.name, region.name.split(",")[0]!, ...region.subAreas])
]

/** Every run of 1 to `most` consecutive words, as text. */
const phrases = (words: ReadonlyArray<string>, most: number): ReadonlyArray<string> =>
  words.flatMap((_, start) => words.slice(start, start + most).map((__, i) => words.slice(start, start + i + 1).join(" ")))

/** The longest name wins: "City Palace Jaipur" says more than a "City Palace" found inside it. */
const longest = (names: ReadonlyArray<Name>): Name | undefined =>
  names.reduce<Name | undefined>((best, name) => (best === undefined || name.key.length > best.key.length ? name : best), undefined)

/** The name closest in spelling to a window of the text (then the longest), within its allowed distance. */
const nearest = (words: ReadonlyArray<string>, byLength: ReadonlyMap<number, ReadonlyArray<NearName>> | undefined): Name | undefined => {
  if (!byLength) return undefined
  let best: { readonly name: Name; readonly distance: number } | undefined
  for (const window of phrases(words, NEAR_WINDOW_WORDS)) {
    const loose = looseOf(window)
    const letters = letterSet(loose)
    // A misspelling changes the length by at most the allowed distance, 2 at most.
    for (let length = loose.length - 2; length <= loose.length + 2; length++) {
      for (const candidate of byLength.get(length) ?? []) {
        if (Math.abs(length - loose.length) > candidate.maxDistance) continue
        if (bitCount(letters ^ candidate.letterSet) > 2 * candidate.maxDistance) continue
        const distance = editDistance(loose, candidate.loose, candidate.maxDistance)
        if (distance > candidate.maxDistance) continue
        if (!best || distance < best.distance || (distance === best.distance && candidate.name.key.length > best.name.key.length)) {
          best = { name: candidate.name, distance }
        }
      }
    }
  }
  return best?.name
}

/**
 * The letters a text uses, one bit each (digits share bits, which only lets more through). One edit adds or
 * removes at most two letters from the set, so a cheap test turns away most names before the edit distance.
 */
const letterSet = (text: string): number => {
  let set = 0
  for (let i = 0; i < text.length; i++) if (text[i] !== " ") set |= 1 << (text.charCodeAt(i) % 32)
  return set
}

const bitCount = (bits: number): number => {
  let count = 0
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++
  return count
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: a swap of two neighbouring letters is one edit),
 * stopping at `max` + 1 once no alignment can stay within `max`, which is most comparisons after a few letters.
 */
const editDistance = (a: string, b: string, max: number): number => {
  let twoBack: Array<number> = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowBest = i
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, twoBack[j - 2]! + 1)
      current.push(d)
      rowBest = Math.min(rowBest, d)
    }
    if (rowBest > max) return max + 1
    twoBack = previous
    previous = current
  }
  return previous[b.length]!
}

const built = new WeakMap<ReadonlyArray<Destination>, PlaceNames>()

/** One name index per knowledge base, built on first use (about 50 ms for the bundled one). */
export const placeNamesOf = (destinations: ReadonlyArray<Destination>): PlaceNames => {
  const known = built.get(destinations)
  if (known) return known
  const names = buildPlaceNames(destinations)
  built.set(destinations, names)
  return names
}
