import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { planCoordinates } from "../../domain/knowledge/planCoordinates.ts"
import { itineraryHtml } from "./itineraryHtml.ts"
import { pdfMaps } from "./journeyMapsHtml.ts"
import { sampleItinerary } from "./sampleItinerary.ts"

// Loaded while the file is collected: the guides take seconds to load on a busy 2-core machine, which
// a test's 5 s would have to hold as well (it timed out once beside a CI run).
const knowledge = bundledKnowledge()
const withCoordinates = (itinerary: ReturnType<typeof sampleItinerary>) => ({
  ...itinerary,
  coordinates: planCoordinates(knowledge, itinerary, itinerary.content!)
})

describe("the PDF's journey maps", () => {
  it("puts the route map in the Journey Plan and a map in each day with placed stops, as inline SVG with no request", () => {
    const itinerary = withCoordinates(sampleItinerary("Rajasthan", "domestic", 7))
    const regions = itinerary.content!.geographicProgression.regionSequence
    const html = itineraryHtml(itinerary)
    const journeyPlan = html.slice(html.indexOf("<h2>Journey Plan</h2>"), html.indexOf("<h2>Transportation"))
    const routeMap = journeyPlan.match(/<svg [^>]*aria-label="Route map of Rajasthan"[\s\S]*?<\/svg>/)?.[0]
    expect(routeMap).toBeDefined()
    expect(routeMap!.match(/class="route-leg"/g)).toHaveLength(regions.length - 1)
    const daysWithPlaces = itinerary.content!.dailyItinerary.filter((d) => d.activities.some((a) => a.placeId)).length
    expect(html.match(/aria-label="Map of day \d+&#39;s stops"/g)).toHaveLength(daysWithPlaces)
    for (const svg of html.match(/<svg[\s\S]*?<\/svg>/g) ?? []) expect(svg).not.toMatch(/href|url\(|<image|<script/)
  })

  it("labels and captions the maps in a Hindi plan's language", () => {
    const html = itineraryHtml(withCoordinates(sampleItinerary("Rajasthan", "domestic", 5, "hi")))
    expect(html).toContain('aria-label="Rajasthan: रास्ते का नक्शा"')
    expect(html).toContain("<figcaption>पड़ाव दिन के क्रम में गिने गए हैं।</figcaption>")
    expect(html).not.toContain("Stops numbered")
  })

  it("draws nothing without coordinates (a plan served before, or no known region)", () => {
    const itinerary = sampleItinerary("Goa", "domestic", 3)
    expect(pdfMaps(itinerary).route).toBe("")
    expect(itineraryHtml(itinerary)).not.toContain("<svg")
  })
})
