import { escapeMarkup } from "@safarnama/journey-map/markup"
import { daysText, type PreviewFacts } from "./previewFacts.ts"

// The preview image as SVG (rasterised to PNG by the preview renderer): 1200 x 630, the size WhatsApp,
// Facebook, LinkedIn and X crop least. resvg does not wrap text, so lines are fitted here by an estimate
// of Noto Sans's width (0.6 em a character, a little over its real average, so text rather falls short
// of the edge than crosses it).

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
const MARGIN = 80
const LINE_WIDTH = CARD_WIDTH - 2 * MARGIN
const EM_PER_CHAR = 0.6

// resvg shapes a run of text in its first font and only falls back glyph by glyph, which breaks
// Devanagari's conjuncts and vowel signs: text with Devanagari starts with the Devanagari font (which has
// Latin letters too).
const LATIN_FIRST = "'Noto Sans', 'Noto Sans Devanagari', 'DejaVu Sans', sans-serif"
const DEVANAGARI_FIRST = "'Noto Sans Devanagari', 'Noto Sans', 'DejaVu Sans', sans-serif"
export const fontFamilyFor = (text: string) => (/[\u0900-\u097F]/.test(text) ? DEVANAGARI_FIRST : LATIN_FIRST)


const fitsIn = (fontSize: number) => Math.floor(LINE_WIDTH / (fontSize * EM_PER_CHAR))

/** The text cut to `maxChars` characters (code points), ending in "…" when cut. */
export const fitText = (text: string, maxChars: number): string => {
  const chars = Array.from(text)
  return chars.length <= maxChars ? text : `${chars.slice(0, Math.max(1, maxChars - 1)).join("").trimEnd()}…`
}

/** The largest of the sizes at which the destination fits one line; the smallest (cut) when none does. */
export const destinationSize = (destination: string): number => {
  const length = Array.from(destination).length
  return [88, 72, 60].find((size) => length <= fitsIn(size)) ?? 52
}

/** The route on at most `maxLines` lines, whole names joined by arrows; a route that does not fit ends in "→ …". */
export const routeLines = (route: ReadonlyArray<string>, maxChars: number, maxLines = 2): ReadonlyArray<string> => {
  const names = route.map((name) => fitText(name, maxChars - 4))
  const width = (line: ReadonlyArray<string>) => Array.from(line.join(" → ")).length
  const lines: Array<Array<string>> = [[]]
  for (const name of names) {
    const current = lines[lines.length - 1] as Array<string>
    if (current.length === 0 || width([...current, name]) + 2 <= maxChars) current.push(name)
    else lines.push([name])
  }
  if (lines.length <= maxLines) return lines.map((line, i) => line.join(" → ") + (i < lines.length - 1 ? " →" : ""))
  // Too long: the last line shown keeps the names that leave room for "→ …".
  const shown = lines.slice(0, maxLines)
  const last = shown[maxLines - 1] as Array<string>
  while (last.length > 1 && width(last) + 4 > maxChars) last.pop()
  return shown.map((line, i) => `${line.join(" → ")}${i < maxLines - 1 ? " →" : " → …"}`)
}

const text = (x: number, y: number, size: number, weight: number, content: string, opacity = 1) =>
  `<text x="${x}" y="${y}" font-family="${escapeMarkup(fontFamilyFor(content))}" font-size="${size}" font-weight="${weight}" fill="#ffffff"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}>${escapeMarkup(content)}</text>`

/** The card: brand, destination, days and month, the route, and the product's promise. */
export const cardSvg = (facts: PreviewFacts): string => {
  const size = destinationSize(facts.destination)
  const when = facts.travelDates === "" ? "" : ` · ${facts.travelDates}`
  const length = facts.days > 0 ? `${daysText(facts.days)}${when}` : facts.travelDates
  const route = facts.route.length > 1 ? routeLines(facts.route, fitsIn(36)) : []
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    // Flat brand colours, no gradient: a gradient's every pixel differs, which made the PNG ~200 KB
    // (WhatsApp drops large preview images); flat, it is a small fraction of that.
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#c2410c"/>`,
    `<rect width="${CARD_WIDTH}" height="16" fill="#ff922b"/>`,
    `<rect y="${CARD_HEIGHT - 110}" width="${CARD_WIDTH}" height="110" fill="#9a3412"/>`,
    text(MARGIN, 110, 40, 700, facts.brand),
    text(MARGIN, 270, size, 700, fitText(facts.destination, fitsIn(size))),
    length === "" ? "" : text(MARGIN, 345, 44, 400, fitText(length, fitsIn(44))),
    ...route.map((line, i) => text(MARGIN, 430 + i * 50, 36, 400, line, 0.95)),
    text(MARGIN, 575, 28, 400, "Your Perfect Trip, Planned by AI", 0.9),
    `</svg>`
  ].join("")
}
