import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { demandList, KNOWLEDGE_DIR, loadKnowledge } from "./loadKnowledge.ts"

const scratch = mkdtempSync(join(tmpdir(), "knowledge-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

// biome-ignore lint/suspicious/noExplicitAny: the test edits raw JSON, of any shape, on purpose.
type Json = any

/** A copy of a real destination file with one change, in a folder of its own. */
const broken = (file: string, change: (json: Json) => void) => {
  const json = JSON.parse(readFileSync(join(KNOWLEDGE_DIR, file), "utf8"))
  change(json)
  const dir = mkdtempSync(join(scratch, "case-"))
  writeFileSync(join(dir, file), JSON.stringify(json))
  return loadKnowledge(dir).problems.map((p) => `${p.file}: ${p.field}: ${p.message}`)
}

describe("the destination knowledge base", () => {
  // Every guide decoded and checked: over vitest's 5 s default on a busy 2-core machine.
  it("decodes and checks every bundled file without a problem", { timeout: 60_000 }, () => {
    const { destinations, problems } = loadKnowledge()
    expect(problems.map((p) => `${p.file}: ${p.field}: ${p.message}`)).toEqual([])
    expect(destinations.length).toBeGreaterThanOrEqual(60)
  })

  it("decodes the demand list, each destination citing lists it holds (a bad date stopped the bench, not CI)", () => {
    const demand = demandList()
    const lists = new Set(demand.lists.map((l) => l.id))
    expect(demand.destinations.flatMap((d) => d.lists).filter((id) => !lists.has(id))).toEqual([])
  })

  it("names the file and the field of a value the schema refuses", () => {
    expect(broken("goa.json", (j) => (j.regions[0].attractions[1].lat = "15.5"))).toEqual([
      "goa.json: regions.0.attractions.1.lat: Expected number, actual \"15.5\""
    ])
    expect(broken("goa.json", (j) => (j.regions[1].food[0].diets = ["veg"]))[0]).toMatch(/^goa\.json: regions\.1\.food\.0\.diets\.0: /)
    expect(broken("goa.json", (j) => (j.regions[0].stays[0].stars = 5))[0]).toMatch(/^goa\.json: regions\.0\.stays\.0\.stars: /)
    // A rating nobody looked up is refused: plans must not show stars as if someone had.
    expect(broken("goa.json", (j) => (j.regions[0].stays[0].rating = 4.5))[0]).toMatch(/^goa\.json: regions\.0\.stays\.0\.rating: /)
  })

  it("catches a place far from its region, a stray id, a visa on a domestic trip and too few places", () => {
    expect(broken("goa.json", (j) => (j.regions[0].attractions[0].lon = -73.83))).toContainEqual(expect.stringMatching(/^goa\.json: regions\[0\]\.attractions\[0\]\.lat\/lon: '.*' is \d+ km from Panaji/))
    expect(broken("goa.json", (j) => (j.regions[0].attractions[0].id = "kerala-basilica"))).toContainEqual(expect.stringMatching(/must start with 'goa-'/))
    expect(broken("goa.json", (j) => (j.visa = JSON.parse(readFileSync(join(KNOWLEDGE_DIR, "france.json"), "utf8")).visa))).toContainEqual(
      "goa.json: visa: visa rules are for international destinations only"
    )
    expect(broken("goa.json", (j) => (j.regions = j.regions.slice(0, 1).map((r: Json) => ({ ...r, attractions: r.attractions.slice(0, 3), food: [], stays: [] }))))).toContainEqual(
      "goa.json: regions: has 3 places; a destination needs at least 25"
    )
  })
})
