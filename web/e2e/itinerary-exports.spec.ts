import { readFile } from "node:fs/promises"
import type { Page } from "@playwright/test"
import ICAL from "ical.js"
import { makeItinerary } from "../src/test/itineraries"
import { expect, test } from "./fixtures"

// Issue 16's exports on a shared itinerary, in a real browser under the app's real Content-Security-
// Policy: a day's Google Maps directions, the .ics file (read back with ical.js, not the library that
// wrote it), the WhatsApp link and the device's share sheet. The itinerary itself is served by the
// test (a fixed plan, so each expectation can name its stops and times); everything else is the app's.

const TOKEN = "e2eExportsShareToken0001"

const activity = (title: string, time: string, location: string, duration: string) => ({
  type: "sightseeing",
  title,
  time,
  details: { location, distanceFromPrevious: "2 km", travelTime: "10 minutes", duration, cost: 0, description: `${title}.` }
})

const JAIPUR_DAYS = [
  {
    dayNumber: 1,
    theme: "Forts and palaces",
    region: "Jaipur",
    subArea: "Amer",
    activities: [
      activity("Amber Fort", "09:00", "Amber Fort", "2.5 hours"),
      activity("Lunch", "12:30", "Laxmi Misthan Bhandar", "1 hour"),
      activity("City Palace", "14:00", "City Palace", "2 hours"),
      activity("Sunset at Nahargarh", "17:30", "Nahargarh Fort", "1.5 hours")
    ],
    visitedAttractions: ["Amber Fort", "City Palace"]
  },
  {
    dayNumber: 2,
    theme: "Markets",
    region: "Jaipur",
    subArea: "Old City",
    activities: [activity("Hawa Mahal", "10:00", "Hawa Mahal", "1 hour"), activity("Johari Bazaar", "11:30", "Johari Bazaar", "2 hours")],
    visitedAttractions: ["Hawa Mahal"]
  },
  { dayNumber: 3, theme: "Rest day", region: "Jaipur", subArea: "", activities: [], visitedAttractions: [] }
]

// The envelope is the unit tests' own itinerary (web/src/test/itineraries.ts); the content is Jaipur's.
const itinerary = makeItinerary({
  id: "2b7c9e4a-1f3d-4c5b-8a6e-9d0f1e2a3b4c",
  destination: "Jaipur",
  interests: ["culture"],
  createdAt: "2026-11-20T09:30:00.000Z",
  shareUrl: TOKEN,
  content: {
    overview: {
      description: "The Pink City.",
      highlights: ["Amber Fort"],
      climate: { type: "Semi-arid", seasons: [] },
      bestTimeToVisit: "October to March",
      geography: { location: "Rajasthan", terrain: "Hills and plains", landmarks: ["Amber Fort"] },
      languages: ["Hindi"],
      localCuisine: ["Dal baati churma"],
      culturalNotes: []
    },
    hotelRecommendations: { options: [], bookingTip: "" },
    dailyItinerary: JAIPUR_DAYS,
    costBreakdown: { accommodation: 9000, food: 3000, activities: 1500, total: 13500 },
    foodRecommendations: [],
    shoppingInfo: { souvenirs: [], markets: [] },
    travelTips: []
  }
})

async function openSharedItinerary(page: Page) {
  await page.route(`**/api/itinerary/shared/${TOKEN}`, (route) => route.fulfill({ json: itinerary }))
  await page.goto(`/itinerary/${TOKEN}`)
  await expect(page.getByRole("heading", { level: 1, name: "Jaipur Travel Itinerary" })).toBeVisible()
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }))
  expect(widths.content).toBeLessThanOrEqual(widths.screen)
}

