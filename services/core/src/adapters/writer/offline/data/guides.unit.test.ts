import { describe, expect, it } from "vitest"
import {
  ATTRACTION_TYPES,
  DOMESTIC_INTERESTS,
  type DestinationGuide,
  HOTEL_TIERS,
  INTERNATIONAL_INTERESTS,
  TIMES_OF_DAY
} from "../DestinationGuide.ts"
import { destinationGuides, findGuide } from "./index.ts"

const DOMESTIC = ["Rajasthan", "Kerala", "Himachal Pradesh", "Goa", "Lakshadweep", "Varanasi"]
const INTERNATIONAL = ["Switzerland", "Bali", "Japan", "Maldives", "Dubai", "New Zealand"]

/** SPEC section 9: budget per person per day in INR. */
const BAND = {
  domestic: { budget: [1000, 2500], "mid-range": [2500, 5000], luxury: [5000, Number.POSITIVE_INFINITY] },
  international: { budget: [5000, 10000], "mid-range": [10000, 20000], luxury: [20000, Number.POSITIVE_INFINITY] }
} as const

const isCount = (n: number) => Number.isInteger(n) && n >= 0
const filled = (s: string) => s.trim().length > 0
const allFilled = (xs: ReadonlyArray<string>) => xs.length > 0 && xs.every(filled)

const attractionsOf = (g: DestinationGuide) => g.regions.flatMap((r) => r.attractions)
const hotelsOf = (g: DestinationGuide) => g.regions.flatMap((r) => r.hotels)
const foodOf = (g: DestinationGuide) => g.regions.flatMap((r) => r.foodPlaces)

