const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/**
 * Text made safe inside HTML or SVG/XML, in an element or a quoted attribute: the five characters that
 * could end one are replaced by entities (`&#39;` is valid in both). Written once for every document we
 * make: the PDF's HTML, the journey maps' SVG, the share cards' SVG and the shared page's meta tags.
 */
export const escapeMarkup = (text: unknown): string => String(text ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