test("each day with places links to Google Maps directions through them in order", async ({ page }) => {
  await openSharedItinerary(page)
  const day1 = page.getByRole("link", { name: "Directions for day 1" })
  await expect(day1).toBeVisible()
  const url = new URL((await day1.getAttribute("href")) ?? "")
  expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/dir/")
  expect(url.searchParams.get("api")).toBe("1")
  expect(url.searchParams.get("origin")).toBe("Amber Fort, Jaipur")
  expect(url.searchParams.get("waypoints")?.split("|")).toEqual(["Laxmi Misthan Bhandar, Jaipur", "City Palace, Jaipur"])
  expect(url.searchParams.get("destination")).toBe("Nahargarh Fort, Jaipur")
  await expect(day1).toHaveAttribute("target", "_blank")

  const day2 = new URL((await page.getByRole("link", { name: "Directions for day 2" }).getAttribute("href")) ?? "")
  expect([day2.searchParams.get("origin"), day2.searchParams.get("destination"), day2.searchParams.get("waypoints")]).toEqual([
    "Hawa Mahal, Jaipur",
    "Johari Bazaar, Jaipur",
    null
  ])
  // The rest day has no places, so no directions.
  await expect(page.getByRole("link", { name: "Directions for day 3" })).toHaveCount(0)

  // Keyboard: the link takes focus like any other.
  await day1.focus()
  await expect(day1).toBeFocused()
  await expectNoSidewaysScroll(page)
})

test("Add to calendar downloads an .ics with one event per activity, in India's time, that another parser reads", async ({ page }) => {
  await openSharedItinerary(page)
  await page.getByRole("button", { name: "Add to calendar" }).click()
  const dialog = page.getByRole("dialog", { name: "Add to calendar" })
  const firstDay = dialog.getByLabel("First day of the trip")
  await expect(firstDay).toHaveValue("2026-12-01")
  await firstDay.fill("2026-12-20")
  await expect(dialog).toContainText("6 activities will be added")
  await expectNoSidewaysScroll(page)
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download calendar file" }).click()])
  expect(download.suggestedFilename()).toBe("jaipur-itinerary.ics")
  await expect(dialog).toBeHidden()

  const text = await readFile((await download.path()) as string, "utf8")
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Jaipur Travel Itinerary")
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component))
  const activities = JAIPUR_DAYS.flatMap((day) => day.activities)
  expect(events).toHaveLength(activities.length)
  expect(events.map((event) => event.summary)).toEqual(activities.map((a) => a.title))
  expect(events.map((event) => event.location)).toEqual(activities.map((a) => `${a.details.location}, Jaipur`))
  // IST is UTC+5:30: day 1 is 20 December, day 2 the 21st.
  expect(events.map((event) => event.startDate.toString())).toEqual([
    "2026-12-20T03:30:00Z",
    "2026-12-20T07:00:00Z",
    "2026-12-20T08:30:00Z",
    "2026-12-20T12:00:00Z",
    "2026-12-21T04:30:00Z",
    "2026-12-21T06:00:00Z"
  ])
  expect(events[0]?.endDate.toString()).toBe("2026-12-20T06:00:00Z")
})

test("Share on WhatsApp carries the trip's summary and its share link", async ({ page }) => {
  await openSharedItinerary(page)
  const whatsapp = page.getByRole("link", { name: "Share on WhatsApp" })
  await expect(whatsapp).toBeVisible()
  await expect(whatsapp).toHaveAttribute("target", "_blank")
  const url = new URL((await whatsapp.getAttribute("href")) ?? "")
  expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/")
  expect(url.searchParams.get("text")).toBe(`Jaipur Travel Itinerary: 3 days in December 2026\n${page.url()}`)
  await expectNoSidewaysScroll(page)
})

test("Share opens the device's share sheet where there is one, and copies the link where there is none", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  // A share sheet that records what it was given (Linux Chromium has none of its own).
  await page.addInitScript(() => {
    const shared: Array<ShareData> = []
    Object.assign(window, { sharedData: shared })
    Object.defineProperty(navigator, "share", { configurable: true, value: async (data: ShareData) => void shared.push(data) })
  })
  await openSharedItinerary(page)
  await page.getByRole("button", { name: "Share", exact: true }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData: Array<ShareData> }).sharedData)).toEqual([
    { title: "Jaipur Travel Itinerary", text: "Jaipur Travel Itinerary: 3 days in December 2026", url: page.url() }
  ])

  // Without the Web Share API: the link is copied, as before.
  await page.evaluate(() => Object.defineProperty(navigator, "share", { configurable: true, value: undefined }))
  await page.getByRole("button", { name: "Share", exact: true }).click()
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
})
