import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/**
 * The integration project's global set-up: a folder where every test app writes how many of its
 * requests and answers the contract check saw, and a report of the totals at the end of the run
 * (docs/adr/0080-api-contract.md).
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), "safarnama-contract-"))
  process.env.SAFARNAMA_CONTRACT_DIR = dir
  return () => {
    const lines = readdirSync(dir).flatMap((f) =>
      readFileSync(join(dir, f), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { checked: number; violations: ReadonlyArray<string> })
    )
    const checked = lines.reduce((n, l) => n + l.checked, 0)
    const violations = lines.reduce((n, l) => n + l.violations.length, 0)
    console.log(`API contract: ${checked} requests and answers of ${lines.length} test apps checked against the served OpenAPI documents; ${violations} violations`)
    rmSync(dir, { recursive: true, force: true })
  }
}
