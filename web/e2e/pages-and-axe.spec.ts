import { type AuditRow, audit, report } from "./axeAudit"
import { apiItinerary, apiTraveller } from "./apiKit"
import { expect, test } from "./fixtures"

// Every page and dialog after the main journey (languages-and-axe.spec.ts covers that one), in English
// and in Hindi: My Itineraries empty and with a card, the itinerary view (its owner's and a logged-out
// visitor's), its print layout, the add-to-calendar dialog, Terms, Privacy and the not-found page, with
// axe-core on each. Each test prints its table of violations by impact and writes it to test-results.
// The delete confirmation is the browser's own dialog (the spec's): it has no DOM to audit, so the test
// checks its words instead. Sharing has no dialog of ours either: the device's share sheet, or a copied link.

const WORDS = {
  en: {
    myItineraries: "My Itineraries",
    empty: "No Itineraries Yet",
    title: (destination: string) => `${destination} Travel Itinerary`,
    deleteLabel: (destination: string) => `Delete ${destination}`,
    confirmDelete: "Are you sure you want to delete this itinerary?",
    addToCalendar: "Add to calendar",
    close: "Close",
    day1: "Day 1",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    notFound: "Unexpected Application Error!"
  },
  hi: {
    myItineraries: "मेरी यात्रा योजनाएँ",
    empty: "अभी कोई यात्रा योजना नहीं",
    title: (destination: string) => `${destination} यात्रा योजना`,
    deleteLabel: (destination: string) => `${destination} की योजना मिटाएँ`,
    confirmDelete: "क्या आप सच में यह यात्रा योजना हटाना चाहते हैं?",
    addToCalendar: "कैलेंडर में जोड़ें",
    close: "बंद करें",
    day1: "दिन 1",
    terms: "सेवा की शर्तें",
    privacy: "गोपनीयता नीति",
    notFound: "ऐप में अनपेक्षित गड़बड़ी!"
  }
} as const

for (const language of ["en", "hi"] as const) {
  test(`every other page and dialog in ${language === "en" ? "English" : "Hindi"}, with no serious or critical axe violation`, async ({
    page,
    browser,
    request
  }, info) => {
    test.setTimeout(180_000)
    const words = WORDS[language]
    const rows: AuditRow[] = []
    const where = (name: string) => `${name} [${language}, ${info.project.name}]`
    const traveller = await apiTraveller(request)
    await page.addInitScript(
      ({ lang, session }) => {
        window.localStorage.setItem("safarnama.language", lang)
        window.localStorage.setItem("auth-storage", JSON.stringify({ state: session, version: 0 }))
      },
      { lang: language, session: { user: traveller.user, token: traveller.token } }
    )

    await page.goto("/my-itineraries")
    await expect(page.getByRole("heading", { level: 1, name: words.empty })).toBeVisible()
    await audit(page, where("my itineraries: empty"), undefined, rows)

    const itinerary = await apiItinerary(request, traveller, "Jaipur", 3)
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: words.myItineraries })).toBeVisible()
    const card = page.getByRole("article", { name: "Jaipur" })
    await expect(card).toBeVisible()
    await audit(page, where("my itineraries: cards"), undefined, rows)
    // The delete confirmation, declined: its words in the reader's language, and the card stays.
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message())
        void dialog.dismiss()
      })
    )
    await card.getByRole("button", { name: words.deleteLabel("Jaipur") }).click()
    // The spec's question first, then the trip it deletes.
    const question = await asked
    expect(question.split("\n")[0]).toBe(words.confirmDelete)
    expect(question).toContain("Jaipur")
    await expect(card).toBeVisible()

    await page.goto(`/itinerary/${itinerary.shareUrl}`)
    await expect(page.getByRole("heading", { level: 1, name: words.title("Jaipur") })).toBeVisible()
    await expect(page.getByText(words.day1, { exact: false }).first()).toBeVisible()
    await audit(page, where("itinerary view"), undefined, rows)

    // The calendar dialog, opened from the keyboard; closing it gives focus back to its opener.
    const opener = page.getByRole("button", { name: words.addToCalendar })
    await opener.focus()
    await page.keyboard.press("Enter")
    const calendar = page.getByRole("dialog", { name: words.addToCalendar })
    await expect(calendar).toBeVisible()
    await audit(page, where("calendar dialog"), "[role=dialog]", rows)
    await page.keyboard.press("Escape")
    await expect(calendar).toBeHidden()
    await expect(opener).toBeFocused()

    await page.emulateMedia({ media: "print" })
    await audit(page, where("print view"), undefined, rows)
    await page.emulateMedia({ media: "screen" })

    for (const [path, title] of [
      ["/terms", words.terms],
      ["/privacy", words.privacy]
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
      await audit(page, where(path.slice(1)), undefined, rows)
    }

    await page.goto("/no-such-page")
    await expect(page.getByRole("heading", { level: 1, name: words.notFound })).toBeVisible()
    await audit(page, where("not found"), undefined, rows)

    // The shared page as a visitor who is not logged in sees it.
    const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined, serviceWorkers: "block" })
    const visitorPage = await visitor.newPage()
    await visitorPage.addInitScript((lang) => window.localStorage.setItem("safarnama.language", lang), language)
    await visitorPage.goto(`/itinerary/${itinerary.shareUrl}`)
    await expect(visitorPage.getByRole("heading", { level: 1, name: words.title("Jaipur") })).toBeVisible()
    await audit(visitorPage, where("shared page, logged out"), undefined, rows)
    await visitor.close()

    await report(rows, info, `axe-pages-${language}-${info.project.name}`)
  })
}
