import { readdirSync, readFileSync } from "node:fs"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { groundingOf } from "./groundedChecks.ts"
import { checkWholePlan, WARNING_RULES } from "./planCheckSummary.ts"
import { isHard, type PlanRule } from "./planChecks.ts"
import { readPlanFile } from "./planFile.ts"

/**
 * The plan-check suite (services/core/test/plans, written by its generate.ts): every corrupted plan is
 * caught by the rule it was corrupted for, and every clean plan, including the trips real travellers
 * make (a round trip, a rest day, a late dinner), passes every hard check.
 */
const folder = new URL("../../../test/plans/", import.meta.url)
const files = readdirSync(folder).filter((f) => f.endsWith(".json"))
const knowledge = bundledKnowledge()

const hardRules = (file: string) => {
  const json = JSON.parse(readFileSync(new URL(file, folder), "utf8")) as { expect: ReadonlyArray<string> }
  const plan = readPlanFile(json)
  if (Either.isLeft(plan)) throw new Error(plan.left)
  const resolution = knowledge.resolve(plan.right.trip.destination, plan.right.trip.destinationType)
  const problems = checkWholePlan(plan.right.content, plan.right.trip, groundingOf(resolution, knowledge))
  return { expected: json.expect, found: [...new Set(problems.filter(isHard).map((p) => p.rule))], warned: [...new Set(problems.filter((p) => !isHard(p)).map((p) => p.rule))] }
}

describe("the plan-check suite", () => {
  it("has clean plans and a corrupted plan for every rule family", () => {
    const rules = new Set(files.filter((f) => f.startsWith("bad-")).flatMap((f) => hardRules(f).expected))
    for (const rule of ["day-numbers", "time-order", "costs", "route", "international-only", "budget-band", "repeated-place", "outside-region", "travel-time", "pacing", "opening-hours", "hotel-region", "diet", "meal", "season", "permit", "unknown-place", "food-repeat", "day-gap", "must-see"]) {
      expect(rules, rule).toContain(rule)
    }
    expect(files.filter((f) => f.startsWith("clean-")).length).toBeGreaterThanOrEqual(5)
  })

  it.each(files.filter((f) => f.startsWith("clean-")))("%s passes every hard check", (file) => {
    expect(hardRules(file).found).toEqual([])
  })

  it.each(files.filter((f) => f.startsWith("bad-")))("%s is caught by its rule", (file) => {
    // The rules that only warn (a repeated table, an empty afternoon, a must-see left out unsaid) warn.
    const { expected, found, warned } = hardRules(file)
    for (const rule of expected) expect(WARNING_RULES.has(rule as PlanRule) ? warned : found).toContain(rule)
  })

  it.each(["clean-jaipur-3-days-vegetarian.json"])("%s has no warning either", (file) => {
    expect(hardRules(file).warned).toEqual([])
  })
})
