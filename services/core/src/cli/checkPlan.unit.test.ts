import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const cli = fileURLToPath(new URL("./checkPlan.ts", import.meta.url))
const plan = (name: string) => fileURLToPath(new URL(`../../test/plans/${name}.json`, import.meta.url))
const checkPlan = (...args: Array<string>) => spawnSync(process.execPath, ["--import", "tsx", cli, ...args], { encoding: "utf8" })

// Each test starts the command line as its own Node process (tsx compiles it): seconds on a busy
// machine, past vitest's 5 s default (seen while other suites ran alongside).
describe("npm run check-plan", { timeout: 30_000 }, () => {
  it("prints nothing and exits 0 for a clean plan", () => {
    const run = checkPlan(plan("clean-goa-3-days"))
    expect(run.stdout).toBe("")
    expect(run.status).toBe(0)
  })

  it("prints each problem as one JSON line and exits 1 on a hard one", () => {
    const run = checkPlan(plan("bad-travel-time-4-hour-drive-in-2.5-hours"))
    const lines = run.stdout.trim().split("\n").map((line) => JSON.parse(line) as { rule: string; severity: string; day?: number; message: string })
    expect(lines).toContainEqual(expect.objectContaining({ rule: "travel-time", severity: "hard", day: expect.any(Number) }))
    expect(run.status).toBe(1)
  })

  it("says how to use it, and exits 2, without a readable plan", () => {
    expect(checkPlan().status).toBe(2)
    expect(checkPlan("/nonexistent/plan.json").stderr).toMatch(/cannot read \/nonexistent\/plan.json/)
  })
})
