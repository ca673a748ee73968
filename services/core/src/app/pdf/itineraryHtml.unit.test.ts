import { describe, expect, it } from "vitest"
import { groupSize, itineraryHtml, pageFooterFor, rupees } from "./itineraryHtml.ts"
import { sampleItinerary } from "./sampleItinerary.ts"

const SECTIONS = [
  "Destination Overview",
  "Journey Plan",
  "Transportation Guide",
  "Hotel Recommendations",
  "Day-by-Day Itinerary",
  "Cost Breakdown",
  "Local Food Recommendations",
  "Shopping Tips",
  "Travel Tips"
]
const positions = (html: string, titles: ReadonlyArray<string>) => titles.map((t) => html.indexOf(`<h2>${t.replace("&", "&amp;")}</h2>`))

describe("the printable itinerary", () => {
  it("has every section of the view in the spec's order, the brand and the footer", () => {
    const html = itineraryHtml(sampleItinerary("Jaipur", "domestic", 3))
    const at = positions(html, SECTIONS)
    expect(at.every((p) => p > 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(html).toContain("Jaipur Travel Itinerary")
    expect(html).toContain("Generated on 22 November 2026 · Safarnama")
    expect(html).not.toContain("Visa Requirements")
  })

  it("names the trip's choices with the spec's option labels, as the page does", () => {
    const html = itineraryHtml(sampleItinerary("Jaipur", "domestic", 3))
    expect(html).toContain("Balanced Mix")
    expect(html).toContain("Comfort Hotels")
    expect(html).not.toContain(">Moderate<")
  })

  it("prints the owner's notes, escaped, on a day and on an activity", () => {
    const sample = sampleItinerary("Jaipur", "domestic", 3)
    const content = sample.content!
    const [first, ...rest] = content.dailyItinerary
    const noted = { ...first!, note: "Taxi <booked>", activities: first!.activities.map((a, i) => (i === 0 ? { ...a, note: "Cash & UPI" } : a)) }
    const html = itineraryHtml({ ...sample, content: { ...content, dailyItinerary: [noted, ...rest] } })
    expect(html).toContain("<p><i>Note: Taxi &lt;booked&gt;</i></p>")
    expect(html).toContain("<i>Note: Cash &amp; UPI</i>")
  })

  it("marks estimated costs with ≈, dates published prices, and prints a stay area as an area with a starting price, in English and Hindi", () => {
    const sample = sampleItinerary("Jaipur", "domestic", 3)
    const content = sample.content!
    const [first, ...rest] = content.dailyItinerary
    const activities = first!.activities.map((a, i) =>
      i === 0 ? { ...a, details: { ...a.details, cost: 200 }, costFact: { status: "sourced" as const, asOf: "2026-11" } } : i === 1 ? { ...a, details: { ...a.details, cost: 450 }, costFact: { status: "estimated" as const } } : a
    )
    const hotels = { ...content.hotelRecommendations, options: [{ ...content.hotelRecommendations.options[0]!, name: "Pushkar lakeside guesthouses", propertyType: "Stay area", pricePerNight: 1200 }] }
    const marked = { ...sample, content: { ...content, hotelRecommendations: hotels, dailyItinerary: [{ ...first!, activities }, ...rest] } }
    const html = itineraryHtml(marked)
    expect(html).toContain("₹200 (price as of 2026-11)")
    expect(html).toContain("≈ ₹450")
    expect(html).toContain("₹1,200 a night and up; an area to stay in, not a particular hotel")
    const hindi = itineraryHtml({ ...marked, language: "hi" })
    expect(hindi).toContain("₹200 (2026-11 का मूल्य)")
    expect(hindi).toContain("≈ ₹450")
    expect(hindi).toContain("₹1,200 प्रति रात से")
  })

  it("prints Google's rating and hours where the server attached them, and no stars otherwise", () => {
    const sample = sampleItinerary("Jaipur", "domestic", 3)
    const content = sample.content!
    const first = content.dailyItinerary[0]!
    const withIds = { ...content, dailyItinerary: [{ ...first, activities: first.activities.map((a, i) => ({ ...a, id: `a${i + 1}` })) }, ...content.dailyItinerary.slice(1)] }
    expect(itineraryHtml({ ...sample, content: withIds })).not.toContain("★")
    const placeFacts = {
      "hotel:0": { googlePlaceId: "ChIJhotel", rating: 4.4, userRatingCount: 1234 },
      "activity:a1": { googlePlaceId: "ChIJfort", rating: 4.6, userRatingCount: 52000, weekdayHours: ["Monday: 8:00 AM – 5:30 PM"] }
    }
    const html = itineraryHtml({ ...sample, content: withIds, placeFacts })
    expect(html).toContain("★ 4.4 on Google (1,234 ratings)")
    expect(html).toContain("★ 4.6 on Google (52,000 ratings)")
    expect(html).toContain("Hours on Google: Monday: 8:00 AM – 5:30 PM")
    expect(itineraryHtml({ ...sample, language: "hi", content: withIds, placeFacts })).toContain("★ Google पर 4.4 (1,234 रेटिंग)")
  })

  it("opens with the plan checks and marks verified places", () => {
    const sample = sampleItinerary("Ladakh", "domestic", 3)
    const content = sample.content!
    const html = itineraryHtml({
      ...sample,
      content: {
        ...content,
        planChecks: {
          covered: true,
          passed: ["Places visited while open"],
          repaired: 2,
          verifiedPlaces: 20,
          places: 21,
          warnings: [],
          facts: [{ topic: "Permit", fact: "Protected Area Permit: Nubra", asOf: "2025-01", source: "UT Ladakh administration" }]
        }
      }
    })
    expect(html.indexOf("<h2>Plan checks</h2>")).toBeLessThan(html.indexOf("<h2>Destination Overview</h2>"))
    expect(html).toContain("20 of 21 places verified against our destination guide.")
    expect(html).toContain("2 sections were rewritten to pass the checks.")
    expect(html).toContain("Permit: Protected Area Permit: Nubra (as of 2025-01; source: UT Ladakh administration)")
    expect(html).toContain("✓ verified")
    const uncovered = itineraryHtml({ ...sample, content: { ...content, planChecks: { covered: false, notice: "We don't have a local guide for Bhopal yet: places below are suggestions to check", passed: [], repaired: 0, verifiedPlaces: 0, places: 5, warnings: [], facts: [] } } })
    expect(uncovered).toContain("We don&#39;t have a local guide for Bhopal yet")
  })

  it("adds the visa section last for an international trip", () => {
    const html = itineraryHtml(sampleItinerary("Dubai", "international", 3))
    const at = positions(html, [...SECTIONS, "Visa Requirements & Information"])
    expect(at.every((p) => p > 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
  })

  it("leaves the journey plan out without a route and shows the empty-state messages", () => {
    const base = sampleItinerary("Goa", "domestic", 2)
    const content = base.content!
    const html = itineraryHtml({
      ...base,
      content: {
        ...content,
        geographicProgression: { ...content.geographicProgression, regionSequence: [] },
        dailyItinerary: [],
        foodRecommendations: [],
        travelTips: [],
        shoppingInfo: { souvenirs: [], markets: [] }
      }
    })
    expect(html).not.toContain("Journey Plan")
    for (const message of ["No daily itinerary available", "No food recommendations available", "No shopping tips available", "No travel tips available"]) {
      expect(html).toContain(message)
    }
    expect(itineraryHtml({ ...base, content: undefined })).toContain("No itinerary content available")
  })

  it("totals the cost for the group and writes rupees in Indian grouping", () => {
    expect(rupees(125000)).toBe("₹1,25,000")
    expect(groupSize("couple - 2 adults")).toBe(2)
    expect(groupSize("friends - 5 adults")).toBe(5)
    expect(groupSize("family - 2 adults and 1 child")).toBe(3)
    expect(groupSize("business - 3 adults")).toBe(3)
    expect(groupSize("solo - 1 adult")).toBe(1)
    expect(groupSize("anything")).toBe(1)
    const it = sampleItinerary("Jaipur", "domestic", 3)
    expect(itineraryHtml(it)).toContain(`Total for 2 travellers: ${rupees(it.content!.costBreakdown.total * 2)}`)
  })

  it("sets the page's language to the plan's, with Noto Sans Devanagari first for Hindi, and says first what stayed in English", () => {
    const english = itineraryHtml(sampleItinerary("Jaipur", "domestic", 2))
    expect(english).toContain('<html lang="en">')
    expect(english).not.toContain('class="notice">इस')
    const hindi = sampleItinerary("Jaipur", "domestic", 2, "hi")
    const html = itineraryHtml(hindi)
    expect(html).toContain('<html lang="hi">')
    expect(html).toContain('html[lang="hi"] body { font-family: "Noto Sans Devanagari", "Noto Sans"')
    const notice = `<p class="notice">${hindi.content!.languageNotice}</p>`
    expect(html.indexOf(notice)).toBeGreaterThan(0)
    expect(html.indexOf(notice)).toBeLessThan(html.indexOf("<h2>गंतव्य की जानकारी</h2>"))
    expect(html).toContain(hindi.content!.dailyItinerary[0]!.theme)
  })

  it("says its own words in the plan's language: Hindi titles, tiles and labels around a Hindi plan", () => {
    const html = itineraryHtml(sampleItinerary("Jaipur", "domestic", 2, "hi"))
    expect(html).toContain("<h1>Jaipur यात्रा योजना</h1>")
    for (const title of ["गंतव्य की जानकारी", "यात्रा का क्रम", "आवागमन गाइड", "होटल के सुझाव", "दिन-ब-दिन योजना", "ख़र्च का ब्योरा", "स्थानीय खाने के सुझाव", "ख़रीदारी के सुझाव", "यात्रा के सुझाव"]) {
      expect(html).toContain(`<h2>${title}</h2>`)
    }
    expect(html).toContain("<h3>दिन 1: ")
    expect(html).toContain("<span>यात्रा का समय</span><b>मार्च 2027</b>")
    expect(html).toContain("<span>समूह</span><b>जोड़ा - 2 वयस्क</b>")
    expect(html).toMatch(/22 नवंबर 2026 को बनाई गई · Safarnama/)
    expect(html).not.toContain("Day-by-Day Itinerary")
    // Activity types by name: the writer's 'food' and 'transport', the knowledge base's 'culture' ...
    expect(html).toContain('<span class="muted">(भोजन)</span>')
    expect(html).toContain('<span class="muted">(यात्रा)</span>')
    expect(html).not.toContain('<span class="muted">(food)</span>')
    expect(pageFooterFor({ language: "hi" })).toContain('पृष्ठ <span class="pageNumber"></span> / <span class="totalPages"></span>')
    expect(pageFooterFor({ language: "en" })).toContain('Page <span class="pageNumber"></span> of <span class="totalPages"></span>')
  })

  it("escapes what travellers and writers typed", () => {
    const html = itineraryHtml({ ...sampleItinerary("Goa", "domestic", 1), destination: `<script>alert("x")</script>` })
    expect(html).not.toContain("<script>")
    expect(html).toContain("&lt;script&gt;")
  })
})
