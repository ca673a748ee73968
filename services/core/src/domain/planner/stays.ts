import type { Accommodation } from "@safarnama/events/contract/options"
import type { Region, Stay, Tier } from "../knowledge/schema.ts"

const TIERS: ReadonlyArray<Tier> = ["budget", "mid-range", "luxury"]

/** Stays of the wanted tier, else of the nearest tier. */
export const staysFor = (region: Region, tier: Accommodation): ReadonlyArray<Stay> => {
  const exact = region.stays.filter((s) => s.tier === tier)
  if (exact.length > 0) return exact
  const wanted = TIERS.indexOf(tier)
  return [...region.stays].sort((a, b) => Math.abs(TIERS.indexOf(a.tier) - wanted) - Math.abs(TIERS.indexOf(b.tier) - wanted))
}

