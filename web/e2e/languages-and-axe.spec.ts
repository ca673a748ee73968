import { audit } from "./axeAudit"
import { expect, test } from "./fixtures"
import { JOURNEY_WORDS } from "./journeyWords"

// The main journey (landing, login, trip form, purchase, refunds policy) in English and in Hindi, with
// axe-core on every page and modal it opens: no serious or critical violation may remain. Each page's
// violations by impact are printed (the closing note lists them).

const WORDS = {
  en: {
    ...JOURNEY_WORDS.en,
    refunds: "Cancellation and Refunds Policy",
    htmlLang: "en-IN"
  },
  hi: {
    ...JOURNEY_WORDS.hi,
    refunds: "रद्दीकरण और रिफ़ंड नीति",
    htmlLang: "hi-IN"
  }
} as const

const phoneFor = (project: string, language: string) =>
  `${project.startsWith("mobile") ? "9" : "8"}${language === "hi" ? "6" : "7"}${String(Date.now() % 100_000_000).padStart(8, "0")}`

for (const language of ["en", "hi"] as const) {
  test(`the main journey in ${language === "en" ? "English" : "Hindi"}, with no serious or critical axe violation`, async ({ page }, info) => {
    const words = WORDS[language]
    const where = (name: string) => `${name} [${language}, ${info.project.name}]`
    await page.addInitScript((lang) => window.localStorage.setItem("safarnama.language", lang), language)

    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1, name: words.hero })).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", words.htmlLang)
    await audit(page, where("landing"))

    await page.getByRole("button", { name: words.plan }).first().click()
    const login = page.getByRole("dialog")
    await expect(login.getByLabel(words.phone)).toBeFocused()
    await audit(page, where("login: phone"), "[role=dialog]")
    await login.getByLabel(words.phone).fill(phoneFor(info.project.name, language))
    await login.getByRole("button", { name: words.send }).click()
    await expect(page.getByText(words.sent)).toBeVisible()
    await audit(page, where("login: code"), "[role=dialog]")
    await login.getByLabel(words.digit1).click()
    await page.keyboard.type("123456")
    await login.getByRole("button", { name: words.verify }).click()
    await login.getByLabel(words.name).fill("Asha Verma")
    await audit(page, where("login: profile"), "[role=dialog]")
    await login.getByLabel(words.city).fill("Pune")
    await login.getByRole("button", { name: words.continue }).click()
    await expect(login).toBeHidden()

    // The hero's choice brings a logged-in traveller to the trip form.
    await page.goto("/make-itinerary")
    await expect(page.getByRole("form", { name: words.form })).toBeVisible()
    await audit(page, where("trip form"))

    await page.getByTestId("credits-banner").getByRole("button", { name: words.buy }).click()
    const purchase = page.getByRole("dialog", { name: words.purchaseTitle })
    await expect(purchase).toBeVisible()
    await audit(page, where("purchase"), "[role=dialog]")
    await purchase.getByRole("button", { name: words.pay }).click()
    const checkout = page.getByRole("dialog").filter({ has: page.getByTestId("checkout-amount") })
    await expect(checkout.getByTestId("checkout-amount")).toContainText("₹100")
    await audit(page, where("local checkout"), "[role=dialog]")
    await checkout.getByRole("button", { name: words.checkoutPay, exact: true }).click()
    await expect(page.getByText(words.purchased)).toBeVisible()

    await page.goto("/cancellation-refunds")
    await expect(page.getByRole("heading", { level: 1, name: words.refunds })).toBeVisible()
    await audit(page, where("refunds policy"))
  })
}
