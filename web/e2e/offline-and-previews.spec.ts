import type { BrowserContext, Page } from "@playwright/test"
import { PNG } from "pngjs"
import { offlineMessages } from "../src/pwa/offlineMessages"
import { apiItinerary, apiTraveller } from "./apiKit"
import { expect, test } from "./fixtures"

// Issue 16: a shared link previews the trip in apps that run no JavaScript (WhatsApp and the rest), and
// the app is an installable PWA whose itineraries open offline after one visit. Against the real server
// (its own data folder, the offline writer), in Debian's Chromium, at 390 and 1280 px.

const SESSION_KEY = "auth-storage"

/** Open Graph and Twitter tags of a page, by key. */
const metaTags = (html: string) =>
  new Map([...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)].map((m) => [m[1] as string, m[2] as string]))

test.describe("link previews without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the shared page answers its Open Graph tags, and the image they name is a PNG that decodes", async ({ page, request, baseURL }) => {
    const traveller = await apiTraveller(request)
    const itinerary = await apiItinerary(request, traveller, "Goa", 3)

    // What WhatsApp's crawler does: fetch the page and read its head.
    const answer = await request.get(`/itinerary/${itinerary.shareUrl}`)
    expect(answer.status()).toBe(200)
    const tags = metaTags(await answer.text())
    expect(tags.get("og:title")).toBe("Goa Travel Itinerary")
    expect(tags.get("og:description")).toMatch(/^3 days in March \d{4}\./)
    expect(tags.get("og:url")).toBe(`${baseURL}/itinerary/${itinerary.shareUrl}`)
    expect(tags.get("twitter:card")).toBe("summary_large_image")
    const image = tags.get("og:image") ?? ""
    expect(image.startsWith(`${baseURL}/api/itinerary/shared/${itinerary.shareUrl}/preview.png?v=`)).toBe(true)

    const png = await request.get(image)
    expect(png.status()).toBe(200)
    expect(png.headers()["content-type"]).toBe("image/png")
    const decoded = PNG.sync.read(await png.body())
    expect([decoded.width, decoded.height]).toEqual([1200, 630])

    // The same in a browser with JavaScript off: the page's head carries the trip, not the site's card.
    await page.goto(`/itinerary/${itinerary.shareUrl}`)
    await expect(page).toHaveTitle("Goa Travel Itinerary | Safarnama")
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Goa Travel Itinerary")

    // A link that leads nowhere still answers the page, and says so.
    const missing = metaTags(await (await request.get("/itinerary/NoSuchShareLink0000000000")).text())
    expect(missing.get("og:title")).toBe("Itinerary not found")
    const site = await request.get(missing.get("og:image") ?? "")
    expect(site.headers()["content-type"]).toBe("image/png")
    expect([PNG.sync.read(await site.body()).width, PNG.sync.read(await site.body()).height]).toEqual([1200, 630])
  })
})

/** True once the service worker has kept this API path. */
const kept = (page: Page, cache: string, path: string) =>
  page.evaluate(async ([name, url]) => Boolean(await (await caches.open(name as string)).match(url as string)), [cache, path])

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
}

test.describe("the offline trip pack", () => {
  test.use({ serviceWorkers: "allow" })

  test("after one visit, a shared itinerary and the traveller's own open with no network, with the offline notice", async ({ page, context, request }) => {
    const friend = await apiTraveller(request)
    const shared = await apiItinerary(request, friend, "Jaipur", 2)
    const me = await apiTraveller(request)
    const mine = await apiItinerary(request, me, "Goa", 3)

    // First visit ever in this browser: straight to a shared link (no worker yet when its plan loads).
    await page.goto(`/itinerary/${shared.shareUrl}`)
    // The first load fetches every lazy chunk from a busy test server.
    await expect(page.getByRole("heading", { level: 1, name: "Jaipur Travel Itinerary" })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId("offline-notice")).toHaveCount(0)
    // Installable: the manifest names PNG icons that decode at their stated sizes.
    const manifestUrl = (await page.locator('link[rel="manifest"]').getAttribute("href")) ?? ""
    const manifest = (await (await request.get(manifestUrl)).json()) as { name: string; display: string; icons: Array<{ src: string; sizes: string; type: string }> }
    expect(manifest.display).toBe("standalone")
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png")
      const png = PNG.sync.read(await (await request.get(icon.src)).body())
      expect(`${png.width}x${png.height}`).toBe(icon.sizes)
    }
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true)
    await expect.poll(() => kept(page, "itineraries-v1", `/api/itinerary/shared/${shared.shareUrl}`), { timeout: 20_000 }).toBe(true)

    await goOffline(context, page)
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Jaipur Travel Itinerary" })).toBeVisible()
    await expect(page.getByTestId("offline-notice")).toHaveText(offlineMessages.offline)
    await context.setOffline(false)

    // Logged in: the traveller's list and their own itinerary, opened once online.
    await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [SESSION_KEY, JSON.stringify({ state: { user: me.user, token: me.token }, version: 0 })])
    await page.goto("/my-itineraries")
    await expect(page.getByText("Goa").first()).toBeVisible()
    await page.goto(`/itinerary/${mine.shareUrl}`)
    await expect(page.getByRole("heading", { level: 1, name: "Goa Travel Itinerary" })).toBeVisible()
    await expect.poll(() => kept(page, "itineraries-v1", `/api/itinerary/shared/${mine.shareUrl}`)).toBe(true)

    await goOffline(context, page)
    await page.goto(`/itinerary/${shared.shareUrl}`)
    await expect(page.getByRole("heading", { level: 1, name: "Jaipur Travel Itinerary" })).toBeVisible()
    await page.goto(`/itinerary/${mine.shareUrl}`)
    await expect(page.getByRole("heading", { level: 1, name: "Goa Travel Itinerary" })).toBeVisible()
    await expect(page.getByTestId("offline-notice")).toBeVisible()
    const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }))
    expect(widths.content).toBeLessThanOrEqual(widths.screen)

    // Back online, the notice goes.
    await context.setOffline(false)
    await expect(page.getByTestId("offline-notice")).toHaveCount(0)
  })
})
