import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test"
import { type FakeBehaviour, type FakeOpenAI, startFakeOpenAI } from "../../services/core/test/fakeOpenAI"
import { type RunningServer, startServer } from "../../services/core/test/spawnServer"
import { type ApiTraveller, apiTraveller, tripRequest } from "./apiKit"
import { expect, test } from "./fixtures"

// Draft first (docs/adr/0180-draft-first-generation.md, issue 32): for a covered destination the server
// saves the knowledge base's checked plan at once and the AI's days replace it as they arrive. In the
// browser, against a server whose AI is a loopback fake that answers day 1 at once and days 2 and 3
// later: My Itineraries' generating card offers Preview; the owner's itinerary page shows the draft,
// its days still being written give way one by one, and the finished plan replaces the draft.

/** When the fake AI answers each day, from the request: far enough apart to see every step in between. */
const DAY_ANSWER_MS: Readonly<Record<number, number>> = { 1: 0, 2: 20_000, 3: 35_000 }
const slowDays: FakeBehaviour = (call) =>
  call.task?.kind === "days" ? { kind: "content", delayMs: DAY_ANSWER_MS[call.task.dayNumbers?.[0] ?? 1] ?? 0 } : { kind: "content" }

const SESSION_KEY = "auth-storage"

async function openAsOwner(page: Page, traveller: ApiTraveller, path: string) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [SESSION_KEY, JSON.stringify({ state: { user: traveller.user, token: traveller.token }, version: 0 })]
  )
  await page.goto(path)
}

async function statusOf(api: APIRequestContext, shareUrl: string): Promise<string> {
  const answer = await api.get(`/api/itinerary/shared/${shareUrl}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { status: string }).status
}

test.describe("a plan shown as its draft while the AI writes it (loopback fake AI)", () => {
  let fake: FakeOpenAI
  let server: RunningServer
  test.beforeAll(async () => {
    fake = await startFakeOpenAI({ behaviour: slowDays })
    server = await startServer({
      DATA_DIR: ":memory:",
      AUTH_DEV_FIXED_OTP: "123456",
      TRUST_PROXY: "true",
      RECONCILE_INTERVAL: "off",
      ITINERARY_WRITER: "openai",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MAX_RETRIES: "0"
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    await fake?.close()
  })

  test("My Itineraries offers Preview; the page shows the draft, then each day as the AI writes it, then the finished plan", async ({ browser }, info) => {
    test.setTimeout(150_000)
    const api = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { "x-forwarded-for": `10.32.${info.retry}.${info.workerIndex + 1}` } })
    const traveller = await apiTraveller(api)

    // Answered as soon as the draft is saved, long before the AI's days.
    const generated = await api.post("/api/itinerary/generate", {
      headers: { authorization: `Bearer ${traveller.token}` },
      timeout: 30_000,
      data: tripRequest("Jaipur", 3)
    })
    expect(generated.status()).toBe(202)
    const { itinerary } = (await generated.json()) as { itinerary: { shareUrl: string; status: string; hasDraft?: boolean } }
    expect(itinerary).toMatchObject({ status: "generating", hasDraft: true })

    const page = await browser.newPage({ baseURL: server.url })
    // As the suite's fixture does for its own page: the event stream must pass our Content-Security-Policy.
    const violations: Array<string> = []
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text())
    })

    // My Itineraries while the plan is written: the generating card, with its progress and Preview.
    await openAsOwner(page, traveller, "/my-itineraries")
    const card = page.getByRole("article", { name: "Jaipur" })
    await expect(card.getByText("Generating your itinerary by AI...")).toBeVisible()
    await expect(card.getByRole("progressbar")).toBeVisible()
    await card.getByRole("link", { name: "Preview" }).click()

    // The draft, with days 2 and 3 still being written, before the plan is finished.
    await expect(page).toHaveURL(new RegExp(`/itinerary/${itinerary.shareUrl}$`))
    await expect(page.getByRole("heading", { level: 1, name: "Jaipur Travel Itinerary" })).toBeVisible()
    await expect(
      page.getByText("A first draft from our knowledge base: the AI is writing each day, and they replace the draft as they arrive.")
    ).toBeVisible()
    const days = page.getByRole("region", { name: "Day-by-Day Itinerary" })
    await expect(days.getByRole("button", { name: /^Day 3/ })).toBeVisible()
    await expect(days.getByText("Day 2 is being written")).toBeVisible()
    await expect(days.getByText("Day 3 is being written")).toBeVisible()
    expect(await statusOf(api, itinerary.shareUrl)).toBe("generating")
    // Nothing to print, download, add or share until the plan is finished.
    await expect(page.getByRole("button", { name: "Download PDF" })).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Share", exact: true })).toHaveCount(0)

    // Day 2 arrives while day 3 is still being written; then day 3; then the finished plan.
    await expect(days.getByText("Day 2 is being written")).toBeHidden({ timeout: 45_000 })
    await expect(days.getByText("Day 3 is being written")).toBeVisible()
    await expect(days.getByText(/is being written$/)).toHaveCount(0, { timeout: 45_000 })
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible({ timeout: 45_000 })
    await expect(page.getByText(/^A first draft from our knowledge base/)).toHaveCount(0)
    await expect(days.getByRole("button", { name: /^Day 3/ })).toBeVisible()
    expect(await statusOf(api, itinerary.shareUrl)).toBe("ready")

    expect(violations, "Content-Security-Policy violations").toEqual([])
    await page.close()
    await api.dispose()
  })
})
