import type { Interest, TripType } from "@safarnama/events/contract/options"
import type { Attraction, AttractionType, DestinationGuide, Hotel, HotelTier, Region, TimeOfDay } from "./DestinationGuide.ts"

/**
 * A plainer guide for a place we have no bundled data for: honest, generic suggestions (what to look
 * for, not invented venues), priced by trip type, so the offline writer can still plan any trip.
 */

interface Idea {
  readonly title: (place: string) => string
  readonly type: AttractionType
  readonly minutes: number
  readonly cost: { readonly domestic: number; readonly international: number }
  readonly time: TimeOfDay
  readonly interests: ReadonlyArray<Interest>
  readonly description: string
}

const idea = (
  title: (place: string) => string,
  type: AttractionType,
  minutes: number,
  domestic: number,
  international: number,
  time: TimeOfDay,
  interests: ReadonlyArray<Interest>,
  description: string
): Idea => ({ title, type, minutes, cost: { domestic, international }, time, interests, description })

const centreIdeas: ReadonlyArray<Idea> = [
  idea((p) => `Old quarter heritage walk in ${p}`, "culture", 150, 300, 1500, "morning", ["culture", "landmarks"], "Walk the historic centre with a licensed local guide; ask your hotel or the tourist office for a recommended one."),
  idea((p) => `Main museum of ${p}`, "culture", 120, 100, 1200, "afternoon", ["culture", "attractions"], "The city or regional museum is the quickest way into local history and crafts; check the weekly closing day."),
  idea((p) => `Best-known temple or place of worship in ${p}`, "temple", 60, 0, 0, "morning", ["temples", "culture", "landmarks"], "Visit early, dress modestly and follow local customs for shoes and head covering."),
  idea((p) => `Street-food tasting in ${p}`, "food", 120, 500, 2500, "evening", ["food"], "Busy stalls with a quick turnover are the safest; ask locals for the dish the town is known for."),
  idea((p) => `Central market and bazaar of ${p}`, "shopping", 120, 0, 0, "afternoon", ["shopping"], "Local crafts, spices and textiles; compare prices at a few stalls and bargain politely where it is customary."),
  idea((p) => `Sunset viewpoint over ${p}`, "sightseeing", 60, 0, 0, "evening", ["nature", "landmarks", "attractions"], "Ask at your hotel for the favourite local viewpoint or waterfront promenade for sunset."),
  idea((p) => `City landmarks tour of ${p}`, "sightseeing", 180, 800, 3500, "morning", ["landmarks", "attractions", "culture"], "A half-day hop-on tour or hired guide covers the signature sights efficiently."),
  idea((p) => `Evening out in ${p}`, "nightlife", 150, 800, 4000, "evening", ["nightlife", "food"], "The liveliest streets for music, cafés and bars; keep to well-lit, busy areas at night."),
  idea((p) => `Traditional wellness session in ${p}`, "wellness", 90, 1500, 4000, "afternoon", ["ayurveda"], "Choose a certified centre; in India look for government-approved Ayurveda centres.")
]

const outskirtsIdeas: ReadonlyArray<Idea> = [
  idea((p) => `Nature day trip near ${p}`, "nature", 240, 500, 3000, "morning", ["nature", "adventure"], "A park, lake, hills or forest within an hour or two; go with a registered operator or guide."),
  idea((p) => `Adventure activity near ${p}`, "adventure", 180, 1500, 6000, "morning", ["adventure", "attractions"], "Trekking, rafting, cycling or a similar guided activity, depending on season and terrain."),
  idea((p) => `Nearest beach or waterfront to ${p}`, "beach", 180, 0, 0, "afternoon", ["beaches", "nature"], "Swim only where lifeguards are on duty and flags allow it."),
  idea((p) => `Village or craft visit near ${p}`, "culture", 180, 500, 2500, "afternoon", ["culture", "shopping"], "Meet artisans or farmers through a community tourism group; buy directly from makers."),
  idea((p) => `Scenic drive around ${p}`, "sightseeing", 180, 0, 0, "morning", ["nature", "landmarks"], "Hire a local driver for a loop of viewpoints and small towns nearby.")
]

