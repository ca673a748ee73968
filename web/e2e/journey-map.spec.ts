import type { Page } from "@playwright/test"
import { makeItinerary } from "../src/test/itineraries"
import { expect, test } from "./fixtures"

// Issue 16's journey map on the shared itinerary page, in a real browser under the app's real Content-
// Security-Policy, at 390 and 1280 px (the two projects). The plan is served by the test: a Rajasthan
// round trip Jaipur -> Pushkar -> Udaipur -> Kumbhalgarh -> Jaipur, where Kumbhalgarh is not a region
// of the knowledge base (no coordinates), so the route has three legs: Jaipur-Pushkar, Pushkar-Udaipur and Udaipur-Jaipur. Coordinates are
// the knowledge base's, as the server attaches them (services/core/knowledge/rajasthan.json).

const TOKEN = "e2eJourneyMapShareToken01"
const JAIPUR = { lat: 26.9239, lon: 75.8267 }

const stop = (regionName: string, daysSpent: number[]) => ({ regionName, daysSpent, distanceFromPrevious: "0 km", reasonForSequencing: "" })
const activity = (title: string, placeId?: string) => ({
  type: "sightseeing",
  title,
  time: "10:00",
  details: { location: title, distanceFromPrevious: "", travelTime: "", duration: "1 hour", cost: 0, description: "" },
  ...(placeId ? { placeId } : {})
})
const day = (dayNumber: number, region: string, activities: ReturnType<typeof activity>[]) => ({
  dayNumber,
  theme: `Day in ${region}`,
  region,
  subArea: "",
  activities,
  visitedAttractions: []
})

const itinerary = makeItinerary({
  id: "3c8d0f5b-2a4e-4d6c-9b7f-0e1a2b3c4d5e",
  destination: "Rajasthan",
  interests: ["culture"],
  duration: 6,
  shareUrl: TOKEN,
  content: {
    overview: {
      description: "Forts and lakes.",
      highlights: [],
      climate: { type: "Semi-arid", seasons: [] },
      bestTimeToVisit: "October to March",
      geography: { location: "Rajasthan", terrain: "Desert", landmarks: [] },
      languages: ["Hindi"],
      localCuisine: [],
      culturalNotes: []
    },
    geographicProgression: {
      regionSequence: [stop("Jaipur", [1, 2]), stop("Pushkar", [3]), stop("Udaipur", [4]), stop("Kumbhalgarh", [5]), stop("Jaipur", [6])],
      optimizationStrategy: "A loop.",
      accommodationStrategy: "",
      transportationDetails: {
        publicTransport: { availableTypes: [], operatingHours: "" },
        privateTransport: [],
        airportTransfer: { public: { available: false, approximateCost: 0 }, private: { available: false, approximateCost: 0 }, distance: "0 km" }
      }
    },
    hotelRecommendations: { options: [], bookingTip: "" },
    dailyItinerary: [
      day(1, "Jaipur", [activity("Amber Fort", "rajasthan-amber-fort"), activity("City Palace", "rajasthan-city-palace-jaipur"), activity("A street stall")]),
      day(2, "Jaipur", []),
      day(3, "Pushkar", [activity("Pushkar Lake", "rajasthan-pushkar-lake-ghats-and-evening-aarti")]),
      day(4, "Udaipur", [activity("Lake Pichola")]),
      day(5, "Kumbhalgarh", []),
      day(6, "Jaipur", [])
    ],
    costBreakdown: { accommodation: 0, food: 0, activities: 0, total: 0 },
    foodRecommendations: [],
    shoppingInfo: { souvenirs: [], markets: [] },
    travelTips: []
  },
  coordinates: {
    regions: [
      { name: "Jaipur", ...JAIPUR },
      { name: "Pushkar", lat: 26.4897, lon: 74.5511 },
      { name: "Udaipur", lat: 24.578, lon: 73.686 }
    ],
    places: [
      { id: "rajasthan-amber-fort", lat: 26.9855, lon: 75.8513 },
      { id: "rajasthan-city-palace-jaipur", lat: 26.9258, lon: 75.8237 },
      { id: "rajasthan-pushkar-lake-ghats-and-evening-aarti", lat: 26.4893, lon: 74.554 }
    ]
  }
})

async function openSharedItinerary(page: Page) {
  await page.route(`**/api/itinerary/shared/${TOKEN}`, (route) => route.fulfill({ json: itinerary }))
  await page.goto(`/itinerary/${TOKEN}`)
  await expect(page.getByRole("heading", { level: 1, name: "Rajasthan Travel Itinerary" })).toBeVisible()
}

