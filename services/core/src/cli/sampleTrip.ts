import type { Trip } from "@safarnama/events/itineraries/events"

/**
 * A valid trip request for tools and tests (benchmarks, the load test, fixtures): a mid-range couple
 * from Mumbai, next March. One place, so a rule change in the contract is mended once.
 */
export const sampleTrip = (destination: string, type: "domestic" | "international", duration: number): Trip => ({
  destination,
  origin: "Mumbai",
  destinationType: type,
  duration,
  budget: "mid-range",
  interests: type === "domestic" ? ["culture", "food"] : ["landmarks", "food"],
  travelStyle: "moderate",
  accommodation: "mid-range",
  transportation: "mixed",
  dietaryRestrictions: "none",
  travelDates: `March ${new Date().getUTCFullYear() + 1}`,
  travellingWith: "couple - 2 adults",
  visaStatus: type === "domestic" ? "not-required" : "no"
})

/** Three days in Goa for beaches and food: the request tests and the load test send. */
export const goaTrip = (): Trip => ({ ...sampleTrip("Goa", "domestic", 3), interests: ["beaches", "food"] })