const attractionsOf = (place: string, subArea: string, ideas: ReadonlyArray<Idea>, tripType: TripType): ReadonlyArray<Attraction> =>
  ideas.map((i) => ({
    title: i.title(place),
    type: i.type,
    subArea,
    location: `${subArea}, ${place}`,
    durationMinutes: i.minutes,
    costInr: i.cost[tripType],
    bestTimeOfDay: i.time,
    description: i.description,
    interests: i.interests
  }))

const hotelPrices: Record<TripType, Record<HotelTier, number>> = {
  domestic: { budget: 1500, "mid-range": 4000, luxury: 12_000 },
  international: { budget: 6000, "mid-range": 14_000, luxury: 35_000 }
}

const tierWords: Record<HotelTier, string> = { budget: "budget guesthouse or hostel", "mid-range": "comfortable mid-range hotel", luxury: "luxury hotel or resort" }

const hotelsOf = (place: string, area: string, tripType: TripType): ReadonlyArray<Hotel> =>
  (["budget", "mid-range", "luxury"] as const).map((tier) => ({
    name: `A well-reviewed ${tierWords[tier]} in ${area} (choose when booking)`,
    tier,
    pricePerNightInr: hotelPrices[tripType][tier],
    // Not a real hotel, so no rating: 0 is not shown.
    rating: 0,
    userRatingsTotal: 0,
    propertyType: tier === "budget" ? "Guesthouse" : tier === "luxury" ? "Resort" : "Hotel",
    address: `${area}, ${place}`
  }))

