import type { Page } from "@playwright/test"
import { type ApiTraveller, apiTraveller } from "./apiKit"
import { expect, test } from "./fixtures"

// No sale without verified places (docs/adr/0200-no-sale-without-places.md): before the traveller pays,
// the trip form says what we can plan for the destination typed, against the whole app on its embedded
// defaults: a covered city names its guide, its areas and its verified places; a place we do not cover
// says "not yet", offers the covered destinations near it, and cannot be sent; a list of places names the
// guides of the one trip across them. In English and in Hindi.

const SESSION_KEY = "auth-storage"

const WORDS = {
  en: {
    destination: "Destination",
    covered: /We plan Jaipur from our verified guide to Rajasthan, based in Jaipur: \d+ verified places in \d+ areas\./,
    notYet: "Not yet: we can't plan Almora, Uttarakhand, India from verified places, so you won't be charged for it.",
    across: /We plan Delhi, Agra and Jaipur as one trip across 3 verified guides, with the journeys between them: \d+ verified places\./,
    submit: "Generate My Itinerary",
    nature: "Nature"
  },
  hi: {
    destination: "मंज़िल",
    covered: /Jaipur की योजना हम Rajasthan की अपनी जाँची हुई गाइड से, Jaipur में ठहरकर, बनाते हैं: \d+ इलाक़ों में \d+ जाँची हुई जगहें।/,
    notYet: "अभी नहीं: Almora, Uttarakhand, India की योजना हम जाँची हुई जगहों से नहीं बना सकते, इसलिए इसके लिए कोई क्रेडिट नहीं लगेगा।",
    across: /Delhi, Agra and Jaipur की योजना हम 3 जाँची हुई गाइडों से एक ही यात्रा के रूप में बनाते हैं, उनके बीच के सफ़र के साथ: \d+ जाँची हुई जगहें।/,
    submit: "मेरी यात्रा योजना बनाएँ",
    nature: "प्रकृति"
  }
} as const

async function openForm(page: Page, traveller: ApiTraveller, language: "en" | "hi") {
  await page.addInitScript(
    ([key, value, lang]) => {
      window.localStorage.setItem(key as string, value as string)
      window.localStorage.setItem("safarnama.language", lang as string)
    },
    [SESSION_KEY, JSON.stringify({ state: { user: traveller.user, token: traveller.token }, version: 0 }), language]
  )
  await page.goto("/make-itinerary")
}

for (const language of ["en", "hi"] as const) {
  test(`the trip form says what we can plan before the traveller pays (${language})`, async ({ page, request }) => {
    const words = WORDS[language]
    await openForm(page, await apiTraveller(request), language)
    const destination = page.getByLabel(words.destination)
    // With an interest chosen, only the destination could keep the form from being sent.
    await page.locator("label").filter({ hasText: new RegExp(`^${words.nature}$`) }).click()
    await destination.fill("Jaipur")
    await expect(page.getByText(words.covered)).toBeVisible()
    // A trip across several places names its guides (docs/adr/0210-trips-across-places.md).
    await destination.fill("Delhi, Agra and Jaipur")
    await expect(page.getByText(words.across)).toBeVisible()
    await destination.fill("Almora, Uttarakhand, India")
    await expect(page.getByText(words.notYet)).toBeVisible()
    // Nearest covered destinations to pick, and the form cannot be sent meanwhile.
    await expect(page.locator("label").filter({ hasText: /^Rishikesh$/ })).toBeVisible()
    const submit = page.getByRole("button", { name: words.submit })
    await expect(submit).toBeDisabled()
    const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }))
    expect(widths.content).toBeLessThanOrEqual(widths.screen)
    await page.locator("label").filter({ hasText: /^Rishikesh$/ }).click()
    await expect(destination).toHaveValue("Rishikesh")
  })
}
