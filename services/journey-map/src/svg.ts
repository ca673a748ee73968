import type { MapDrawing } from "./draw.ts"
import { escapeMarkup } from "./markup.ts"

/**
 * A drawing as a self-contained SVG element, for the PDF (printed with JavaScript off and every network
 * request refused, so the map must be in the page as it is). Colours are the web component's.
 */
export const MAP_COLOURS = { sea: "#e7f1f8", land: "#f6f3ea", coast: "#b7b09c", border: "#c9c2ad", line: "#e8590c", marker: "#1c7ed6", text: "#1b1f23" }

/**
 * Marker sizes in view-box units (the box is 400 wide): a 390-px phone shows it at ~330 px, where these
 * are still readable. A merged label ("1, 5") is set smaller to fit its circle.
 */
export const MARKER = { radius: 11, labelSize: 11, mergedLabelSize: 8, noteSize: 11, noteOffset: 14 }
export const labelSize = (label: string) => (label.length > 2 ? MARKER.mergedLabelSize : MARKER.labelSize)


export function mapSvg(drawing: MapDrawing, label: string): string {
  const c = MAP_COLOURS
  const lines = drawing.lines
    .map((l) => `<path class="route-leg" d="${l.d}" fill="none" stroke="${c.line}" stroke-width="2.5" stroke-linecap="round"/>`)
    .join("")
  const markers = drawing.markers
    .map((m) => {
      const noteX = m.noteSide === "left" ? m.x - MARKER.noteOffset : m.x + MARKER.noteOffset
      const anchor = m.noteSide === "left" ? "end" : "start"
      return (
        `<g class="map-marker"><circle cx="${m.x}" cy="${m.y}" r="${MARKER.radius}" fill="${c.marker}" stroke="#fff" stroke-width="1.5"/>` +
        `<text x="${m.x}" y="${m.y + labelSize(m.label) * 0.35}" text-anchor="middle" font-size="${labelSize(m.label)}" font-weight="700" fill="#fff">${escapeMarkup(m.label)}</text>` +
        (m.note
          ? `<text x="${noteX}" y="${m.y - 9}" text-anchor="${anchor}" font-size="${MARKER.noteSize}" fill="${c.text}" stroke="#fff" stroke-width="3" paint-order="stroke">${escapeMarkup(m.note)}</text>`
          : "") +
        "</g>"
      )
    })
    .join("")
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" role="img" aria-label="${escapeMarkup(label)}" font-family="sans-serif">` +
    // Close in there is no land drawn: the plain ground is land-coloured, never a sea.
    `<rect width="${drawing.width}" height="${drawing.height}" fill="${drawing.land ? c.sea : c.land}"/>` +
    (drawing.land ? `<path d="${drawing.land}" fill="${c.land}" stroke="${c.coast}" stroke-width="0.6"/>` : "") +
    (drawing.borders ? `<path d="${drawing.borders}" fill="none" stroke="${c.border}" stroke-width="0.6" stroke-dasharray="3 2"/>` : "") +
    `${lines}${markers}</svg>`
  )
}
