import { describe, expect, it } from "vitest"
import { cardSvg, destinationSize, fitText, routeLines } from "./cardSvg.ts"
import { previewFacts, previewVersion, routeOf } from "./previewFacts.ts"

const facts = { destination: "Goa", days: 3, travelDates: "December 2026", route: ["North Goa", "Panaji", "South Goa"], brand: "Safarnama" }

describe("the preview card", () => {
  it("shows the brand, destination, days and month, and the route in order", () => {
    const svg = cardSvg(facts)
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/)
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])
    expect(texts).toEqual(["Safarnama", "Goa", "3 days · December 2026", "North Goa → Panaji → South Goa", "Your Perfect Trip, Planned by AI"])
  })

  it("escapes the traveller's text", () => {
    const svg = cardSvg({ ...facts, destination: `<Goa & "Panaji">`, route: [] })
    expect(svg).toContain("&lt;Goa &amp; &quot;Panaji&quot;&gt;")
    expect(svg).not.toContain("<Goa")
  })

  it("shrinks a long destination, and cuts one that still does not fit", () => {
    expect(destinationSize("Goa")).toBe(88)
    expect(destinationSize("Thiruvananthapuram and Kovalam")).toBeLessThan(88)
    expect(fitText("Goa", 10)).toBe("Goa")
    expect(fitText("Kanyakumari", 6)).toBe("Kanya…")
    const svg = cardSvg({ ...facts, destination: "A".repeat(200) })
    expect(svg).toContain("…")
  })

  it("wraps a long route on two lines at most, whole names, ending in an arrow to more", () => {
    const route = ["Delhi", "Agra", "Jaipur", "Pushkar", "Jodhpur", "Jaisalmer", "Udaipur", "Chittorgarh", "Bundi", "Ranthambore"]
    const lines = routeLines(route, 30)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe("Delhi → Agra → Jaipur →")
    expect(lines[1]?.endsWith("→ …")).toBe(true)
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(30)
    expect(routeLines(["Goa"], 30)).toEqual(["Goa"])
  })

  it("takes the route from the journey, else from the days, each region once; a changed plan has a new version", () => {
    const day = (region: string) => ({ region }) as never
    expect(routeOf({ content: { dailyItinerary: [day("Jaipur"), day(" Jaipur "), day("Ajmer"), day("Jaipur")] } as never })).toEqual(["Jaipur", "Ajmer"])
    const itinerary = { destination: "Goa", duration: 3, travelDates: "December 2026", content: undefined }
    const version = previewVersion(previewFacts(itinerary, "Safarnama"))
    expect(previewVersion(previewFacts(itinerary, "Safarnama"))).toBe(version)
    expect(previewVersion(previewFacts({ ...itinerary, duration: 4 }, "Safarnama"))).not.toBe(version)
  })
})
