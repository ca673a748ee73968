import { type AuditRow, audit, report } from "./axeAudit"
import { apiItinerary, apiTraveller } from "./apiKit"
import { expect, test } from "./fixtures"

// The owner's edit mode (issue 15) and each of its dialogs, in English and in Hindi, with axe-core on
// each (issue 17: every page and modal, both languages, 390 and 1280 px): the edit toolbar, regenerate a
// day (with its price), move an activity, a note, the history and a comparison of two revisions.

const WORDS = {
  en: {
    title: "Jaipur Travel Itinerary",
    edit: "Edit",
    dayGroup: "Change day 1",
    regenerateDay: "Regenerate day",
    regenerateDialog: "Regenerate day 1",
    activityMenu: /^Change '.+'$/,
    move: "Move",
    moveDialog: /^Move '.+'$/,
    note: "Add note",
    noteDialog: /^Note for '.+'$/,
    remove: "Remove",
    history: "History",
    historyDialog: "Revision history",
    compare: "Compare",
    compareDialog: "Compare revisions",
    from: "From",
    to: "To"
  },
  hi: {
    title: "Jaipur यात्रा योजना",
    edit: "बदलें",
    dayGroup: "दिन 1 बदलें",
    regenerateDay: "दिन फिर से बनाएँ",
    regenerateDialog: "दिन 1 फिर से बनाएँ",
    activityMenu: /^'.+' बदलें$/,
    move: "खिसकाएँ",
    moveDialog: /^'.+' खिसकाएँ$/,
    note: "नोट जोड़ें",
    noteDialog: /^'.+' के लिए नोट$/,
    remove: "हटाएँ",
    history: "इतिहास",
    historyDialog: "संस्करणों का इतिहास",
    compare: "तुलना करें",
    compareDialog: "संस्करणों की तुलना",
    from: "इससे",
    to: "इससे तुलना"
  }
} as const

for (const language of ["en", "hi"] as const) {
  test(`the edit mode and its dialogs in ${language === "en" ? "English" : "Hindi"}, with no serious or critical axe violation`, async ({ page, request }, info) => {
    test.setTimeout(180_000)
    const words = WORDS[language]
    const rows: AuditRow[] = []
    const where = (name: string) => `${name} [${language}, ${info.project.name}]`
    const traveller = await apiTraveller(request)
    const itinerary = await apiItinerary(request, traveller, "Jaipur", 3)
    await page.addInitScript(
      ({ lang, session }) => {
        window.localStorage.setItem("safarnama.language", lang)
        window.localStorage.setItem("auth-storage", JSON.stringify({ state: session, version: 0 }))
      },
      { lang: language, session: { user: traveller.user, token: traveller.token } }
    )
    await page.goto(`/itinerary/${itinerary.shareUrl}`)
    await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible()
    await page.getByRole("button", { name: words.edit, exact: true }).click()
    await expect(page.getByTestId("editing-revision")).toContainText("1")
    await audit(page, where("itinerary: edit mode"), undefined, rows)

    await page.getByRole("group", { name: words.dayGroup }).getByRole("button", { name: words.regenerateDay }).click()
    const regenerate = page.getByRole("dialog", { name: words.regenerateDialog })
    await expect(regenerate.getByTestId("regeneration-price")).toBeVisible()
    await audit(page, where("edit: regenerate a day"), '[role="dialog"]', rows)
    await page.keyboard.press("Escape")
    await expect(regenerate).toBeHidden()

    const menu = page.getByRole("button", { name: words.activityMenu }).first()
    await menu.click()
    await page.getByRole("menuitem", { name: words.move, exact: true }).click()
    const move = page.getByRole("dialog", { name: words.moveDialog })
    await expect(move).toBeVisible()
    await audit(page, where("edit: move an activity"), '[role="dialog"]', rows)
    await page.keyboard.press("Escape")
    await expect(move).toBeHidden()

    await menu.click()
    await page.getByRole("menuitem", { name: words.note, exact: true }).click()
    const note = page.getByRole("dialog", { name: words.noteDialog })
    await expect(note).toBeVisible()
    await audit(page, where("edit: a note"), '[role="dialog"]', rows)
    await page.keyboard.press("Escape")
    await expect(note).toBeHidden()

    await menu.click()
    await page.getByRole("menuitem", { name: words.remove, exact: true }).click()
    await expect(page.getByTestId("editing-revision")).toContainText("2")

    await page.getByRole("button", { name: words.history, exact: true }).click()
    const history = page.getByRole("dialog", { name: words.historyDialog })
    await expect(history.getByTestId("revision-2")).toBeVisible()
    await audit(page, where("edit: history"), '[role="dialog"]', rows)
    await page.keyboard.press("Escape")
    await expect(history).toBeHidden()

    await page.getByRole("button", { name: words.compare, exact: true }).click()
    const compare = page.getByRole("dialog", { name: words.compareDialog })
    await compare.getByLabel(words.from, { exact: true }).selectOption("1")
    await compare.getByLabel(words.to, { exact: true }).selectOption("2")
    await compare.getByRole("button", { name: words.compare, exact: true }).click()
    await expect(compare.getByTestId("compare-day-1")).toBeVisible()
    await audit(page, where("edit: compare two revisions"), '[role="dialog"]', rows)

    await report(rows, info, `axe-edit-mode-${language}-${info.project.name}`)
  })
}