describe("bundled destination guides", () => {
  it("cover the 12 showcase destinations, 6 domestic and 6 international", () => {
    expect(destinationGuides.filter((g) => g.type === "domestic").map((g) => g.name)).toEqual(DOMESTIC)
    expect(destinationGuides.filter((g) => g.type === "international").map((g) => g.name)).toEqual(INTERNATIONAL)
  })

  describe.each(destinationGuides.map((g) => [g.name, g] as const))("%s", (_name, guide) => {
    const interests: ReadonlyArray<string> = guide.type === "domestic" ? DOMESTIC_INTERESTS : INTERNATIONAL_INTERESTS
    const band = BAND[guide.type]

    it("has a complete overview", () => {
      const o = guide.overview
      expect(filled(o.description)).toBe(true)
      expect(o.highlights.length).toBeGreaterThanOrEqual(3)
      expect(allFilled(o.highlights)).toBe(true)
      expect(filled(o.climate.type)).toBe(true)
      expect(o.climate.seasons.length).toBeGreaterThan(0)
      for (const s of o.climate.seasons) expect([s.name, s.months, s.temperature, s.description].every(filled)).toBe(true)
      expect(filled(o.bestTimeToVisit)).toBe(true)
      expect([o.geography.location, o.geography.terrain].every(filled)).toBe(true)
      expect(allFilled(o.geography.landmarks)).toBe(true)
      expect(allFilled(o.languages)).toBe(true)
      expect(allFilled(o.localCuisine)).toBe(true)
      expect(allFilled(o.culturalNotes)).toBe(true)
      expect([guide.optimizationStrategy, guide.accommodationStrategy, guide.bookingTip, guide.arrivalHub.name, guide.arrivalHub.city].every(filled)).toBe(true)
    })

    it("has regions in travel order with non-negative distances and day shares adding up to 1", () => {
      expect(guide.regions.length).toBeGreaterThan(0)
      const names = guide.regions.map((r) => r.name)
      expect(new Set(names).size).toBe(names.length)
      for (const r of guide.regions) {
        expect(filled(r.name)).toBe(true)
        expect(allFilled(r.subAreas)).toBe(true)
        expect(Number.isFinite(r.distanceFromPreviousKm) && r.distanceFromPreviousKm >= 0).toBe(true)
        expect([r.travelFromPrevious, r.reasonForSequencing].every(filled)).toBe(true)
        expect(r.dayShare).toBeGreaterThan(0)
        expect(Number.isInteger(r.idealDays) && r.idealDays >= 1).toBe(true)
        expect(r.attractions.length).toBeGreaterThanOrEqual(3)
      }
      expect(guide.regions.reduce((sum, r) => sum + r.dayShare, 0)).toBeCloseTo(1, 5)
    })

    it("has enough well-formed attractions for long trips", () => {
      const attractions = attractionsOf(guide)
      expect(attractions.length).toBeGreaterThanOrEqual(25)
      const titles = attractions.map((a) => a.title)
      expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([])
      for (const r of guide.regions)
        for (const a of r.attractions) {
          const where = `${r.name}: ${a.title}`
          expect([a.title, a.location, a.description].every(filled), where).toBe(true)
          expect(r.subAreas, where).toContain(a.subArea)
          expect(ATTRACTION_TYPES, where).toContain(a.type)
          expect(TIMES_OF_DAY, where).toContain(a.bestTimeOfDay)
          expect(Number.isInteger(a.durationMinutes) && a.durationMinutes >= 15 && a.durationMinutes <= 720, where).toBe(true)
          expect(isCount(a.costInr), where).toBe(true)
          expect(a.interests.length, where).toBeGreaterThan(0)
          for (const i of a.interests) expect(interests, where).toContain(i)
        }
    })

    it("serves every interest of its trip type except where the place has none", () => {
      const served = new Set(attractionsOf(guide).flatMap((a) => a.interests))
      // Every guide serves most of its trip type's interests.
      expect(served.size).toBeGreaterThanOrEqual(5)
    })

    it("has cheap sights in every region so a budget day fits the band", () => {
      for (const r of guide.regions) {
        const cheap = r.attractions.filter((a) => a.costInr <= band.budget[1] * 0.1)
        expect(cheap.length, r.name).toBeGreaterThanOrEqual(2)
      }
    })

    it("has at least 3 hotels per tier with integer prices and ratings 0-5", () => {
      const hotels = hotelsOf(guide)
      for (const tier of HOTEL_TIERS) expect(hotels.filter((h) => h.tier === tier).length, tier).toBeGreaterThanOrEqual(3)
      for (const h of hotels) {
        expect([h.name, h.propertyType, h.address].every(filled), h.name).toBe(true)
        expect(HOTEL_TIERS).toContain(h.tier)
        expect(Number.isInteger(h.pricePerNightInr) && h.pricePerNightInr > 0, h.name).toBe(true)
        expect(h.rating >= 0 && h.rating <= 5, h.name).toBe(true)
        expect(isCount(h.userRatingsTotal), h.name).toBe(true)
      }
      const names = hotels.map((h) => h.name)
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
    })

    it("prices hotels and daily costs inside the spec's budget bands", () => {
      const hotels = hotelsOf(guide)
      const costs = guide.dailyCostsInr
      for (const tier of HOTEL_TIERS) {
        expect(isCount(costs.food[tier]) && costs.food[tier] > 0, tier).toBe(true)
        expect(isCount(costs.localTransport[tier]), tier).toBe(true)
      }
      for (const h of hotels.filter((h) => h.tier === "budget")) expect(h.pricePerNightInr, h.name).toBeLessThanOrEqual(band.budget[1])
      for (const h of hotels.filter((h) => h.tier === "mid-range")) {
        expect(h.pricePerNightInr, h.name).toBeGreaterThan(band.budget[0])
        expect(h.pricePerNightInr, h.name).toBeLessThanOrEqual(band["mid-range"][1] * 1.5)
      }
      for (const h of hotels.filter((h) => h.tier === "luxury")) expect(h.pricePerNightInr, h.name).toBeGreaterThanOrEqual(band.luxury[0])
      // Per person on twin sharing, the cheapest stay plus food and local transport leaves room for sights inside the band.
      for (const tier of ["budget", "mid-range"] as const) {
        const cheapest = Math.min(...hotels.filter((h) => h.tier === tier).map((h) => h.pricePerNightInr))
        expect(cheapest / 2 + costs.food[tier] + costs.localTransport[tier], tier).toBeLessThanOrEqual(band[tier][1] * 0.8)
      }
      expect(costs.food.budget).toBeLessThan(costs.food["mid-range"])
      expect(costs.food["mid-range"]).toBeLessThan(costs.food.luxury)
    })

    it("has at least 8 food places, markets, souvenirs, tips and transport", () => {
      const food = foodOf(guide)
      expect(food.length).toBeGreaterThanOrEqual(8)
      for (const f of food) {
        expect([f.name, f.specialty, f.type].every(filled), f.name).toBe(true)
        expect(["₹", "₹₹", "₹₹₹", "₹₹₹₹"]).toContain(f.priceRange)
        if (f.vegan) expect(f.vegetarianFriendly, f.name).toBe(true)
      }
      expect(food.some((f) => f.vegetarianFriendly)).toBe(true)
      const markets = guide.regions.flatMap((r) => r.markets)
      expect(markets.length).toBeGreaterThanOrEqual(2)
      for (const m of markets) expect([m.name, m.location, m.knownFor].every(filled)).toBe(true)
      expect(guide.souvenirs.length).toBeGreaterThanOrEqual(3)
      for (const s of guide.souvenirs) expect([s.item, s.typicalPrice, s.whereToBuy].every(filled)).toBe(true)
      expect(guide.travelTips.length).toBeGreaterThanOrEqual(5)
      for (const t of guide.travelTips) expect([t.category, t.tip].every(filled)).toBe(true)
      const t = guide.transport
      expect(allFilled(t.publicTransport.availableTypes)).toBe(true)
      expect(filled(t.publicTransport.operatingHours)).toBe(true)
      expect(t.privateTransport.length).toBeGreaterThan(0)
      for (const p of t.privateTransport) expect([p.availableType, p.rentalCost, p.fuelCost].every(filled)).toBe(true)
      expect([t.airportTransfer.public.approximateCost, t.airportTransfer.private.approximateCost, t.airportTransfer.distance].every(filled)).toBe(true)
    })

    it("has currency, time zone and visa guidance only when international", () => {
      if (guide.type === "domestic") {
        expect(guide.visa).toBeUndefined()
        expect(guide.currency).toBeUndefined()
        expect(guide.timeZone).toBeUndefined()
        return
      }
      expect(filled(guide.timeZone)).toBe(true)
      expect(filled(guide.currency.name)).toBe(true)
      expect(guide.currency.code).toMatch(/^[A-Z]{3}$/)
      expect(guide.currency.exchangeRate).toBeGreaterThan(0)
      const v = guide.visa
      expect(filled(v.status)).toBe(true)
      expect(allFilled(v.requirements.documents)).toBe(true)
      expect([v.requirements.processingTime, v.requirements.fees, v.requirements.validityPeriod].every(filled)).toBe(true)
      expect([v.embassyDetails.location, v.embassyDetails.contactInfo, v.embassyDetails.workingHours].every(filled)).toBe(true)
      expect(allFilled(v.applicationProcess)).toBe(true)
      expect(allFilled(v.additionalNotes)).toBe(true)
      expect(v.additionalNotes.some((n) => /verify/i.test(n) && /embassy/i.test(n))).toBe(true)
    })
  })
})

