import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { type ApiTraveller, apiItinerary, apiTraveller } from "./apiKit"
import { expect, test } from "./fixtures"

// Issue 15: the owner refines a finished itinerary in the browser, against the whole app on its embedded
// defaults (offline writer): regenerate day 2 with an instruction, remove an activity, undo it, compare two
// revisions, and the share link, opened logged out, shows the current revision. At 390 and 1280 px.

const SESSION_KEY = "auth-storage"

async function openAsOwner(page: Page, traveller: ApiTraveller, shareUrl: string) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [SESSION_KEY, JSON.stringify({ state: { user: traveller.user, token: traveller.token }, version: 0 })]
  )
  await page.goto(`/itinerary/${shareUrl}`)
  await expect(page.getByRole("heading", { level: 1, name: /Travel Itinerary$/ })).toBeVisible()
  // Offered to the owner once the server has said they are (their history answers).
  await page.getByRole("button", { name: "Edit", exact: true }).click()
  await expect(page.getByTestId("editing-revision")).toHaveText("Editing revision 1")
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }))
  expect(widths.content).toBeLessThanOrEqual(widths.screen)
}

/** axe-core on the open dialog (or the page): no serious or critical violation, as languages-and-axe.spec.ts. */
async function audit(page: Page, where: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  const blocking = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.html.slice(0, 160)).join(" | ")}`)
  expect(blocking, `serious or critical axe violations on ${where}`).toEqual([])
}

test("regenerate day 2 with an instruction, remove an activity, undo it, compare two revisions, and the share link shows the current revision", async ({ page, request, browser }) => {
  const traveller = await apiTraveller(request)
  const itinerary = await apiItinerary(request, traveller, "Goa", 3)
  await openAsOwner(page, traveller, itinerary.shareUrl)
  await expectNoSidewaysScroll(page)

  // Day 2 written again with an instruction: the price shows before confirming; one of the five included.
  await page.getByRole("group", { name: "Change day 2" }).getByRole("button", { name: "Regenerate day" }).click()
  const regenerate = page.getByRole("dialog", { name: "Regenerate day 2" })
  await expect(regenerate.getByTestId("regeneration-price")).toHaveText("Free (5 of 5 left)")
  await regenerate.getByLabel("What should be different? (optional)").fill("More beaches, fewer temples")
  await expect(regenerate.getByText("27 of 200 characters")).toBeVisible()
  await regenerate.getByRole("button", { name: "Regenerate" }).click()
  await expect(page.getByTestId("editing-revision")).toHaveText("Editing revision 2", { timeout: 60_000 })
  await expectNoSidewaysScroll(page)

  // The first activity of day 1: its menu, the move form (looked at, then cancelled), then remove it.
  const menu = page.getByRole("button", { name: /^Change '.+'$/ }).first()
  const title = ((await menu.getAttribute("aria-label")) ?? "").replace(/^Change '(.+)'$/, "$1")
  const occurrences = await page.getByText(title, { exact: true }).count()
  await menu.click()
  await page.getByRole("menuitem", { name: "Move", exact: true }).click()
  const move = page.getByRole("dialog", { name: `Move '${title}'` })
  await expect(move.getByLabel("Day")).toHaveValue("1")
  await audit(page, "the move form", '[role="dialog"]')
  await move.getByRole("button", { name: "Cancel" }).click()
  await expect(move).toBeHidden()
  await menu.click()
  await page.getByRole("menuitem", { name: "Remove", exact: true }).click()
  await expect(page.getByTestId("editing-revision")).toHaveText("Editing revision 3")
  await expect(page.getByText(title, { exact: true })).toHaveCount(occurrences - 1)
  await expectNoSidewaysScroll(page)

  // Undo restores revision 2 (the regenerated day kept) as revision 4.
  await page.getByRole("button", { name: "Undo" }).click()
  await expect(page.getByTestId("editing-revision")).toHaveText("Editing revision 4")
  await expect(page.getByText(title, { exact: true })).toHaveCount(occurrences)

  // Compare revision 2 with 3: the removal, day by day.
  await page.getByRole("button", { name: "Compare", exact: true }).click()
  const compare = page.getByRole("dialog", { name: "Compare revisions" })
  await compare.getByLabel("From").selectOption("2")
  await compare.getByLabel("To").selectOption("3")
  await compare.getByRole("button", { name: "Compare", exact: true }).click()
  const day1 = compare.getByTestId("compare-day-1")
  await expect(day1.getByText("Removed")).toBeVisible()
  await expect(day1).toContainText(title)
  await expect(compare.getByText("Costs")).toBeVisible()
  await audit(page, "the comparison", '[role="dialog"]')
  await expectNoSidewaysScroll(page)
  await compare.getByRole("button", { name: "Close" }).click()

  // The history lists every revision, newest first.
  await page.getByRole("button", { name: "History" }).click()
  const history = page.getByRole("dialog", { name: "Revision history" })
  await expect(history.getByTestId("revision-4")).toContainText("Current")
  await expect(history.getByTestId("revision-3")).toContainText(title)
  await expect(history.getByTestId("revision-2")).toContainText("Regenerated day 2")
  await expect(history.getByRole("button", { name: "Restore Revision 3" })).toBeVisible()
  await page.keyboard.press("Escape")

  // Logged out, the share link shows the current revision and when it was updated; no edit mode.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() })
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/itinerary/${itinerary.shareUrl}`)
  await expect(visitor.getByRole("heading", { level: 1, name: "Goa Travel Itinerary" })).toBeVisible()
  await expect(visitor.getByTestId("updated-on")).toHaveText(/^Updated on \d{1,2} \w+ \d{4}$/)
  await expect(visitor.getByText(title, { exact: true })).toHaveCount(occurrences)
  // ...with day 2 as it was written again (the current revision's own titles, as the server has them).
  const shared = (await (await request.get(`/api/itinerary/shared/${itinerary.shareUrl}`)).json()) as {
    revision: number
    content: { dailyItinerary: ReadonlyArray<{ dayNumber: number; activities: ReadonlyArray<{ title: string }> }> }
  }
  expect(shared.revision).toBe(4)
  const day2 = shared.content.dailyItinerary.find((d) => d.dayNumber === 2)!
  for (const activity of day2.activities) await expect(visitor.getByText(activity.title, { exact: true }).first()).toBeVisible()
  await expect(visitor.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0)
  await visitorContext.close()
})