export const genericGuide = (destination: string, tripType: TripType): DestinationGuide => {
  const place = destination.split(",")[0]!.trim() || destination.trim()
  const centre: Region = {
    name: place,
    subAreas: ["Old town", "City centre", "Waterfront"],
    distanceFromPreviousKm: 20,
    travelFromPrevious: "Taxi or airport bus from the nearest airport or station, about 30-60 min",
    reasonForSequencing: `Start in ${place} itself: the easiest arrival point and the main sights.`,
    dayShare: 0.65,
    idealDays: 3,
    attractions: attractionsOf(place, "City centre", centreIdeas, tripType),
    hotels: hotelsOf(place, `central ${place}`, tripType),
    foodPlaces: [
      { name: `A popular local restaurant in ${place}`, priceRange: "₹₹", specialty: `The regional dishes ${place} is known for`, type: "Restaurant", vegetarianFriendly: true, vegan: true, halal: true },
      { name: `Street-food stalls of ${place}`, priceRange: "₹", specialty: "Local snacks", type: "Street food", vegetarianFriendly: true },
      { name: `A vegetarian-friendly café in ${place}`, priceRange: "₹₹", specialty: "Light meals and coffee", type: "Cafe", vegetarianFriendly: true, vegan: true }
    ],
    markets: [{ name: `Main market of ${place}`, location: `City centre, ${place}`, knownFor: "Local crafts, food and souvenirs" }]
  }
  const outskirts: Region = {
    name: `Around ${place}`,
    subAreas: ["Countryside", "Nearby towns"],
    distanceFromPreviousKm: 40,
    travelFromPrevious: "Hired car or local bus, about 1 hour",
    reasonForSequencing: `Finish with day trips around ${place}, once the city is seen.`,
    dayShare: 0.35,
    idealDays: 2,
    attractions: attractionsOf(place, "Countryside", outskirtsIdeas, tripType),
    hotels: hotelsOf(place, `the countryside around ${place}`, tripType),
    foodPlaces: [{ name: `A family-run eatery near ${place}`, priceRange: "₹", specialty: "Home-style regional food", type: "Restaurant", vegetarianFriendly: true, halal: true }],
    markets: [{ name: `Weekly village market near ${place}`, location: `Around ${place}`, knownFor: "Produce and handmade goods" }]
  }
  const base = {
    name: place,
    aliases: [],
    country: tripType === "domestic" ? "India" : "",
    arrivalHub: { name: `the nearest airport or railway station to ${place}`, city: place },
    overview: {
      description: `${place} is your chosen ${tripType} destination. We have no bundled local guide for it yet, so this plan suggests the kinds of places to look for rather than named venues.`,
      highlights: [`Historic centre of ${place}`, "Local food and markets", "Day trips into the surrounding countryside"],
      climate: { type: "Varies by season", seasons: [{ name: "All year", months: "January-December", temperature: "Check the forecast", description: "Check the local weather for your travel month before packing." }] },
      bestTimeToVisit: "Check the local season: avoid extreme heat and heavy rains where they apply.",
      geography: { location: destination.trim(), terrain: "Varies", landmarks: [`Centre of ${place}`] },
      languages: tripType === "domestic" ? ["Hindi", "English", "The regional language"] : ["The local language", "English in tourist areas"],
      localCuisine: [`The regional specialities of ${place}`],
      culturalNotes: ["Dress modestly at places of worship.", "Ask before photographing people."]
    },
    optimizationStrategy: `See ${place} first, then base day trips around it, so no day has a long transfer.`,
    accommodationStrategy: `Stay centrally in ${place}; move out of town only for the last days if you want the countryside.`,
    bookingTip: "Compare recent reviews on two booking sites and book refundable rates until your plans are final.",
    regions: [centre, outskirts],
    transport: {
      publicTransport: { availableTypes: ["Buses", "Taxis", "App cabs where available"], operatingHours: "Mostly early morning to late evening" },
      privateTransport: [{ availableType: "Car with driver", rentalCost: tripType === "domestic" ? "₹2,500 per day" : "₹9,000 per day", fuelCost: tripType === "domestic" ? "₹800 per day" : "₹2,500 per day" }],
      airportTransfer: {
        public: { available: true, approximateCost: tripType === "domestic" ? "₹200" : "₹1,000" },
        private: { available: true, approximateCost: tripType === "domestic" ? "₹800" : "₹3,500" },
        distance: "20 km (typical; check your arrival point)"
      }
    },
    dailyCostsInr: {
      food: tripType === "domestic" ? { budget: 500, "mid-range": 1000, luxury: 3000 } : { budget: 2000, "mid-range": 4500, luxury: 10_000 },
      localTransport: tripType === "domestic" ? { budget: 200, "mid-range": 600, luxury: 2500 } : { budget: 1000, "mid-range": 2500, luxury: 8000 }
    },
    souvenirs: [{ item: `Local crafts of ${place}`, typicalPrice: tripType === "domestic" ? "₹200-2,000" : "₹1,000-8,000", whereToBuy: `Main market of ${place}` }],
    travelTips: [
      { category: "Safety", tip: "Keep copies of your ID and bookings, and share your plans with someone at home." },
      { category: "Money", tip: "Carry some cash for small shops and transport; cards and UPI are not accepted everywhere." }
    ]
  }
  if (tripType === "domestic") return { ...base, type: "domestic" }
  return {
    ...base,
    type: "international",
    timeZone: "Local time (check the time difference with IST before you travel)",
    // Unknown offline: an empty code tells the composer to leave the currency out rather than invent one.
    currency: { name: "", code: "", exchangeRate: 1 },
    visa: {
      status: "Check the visa rules for Indian passport holders",
      requirements: {
        documents: ["Passport valid for at least 6 months beyond your stay", "Return ticket", "Hotel bookings", "Proof of funds"],
        processingTime: "Varies: apply at least 4-6 weeks before travel",
        fees: "Varies by country and visa type",
        validityPeriod: "Varies"
      },
      embassyDetails: {
        location: "The country's embassy or consulate in New Delhi, or its visa application centres in Indian cities",
        contactInfo: "See the embassy's official website",
        workingHours: "Usually Monday-Friday, mornings for applications"
      },
      applicationProcess: ["Check whether you need a visa, an e-visa or visa on arrival", "Prepare the documents", "Apply online or at the visa centre", "Track the application and collect your passport"],
      additionalNotes: ["Visa rules, fees and processing times change often: verify the current requirements with the embassy or the official visa portal before you book or travel."]
    }
  }
}
