import type { DestinationGuide } from "../DestinationGuide.ts"
import { bali } from "./bali.ts"
import { dubai } from "./dubai.ts"
import { goa } from "./goa.ts"
import { himachalPradesh } from "./himachalPradesh.ts"
import { japan } from "./japan.ts"
import { kerala } from "./kerala.ts"
import { lakshadweep } from "./lakshadweep.ts"
import { maldives } from "./maldives.ts"
import { newZealand } from "./newZealand.ts"
import { rajasthan } from "./rajasthan.ts"
import { switzerland } from "./switzerland.ts"
import { varanasi } from "./varanasi.ts"

/** The spec's 12 showcase destinations, domestic first, in showcase order. */
export const destinationGuides: ReadonlyArray<DestinationGuide> = [
  rajasthan,
  kerala,
  himachalPradesh,
  goa,
  lakshadweep,
  varanasi,
  switzerland,
  bali,
  japan,
  maldives,
  dubai,
  newZealand
]

/** Lower case, accents removed, punctuation turned into single spaces. */
const normalize = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()

interface Key {
  readonly key: string
  readonly guide: DestinationGuide
}

const keys: ReadonlyArray<Key> = destinationGuides.flatMap((guide) =>
  [guide.name, ...guide.aliases, ...guide.regions.map((r) => r.name)].map((name) => ({ key: normalize(name), guide }))
)

const exact = new Map<string, DestinationGuide>()
for (const { key, guide } of keys) if (key !== "" && !exact.has(key)) exact.set(key, guide)

/** Aliases that are also ordinary words: they match a whole name or comma part, never inside a sentence. */
const WHOLE_ONLY = new Set(["male", "amber", "hp", "nz", "rak", "jbr", "uae"])

/** Longest keys first, so "North Goa" wins over "Goa" and "New Zealand" over shorter words. */
const byLength = [...keys].filter((k) => k.key !== "" && !WHOLE_ONLY.has(k.key)).sort((a, b) => b.key.length - a.key.length)

/**
 * The guide for a destination as a traveller types it, e.g. "Jaipur, Rajasthan, India" -> Rajasthan,
 * "Tokyo" -> Japan, "Ubud" -> Bali. Case- and accent-insensitive. The whole text is tried first, then its
 * comma-separated parts from the broadest (last) to the most specific, so the state or country decides
 * when a town name is ambiguous ("Kochi, Japan" -> Japan); then a guide name or alias appearing as whole
 * words anywhere in the text ("a week in Kerala"). Undefined when nothing matches.
 */
export const findGuide = (destination: string): DestinationGuide | undefined => {
  const whole = normalize(destination)
  if (whole === "") return undefined
  const direct = exact.get(whole)
  if (direct) return direct
  const parts = destination.split(/[,;/|()]+/)
  for (let i = parts.length - 1; i >= 0; i--) {
    const hit = exact.get(normalize(parts[i]!))
    if (hit) return hit
  }
  const padded = ` ${whole} `
  return byLength.find(({ key }) => padded.includes(` ${key} `))?.guide
}