describe("findGuide", () => {
  it.each([
    ["Rajasthan", "Rajasthan"],
    ["Jaipur, Rajasthan, India", "Rajasthan"],
    ["udaipur", "Rajasthan"],
    ["Kochi, Kerala", "Kerala"],
    ["Munnar", "Kerala"],
    ["Alleppey", "Kerala"],
    ["Manali, Himachal Pradesh, India", "Himachal Pradesh"],
    ["Shimla", "Himachal Pradesh"],
    ["North Goa", "Goa"],
    ["Panaji, Goa, India", "Goa"],
    ["Agatti Island", "Lakshadweep"],
    ["Banaras", "Varanasi"],
    ["Varanasi, Uttar Pradesh, India", "Varanasi"],
    ["Zürich, Switzerland", "Switzerland"],
    ["Interlaken", "Switzerland"],
    ["Ubud", "Bali"],
    ["Ubud, Gianyar Regency, Bali, Indonesia", "Bali"],
    ["Tokyo", "Japan"],
    ["Kyoto, Japan", "Japan"],
    ["Malé, Maldives", "Maldives"],
    ["Dubai, United Arab Emirates", "Dubai"],
    ["Queenstown, New Zealand", "New Zealand"],
    ["a week in new zealand", "New Zealand"],
    ["  KERALA  ", "Kerala"],
    ["Kochi, Japan", "Japan"],
    ["Abu Dhabi, UAE", "Dubai"],
    ["Male", "Maldives"]
  ])("%s -> %s", (input, expected) => {
    expect(findGuide(input)?.name).toBe(expected)
  })

  it.each(["", "   ", "Paris, France", "New Delhi, India", "India", "Female", "Atlantis", "A male-only group tour of Paris", "HP printer repair"])("%j -> undefined", (input) => {
    expect(findGuide(input)).toBeUndefined()
  })

  it("finds every guide by its own name, aliases and region names, and no alias points at two guides", () => {
    for (const guide of destinationGuides)
      for (const name of [guide.name, ...guide.aliases, ...guide.regions.map((r) => r.name)])
        expect(findGuide(name)?.name, `${name}`).toBe(guide.name)
  })
})
