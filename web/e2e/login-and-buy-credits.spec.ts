import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"

// A new number per run and per viewport, so every run registers a new traveller.
const phoneFor = (project: string) => {
  const suffix = String(Date.now() % 100_000).padStart(5, "0")
  return `${project.startsWith("mobile") ? "98" : "97"}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}${suffix}`
}

const openCredits = async (page: Page) => {
  const inHeader = page.getByTestId("credits-button").first()
  if (!(await inHeader.isVisible())) await page.getByRole("button", { name: /menu/i }).first().click()
  await page.getByTestId("credits-button").filter({ visible: true }).first().click()
}

test("a new traveller logs in with a one-time code, buys credits and sees the balance change", async ({ page }, info) => {
  await page.goto("/")
  await expect(page.getByRole("heading", { name: "Your Perfect Trip, Planned by AI" })).toBeVisible()

  // Logged out, the hero button opens the login dialog.
  await page.getByRole("button", { name: "Make Your Itinerary Now" }).first().click()
  const login = page.getByRole("dialog")
  await login.getByLabel("Phone number").fill(phoneFor(info.project.name))
  await login.getByRole("button", { name: "Send OTP" }).click()
  await expect(page.getByText("OTP sent successfully!")).toBeVisible()

  await login.getByLabel("Digit 1 of 6").click()
  await page.keyboard.type("123456")
  await login.getByRole("button", { name: "Verify OTP" }).click()

  // A new traveller is asked for a name and a city.
  await login.getByLabel("Your name").fill("Asha Verma")
  await login.getByLabel("Your city").fill("Pune")
  await login.getByRole("button", { name: "Continue" }).click()
  await expect(login).toBeHidden()

  await openCredits(page)
  const purchase = page.getByRole("dialog")
  await expect(purchase.getByText("10% OFF")).toBeVisible()
  await purchase.getByRole("button", { name: /^Pay/ }).click()

  // The local gateway plays the checkout window.
  const checkout = page.getByRole("dialog").filter({ has: page.getByTestId("checkout-amount") })
  await expect(checkout.getByTestId("checkout-amount")).toContainText("100")
  await checkout.getByRole("button", { name: "Pay", exact: true }).click()

  await expect(page.getByText("Credits purchased successfully!")).toBeVisible()
  await expect(page.getByTestId("credits-button").filter({ visible: true }).first()).toContainText("2")
})
