import type { Itinerary, ItineraryContent } from "@safarnama/events/contract/itinerary"
import { BRAND } from "../brand.ts"
import { type PdfMaps, pdfMaps } from "./journeyMapsHtml.ts"

/**
 * The printable itinerary as one self-contained HTML page (no network: fonts are the system's Noto
 * fonts, so Devanagari and ₹ render). Sections in the spec's order (section 2, "Itinerary view
 * content"); the page numbers are drawn by the renderer's footer.
 */

const escapeHtml = (text: unknown): string =>
  String(text ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

/** '₹12,500' in the Indian grouping ('₹1,25,000'). */
export const rupees = (amount: number): string => `₹${amount.toLocaleString("en-IN")}`
const daysTitle = (n: number) => `${n} ${n === 1 ? "Day" : "Days"}`
const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : "")
const longDate = (iso: string) => new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" })

/** Spec: the total-cost header uses group sizes solo 1, couple 2, family 3, friends 5, business 3 (default 1). */
export const groupSize = (travellingWith: string): number =>
  ({ couple: 2, family: 3, friends: 5, business: 3 })[(travellingWith.trim().split(/[\s-]/)[0] ?? "").toLowerCase()] ?? 1

const list = (items: ReadonlyArray<string>) => (items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "")
const section = (title: string, body: string) => `<section><h2>${escapeHtml(title)}</h2>${body}</section>`
const empty = (message: string) => `<p class="empty">${escapeHtml(message)}</p>`
const field = (label: string, value: unknown) => (value === undefined || value === "" ? "" : `<p><b>${escapeHtml(label)}:</b> ${escapeHtml(value)}</p>`)
const km = (text: string) => Number.parseFloat(text) || 0

const header = (it: Itinerary) => {
  const tiles: Array<[string, string | undefined]> = [
    ["Duration", daysTitle(it.duration)],
    ["Travel dates", it.travelDates],
    ["Budget", capitalise(it.budget)],
    ["Type", capitalise(it.destinationType)],
    ["Travel style", capitalise(it.travelStyle)],
    ["Stay", capitalise(it.accommodation)],
    ["Transport", capitalise(it.transportation)],
    ["Dietary", capitalise(it.dietaryRestrictions)],
    ["Group", capitalise(it.travellingWith)],
    ["From", it.origin]
  ]
  return `<header><div class="brand">${escapeHtml(BRAND)}</div><h1>${escapeHtml(it.destination)} Travel Itinerary</h1>
  <div class="tiles">${tiles
    .filter(([, v]) => v)
    .map(([k, v]) => `<div class="tile"><span>${escapeHtml(k)}</span><b>${escapeHtml(v)}</b></div>`)
    .join("")}</div></header>`
}

const overview = (c: ItineraryContent) => {
  const o = c.overview
  if (!o.description) return section("Destination Overview", empty("Destination Overview Not Available"))
  return section(
    "Destination Overview",
    `<p>${escapeHtml(o.description)}</p>${o.highlights.length ? `<h3>Highlights</h3>${list(o.highlights)}` : ""}
    <h3>Climate</h3>${field("Type", o.climate.type)}${o.climate.seasons
      .map((s) => `<p><b>${escapeHtml(s.name)}</b> (${escapeHtml(s.months)}, ${escapeHtml(s.temperature)}): ${escapeHtml(s.description)}</p>`)
      .join("")}
    ${field("Best time to visit", o.bestTimeToVisit)}
    <h3>Geography</h3>${field("Location", o.geography.location)}${field("Terrain", o.geography.terrain)}${field("Landmarks", o.geography.landmarks.join(", "))}
    ${field("Languages", o.languages.join(", "))}${field("Time zone", o.timeZone)}
    ${o.currency ? field("Currency", `${o.currency.name} (${o.currency.code}), 1 ${o.currency.code} = ${rupees(o.currency.exchangeRate)}`) : ""}
    ${o.localCuisine.length ? `<h3>Local cuisine</h3>${list(o.localCuisine)}` : ""}
    ${o.culturalNotes.length ? `<h3>Cultural notes</h3>${list(o.culturalNotes)}` : ""}`
  )
}

