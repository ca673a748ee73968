import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, type TestInfo } from "@playwright/test"

// axe-core (WCAG 2.0/2.1 A and AA rules) on a page, or on its open dialog alone: no serious or critical
// violation may remain. Every audit's violations by impact are printed and kept, so a spec can write
// its table for the issue's closing note.

export type Impact = "minor" | "moderate" | "serious" | "critical"
export type AuditRow = { where: string } & Record<Impact, number> & { rules: string[] }

export async function audit(page: Page, where: string, include?: string, rows?: AuditRow[]): Promise<void> {
  // A dialog still fading in is judged at part opacity: its colours fail contrast at random. Let every
  // finite animation (Mantine's transitions) end first; spinners and progress stripes never do.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined))
    )
  )
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  const byImpact: Record<Impact, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 }
  for (const violation of violations) byImpact[(violation.impact ?? "minor") as Impact] += violation.nodes.length
  console.log(`axe ${where}: ${JSON.stringify(byImpact)}${violations.length ? ` (${violations.map((v) => `${v.id}:${v.impact}`).join(", ")})` : ""}`)
  rows?.push({ where, ...byImpact, rules: violations.map((v) => `${v.id}:${v.impact}`) })
  const blocking = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.html.slice(0, 160)}`).join(" | ")}`)
  expect.soft(blocking, `serious or critical axe violations on ${where}`).toEqual([])
}

/** The rows as a table on stdout and as JSON under test-results (one file a test). */
export async function report(rows: AuditRow[], info: TestInfo, name: string): Promise<void> {
  console.table(rows.map(({ rules, ...counts }) => ({ ...counts, rules: rules.join(" ") })))
  await mkdir(info.project.outputDir, { recursive: true })
  await writeFile(path.join(info.project.outputDir, `${name}.json`), `${JSON.stringify(rows, null, 2)}\n`)
}
