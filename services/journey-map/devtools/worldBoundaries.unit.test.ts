import { readFileSync } from "node:fs"
import type { GeometryCollection } from "topojson-specification"
import { describe, expect, it } from "vitest"
import { boundariesFrom } from "../src/boundaries.ts"
import { readWorldTopology } from "../src/worldFile.ts"
import { worldBoundaries } from "./worldBoundaries.ts"

describe("our boundaries file", () => {
  it("is what devtools/buildBoundaries.ts makes from world-atlas (rebuild it after changing either)", () => {
    const checkedIn = readFileSync(new URL("../geodata/world.json", import.meta.url), "utf8")
    expect(checkedIn).toBe(`${JSON.stringify(worldBoundaries())}\n`)
  }, 30_000)

  it("marks India, Pakistan, China and the Siachen Glacier as countries whose borders are not drawn", () => {
    const countries = readWorldTopology().objects.countries as GeometryCollection
    const quiet = countries.geometries.filter((g) => (g.properties as { drawBorders?: boolean } | undefined)?.drawBorders === false)
    expect(quiet).toHaveLength(4)
  })

  it("draws borders elsewhere and none around India", () => {
    const { borders } = boundariesFrom(readWorldTopology())
    const lines = borders.coordinates
    expect(lines.length).toBeGreaterThan(100)
    // No border line passes through India's interior north-west (Punjab, Jammu and Kashmir, Ladakh).
    const nearKashmir = lines.flat().filter(([lon, lat]) => lon! > 73 && lon! < 80 && lat! > 30 && lat! < 36.5)
    expect(nearKashmir).toEqual([])
  })
})
