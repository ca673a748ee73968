import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { JOURNEY_WORDS } from "./journeyWords"

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

const WORDS = {
  en: {
    ...JOURNEY_WORDS.en,
    available: "Available: 2 credits",
    required: "Credits required: 1",
    goa: "Goa",
    beaches: "Beaches",
    days: "Trip length in days",
    fourDays: "4 days",
    generate: "Generate My Itinerary",
    preview: "Preview",
    delete: "Delete Goa",
    title: "Goa Travel Itinerary",
    calendar: "Add to calendar",
    copyLink: "Copy Link",
    copied: "Link copied to clipboard!"
  },
  hi: {
    ...JOURNEY_WORDS.hi,
    available: "उपलब्ध: 2 क्रेडिट",
    required: "ज़रूरी क्रेडिट: 1",
    goa: "गोवा",
    beaches: "समुद्र तट",
    days: "यात्रा कितने दिन की है",
    fourDays: "4 दिन",
    generate: "मेरी यात्रा योजना बनाएँ",
    preview: "देखें",
    delete: "Goa की योजना मिटाएँ",
    title: "Goa यात्रा योजना",
    calendar: "कैलेंडर में जोड़ें",
    copyLink: "लिंक कॉपी करें",
    copied: "लिंक क्लिपबोर्ड पर कॉपी हो गया!"
  }
} as const

const phoneFor = (project: string, language: string) =>
  `${project.startsWith("mobile") ? "9" : "8"}${language === "hi" ? "3" : "4"}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}${String(Date.now() % 100_000).padStart(5, "0")}`

for (const language of ["en", "hi"] as const) {
test(`log in, buy credits, plan a trip and share it with the keyboard alone, in ${language === "en" ? "English" : "Hindi"}`, async ({ page, context }, info) => {
  test.setTimeout(180_000)
  const w = WORDS[language]
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.addInitScript((lang) => window.localStorage.setItem("safarnama.language", lang), language)
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1, name: w.hero })).toBeVisible()

  // Login: opened, closed with Escape (focus back on its opener), opened again and completed.
  const start = page.getByRole("button", { name: w.plan }).first()
  await tabTo(page, start)
  await page.keyboard.press("Enter")
  const login = page.getByRole("dialog")
  await expect(login.getByLabel(w.phone)).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(login).toBeHidden()
  await expect(start).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(login.getByLabel(w.phone)).toBeFocused()
  await page.keyboard.type(phoneFor(info.project.name, language))
  await tabTo(page, login.getByRole("button", { name: w.send }))
  await page.keyboard.press("Enter")
  await expect(page.getByText(w.sent)).toBeVisible()
  await tabTo(page, login.getByLabel(w.digit1), true)
  await page.keyboard.type("123456")
  await tabTo(page, login.getByRole("button", { name: w.verify }))
  await page.keyboard.press("Enter")
  await tabTo(page, login.getByLabel(w.name), true)
  await page.keyboard.type("Asha Verma")
  await tabTo(page, login.getByLabel(w.city))
  await page.keyboard.type("Pune")
  await tabTo(page, login.getByRole("button", { name: w.continue }))
  await page.keyboard.press("Enter")
  await expect(login).toBeHidden()

  // Credits: the purchase dialog closed with Escape returns focus; then the local checkout, paid.
  await page.goto("/make-itinerary")
  await expect(page.getByRole("form", { name: w.form })).toBeVisible()
  const buy = page.getByTestId("credits-banner").getByRole("button", { name: w.buy })
  await tabTo(page, buy)
  await page.keyboard.press("Enter")
  const purchase = page.getByRole("dialog", { name: w.purchaseTitle })
  await expect(purchase).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(purchase).toBeHidden()
  await expect(buy).toBeFocused()
  await page.keyboard.press("Space")
  await expect(purchase).toBeVisible()
  await tabTo(page, purchase.getByRole("button", { name: w.pay }))
  await page.keyboard.press("Enter")
  const checkout = page.getByRole("dialog").filter({ has: page.getByTestId("checkout-amount") })
  await expect(checkout.getByTestId("checkout-amount")).toBeVisible()
  await tabTo(page, checkout.getByRole("button", { name: w.checkoutPay, exact: true }))
  await page.keyboard.press("Enter")
  await expect(page.getByText(w.purchased)).toBeVisible()
  await expect(page.getByTestId("credits-banner")).toContainText(w.available)

  // The trip: a popular destination and an interest, each chosen with Space; the length with the arrows.
  const choice = (name: string) => page.getByRole("checkbox", { name, exact: true }).or(page.getByRole("radio", { name, exact: true }))
  await tabTo(page, page.getByRole("form", { name: w.form }).getByRole("textbox").first())
  await tabTo(page, choice(w.goa))
  await page.keyboard.press("Space")
  const days = page.getByRole("spinbutton", { name: w.days })
  await tabTo(page, days)
  await page.keyboard.press("ArrowUp")
  await expect(days).toHaveAttribute("aria-valuetext", w.fourDays)
  await tabTo(page, choice(w.beaches))
  await page.keyboard.press("Space")
  await expect(page.getByTestId("credits-banner")).toContainText(w.required)
  await tabTo(page, page.getByRole("button", { name: w.generate }))
  await page.keyboard.press("Enter")

  await expect(page).toHaveURL(/\/my-itineraries$/)
  const goa = page.getByRole("article", { name: "Goa" })
  const preview = goa.getByRole("link", { name: w.preview })
  await expect(preview).toBeVisible({ timeout: 90_000 })

  // The browser's delete confirmation, declined: focus stays on Delete, the card stays.
  const remove = goa.getByRole("button", { name: w.delete })
  await tabTo(page, remove)
  page.once("dialog", (dialog) => void dialog.dismiss())
  await page.keyboard.press("Enter")
  await expect(remove).toBeFocused()
  await expect(goa).toBeVisible()

  await tabTo(page, preview, true)
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible()

  // The calendar dialog closed with Escape gives focus back to its button.
  const calendar = page.getByRole("button", { name: w.calendar })
  await tabTo(page, calendar)
  await page.keyboard.press("Enter")
  await expect(page.getByRole("dialog", { name: w.calendar })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog", { name: w.calendar })).toBeHidden()
  await expect(calendar).toBeFocused()

  await tabTo(page, page.getByRole("button", { name: w.copyLink }), true)
  await page.keyboard.press("Enter")
  await expect(page.getByText(w.copied)).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
})
}
