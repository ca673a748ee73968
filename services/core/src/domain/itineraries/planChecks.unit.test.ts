import type { ItineraryContent, ItineraryDay } from "@safarnama/events/contract/itinerary"
import { describe, expect, it } from "vitest"
import { sampleContent } from "../../../test/itineraryFixtures.ts"
import { checkItinerary, minutesOfDuration, type PlanRule, type TripFacts } from "./planChecks.ts"

const goa: TripFacts = { destinationType: "domestic", duration: 3, budget: "mid-range" }
const rules = (content: ItineraryContent, trip: TripFacts = goa): Array<PlanRule> => [...new Set(checkItinerary(content, trip).map((p) => p.rule))]
const withDays = (days: ReadonlyArray<ItineraryDay>): ItineraryContent => ({ ...sampleContent, dailyItinerary: days })
const day = (n: number) => sampleContent.dailyItinerary[n - 1]!
const withActivityTimes = (times: ReadonlyArray<[string, string]>): ItineraryDay => ({
  ...day(1),
  activities: times.map(([time, duration], i) => ({ ...day(1).activities[0]!, title: `A${i}`, time, details: { ...day(1).activities[0]!.details, duration } }))
})

describe("plan checks", () => {
  it("pass a sound itinerary", () => expect(checkItinerary(sampleContent, goa)).toEqual([]))

  describe("day numbers 1..duration", () => {
    it("catch a missing day, a duplicate, a day past the end and days out of order", () => {
      expect(rules(withDays([day(1), day(2)]))).toContain("day-numbers")
      expect(checkItinerary(withDays([day(1), day(2), { ...day(2) }]), goa).some((p) => p.message === "day 2 appears twice")).toBe(true)
      expect(checkItinerary(withDays([day(1), day(2), { ...day(3), dayNumber: 4 }]), goa).map((p) => p.message)).toContain("day 3 is missing")
      expect(checkItinerary(withDays([day(2), day(1), day(3)]), goa).map((p) => p.message)).toContain("days must be in order (2, 1, 3)")
    })
  })

  describe("activities in time order without overlaps", () => {
    it("catch an activity that starts before the previous one ends", () => {
      const overlapping = withActivityTimes([["09:00", "2 hours"], ["10:30", "1 hour"]])
      const problems = checkItinerary(withDays([overlapping, day(2), day(3)]), goa)
      expect(problems).toContainEqual({ rule: "time-order", day: 1, message: "day 1: 'A1' at 10:30 starts before 'A0' ends" })
    })
    it("catch activities out of time order and one running past midnight", () => {
      expect(rules(withDays([withActivityTimes([["14:00", "1 hour"], ["09:00", "1 hour"]]), day(2), day(3)]))).toEqual(["time-order"])
      expect(rules(withDays([withActivityTimes([["23:00", "2 hours"]]), day(2), day(3)]))).toEqual(["time-order"])
    })
    it("catch an unreadable time or duration", () => {
      expect(rules(withDays([withActivityTimes([["9 am", "1 hour"]]), day(2), day(3)]))).toEqual(["time-order"])
      expect(rules(withDays([withActivityTimes([["09:00", "a while"]]), day(2), day(3)]))).toEqual(["time-order"])
    })
    it("accept back-to-back activities", () => expect(rules(withDays([withActivityTimes([["09:00", "1.5 hours"], ["10:30", "45 minutes"]]), day(2), day(3)]))).toEqual([]))
    it("read durations in hours and minutes", () => {
      expect([minutesOfDuration("2 hours"), minutesOfDuration("1.5 hours"), minutesOfDuration("45 minutes"), minutesOfDuration("1 hour")]).toEqual([120, 90, 45, 60])
      expect(minutesOfDuration("2h")).toBeUndefined()
    })
  })

  describe("costs are non-negative INR and the total is the sum", () => {
    it("catch a total that is not the sum", () =>
      expect(rules({ ...sampleContent, costBreakdown: { ...sampleContent.costBreakdown, total: 9999 } })).toContain("costs"))
    it("catch negative amounts anywhere", () => {
      expect(rules({ ...sampleContent, costBreakdown: { accommodation: -100, food: 4600, activities: 5100, total: 9600 } })).toContain("costs")
      const negativeActivity = { ...day(1), activities: [{ ...day(1).activities[0]!, details: { ...day(1).activities[0]!.details, cost: -5 } }] }
      expect(rules(withDays([negativeActivity, day(2), day(3)]))).toEqual(["costs"])
      const hotels = { ...sampleContent.hotelRecommendations, options: [{ ...sampleContent.hotelRecommendations.options[0]!, pricePerNight: -1 }] }
      expect(rules({ ...sampleContent, hotelRecommendations: hotels })).toEqual(["costs"])
    })
  })

  describe("every day belongs to a region of the route", () => {
    it("catch a day in a region the route does not have", () =>
      expect(checkItinerary(withDays([day(1), { ...day(2), region: "Mumbai" }, day(3)]), goa).map((p) => p.rule)).toEqual(["route"]))
    it("catch a day in a route region that the route puts elsewhere", () =>
      expect(checkItinerary(withDays([day(1), day(2), { ...day(3), region: "North Goa" }]), goa)[0]?.message).toBe(
        "day 3 is in 'North Goa' but the route puts it in 'South Goa'"
      ))
    it("catch a route that leaves a day out or puts it twice", () => {
      const route = sampleContent.geographicProgression
      const gap = { ...route, regionSequence: [route.regionSequence[0]!, { ...route.regionSequence[1]!, daysSpent: [] }] }
      expect(rules({ ...sampleContent, geographicProgression: gap })).toContain("route")
      const twice = { ...route, regionSequence: [route.regionSequence[0]!, { ...route.regionSequence[1]!, daysSpent: [2, 3] }] }
      expect(rules({ ...sampleContent, geographicProgression: twice })).toContain("route")
    })
  })

  describe("visa data only for international trips", () => {
    const visa = {
      status: "Visa required",
      requirements: { documents: ["Passport"], processingTime: "5 days", fees: 5000, validityPeriod: "30 days" },
      embassyDetails: { location: "New Delhi", contactInfo: "-", workingHours: "9-5" },
      applicationProcess: ["Apply online"],
      additionalNotes: ["Verify with the embassy"]
    }
    it("catch visa information, a time zone or a currency on a domestic trip", () => {
      expect(rules({ ...sampleContent, visaInformation: visa })).toEqual(["international-only"])
      expect(rules({ ...sampleContent, overview: { ...sampleContent.overview, timeZone: "IST" } })).toEqual(["international-only"])
    })
    it("need visa information and the time zone on an international trip", () => {
      const abroad: TripFacts = { destinationType: "international", duration: 3, budget: "budget" }
      const pricier = { ...sampleContent, costBreakdown: { accommodation: 12000, food: 6000, activities: 3000, total: 21000 } }
      expect(rules(pricier, abroad)).toEqual(["international-only"])
      expect(rules({ ...pricier, visaInformation: visa }, abroad)).toEqual(["international-only"])
      expect(rules({ ...pricier, visaInformation: visa, overview: { ...pricier.overview, timeZone: "Asia/Bangkok (GMT+7)" } }, abroad)).toEqual([])
    })
  })

  describe("per-day spend inside the budget band (spec section 9)", () => {
    const costing = (total: number): ItineraryContent => ({
      ...sampleContent,
      costBreakdown: { accommodation: total - 1000, food: 500, activities: 500, total }
    })
    it("catch a plan too dear or too cheap for its budget", () => {
      expect(rules(costing(3 * 5001))).toEqual(["budget-band"])
      expect(rules(costing(3 * 2499))).toEqual(["budget-band"])
      expect(rules(costing(3 * 2500))).toEqual([])
      expect(rules(costing(3 * 5000))).toEqual([])
    })
    it("use the band of the trip type; luxury has no ceiling", () => {
      expect(rules(costing(3 * 900), { ...goa, budget: "budget" })).toEqual(["budget-band"])
      expect(rules(costing(3 * 1000), { ...goa, budget: "budget" })).toEqual([])
      expect(rules(costing(3 * 100_000), { ...goa, budget: "luxury" })).toEqual([])
      expect(rules(costing(3 * 4999), { ...goa, budget: "luxury" })).toEqual(["budget-band"])
    })
  })
})
