import { request as playwrightRequest } from "@playwright/test"
import { type FakeGooglePlaces, startFakeGooglePlaces } from "../../services/core/test/fakeGooglePlaces"
import { pdfText } from "../../services/core/test/pdfText"
import { type RunningServer, startServer } from "../../services/core/test/spawnServer"
import { apiItinerary, apiTraveller } from "./apiKit"
import { expect, test } from "./fixtures"

// Ratings come only from Google (docs/adr/0161-google-place-details.md): a plan served without a Google
// key shows no stars anywhere; a server with a key (Places API (New) as a loopback fake) shows Google's
// rating, count and hours on the itinerary page, the shared page and in the PDF.

test("without a Google key the plan shows no stars and no ratings", async ({ page, request }) => {
  const traveller = await apiTraveller(request)
  const plan = await apiItinerary(request, traveller, "Jaipur", 3)
  await page.goto(`/itinerary/${plan.shareUrl}`)
  await expect(page.getByRole("heading", { name: "Hotel Recommendations" })).toBeVisible()
  await expect(page.getByTestId("google-rating")).toHaveCount(0)
  await expect(page.getByText(/on Google|★/)).toHaveCount(0)
})

test.describe("with Google Places (loopback fake)", () => {
  const KEY = "e2e-maps-key-not-a-secret"
  let google: FakeGooglePlaces
  let server: RunningServer
  test.beforeAll(async () => {
    google = await startFakeGooglePlaces(KEY)
    google.matchAnything = true
    server = await startServer({
      DATA_DIR: ":memory:",
      AUTH_DEV_FIXED_OTP: "123456",
      TRUST_PROXY: "true",
      RECONCILE_INTERVAL: "off",
      GOOGLE_MAPS_API_KEY: KEY,
      GOOGLE_PLACES_BASE_URL: google.baseUrl,
      GOOGLE_PLACES_API_BASE_URL: google.baseUrl
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    await google?.close()
  })

  test("the itinerary page, the shared page and the PDF show Google's rating, count and hours", async ({ browser }, info) => {
    const api = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { "x-forwarded-for": `10.9.${info.retry}.${info.workerIndex + 1}` } })
    const traveller = await apiTraveller(api)
    const plan = await apiItinerary(api, traveller, "Jaipur", 3)

    // The itinerary page is the shared page (one route, the owner's tools on top): opened as a visitor.
    const visitor = await browser.newPage({ baseURL: server.url })
    await visitor.goto(`/itinerary/${plan.shareUrl}`)
    const hotels = visitor.getByRole("region", { name: "Hotel Recommendations" })
    await expect(hotels.getByText(/\d\.\d on Google \([\d,]+ ratings\)/).first()).toBeVisible()
    const days = visitor.getByRole("region", { name: "Day-by-Day Itinerary" })
    await expect(days.getByText(/\d\.\d on Google \([\d,]+ ratings\)/).first()).toBeVisible()
    await expect(days.getByText(/^Hours on Google: Monday: 9:00 AM – 5:00 PM/).first()).toBeVisible()
    await visitor.close()

    const exported = await api.post(`/api/itinerary/${plan.id}/generate-pdf?share=${plan.shareUrl}`)
    expect(exported.status()).toBe(200)
    const { pdfUrl } = (await exported.json()) as { pdfUrl: string }
    const text = await pdfText(await (await api.get(pdfUrl)).body())
    expect(text).toMatch(/★ \d\.\d on Google \([\d,]+ ratings\)/)
    expect(text).toContain("Hours on Google: Monday: 9:00 AM – 5:00 PM")
    await api.dispose()
  })
})