const journey = (c: ItineraryContent, maps: PdfMaps) => {
  const stops = c.geographicProgression.regionSequence
  if (stops.length === 0) return ""
  let fromStart = 0
  const rows = stops
    .map((s) => {
      fromStart += km(s.distanceFromPrevious)
      return `<tr><td>${escapeHtml(s.regionName)}</td><td>${escapeHtml(s.daysSpent.join(", "))}</td><td>${escapeHtml(s.distanceFromPrevious)}</td><td>${fromStart.toFixed(1)} km</td><td>${escapeHtml(s.reasonForSequencing)}</td></tr>`
    })
    .join("")
  return section(
    "Journey Plan",
    `<table><thead><tr><th>Region</th><th>Days</th><th>From previous</th><th>From start</th><th>Why this order</th></tr></thead><tbody>${rows}</tbody></table>${maps.route}
    ${field("Route strategy", c.geographicProgression.optimizationStrategy)}${field("Where to stay", c.geographicProgression.accommodationStrategy)}`
  )
}

const transport = (c: ItineraryContent) => {
  const t = c.geographicProgression.transportationDetails
  if (t.publicTransport.availableTypes.length === 0 && t.privateTransport.length === 0) {
    return section("Transportation Guide", empty("Transportation Information Not Available"))
  }
  const transfer = (label: string, o: { available: boolean; approximateCost: number }) =>
    `<p><b>${label}:</b> ${o.available ? `available, about ${rupees(o.approximateCost)}` : "not available"}</p>`
  return section(
    "Transportation Guide",
    `${field("Public transport", t.publicTransport.availableTypes.join(", "))}${field("Operating hours", t.publicTransport.operatingHours)}
    ${t.privateTransport.length ? `<table><thead><tr><th>Private option</th><th>Rental per day</th><th>Fuel per day</th></tr></thead><tbody>${t.privateTransport
      .map((p) => `<tr><td>${escapeHtml(p.availableType)}</td><td>${rupees(p.rentalCost)}</td><td>${rupees(p.fuelCost)}</td></tr>`)
      .join("")}</tbody></table>` : ""}
    <h3>Airport transfer (${escapeHtml(t.airportTransfer.distance)})</h3>${transfer("Public", t.airportTransfer.public)}${transfer("Private", t.airportTransfer.private)}`
  )
}

/** A place from our destination guide gets a small mark (same meaning as on the web page). */
const verified = (placeId: string | undefined) => (placeId ? ` <span class="verified" title="Verified place">✓ verified</span>` : "")

/** What the server checked before it saved the plan (docs/adr/0070-knowledge-base.md). */
const planChecks = (c: ItineraryContent) => {
  const checks = c.planChecks
  if (checks === undefined) return ""
  const notice = checks.notice ? `<p class="notice">${escapeHtml(checks.notice)}</p>` : ""
  return `${notice}<section class="checks"><h2>Plan checks</h2><p><b>${checks.verifiedPlaces} of ${checks.places} places verified against our destination guide.</b>${
    checks.repaired > 0 ? ` ${checks.repaired} ${checks.repaired === 1 ? "section was" : "sections were"} rewritten to pass the checks.` : ""
  }</p><p class="muted">Checked and passed: ${escapeHtml(checks.passed.join(" · "))}</p>${checks.warnings.length ? `<h3>Worth checking</h3>${list(checks.warnings)}` : ""}${
    checks.facts.length ? `<h3>Rules this plan relies on</h3>${list(checks.facts.map((f) => `${f.topic}: ${f.fact} (as of ${f.asOf}; source: ${f.source})`))}` : ""
  }</section>`
}

const hotels = (c: ItineraryContent) =>
  section(
    "Hotel Recommendations",
    `${c.hotelRecommendations.options
      .map(
        (h) =>
          `<div class="card"><b>${escapeHtml(h.name)}</b> · ${escapeHtml(h.propertyType)} · ${escapeHtml(h.region)}${verified(h.placeId)}<br>${rupees(h.pricePerNight)} per night${h.rating > 0 ? ` · ★ ${h.rating.toFixed(1)} (${h.userRatingsTotal.toLocaleString("en-IN")} ratings)` : ""}<br><small>${escapeHtml(h.address)}</small></div>`
      )
      .join("")}${field("Booking tip", c.hotelRecommendations.bookingTip)}`
  )

