import { normalizeName } from "./normalizeName.ts"
import type { Destination, Region, TripArea } from "./schema.ts"

/**
 * One trip across several places (docs/adr/0210-trips-across-places.md): a destination text that names
 * several places ("Delhi, Agra and Jaipur", "Kerala & Goa"), a well-known circuit ("Golden Triangle") or a
 * part of the world ("South India", "Europe") is a trip across their guides. Pure: the knowledge index
 * hands in how it resolves one place.
 */

/** One place of a trip across several: a guide, and the region of it the traveller named (Jaipur of Rajasthan). */
export interface TripLeg {
  readonly destination: Destination
  readonly focusRegion?: Region
}

export interface Across {
  readonly kind: "list" | "circuit" | "area"
  /** How the traveller or the circuit names the trip ("Golden Triangle", "Delhi, Agra and Jaipur"). */
  readonly name: string
  /** In the order asked (a list, a circuit) or the area's guides, best covered first. */
  readonly legs: ReadonlyArray<TripLeg>
  /** An area: the planner takes as many of its guides as the days hold; a list or a circuit: all of them. */
  readonly chooseForDays: boolean
  readonly source?: string
}

/** The name of a leg as a route says it: the region asked for, else the guide ("Jaipur", "Switzerland"). */
export const legName = (leg: TripLeg): string => (leg.focusRegion ? leg.focusRegion.name.split(",")[0]! : leg.destination.name)
export const legKey = (leg: TripLeg): string => `${leg.destination.id}/${leg.focusRegion?.id ?? ""}`

/** What separates the places of a list: commas, "and", "&", "+", "then" (and Hindi's "और"). */
const SEPARATOR = /\s*(?:,|;|&|\+|\/|\band\b|\bthen\b|\bplus\b|(?<![\u0900-\u097F])और(?![\u0900-\u097F]))\s*/giu

interface Part {
  readonly text: string
  readonly start: number
  readonly end: number
}

/**
 * The places a text lists, each kept whole where a known name spans a separator ("Calangute & Baga",
 * "Andaman and Nicobar", "Bosnia and Herzegovina"): the longest run of parts that is a known name is one part.
 */
export const listedPlaces = (text: string, isName: (text: string) => boolean): ReadonlyArray<string> => {
  const parts: Array<Part> = []
  let at = 0
  for (const match of text.matchAll(SEPARATOR)) {
    parts.push({ text: text.slice(at, match.index), start: at, end: match.index! })
    at = match.index! + match[0].length
  }
  parts.push({ text: text.slice(at), start: at, end: text.length })
  const real = parts.filter((p) => normalizeName(p.text) !== "")
  const out: Array<string> = []
  for (let i = 0; i < real.length; ) {
    let j = real.length - 1
    while (j > i && !isName(text.slice(real[i]!.start, real[j]!.end))) j--
    out.push(text.slice(real[i]!.start, real[j]!.end).trim())
    i = j + 1
  }
  return out
}

export interface AcrossDeps {
  readonly destinations: ReadonlyArray<Destination>
  readonly areas: ReadonlyArray<TripArea>
  /** One place resolved as the index does (its own names, regions, free text); undefined when not covered. */
  readonly one: (text: string, type: Destination["type"]) => TripLeg | undefined
  /** The region of a guide a text names ("Old City" of Hyderabad), if it names one. */
  readonly within: (text: string, destination: Destination) => TripLeg | undefined
  /** Whether a text is a name the index, the areas or the world gazetteer knows as a whole. */
  readonly isName: (text: string) => boolean
  /** Whether a text names a place of the world (a country, a city, an Indian town) we may not cover. */
  readonly isPlace: (text: string) => boolean
}

/** Whether a part only says where the others are ("Jaipur, Rajasthan", "Kerala, India", "Paris, France"). */
const qualifies = (part: string, legs: ReadonlyArray<TripLeg | undefined>, self: number): boolean => {
  const key = normalizeName(part)
  if (key === "india") return true
  return legs.some((leg, i) => i !== self && leg !== undefined && [leg.destination.state, leg.destination.country].some((n) => n !== undefined && normalizeName(n) === key))
}

/** The guides of an area: of its states or countries and of the trip's type (not a faith's own pilgrimage), the best covered first. */
const areaLegs = (area: TripArea, destinations: ReadonlyArray<Destination>): ReadonlyArray<TripLeg> => {
  const names = new Set([...(area.states ?? []), ...(area.countries ?? [])].map(normalizeName))
  const size = (d: Destination) => d.regions.reduce((n, r) => n + r.attractions.length, 0)
  return destinations
    .filter((d) => d.type === area.type && d.inAreaTrips !== false && names.has(normalizeName((area.states ? d.state : d.country) ?? "")))
    .sort((a, b) => size(b) - size(a))
    .map((destination) => ({ destination }))
}

const areaNamed = (areas: ReadonlyArray<TripArea>, text: string, type: Destination["type"]): TripArea | undefined => {
  const key = normalizeName(text)
  return areas.find((a) => a.type === type && [a.name, ...a.aliases].some((n) => normalizeName(n) === key))
}

/** An area named in free text ("10 days in South India"), as whole words, the longest name first. */
const areaIn = (areas: ReadonlyArray<TripArea>, text: string, type: Destination["type"]): TripArea | undefined => {
  const padded = ` ${normalizeName(text)} `
  const names = areas.filter((a) => a.type === type).flatMap((a) => [a.name, ...a.aliases].map((n) => ({ a, key: normalizeName(n) })))
  return names.sort((x, y) => y.key.length - x.key.length).find(({ key }) => padded.includes(` ${key} `))?.a
}

