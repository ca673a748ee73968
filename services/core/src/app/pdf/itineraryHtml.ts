import { type Activity, type Itinerary, type ItineraryContent, isStayArea, placeFactsKey } from "@safarnama/events/contract/itinerary"
import type { PlanLanguage } from "@safarnama/events/contract/options"
import { escapeMarkup } from "@safarnama/journey-map/markup"
import { planLanguageOf } from "../../domain/itineraries/tripRules.ts"
import { BRAND } from "../brand.ts"
import { type PdfMaps, pdfMaps } from "./journeyMapsHtml.ts"
import { isJourneyActivity } from "@safarnama/journey-map/journey"
import { type PdfWords, pdfWordsFor } from "./pdfWords.ts"

/**
 * The printable itinerary as one self-contained HTML page (no network: fonts are the system's Noto
 * fonts, so Devanagari and ₹ render). Sections in the spec's order (section 2, "Itinerary view
 * content"); the page numbers are drawn by the renderer's footer.
 */


/** '₹12,500' in the Indian grouping ('₹1,25,000'). */
export const rupees = (amount: number): string => `₹${amount.toLocaleString("en-IN")}`

/** An activity's cost: "≈" before an estimate, the date a published price was read (docs/adr/0160-honest-facts.md). */
const costText = (a: Activity, w: PdfWords): string => {
  // A journey without a price (the flight from home) is booked separately, never free (ADR 0190).
  if (a.details.cost === 0) return isJourneyActivity(a.type) ? w.bookSeparately : w.free
  const amount = rupees(a.details.cost)
  if (a.costFact?.status === "sourced") return a.costFact.asOf ? w.costAsOf(amount, a.costFact.asOf) : amount
  return a.costFact ? w.costEstimated(amount) : amount
}
const longDate = (iso: string, w: PdfWords) => new Date(iso).toLocaleDateString(w.locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" })

/** Spec: the total-cost header uses group sizes solo 1, couple 2, family 3, friends 5, business 3 (default 1). */
export const groupSize = (travellingWith: string): number =>
  ({ couple: 2, family: 3, friends: 5, business: 3 })[(travellingWith.trim().split(/[\s-]/)[0] ?? "").toLowerCase()] ?? 1

const list = (items: ReadonlyArray<string>) => (items.length ? `<ul>${items.map((i) => `<li>${escapeMarkup(i)}</li>`).join("")}</ul>` : "")
const section = (title: string, body: string) => `<section><h2>${escapeMarkup(title)}</h2>${body}</section>`
const empty = (message: string) => `<p class="empty">${escapeMarkup(message)}</p>`
const field = (label: string, value: unknown) => (value === undefined || value === "" ? "" : `<p><b>${escapeMarkup(label)}:</b> ${escapeMarkup(value)}</p>`)
const km = (text: string) => Number.parseFloat(text) || 0

const header = (it: Itinerary, w: PdfWords) => {
  const tiles: Array<[string, string | undefined]> = [
    [w.tiles.duration, w.days(it.duration)],
    [w.tiles.travelDates, w.travelDates(it.travelDates)],
    [w.tiles.budget, w.choice("budget", it.budget)],
    [w.tiles.type, w.choice("destinationType", it.destinationType)],
    [w.tiles.travelStyle, w.choice("travelStyle", it.travelStyle)],
    [w.tiles.stay, w.choice("accommodation", it.accommodation)],
    [w.tiles.transport, w.choice("transportation", it.transportation)],
    [w.tiles.dietary, w.choice("dietaryRestrictions", it.dietaryRestrictions)],
    [w.tiles.group, w.choice("travellingWith", it.travellingWith)]
  ]
  return `<header><div class="brand">${escapeMarkup(BRAND)}</div><h1>${escapeMarkup(w.travelItinerary(it.destination))}</h1>
  <div class="tiles">${tiles
    .filter(([, v]) => v)
    .map(([k, v]) => `<div class="tile"><span>${escapeMarkup(k)}</span><b>${escapeMarkup(v)}</b></div>`)
    .join("")}</div></header>`
}

const overview = (c: ItineraryContent, w: PdfWords) => {
  const o = c.overview
  if (!o.description) return section(w.overview, empty(w.overviewMissing))
  return section(
    w.overview,
    `<p>${escapeMarkup(o.description)}</p>${o.highlights.length ? `<h3>${w.highlights}</h3>${list(o.highlights)}` : ""}
    <h3>${w.climate}</h3>${field(w.climateType, o.climate.type)}${o.climate.seasons
      .map((s) => `<p><b>${escapeMarkup(s.name)}</b> (${escapeMarkup(s.months)}, ${escapeMarkup(s.temperature)}): ${escapeMarkup(s.description)}</p>`)
      .join("")}
    ${field(w.bestTime, o.bestTimeToVisit)}
    <h3>${w.geography}</h3>${field(w.location, o.geography.location)}${field(w.terrain, o.geography.terrain)}${field(w.landmarks, o.geography.landmarks.join(", "))}
    ${field(w.languages, o.languages.join(", "))}${field(w.timeZone, o.timeZone)}
    ${o.currency ? field(w.currency, `${o.currency.name} (${o.currency.code}), 1 ${o.currency.code} = ${rupees(o.currency.exchangeRate)}`) : ""}
    ${o.localCuisine.length ? `<h3>${w.localCuisine}</h3>${list(o.localCuisine)}` : ""}
    ${o.culturalNotes.length ? `<h3>${w.culturalNotes}</h3>${list(o.culturalNotes)}` : ""}`
  )
}

const journey = (c: ItineraryContent, maps: PdfMaps, w: PdfWords) => {
  const stops = c.geographicProgression.regionSequence
  if (stops.length === 0) return ""
  let fromStart = 0
  const rows = stops
    .map((s) => {
      fromStart += km(s.distanceFromPrevious)
      return `<tr><td>${escapeMarkup(s.regionName)}</td><td>${escapeMarkup(s.daysSpent.join(", "))}</td><td>${escapeMarkup(s.distanceFromPrevious)}</td><td>${fromStart.toFixed(1)} km</td><td>${escapeMarkup(s.reasonForSequencing)}</td></tr>`
    })
    .join("")
  return section(
    w.journey,
    `<table><thead><tr><th>${w.region}</th><th>${w.daysColumn}</th><th>${w.fromPrevious}</th><th>${w.fromStart}</th><th>${w.whyThisOrder}</th></tr></thead><tbody>${rows}</tbody></table>${maps.route}
    ${field(w.routeStrategy, c.geographicProgression.optimizationStrategy)}${field(w.whereToStay, c.geographicProgression.accommodationStrategy)}`
  )
}

const transport = (c: ItineraryContent, w: PdfWords) => {
  const t = c.geographicProgression.transportationDetails
  if (t.publicTransport.availableTypes.length === 0 && t.privateTransport.length === 0) {
    return section(w.transport, empty(w.transportMissing))
  }
  const transfer = (label: string, o: { available: boolean; approximateCost: number }) =>
    `<p><b>${label}:</b> ${o.available ? w.availableAbout(rupees(o.approximateCost)) : w.notAvailable}</p>`
  return section(
    w.transport,
    `${field(w.publicTransport, t.publicTransport.availableTypes.join(", "))}${field(w.operatingHours, t.publicTransport.operatingHours)}
    ${t.privateTransport.length ? `<table><thead><tr><th>${w.privateOption}</th><th>${w.rentalPerDay}</th><th>${w.fuelPerDay}</th></tr></thead><tbody>${t.privateTransport
      .map((p) => `<tr><td>${escapeMarkup(p.availableType)}</td><td>${rupees(p.rentalCost)}</td><td>${p.fuelCost > 0 ? rupees(p.fuelCost) : "—"}</td></tr>`)
      .join("")}</tbody></table>` : ""}
    <h3>${escapeMarkup(w.airportTransfer(t.airportTransfer.distance))}</h3>${transfer(w.public, t.airportTransfer.public)}${transfer(w.private, t.airportTransfer.private)}`
  )
}

/** A place from our destination guide gets a small mark (same meaning as on the web page). */
const verified = (placeId: string | undefined, w: PdfWords) => (placeId ? ` <span class="verified" title="${w.verifiedTitle}">${w.verifiedMark}</span>` : "")

/** What the server checked before it saved the plan (docs/adr/0070-knowledge-base.md). */
const planChecks = (c: ItineraryContent, w: PdfWords) => {
  const checks = c.planChecks
  if (checks === undefined) return ""
  const notice = checks.notice ? `<p class="notice">${escapeMarkup(checks.notice)}</p>` : ""
  return `${notice}<section class="checks"><h2>${w.planChecks}</h2><p><b>${w.verifiedOf(checks.verifiedPlaces, checks.places)}</b>${
    checks.repaired > 0 ? w.rewritten(checks.repaired) : ""
  }</p><p class="muted">${w.checkedAndPassed}: ${escapeMarkup(checks.passed.join(" · "))}</p>${checks.warnings.length ? `<h3>${w.worthChecking}</h3>${list(checks.warnings)}` : ""}${
    checks.facts.length ? `<h3>${w.rulesReliedOn}</h3>${list(checks.facts.map((f) => `${f.topic}: ${f.fact} ${w.asOfSource(f.asOf, f.source)}`))}` : ""
  }</section>`
}

type PlaceFactsMap = Itinerary["placeFacts"]

/** Google's rating and hours of a place, said to be Google's; nothing without them (docs/adr/0161-google-place-details.md). */
const googleFacts = (facts: NonNullable<PlaceFactsMap>[string] | undefined, w: PdfWords, hours = true): string => {
  if (!facts) return ""
  const rating = facts.rating !== undefined && facts.rating > 0 ? `<br><small>★ ${w.googleRating(facts.rating.toFixed(1), (facts.userRatingCount ?? 0).toLocaleString("en-IN"))}</small>` : ""
  const open = hours && facts.weekdayHours?.length ? `<br><small class="muted">${w.googleHours(escapeMarkup(facts.weekdayHours.join(" · ")))}</small>` : ""
  return `${rating}${open}`
}

const hotels = (c: ItineraryContent, w: PdfWords, facts: PlaceFactsMap) =>
  section(
    w.hotels,
    `${c.hotelRecommendations.options
      .map(
        (h, index) =>
          `<div class="card"><b>${escapeMarkup(h.name)}</b> · ${escapeMarkup(h.propertyType)} · ${escapeMarkup(h.region)}${verified(h.placeId, w)}<br>${rupees(h.pricePerNight)} ${isStayArea(h) ? w.fromPerNight : w.perNight}${googleFacts(facts?.[placeFactsKey.hotel(index)], w, false)}<br><small>${escapeMarkup(h.address)}</small></div>`
      )
      .join("")}${field(w.bookingTip, c.hotelRecommendations.bookingTip)}`
  )

/** An activity's number on the day's map, in the marker's colour (ADR 0190). */
const stopMark = (stop: number | undefined) => (stop === undefined ? "" : `<span class="stop-number">${stop}</span> `)

const days = (c: ItineraryContent, maps: PdfMaps, w: PdfWords, facts: PlaceFactsMap) =>
  section(
    w.dayByDay,
    c.dailyItinerary.length === 0
      ? empty(w.noDays)
      : c.dailyItinerary
          .map(
            (d) => `<div class="day"><h3>${w.day(d.dayNumber)}: ${escapeMarkup(d.theme)}</h3><p class="muted">${escapeMarkup(d.region)}${d.subArea ? ` · ${escapeMarkup(d.subArea)}` : ""}</p>${maps.day(d.dayNumber)}${d.note ? `<p><i>${w.note}: ${escapeMarkup(d.note)}</i></p>` : ""}
          ${d.activities
            .map(
              (a, index) =>
                `<div class="activity"><b>${stopMark(maps.stopNumber(d.dayNumber, index))}${escapeMarkup(a.time)} · ${escapeMarkup(a.title)}</b>${verified(a.placeId, w)} <span class="muted">(${escapeMarkup(w.activityType(a.type))})</span><br>${escapeMarkup(a.details.description)}${a.id ? googleFacts(facts?.[placeFactsKey.activity(a.id)], w) : ""}<br><small>${escapeMarkup(a.details.location)} · ${escapeMarkup(a.details.duration)} · ${costText(a, w)}${a.details.distanceFromPrevious ? ` · ${escapeMarkup(a.details.distanceFromPrevious)}` : ""}${a.details.travelTime ? `, ${escapeMarkup(a.details.travelTime)}` : ""}</small>${a.note ? `<br><i>${w.note}: ${escapeMarkup(a.note)}</i>` : ""}</div>`
            )
            .join("")}
          ${d.visitedAttractions.length ? field(w.attractions, d.visitedAttractions.join(", ")) : ""}</div>`
          )
          .join("")
  )

const costs = (c: ItineraryContent, travellingWith: string, w: PdfWords) => {
  const people = groupSize(travellingWith)
  const cost = c.costBreakdown
  return section(
    w.costs,
    `<p class="total">${w.totalFor(people, rupees(cost.total * people))}</p>
    <table><tbody><tr><td>${w.accommodation}</td><td>${rupees(cost.accommodation)}</td></tr><tr><td>${w.food}</td><td>${rupees(cost.food)}</td></tr>
    <tr><td>${w.activities}</td><td>${rupees(cost.activities)}</td></tr><tr><th>${w.totalPerPerson}</th><th>${rupees(cost.total)}</th></tr></tbody></table>
    <p class="muted">${w.transportExcluded}</p>`
  )
}

const food = (c: ItineraryContent, w: PdfWords) =>
  section(
    w.foodPlaces,
    c.foodRecommendations.length === 0
      ? empty(w.noFood)
      : c.foodRecommendations
          .map((f) => `<div class="card"><b>${escapeMarkup(f.name)}</b>${verified(f.placeId, w)} · ${escapeMarkup(f.type)} · ${escapeMarkup(f.priceRange)}<br>${escapeMarkup(f.specialty)} <span class="muted">(${escapeMarkup(w.near(f.nearRegion))})</span></div>`)
          .join("")
  )

const shopping = (c: ItineraryContent, w: PdfWords) =>
  section(
    w.shopping,
    c.shoppingInfo.souvenirs.length + c.shoppingInfo.markets.length === 0
      ? empty(w.noShopping)
      : `<h3>${w.souvenirs}</h3>${list(c.shoppingInfo.souvenirs)}<h3>${w.markets}</h3>${list(c.shoppingInfo.markets)}`
  )

const tips = (c: ItineraryContent, w: PdfWords) =>
  section(
    w.tips,
    c.travelTips.length === 0 ? empty(w.noTips) : c.travelTips.map((t) => `<p><b>${escapeMarkup(t.category)}:</b> ${escapeMarkup(t.tip)}</p>`).join("")
  )

const visa = (it: Itinerary, c: ItineraryContent, w: PdfWords) => {
  const v = c.visaInformation
  if (it.destinationType === "domestic" || !v) return ""
  return section(
    w.visa,
    `${field(w.status, v.status)}<h3>${w.documents}</h3>${list(v.requirements.documents)}${field(w.processingTime, v.requirements.processingTime)}
    ${v.requirements.fees === undefined ? "" : field(w.fees, rupees(v.requirements.fees))}${field(w.validity, v.requirements.validityPeriod)}
    <h3>${w.embassy}</h3>${field(w.location, v.embassyDetails.location)}${field(w.contact, v.embassyDetails.contactInfo)}${field(w.workingHours, v.embassyDetails.workingHours)}
    <h3>${w.howToApply}</h3>${list(v.applicationProcess)}${v.additionalNotes.length ? `<h3>${w.notes}</h3>${list(v.additionalNotes)}` : ""}`
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
.stop-number { display: inline-block; min-width: 1.4em; padding: 0 0.2em; border-radius: 0.7em; background: #1c7ed6; color: #fff; text-align: center; font-size: 0.85em; }
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
export const htmlLanguage = (it: Pick<Itinerary, "language">): PlanLanguage => planLanguageOf(it)

/** Said first when some of the plan's text stayed in English (the offline writer's guide text). */
const languageNotice = (c: ItineraryContent) => (c.languageNotice ? `<p class="notice">${escapeMarkup(c.languageNotice)}</p>` : "")

/** The whole itinerary as printable HTML. */
export const itineraryHtml = (it: Itinerary): string => {
  const c = it.content
  const maps = pdfMaps(it)
  const w = pdfWordsFor(it)
  const body = c
    ? [
        languageNotice(c),
        planChecks(c, w),
        overview(c, w),
        journey(c, maps, w),
        transport(c, w),
        hotels(c, w, it.placeFacts),
        days(c, maps, w, it.placeFacts),
        costs(c, it.travellingWith, w),
        food(c, w),
        shopping(c, w),
        tips(c, w),
        visa(it, c, w)
      ].join("\n")
    : empty(w.noContent)
  return `<!doctype html><html lang="${htmlLanguage(it)}"><head><meta charset="utf-8"><title>${escapeMarkup(w.travelItinerary(it.destination))} · ${escapeMarkup(BRAND)}</title><style>${STYLE}</style></head>
<body>${header(it, w)}${body}<footer>${escapeMarkup(w.generatedOn(longDate(it.createdAt, w)))} · ${escapeMarkup(BRAND)}</footer></body></html>`
}

/** The renderer's page footer: brand and "Page n of m" (in the plan's language) on every page. */
export const pageFooterFor = (it: Pick<Itinerary, "language">): string =>
  `<div style="font-family: 'Noto Sans', 'Noto Sans Devanagari', sans-serif; font-size: 8px; color: #6a737d; width: 100%; padding: 0 14mm; display: flex; justify-content: space-between;"><span>${BRAND}</span><span>${pdfWordsFor(it).pageOf('<span class="pageNumber"></span>', '<span class="totalPages"></span>')}</span></div>`

/** The English page footer (the benchmark's). */
export const pageFooterTemplate = pageFooterFor({})
