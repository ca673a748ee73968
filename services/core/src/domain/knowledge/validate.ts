import { isStayArea } from "@safarnama/events/contract/itinerary"
import { DOMESTIC_INTERESTS, INTERNATIONAL_INTERESTS } from "@safarnama/events/contract/options"
import { festivalProblems } from "./festivals.ts"
import { greatCircleKm } from "./geo.ts"
import { normalizeName } from "./index.ts"
import { hoursTextProblem } from "./openingHours.ts"
import { isLiveGuide } from "../live/isLiveGuide.ts"
import type { DietWords } from "./dietWords.ts"
import type { DestinationFile, ExchangeRate, Journey, JourneyOption, Region } from "./schema.ts"

/**
 * Checks across fields and files that a schema cannot express: ids unique and named after their
 * destination, places near their region (catches a wrong sign or a swapped latitude), interests of the
 * destination's trip type, visa and currency for international destinations only, enough places.
 * Each problem names the file and the field.
 */

export const MIN_PLACES_PER_DESTINATION = 25
export const DEFAULT_REGION_RADIUS_KM = 40

export interface KnowledgeProblem {
  readonly file: string
  readonly field: string
  readonly message: string
}

/** INR for one unit of each currency: the one exchange-rate table every file and writer converts with. */
export type RateTable = ReadonlyMap<string, ExchangeRate>

/** A converted price may be rounded: within 3 % or ₹10 of the table's rate counts as that rate. */
export const convertedFrom = (costInr: number, amount: number, rate: number): boolean =>
  Math.abs(costInr - amount * rate) <= Math.max(10, amount * rate * 0.03)

/**
 * Words that name a kind of place, not a place: as a sub-area or alias they would send any trip that
 * mentions them here ("Slow Town" went to Kalimpong's "Town", "Old Town, Prague" to Leh's "Old Town").
 */
const GENERIC_PLACE_WORDS = new Set(
  ["town", "city", "old town", "old city", "new town", "downtown", "market", "bazaar", "beach", "fort", "lake", "palace", "temple", "village", "hills", "island", "harbour", "port", "station", "airport", "centre", "center", "river"].map(normalizeName)
)

