import type { Itinerary } from "@safarnama/events/contract/itinerary"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { buyCredits, generate, myItineraries, tripRequest } from "../../test/itineraryKit.ts"
import { localLoginEnv, logInLocally, uniqueAddress } from "../../test/loginKit.ts"
import { pdfFonts, pdfText } from "../../test/pdfText.ts"
import { rupees } from "../app/pdf/itineraryHtml.ts"

const collapse = (text: string) => text.replace(/\s+/g, " ")

/** PDF export over HTTP with the system Chromium (one browser for the file). */
describe("POST /api/itinerary/{id}/generate-pdf", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ ...localLoginEnv, RECONCILE_INTERVAL: "off" })
  }, 60_000)
  afterAll(async () => {
    await app.dispose()
  })

  const readyItinerary = async (destination: string, duration: number, language?: "en" | "hi") => {
    const { token } = await logInLocally(app)
    await buyCredits(app, token, { amount: 250, credits: 5 })
    const answer = await generate(app, token, tripRequest({ destination, duration, interests: ["culture", "food"], ...(language ? { language } : {}) }))
    expect(answer.status).toBe(200)
    return { token, itinerary: answer.body.itinerary }
  }
  const generatePdf = (id: string, options: { token?: string; share?: string } = {}) =>
    app.json<{ pdfUrl: string; message?: string }>(`/api/itinerary/${id}/generate-pdf${options.share ? `?share=${options.share}` : ""}`, {
      method: "POST",
      headers: { "x-forwarded-for": uniqueAddress() },
      ...(options.token ? { token: options.token } : {})
    })

  it("renders the whole itinerary for its owner: destination, every day's theme, the total cost, page numbers; then the same file at once", async () => {
    const { token, itinerary } = await readyItinerary("Jaipur, Rajasthan", 4)
    const first = await generatePdf(itinerary.id, { token })
    expect(first.status).toBe(200)
    expect(first.body.pdfUrl).toMatch(/^\/api\/itinerary\/pdf\/[A-Za-z0-9_-]{22}\.pdf$/)

    const file = await app.request(first.body.pdfUrl)
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("application/pdf")
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    const text = await pdfText(bytes)
    const content = itinerary.content!
    expect(text).toContain("Jaipur, Rajasthan Travel Itinerary")
    expect(text).toContain("Safarnama")
    for (const day of content.dailyItinerary) expect(text).toContain(collapse(`Day ${day.dayNumber}: ${day.theme}`))
    expect(text).toContain(`Total per person ${rupees(content.costBreakdown.total)}`)
    expect(text).toContain("Transport costs are not included in this estimate.")
    expect(text).toMatch(/Page 1 of \d+/)
    expect(text).toMatch(/Plan checks \d+ of \d+ places verified against our destination guide/)
    expect(text).toContain("✓ verified")
    for (const title of ["Destination Overview", "Transportation Guide", "Hotel Recommendations", "Day-by-Day Itinerary", "Cost Breakdown", "Local Food Recommendations", "Shopping Tips", "Travel Tips"]) {
      expect(text).toContain(title)
    }

    // Cached: the same pdfUrl at once, and the list and the shared view carry it.
    const started = Date.now()
    const second = await generatePdf(itinerary.id, { token })
    expect(second.body.pdfUrl).toBe(first.body.pdfUrl)
    expect(Date.now() - started).toBeLessThan(1000)
    expect((await myItineraries(app, token)).find((i) => i.id === itinerary.id)?.pdfUrl).toBe(first.body.pdfUrl)
    expect((await app.json<Itinerary>(`/api/itinerary/shared/${itinerary.shareUrl}`)).body.pdfUrl).toBe(first.body.pdfUrl)

    // Deleting the itinerary withdraws its PDF.
    expect((await app.json(`/api/itinerary/${itinerary.id}`, { method: "DELETE", token })).status).toBe(200)
    expect((await app.request(first.body.pdfUrl)).status).toBe(404)
    expect((await generatePdf(itinerary.id, { token })).status).toBe(404)
  }, 60_000)

  it("renders a Hindi plan in Devanagari: its Hindi words read back from the PDF, drawn with the embedded Noto Sans Devanagari", async () => {
    const { token, itinerary } = await readyItinerary("Jaipur, Rajasthan", 3, "hi")
    expect(itinerary.language).toBe("hi")
    const content = itinerary.content!
    const made = await generatePdf(itinerary.id, { token })
    expect(made.status).toBe(200)
    const bytes = new Uint8Array(await (await app.request(made.body.pdfUrl)).arrayBuffer())
    const text = await pdfText(bytes)
    // The glyphs come from a Devanagari font: Chromium embedded Noto Sans Devanagari (without it, a
    // Latin font's empty boxes).
    const fonts = await pdfFonts(bytes)
    expect(fonts.some((f) => /^NotoSansDevanagari/.test(f)), fonts.join(", ")).toBe(true)
    // Reading the words back: pdf.js maps each drawn glyph to text through the PDF's ToUnicode table, and
    // Chromium maps a shaped cluster's glyph (a conjunct such as ग्र, a reordered ि, a matra with its
    // nasal mark, as in में) to nothing, so those words come back with gaps although they are drawn whole
    // (checked on a screenshot of the same page). Words of plain clusters come back intact: 26 of the 42
    // distinct Hindi words of this plan did.
    const strings = [content.languageNotice!, ...content.dailyItinerary.flatMap((d) => [d.theme, ...d.activities.flatMap((a) => [a.title, a.details.travelTime])])]
    const words = [...new Set(strings.flatMap((s) => s.split(/[\s,.:;()।]+/)).filter((w) => /^[\u0900-\u097F]+$/.test(w)))]
    const readBack = new Set(text.split(/[\s,.:;()।]+/))
    expect(words.filter((w) => readBack.has(w)).length / words.length).toBeGreaterThanOrEqual(0.5)
    for (const word of ["योजना", "दोपहर", "भोजन", "आगमन", "गाइड"]) expect(readBack, word).toContain(word)
    // Its own words in Hindi too: the header's tiles, the footer's date and the page numbers (words of
    // plain clusters, which read back whole).
    for (const words of ["दोपहर का भोजन", "ठहराव", "आवागमन", "खान-पान", "समूह", "को बनाई गई"]) expect(text).toContain(words)
    expect(text).toMatch(/पृष्ठ 1 \/ \d+/)
    expect(text).not.toContain("Day-by-Day Itinerary")
  }, 60_000)

  it("lets anyone holding the share link export it, without a session", async () => {
    const { itinerary } = await readyItinerary("Goa", 2)
    // Two at once (a double click) get one render and the same file.
    const [shared, twin] = await Promise.all([generatePdf(itinerary.id, { share: itinerary.shareUrl }), generatePdf(itinerary.id, { share: itinerary.shareUrl })])
    expect(shared.status).toBe(200)
    expect(twin.body.pdfUrl).toBe(shared.body.pdfUrl)
    const file = await app.request(shared.body.pdfUrl)
    expect(await pdfText(new Uint8Array(await file.arrayBuffer()))).toContain("Goa Travel Itinerary")
  }, 60_000)

  it("refuses someone else's itinerary, a wrong share link, no credentials and unknown files", async () => {
    const { itinerary } = await readyItinerary("Udaipur", 1)
    const stranger = await logInLocally(app)
    expect(await generatePdf(itinerary.id, { token: stranger.token })).toMatchObject({ status: 404, body: { message: "Itinerary not found" } })
    expect((await generatePdf(itinerary.id, { share: "A".repeat(22) })).status).toBe(404)
    expect((await generatePdf(itinerary.id, { share: "not a token" })).status).toBe(404)
    expect((await generatePdf(itinerary.id)).status).toBe(401)
    expect((await generatePdf(itinerary.id, { token: "forged.token" })).status).toBe(401)
    expect((await generatePdf("not-a-uuid", { share: itinerary.shareUrl })).status).toBe(404)
    expect((await app.request(`/api/itinerary/pdf/${"B".repeat(22)}.pdf`)).status).toBe(404)
    expect((await app.request("/api/itinerary/pdf/..%2F..%2Fetc%2Fpasswd")).status).toBe(404)
  }, 60_000)
})

