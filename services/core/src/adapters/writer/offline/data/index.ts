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

/** Longest keys first, so "North Goa" wins over "Goa" and "New Zealand" over shorter words. */
const byLength = [...keys].filter((k) => k.key !== "").sort((a, b) => b.key.length - a.key.length)

/**
 * The guide for a destination as a traveller types it, e.g. "Jaipur, Rajasthan, India" -> Rajasthan,
 * "Tokyo" -> Japan, "Ubud" -> Bali. Case- and accent-insensitive. Comma-separated parts are tried from the
 * most specific (first) to the least; then a guide name or alias appearing as whole words anywhere in the
 * text. Undefined when nothing matches.
 */
export const findGuide = (destination: string): DestinationGuide | undefined => {
  const whole = normalize(destination)
  if (whole === "") return undefined
  const direct = exact.get(whole)
  if (direct) return direct
  for (const part of destination.split(/[,;/|()]+/)) {
    const hit = exact.get(normalize(part))
    if (hit) return hit
  }
  const padded = ` ${whole} `
  return byLength.find(({ key }) => padded.includes(` ${key} `))?.guide
}
