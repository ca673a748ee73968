import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk } from "./helpers.ts"

export const goa: DestinationGuide = {
  name: "Goa",
  type: "domestic",
  aliases: ["Panaji", "Panjim", "Old Goa", "Calangute", "Baga", "Anjuna", "Vagator", "Arambol", "Candolim", "Palolem", "Agonda", "Colva", "Benaulim", "Margao", "Madgaon", "Vasco da Gama", "Mapusa", "Morjim", "Dudhsagar"],
  country: "India",
  arrivalHub: { name: "Goa International Airport, Dabolim (GOI)", city: "Vasco da Gama" },
  overview: {
    description:
      "Goa, India's smallest state, blends 450 years of Portuguese heritage with Konkan culture: whitewashed baroque churches, Latin-quarter lanes, spice plantations and Hindu temples inland, and a 100 km coastline of beaches from lively Baga to quiet Palolem.",
    highlights: ["Golden beaches and sunsets", "Portuguese churches and Latin quarters", "Seafood, feni and beach shacks"],
    climate: {
      type: "Tropical monsoon",
      seasons: [
        { name: "Winter (peak season)", months: "November-February", temperature: "20-32°C", description: "Sunny, dry and breezy — the classic beach season, with Christmas, New Year and Carnival crowds." },
        { name: "Summer", months: "March-May", temperature: "25-35°C", description: "Hot and humid but quieter, with lower prices; the sea is calm until mid-May." },
        { name: "Monsoon", months: "June-September", temperature: "24-30°C", description: "Heavy rain, rough seas (swimming is banned) and closed shacks, but lush waterfalls, Dudhsagar at its fullest and the São João festival." }
      ]
    },
    bestTimeToVisit: "November to February; October and March are quieter with good weather.",
    geography: {
      location: "West coast of India on the Konkan coast, between Maharashtra and Karnataka",
      terrain: "Sandy beaches and estuaries of the Mandovi and Zuari rivers, coconut groves and paddy, rising to the forested Western Ghats in the east",
      landmarks: ["Basilica of Bom Jesus", "Fort Aguada", "Chapora Fort", "Dudhsagar Falls", "Palolem Beach", "Fontainhas"]
    },
    languages: ["Konkani", "Marathi", "English", "Hindi", "Portuguese (among older generations)"],
    localCuisine: ["Goan fish curry rice", "Prawn balchão", "Chicken xacuti", "Pork vindaloo", "Sorpotel", "Bebinca", "Ros omelette", "Poi bread", "Cashew feni", "Khatkhate (Goan Hindu vegetable stew)"],
    culturalNotes: [
      "Cover shoulders and knees in churches and temples, and remove shoes at temples.",
      "Nudity and topless sunbathing are illegal; public drinking on beaches and roads is fined.",
      "Goans take their siesta seriously: many shops close from about 1 to 4 pm.",
      "Goa's carnival (February) and Shigmo (March) are big street festivals.",
      "Two-wheeler riders must wear helmets and carry a licence; police checks are common."
    ]
  },
  optimizationStrategy:
    "Start with the heritage of Panaji and Old Goa near the airport, with day trips inland to the Ponda temples, spice farms and Dudhsagar, spend the lively days in North Goa, and finish on the quiet beaches of South Goa, 40 km from Dabolim airport.",
  accommodationStrategy:
    "A Fontainhas heritage guesthouse in Panaji, a beach stay in Candolim, Anjuna or Morjim for the north, and a beach hut or resort around Palolem, Agonda or Benaulim for the south; the hinterland is easily done as day trips from Panaji.",
  bookingTip: "Prices triple between 20 December and 2 January; book early, and look for 30-50% off in the monsoon.",
  regions: [
    {
      name: "Panaji",
      subAreas: ["Fontainhas", "Old Goa", "Miramar & Dona Paula", "Divar & Chorao", "Ponda Temples", "Spice Plantations", "Mollem & Dudhsagar"],
      distanceFromPreviousKm: 30,
      travelFromPrevious: "Taxi 40 min from Dabolim airport",
      reasonForSequencing: "The capital and Old Goa's UNESCO churches are closest to the airport and give the historical context first; the Ponda temples, spice farms and Dudhsagar Falls are day trips inland from here.",
      dayShare: 0.34,
      idealDays: 4,
      attractions: [
        at("Old Goa", "Basilica of Bom Jesus", "culture", "Old Goa Road, Bainguinim, Old Goa", 60, 0, "morning", ["culture"], "UNESCO-listed baroque basilica holding the relics of St. Francis Xavier."),
        at("Old Goa", "Se Cathedral", "culture", "Old Goa", 45, 0, "morning", ["culture"], "One of Asia's largest churches, with the Golden Bell."),
        at("Old Goa", "Church of St. Francis of Assisi and Archaeological Museum", "culture", "Old Goa", 60, 20, "morning", ["culture"], "Ornate church beside a museum of Portuguese-era portraits and sculpture (museum closed Fridays)."),
        at("Fontainhas", "Fontainhas Latin Quarter walk", "culture", "Fontainhas, Panaji", 120, 0, "morning", ["culture", "food"], "Pastel Portuguese houses, azulejo tiles, bakeries and art galleries in the old quarter."),
        at("Fontainhas", "Our Lady of the Immaculate Conception Church", "culture", "Church Square, Panaji", 30, 0, "afternoon", ["culture"], "The zig-zag stairway church that is Panaji's landmark."),
        at("Fontainhas", "Mandovi River sunset cruise", "sightseeing", "Santa Monica Jetty, Panaji", 60, 500, "evening", ["culture", "nature"], "One-hour cruise with Goan folk dances and music on deck."),
        at("Fontainhas", "Goa State Museum", "culture", "Patto, Panaji", 60, 0, "afternoon", ["culture"], "Sculpture, Christian art and the history of Goa's Konkani culture."),
        at("Miramar & Dona Paula", "Miramar Beach and Dona Paula viewpoint", "beach", "Miramar to Dona Paula, Panaji", 90, 0, "evening", ["beaches"], "City beach at the mouth of the Mandovi and a jetty viewpoint over the bay."),
        at("Miramar & Dona Paula", "Reis Magos Fort", "sightseeing", "Reis Magos, Verem, Bardez", 60, 50, "morning", ["culture"], "Restored 16th-century fort facing Panaji across the Mandovi."),
        at("Miramar & Dona Paula", "Museum of Goa (MOG)", "culture", "Pilerne Industrial Estate, Pilerne", 90, 300, "afternoon", ["culture"], "Contemporary art museum by artist Subodh Kerkar about Goa's history and the sea."),
        at("Divar & Chorao", "Divar Island ferry and village cycling", "nature", "Ribandar ferry to Divar Island", 180, 0, "morning", ["nature", "culture"], "Free river ferry to a sleepy island of paddy fields, old houses and a hilltop church."),
        at("Divar & Chorao", "Salim Ali Bird Sanctuary", "nature", "Chorao Island", 120, 50, "morning", ["nature"], "Mangrove sanctuary best seen by canoe at high tide; kingfishers and herons."),
        at("Ponda Temples", "Shri Mangueshi Temple", "temple", "Mangeshi, Priol, Ponda", 45, 0, "morning", ["temples", "culture"], "Goa's best-known Shiva temple with a seven-storey lamp tower."),
        at("Ponda Temples", "Shri Shantadurga Temple", "temple", "Kavlem, Ponda", 45, 0, "morning", ["temples", "culture"], "Temple of the goddess of peace with a Portuguese-influenced façade."),
        at("Ponda Temples", "Tambdi Surla Mahadev Temple", "temple", "Tambdi Surla, Sanguem (65 km from Panaji)", 60, 0, "morning", ["temples", "nature"], "12th-century Kadamba basalt temple in the forest — the only one to survive the Portuguese era."),
        at("Spice Plantations", "Sahakari Spice Farm tour with Goan lunch", "food", "Curti, Ponda", 150, 600, "afternoon", ["food", "nature"], "Guided walk through spice gardens with a welcome drink and buffet lunch on banana leaves."),
        at("Spice Plantations", "Ayurvedic massage at a spice farm", "wellness", "Spice plantations, Ponda", 60, 1200, "afternoon", ["ayurveda"], "Herbal oil massage offered on several plantations."),
        at("Mollem & Dudhsagar", "Dudhsagar Falls jeep safari", "adventure", "Kulem jeep counter, Mollem", 300, 800, "morning", ["adventure", "nature"], "Shared jeep through Bhagwan Mahavir Sanctuary to India's 310 m 'sea of milk' waterfall (closed June-September)."),
        at("Mollem & Dudhsagar", "Bhagwan Mahavir Wildlife Sanctuary", "nature", "Mollem, Sanguem", 150, 50, "morning", ["nature"], "Forest trails and birding in the Western Ghats."),
        at("Fontainhas", "Chapel of St. Sebastian", "culture", "St. Sebastian Road, Fontainhas, Panaji", 20, 0, "morning", ["culture"], "Small chapel with a crucifix that once stood in the Palace of the Inquisition."),
        at("Old Goa", "Church of Our Lady of the Rosary", "culture", "Holy Hill, Old Goa", 30, 0, "morning", ["culture"], "Manueline-style church of 1549 with views over the Mandovi."),
        at("Divar & Chorao", "Houses of Goa Museum", "culture", "Torda, Porvorim", 60, 100, "afternoon", ["culture"], "Architect Gerard da Cunha's ship-shaped museum of Goan homes.")
      ],
      hotels: [
        ht("budget", "The Hostel Crowd", 1500, 4.4, 1100, "Hostel", "Fontainhas, Panaji"),
        ht("mid-range", "Panjim Inn", 5000, 4.3, 1900, "Heritage hotel", "31 de Janeiro Road, Fontainhas, Panaji"),
        ht("luxury", "Cidade de Goa", 13000, 4.4, 9000, "Beach resort", "Vainguinim Beach, Dona Paula"),
        ht("luxury", "Goa Marriott Resort & Spa", 14000, 4.5, 15000, "Resort", "Miramar, Panaji"),
        ht("budget", "Spice plantation homestay in Ponda", 1800, 4.2, 300, "Farm stay", "Ponda, Goa")
      ],
      foodPlaces: [
        fd("Ritz Classic", "₹₹", "Restaurant", "Goan fish thali and prawn curry"),
        fd("Viva Panjim", "₹₹", "Restaurant", "Home-style Goan food in a Fontainhas house", ["veg"]),
        fd("Café Tato", "₹", "Vegetarian café", "Bhaji-pao and Goan Hindu breakfasts since 1936", ["veg"]),
        fd("Sahakari Spice Farm restaurant", "₹₹", "Farm restaurant", "Goan Hindu vegetarian buffet on banana leaves", ["veg"])
      ],
      markets: [
        mk("Panaji Municipal Market", "18th June Road, Panaji", "Cashews, Goan sausages, spices, bebinca"),
        mk("Ponda Market", "Ponda town", "Local produce, cashews, spices")
      ]
    },
    {
      name: "North Goa",
      subAreas: ["Candolim & Sinquerim", "Calangute & Baga", "Anjuna & Vagator", "Morjim & Arambol", "Mapusa & Assagao"],
      distanceFromPreviousKm: 15,
      travelFromPrevious: "Taxi or scooter 30 min across the Mandovi bridge",
      reasonForSequencing: "The busiest beaches lie just north of Panaji; see them while the energy is high.",
      dayShare: 0.34,
      idealDays: 4,
      attractions: [
        at("Candolim & Sinquerim", "Fort Aguada and lighthouse", "sightseeing", "Candolim, Bardez", 90, 25, "morning", ["culture", "beaches"], "17th-century Portuguese fort and lighthouse guarding the Mandovi estuary."),
        at("Candolim & Sinquerim", "Dolphin-spotting boat trip", "nature", "Sinquerim or Coco Beach jetty", 90, 600, "morning", ["nature", "beaches"], "Early-morning boat ride to spot humpback dolphins around Aguada."),
        at("Candolim & Sinquerim", "Scuba diving at Grande Island", "adventure", "Boats from Sinquerim to Grande Island", 360, 4500, "morning", ["adventure", "beaches"], "Try-dive with a PADI centre among reef fish and a wreck; includes boat and lunch."),
        at("Calangute & Baga", "Calangute and Baga beaches", "beach", "Calangute-Baga, Bardez", 180, 0, "afternoon", ["beaches"], "Goa's liveliest strand of shacks, sunbeds and crowds."),
        at("Calangute & Baga", "Water sports at Baga", "adventure", "Baga Beach", 90, 1500, "morning", ["adventure", "beaches"], "Parasailing, jet skis and banana-boat rides (October-May)."),
        at("Calangute & Baga", "Saturday Night Market, Arpora", "shopping", "Arpora, near Baga", 150, 0, "evening", ["shopping", "food"], "Live music, food stalls and hundreds of stalls (Saturdays, November-April)."),
        at("Calangute & Baga", "Tito's Lane nightlife", "nightlife", "Tito's Lane, Baga", 180, 1500, "evening", ["food", "beaches"], "Goa's famous strip of clubs and bars (cover charges vary)."),
        at("Anjuna & Vagator", "Anjuna Flea Market", "shopping", "Anjuna Beach, Bardez", 150, 0, "afternoon", ["shopping"], "Wednesday hippie market of Kashmiri crafts, clothes and trinkets (November-April)."),
        at("Anjuna & Vagator", "Chapora Fort", "sightseeing", "Chapora, Vagator", 60, 0, "evening", ["culture", "beaches"], "Ruined hilltop fort (famous from the film Dil Chahta Hai) with sunset views over Vagator."),
        at("Anjuna & Vagator", "Vagator Beach", "beach", "Vagator, Bardez", 150, 0, "afternoon", ["beaches"], "Red cliffs and two coves, Big and Little Vagator."),
        at("Morjim & Arambol", "Arambol Beach and Sweet Water Lake", "beach", "Arambol, Pernem", 180, 0, "afternoon", ["beaches", "nature"], "Bohemian beach with a freshwater lake behind it and a sunset drum circle."),
        at("Morjim & Arambol", "Morjim and Ashwem beaches", "beach", "Morjim, Pernem", 180, 0, "afternoon", ["beaches", "nature"], "Quiet beaches where Olive Ridley turtles nest in winter."),
        at("Morjim & Arambol", "Yoga class in Mandrem", "wellness", "Mandrem, Pernem", 90, 600, "morning", ["ayurveda"], "Drop-in yoga at one of Mandrem's beachside shalas."),
        at("Mapusa & Assagao", "Mapusa Friday Market", "shopping", "Mapusa, Bardez", 120, 0, "morning", ["shopping", "food"], "Local market for Goan sausages, spices, pottery and fresh produce."),
        at("Mapusa & Assagao", "Parra coconut-tree road and Assagao villages", "nature", "Parra and Assagao, Bardez", 90, 0, "afternoon", ["nature", "culture"], "Palm-lined roads, paddy and Portuguese villas inland from the beaches."),
        at("Calangute & Baga", "St. Alex Church, Calangute", "culture", "Calangute, Bardez", 30, 0, "morning", ["culture"], "White rococo church with a gilded altar."),
        at("Mapusa & Assagao", "Mayem Lake", "nature", "Mayem, Bicholim", 120, 100, "afternoon", ["nature"], "Lake ringed by hills with paddle boats and a lakeside walk."),
        at("Morjim & Arambol", "Querim Beach and Tiracol Fort", "beach", "Querim and Tiracol, Pernem", 180, 0, "afternoon", ["beaches", "culture"], "Goa's northernmost beach and a 17th-century fort across the river by ferry.")
      ],
      hotels: [
        ht("budget", "Zostel Goa", 1600, 4.4, 3500, "Hostel", "Morjim, Pernem"),
        ht("budget", "Jungle by Sturmfrei", 1800, 4.5, 2500, "Hostel", "Vagator, Bardez"),
        ht("mid-range", "Calangute Residency (GTDC)", 3500, 3.9, 2700, "Beach hotel", "Calangute Beach, Bardez"),
        ht("mid-range", "Casa Anjuna", 6500, 4.3, 1000, "Heritage boutique hotel", "Anjuna, Bardez"),
        ht("luxury", "Taj Fort Aguada Resort & Spa", 22000, 4.6, 9000, "Beach resort", "Sinquerim, Candolim"),
        ht("luxury", "W Goa", 26000, 4.5, 5000, "Beach resort", "Vagator Beach, Bardez")
      ],
      foodPlaces: [
        fd("Britto's", "₹₹", "Beach restaurant", "Seafood platters and Goan desserts on Baga beach", ["veg"]),
        fd("Souza Lobo", "₹₹₹", "Beach restaurant", "Goan classics at Calangute since 1932"),
        fd("Vinayak Family Restaurant", "₹₹", "Local restaurant", "Fish thali and rava-fried mussels in Assagao"),
        fd("Gunpowder", "₹₹₹", "Restaurant", "Coastal South Indian and Goan food in a garden", ["veg"]),
        fd("Infantaria", "₹₹", "Bakery and café", "Goan pastries, bebinca and breakfasts in Calangute", ["veg"]),
        fd("Thalassa", "₹₹₹₹", "Greek restaurant", "Greek food and sunsets on the Siolim cliff", ["veg"])
      ],
      markets: [
        mk("Anjuna Flea Market", "Anjuna Beach (Wednesdays)", "Hippie clothing, Kashmiri and Tibetan crafts, jewellery"),
        mk("Saturday Night Market", "Arpora", "Designer stalls, jewellery, food and live music"),
        mk("Mapusa Friday Market", "Mapusa", "Spices, cashews, Goan sausages, pottery")
      ]
    },
    {
      name: "South Goa",
      subAreas: ["Colva & Benaulim", "Margao & Chandor", "Palolem & Agonda", "Cabo de Rama"],
      distanceFromPreviousKm: 75,
      travelFromPrevious: "Car 2 h down the coast",
      reasonForSequencing: "The calmest beaches end the trip, with Dabolim airport and Madgaon railway station close by.",
      dayShare: 0.32,
      idealDays: 4,
      attractions: [
        at("Colva & Benaulim", "Colva and Benaulim beaches", "beach", "Colva, Salcete", 180, 0, "afternoon", ["beaches"], "Long white-sand beaches with fishing boats and Goan families on Sundays."),
        at("Margao & Chandor", "Braganza House, Chandor", "culture", "Chandor, Salcete", 60, 200, "morning", ["culture"], "17th-century mansion with a grand ballroom and antiques; a donation is expected."),
        at("Margao & Chandor", "Ancestral Goa (Big Foot), Loutolim", "culture", "Loutolim, Salcete", 90, 100, "morning", ["culture"], "Open-air museum of a traditional Goan village."),
        at("Margao & Chandor", "Margao market and Holy Spirit Church", "shopping", "Margao, Salcete", 90, 0, "morning", ["shopping", "culture"], "South Goa's commercial hub with a covered market and a baroque church."),
        at("Palolem & Agonda", "Palolem Beach", "beach", "Palolem, Canacona", 180, 0, "afternoon", ["beaches"], "Crescent-shaped palm-fringed bay with calm water for swimming."),
        at("Palolem & Agonda", "Butterfly and Honeymoon Beach boat trip", "beach", "Palolem Beach", 150, 600, "morning", ["beaches", "nature"], "Boat to hidden coves, with dolphins often seen on the way."),
        at("Palolem & Agonda", "Kayaking in Palolem", "adventure", "Palolem Beach", 60, 500, "morning", ["adventure", "beaches"], "Paddle around Monkey Island at the north end of the bay."),
        at("Palolem & Agonda", "Agonda Beach", "beach", "Agonda, Canacona", 180, 0, "afternoon", ["beaches", "nature"], "Quiet 3 km beach with turtle nesting and yoga retreats."),
        at("Palolem & Agonda", "Ayurvedic massage in Palolem", "wellness", "Palolem, Canacona", 60, 1500, "afternoon", ["ayurveda"], "Traditional oil massage at a beachside Ayurveda centre."),
        at("Palolem & Agonda", "Silent Noise headphone party", "nightlife", "Neptune Point, Palolem", 240, 1000, "evening", ["beaches", "culture"], "Saturday-night headphone party with three DJ channels (season only)."),
        at("Palolem & Agonda", "Cotigao Wildlife Sanctuary", "nature", "Poinguinim, Canacona", 180, 50, "morning", ["nature", "adventure"], "Forest with treetop watchtowers, rivers and Malabar birds."),
        at("Cabo de Rama", "Cabo de Rama Fort", "sightseeing", "Cabo de Rama, Canacona", 90, 0, "evening", ["culture", "nature"], "Clifftop fort with a small chapel and sunset views."),
        at("Cabo de Rama", "Cola Beach lagoon", "beach", "Cola, Canacona", 180, 0, "afternoon", ["beaches", "nature"], "Secluded beach with a freshwater lagoon behind the sand."),
        at("Palolem & Agonda", "Galgibaga Beach", "beach", "Galgibaga, Canacona", 150, 0, "afternoon", ["beaches", "nature"], "Casuarina-lined beach and Olive Ridley turtle nesting site."),
        at("Cabo de Rama", "Betul Beach and lighthouse", "beach", "Betul, Quepem", 120, 0, "afternoon", ["beaches"], "Where the Sal river meets the sea, with fishing boats and a hilltop lighthouse."),
        at("Margao & Chandor", "Netravali Bubbling Lake", "nature", "Netravali, Sanguem", 120, 0, "morning", ["nature", "temples"], "Temple pond where bubbles rise when you clap, in the Netravali wildlife sanctuary.")
      ],
      hotels: [
        ht("budget", "Palolem beach huts", 1500, 4.0, 800, "Beach huts", "Palolem Beach, Canacona"),
        ht("mid-range", "Ciaran's Camp", 6000, 4.3, 1300, "Beach cottages", "Palolem Beach, Canacona"),
        ht("mid-range", "Agonda beach cottages", 3000, 4.2, 600, "Beach cottages", "Agonda Beach, Canacona"),
        ht("luxury", "Taj Exotica Resort & Spa", 25000, 4.6, 8000, "Beach resort", "Calwaddo, Benaulim"),
        ht("luxury", "The Leela Goa", 22000, 4.6, 6500, "Beach resort", "Mobor, Cavelossim"),
        ht("luxury", "Alila Diwa Goa", 13000, 4.5, 4500, "Resort", "Majorda, Salcete")
      ],
      foodPlaces: [
        fd("Martin's Corner", "₹₹₹", "Restaurant", "Crab xec xec and Goan seafood in Betalbatim"),
        fd("Fisherman's Wharf", "₹₹₹", "Riverside restaurant", "Goan seafood by the Sal river in Cavelossim", ["veg"]),
        fd("Palolem beach shacks", "₹₹", "Beach shacks", "Fish curry rice, kingfish and fresh juices", ["veg"])
      ],
      markets: [mk("Margao New Market", "Margao", "Spices, cashew, feni, household goods")]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["KTC and private buses", "Konkan Railway (Thivim, Karmali, Madgaon, Canacona)", "River ferries", "Motorbike taxis ('pilots')", "GoaMiles app taxis", "Kadamba buses from the airports"],
      operatingHours: "Buses about 6 am-8 pm; ferries 6 am-10 pm; taxis 24 h."
    },
    privateTransport: [
      { availableType: "Scooter rental (Activa)", rentalCost: "₹300-500 per day", fuelCost: "Petrol about ₹97 per litre; ₹100-150 a day" },
      { availableType: "Self-drive car", rentalCost: "₹1,500-2,500 per day", fuelCost: "About ₹500-800 a day" },
      { availableType: "Car with driver", rentalCost: "₹2,500-3,500 per day", fuelCost: "Usually included" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹50-150 by Kadamba airport bus to Panaji" },
      private: { available: true, approximateCost: "₹900-1,500 by prepaid taxi to Panaji; ₹1,500-2,000 to North Goa beaches" },
      distance: "30 km from Dabolim airport to Panaji; Mopa airport is 40 km from Panaji in the north"
    }
  },
  dailyCostsInr: {
    food: { budget: 650, "mid-range": 1200, luxury: 3500 },
    localTransport: { budget: 250, "mid-range": 600, luxury: 2500 }
  },
  souvenirs: [
    { item: "Cashew nuts", typicalPrice: "₹800-1,200 per kg", whereToBuy: "Zantye's or Panaji Municipal Market" },
    { item: "Cashew or coconut feni", typicalPrice: "₹200-800 per bottle", whereToBuy: "Licensed wine shops (check carriage limits for your home state)" },
    { item: "Bebinca and dodol", typicalPrice: "₹200-600", whereToBuy: "Bakeries in Panaji and Margao" },
    { item: "Azulejo painted tiles", typicalPrice: "₹300-3,000", whereToBuy: "Fontainhas, Panaji" },
    { item: "Goan spices and recheado masala", typicalPrice: "₹100-400", whereToBuy: "Mapusa market; spice farms" },
    { item: "Terracotta and shell crafts", typicalPrice: "₹150-1,500", whereToBuy: "Anjuna flea market, Arpora night market" }
  ],
  travelTips: [
    { category: "Safety", tip: "Swim only between lifeguard flags (Drishti lifeguards); the sea is closed to swimmers in the monsoon." },
    { category: "Transport", tip: "Rent scooters only with a valid licence and helmet; use GoaMiles or agree taxi fares before the ride as there is no Uber or Ola." },
    { category: "Money", tip: "Shack prices drop off-peak; ask for the catch-of-the-day price by weight before ordering seafood." },
    { category: "Etiquette", tip: "Swimwear is for beaches only; cover up in towns, churches and temples." },
    { category: "Law", tip: "Drinking in public places and on beaches is fined, and drugs carry heavy penalties." },
    { category: "Festivals", tip: "Carnival (February), Shigmo (March) and Christmas-New Year are spectacular but need early bookings." }
  ]
}
