import { createHash } from "node:crypto"
import type { Itinerary } from "@safarnama/events/contract/itinerary"

// What a shared itinerary's link preview says about it (docs/adr/0125-share-previews.md): the same facts
// feed the Open Graph tags and the preview image, and their hash is the image's version.

export interface PreviewFacts {
  readonly destination: string
  readonly days: number
  readonly travelDates: string
  /** Region names in the order the trip visits them, each once. */
  readonly route: ReadonlyArray<string>
  readonly brand: string
}

/** The regions in visiting order, each once: the plan's journey when it has one, else its days' regions. */
export const routeOf = (itinerary: Pick<Itinerary, "content">): ReadonlyArray<string> => {
  const journey = itinerary.content?.geographicProgression?.regionSequence?.map((stop) => stop.regionName) ?? []
  const names = journey.length > 0 ? journey : (itinerary.content?.dailyItinerary ?? []).map((day) => day.region)
  const trimmed = names.map((name) => name.trim()).filter((name) => name !== "")
  return trimmed.filter((name, index) => trimmed.indexOf(name) === index)
}

export const previewFacts = (itinerary: Pick<Itinerary, "destination" | "duration" | "travelDates" | "content">, brand: string): PreviewFacts => ({
  destination: itinerary.destination.trim(),
  days: itinerary.duration,
  travelDates: itinerary.travelDates.trim(),
  route: routeOf(itinerary),
  brand
})

/** A short hash of everything the image shows: a new plan (or brand) is a new image URL, so no stale card is served. */
export const previewVersion = (facts: PreviewFacts): string =>
  createHash("sha256")
    .update(JSON.stringify([facts.destination, facts.days, facts.travelDates, facts.route, facts.brand]))
    .digest("base64url")
    .slice(0, 16)

export const daysText = (days: number) => `${days} ${days === 1 ? "day" : "days"}`

/** "Jaipur Travel Itinerary", as the page's own title says. */
export const previewTitle = (facts: PreviewFacts) => `${facts.destination} Travel Itinerary`

/** "3 days in December 2026. Route: North Goa → Panaji → South Goa." (the route only with two regions or more). */
export const previewDescription = (facts: PreviewFacts): string => {
  const when = facts.travelDates === "" ? "" : ` in ${facts.travelDates}`
  const length = facts.days > 0 ? `${daysText(facts.days)}${when}.` : ""
  const route = facts.route.length > 1 ? `Route: ${facts.route.slice(0, 6).join(" → ")}${facts.route.length > 6 ? " → …" : ""}.` : ""
  return [length, route, `Planned with ${facts.brand}.`].filter((part) => part !== "").join(" ")
}
