import { spawnSync } from "node:child_process"
import { accessSync, constants } from "node:fs"

/**
 * The system parts PDF export relies on and npm cannot install (ADR 0009): the Chromium binary, and a
 * font for Devanagari and the rupee sign. Each missing one is named with what it disables, so the server
 * says so in one line at start-up instead of failing on the first export.
 */
export const missingPdfParts = (chromiumPath: string): ReadonlyArray<string> => {
  const missing: Array<string> = []
  try {
    accessSync(chromiumPath, constants.X_OK)
  } catch {
    missing.push(`Chromium at ${chromiumPath} (PDF export answers 503; install: sudo apt-get install -y chromium)`)
  }
  const fonts = spawnSync("fc-list", [":lang=hi", "family"], { encoding: "utf8" })
  if (fonts.status !== 0 || fonts.stdout.trim() === "") {
    missing.push("Noto fonts (Hindi and the rupee sign in PDFs are drawn as boxes; install: sudo apt-get install -y fonts-noto-core)")
  }
  return missing
}
