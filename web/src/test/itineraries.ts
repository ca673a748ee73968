import type { Itinerary, ItineraryContent, TripRequest } from "../itinerary/types";

// Itineraries as the API sends them, for tests. Ids are UUIDs as the contract says.

export const SERVER_ID = "6f1c2a4e-8b7d-4c3a-9e21-5d4f3b2a1c0e";
export const OTHER_ID = "0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d";

export function makeItinerary(overrides: Partial<Record<keyof Itinerary, unknown>> = {}): Itinerary {
  return {
    id: SERVER_ID,
    status: "ready",
    destination: "Goa",
    destinationType: "domestic",
    duration: 3,
    travelDates: "December 2026",
    budget: "mid-range",
    travelStyle: "moderate",
    accommodation: "mid-range",
    transportation: "mixed",
    dietaryRestrictions: "none",
    travellingWith: "couple - 2 adults",
    interests: ["beaches", "food"],
    origin: "Pune",
    createdAt: "2026-03-10T09:30:00.000Z",
    shareUrl: "s3cr3tShareTokenAbcdefgh",
    ...overrides
  } as Itinerary;
}

export function makeRequest(overrides: Partial<TripRequest> = {}): TripRequest {
  return {
    destination: "Goa",
    origin: "Pune",
    destinationType: "domestic",
    duration: 3,
    budget: "mid-range",
    interests: ["beaches"],
    travelStyle: "moderate",
    accommodation: "mid-range",
    transportation: "mixed",
    dietaryRestrictions: "none",
    travelDates: "December 2026",
    travellingWith: "solo - 1 adult",
    visaStatus: "not-required",
    tempId: "temp-1",
    ...overrides
  };
}

/** Content with every section, as the offline writer would produce for a 2-day trip. */
export function makeContent(overrides: Partial<ItineraryContent> = {}): ItineraryContent {
  return {
    overview: {
      description: "Sun, sand and Portuguese heritage on India's west coast.",
      highlights: ["Baga Beach", "Old Goa churches"],
      climate: { type: "Tropical", seasons: [{ name: "Winter", months: "Nov-Feb", temperature: "20-32°C", description: "Dry and pleasant" }] },
      bestTimeToVisit: "November to February",
      geography: { location: "Konkan coast", terrain: "Beaches and hills", landmarks: ["Aguada Fort"] },
      languages: ["Konkani", "English"],
      localCuisine: ["Fish curry rice"],
      culturalNotes: ["Dress modestly in churches"]
    },
    geographicProgression: {
      regionSequence: [
        { regionName: "North Goa", daysSpent: [1], distanceFromPrevious: "0 km (start)", reasonForSequencing: "Arrival" },
        { regionName: "Panaji", daysSpent: [2], distanceFromPrevious: "12.5 km via NH66", reasonForSequencing: "Capital" },
        { regionName: "South Goa", daysSpent: [2], distanceFromPrevious: "30.25 km", reasonForSequencing: "Beaches" }
      ],
      optimizationStrategy: "North to south",
      accommodationStrategy: "Two bases",
      transportationDetails: {
        publicTransport: { availableTypes: ["Bus", "Ferry"], operatingHours: "6 AM - 10 PM" },
        privateTransport: [{ availableType: "Scooter", rentalCost: 400, fuelCost: 150 }],
        airportTransfer: {
          public: { available: true, approximateCost: 100 },
          private: { available: true, approximateCost: 1500 },
          distance: "28 km"
        }
      }
    },
    hotelRecommendations: {
      options: [
        {
          name: "Casa Baga",
          pricePerNight: 4500,
          rating: 4.3,
          userRatingsTotal: 812,
          region: "North Goa",
          propertyType: "Boutique hotel",
          address: "Baga Road, Calangute"
        }
      ],
      bookingTip: "Book early for December."
    },
    dailyItinerary: [
      {
        dayNumber: 1,
        theme: "Beach day",
        region: "North Goa",
        subArea: "Baga",
        activities: [
          {
            type: "sightseeing",
            title: "Walk Baga Beach",
            time: "09:00",
            details: {
              location: "Baga Beach",
              distanceFromPrevious: "2 km",
              travelTime: "10 minutes",
              duration: "2 hours",
              cost: 0,
              description: "Morning walk."
            }
          },
          {
            type: "food",
            title: "Lunch at a shack",
            time: "13:00",
            details: {
              location: "Tito's Lane",
              distanceFromPrevious: "1 km",
              travelTime: "5 minutes",
              duration: "1 hour",
              cost: 600,
              description: "Seafood thali."
            }
          }
        ],
        visitedAttractions: ["Baga Beach"]
      },
      {
        dayNumber: 2,
        theme: "Heritage",
        region: "Panaji",
        subArea: "Fontainhas",
        activities: [],
        visitedAttractions: []
      }
    ],
    costBreakdown: { accommodation: 9000, food: 3000, activities: 1500, total: 13500 },
    foodRecommendations: [{ name: "Ritz Classic", priceRange: "₹₹", nearRegion: "Panaji", specialty: "Fish thali", type: "Goan" }],
    shoppingInfo: { souvenirs: ["Cashew feni"], markets: ["Anjuna Flea Market"] },
    travelTips: [{ category: "Safety", tip: "Swim only between the flags." }],
    ...overrides
  };
}