const days = (c: ItineraryContent, maps: PdfMaps) =>
  section(
    "Day-by-Day Itinerary",
    c.dailyItinerary.length === 0
      ? empty("No daily itinerary available")
      : c.dailyItinerary
          .map(
            (d) => `<div class="day"><h3>Day ${d.dayNumber}: ${escapeHtml(d.theme)}</h3><p class="muted">${escapeHtml(d.region)}${d.subArea ? ` · ${escapeHtml(d.subArea)}` : ""}</p>${maps.day(d.dayNumber)}${d.note ? `<p><i>Note: ${escapeHtml(d.note)}</i></p>` : ""}
          ${d.activities
            .map(
              (a) =>
                `<div class="activity"><b>${escapeHtml(a.time)} · ${escapeHtml(a.title)}</b>${verified(a.placeId)} <span class="muted">(${escapeHtml(a.type)})</span><br>${escapeHtml(a.details.description)}<br><small>${escapeHtml(a.details.location)} · ${escapeHtml(a.details.duration)} · ${a.details.cost > 0 ? rupees(a.details.cost) : "Free"}${a.details.distanceFromPrevious ? ` · ${escapeHtml(a.details.distanceFromPrevious)}` : ""}${a.details.travelTime ? `, ${escapeHtml(a.details.travelTime)}` : ""}</small>${a.note ? `<br><i>Note: ${escapeHtml(a.note)}</i>` : ""}</div>`
            )
            .join("")}
          ${d.visitedAttractions.length ? field("Attractions", d.visitedAttractions.join(", ")) : ""}</div>`
          )
          .join("")
  )

const costs = (c: ItineraryContent, travellingWith: string) => {
  const people = groupSize(travellingWith)
  const cost = c.costBreakdown
  return section(
    "Cost Breakdown",
    `<p class="total">Total for ${people} ${people === 1 ? "traveller" : "travellers"}: ${rupees(cost.total * people)}</p>
    <table><tbody><tr><td>Accommodation</td><td>${rupees(cost.accommodation)}</td></tr><tr><td>Food</td><td>${rupees(cost.food)}</td></tr>
    <tr><td>Activities</td><td>${rupees(cost.activities)}</td></tr><tr><th>Total per person</th><th>${rupees(cost.total)}</th></tr></tbody></table>
    <p class="muted">Transport costs are not included in this estimate.</p>`
  )
}

const food = (c: ItineraryContent) =>
  section(
    "Local Food Recommendations",
    c.foodRecommendations.length === 0
      ? empty("No food recommendations available")
      : c.foodRecommendations
          .map((f) => `<div class="card"><b>${escapeHtml(f.name)}</b>${verified(f.placeId)} · ${escapeHtml(f.type)} · ${escapeHtml(f.priceRange)}<br>${escapeHtml(f.specialty)} <span class="muted">(near ${escapeHtml(f.nearRegion)})</span></div>`)
          .join("")
  )

const shopping = (c: ItineraryContent) =>
  section(
    "Shopping Tips",
    c.shoppingInfo.souvenirs.length + c.shoppingInfo.markets.length === 0
      ? empty("No shopping tips available")
      : `<h3>Souvenirs</h3>${list(c.shoppingInfo.souvenirs)}<h3>Markets</h3>${list(c.shoppingInfo.markets)}`
  )

const tips = (c: ItineraryContent) =>
  section(
    "Travel Tips",
    c.travelTips.length === 0 ? empty("No travel tips available") : c.travelTips.map((t) => `<p><b>${escapeHtml(t.category)}:</b> ${escapeHtml(t.tip)}</p>`).join("")
  )

const visa = (it: Itinerary, c: ItineraryContent) => {
  const v = c.visaInformation
  if (it.destinationType === "domestic" || !v) return ""
  return section(
    "Visa Requirements & Information",
    `${field("Status", v.status)}<h3>Documents</h3>${list(v.requirements.documents)}${field("Processing time", v.requirements.processingTime)}
    ${field("Fees", rupees(v.requirements.fees))}${field("Validity", v.requirements.validityPeriod)}
    <h3>Embassy</h3>${field("Location", v.embassyDetails.location)}${field("Contact", v.embassyDetails.contactInfo)}${field("Working hours", v.embassyDetails.workingHours)}
    <h3>How to apply</h3>${list(v.applicationProcess)}${v.additionalNotes.length ? `<h3>Notes</h3>${list(v.additionalNotes)}` : ""}`
  )
}

