import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk } from "./helpers.ts"

export const lakshadweep: DestinationGuide = {
  name: "Lakshadweep",
  type: "domestic",
  aliases: ["Lakshadweep Islands", "Laccadives", "Laccadive Islands", "Agatti", "Bangaram", "Kavaratti", "Kadmat", "Minicoy", "Thinnakara", "Kalpeni"],
  country: "India",
  arrivalHub: { name: "Agatti Aerodrome (AGX), flights from Kochi", city: "Agatti" },
  overview: {
    description:
      "Lakshadweep, India's smallest union territory, is a chain of 36 coral islands in the Arabian Sea, 200-440 km off Kerala: turquoise lagoons, white sand, some of India's best snorkelling and diving, and a gentle island culture of fishing, coir and coconut.",
    highlights: ["Crystal-clear coral lagoons", "Scuba diving and snorkelling", "Untouched island life"],
    climate: {
      type: "Tropical maritime",
      seasons: [
        { name: "Dry season", months: "October-May", temperature: "24-33°C", description: "Calm seas and visibility up to 30 m; the best time for water sports. March-May is hot and humid." },
        { name: "South-west monsoon", months: "June-September", temperature: "24-30°C", description: "Rough seas and heavy rain; ship and boat services are reduced and diving centres close." }
      ]
    },
    bestTimeToVisit: "October to mid-May, with the calmest seas from November to March.",
    geography: {
      location: "Arabian Sea, 200-440 km west of the Kerala coast",
      terrain: "Low-lying coral atolls and islands (none higher than a few metres) fringed by reefs and lagoons, covered in coconut palms",
      landmarks: ["Agatti lagoon", "Bangaram atoll", "Kavaratti lagoon", "Minicoy Lighthouse", "Kadmat reef"]
    },
    languages: ["Malayalam", "Jeseri (local dialect)", "Mahl (in Minicoy)", "English", "Hindi (basic)"],
    localCuisine: ["Tuna curry with coconut", "Mas (dried tuna) and mas podi", "Octopus fry", "Kilanji (rice crêpe with coconut and jaggery)", "Coconut-based fish biryani", "Fresh tender coconut", "Kavaratti halwa"],
    culturalNotes: [
      "An entry permit is mandatory for every visitor who is not a resident, including Indian citizens.",
      "The islands are almost entirely Muslim and conservative: dress modestly in villages, and keep swimwear to resort beaches and lagoons.",
      "Alcohol is prohibited on all inhabited islands; it has traditionally been available only at the Bangaram resort.",
      "Collecting coral, shells or sea creatures is illegal; touching or standing on the reef damages it.",
      "Friday prayers are important; many offices and shops close around midday on Fridays."
    ]
  },
  optimizationStrategy:
    "Fly into Agatti, hop by boat to nearby Bangaram and Thinnakara, then take the inter-island boat or ship to the capital Kavaratti and on to Kadmat; Minicoy in the far south is added on long trips by ship or helicopter. Boat and ship timings drive the plan, so keep a buffer day.",
  accommodationStrategy:
    "Stays are limited to SPORTS-run island resorts, a few private resorts and local homestays; book accommodation, the entry permit and inter-island transfers together, ideally as a package.",
  bookingTip: "Book flights from Kochi (small ATR aircraft, 10-15 kg baggage limits) and rooms 1-2 months ahead; permits take about a week.",
  regions: [
    {
      name: "Agatti",
      subAreas: ["Agatti Lagoon", "Agatti Village", "Kalpitti Islet", "Bangaram Island", "Thinnakara", "Parali Islets"],
      distanceFromPreviousKm: 2,
      travelFromPrevious: "Auto-rickshaw or resort transfer, 10 min from the airstrip",
      reasonForSequencing: "The only airstrip is on Agatti, so every trip begins with its lagoon; the uninhabited Bangaram atoll and Thinnakara are 1-1.5 h away by boat, as day trips or for a resort stay.",
      dayShare: 0.45,
      idealDays: 5,
      attractions: [
        at("Agatti Lagoon", "Snorkelling in Agatti lagoon", "adventure", "Agatti lagoon, west side", 120, 1500, "morning", ["adventure", "beaches", "nature"], "Boat out to the reef edge to snorkel over coral gardens with turtles and reef fish (gear and boat included)."),
        at("Agatti Lagoon", "Discover scuba dive", "adventure", "Dive centre, Agatti", 180, 5500, "morning", ["adventure", "nature"], "Beginner try-dive with a PADI instructor in 6-10 m of water."),
        at("Agatti Lagoon", "Glass-bottom boat ride", "nature", "Agatti lagoon", 60, 500, "morning", ["nature", "beaches"], "See corals and fish without getting wet — good for children and non-swimmers."),
        at("Agatti Lagoon", "Kayaking in the lagoon", "adventure", "Agatti Island Beach Resort area", 60, 500, "afternoon", ["adventure", "beaches"], "Paddle over the shallow turquoise lagoon."),
        at("Agatti Lagoon", "Agatti beach sunset", "beach", "Western beach, Agatti", 60, 0, "evening", ["beaches", "nature"], "Sunset over the Arabian Sea from the palm-lined western shore."),
        at("Agatti Village", "Village walk and coir-making demonstration", "culture", "Agatti village", 90, 0, "afternoon", ["culture"], "See coconut husks turned into rope, visit the jetty and meet fishing families."),
        at("Agatti Village", "Tuna fishing trip with local fishermen", "adventure", "Agatti jetty", 240, 3000, "morning", ["adventure", "food", "culture"], "Pole-and-line tuna fishing the traditional island way, with the catch cooked for lunch."),
        at("Kalpitti Islet", "Kalpitti islet picnic", "beach", "Kalpitti, off the southern tip of Agatti", 180, 1000, "afternoon", ["beaches", "nature"], "Boat to an uninhabited sandbar islet for swimming and a picnic."),
        at("Bangaram Island", "Bangaram beach and lagoon", "beach", "Bangaram Island", 180, 0, "afternoon", ["beaches", "nature"], "Teardrop island with powder-white sand and a shallow lagoon on all sides."),
        at("Bangaram Island", "Bangaram reef snorkelling", "adventure", "Bangaram reef", 120, 1500, "morning", ["adventure", "nature"], "Snorkel the reef drop-off with parrotfish, rays and turtles."),
        at("Bangaram Island", "Scuba dive at Bangaram", "adventure", "Bangaram dive sites", 180, 6000, "morning", ["adventure", "nature"], "Guided boat dive to sites such as Manta Point (certified divers) or a try-dive."),
        at("Bangaram Island", "Bioluminescence night walk", "nature", "Bangaram shore", 60, 0, "evening", ["nature", "beaches"], "On dark nights the wet sand and waves glow blue with plankton (seasonal)."),
        at("Thinnakara", "Thinnakara island excursion", "beach", "Thinnakara, next to Bangaram", 240, 1000, "morning", ["beaches", "nature"], "Boat to the neighbouring island for an empty beach and snorkelling."),
        at("Parali Islets", "Parali islets boat trip", "nature", "Parali I and II, Bangaram atoll", 150, 1200, "afternoon", ["nature", "beaches"], "Tiny sand islands inside the atoll, with sea birds and a sandbar at low tide.")
      ],
      hotels: [
        ht("budget", "Homestay in Agatti village", 1500, 4.2, 150, "Homestay", "Agatti village, Lakshadweep"),
        ht("mid-range", "SPORTS tourist cottages, Agatti", 4500, 4.0, 200, "Beach cottages", "Agatti Island, Lakshadweep"),
        ht("luxury", "Agatti Island Beach Resort", 11000, 4.2, 700, "Beach resort", "Agatti Island, Lakshadweep"),
        ht("luxury", "Bangaram Island Resort", 14000, 4.3, 400, "Island resort", "Bangaram Island, Lakshadweep"),
        ht("luxury", "Luxury beach tent resort on Thinnakara", 18000, 4.3, 150, "Luxury tents", "Thinnakara Island, Lakshadweep")
      ],
      foodPlaces: [
        fd("Agatti village tea shops", "₹", "Tea shop", "Tuna curry with rice, chai and kilanji", ["halal"]),
        fd("Agatti Island Beach Resort restaurant", "₹₹₹", "Resort restaurant", "Fresh reef fish and Kerala-style seafood", ["veg", "halal"]),
        fd("Bangaram Island Resort dining", "₹₹₹", "Resort restaurant", "Grilled fish, coconut curries and Lakshadweep specialities", ["veg"])
      ],
      markets: [mk("Agatti village shops", "Near Agatti jetty", "Coconut products, dried tuna, coir items")]
    },
    {
      name: "Kavaratti",
      subAreas: ["Kavaratti Lagoon", "Kavaratti Town"],
      distanceFromPreviousKm: 58,
      travelFromPrevious: "High-speed boat 2-3 h from Agatti, or helicopter when available",
      reasonForSequencing: "The capital sits at the centre of the chain, on the way from Agatti to Kadmat.",
      dayShare: 0.25,
      idealDays: 3,
      attractions: [
        at("Kavaratti Lagoon", "Water sports at Kavaratti lagoon", "adventure", "Kavaratti lagoon beach", 120, 1000, "morning", ["adventure", "beaches"], "Kayaking, snorkelling and paddle boats in one of the calmest lagoons in the islands."),
        at("Kavaratti Lagoon", "Glass-bottom boat over the reef", "nature", "Kavaratti lagoon", 60, 500, "morning", ["nature"], "A view of corals and reef fish through the hull."),
        at("Kavaratti Lagoon", "Scuba diving at Kavaratti", "adventure", "Kavaratti dive centre", 180, 5500, "morning", ["adventure", "nature"], "Reef dives and PADI courses for beginners."),
        at("Kavaratti Lagoon", "Kavaratti lagoon beach sunset", "beach", "Western lagoon, Kavaratti", 60, 0, "evening", ["beaches"], "Quiet white beach facing the sunset."),
        at("Kavaratti Town", "Ujra Mosque", "culture", "Kavaratti town", 30, 0, "afternoon", ["culture"], "Historic mosque with an intricately carved wooden ceiling and a well whose water is considered holy; view respectfully from outside unless invited."),
        at("Kavaratti Town", "Marine Aquarium and Museum", "culture", "Kavaratti", 60, 20, "afternoon", ["culture", "nature"], "Reef fish, corals and the islands' maritime history."),
        at("Kavaratti Town", "Kavaratti town and jetty walk", "culture", "Kavaratti town", 90, 0, "afternoon", ["culture", "shopping"], "Stroll past coral-stone houses, the fish market and coir co-operatives.")
      ],
      hotels: [
        ht("budget", "Guesthouse near Kavaratti jetty", 1800, 4.0, 100, "Guesthouse", "Kavaratti town, Lakshadweep"),
        ht("mid-range", "Paradise Island Resort (SPORTS)", 5500, 4.0, 500, "Beach resort", "Kavaratti Island, Lakshadweep")
      ],
      foodPlaces: [
        fd("Kavaratti town eateries", "₹", "Local restaurant", "Fish biryani, tuna curry and parotta", ["halal"]),
        fd("Paradise Island Resort restaurant", "₹₹", "Resort restaurant", "Kerala and island seafood", ["veg", "halal"])
      ],
      markets: [mk("Kavaratti market", "Near the jetty, Kavaratti", "Coir products, coconut-shell crafts, mas (dried tuna)")]
    },
    {
      name: "Kadmat",
      subAreas: ["Kadmat Lagoon", "Kadmat Beach"],
      distanceFromPreviousKm: 73,
      travelFromPrevious: "Boat or ship 3-4 h north from Kavaratti",
      reasonForSequencing: "North of Kavaratti, with the islands' best-known dive school; a natural next stop.",
      dayShare: 0.15,
      idealDays: 2,
      attractions: [
        at("Kadmat Lagoon", "Scuba diving with a PADI dive school", "adventure", "Kadmat dive centre", 180, 5500, "morning", ["adventure", "nature"], "Kadmat is a diving hub with drop-offs, caves and turtles; try-dives and Open Water courses."),
        at("Kadmat Lagoon", "Snorkelling the Kadmat reef", "adventure", "Kadmat east lagoon", 120, 1200, "morning", ["adventure", "nature"], "Shallow reef flats ideal for beginners."),
        at("Kadmat Lagoon", "Kayaking and pedal boats", "adventure", "Kadmat lagoon", 60, 500, "afternoon", ["adventure", "beaches"], "Explore the long, narrow lagoon on the island's east side."),
        at("Kadmat Beach", "Kadmat beach and turtle nesting walk", "beach", "Kadmat Island", 120, 0, "evening", ["beaches", "nature"], "Long sandy beach where green turtles nest; keep lights off and distance."),
        at("Kadmat Beach", "Island village cycle ride", "culture", "Kadmat village", 90, 200, "afternoon", ["culture", "nature"], "Cycle the 8 km island past coconut groves and village homes.")
      ],
      hotels: [
        ht("budget", "Kadmat village homestay", 1600, 4.1, 80, "Homestay", "Kadmat Island, Lakshadweep"),
        ht("mid-range", "Kadmat Beach Resort (SPORTS)", 6000, 4.1, 300, "Beach huts", "Kadmat Island, Lakshadweep")
      ],
      foodPlaces: [fd("Kadmat Beach Resort restaurant", "₹₹", "Resort restaurant", "Tuna steaks, island curries and fresh coconut", ["veg"])],
      markets: []
    },
    {
      name: "Minicoy",
      subAreas: ["Minicoy Village", "Minicoy Lighthouse", "Minicoy Lagoon"],
      distanceFromPreviousKm: 330,
      travelFromPrevious: "Passenger ship (overnight) or helicopter, subject to schedule",
      reasonForSequencing: "The southernmost island, culturally closer to the Maldives, is the farthest and is best added at the end of a long trip (ships return to Kochi).",
      dayShare: 0.15,
      idealDays: 2,
      attractions: [
        at("Minicoy Lighthouse", "Minicoy Lighthouse", "sightseeing", "Southern tip, Minicoy", 60, 50, "afternoon", ["culture", "nature"], "1885 British lighthouse, 50 m tall; climb for views of the lagoon and reef."),
        at("Minicoy Village", "Minicoy village (athiri) walk", "culture", "Minicoy village", 120, 0, "morning", ["culture"], "Ten tidy villages, each with its own community hall and boat house, and a Maldivian-influenced culture."),
        at("Minicoy Village", "Lava dance performance", "culture", "Minicoy", 60, 0, "evening", ["culture"], "Traditional folk dance of Minicoy performed at festivals and for visitors on request."),
        at("Minicoy Village", "Tuna canning factory visit", "food", "Minicoy", 60, 0, "morning", ["food", "culture"], "See how the island's prized skipjack tuna is processed and canned."),
        at("Minicoy Lagoon", "Minicoy lagoon snorkelling", "adventure", "Minicoy lagoon", 120, 1200, "morning", ["adventure", "nature", "beaches"], "One of the largest lagoons in the chain, with healthy coral patches."),
        at("Minicoy Lagoon", "Thundi beach", "beach", "Thundi, Minicoy", 120, 0, "afternoon", ["beaches"], "Quiet beach near the lighthouse, good for sunset.")
      ],
      hotels: [
        ht("budget", "Minicoy village homestay", 1500, 4.0, 60, "Homestay", "Minicoy Island, Lakshadweep"),
        ht("mid-range", "Minicoy Island Resort (SPORTS)", 5000, 4.0, 150, "Beach resort", "Minicoy Island, Lakshadweep"),
        ht("luxury", "Minicoy Island Resort sea-view villa", 8000, 4.1, 80, "Beach villa", "Minicoy Island, Lakshadweep")
      ],
      foodPlaces: [
        fd("Minicoy village eateries", "₹", "Local restaurant", "Tuna, garudhiya-style fish broth and rice", ["halal"]),
        fd("Minicoy Island Resort restaurant", "₹₹", "Resort restaurant", "Island seafood and South Indian dishes", ["veg"])
      ],
      markets: [mk("Minicoy village shops", "Minicoy", "Lacquer-ware, mats and coconut-shell crafts")]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["Inter-island high-speed boats", "Passenger ships from Kochi (MV Kavaratti, MV Corals and others)", "Pawan Hans helicopters (limited)", "Auto-rickshaws on Agatti and Kavaratti", "Bicycles"],
      operatingHours: "Boats and ships run on published schedules that change with the season; check with the Lakshadweep port office a day ahead."
    },
    privateTransport: [
      { availableType: "Bicycle rental", rentalCost: "₹100-200 per day", fuelCost: "None" },
      { availableType: "Chartered motor boat for lagoon trips", rentalCost: "₹3,000-6,000 per trip", fuelCost: "Included" },
      { availableType: "Scooter rental (Agatti, Kavaratti)", rentalCost: "₹500-700 per day", fuelCost: "Petrol about ₹110 per litre" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹100-200 by auto-rickshaw to Agatti hotels" },
      private: { available: true, approximateCost: "Resort pick-up included with most bookings; boat transfer to Bangaram ₹2,000-3,000 per person" },
      distance: "1-5 km from Agatti Aerodrome to Agatti stays; Kochi to Agatti is a 1.5 h flight (459 km)"
    }
  },
  dailyCostsInr: {
    food: { budget: 500, "mid-range": 1100, luxury: 3000 },
    localTransport: { budget: 200, "mid-range": 600, luxury: 2500 }
  },
  souvenirs: [
    { item: "Coir products (mats, ropes, bags)", typicalPrice: "₹100-1,000", whereToBuy: "Coir co-operatives, Kavaratti" },
    { item: "Mas (dried tuna)", typicalPrice: "₹400-800 per kg", whereToBuy: "Agatti and Kavaratti shops" },
    { item: "Coconut-shell handicrafts", typicalPrice: "₹100-800", whereToBuy: "Kavaratti market" },
    { item: "Lacquer-ware and woven mats", typicalPrice: "₹200-1,500", whereToBuy: "Minicoy" }
  ],
  travelTips: [
    { category: "Permits", tip: "Apply for the Lakshadweep entry permit online (e-permit portal of the UT Administration) with ID and a police clearance certificate at least a week before travel; carry printouts." },
    { category: "Money", tip: "Carry enough cash: there are only a few ATMs (Kavaratti, Agatti) and card acceptance is limited." },
    { category: "Connectivity", tip: "Mobile data is slow and mostly BSNL, Airtel or Jio on the main islands; download maps and tickets in advance." },
    { category: "Budget", tip: "Lakshadweep is costly to reach; budget stays are limited to homestays, so book flights early for the best fares from Kochi." },
    { category: "Environment", tip: "Use reef-safe sunscreen, never touch or stand on coral, and take plastic waste back to the mainland." },
    { category: "Etiquette", tip: "Dress modestly outside resorts and respect prayer times; alcohol is prohibited on inhabited islands." },
    { category: "Health", tip: "Medical facilities are basic; carry personal medicines and get diving clearance if you have health conditions." }
  ]
}
