import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./fixtures"

// The main journey with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows and typing; no click):
// log in, buy credits at the local checkout, plan a trip, open the itinerary and copy its share link.
// On the way, every dialog closed with Escape gives focus back to the control that opened it (login,
// purchase, add to calendar), and so does the browser's delete confirmation when declined.

/** Tab (or Shift+Tab) until `target`, or something inside it, has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, backwards = false, max = 120): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    const focused = await target
      .first()
      .evaluate((element) => element === document.activeElement || element.contains(document.activeElement))
      .catch(() => false)
    if (focused) return
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab")
  }
  throw new Error(`${max} presses of ${backwards ? "Shift+Tab" : "Tab"} never reached ${target}`)
}

const phoneFor = (project: string) =>
  `${project.startsWith("mobile") ? "93" : "94"}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}${String(Date.now() % 100_000).padStart(5, "0")}`

test("log in, buy credits, plan a trip and share it with the keyboard alone", async ({ page, context }, info) => {
  test.setTimeout(180_000)
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1, name: "Your Perfect Trip, Planned by AI" })).toBeVisible()

  // Login: opened, closed with Escape (focus back on its opener), opened again and completed.
  const start = page.getByRole("button", { name: "Make Your Itinerary Now" }).first()
  await tabTo(page, start)
  await page.keyboard.press("Enter")
  const login = page.getByRole("dialog")
  await expect(login.getByLabel("Phone number")).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(login).toBeHidden()
  await expect(start).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(login.getByLabel("Phone number")).toBeFocused()
  await page.keyboard.type(phoneFor(info.project.name))
  await tabTo(page, login.getByRole("button", { name: "Send OTP" }))
  await page.keyboard.press("Enter")
  await expect(page.getByText("OTP sent successfully!")).toBeVisible()
  await tabTo(page, login.getByLabel("Digit 1 of 6"), true)
  await page.keyboard.type("123456")
  await tabTo(page, login.getByRole("button", { name: "Verify OTP" }))
  await page.keyboard.press("Enter")
  await tabTo(page, login.getByLabel("Your name"), true)
  await page.keyboard.type("Asha Verma")
  await tabTo(page, login.getByLabel("Your city"))
  await page.keyboard.type("Pune")
  await tabTo(page, login.getByRole("button", { name: "Continue" }))
  await page.keyboard.press("Enter")
  await expect(login).toBeHidden()

  // Credits: the purchase dialog closed with Escape returns focus; then the local checkout, paid.
  await page.goto("/make-itinerary")
  await expect(page.getByRole("form", { name: "Trip request" })).toBeVisible()
  const buy = page.getByTestId("credits-banner").getByRole("button", { name: "Buy Credits" })
  await tabTo(page, buy)
  await page.keyboard.press("Enter")
  const purchase = page.getByRole("dialog", { name: "Buy credits" })
  await expect(purchase).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(purchase).toBeHidden()
  await expect(buy).toBeFocused()
  await page.keyboard.press("Space")
  await expect(purchase).toBeVisible()
  await tabTo(page, purchase.getByRole("button", { name: /^Pay ₹/ }))
  await page.keyboard.press("Enter")
  const checkout = page.getByRole("dialog").filter({ has: page.getByTestId("checkout-amount") })
  await expect(checkout.getByTestId("checkout-amount")).toBeVisible()
  await tabTo(page, checkout.getByRole("button", { name: "Pay", exact: true }))
  await page.keyboard.press("Enter")
  await expect(page.getByText("Credits purchased successfully!")).toBeVisible()
  await expect(page.getByTestId("credits-banner")).toContainText("Available: 2 credits")

  // The trip: a popular destination and an interest, each chosen with Space; the length with the arrows.
  const choice = (name: string) => page.getByRole("checkbox", { name, exact: true }).or(page.getByRole("radio", { name, exact: true }))
  await tabTo(page, page.getByRole("form", { name: "Trip request" }).getByRole("textbox").first())
  await tabTo(page, choice("Goa"))
  await page.keyboard.press("Space")
  const days = page.getByRole("spinbutton", { name: "Trip length in days" })
  await tabTo(page, days)
  await page.keyboard.press("ArrowUp")
  await expect(days).toHaveAttribute("aria-valuetext", "4 days")
  await tabTo(page, choice("Beaches"))
  await page.keyboard.press("Space")
  await expect(page.getByTestId("credits-banner")).toContainText("Credits required: 1")
  await tabTo(page, page.getByRole("button", { name: "Generate My Itinerary" }))
  await page.keyboard.press("Enter")

  await expect(page).toHaveURL(/\/my-itineraries$/)
  const goa = page.getByRole("article", { name: "Goa" })
  const preview = goa.getByRole("link", { name: "Preview" })
  await expect(preview).toBeVisible({ timeout: 90_000 })

  // The browser's delete confirmation, declined: focus stays on Delete, the card stays.
  const remove = goa.getByRole("button", { name: "Delete Goa" })
  await tabTo(page, remove)
  page.once("dialog", (dialog) => void dialog.dismiss())
  await page.keyboard.press("Enter")
  await expect(remove).toBeFocused()
  await expect(goa).toBeVisible()

  await tabTo(page, preview, true)
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Goa Travel Itinerary" })).toBeVisible()

  // The calendar dialog closed with Escape gives focus back to its button.
  const calendar = page.getByRole("button", { name: "Add to calendar" })
  await tabTo(page, calendar)
  await page.keyboard.press("Enter")
  await expect(page.getByRole("dialog", { name: "Add to calendar" })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog", { name: "Add to calendar" })).toBeHidden()
  await expect(calendar).toBeFocused()

  await tabTo(page, page.getByRole("button", { name: "Copy Link" }), true)
  await page.keyboard.press("Enter")
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
})
