import { DOMESTIC_INTERESTS, INTERNATIONAL_INTERESTS } from "@safarnama/events/contract/options"
import { Schema } from "effect"
import type { DietWords } from "../knowledge/dietWords.ts"
import { greatCircleKm } from "../knowledge/geo.ts"
import { normalizeName } from "../knowledge/normalizeName.ts"
import { BestTime, type Destination, TIERS, type Tier } from "../knowledge/schema.ts"
import { ATTRACTION_TYPES, MEAL_KINDS } from "../knowledge/schema.ts"

/**
 * What a guide built from the live source (issue 41) reads Google's answers with: how Google's place types
 * map to our kinds of sight and food (knowledge/reference/google-place-types.json), each country's time
 * zones (knowledge/reference/time-zones.json, from the IANA database), and the prices of the bundled guides
 * of the same trip type, whose medians stand in for what Google does not say (an entry fee, a room's price).
 */

const Text = Schema.String.pipe(Schema.minLength(1))
const GoogleTypes = Schema.Array(Text).pipe(Schema.minItems(1))

export const SightRule = Schema.Struct({
  googleTypes: GoogleTypes,
  type: Schema.Literal(...ATTRACTION_TYPES),
  domestic: Schema.Array(Schema.Literal(...DOMESTIC_INTERESTS)).pipe(Schema.minItems(1)),
  international: Schema.Array(Schema.Literal(...INTERNATIONAL_INTERESTS)).pipe(Schema.minItems(1)),
  visitMinutes: Schema.Int.pipe(Schema.between(15, 720)),
  bestTime: BestTime,
  label: Text
})
export type SightRule = typeof SightRule.Type

export const FoodRule = Schema.Struct({ googleTypes: GoogleTypes, meal: Schema.Literal(...MEAL_KINDS), label: Text, localMeal: Schema.optional(Schema.Boolean) })
export type FoodRule = typeof FoodRule.Type

/** Both rule lists end with a '*' rule, so every place has one. */
const endsWithAnyRule = (rules: ReadonlyArray<{ readonly googleTypes: ReadonlyArray<string> }>) => rules.at(-1)?.googleTypes.includes("*") === true

export const GooglePlaceTypesFile = Schema.Struct({
  about: Text,
  asOf: Text,
  notSights: Schema.Array(Text),
  sights: Schema.Array(SightRule).pipe(Schema.filter((rules) => endsWithAnyRule(rules) || "the last sight rule matches any type ('*')")),
  food: Schema.Array(FoodRule).pipe(Schema.filter((rules) => endsWithAnyRule(rules) || "the last food rule matches any type ('*')")),
  cuisines: Schema.Record({ key: Schema.String, value: Text }),
  vegetarianOnly: Schema.Array(Text),
  vegan: Schema.Array(Text)
})
export type GooglePlaceTypes = typeof GooglePlaceTypesFile.Type

export const TimeZonesFile = Schema.Struct({
  about: Text,
  source: Text,
  asOf: Text,
  zones: Schema.Array(Schema.Struct({ country: Schema.String.pipe(Schema.pattern(/^[a-z]{2}$/)), zone: Text, lat: Schema.Number, lon: Schema.Number })).pipe(Schema.minItems(1))
})
export type TimeZones = typeof TimeZonesFile.Type

/** What stands in for the prices Google does not give, by trip type: medians of the bundled guides. */
export interface LiveEstimates {
  readonly stayInr: Record<Tier, number>
  readonly dailyCostsInr: Destination["dailyCostsInr"]
  readonly airportTransferInr: { readonly public: number; readonly private: number }
  /** How many bundled guides the medians rest on. */
  readonly guides: number
}

export interface LiveReference {
  readonly types: GooglePlaceTypes
  readonly timeZones: TimeZones
  readonly estimates: Record<Destination["type"], LiveEstimates>
  /** Which dishes each diet rules out: a kitchen Google calls vegetarian whose summary names lamb is not one. */
  readonly dietWords: DietWords
  /** A bundled guide of a country (by its name or ISO code): its visa rule and currency are the country's. */
  readonly guideOfCountry: (country: string | undefined, countryCode: string | undefined) => Destination | undefined
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return 0
  const mid = Math.floor(sorted.length / 2)
  return Math.round(sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2)
}

const byTier = (pick: (tier: Tier) => ReadonlyArray<number>): Record<Tier, number> =>
  Object.fromEntries(TIERS.map((tier) => [tier, median(pick(tier))])) as Record<Tier, number>

const estimatesOf = (guides: ReadonlyArray<Destination>): LiveEstimates => {
  const stays = guides.flatMap((d) => d.regions.flatMap((r) => r.stays))
  return {
    stayInr: byTier((tier) => stays.filter((s) => s.tier === tier).map((s) => s.pricePerNightInr)),
    dailyCostsInr: {
      food: byTier((tier) => guides.map((d) => d.dailyCostsInr.food[tier])),
      localTransport: byTier((tier) => guides.map((d) => d.dailyCostsInr.localTransport[tier]))
    },
    airportTransferInr: {
      public: median(guides.map((d) => d.transport.airportTransfer.public.approximateCostInr)),
      private: median(guides.map((d) => d.transport.airportTransfer.private.approximateCostInr))
    },
    guides: guides.length
  }
}

export const liveReferenceOf = (bundled: ReadonlyArray<Destination>, types: GooglePlaceTypes, timeZones: TimeZones, dietWords: DietWords): LiveReference => {
  const ofType = (type: Destination["type"]) => bundled.filter((d) => d.type === type && d.regions.some((r) => r.stays.length > 0))
  // A guide that is the whole country ("Japan"), else the country's best-covered one, stands for it.
  const byCountry = new Map<string, Destination>()
  for (const d of [...bundled].sort((a, b) => b.regions.length - a.regions.length)) {
    if (d.type !== "international" || d.visa === undefined) continue
    for (const key of [normalizeName(d.country), d.countryCode ?? ""]) if (key !== "" && !byCountry.has(key)) byCountry.set(key, d)
  }
  return {
    types,
    timeZones,
    dietWords,
    estimates: { domestic: estimatesOf(ofType("domestic")), international: estimatesOf(ofType("international")) },
    guideOfCountry: (country, countryCode) => (countryCode && byCountry.get(countryCode)) || (country ? byCountry.get(normalizeName(country)) : undefined)
  }
}

/** The country's zone nearest the point (most countries have one); undefined for a country the table lacks. */
export const timeZoneAt = (timeZones: TimeZones, countryCode: string | undefined, at: { readonly lat: number; readonly lon: number }): string | undefined => {
  const zones = timeZones.zones.filter((z) => z.country === countryCode)
  let best: { readonly zone: string; readonly km: number } | undefined
  for (const z of zones) {
    const km = greatCircleKm(at, z)
    if (best === undefined || km < best.km) best = { zone: z.zone, km }
  }
  return best?.zone
}

/** The first rule whose types meet the place's (its primary type first). */
export const ruleFor = <R extends { readonly googleTypes: ReadonlyArray<string> }>(rules: ReadonlyArray<R>, types: ReadonlyArray<string>, primaryType?: string): R => {
  const wanted = primaryType ? [primaryType, ...types] : types
  for (const type of wanted) {
    const rule = rules.find((r) => r.googleTypes.includes(type))
    if (rule) return rule
  }
  return rules.find((r) => r.googleTypes.includes("*")) ?? rules.at(-1)!
}
