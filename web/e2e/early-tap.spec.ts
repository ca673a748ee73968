import { expect, test } from "./fixtures"

// The landing page is prerendered and its scripts start after its first paint
// (scripts/prerender-landing.mjs): a button tapped before the app can answer it is held, then pressed
// again once the page's content has its handlers, instead of doing nothing.

test("a tap on the prerendered page before the app has started is answered once it has", async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  // The app's entry script is held back until the tap has been made.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto("/")
  await page.getByRole("button", { name: "Make Your Itinerary Now" }).first().click()
  await page.waitForTimeout(500)
  await expect(page.getByRole("dialog")).toHaveCount(0)

  release()
  await expect(page.getByRole("dialog").getByLabel("Phone number")).toBeVisible()
  // Pressed once: one login dialog.
  await expect(page.getByRole("dialog")).toHaveCount(1)
})