describe("generate-pdf when Chromium is missing, and the per-address limit", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ ...localLoginEnv, RECONCILE_INTERVAL: "off", CHROMIUM_PATH: "/nonexistent/chromium", PDF_RATE_LIMIT: "2" })
  }, 60_000)
  afterAll(() => app.dispose())

  it("answers 503 'Failed to generate PDF' and the server keeps answering; past the limit 429 with Retry-After", async () => {
    const { token } = await logInLocally(app)
    await buyCredits(app, token, { amount: 100, credits: 2 })
    const answer = await generate(app, token, tripRequest({ destination: "Agra", duration: 1, interests: ["culture"] }))
    expect(answer.status).toBe(200)
    const address = uniqueAddress()
    const pdf = () =>
      app.json<{ message: string }>(`/api/itinerary/${answer.body.itinerary.id}/generate-pdf`, { method: "POST", token, headers: { "x-forwarded-for": address } })
    expect(await pdf()).toMatchObject({ status: 503, body: { message: "Failed to generate PDF" } })
    expect((await app.json("/api/health")).status).toBe(200)
    expect((await pdf()).status).toBe(503)
    const limited = await pdf()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
    // Nothing was recorded: no pdfUrl on the itinerary.
    expect((await myItineraries(app, token))[0]?.pdfUrl).toBeUndefined()
  }, 60_000)
})
