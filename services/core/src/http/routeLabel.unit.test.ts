import { describe, expect, it } from "vitest"
import { routeLabel, routeLabeller } from "./routeLabel.ts"

describe("the route label of the HTTP metrics", () => {
  it("names a request by the API path it matched, never by its ids", () => {
    expect(routeLabel("/api/health")).toBe("/api/health")
    expect(routeLabel("/api/itinerary/generate")).toBe("/api/itinerary/generate")
    expect(routeLabel("/api/itinerary/3f1c2a9e-0000-4000-8000-000000000000")).toBe("/api/itinerary/:id")
    expect(routeLabel("/metrics")).toBe("/metrics")
  })

  it("puts unknown API paths in one label and the web app's pages and files in another", () => {
    expect(routeLabel("/api/no/such/route")).toBe("/api/*")
    expect(routeLabel("/itinerary/abc")).toBe("web")
    expect(routeLabel("/assets/index-abc123.js")).toBe("web")
  })

  it("prefers a fixed path over a parameter in the same place, and ignores a trailing slash", () => {
    const label = routeLabeller(["/a/fixed", "/a/:id"])
    expect(label("/a/fixed/")).toBe("/a/fixed")
    expect(label("/a/other")).toBe("/a/:id")
  })
})
