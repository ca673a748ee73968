import type { APIRequestContext, Page } from "@playwright/test"
import { expect, test } from "./fixtures"

// Sessions that end at logout (docs/adr/0230-sessions.md): the traveller sees the devices they are
// logged in on, signs a lost one out, and logs out; each ended session's token is refused from then on.

const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
const LAPTOP_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0"
const SESSION_KEY = "auth-storage"

let counter = 0
const uniquePhone = () => `+9187${String(process.pid % 10_000).padStart(4, "0")}${String(Date.now() % 100).padStart(2, "0")}${String(++counter).padStart(2, "0")}`

interface Login {
  readonly token: string
  readonly user: { id: string; phone: string; name: string | null; location: string | null; credits: number }
}

/** A login of `phone` from a device (its User-Agent), through the local codes. */
async function logInFrom(request: APIRequestContext, phone: string, userAgent: string): Promise<Login> {
  const headers = { "user-agent": userAgent }
  expect((await request.post("/api/auth/dev/send-otp", { data: { phone }, headers })).status()).toBe(200)
  const confirmed = await request.post("/api/auth/dev/confirm-otp", { data: { phone, code: "123456" }, headers })
  const { verificationId } = (await confirmed.json()) as { verificationId: string }
  const verified = await request.post("/api/auth/verify", { data: { phone, verificationId }, headers })
  expect(verified.status()).toBe(200)
  return (await verified.json()) as Login
}

/** The browser holds this login's session, as after logging in on this device. */
const loggedInAs = (page: Page, login: Login) =>
  page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [SESSION_KEY, JSON.stringify({ state: { user: login.user, token: login.token }, version: 0 })]
  )

const creditsStatus = async (request: APIRequestContext, token: string) => (await request.get("/api/auth/credits", { headers: { authorization: `Bearer ${token}` } })).status()

/** Chooses an item of the account menu: the header's on a wide screen, the drawer on a phone. */
async function chooseFromAccountMenu(page: Page, mobile: boolean, item: string) {
  const choice = page.getByRole(mobile ? "button" : "menuitem", { name: item })
  // The header's avatar stands in for the menu while the menu's code loads: click again until it opens.
  await expect(async () => {
    await page.getByRole("button", { name: mobile ? "Open menu" : /Account menu/ }).click()
    await expect(choice).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await choice.click()
}

test("the traveller sees their devices, signs a lost one out, and logout ends this one", async ({ page, request }, info) => {
  const mobile = info.project.name.startsWith("mobile")
  const phone = uniquePhone()
  const here = await logInFrom(request, phone, PHONE_UA)
  const lost = await logInFrom(request, phone, LAPTOP_UA)
  await loggedInAs(page, here)
  await page.goto("/")
  await chooseFromAccountMenu(page, mobile, "Signed-in devices")

  await expect(page.getByRole("heading", { name: "Signed-in devices" })).toBeVisible()
  const devices = page.getByTestId("device-session")
  await expect(devices).toHaveCount(2)
  await expect(devices.filter({ hasText: "Chrome on Android" })).toContainText("This device")
  await expect(devices.filter({ hasText: "Edge on Windows" })).not.toContainText("This device")
  await expect(devices.first()).toContainText("Last used")

  await page.getByRole("button", { name: "Sign out Edge on Windows" }).click()
  await expect(page.getByText("Edge on Windows is signed out")).toBeVisible()
  await expect(devices).toHaveCount(1)
  expect(await creditsStatus(request, lost.token)).toBe(401)
  expect(await creditsStatus(request, here.token)).toBe(200)

  await chooseFromAccountMenu(page, mobile, "Logout")
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("button", { name: /Login/ }).first()).toBeVisible()
  // The token the browser had is dead on the server too, not only forgotten here.
  expect(await creditsStatus(request, here.token)).toBe(401)
})

test("log out of all devices ends every session, this one too", async ({ page, request }) => {
  const phone = uniquePhone()
  const here = await logInFrom(request, phone, PHONE_UA)
  const other = await logInFrom(request, phone, LAPTOP_UA)
  await loggedInAs(page, here)
  await page.goto("/sessions")
  await expect(page.getByTestId("device-session")).toHaveCount(2)
  page.once("dialog", (dialog) => void dialog.accept())
  await page.getByRole("button", { name: "Log out of all devices" }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await creditsStatus(request, here.token)).toBe(401)
  expect(await creditsStatus(request, other.token)).toBe(401)
})