export const validateDestination = (
  file: string,
  d: DestinationFile,
  rates?: RateTable,
  dietWords?: DietWords,
  /** A guide built from Google Maps is planned from fewer places than a written guide must hold. */
  options: { readonly minPlaces?: number } = {}
): Array<KnowledgeProblem> => {
  const problems: Array<KnowledgeProblem> = []
  const add = (field: string, message: string) => problems.push({ file, field, message })
  const expectedId = file.replace(/^.*\//, "").replace(/\.json$/, "")
  if (d.id !== expectedId) add("id", `is '${d.id}' but the file is named '${expectedId}.json'`)
  if (d.type === "international") {
    if (d.visa === undefined) add("visa", "an international destination needs visa rules for Indian passport holders")
    if (d.visa !== undefined && d.visa.feeInr === undefined && !isLiveGuide(d)) add("visa.feeInr", "a guide states the visa fee in rupees (0 when free)")
    // A guide built from Google Maps has a currency only where a guide of its country gives one.
    if (d.currency === undefined && !isLiveGuide(d)) add("currency", "an international destination needs its currency")
    if (d.timeZone === "Asia/Kolkata") add("timeZone", "an international destination has its own time zone")
    if (d.currency && rates && !rates.has(d.currency.code)) add("currency.code", `${d.currency.code} is not in the exchange-rate table (knowledge/reference/exchange-rates.json)`)
  } else {
    if (d.visa !== undefined) add("visa", "visa rules are for international destinations only")
    if (d.currency !== undefined) add("currency", "the currency is for international destinations only")
    if (d.state === undefined) add("state", "a domestic destination names its Indian state or union territory")
    if (d.country !== "India") add("country", "a domestic destination is in India")
  }
  const interests = new Set<string>(d.type === "domestic" ? DOMESTIC_INTERESTS : INTERNATIONAL_INTERESTS)
  const regionIds = new Set<string>()
  let places = 0
  d.regions.forEach((region, r) => {
    const at = `regions[${r}]`
    if (regionIds.has(region.id)) add(`${at}.id`, `region id '${region.id}' appears twice`)
    regionIds.add(region.id)
    region.subAreas.forEach((name, i) => {
      if (GENERIC_PLACE_WORDS.has(normalizeName(name))) {
        add(`${at}.subAreas[${i}]`, `'${name}' alone names no place: any trip whose text has it would be planned here (write '${region.name.split(",")[0]} ${name}')`)
      }
    })
    for (const p of demandProblems(region)) add(`${at}.${p.field}`, p.message)
    const radius = region.radiusKm ?? DEFAULT_REGION_RADIUS_KM
    const lists = { attractions: region.attractions, food: region.food, stays: region.stays } as const
    for (const [list, items] of Object.entries(lists)) {
      items.forEach((place, p) => {
        places++
        const field = `${at}.${list}[${p}]`
        if (!place.id.startsWith(`${d.id}-`)) add(`${field}.id`, `'${place.id}' must start with '${d.id}-'`)
        const km = greatCircleKm(region.coordinates, place)
        if (km > radius) {
          add(`${field}.lat/lon`, `'${place.name}' is ${Math.round(km)} km from ${region.name}'s coordinates (region radius ${radius} km)`)
        }
        if ("hours" in place && place.hours) {
          const { osm, status } = place.hours
          if (status === "unknown" && osm !== undefined) add(`${field}.hours.osm`, "unknown hours have no osm text")
          if (status !== "unknown" && osm === undefined) add(`${field}.hours.osm`, `${status} hours need their osm text`)
          const problem = osm === undefined ? undefined : hoursTextProblem(osm, { lat: place.lat, lon: place.lon, countryCode: d.countryCode }, d.timeZone)
          if (problem) add(`${field}.hours.osm`, `'${osm}' ${problem}`)
        }
        if (place.kind === "attraction" || place.kind === "experience") {
          const local = place.fee.local
          const rate = local && rates?.get(local.currency)
          if (local && rates && !rate) add(`${field}.fee.local`, `${local.currency} is not in the exchange-rate table`)
          if (local && rate && !convertedFrom(place.costInr, local.amount, rate.inr)) {
            add(`${field}.costInr`, `is ₹${place.costInr}, but ${local.currency} ${local.amount} at the table's ₹${rate.inr} is ₹${Math.round(local.amount * rate.inr)}`)
          }
          if (place.fee.foreignInr !== undefined && d.type === "international") add(`${field}.fee.foreignInr`, "abroad, costInr is already the visitor's price")
        }
        if (place.kind === "stay") {
          const area = isStayArea(place)
          if (area && place.priceToInr !== undefined && place.priceToInr < place.pricePerNightInr) add(`${field}.priceToInr`, "the band's high end is below its low end")
          if (!area && (place.lodging !== undefined || place.priceToInr !== undefined)) add(field, "only a stay area has lodging and priceToInr")
        }
        if ("categories" in place) {
          const stray = place.categories.find((c) => !interests.has(c))
          if (stray) add(`${field}.categories`, `'${stray}' is not a ${d.type} interest (use: ${[...interests].join(", ")})`)
        }
        if (place.kind === "food" && place.diets.includes("vegan") && !place.diets.includes("vegetarian")) {
          add(`${field}.diets`, "a vegan place is also vegetarian: list both")
        }
        if (place.kind === "food") {
          for (const diet of place.diets) {
            const word = dietWords?.against(place.specialty, diet)
            if (word && !place.dietDishes?.some((d) => d.diet === diet)) {
              add(`${field}.dietDishes`, `its specialty names ${word}: say what a ${diet} traveller eats here (dietDishes), or leave ${diet} out of its diets`)
            }
          }
          ;(place.dietDishes ?? []).forEach((dish, k) => {
            if (!place.diets.includes(dish.diet)) add(`${field}.dietDishes[${k}].diet`, `'${dish.diet}' is not one of the place's diets`)
            const word = dietWords?.against(dish.dishes, dish.diet)
            if (word) add(`${field}.dietDishes[${k}].dishes`, `names ${word}, which a ${dish.diet} diet rules out`)
          })
        }
      })
    }
  })
  problems.push(...validateJourneys(d).map((p) => ({ file, ...p })))
  problems.push(...festivalProblems(d.id, d.festivals, d.regions).map((p) => ({ file, ...p })))
  const minPlaces = options.minPlaces ?? MIN_PLACES_PER_DESTINATION
  if (places < minPlaces) add("regions", `has ${places} places; a destination needs at least ${minPlaces}`)
  if (greatCircleKm(d.coordinates, d.regions[0]!.coordinates) > 1500) add("coordinates", "is more than 1,500 km from the first region")
  return problems
}

/** Must-sees per region at most (a big city's four). */
export const MAX_MUST_SEES = 4

/**
 * A region's ranked sights (ADR 0190): ranks 1..n once each, the must-sees on top, at most MAX_MUST_SEES of
 * them, and a region with sights has at least one (once the guide ranks any).
 */
const demandProblems = (region: Region): Array<{ field: string; message: string }> => {
  const ranked = region.attractions.flatMap((a, i) => (a.demand ? [{ a, i, demand: a.demand }] : []))
  if (ranked.length === 0) return region.attractions.length === 0 ? [] : [{ field: "attractions", message: `${region.name} ranks none of its sights: mark its must-sees (demand)` }]
  const problems: Array<{ field: string; message: string }> = []
  const ranks = ranked.map((r) => r.demand.rank).sort((x, y) => x - y)
  if (ranks.some((rank, i) => rank !== i + 1)) problems.push({ field: "attractions", message: `ranks are ${ranks.join(", ")}; they must be 1 to ${ranked.length}, each once` })
  const mustSees = ranked.filter((r) => r.demand.mustSee === true)
  if (mustSees.length === 0) problems.push({ field: "attractions", message: `${region.name} ranks its sights but marks no must-see` })
  if (mustSees.length > MAX_MUST_SEES) problems.push({ field: "attractions", message: `${region.name} has ${mustSees.length} must-sees; at most ${MAX_MUST_SEES}` })
  for (const r of ranked) {
    if (r.demand.mustSee !== true && r.demand.rank <= mustSees.length) {
      problems.push({ field: `attractions[${r.i}].demand`, message: `'${r.a.name}' ranks ${r.demand.rank} but is not a must-see: must-sees take the top ranks` })
    }
  }
  return problems
}

/** Problems across destinations: place ids unique in the whole knowledge base, names and aliases owned once. */
export const validateAcross = (destinations: ReadonlyArray<{ readonly file: string; readonly destination: Pick<DestinationFile, "name" | "aliases" | "regions"> }>): Array<KnowledgeProblem> => {
  const problems: Array<KnowledgeProblem> = []
  const placeOwner = new Map<string, string>()
  const nameOwner = new Map<string, string>()
  for (const { file, destination: d } of destinations) {
    for (const region of d.regions) {
      for (const place of [...region.attractions, ...region.food, ...region.stays]) {
        const other = placeOwner.get(place.id)
        if (other !== undefined) problems.push({ file, field: `place ${place.id}`, message: `place id is also used in ${other}` })
        placeOwner.set(place.id, file)
      }
    }
    for (const name of [d.name, ...d.aliases]) {
      const key = name.toLowerCase()
      const other = nameOwner.get(key)
      if (other !== undefined && other !== file) problems.push({ file, field: "aliases", message: `'${name}' also names ${other}` })
      nameOwner.set(key, file)
    }
  }
  return problems
}

/**
 * A journey's own sight (its `sight` or `stopsAt`) is an attraction of one of its ends, and a stop on the
 * way is free: the journey's slot holds its visit, and a journey carries no fee.
 */
const validateCarriedSights = (d: DestinationFile, j: Journey, o: JourneyOption): Array<string> =>
  [o.sight, o.stopsAt].flatMap((id) => {
    if (id === undefined) return []
    const sight = d.regions.filter((r) => r.id === j.from || r.id === j.to).flatMap((r) => r.attractions).find((a) => a.id === id)
    if (sight === undefined) return [`'${id}' is not an attraction of ${j.from} or ${j.to}`]
    return id === o.stopsAt && sight.costInr > 0 ? [`the stop '${id}' has a fee; a journey's stop is free to enter`] : []
  })

/** A journey joins two different known ends ("hub" or region ids), once, and gives each mode once. */
const validateJourneys = (d: DestinationFile): Array<Omit<KnowledgeProblem, "file">> => {
  const problems: Array<Omit<KnowledgeProblem, "file">> = []
  const ends = new Set(["hub", ...d.regions.map((r) => r.id)])
  const pairs = new Set<string>()
  d.journeys.forEach((j, i) => {
    const field = `journeys[${i}]`
    for (const end of [j.from, j.to]) if (!ends.has(end)) problems.push({ field, message: `'${end}' is neither "hub" nor a region id of ${d.id}` })
    if (j.from === j.to) problems.push({ field, message: "a journey joins two different places" })
    if (j.to === "hub") problems.push({ field: `${field}.to`, message: 'write a journey from the hub as from: "hub"' })
    const pair = [j.from, j.to].sort().join(" ")
    if (pairs.has(pair)) problems.push({ field, message: `${j.from} - ${j.to} is listed twice (a journey holds both directions)` })
    pairs.add(pair)
    const modes = j.options.map((o) => o.mode)
    const twice = modes.find((m, k) => modes.indexOf(m) !== k)
    if (twice) problems.push({ field: `${field}.options`, message: `mode '${twice}' is given twice` })
    j.options.forEach((o, k) => {
      problems.push(...validateCarriedSights(d, j, o).map((message) => ({ field: `${field}.options[${k}]`, message })))
      if (o.estimate !== true && /\bestimate/i.test(o.source)) problems.push({ field: `${field}.options[${k}].estimate`, message: "a source that says it is an estimate needs estimate: true" })
      if (o.minutes / 60 > 0 && o.km / (o.minutes / 60) > (o.mode === "flight" ? 900 : o.mode === "rail" ? 320 : 130)) {
        problems.push({ field: `${field}.options[${k}]`, message: `${o.km} km in ${o.minutes} minutes is faster than a ${o.mode} can go` })
      }
    })
  })
  return problems
}
