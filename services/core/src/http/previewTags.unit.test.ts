import { readFileSync } from "node:fs"
import { escapeMarkup } from "@safarnama/journey-map/markup"
import { describe, expect, it } from "vitest"
import type { PreviewFacts } from "../app/sharePreview/previewFacts.ts"
import { itineraryTags, notFoundTags, withAbsoluteImage, withPreviewTags } from "./previewTags.ts"

const indexHtml = readFileSync(new URL("../../../../web/index.html", import.meta.url), "utf8")

const facts = (over: Partial<PreviewFacts> = {}): PreviewFacts => ({
  destination: "Goa",
  days: 3,
  travelDates: "December 2026",
  route: ["North Goa", "Panaji", "South Goa"],
  brand: "Safarnama",
  ...over
})
const urls = { page: "https://safarnama.in/itinerary/abcdefghijklmnopqrstuv", image: "https://safarnama.in/api/itinerary/shared/abcdefghijklmnopqrstuv/preview.png?v=x" }

/** The content of every `<meta {attribute}="{key}">` in the page. */
const metas = (html: string, key: string) =>
  [...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)].filter((m) => m[1] === key).map((m) => m[2])

describe("link preview tags", () => {
  it("replace the site's card in the built page with the itinerary's, each tag once", () => {
    const html = withPreviewTags(indexHtml, itineraryTags(facts(), urls), "Safarnama")
    expect(metas(html, "og:title")).toEqual(["Goa Travel Itinerary"])
    expect(metas(html, "og:description")).toEqual(["3 days in December 2026. Route: North Goa → Panaji → South Goa. Planned with Safarnama."])
    expect(metas(html, "description")).toEqual(metas(html, "og:description"))
    expect(metas(html, "og:image")).toEqual([urls.image])
    expect(metas(html, "og:image:type")).toEqual(["image/png"])
    expect(metas(html, "og:image:width")).toEqual(["1200"])
    expect(metas(html, "og:image:height")).toEqual(["630"])
    expect(metas(html, "og:url")).toEqual([urls.page])
    expect(metas(html, "twitter:card")).toEqual(["summary_large_image"])
    expect(metas(html, "twitter:image")).toEqual([urls.image])
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain("<title>Goa Travel Itinerary | Safarnama</title>")
    // The rest of the page is untouched: the app still loads.
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>')
    expect(html).toContain('<meta name="geo.region" content="IN" />')
  })

  it("escape what the traveller typed, so a destination cannot add markup", () => {
    const destination = `Goa"><script>alert('x')</script> & <b>`
    const html = withPreviewTags(indexHtml, itineraryTags(facts({ destination, route: [] }), urls), "Safarnama")
    expect(html).not.toContain("<script>alert")
    expect(html).not.toContain("<b>")
    expect(metas(html, "og:title")).toEqual([`Goa&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;b&gt; Travel Itinerary`])
    expect(escapeMarkup(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&#39;")
  })

  it("leave the route out for a one-region trip, and say 1 day", () => {
    const html = withPreviewTags(indexHtml, itineraryTags(facts({ days: 1, route: ["Jaipur"] }), urls), "Safarnama")
    expect(metas(html, "og:description")).toEqual(["1 day in December 2026. Planned with Safarnama."])
  })

  it("say 'Itinerary not found' for a link that leads nowhere, with the site's image", () => {
    const html = withPreviewTags(indexHtml, notFoundTags("Safarnama", { page: urls.page, image: "https://safarnama.in/og-image.png" }), "Safarnama")
    expect(metas(html, "og:title")).toEqual(["Itinerary not found"])
    expect(metas(html, "twitter:title")).toEqual(["Itinerary not found"])
    expect(metas(html, "og:image")).toEqual(["https://safarnama.in/og-image.png"])
    expect(html).toContain("<title>Itinerary not found | Safarnama</title>")
  })

  it("keep the site's card on other pages, as a PNG under an absolute URL", () => {
    expect(metas(indexHtml, "og:image")).toEqual(["/og-image.png"])
    const html = withAbsoluteImage(indexHtml, "https://safarnama.in")
    expect(metas(html, "og:image")).toEqual(["https://safarnama.in/og-image.png"])
    expect(metas(html, "twitter:image")).toEqual(["https://safarnama.in/og-image.png"])
    expect(metas(html, "og:title")).toEqual(metas(indexHtml, "og:title"))
  })
})
