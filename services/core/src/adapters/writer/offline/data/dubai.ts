import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk, VERIFY_WITH_EMBASSY } from "./helpers.ts"

export const dubai: DestinationGuide = {
  name: "Dubai",
  type: "international",
  aliases: ["UAE", "United Arab Emirates", "Emirates", "Abu Dhabi", "Ras Al Khaimah", "RAK", "Deira", "Bur Dubai", "Downtown Dubai", "Dubai Marina", "Palm Jumeirah", "Jumeirah", "JBR", "Sharjah"],
  country: "United Arab Emirates",
  arrivalHub: { name: "Dubai International Airport (DXB)", city: "Dubai" },
  timeZone: "Gulf Standard Time (GST, UTC+4). Dubai is 1 h 30 min behind India (IST); no daylight saving.",
  currency: { name: "UAE dirham", code: "AED", exchangeRate: 23 },
  overview: {
    description:
      "Dubai rose from a pearl-diving creek town to a city of superlatives: the world's tallest building, giant malls, artificial islands and desert adventures, alongside old souks, abra boats and Emirati hospitality. Abu Dhabi's grand mosque and museums and Ras Al Khaimah's mountains round out a UAE trip just 3-4 hours from Indian cities.",
    highlights: ["Burj Khalifa and futuristic skyline", "Desert safaris and dune bashing", "Luxury shopping and gold souks"],
    climate: {
      type: "Hot desert",
      seasons: [
        { name: "Winter", months: "November-March", temperature: "15-28°C", description: "Warm, sunny and ideal for beaches, desert camps and outdoor attractions; peak season with the Dubai Shopping Festival (December-January)." },
        { name: "Spring and autumn", months: "April-May and October", temperature: "25-36°C", description: "Getting hot; mornings and evenings still pleasant." },
        { name: "Summer", months: "June-September", temperature: "32-45°C", description: "Extremely hot and humid; plan indoor attractions, malls and water parks, with big hotel discounts and Dubai Summer Surprises sales." }
      ]
    },
    bestTimeToVisit: "November to March.",
    geography: {
      location: "South-eastern coast of the Persian Gulf on the Arabian Peninsula",
      terrain: "Flat sandy desert and coastline with man-made islands, rising to the Hajar Mountains (Jebel Jais, 1,934 m) in Ras Al Khaimah",
      landmarks: ["Burj Khalifa", "Burj Al Arab", "Palm Jumeirah", "Dubai Creek", "Dubai Frame", "Sheikh Zayed Grand Mosque", "Jebel Jais"]
    },
    languages: ["Arabic (official)", "English widely spoken", "Hindi, Urdu and Malayalam widely understood"],
    localCuisine: ["Shawarma", "Al machboos (spiced rice with meat)", "Luqaimat (sweet dumplings)", "Harees", "Manousheh", "Camel-milk chocolate", "Dates and Arabic coffee (gahwa)", "Mandi", "Kunafa"],
    culturalNotes: [
      "Dress modestly in malls, souks and government areas (shoulders and knees covered); swimwear only at beaches and pools.",
      "Public displays of affection, swearing and rude gestures can lead to fines.",
      "Alcohol is served only in licensed hotels, bars and clubs; drinking in public is illegal.",
      "During Ramadan, do not eat or drink in public in daylight hours out of respect.",
      "Some prescription medicines are controlled; carry the prescription and check the UAE list before flying."
    ]
  },
  optimizationStrategy:
    "Work from the old creek outward: Deira and Bur Dubai first, then Downtown with the desert safari, the beaches of Dubai Marina and the Palm, a stay in Abu Dhabi, and finally the mountains of Ras Al Khaimah, an hour's drive north of Dubai airport for the flight home.",
  accommodationStrategy:
    "Bur Dubai or Deira for value and souks, Downtown for the Burj Khalifa, Dubai Marina, JBR or the Palm for beaches, Abu Dhabi's Corniche or Yas Island, and a mountain or beach resort in Ras Al Khaimah.",
  bookingTip: "Hotel rates can double during big events (Dubai Shopping Festival, New Year, GITEX) and halve in summer; every hotel adds a Tourism Dirham fee of AED 7-20 per room per night.",
  regions: [
    {
      name: "Old Dubai",
      subAreas: ["Al Fahidi & Bur Dubai", "Deira", "Al Seef", "Zabeel"],
      distanceFromPreviousKm: 8,
      travelFromPrevious: "Metro Red Line or taxi 15-20 min from DXB",
      reasonForSequencing: "The historic creek is closest to the airport and shows where Dubai began.",
      dayShare: 0.2,
      idealDays: 2,
      attractions: [
        at("Al Fahidi & Bur Dubai", "Al Fahidi Historical Neighbourhood", "culture", "Al Fahidi, Bur Dubai", 90, 0, "morning", ["culture", "landmarks"], "Wind-tower houses, art galleries and the Coffee Museum in restored lanes."),
        at("Al Fahidi & Bur Dubai", "Abra ride across Dubai Creek", "sightseeing", "Bur Dubai Abra Station to Deira Old Souk", 20, 25, "afternoon", ["culture", "attractions"], "The classic one-dirham crossing in a wooden water taxi."),
        at("Al Fahidi & Bur Dubai", "Meena Bazaar and Textile Souk", "shopping", "Bur Dubai", 90, 0, "evening", ["shopping", "food"], "Little India: fabrics, saris, Indian sweets and chaat."),
        at("Al Fahidi & Bur Dubai", "Al Shindagha Museum", "culture", "Al Shindagha, Bur Dubai", 120, 350, "morning", ["culture"], "Dubai's story told in historic creek-side houses, including the Perfume House."),
        at("Deira", "Gold Souk", "shopping", "Sikkat Al Khail Street, Deira", 90, 0, "afternoon", ["shopping", "landmarks"], "More than 300 jewellers, government-regulated gold prices and the world's largest gold ring."),
        at("Deira", "Spice Souk", "shopping", "Al Ras, Deira", 45, 0, "afternoon", ["shopping", "food"], "Saffron, frankincense, dried limes and dates."),
        at("Deira", "Dhow dinner cruise on Dubai Creek", "food", "Dubai Creek, Deira", 120, 2500, "evening", ["food", "culture"], "Two-hour cruise with an international buffet and tanoura show."),
        at("Al Seef", "Al Seef waterfront", "sightseeing", "Al Seef, Dubai Creek", 90, 0, "evening", ["culture", "food", "shopping"], "Heritage-style promenade of cafés, shops and abra stations."),
        at("Zabeel", "Dubai Frame", "sightseeing", "Zabeel Park, Dubai", 90, 1150, "afternoon", ["landmarks", "attractions"], "150 m picture frame with a glass-floor bridge between old and new Dubai.")
      ],
      hotels: [
        ht("budget", "Citymax Hotel Bur Dubai", 5000, 4.0, 6000, "Hotel", "Kuwait Street, Al Mankhool, Bur Dubai"),
        ht("mid-range", "Al Seef Heritage Hotel Dubai, Curio Collection by Hilton", 15000, 4.5, 3000, "Heritage hotel", "Al Seef, Bur Dubai"),
        ht("luxury", "Park Hyatt Dubai", 25000, 4.6, 8000, "Creekside resort", "Dubai Creek Club Street, Port Saeed, Deira")
      ],
      foodPlaces: [
        fd("Arabian Tea House", "₹₹", "Café", "Emirati breakfast and mint tea in a courtyard at Al Fahidi", ["veg", "halal"]),
        fd("Al Ustad Special Kebab", "₹₹", "Restaurant", "Iranian kebabs since 1978", ["halal"]),
        fd("Vegetarian Indian thali restaurants in Meena Bazaar", "₹", "Indian restaurant", "Gujarati and Punjabi thalis, chaat and sweets", ["veg", "vegan"])
      ],
      markets: [
        mk("Gold Souk", "Deira", "Gold and diamond jewellery"),
        mk("Spice Souk", "Deira", "Saffron, spices, dates, incense"),
        mk("Meena Bazaar", "Bur Dubai", "Textiles, electronics, Indian goods")
      ]
    },
    {
      name: "Downtown Dubai",
      subAreas: ["Downtown", "Dubailand", "Desert"],
      distanceFromPreviousKm: 10,
      travelFromPrevious: "Metro 15 min to Burj Khalifa/Dubai Mall",
      reasonForSequencing: "Modern Dubai's centre with the Burj Khalifa; desert safaris pick up from here.",
      dayShare: 0.25,
      idealDays: 3,
      attractions: [
        at("Downtown", "Burj Khalifa At the Top", "sightseeing", "1 Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai", 90, 4000, "evening", ["landmarks", "attractions"], "Observation decks on levels 124-125 of the world's tallest building; sunset slots cost more."),
        at("Downtown", "Dubai Fountain show", "sightseeing", "Burj Lake, Downtown Dubai", 30, 0, "evening", ["landmarks", "attractions"], "Choreographed fountains every 30 minutes from 6 pm, with Hindi and Arabic songs."),
        at("Downtown", "The Dubai Mall", "shopping", "Financial Centre Road, Downtown Dubai", 180, 0, "afternoon", ["shopping"], "1,200 shops, an ice rink and a waterfall."),
        at("Downtown", "Dubai Aquarium and Underwater Zoo", "sightseeing", "The Dubai Mall, Downtown Dubai", 90, 3500, "afternoon", ["attractions"], "10-million-litre tank with sharks and rays, tunnel walk included."),
        at("Downtown", "Museum of the Future", "sightseeing", "Sheikh Zayed Road, Trade Centre 2", 120, 3450, "morning", ["landmarks", "attractions"], "Calligraphy-covered torus building with immersive future exhibits; book timed tickets."),
        at("Desert", "Desert safari with dune bashing and BBQ dinner", "adventure", "Lahbab or Al Marmoom desert, pick-up from hotels", 360, 4000, "afternoon", ["nature", "attractions", "culture"], "4x4 dune drive, sandboarding, camel ride, henna, and a tanoura and belly-dance show with dinner."),
        at("Desert", "Hot-air balloon over the desert", "adventure", "Margham desert, pick-up at 4:30 am", 300, 25000, "morning", ["nature", "attractions"], "Sunrise flight over dunes with falconry display and breakfast."),
        at("Dubailand", "Dubai Miracle Garden", "nature", "Al Barsha South 3, Dubai", 120, 2200, "afternoon", ["nature", "attractions"], "150 million flowers shaped into hearts and an Emirates A380 (November-May)."),
        at("Dubailand", "Global Village", "shopping", "Sheikh Mohammed Bin Zayed Road, Dubailand", 240, 600, "evening", ["shopping", "food", "culture"], "Pavilions of 90 cultures, street food and rides (October-May)."),
        at("Dubailand", "IMG Worlds of Adventure", "sightseeing", "Sheikh Mohammed Bin Zayed Road, Dubailand", 360, 8000, "morning", ["attractions"], "One of the world's largest indoor theme parks, with Marvel zones."),
        at("Downtown", "Souk Al Bahar and Burj Park", "shopping", "Downtown Dubai", 60, 0, "evening", ["shopping", "food"], "Arabesque mall with fountain-view restaurants."),
        at("Downtown", "Alserkal Avenue art district", "culture", "Al Quoz 1, Dubai", 120, 0, "afternoon", ["culture"], "Warehouse galleries, design studios and cafés."),
        at("Dubailand", "Dubai Safari Park", "nature", "Al Warqa 5, Dubai", 240, 1150, "morning", ["nature", "attractions"], "Safari drive and walk-through villages with 3,000 animals (October-May)."),
        at("Desert", "Al Qudra Lakes", "nature", "Al Qudra, Saih Al Salam", 150, 0, "evening", ["nature"], "Desert lakes with flamingos and the Love Lakes, best at sunset."),
        at("Downtown", "Dubai Opera performance", "culture", "Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai", 150, 4000, "evening", ["culture"], "Concerts, ballet and Broadway shows in a dhow-shaped opera house.")
      ],
      hotels: [
        ht("budget", "Rove Downtown", 8000, 4.4, 12000, "Hotel", "312 Al Sa'ada Street, Downtown Dubai"),
        ht("mid-range", "Vida Downtown", 17000, 4.5, 4000, "Boutique hotel", "Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai"),
        ht("luxury", "Address Downtown", 40000, 4.7, 8000, "Luxury hotel", "Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai"),
        ht("luxury", "Armani Hotel Dubai", 60000, 4.7, 3500, "Luxury hotel", "Burj Khalifa, Downtown Dubai")
      ],
      foodPlaces: [
        fd("Al Mallah", "₹", "Lebanese café", "Shawarma and fresh juices on Al Dhiyafa Road", ["veg", "halal"]),
        fd("Tresind Studio", "₹₹₹₹", "Fine dining", "Progressive Indian tasting menu", ["veg"]),
        fd("Logma", "₹₹", "Emirati café", "Modern Emirati food and luqaimat", ["veg", "halal"])
      ],
      markets: [mk("The Dubai Mall and Gold Souk in the mall", "Downtown Dubai", "Fashion, electronics, gold, Bateel dates")]
    },
    {
      name: "Dubai Marina",
      subAreas: ["Marina & JBR", "Palm Jumeirah", "Jumeirah", "Al Barsha", "Jebel Ali"],
      distanceFromPreviousKm: 25,
      travelFromPrevious: "Metro 30 min or taxi 25 min",
      reasonForSequencing: "The beach side of Dubai along the coast south-west of Downtown, on the way to Abu Dhabi.",
      dayShare: 0.25,
      idealDays: 3,
      attractions: [
        at("Marina & JBR", "Dubai Marina Walk and JBR Beach", "beach", "Dubai Marina and The Beach at JBR", 180, 0, "afternoon", ["beaches", "food"], "Skyscraper-lined promenade and a free public beach with water sports."),
        at("Marina & JBR", "Marina dhow dinner cruise", "food", "Dubai Marina", 120, 2300, "evening", ["food", "nightlife"], "Dinner cruise among the lit-up towers."),
        at("Marina & JBR", "Skydive Dubai over the Palm", "adventure", "Skydive Dubai, Al Seyahi Street, Dubai Marina", 240, 50000, "morning", ["attractions"], "Tandem jump from 13,000 ft above the Palm Jumeirah."),
        at("Marina & JBR", "XLine Dubai Marina zipline", "adventure", "Dubai Marina Mall", 60, 15000, "afternoon", ["attractions"], "One of the world's longest urban ziplines across the Marina."),
        at("Marina & JBR", "Marina bars and beach clubs", "nightlife", "Dubai Marina and JBR", 180, 3500, "evening", ["nightlife"], "Rooftop bars and beach clubs with DJs (licensed venues, 21+)."),
        at("Palm Jumeirah", "The View at The Palm", "sightseeing", "The Palm Tower, Palm Jumeirah", 60, 2300, "evening", ["landmarks"], "240 m high view over the palm-shaped island."),
        at("Palm Jumeirah", "Aquaventure Waterpark", "sightseeing", "Atlantis The Palm, Palm Jumeirah", 360, 8000, "morning", ["attractions", "beaches"], "One of the world's largest water parks with record-breaking slides."),
        at("Jumeirah", "Burj Al Arab view from Jumeirah Public Beach", "beach", "Umm Suqeim Beach, Jumeirah", 120, 0, "evening", ["beaches", "landmarks"], "Free beach with the classic Burj Al Arab sunset photo."),
        at("Jumeirah", "Souk Madinat Jumeirah", "shopping", "Al Sufouh Road, Jumeirah", 120, 0, "evening", ["shopping", "food"], "Arabian-style souk with canals and abra rides."),
        at("Jumeirah", "Jumeirah Mosque guided tour", "culture", "Jumeirah Beach Road, Jumeirah 1", 75, 800, "morning", ["culture", "landmarks"], "'Open doors, open minds' tour with Emirati breakfast by the Sheikh Mohammed Centre for Cultural Understanding."),
        at("Al Barsha", "Ski Dubai", "sightseeing", "Mall of the Emirates, Al Barsha", 180, 6000, "afternoon", ["attractions"], "Indoor snow park with penguins and real slopes."),
        at("Jebel Ali", "Hindu Temple Dubai", "culture", "Worship Village, Jebel Ali", 60, 0, "morning", ["culture"], "Temple opened in 2022 with 16 deities, next to a gurdwara (book a free QR slot).")
      ],
      hotels: [
        ht("budget", "Rove Dubai Marina", 7500, 4.4, 8000, "Hotel", "Al Marsa Street, Dubai Marina"),
        ht("mid-range", "JA Ocean View Hotel", 18000, 4.4, 5000, "Beach hotel", "The Walk, JBR, Dubai Marina"),
        ht("luxury", "Atlantis The Palm", 45000, 4.6, 40000, "Resort", "Crescent Road, Palm Jumeirah"),
        ht("luxury", "Burj Al Arab Jumeirah", 150000, 4.7, 12000, "Luxury hotel", "Jumeirah Street, Umm Suqeim 3")
      ],
      foodPlaces: [
        fd("Bu Qtair", "₹₹", "Seafood shack", "Spiced fried fish and prawns with rice", ["halal"]),
        fd("Pierchic", "₹₹₹₹", "Fine dining", "Seafood at the end of a pier facing the Burj Al Arab")
      ],
      markets: [mk("Mall of the Emirates", "Al Barsha", "Fashion, electronics, Ski Dubai")]
    },
    {
      name: "Abu Dhabi",
      subAreas: ["Grand Mosque", "Corniche & Al Markaziyah", "Saadiyat Island", "Yas Island", "Abu Mureikhah"],
      distanceFromPreviousKm: 125,
      travelFromPrevious: "Car or intercity bus E101, 1 h 30 min",
      reasonForSequencing: "The capital lies south-west along the coast from Dubai Marina.",
      dayShare: 0.18,
      idealDays: 2,
      attractions: [
        at("Grand Mosque", "Sheikh Zayed Grand Mosque", "culture", "Sheikh Rashid Bin Saeed Street, Abu Dhabi", 120, 0, "evening", ["landmarks", "culture"], "Dazzling white marble mosque with 82 domes and the world's largest hand-knotted carpet; free timed entry, modest dress required."),
        at("Abu Mureikhah", "BAPS Hindu Mandir", "culture", "Al Rahba, Abu Mureikhah, Abu Dhabi", 90, 0, "morning", ["culture", "landmarks"], "The UAE's first traditional stone Hindu temple, opened in 2024 (register online, closed Mondays)."),
        at("Saadiyat Island", "Louvre Abu Dhabi", "culture", "Saadiyat Cultural District, Abu Dhabi", 180, 1450, "morning", ["culture", "landmarks"], "Universal museum under a 'rain of light' dome."),
        at("Saadiyat Island", "Saadiyat Public Beach", "beach", "Saadiyat Island, Abu Dhabi", 150, 600, "afternoon", ["beaches"], "Soft white sand where turtles nest."),
        at("Corniche & Al Markaziyah", "Qasr Al Watan Presidential Palace", "sightseeing", "Al Ras Al Akhdar, Abu Dhabi", 120, 1500, "afternoon", ["landmarks", "culture"], "Working palace open to visitors, with a library and evening light show."),
        at("Corniche & Al Markaziyah", "Abu Dhabi Corniche", "beach", "Corniche Road, Abu Dhabi", 90, 0, "evening", ["beaches", "nature"], "8 km waterfront with beaches and cycle paths."),
        at("Corniche & Al Markaziyah", "Mangrove kayaking", "nature", "Eastern Mangroves, Abu Dhabi", 120, 3500, "morning", ["nature"], "Paddle through protected mangroves with herons and crabs."),
        at("Yas Island", "Ferrari World Abu Dhabi", "sightseeing", "Yas Island, Abu Dhabi", 360, 8000, "morning", ["attractions"], "Indoor theme park with Formula Rossa, one of the world's fastest roller coasters."),
        at("Yas Island", "Warner Bros. World Abu Dhabi", "sightseeing", "Yas Island, Abu Dhabi", 360, 8000, "morning", ["attractions"], "Indoor park themed on DC superheroes and Looney Tunes.")
      ],
      hotels: [
        ht("budget", "Premier Inn Abu Dhabi Capital Centre", 6000, 4.2, 4000, "Hotel", "ADNEC, Abu Dhabi"),
        ht("mid-range", "Yas Island Rotana", 11000, 4.4, 5000, "Hotel", "Yas Island, Abu Dhabi"),
        ht("luxury", "Emirates Palace Mandarin Oriental", 45000, 4.7, 20000, "Palace hotel", "West Corniche Road, Abu Dhabi")
      ],
      foodPlaces: [fd("Al Fanar Restaurant & Café", "₹₹", "Emirati restaurant", "Traditional Emirati dishes in a heritage-style setting", ["veg", "halal"])],
      markets: [mk("Abu Dhabi Central Market (World Trade Center Souk)", "Al Markaziyah, Abu Dhabi", "Handicrafts, perfumes, carpets")]
    },
    {
      name: "Ras Al Khaimah",
      subAreas: ["Jebel Jais", "RAK Coast"],
      distanceFromPreviousKm: 230,
      travelFromPrevious: "Car 2 h 30 min on the E311, bypassing Dubai",
      reasonForSequencing: "The northern emirate's mountains end the trip an hour from Dubai airport.",
      dayShare: 0.12,
      idealDays: 2,
      attractions: [
        at("Jebel Jais", "Jais Flight zipline", "adventure", "Jebel Jais, Ras Al Khaimah", 180, 9200, "morning", ["attractions", "nature"], "The world's longest zipline, 2.8 km at up to 150 km/h."),
        at("Jebel Jais", "Jebel Jais viewing deck", "nature", "Jebel Jais Mountain Road, Ras Al Khaimah", 120, 0, "afternoon", ["nature", "landmarks"], "The UAE's highest peak, 10°C cooler than the coast, with hiking trails."),
        at("Jebel Jais", "Jais Sledder", "adventure", "Jebel Jais, Ras Al Khaimah", 60, 1000, "afternoon", ["attractions"], "The region's longest toboggan ride."),
        at("RAK Coast", "Dhayah Fort", "sightseeing", "Dhayah, Ras Al Khaimah", 60, 0, "morning", ["culture", "landmarks"], "The UAE's only hilltop fort, with palm-grove views."),
        at("RAK Coast", "Al Jazirat Al Hamra heritage village", "culture", "Al Jazirat Al Hamra, Ras Al Khaimah", 90, 0, "afternoon", ["culture"], "Abandoned coral-stone pearling village, now being restored."),
        at("RAK Coast", "Al Marjan Island beach", "beach", "Al Marjan Island, Ras Al Khaimah", 180, 0, "afternoon", ["beaches"], "Resort beaches on reclaimed islands."),
        at("RAK Coast", "Suwaidi Pearls farm tour", "culture", "Al Rams, Ras Al Khaimah", 120, 3000, "morning", ["culture", "shopping"], "Boat to the UAE's only pearl farm to open an oyster yourself.")
      ],
      hotels: [
        ht("budget", "Business hotel in Ras Al Khaimah city", 5000, 4.1, 1500, "Hotel", "Al Nakheel, Ras Al Khaimah"),
        ht("mid-range", "Beach resort on Al Marjan Island", 14000, 4.4, 3000, "Beach resort", "Al Marjan Island, Ras Al Khaimah"),
        ht("luxury", "The Ritz-Carlton Ras Al Khaimah, Al Wadi Desert", 45000, 4.7, 3000, "Desert resort", "Al Mazraa, Ras Al Khaimah")
      ],
      foodPlaces: [fd("Karak tea and shawarma stalls", "₹", "Street food", "Karak chai, shawarma and paratha rolls", ["halal", "veg"])],
      markets: []
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["Dubai Metro (Red and Green lines)", "Dubai Tram", "RTA buses and intercity buses", "Abra water taxis and ferries", "Taxis and app cabs (Careem, Uber)", "Palm Monorail"],
      operatingHours: "Metro about 5 am-midnight (to 1 am on Fridays, from 8 am on Sundays); taxis 24 h."
    },
    privateTransport: [
      { availableType: "Self-drive car rental (IDP required for Indian licence holders)", rentalCost: "₹2,300-4,600 per day (AED 100-200)", fuelCost: "About ₹65-75 per litre (AED 2.8-3.2); Salik tolls AED 4-6" },
      { availableType: "Car with driver", rentalCost: "₹11,000-16,000 per day", fuelCost: "Included" },
      { availableType: "Taxi", rentalCost: "About ₹280 (AED 12) flag fall from the airport, then about ₹50 (AED 2.2) per km", fuelCost: "Included" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹100-200 (AED 5-8) by Metro with a Nol card" },
      private: { available: true, approximateCost: "₹1,000-1,800 (AED 45-80) by taxi to Downtown; ₹2,000-2,800 to Dubai Marina" },
      distance: "15 km from DXB to Downtown Dubai; 35 km to Dubai Marina"
    }
  },
  dailyCostsInr: {
    food: { budget: 2500, "mid-range": 4500, luxury: 12000 },
    localTransport: { budget: 800, "mid-range": 2500, luxury: 6000 }
  },
  souvenirs: [
    { item: "Gold jewellery", typicalPrice: "Daily gold rate plus making charges", whereToBuy: "Gold Souk, Deira (ask for the rate card and invoice)" },
    { item: "Medjool and Khalas dates", typicalPrice: "₹800-4,000", whereToBuy: "Bateel, Spice Souk, supermarkets" },
    { item: "Arabic perfume and oud", typicalPrice: "₹1,000-20,000", whereToBuy: "Ajmal and Arabian Oud stores, Perfume Souk" },
    { item: "Camel-milk chocolate", typicalPrice: "₹500-2,000", whereToBuy: "Al Nassma at malls and the airport" },
    { item: "Pashmina and carpets", typicalPrice: "₹1,500-50,000", whereToBuy: "Souk Madinat Jumeirah, Deira souks" }
  ],
  travelTips: [
    { category: "Money", tip: "Shop in December-January (Dubai Shopping Festival) or summer sales; claim VAT refunds at the airport for purchases from 'Tax Free' shops." },
    { category: "Transport", tip: "Buy a Nol card for Metro, tram and buses; women and children can use the Gold/Women's cabins." },
    { category: "Weather", tip: "From May to September do outdoor sightseeing before 10 am or after sunset, and drink plenty of water." },
    { category: "Law", tip: "Respect local laws on dress, photography of people, and behaviour in public; never photograph government buildings or people without permission." },
    { category: "Booking", tip: "Book Burj Khalifa, Museum of the Future and desert safaris online in advance for cheaper non-prime slots." },
    { category: "Food", tip: "Indian vegetarian food is everywhere, especially in Bur Dubai and Karama; all meat is halal unless labelled pork." }
  ],
  visa: {
    status: "Visa required (tourist e-visa), or visa on arrival for eligible Indian passport holders",
    requirements: {
      documents: [
        "Passport valid for at least 6 months from arrival",
        "Recent passport photo with white background (digital)",
        "Confirmed return ticket",
        "Hotel booking or host's address",
        "Bank statement or proof of funds, if requested"
      ],
      processingTime: "Usually 2-5 working days for a tourist e-visa; visa on arrival is stamped at the airport",
      fees: "30-day single-entry tourist e-visa typically ₹6,000-8,000 through airlines or agents (60-day about ₹12,000-15,000); visa on arrival for eligible Indians AED 100 (about ₹2,300)",
      validityPeriod: "30 or 60 days from entry; the 14-day visa on arrival can be extended once by 14 days"
    },
    embassyDetails: {
      location: "Embassy of the United Arab Emirates, EP-12 Chandragupta Marg, Chanakyapuri, New Delhi 110021; Consulates General in Mumbai and Thiruvananthapuram",
      contactInfo: "Official e-visa channels: ICP (icp.gov.ae) and GDRFA Dubai (gdrfad.gov.ae); airlines flying to the UAE also arrange visas for their passengers",
      workingHours: "Embassy Monday-Friday, about 9:00-15:00; online visa services 24 h"
    },
    applicationProcess: [
      "Indians holding a valid US visa or green card, or a UK or EU residence permit, can get a 14-day visa on arrival — check eligibility first",
      "Otherwise apply for a 30- or 60-day tourist e-visa through your airline (Emirates, flydubai, Air India), the ICP/GDRFA portals or a licensed travel agent",
      "Upload the passport scan, photo and ticket, and pay online",
      "Receive the e-visa by email and carry a printout"
    ],
    additionalNotes: [
      "Overstay fines are charged per day; exit before the visa expires.",
      "Travel insurance is strongly recommended; some visa channels include it.",
      VERIFY_WITH_EMBASSY
    ]
  }
}