const STYLE = `
@page { size: A4; margin: 16mm 14mm 18mm 14mm; }
* { box-sizing: border-box; }
body { font-family: "Noto Sans", "Noto Sans Devanagari", "DejaVu Sans", sans-serif; font-size: 10.5pt; line-height: 1.45; color: #1f2328; margin: 0; }
/* A Hindi plan: Devanagari's own font first (its Latin letters too, for one even line), with room for its marks. */
html[lang="hi"] body { font-family: "Noto Sans Devanagari", "Noto Sans", "DejaVu Sans", sans-serif; line-height: 1.6; }
header { border-bottom: 3px solid #f76707; padding-bottom: 8px; margin-bottom: 10px; }
.brand { color: #f76707; font-weight: 700; font-size: 12pt; letter-spacing: .04em; }
h1 { font-size: 20pt; margin: 4px 0 8px; }
h2 { font-size: 14pt; color: #d9480f; border-bottom: 1px solid #ffd8a8; padding-bottom: 2px; margin: 16px 0 6px; break-after: avoid; }
h3 { font-size: 11.5pt; margin: 10px 0 4px; break-after: avoid; }
p { margin: 3px 0; }
ul { margin: 2px 0 4px 18px; padding: 0; }
.tiles { display: flex; flex-wrap: wrap; gap: 6px; }
.tile { border: 1px solid #dee2e6; border-radius: 6px; padding: 4px 8px; font-size: 9pt; }
.tile span { color: #6a737d; display: block; font-size: 8pt; }
table { width: 100%; border-collapse: collapse; margin: 4px 0; font-size: 9.5pt; }
td, th { border: 1px solid #dee2e6; padding: 3px 6px; text-align: left; vertical-align: top; }
.card, .activity { border-left: 3px solid #ffa94d; padding: 3px 8px; margin: 5px 0; break-inside: avoid; }
.day { break-inside: auto; margin-bottom: 8px; }
.day h3 { background: #fff4e6; padding: 3px 6px; }
.muted, small { color: #6a737d; }
.total { font-size: 12pt; font-weight: 700; }
.empty { color: #6a737d; font-style: italic; }
.notice { background: #fff9db; border: 1px solid #ffe066; border-radius: 6px; padding: 6px 10px; font-weight: 600; }
.checks { border: 1px solid #b2f2bb; border-radius: 6px; padding: 4px 10px; margin-top: 8px; }
.checks h2 { color: #2b8a3e; border-bottom-color: #b2f2bb; margin-top: 6px; }
.verified { color: #2b8a3e; font-size: 8.5pt; font-weight: 600; }
figure.map { margin: 8px 0; break-inside: avoid; }
figure.map svg { display: block; width: 100%; max-width: 120mm; height: auto; border: 1px solid #dee2e6; border-radius: 4px; }
.day figure.map svg { max-width: 80mm; }
figure.map figcaption { color: #6a737d; font-size: 8.5pt; margin-top: 2px; }
footer { margin-top: 18px; border-top: 1px solid #dee2e6; padding-top: 6px; color: #6a737d; font-size: 9pt; }
`

/** The page's language: the plan's own (docs/adr/0140-web-languages.md), so Chromium shapes and picks fonts for it. */
export const htmlLanguage = (it: Pick<Itinerary, "language">): "en" | "hi" => (it.language === "hi" ? "hi" : "en")

/** Said first when some of the plan's text stayed in English (the offline writer's guide text). */
const languageNotice = (c: ItineraryContent) => (c.languageNotice ? `<p class="notice">${escapeHtml(c.languageNotice)}</p>` : "")

/** The whole itinerary as printable HTML. */
export const itineraryHtml = (it: Itinerary): string => {
  const c = it.content
  const maps = pdfMaps(it)
  const body = c
    ? [languageNotice(c), planChecks(c), overview(c), journey(c, maps), transport(c), hotels(c), days(c, maps), costs(c, it.travellingWith), food(c), shopping(c), tips(c), visa(it, c)].join("\n")
    : empty("No itinerary content available")
  return `<!doctype html><html lang="${htmlLanguage(it)}"><head><meta charset="utf-8"><title>${escapeHtml(it.destination)} Travel Itinerary · ${escapeHtml(BRAND)}</title><style>${STYLE}</style></head>
<body>${header(it)}${body}<footer>Generated on ${escapeHtml(longDate(it.createdAt))} · ${escapeHtml(BRAND)}</footer></body></html>`
}

/** The renderer's page footer: brand and "Page n of m" on every page. */
export const pageFooterTemplate = `<div style="font-family: 'Noto Sans', sans-serif; font-size: 8px; color: #6a737d; width: 100%; padding: 0 14mm; display: flex; justify-content: space-between;"><span>${BRAND}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`
