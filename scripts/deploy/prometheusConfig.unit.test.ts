import { execFileSync, spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

const ROOT = new URL("../../", import.meta.url).pathname
const read = (path: string) => readFileSync(`${ROOT}${path}`, "utf8")

/** Where the app's metrics are defined (Effect's Metric.counter/gauge/histogram with their names). */
const DEFINITIONS = [
  "services/core/src/observability/appMetrics.ts",
  "services/events/src/eventstore/eventStoreMetrics.ts",
  "services/projections/src/projectionMetrics.ts"
]

const definedNames = new Set(DEFINITIONS.flatMap((path) => [...read(path).matchAll(/"(safarnama_[a-z_]+)"/g)].map((m) => m[1]!)))
const promtool = spawnSync("promtool", ["--version"]).status === 0

describe("the Prometheus configuration in deploy/", () => {
  it("alerts only on metrics the app defines (a renamed metric would silence its alert)", () => {
    const used = new Set([...read("deploy/alerts.yml").matchAll(/\b(safarnama_[a-z_]+)/g)].map((m) => m[1]!.replace(/_(bucket|sum|count)$/, "")))
    expect(used.size).toBeGreaterThanOrEqual(6)
    for (const name of used) expect(definedNames, name).toContain(name)
  })

  it("names the metrics by Prometheus' conventions: counters end in _total, units last", () => {
    for (const path of DEFINITIONS) {
      for (const [, kind, name] of read(path).matchAll(/Metric\.(counter|gauge|histogram)\(\s*"([a-z_]+)"/g)) {
        if (kind === "counter") expect(name, name).toMatch(/_total$/)
        else expect(name, name).not.toMatch(/_total$/)
        expect(name, name).not.toMatch(/_(milliseconds|ms|minutes|kb|mb)(_|$)/)
      }
    }
  })

  it.runIf(promtool)("passes promtool's checks and its rule tests (where promtool is installed)", () => {
    execFileSync("promtool", ["check", "rules", `${ROOT}deploy/alerts.yml`], { stdio: "pipe" })
    execFileSync("promtool", ["test", "rules", `${ROOT}deploy/alerts.test.yml`], { stdio: "pipe" })
  })
})
