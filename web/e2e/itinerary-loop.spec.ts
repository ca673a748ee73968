import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"

// The product's core loop in a real browser against the whole app on its embedded defaults (offline
// writer, local gateway): log in, buy credits, plan a 7-day trip, watch it being written, open it, copy
// the share link, open that link logged out, download the PDF, delete the itinerary.

const phoneFor = (project: string) => {
  const suffix = String(Date.now() % 100_000).padStart(5, "0")
  return `${project.startsWith("mobile") ? "96" : "95"}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}${suffix}`
}

/** Mobile first: nothing may push the page wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }))
  expect(widths.content).toBeLessThanOrEqual(widths.screen)
}

async function logInAsNewTraveller(page: Page, phone: string) {
  await page.goto("/")
  await page.getByRole("button", { name: "Make Your Itinerary Now" }).first().click()
  const login = page.getByRole("dialog")
  await login.getByLabel("Phone number").fill(phone)
  await login.getByRole("button", { name: "Send OTP" }).click()
  await login.getByLabel("Digit 1 of 6").click()
  await page.keyboard.type("123456")
  await login.getByRole("button", { name: "Verify OTP" }).click()
  await login.getByLabel("Your name").fill("Asha Verma")
  await login.getByLabel("Your city").fill("Pune")
  await login.getByRole("button", { name: "Continue" }).click()
  await expect(login).toBeHidden()
}

test("plan a 7-day trip, watch it, share it, open it logged out, download the PDF, delete it", async ({ browser, page, context }, info) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await logInAsNewTraveller(page, phoneFor(info.project.name))

  // A new traveller has no credits: the form says so and offers to buy some.
  await page.goto("/make-itinerary")
  await expect(page.getByRole("heading", { level: 1, name: "Asha Verma, Let's Plan Your Trip!" })).toBeVisible()
  await page.getByTestId("credits-banner").getByRole("button", { name: "Buy Credits" }).click()
  const purchase = page.getByRole("dialog")
  await purchase.getByRole("button", { name: /^Pay/ }).click()
  const checkout = page.getByRole("dialog").filter({ has: page.getByTestId("checkout-amount") })
  await checkout.getByRole("button", { name: "Pay", exact: true }).click()
  await expect(page.getByTestId("credits-banner")).toContainText("Available: 2 credits")

  // Plan: Goa, 7 days (1 credit), beaches.
  // Mantine's chips hide their checkbox; a traveller taps the chip's label.
  const chip = (name: string) => page.locator("label").filter({ hasText: new RegExp(`^${name}$`) })
  await chip("Goa").click()
  await page.getByLabel("Trip length in days").fill("7")
  await chip("Beaches").click()
  await expect(page.getByTestId("credits-banner")).toContainText("Credits required: 1")
  await expectNoSidewaysScroll(page)
  // The offline writer finishes within a second; holding the request back a little lets us watch the
  // card being written, as a traveller would with a real writer.
  await page.route("**/api/itinerary/generate", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    await route.continue()
  })
  await page.getByRole("button", { name: "Generate My Itinerary" }).click()

  // My Itineraries shows the generation, then the finished card.
  await expect(page).toHaveURL(/\/my-itineraries$/)
  const goa = page.getByRole("article", { name: "Goa" })
  await expect(goa).toBeVisible()
  await expect(goa.getByText("Generating your itinerary by AI...")).toBeVisible()
  await expect(goa.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^\d+$/)
  await expect(goa.getByText(/^\d+%$/)).toBeVisible()
  await expectNoSidewaysScroll(page)
  // Every generate button now says another itinerary is being generated (moving inside the app: a
  // reload would cancel the held-back request).
  await page.getByRole("link", { name: "Create New Itinerary" }).click()
  await expect(page.getByRole("button", { name: "Generating your other itinerary..." })).toBeVisible()
  await page.goBack()
  await expect(goa.getByRole("link", { name: "Preview" })).toBeVisible({ timeout: 60_000 })
  await expect(goa).toContainText("7 days")
  await expect(page.getByTestId("credits-button").filter({ visible: true }).first()).toContainText("1")

  // Open it, copy the share link.
  await goa.getByRole("link", { name: "Preview" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Goa Travel Itinerary" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "Day-by-Day Itinerary" })).toBeVisible()
  // The plan checks come first, and the places of the destination guide carry the verified mark.
  const checks = page.getByRole("region", { name: "Plan checks" })
  await expect(checks).toContainText(/\d+ of \d+ places verified against our destination guide/)
  await expect(page.getByRole("img", { name: "Verified place" }).first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await page.getByRole("button", { name: "Copy Link" }).click()
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(page.url())

  // Anyone with the link can read it, print it and download the PDF.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() })
  const visitor = await visitorContext.newPage()
  await visitor.goto(link)
  await expect(visitor.getByRole("heading", { level: 1, name: "Goa Travel Itinerary" })).toBeVisible()
  await expect(visitor.getByTestId("credits-button")).toHaveCount(0)
  const [pdfTab] = await Promise.all([visitor.waitForEvent("popup"), visitor.getByRole("button", { name: "Download PDF" }).click()])
  await expect(visitor.getByText("PDF generated successfully!")).toBeVisible({ timeout: 30_000 })
  await pdfTab.waitForURL(/\.pdf|\/pdf/, { timeout: 30_000 })
  const pdf = await visitor.request.get(pdfTab.url())
  expect(pdf.ok()).toBe(true)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-")
  await visitorContext.close()

  // Back to the owner: delete it.
  await page.goto("/my-itineraries")
  await expect(page.getByRole("article", { name: "Goa" })).toBeVisible()
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toMatch(/^Are you sure you want to delete this itinerary\?\n\nGoa · \d+ days?/)
    void dialog.accept()
  })
  await page.getByRole("article", { name: "Goa" }).getByRole("button", { name: "Delete Goa" }).click()
  await expect(page.getByText("Itinerary deleted successfully")).toBeVisible()
  await expect(page.getByRole("heading", { name: "No Itineraries Yet" })).toBeVisible()
})
