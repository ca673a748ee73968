import { spawnSync } from "node:child_process"

// The preview card's fonts, found through fontconfig (it comes with Chromium, which the PDF export needs
// anyway): Noto Sans for Latin text and the rupee sign, Noto Sans Devanagari for Hindi place names, and
// a font with the route's arrow (→), which Noto Sans lacks (DejaVu Sans here). Each pattern resolves to
// the closest installed font (DejaVu when Noto is missing), so text is always drawn.
const PATTERNS = ["Noto Sans:weight=80", "Noto Sans:weight=200", "Noto Sans Devanagari:weight=80", "Noto Sans Devanagari:weight=200", ":charset=2192"]

/** The font files to load, each once; empty when fontconfig is not installed. */
export const previewFontFiles = (): ReadonlyArray<string> => {
  const files = PATTERNS.map((pattern) => spawnSync("fc-match", ["-f", "%{file}", pattern], { encoding: "utf8" }))
    .filter((found) => found.status === 0)
    .map((found) => found.stdout.trim())
    .filter((file) => file !== "")
  return [...new Set(files)]
}
