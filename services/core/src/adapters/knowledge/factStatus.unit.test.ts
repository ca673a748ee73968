import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { FACT_STATUSES } from "../../domain/knowledge/schema.ts"
import { convertedFrom } from "../../domain/knowledge/validate.ts"
import { EXCHANGE_RATES_FILE, exchangeRates, KNOWLEDGE_DIR, loadKnowledge } from "./loadKnowledge.ts"

// Every changing fact in the raw files says how sure it is (docs/adr/0160-honest-facts.md). These tests
// read the files as JSON, not through the schema, so they hold even if the schema were loosened.

// biome-ignore lint/suspicious/noExplicitAny: the tests walk raw JSON of any shape on purpose.
type Json = any
const files = readdirSync(KNOWLEDGE_DIR).filter((f) => f.endsWith(".json"))
const raw = files.map((file) => ({ file, json: JSON.parse(readFileSync(join(KNOWLEDGE_DIR, file), "utf8")) as Json }))
const rateTable = JSON.parse(readFileSync(EXCHANGE_RATES_FILE, "utf8")) as Json

/** Each object anywhere in a JSON value, with its path. */
const objects = (value: Json, path = ""): Array<{ path: string; value: Json }> => {
  if (Array.isArray(value)) return value.flatMap((v, i) => objects(v, `${path}[${i}]`))
  if (value === null || typeof value !== "object") return []
  return [{ path, value }, ...Object.entries(value).flatMap(([k, v]) => objects(v, `${path}.${k}`))]
}

/** What is wrong with a fact's status, or undefined. */
const statusProblem = (fact: Json, key = "status"): string | undefined => {
  if (fact === undefined) return "has no status"
  if (!FACT_STATUSES.includes(fact[key])) return `has status ${JSON.stringify(fact[key])}`
  if (fact[key] === "sourced" && !(fact.source && fact.asOf)) return "is sourced without a source and an asOf"
  if (fact[key] === "estimated" && !fact.how) return "is an estimate that does not say how it was made"
  return undefined
}

describe("every fact has a status", () => {
  it("no rating or review count anywhere in the knowledge base (none was looked up)", () => {
    const rated = raw.flatMap(({ file, json }) =>
      objects(json).flatMap(({ path, value }) => Object.keys(value).filter((k) => /^rating$|ratings?(total|count)|review|^stars$/i.test(k)).map((k) => `${file}${path}.${k}`))
    )
    expect(rated).toEqual([])
  })

  it("every attraction's fee and opening hours, every food place's hours", () => {
    const problems = raw.flatMap(({ file, json }) =>
      (json.regions as Array<Json>).flatMap((region, r) => [
        ...(region.attractions as Array<Json>).flatMap((a, i) => [
          ...[statusProblem(a.fee)].filter(Boolean).map((p) => `${file} regions[${r}].attractions[${i}].fee ${p}`),
          ...[statusProblem(a.hours)].filter(Boolean).map((p) => `${file} regions[${r}].attractions[${i}].hours ${p}`),
          ...(a.closedOn !== undefined ? [`${file} regions[${r}].attractions[${i}].closedOn: closing days belong in hours.osm`] : [])
        ]),
        ...(region.food as Array<Json>).flatMap((f, i) =>
          f.hours === undefined ? [] : [statusProblem(f.hours)].filter(Boolean).map((p) => `${file} regions[${r}].food[${i}].hours ${p}`)
        )
      ])
    )
    expect(problems).toEqual([])
  })

  it("every visa rule, permit and exchange rate", () => {
    const problems = [
      ...raw.flatMap(({ file, json }) => [
        ...(json.visa ? [statusProblem(json.visa, "factStatus")].filter(Boolean).map((p) => `${file} visa ${p}`) : []),
        ...((json.permits ?? []) as Array<Json>).flatMap((permit, i) => [statusProblem(permit, "factStatus")].filter(Boolean).map((p) => `${file} permits[${i}] ${p}`)),
        ...(json.currency?.exchangeRate !== undefined ? [`${file} currency has its own rate; rates live in the one table`] : [])
      ]),
      ...(rateTable.rates as Array<Json>).flatMap((rate) => [statusProblem(rate)].filter(Boolean).map((p) => `rate ${rate.code} ${p}`))
    ]
    expect(problems).toEqual([])
  })

  it("refuses a fee without a status, a sourced fact without its source, and hours the library cannot read", () => {
    const dir = mkdtempSync(join(tmpdir(), "facts-"))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const problemsWith = (change: (goa: Json) => void) => {
      const goa = JSON.parse(readFileSync(join(KNOWLEDGE_DIR, "goa.json"), "utf8")) as Json
      change(goa)
      writeFileSync(join(dir, "goa.json"), JSON.stringify(goa))
      return loadKnowledge(dir).problems.map((p) => `${p.field}: ${p.message}`)
    }
    expect(problemsWith((goa) => delete goa.regions[0].attractions[0].fee)[0]).toMatch(/^regions\.0\.attractions\.0\.fee/)
    expect(problemsWith((goa) => (goa.regions[0].attractions[1].hours = { status: "sourced", osm: "Mo-Su 09:00-17:00" }))[0]).toMatch(/attractions\.1\.hours.*source/)
    const unreadable = problemsWith((goa) => (goa.regions[0].attractions[2].hours = { status: "estimated", osm: "every day nine to five", how: "a guess" }))
    expect(unreadable[0]).toMatch(/attractions\[2\]\.hours\.osm: .*opening_hours/)
  })
})

describe("one exchange rate a currency", () => {
  const rates = exchangeRates()

  it("every price stated abroad is converted at the table's rate, in every file", () => {
    const conversions = raw.flatMap(({ file, json }) =>
      (json.regions as Array<Json>).flatMap((region) =>
        (region.attractions as Array<Json>).flatMap((a) => (a.fee.local ? [{ file, name: a.name, costInr: a.costInr as number, ...(a.fee.local as { amount: number; currency: string }) }] : []))
      )
    )
    const off = conversions.filter((c) => !convertedFrom(c.costInr, c.amount, rates.get(c.currency)?.inr ?? Number.NaN))
    expect(off.map((c) => `${c.file}: ${c.name}: ${c.currency} ${c.amount} is ₹${c.costInr}, the table says ₹${rates.get(c.currency)?.inr}`)).toEqual([])
  })

  it("refuses two files converting one currency at different rates", () => {
    const dir = mkdtempSync(join(tmpdir(), "rates-"))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const euro = rates.get("EUR")!.inr
    for (const [file, rate] of [["france.json", euro], ["italy.json", euro * 0.9]] as const) {
      const json = JSON.parse(readFileSync(join(KNOWLEDGE_DIR, file), "utf8")) as Json
      const sight = json.regions[0].attractions[0]
      sight.fee = { status: "sourced", source: "https://example.org/tickets", asOf: "2026-11", local: { amount: 20, currency: "EUR" } }
      sight.costInr = Math.round(20 * rate)
      writeFileSync(join(dir, file), JSON.stringify(json))
    }
    const problems = loadKnowledge(dir).problems.map((p) => `${p.file}: ${p.field}`)
    expect(problems).toContain("italy.json: regions[0].attractions[0].costInr")
    expect(problems.filter((p) => p.startsWith("france.json"))).toEqual([])
  })

  it("every destination's currency is in the table, and the table lists each currency once", () => {
    const codes = (rateTable.rates as Array<Json>).map((r) => r.code)
    expect(new Set(codes).size).toBe(codes.length)
    const missing = raw.filter(({ json }) => json.currency && !rates.has(json.currency.code)).map(({ file }) => file)
    expect(missing).toEqual([])
  })
})