// The same flow against stand-ins for the endpoints (page.route), slowed down so that the polled progress
// is seen in a real browser at both widths (the offline writer finishes before a poll could show it).
test("regenerate a day against stand-ins for the endpoints: price, polled progress, new revision", async ({ page, request }) => {
  const traveller = await apiTraveller(request)
  const itinerary = await apiItinerary(request, traveller, "Goa", 3)
  const base = `**/api/itinerary/${itinerary.id}/regenerations`
  const status = (over: Record<string, unknown>) => ({
    id: "rg_e2e",
    status: "running",
    target: { _tag: "day", dayNumber: 1 },
    basedOn: 1,
    cost: 0,
    requestedAt: new Date().toISOString(),
    ...over
  })
  let polls = 0
  let sent: unknown = null
  await page.route(base, (route) => {
    if (route.request().method() !== "POST") return route.fulfill({ json: { allowance: { included: 5, used: 0, nextCost: 0 } } })
    sent = route.request().postDataJSON()
    return route.fulfill({ status: 202, json: { regeneration: status({ progress: { done: 0, total: 4 } }), allowance: { included: 5, used: 1, nextCost: 0 } } })
  })
  await page.route(`${base}/rg_e2e`, (route) => {
    polls++
    // Slow enough to be seen: the third poll (about 1.5 s in) still says day 1 is being written.
    return route.fulfill({ json: polls < 4 ? status({ progress: { done: Math.min(polls, 3), total: 4, section: "Day 1" } }) : status({ status: "completed", revision: 2 }) })
  })
  // The share link's read after completion: the plan at revision 2 (the stand-in wrote nothing new).
  await page.route(`**/api/itinerary/shared/${itinerary.shareUrl}`, async (route) => {
    const answer = await route.fetch()
    const body = (await answer.json()) as Record<string, unknown>
    return route.fulfill({ response: answer, json: polls >= 4 ? { ...body, revision: 2 } : body })
  })
  await openAsOwner(page, traveller, itinerary.shareUrl)

  await page.getByRole("group", { name: "Change day 1" }).getByRole("button", { name: "Regenerate day" }).click()
  const dialog = page.getByRole("dialog", { name: "Regenerate day 1" })
  await expect(dialog.getByTestId("regeneration-price")).toHaveText("Free (5 of 5 left)")
  await dialog.getByLabel("What should be different? (optional)").fill("More beaches")
  await dialog.getByRole("button", { name: "Regenerate" }).click()
  await expect(page.getByTestId("regeneration-progress")).toContainText(/Regenerating: [123] of 4/)
  await expect(page.getByTestId("regeneration-progress")).toContainText("Writing Day 1")
  await expectNoSidewaysScroll(page)
  await expect(page.getByTestId("editing-revision")).toHaveText("Editing revision 2", { timeout: 15_000 })
  expect(sent).toEqual({ basedOn: 1, target: { _tag: "day", dayNumber: 1, instruction: "More beaches" } })
})