test("the route map draws one line per leg, a round trip's return included, and lists the route for screen readers", async ({ page, baseURL }) => {
  // The map is drawn from the bundled boundaries: nothing may be fetched from anywhere but our own server.
  const ours = new URL(baseURL ?? "").origin
  const foreign: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== ours && !request.url().startsWith("data:")) foreign.push(request.url())
  })
  await openSharedItinerary(page)
  const section = page.getByRole("region", { name: "Journey Plan" })
  const map = section.getByRole("img", { name: /^Route map of Rajasthan: 3 places numbered in visiting order/ })
  await expect(map).toBeVisible()
  const legs = map.locator("path.route-leg")
  await expect(legs).toHaveCount(3)
  expect(await legs.evaluateAll((paths) => paths.map((p) => `${p.getAttribute("data-from")}->${p.getAttribute("data-to")}`))).toEqual([
    "Jaipur->Pushkar",
    "Pushkar->Udaipur",
    "Udaipur->Jaipur"
  ])
  // Each line is really drawn: a visible length inside the map.
  for (const length of await legs.evaluateAll((paths) => paths.map((p) => (p as SVGPathElement).getTotalLength()))) expect(length).toBeGreaterThan(20)
  // Markers: Jaipur (stops 1 and 5) once, Pushkar, Udaipur; Kumbhalgarh is not on the map.
  await expect(map.locator(".map-marker")).toHaveCount(3)
  await expect(map.locator(".map-marker").first()).toContainText("1, 5")
  await expect(map.locator("path").first()).toHaveAttribute("d", /^M/)

  // The text alternative: the whole route in order, the unplaced stop said plainly.
  const items = section.getByRole("list", { name: "The route in visiting order" }).getByRole("listitem")
  await expect(items).toHaveCount(5)
  const texts = await items.allInnerTexts()
  // Numbered as the map's markers, then the region's name.
  expect(texts.map((t) => t.replace(/\s+/g, " ").trim().split(" · ")[0])).toEqual([
    "1 Jaipur Days 1, 2",
    "2 Pushkar Day 3",
    "3 Udaipur Day 4",
    "4 Kumbhalgarh Day 5",
    "5 Jaipur Day 6"
  ])
  expect(texts.map((t) => t.includes("not on the map yet"))).toEqual([false, false, false, true, false])
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }))
  expect(widths.content).toBeLessThanOrEqual(widths.screen)
  // The map fits the screen: as wide as its section at most, never cut off.
  const box = (await map.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(widths.screen)
  expect(foreign).toEqual([])
})

test("each day with placed stops has a map of them in order; a rest day and a day with no placed stop have none", async ({ page }) => {
  await openSharedItinerary(page)
  const dayMaps = page.locator('svg[data-map="day"]')
  // Day 1 (Amber Fort, City Palace placed; the street stall is not) and day 3 (one placed stop).
  await expect(dayMaps).toHaveCount(2)
  const day1 = page.getByRole("img", { name: "Map of day 1's stops in order: Amber Fort, City Palace." })
  await expect(day1.locator(".map-marker")).toHaveCount(2)
  await expect(day1.locator("path.route-leg")).toHaveCount(1)
  await expect(page.getByRole("img", { name: "Map of day 3's stops in order: Pushkar Lake." }).locator(".map-marker")).toHaveCount(1)
})

test("keyboard users pass the maps: nothing in them takes focus, and Tab goes on to the next day", async ({ page }) => {
  await openSharedItinerary(page)
  await expect(page.locator('svg[data-map="route"]')).toBeVisible()
  expect(await page.locator("svg[data-map] [tabindex], svg[data-map] a").count()).toBe(0)
  // From day 1's header, Tab leaves day 1 (through its directions link) and reaches day 2's header.
  const day1 = page.getByRole("button", { name: /^Day 1: / })
  await day1.focus()
  const day2 = page.getByRole("button", { name: /^Day 2: / })
  for (let i = 0; i < 10 && !(await day2.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab")
  await expect(day2).toBeFocused()
})

test("a day map numbers and names its stops, and the day's list carries the same numbers beside them", async ({ page }) => {
  await openSharedItinerary(page)
  const day1 = page.getByRole("img", { name: "Map of day 1's stops in order: Amber Fort, City Palace." })
  await expect(day1).toBeVisible()
  // The markers say their number and their stop's name (ADR 0190): the map reads without the list.
  const markers = day1.locator(".map-marker")
  expect(await markers.allTextContents()).toEqual(["1Amber Fort", "2City Palace"])
  // In the list above, each placed stop wears its marker's number; the unplaced street stall wears none.
  const card = page.locator(".day-card").first()
  const numbers = card.locator(".map-stop-number")
  await expect(numbers).toHaveCount(2)
  expect(await numbers.allTextContents()).toEqual(["1", "2"])
  await expect(card.getByLabel("Stop 1 on the day's map")).toBeVisible()
  // The labels stay on the map at a phone's width.
  const map = (await day1.boundingBox())!
  for (const label of await day1.locator(".map-marker text").all()) {
    const box = (await label.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(map.x - 1)
    expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width + 1)
  }
})
