import { goaTrip } from "../src/cli/sampleTrip.ts"
import type { GenerateItineraryRequest, ItineraryContent } from "@safarnama/events/contract/itinerary"

/** A valid domestic trip request (3 days in Goa, mid-range) for tests. */
export const sampleRequest = { ...goaTrip(), tempId: "tmp-1" } satisfies GenerateItineraryRequest

const day = (dayNumber: number, region: string) => ({
  dayNumber,
  theme: `Day ${dayNumber} in ${region}`,
  region,
  subArea: region,
  activities: [
    {
      type: "sightseeing",
      title: "Fort Aguada",
      time: "09:00",
      details: { location: "Candolim", distanceFromPrevious: "0 km", travelTime: "0 minutes", duration: "2 hours", cost: 100, description: "Old fort." }
    },
    {
      type: "meal",
      title: "Lunch at a shack",
      time: "12:30",
      details: { location: "Calangute", distanceFromPrevious: "4 km", travelTime: "15 minutes", duration: "1 hour", cost: 600, description: "Fish thali." }
    }
  ],
  visitedAttractions: ["Fort Aguada"]
})

/** A schema-valid, check-passing content for `sampleRequest`. */
export const sampleContent: ItineraryContent = {
  overview: {
    description: "Beaches, forts and food.",
    highlights: ["Fort Aguada"],
    climate: { type: "Tropical", seasons: [{ name: "Winter", months: "Nov-Feb", temperature: "20-32°C", description: "Dry and pleasant." }] },
    bestTimeToVisit: "November to February",
    geography: { location: "West coast of India", terrain: "Coast", landmarks: ["Fort Aguada"] },
    languages: ["Konkani", "English"],
    localCuisine: ["Fish curry"],
    culturalNotes: ["Dress modestly in churches."]
  },
  geographicProgression: {
    regionSequence: [
      { regionName: "North Goa", daysSpent: [1, 2], distanceFromPrevious: "0 km (starting point)", reasonForSequencing: "Closest to the airport." },
      { regionName: "South Goa", daysSpent: [3], distanceFromPrevious: "45 km", reasonForSequencing: "Quieter beaches to finish." }
    ],
    optimizationStrategy: "North to south.",
    accommodationStrategy: "Two bases.",
    transportationDetails: {
      publicTransport: { availableTypes: ["Bus"], operatingHours: "06:00-21:00" },
      privateTransport: [{ availableType: "Scooter", rentalCost: 400, fuelCost: 200 }],
      airportTransfer: { public: { available: true, approximateCost: 300 }, private: { available: true, approximateCost: 1500 }, distance: "40 km" }
    }
  },
  hotelRecommendations: {
    options: [{ name: "Sea Breeze", pricePerNight: 3000, rating: 4.2, userRatingsTotal: 812, region: "North Goa", propertyType: "Hotel", address: "Candolim" }],
    bookingTip: "Book early in December."
  },
  dailyItinerary: [day(1, "North Goa"), day(2, "North Goa"), day(3, "South Goa")],
  costBreakdown: { accommodation: 4500, food: 3000, activities: 2100, total: 9600 },
  foodRecommendations: [{ name: "Ritz Classic", priceRange: "₹400-800", nearRegion: "Panaji", specialty: "Fish thali", type: "Restaurant" }],
  shoppingInfo: { souvenirs: ["Cashews"], markets: ["Anjuna Flea Market"] },
  travelTips: [{ category: "Safety", tip: "Swim only where lifeguards are." }]
}