/** Legs once each; a region of a guide also asked as a whole is part of the whole ("Rajasthan and Jaipur"). */
const distinct = (legs: ReadonlyArray<TripLeg>): ReadonlyArray<TripLeg> => {
  const wholes = new Set(legs.filter((l) => l.focusRegion === undefined).map((l) => l.destination.id))
  const seen = new Set<string>()
  return legs.filter((leg) => {
    if (leg.focusRegion !== undefined && wholes.has(leg.destination.id)) return false
    const key = legKey(leg)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const fromArea = (area: TripArea, deps: AcrossDeps): Across | "not-covered" => {
  if (area.kind === "area") {
    const legs = areaLegs(area, deps.destinations)
    return legs.length === 0 ? "not-covered" : { kind: "area", name: area.name, legs, chooseForDays: true, source: area.source }
  }
  const legs = (area.places ?? []).map((p) => deps.one(p, area.type))
  if (legs.some((l) => l === undefined)) return "not-covered"
  return { kind: "circuit", name: area.name, legs: distinct(legs as ReadonlyArray<TripLeg>), chooseForDays: false, source: area.source }
}

/**
 * The trip across several places a text names, if it names several; "not-covered" when one of the
 * places it names is one we do not cover (we never plan "Delhi, Agra and Kedarnath" without Kedarnath);
 * the one place a list names with other words; undefined when the text is one place (the index resolves
 * it as always).
 */
export const resolveAcross = (text: string, type: Destination["type"], deps: AcrossDeps): Across | TripLeg | "not-covered" | undefined => {
  const named = areaNamed(deps.areas, text, type)
  if (named) return fromArea(named, deps)
  if (deps.isName(text)) return undefined
  const parts = listedPlaces(text, deps.isName)
  if (parts.length < 2) {
    const inText = deps.one(text, type) === undefined ? areaIn(deps.areas, text, type) : undefined
    return inText ? fromArea(inText, deps) : undefined
  }
  // A part that is a guide's own name is that guide ("Kedarnath, Char Dham": the Char Dham guide's
  // Kedarnath), else a circuit or an area of that name, else a place.
  const alone = parts.map((part) => {
    const one = deps.one(part, type)
    const guideNamed = one !== undefined && one.focusRegion === undefined && normalizeName(one.destination.name) === normalizeName(part)
    const area = guideNamed ? undefined : areaNamed(deps.areas, part, type)
    return area ? fromArea(area, deps) : one
  })
  // "Old City, Hyderabad": a part that is a region of a guide another part names is that region, and the
  // other part only says where it is.
  const broader = new Set<number>()
  const pieces = alone.map((piece, i) => {
    for (const [j, other] of alone.entries()) {
      if (j === i || other === undefined || other === "not-covered" || "legs" in other || other.focusRegion !== undefined) continue
      const inside = deps.within(parts[i]!, other.destination)
      if (inside) {
        broader.add(j)
        return inside
      }
    }
    return piece
  })
  const legsOfPieces = pieces.map((p) => (p === undefined || p === "not-covered" ? undefined : "legs" in p ? p.legs[0] : p))
  const kept = parts.flatMap((part, i) => (broader.has(i) || qualifies(part, legsOfPieces, i) ? [] : [{ part, piece: pieces[i] }]))
  // A part that names no covered place: a place we do not cover sells nothing; other words ("with family") are not places.
  if (kept.some(({ part, piece }) => piece === "not-covered" || (piece === undefined && deps.isPlace(part)))) return "not-covered"
  const legs = distinct(kept.flatMap(({ piece }) => (piece === undefined || piece === "not-covered" ? [] : "legs" in piece ? piece.legs : [piece])))
  // One place with words around it ("Trip to Goa and relax", "Jaipur, Rajasthan, India"): that place.
  if (legs.length < 2) return legs[0]
  return { kind: "list", name: text.trim(), legs, chooseForDays: false }
}

/**
 * The trip's places as one destination for the checks, the writers and the coverage answer: every
 * region of every guide (region ids are unique across guides), their permits and markets; the first
 * guide's hub, time zone and currency. Journeys stay with each guide: the checks ask the guide of the
 * two regions, or the journey between guides (hubLinks.ts).
 */
export const acrossDestination = (across: Across): Destination => {
  const guides = [...new Map(across.legs.map((l) => [l.destination.id, l.destination])).values()]
  const first = guides[0]!
  const countries = [...new Set(guides.map((g) => g.country))]
  return {
    ...first,
    id: guides.map((g) => g.id).join("+"),
    name: across.name,
    country: countries.join(", "),
    aliases: [],
    regions: guides.flatMap((g) => g.regions),
    permits: guides.flatMap((g) => g.permits),
    // A festival its guide keeps everywhere (Finland's Independence Day) is held in that guide's regions
    // only, not in every guide's: one copy a region, which festivalsInMonth counts once.
    festivals: guides.flatMap((g) => g.festivals.flatMap((f) => (f.region !== undefined ? [f] : g.regions.map((r) => ({ ...f, region: r.id }))))),
    travelTips: guides.flatMap((g) => g.travelTips),
    journeys: []
  }
}
