import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk, VERIFY_WITH_EMBASSY } from "./helpers.ts"

export const maldives: DestinationGuide = {
  name: "Maldives",
  type: "international",
  aliases: ["The Maldives", "Maldive Islands", "Male", "Malé", "Hulhumale", "Hulhumalé", "Maafushi", "Ari Atoll", "South Ari Atoll", "Dhigurah", "Baa Atoll", "Hanifaru", "Dharavandhoo", "North Male Atoll", "South Male Atoll"],
  country: "Maldives",
  arrivalHub: { name: "Velana International Airport (MLE), Hulhulé", city: "Malé" },
  timeZone: "Maldives Time (MVT, UTC+5). The Maldives is 30 minutes behind India (IST). Many resorts keep their own 'island time', 1 hour ahead.",
  currency: { name: "Maldivian rufiyaa (US dollars widely accepted at resorts)", code: "MVR", exchangeRate: 5.5 },
  overview: {
    description:
      "The Maldives is a nation of 1,192 coral islands in 26 atolls across the Indian Ocean: overwater villas, powder-white sandbanks and some of the world's best reefs for manta rays, whale sharks and turtles. Since 2009 local-island guesthouses have also made it possible on a modest budget, just a 2-hour flight from south India.",
    highlights: ["Overwater villas and private islands", "Snorkelling with mantas, turtles and whale sharks", "Turquoise lagoons and sandbanks"],
    climate: {
      type: "Tropical monsoon",
      seasons: [
        { name: "Dry season (north-east monsoon, Iruvai)", months: "December-April", temperature: "26-31°C", description: "Sunny, calm and the best visibility; peak season with the highest prices." },
        { name: "Wet season (south-west monsoon, Hulhangu)", months: "May-November", temperature: "25-30°C", description: "Short showers and occasional storms, lower prices and the manta season at Hanifaru Bay (June-November)." }
      ]
    },
    bestTimeToVisit: "December to April for sunshine; May to November for value and manta rays in Baa Atoll.",
    geography: {
      location: "Indian Ocean, about 600 km south-west of India and Sri Lanka, straddling the Equator",
      terrain: "Low-lying coral islands averaging 1.5 m above sea level, grouped in ring-shaped atolls with lagoons, channels and reefs",
      landmarks: ["Malé Friday Mosque", "Hanifaru Bay", "Maafushi Bikini Beach", "Dhigurah long beach", "Ithaa Undersea Restaurant"]
    },
    languages: ["Dhivehi", "English widely spoken"],
    localCuisine: ["Garudhiya (tuna broth)", "Mas huni (tuna, coconut and onion with roshi)", "Fihunu mas (grilled fish)", "Hedhikaa short eats (bajiya, gulha)", "Masroshi", "Bis keemiya", "Kulhi boakibaa (fish cake)", "Fresh coconut"],
    culturalNotes: [
      "The Maldives is a Muslim country: alcohol is available only at resorts and liveaboards, not on local islands or in Malé.",
      "On local islands cover shoulders and knees; bikinis are allowed only on designated 'bikini beaches'.",
      "Importing alcohol, pork products, idols of worship and pornography is prohibited.",
      "Fridays are the weekend day, with shops closing for prayers; during Ramadan eat discreetly in public.",
      "Do not touch or stand on coral and do not chase marine life; many sites are protected areas."
    ]
  },
  optimizationStrategy:
    "Start in Malé and Hulhumalé near the airport, take the speedboat to the local island of Maafushi in South Malé Atoll, continue to South Ari Atoll for whale sharks, and finish in Baa Atoll's biosphere reserve before flying back to Malé by seaplane or domestic flight.",
  accommodationStrategy:
    "Combine a guesthouse on a local island (budget and culture) with a resort island (all-inclusive and bars); one transfer per region saves money because speedboats and seaplanes are costly.",
  bookingTip: "Seaplane transfers cost ₹40,000-70,000 per person return; choose resorts reachable by speedboat or domestic flight to save, and compare all-inclusive plans.",
  regions: [
    {
      name: "Malé",
      subAreas: ["Malé City", "Hulhumalé"],
      distanceFromPreviousKm: 3,
      travelFromPrevious: "Sinamalé Bridge by taxi 15 min, or ferry 10 min",
      reasonForSequencing: "The capital and airport island for an arrival day of culture and sunset on the beach.",
      dayShare: 0.1,
      idealDays: 1,
      attractions: [
        at("Malé City", "Islamic Centre and Grand Friday Mosque", "culture", "Medhuziyaaraiy Magu, Malé", 45, 0, "morning", ["landmarks", "culture"], "Golden-domed mosque; visitors welcome outside prayer times when modestly dressed."),
        at("Malé City", "Old Friday Mosque (Hukuru Miskiy)", "culture", "Medhuziyaaraiy Magu, Malé", 30, 0, "morning", ["culture", "landmarks"], "1658 coral-stone mosque with intricate carvings; view from outside or with permission."),
        at("Malé City", "Malé Fish Market and Local Market", "shopping", "Boduthakurufaanu Magu, Malé", 60, 0, "afternoon", ["culture", "shopping", "food"], "Tuna landed from dhonis and a produce market of chillies, betel and smoked fish."),
        at("Malé City", "National Museum and Sultan Park", "culture", "Chandhanee Magu, Malé", 90, 550, "afternoon", ["culture"], "Royal artefacts, coral-stone carvings and the Maldives' history."),
        at("Malé City", "Artificial Beach", "beach", "Boduthakurufaanu Magu, Malé", 60, 0, "evening", ["beaches"], "The capital's swimming spot and evening hangout."),
        at("Hulhumalé", "Hulhumalé Beach", "beach", "Hulhumalé Central Park area", 120, 0, "afternoon", ["beaches"], "Long public beach with cafés, 15 minutes from the airport."),
        at("Hulhumalé", "Sunset at Hulhumalé waterfront", "sightseeing", "Hulhumalé Phase 1", 60, 0, "evening", ["nature"], "Watch planes and seaplanes land while the sun sets.")
      ],
      hotels: [
        ht("budget", "Hulhumalé beachside guesthouse", 5000, 4.2, 1000, "Guesthouse", "Nirolhu Magu, Hulhumalé"),
        ht("mid-range", "Hotel Jen Malé", 15000, 4.3, 2500, "City hotel", "Ameer Ahmed Magu, Malé"),
        ht("luxury", "Hard Rock Hotel Maldives", 35000, 4.5, 1500, "Island resort", "Crossroads, Emboodhoo Lagoon, South Malé Atoll")
      ],
      foodPlaces: [
        fd("Seagull Café House", "₹₹", "Café", "Ice cream, seafood and sandwiches in a garden", ["veg", "halal"]),
        fd("Hotaa short-eats cafés", "₹", "Local café", "Hedhikaa such as gulha and bajiya with black tea", ["halal"]),
        fd("South Indian eateries in Malé", "₹", "Indian restaurant", "Meals, dosa and biryani", ["veg", "halal"])
      ],
      markets: [
        mk("Malé Local Market", "Boduthakurufaanu Magu, Malé", "Dried fish, coconut products, local snacks"),
        mk("Majeedhee Magu shops", "Malé", "Souvenirs, lacquer boxes, beachwear")
      ]
    },
    {
      name: "Maafushi",
      subAreas: ["Maafushi Island", "South Malé Atoll reefs"],
      distanceFromPreviousKm: 27,
      travelFromPrevious: "Public speedboat 30-45 min from Malé",
      reasonForSequencing: "The best-known local island, a short speedboat ride from Malé, for affordable excursions.",
      dayShare: 0.25,
      idealDays: 3,
      attractions: [
        at("Maafushi Island", "Maafushi Bikini Beach", "beach", "Maafushi, Kaafu Atoll", 180, 0, "afternoon", ["beaches"], "Designated beach where swimwear is allowed on this local island."),
        at("Maafushi Island", "Maafushi village walk", "culture", "Maafushi, Kaafu Atoll", 60, 0, "evening", ["culture"], "See island life, the mosque, football ground and small shops."),
        at("South Malé Atoll reefs", "Snorkelling trip to turtle and reef sites", "adventure", "Reefs around Maafushi", 180, 3400, "morning", ["beaches", "nature"], "Half-day boat trip to snorkel with turtles, reef sharks and rays."),
        at("South Malé Atoll reefs", "Sandbank picnic", "beach", "Sandbanks near Maafushi", 180, 2600, "afternoon", ["beaches", "nature"], "Boat to a tiny sandbank in the middle of the lagoon."),
        at("South Malé Atoll reefs", "Sunset dolphin cruise", "nature", "Maafushi harbour", 90, 2100, "evening", ["nature"], "Spinner dolphins playing in the channel at sunset."),
        at("South Malé Atoll reefs", "Resort day pass", "relaxation", "Resorts near Maafushi", 480, 10000, "morning", ["beaches", "nightlife"], "Spend a day at a nearby resort with lunch, drinks and beach access."),
        at("South Malé Atoll reefs", "Discover scuba diving", "adventure", "Maafushi dive centres", 180, 8500, "morning", ["nature", "attractions"], "Try-dive with an instructor at a shallow reef."),
        at("South Malé Atoll reefs", "Night fishing trip", "adventure", "Maafushi harbour", 150, 2100, "evening", ["food", "attractions"], "Traditional hand-line fishing; the catch is grilled for dinner.")
      ],
      hotels: [
        ht("budget", "Kaani Beach Hotel", 8000, 4.3, 1500, "Beach hotel", "Maafushi, Kaafu Atoll"),
        ht("budget", "Beachfront guesthouse in Maafushi", 6000, 4.3, 700, "Guesthouse", "Maafushi, Kaafu Atoll"),
        ht("luxury", "Anantara Dhigu Maldives Resort", 55000, 4.7, 2000, "Island resort", "Dhigufinolhu, South Malé Atoll"),
        ht("mid-range", "Holiday Inn Resort Kandooma Maldives", 25000, 4.5, 2500, "Island resort", "Kandooma Fushi, South Malé Atoll")
      ],
      foodPlaces: [fd("Maafushi guesthouse beachfront restaurants", "₹₹", "Restaurant", "Grilled reef fish, Maldivian curries and pasta", ["veg", "halal"])],
      markets: [mk("Maafushi souvenir shops", "Maafushi", "Sarongs, T-shirts, wooden dhoni models")]
    },
    {
      name: "South Ari Atoll",
      subAreas: ["Dhigurah", "Dhangethi", "Rangali"],
      distanceFromPreviousKm: 85,
      travelFromPrevious: "Speedboat 1 h 30 min to 2 h",
      reasonForSequencing: "West to the whale-shark area of Ari Atoll, which has both local islands and famous resorts.",
      dayShare: 0.3,
      idealDays: 4,
      attractions: [
        at("Dhigurah", "Whale shark snorkelling excursion", "adventure", "South Ari Marine Protected Area", 240, 6000, "morning", ["nature", "attractions"], "Look for whale sharks along the outer reef — one of the few places they are seen all year."),
        at("Dhigurah", "Dhigurah long beach", "beach", "Dhigurah, Alifu Dhaalu Atoll", 180, 0, "afternoon", ["beaches"], "A 3 km beach and sandbar tail on a local island."),
        at("Dhigurah", "Manta point snorkelling", "adventure", "South Ari cleaning stations", 180, 4200, "morning", ["nature"], "Reef manta rays being cleaned by small fish."),
        at("Dhigurah", "Sandbank and turtle snorkelling trip", "beach", "Around Dhigurah", 180, 2500, "afternoon", ["beaches", "nature"], "Half-day trip to a sandbank and turtle reef."),
        at("Dhangethi", "Dhangethi village and mosque", "culture", "Dhangethi, Alifu Dhaalu Atoll", 60, 0, "evening", ["culture"], "Quiet local island with shady streets and a harbour."),
        at("Rangali", "Scuba diving at Kudarah Thila", "adventure", "South Ari Atoll", 180, 8500, "morning", ["nature", "attractions"], "World-class pinnacle dive with overhangs and soft corals (certified divers)."),
        at("Rangali", "Lunch at Ithaa Undersea Restaurant", "food", "Conrad Maldives Rangali Island", 120, 30000, "afternoon", ["food", "landmarks"], "Dine 5 m below the surface in an all-glass restaurant; book weeks ahead."),
        at("Rangali", "Sunset fishing and dhoni cruise", "nature", "South Ari Atoll", 150, 2500, "evening", ["nature", "food"], "Traditional dhoni cruise with line fishing at sunset.")
      ],
      hotels: [
        ht("budget", "Dhigurah beach guesthouse", 6000, 4.5, 800, "Guesthouse", "Dhigurah, Alifu Dhaalu Atoll"),
        ht("mid-range", "Sun Island Resort & Spa", 22000, 4.2, 2000, "Island resort", "Nalaguraidhoo, South Ari Atoll"),
        ht("luxury", "LUX* South Ari Atoll", 50000, 4.6, 2500, "Island resort", "Dhidhoofinolhu, South Ari Atoll"),
        ht("luxury", "Conrad Maldives Rangali Island", 90000, 4.7, 3000, "Island resort", "Rangali Island, South Ari Atoll")
      ],
      foodPlaces: [
        fd("Dhigurah local cafés", "₹", "Local café", "Mas huni breakfast, fish curry and roshi", ["halal"]),
        fd("Ithaa Undersea Restaurant", "₹₹₹₹", "Fine dining", "Set menus under the sea at Conrad Rangali", ["veg"])
      ],
      markets: []
    },
    {
      name: "Baa Atoll",
      subAreas: ["Dharavandhoo", "Hanifaru Bay", "Baa Resorts"],
      distanceFromPreviousKm: 170,
      travelFromPrevious: "Seaplane 45 min, or speedboat to Malé and domestic flight to Dharavandhoo",
      reasonForSequencing: "The UNESCO biosphere reserve in the north ends the trip with mantas and luxury, a short flight from Malé.",
      dayShare: 0.35,
      idealDays: 4,
      attractions: [
        at("Hanifaru Bay", "Hanifaru Bay manta snorkelling", "adventure", "Hanifaru Bay, Baa Atoll", 180, 9000, "morning", ["nature", "attractions"], "Up to 200 manta rays feeding in a small bay (June-November, with a licensed guide and entry fee)."),
        at("Dharavandhoo", "Dharavandhoo beach", "beach", "Dharavandhoo, Baa Atoll", 180, 0, "afternoon", ["beaches"], "Bikini beach on a local island next to the biosphere reserve."),
        at("Dharavandhoo", "House-reef snorkelling", "beach", "Dharavandhoo house reef", 120, 500, "morning", ["nature", "beaches"], "Snorkel straight from the beach (gear rental)."),
        at("Dharavandhoo", "Bioluminescent beach night walk", "nature", "Dharavandhoo shore", 60, 0, "evening", ["nature", "beaches"], "On moonless nights plankton can make the waves glow blue."),
        at("Dharavandhoo", "Eydhafushi island visit", "culture", "Eydhafushi, Baa Atoll", 120, 1500, "afternoon", ["culture", "shopping"], "The atoll capital, known for feyli weaving (traditional sarongs)."),
        at("Baa Resorts", "Turtle snorkelling and sandbank trip", "beach", "Baa Atoll reefs", 180, 3000, "morning", ["beaches", "nature"], "Hawksbill and green turtles and a sandbank swim."),
        at("Baa Resorts", "Overwater spa treatment", "relaxation", "Baa Atoll resorts", 90, 12000, "afternoon", ["attractions"], "Massage above the lagoon with glass floors onto the reef."),
        at("Baa Resorts", "Resort bar sunset and beach cinema", "nightlife", "Baa Atoll resorts", 150, 4000, "evening", ["nightlife"], "Cocktails at sunset and movies under the stars on resort islands.")
      ],
      hotels: [
        ht("budget", "Dharavandhoo guesthouse", 6000, 4.4, 500, "Guesthouse", "Dharavandhoo, Baa Atoll"),
        ht("mid-range", "Reethi Beach Resort", 25000, 4.4, 2000, "Island resort", "Fonimagoodhoo, Baa Atoll"),
        ht("luxury", "Four Seasons Resort Maldives at Landaa Giraavaru", 120000, 4.8, 1500, "Island resort", "Landaa Giraavaru, Baa Atoll"),
        ht("luxury", "Soneva Fushi", 200000, 4.8, 900, "Barefoot luxury resort", "Kunfunadhoo, Baa Atoll")
      ],
      foodPlaces: [
        fd("Dharavandhoo guesthouse restaurants", "₹₹", "Restaurant", "Fish curry, grilled reef fish and fried rice", ["veg", "halal"]),
        fd("Fresh in the Garden, Soneva Fushi", "₹₹₹₹", "Fine dining", "Garden-to-table tasting menus in the treetops", ["veg", "vegan"])
      ],
      markets: [mk("Eydhafushi shops", "Eydhafushi, Baa Atoll", "Feyli woven sarongs and local crafts")]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["MTCC public ferries between islands", "Public and shared speedboats", "Domestic flights (Maldivian, Manta Air)", "Seaplanes (TMA) to resorts", "Taxis and buses in Malé and Hulhumalé"],
      operatingHours: "Ferries run on fixed schedules (none on Fridays on many routes); speedboats and seaplanes fly only in daylight, roughly 6 am-4 pm for seaplanes."
    },
    privateTransport: [
      { availableType: "Shared speedboat transfer", rentalCost: "₹2,500-8,000 per person one way (USD 30-100)", fuelCost: "Included" },
      { availableType: "Seaplane transfer", rentalCost: "₹40,000-70,000 per person return (USD 500-850)", fuelCost: "Included" },
      { availableType: "Private speedboat charter", rentalCost: "₹25,000-60,000 per trip", fuelCost: "Included" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹90 (MVR 15) by ferry or bus from the airport to Malé; public speedboat to Maafushi ₹2,000 (USD 25)" },
      private: { available: true, approximateCost: "₹400-600 by taxi across the bridge to Malé; resort transfers ₹10,000-70,000" },
      distance: "3 km from Velana airport to Malé; resorts 10-150 km by speedboat or seaplane"
    }
  },
  dailyCostsInr: {
    food: { budget: 2500, "mid-range": 5000, luxury: 15000 },
    localTransport: { budget: 1000, "mid-range": 3000, luxury: 8000 }
  },
  souvenirs: [
    { item: "Lacquer-ware boxes (laajehun)", typicalPrice: "₹800-5,000", whereToBuy: "Majeedhee Magu, Malé" },
    { item: "Feyli woven sarong", typicalPrice: "₹1,500-6,000", whereToBuy: "Eydhafushi, Baa Atoll" },
    { item: "Miniature dhoni boats", typicalPrice: "₹1,000-8,000", whereToBuy: "Malé and resort shops" },
    { item: "Maldivian tuna and coconut snacks (rihaakuru, dried fish)", typicalPrice: "₹300-1,000", whereToBuy: "Malé Local Market" }
  ],
  travelTips: [
    { category: "Money", tip: "US dollars are accepted everywhere; carry some rufiyaa for local islands. Resort prices add 10% service charge, tourism GST (about 17%) and a nightly green tax." },
    { category: "Budget", tip: "Local islands such as Maafushi, Dhigurah and Dharavandhoo cut costs by 70%; combine them with a single resort day pass." },
    { category: "Transport", tip: "Book speedboat and seaplane transfers before arrival; seaplanes do not fly after dark, so late arrivals overnight near Malé." },
    { category: "Law", tip: "Do not bring alcohol or pork into the country — it is confiscated at customs." },
    { category: "Health", tip: "Use reef-safe sunscreen and a rash guard; the equatorial sun burns quickly, even on cloudy days." },
    { category: "Etiquette", tip: "Dress modestly on local islands and in Malé; swimwear only on bikini beaches and at resorts." }
  ],
  visa: {
    status: "Visa-free entry: free 30-day tourist visa on arrival for Indian passport holders",
    requirements: {
      documents: [
        "Passport valid for at least 1 month beyond departure (6 months recommended by airlines)",
        "Confirmed return or onward ticket",
        "Confirmed hotel, resort or guesthouse booking",
        "Sufficient funds for the stay",
        "IMUGA online traveller declaration, completed within 96 hours before arrival"
      ],
      processingTime: "Granted on arrival at immigration",
      fees: "None (free visa on arrival)",
      validityPeriod: "30 days, extendable up to 60 days more with the Maldives Immigration Department"
    },
    embassyDetails: {
      location: "High Commission of the Republic of Maldives, B-2 Anand Niketan, New Delhi 110021",
      contactInfo: "Maldives Immigration website immigration.gov.mv; IMUGA declaration at imuga.immigration.gov.mv",
      workingHours: "Monday-Friday, about 9:00-17:00; closed on Maldivian and Indian public holidays"
    },
    applicationProcess: [
      "No visa application is needed before travel",
      "Fill in the IMUGA traveller declaration online within 96 hours of your flight",
      "Show passport, onward ticket and accommodation booking at Velana airport immigration"
    ],
    additionalNotes: [
      "Immigration may ask for proof of accommodation for every night of the stay.",
      "Departure tax and green tax are included in tickets or charged by the hotel (the green tax is a few US dollars per person per night, higher at resorts than at guesthouses).",
      VERIFY_WITH_EMBASSY
    ]
  }
}
