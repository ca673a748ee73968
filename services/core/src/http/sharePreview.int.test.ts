import { copyFileSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync } from "node:zlib"
import type { Itinerary } from "@safarnama/events/contract/itinerary"
import { PNG } from "pngjs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { buyCredits, generate, tripRequest } from "../../test/itineraryKit.ts"
import { localLoginEnv, logInLocally } from "../../test/loginKit.ts"

// The web app's own page template as the build (its preview tags are what the server replaces).
const dist = mkdtempSync(join(tmpdir(), "preview-dist-"))
const ORIGIN = "https://safarnama.example"

/** The content of each `<meta name|property="key">` of a page, by key (a key twice keeps both). */
const metaTags = (html: string) => {
  const found = new Map<string, Array<string>>()
  for (const [, key, value] of html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)) {
    found.set(key as string, [...(found.get(key as string) ?? []), value as string])
  }
  return found
}

/** Link previews without JavaScript (issue 16): the page's Open Graph tags and the PNG they name. */
describe("link previews of shared itineraries", () => {
  let app: TestApp
  let itinerary: Itinerary
  beforeAll(async () => {
    copyFileSync(join(import.meta.dirname, "../../../../web/index.html"), join(dist, "index.html"))
    app = await startTestApp({ ...localLoginEnv, RECONCILE_INTERVAL: "off", WEB_DIST_DIR: dist, PUBLIC_ORIGIN: `${ORIGIN}/ignored-path` })
    const { token } = await logInLocally(app)
    await buyCredits(app, token, { amount: 250, credits: 5 })
    const answer = await generate(app, token, tripRequest({ destination: "Goa", duration: 3, interests: ["beaches", "food"] }))
    expect(answer.status).toBe(200)
    itinerary = answer.body.itinerary
  }, 90_000)
  afterAll(async () => {
    await app.dispose()
    rmSync(dist, { recursive: true, force: true })
  })

  it("the shared page carries the trip's own card, and its image is a 1200x630 PNG with the text drawn", async () => {
    const page = await app.request(`/itinerary/${itinerary.shareUrl}`)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(page.headers.get("cache-control")).toBe("no-cache")
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    const tags = metaTags(await page.text())
    expect(tags.get("og:title")).toEqual(["Goa Travel Itinerary"])
    expect(tags.get("og:description")?.[0]).toMatch(/^3 days in .+\. (Route: .+ → .+\. )?Planned with Safarnama\.$/)
    expect(tags.get("og:url")).toEqual([`${ORIGIN}/itinerary/${itinerary.shareUrl}`])
    expect(tags.get("twitter:card")).toEqual(["summary_large_image"])
    const image = tags.get("og:image")?.[0] ?? ""
    expect(image).toMatch(new RegExp(`^${ORIGIN}/api/itinerary/shared/${itinerary.shareUrl}/preview\\.png\\?v=[A-Za-z0-9_-]{16}$`))
    expect(tags.get("twitter:image")).toEqual([image])

    const url = new URL(image)
    const started = Date.now()
    const png = await app.request(`${url.pathname}${url.search}`)
    const firstMs = Date.now() - started
    expect(png.status).toBe(200)
    expect(png.headers.get("content-type")).toBe("image/png")
    expect(png.headers.get("cache-control")).toBe("public, max-age=86400")
    const bytes = Buffer.from(await png.arrayBuffer())
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const decoded = PNG.sync.read(bytes)
    expect([decoded.width, decoded.height]).toEqual([1200, 630])
    // The card's text is white on a coloured gradient: white pixels mean a font was found and text drawn.
    let white = 0
    for (let i = 0; i < decoded.data.length; i += 4) if (decoded.data[i]! > 245 && decoded.data[i + 1]! > 245 && decoded.data[i + 2]! > 245) white++
    expect(white).toBeGreaterThan(2000)

    // Drawn once: the second answer comes from the cache, the same bytes; the bare URL is cached briefly.
    const second = await app.request(url.pathname)
    expect(second.headers.get("cache-control")).toBe("public, max-age=300")
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true)
    console.log(`preview image: ${bytes.length} B, first answer ${firstMs} ms`)
  })

  it("a share link that leads nowhere still answers the page, with 'Itinerary not found' tags; its image is a 404", async () => {
    for (const token of ["NoSuchShareToken0000000000", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"]) {
      const page = await app.request(`/itinerary/${token}`)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).not.toContain("<script>alert")
      const tags = metaTags(html)
      expect(tags.get("og:title")).toEqual(["Itinerary not found"])
      expect(tags.get("og:image")).toEqual([`${ORIGIN}/og-image.png`])
      expect(tags.get("twitter:card")).toEqual(["summary_large_image"])
    }
    const image = await app.json<{ _tag: string; message: string }>("/api/itinerary/shared/NoSuchShareToken0000000000/preview.png")
    expect(image.status).toBe(404)
    expect(image.body).toEqual({ _tag: "NotFound", message: "Itinerary not found" })
    expect((await app.request("/api/itinerary/shared/bad%20token/preview.png")).status).toBe(404)
  })

  it("other pages keep the site's card, its image a PNG under an absolute URL", async () => {
    for (const path of ["/", "/my-itineraries"]) {
      const tags = metaTags(await (await app.request(path)).text())
      expect(tags.get("og:title")).toEqual(["Safarnama | Your Perfect Trip, Planned by AI"])
      expect(tags.get("og:image")).toEqual([`${ORIGIN}/og-image.png`])
    }
    // Compressed (once, then kept) for a client that takes it; the same page either way.
    for (let i = 0; i < 2; i++) {
      const br = await app.request("/", { headers: { "accept-encoding": "br" } })
      expect(br.headers.get("content-encoding")).toBe("br")
      expect(br.headers.get("vary")).toBe("Accept-Encoding")
      expect(br.headers.get("cache-control")).toBe("no-cache")
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(await (await app.request("/")).text())
    }
  })
})
