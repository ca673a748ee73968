import { ITINERARY_NOT_FOUND } from "@safarnama/events/contract/itinerary"
import { escapeMarkup } from "@safarnama/journey-map/markup"
import { CARD_HEIGHT, CARD_WIDTH } from "../app/sharePreview/cardSvg.ts"
import { type PreviewFacts, previewDescription, previewTitle } from "../app/sharePreview/previewFacts.ts"

// The link preview of a page for apps that read its HTML without running JavaScript (WhatsApp, Telegram,
// Slack, X, Facebook): its <title>, description, Open Graph and Twitter tags (docs/adr/0125-share-previews.md).
// Everything from a plan is text the traveller typed, so every value is HTML-escaped.

export interface PreviewTags {
  readonly title: string
  readonly description: string
  /** Absolute URL of the page. */
  readonly url: string
  /** Absolute URL of a PNG of CARD_WIDTH x CARD_HEIGHT. */
  readonly image: string
  readonly imageAlt: string
}

/** The generic card's image in the web build (web/public/og-image.png). */
export const GENERIC_IMAGE_PATH = "/og-image.png"


/** A shared itinerary's card. */
export const itineraryTags = (facts: PreviewFacts, urls: { readonly page: string; readonly image: string }): PreviewTags => ({
  title: previewTitle(facts),
  description: previewDescription(facts),
  url: urls.page,
  image: urls.image,
  imageAlt: `${previewTitle(facts)}: ${previewDescription(facts)}`
})

/** A share link that leads nowhere (unknown or deleted): the page still answers, and says so. */
export const notFoundTags = (brand: string, urls: { readonly page: string; readonly image: string }): PreviewTags => ({
  title: ITINERARY_NOT_FOUND,
  description: `This itinerary does not exist or was deleted. Plan your own trip with ${brand}.`,
  url: urls.page,
  image: urls.image,
  imageAlt: brand
})

const meta = (attribute: "name" | "property", key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeMarkup(value)}" />`

/** The tags, one a line, in the order the Open Graph protocol lists them. */
export const renderTags = (tags: PreviewTags, brand: string): string =>
  [
    `<title>${escapeMarkup(`${tags.title} | ${brand}`)}</title>`,
    meta("name", "description", tags.description),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", brand),
    meta("property", "og:title", tags.title),
    meta("property", "og:description", tags.description),
    meta("property", "og:url", tags.url),
    meta("property", "og:locale", "en_IN"),
    meta("property", "og:image", tags.image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(CARD_WIDTH)),
    meta("property", "og:image:height", String(CARD_HEIGHT)),
    meta("property", "og:image:alt", tags.imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", tags.title),
    meta("name", "twitter:description", tags.description),
    meta("name", "twitter:image", tags.image)
  ].join("\n    ")

const TITLE = /<title>[\s\S]*?<\/title>\s*/
// The build's own preview tags: description, og:* and twitter:* (index.html writes each on its own line).
const PREVIEW_META = /<meta\s+(?:name|property)="(?:description|og:[^"]*|twitter:[^"]*)"\s+content="[^"]*"\s*\/?>\s*/g

/** index.html with its title and preview tags replaced by these; the rest (scripts, their CSP hashes) untouched. */
export const withPreviewTags = (html: string, tags: PreviewTags, brand: string): string => {
  const stripped = html.replace(TITLE, "").replace(PREVIEW_META, "")
  const at = stripped.indexOf("</head>")
  if (at < 0) return html
  return `${stripped.slice(0, at)}    ${renderTags(tags, brand)}\n  ${stripped.slice(at)}`
}

/**
 * index.html with its own (generic) card kept, but the image's path made absolute: the Open Graph
 * protocol wants a full URL, and several apps ignore a relative one.
 */
export const withAbsoluteImage = (html: string, origin: string): string =>
  html.replace(
    /(<meta\s+(?:name|property)="(?:og:image|twitter:image)"\s+content=")(\/[^"]*)"/g,
    (_, start: string, path: string) => `${start}${escapeMarkup(origin)}${path}"`
  )
