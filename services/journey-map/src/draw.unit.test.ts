import { describe, expect, it } from "vitest"
import { boundariesFrom } from "./boundaries.ts"
import { drawDayMap, drawRouteMap } from "./draw.ts"
import { boxAround, fitFrame } from "./frame.ts"
import { journeyOf } from "./journey.ts"
import { mapSvg } from "./svg.ts"
import { readWorldTopology } from "./worldFile.ts"

const world = boundariesFrom(readWorldTopology())

const goaRoundTrip = journeyOf(
  {
    geographicProgression: {
      regionSequence: [
        { regionName: "North Goa", daysSpent: [1, 2] },
        { regionName: "Panaji", daysSpent: [3] },
        { regionName: "South Goa", daysSpent: [4] },
        { regionName: "North Goa", daysSpent: [5] }
      ]
    },
    dailyItinerary: [
      {
        dayNumber: 1,
        region: "North Goa",
        activities: [
          { title: "Fort", placeId: "fort" },
          { title: "Beach", placeId: "beach" },
          { title: "Unknown cafe" }
        ]
      },
      { dayNumber: 2, region: "North Goa", activities: [] }
    ]
  },
  {
    regions: [
      { name: "North Goa", lat: 15.6, lon: 73.75 },
      { name: "Panaji", lat: 15.4909, lon: 73.8278 },
      { name: "South Goa", lat: 15.2, lon: 73.95 }
    ],
    places: [
      { id: "fort", lat: 15.5017, lon: 73.7733 },
      { id: "beach", lat: 15.5524, lon: 73.7517 }
    ]
  }
)

const inside = (d: { width: number; height: number }, x: number, y: number) => x >= 0 && y >= 0 && x <= d.width && y <= d.height

describe("fitting the map to its points", () => {
  it("widens a single point or a tight cluster to the minimum span around its centre", () => {
    expect(boxAround([{ lat: 10, lon: 20 }], 2)).toEqual({ west: 19, south: 9, east: 21, north: 11 })
    const wide = boxAround(
      [
        { lat: 8, lon: 70 },
        { lat: 30, lon: 90 }
      ],
      2
    )
    expect(wide).toEqual({ west: 70, south: 8, east: 90, north: 30 })
  })

  it("puts every point inside the frame, away from its edges, with a height that follows the route's shape", () => {
    const tall = [
      { lat: 8.5, lon: 76.9 },
      { lat: 12.9, lon: 75.4 }
    ]
    const frame = fitFrame(tall, { width: 400, padding: 30, minSpanDegrees: 2, aspect: [0.6, 1.1] })
    expect(frame.height).toBeGreaterThan(400)
    expect(frame.height).toBeLessThanOrEqual(440)
    for (const p of tall) {
      const [x, y] = frame.projection([p.lon, p.lat])!
      expect(x).toBeGreaterThanOrEqual(29.9)
      expect(x).toBeLessThanOrEqual(370.1)
      expect(y).toBeGreaterThanOrEqual(29.9)
      expect(y).toBeLessThanOrEqual(frame.height - 29.9)
    }
    const wide = fitFrame(
      [
        { lat: 26.9, lon: 70.9 },
        { lat: 26.9, lon: 88.4 }
      ],
      { width: 400, padding: 30, minSpanDegrees: 2, aspect: [0.6, 1.1] }
    )
    expect(wide.height).toBe(240)
  })
})

describe("the route map", () => {
  it("draws one line a leg (a round trip's return too) and one marker a place, numbered as the list", () => {
    const drawing = drawRouteMap(goaRoundTrip, world)!
    expect(drawing.lines).toHaveLength(3)
    expect(drawing.lines.map((l) => `${l.from}->${l.to}`)).toEqual(["North Goa->Panaji", "Panaji->South Goa", "South Goa->North Goa"])
    expect(drawing.markers.map((m) => [m.label, m.name, m.note])).toEqual([
      ["1, 4", "North Goa", "North Goa · Days 1, 2, 5"],
      ["2", "Panaji", "Panaji · Day 3"],
      ["3", "South Goa", "South Goa · Day 4"]
    ])
    for (const m of drawing.markers) expect(inside(drawing, m.x, m.y)).toBe(true)
    // The way out and the way back bow to opposite sides: two lines, not one drawn twice.
    expect(drawing.lines[0]!.d).not.toEqual(drawing.lines[2]!.d)
  })

  it("shows the land and coast around the route from the bundled boundaries, with no request made", () => {
    const drawing = drawRouteMap(goaRoundTrip, world)!
    // Goa's coast runs through the map: the land is a polygon of its own, not the whole frame.
    expect(drawing.land).toMatch(/^M[\d.,L]+Z$/)
    expect(drawing.land).not.toBe(`M0,0L${drawing.width},0L${drawing.width},${drawing.height}L0,${drawing.height}Z`)
    expect(drawing.land.split("L").length).toBeGreaterThan(5)
  })

  it("is not drawn when no stop has coordinates", () => {
    const unplaced = journeyOf({ geographicProgression: { regionSequence: [{ regionName: "North Goa" }, { regionName: "Panaji" }] } }, undefined)
    expect(drawRouteMap(unplaced, world)).toBeUndefined()
  })
})

describe("a day's map", () => {
  it("numbers the placed stops in the day's order and joins them; the unplaced stop is left off", () => {
    const drawing = drawDayMap(goaRoundTrip.days[0]!, world)!
    expect(drawing.markers.map((m) => [m.label, m.name])).toEqual([
      ["1", "Fort"],
      ["2", "Beach"]
    ])
    expect(drawing.lines).toHaveLength(1)
    // A few kilometres across: our 1:50m coastline would be off by as much, so no land is drawn.
    expect(drawing.land).toBe("")
  })

  it("is not drawn for a rest day", () => {
    expect(drawDayMap(goaRoundTrip.days[1]!, world)).toBeUndefined()
  })
})

describe("the SVG for the PDF", () => {
  it("is self-contained, labelled for screen readers and escapes names", () => {
    const drawing = drawRouteMap(goaRoundTrip, world)!
    const svg = mapSvg({ ...drawing, markers: [{ ...drawing.markers[0]!, note: "<Days & nights>" }] }, `Route of "Goa"`)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 \d+" role="img" aria-label="Route of &quot;Goa&quot;"/)
    expect(svg.match(/class="route-leg"/g)).toHaveLength(3)
    expect(svg).toContain("&lt;Days &amp; nights&gt;")
    expect(svg).not.toMatch(/href|url\(|<image|<script/)
  })
})
