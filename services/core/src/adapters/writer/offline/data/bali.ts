import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk, VERIFY_WITH_EMBASSY } from "./helpers.ts"

export const bali: DestinationGuide = {
  name: "Bali",
  type: "international",
  aliases: ["Bali Island", "Island of the Gods", "Denpasar", "Ubud", "Seminyak", "Canggu", "Kuta", "Legian", "Sanur", "Nusa Dua", "Jimbaran", "Uluwatu", "Nusa Penida", "Nusa Lembongan", "Amed", "Munduk", "Lovina", "Kintamani"],
  country: "Indonesia",
  arrivalHub: { name: "I Gusti Ngurah Rai International Airport (DPS)", city: "Denpasar" },
  timeZone: "Central Indonesia Time (WITA, UTC+8). Bali is 2 h 30 min ahead of India (IST).",
  currency: { name: "Indonesian rupiah", code: "IDR", exchangeRate: 0.0053 },
  overview: {
    description:
      "Bali, Indonesia's 'Island of the Gods', is a Hindu island of 20,000 temples, emerald rice terraces, volcanoes and surf beaches. Daily offerings, temple festivals and gamelan music shape life from artsy Ubud to the cliffs of Uluwatu, while beach clubs, spas and diving make it easy to relax.",
    highlights: ["Ancient Hindu temples on cliffs and lakes", "Terraced rice fields of Ubud", "Beaches, surfing and island hopping"],
    climate: {
      type: "Tropical",
      seasons: [
        { name: "Dry season", months: "April-October", temperature: "24-31°C", description: "Sunny, less humid and the best time for beaches, treks and diving; July-August is busiest." },
        { name: "Wet season", months: "November-March", temperature: "24-32°C", description: "Humid with heavy afternoon downpours; lush and cheaper, but seas around Nusa Penida can be rough." }
      ]
    },
    bestTimeToVisit: "April to October; May, June and September have fewer crowds. Avoid Nyepi (the Day of Silence, March), when the airport and everything else close for 24 hours.",
    geography: {
      location: "Lesser Sunda Islands of Indonesia, between Java and Lombok, just south of the Equator",
      terrain: "A volcanic spine (Mount Agung 3,031 m, Mount Batur) with crater lakes, terraced valleys in the centre, black-sand beaches in the north and east and limestone cliffs in the south",
      landmarks: ["Tanah Lot", "Uluwatu Temple", "Tegallalang Rice Terraces", "Mount Batur", "Ulun Danu Beratan Temple", "Lempuyang Temple", "Kelingking Beach"]
    },
    languages: ["Indonesian (Bahasa Indonesia)", "Balinese", "English widely spoken in tourist areas"],
    localCuisine: ["Nasi goreng", "Mie goreng", "Babi guling (suckling pig)", "Bebek betutu (slow-cooked duck)", "Sate lilit", "Nasi campur", "Lawar", "Gado-gado", "Pisang goreng", "Kopi Bali"],
    culturalNotes: [
      "Wear a sarong and sash in temples (usually lent at the entrance); women who are menstruating are asked not to enter.",
      "Do not step on the small offerings (canang sari) on pavements.",
      "Use your right hand to give and receive; never touch someone's head.",
      "Public displays of affection are frowned upon outside resorts; dress modestly away from the beach.",
      "Bali has strict rules for tourists since 2023: respect sacred sites, no climbing sacred trees or posing inappropriately at temples."
    ]
  },
  optimizationStrategy:
    "Start with the beaches of Seminyak near the airport, move inland to Ubud's culture and volcano, loop through the cool highlands of Munduk and round to the east coast at Amed, cross by fast boat to Nusa Penida, and end on the Bukit peninsula at Uluwatu, 30 minutes from the airport.",
  accommodationStrategy:
    "Use a beach base in Seminyak or Canggu, a rice-field villa in Ubud, a lake or jungle lodge in Munduk, a seaside bungalow in Amed, a guesthouse on Nusa Penida and a clifftop resort in Uluwatu or Jimbaran.",
  bookingTip: "Private pool villas are great value compared with hotels — book directly or early for July-August and Christmas-New Year.",
  regions: [
    {
      name: "Seminyak",
      subAreas: ["Seminyak Beach", "Canggu", "Kuta", "Tanah Lot"],
      distanceFromPreviousKm: 10,
      travelFromPrevious: "Taxi 30-60 min from the airport depending on traffic",
      reasonForSequencing: "The closest beach area to the airport for an easy first evening.",
      dayShare: 0.18,
      idealDays: 3,
      attractions: [
        at("Tanah Lot", "Tanah Lot Temple", "temple", "Beraban, Kediri, Tabanan", 120, 400, "evening", ["landmarks", "culture"], "Sea temple on a rock that becomes an island at high tide; famous sunset spot."),
        at("Seminyak Beach", "Seminyak Beach sunset", "beach", "Jalan Camplung Tanduk, Seminyak", 120, 0, "evening", ["beaches"], "Bean bags, music and cocktails as the sun sets into the Indian Ocean."),
        at("Seminyak Beach", "Potato Head Beach Club", "nightlife", "Jalan Petitenget 51B, Seminyak", 240, 2700, "afternoon", ["nightlife", "beaches"], "Iconic beach club with an infinity pool and DJs (minimum spend for day beds)."),
        at("Seminyak Beach", "Seminyak boutique shopping", "shopping", "Jalan Kayu Aya (Eat Street) and Jalan Petitenget", 120, 0, "afternoon", ["shopping"], "Designer boutiques, homeware and resort wear."),
        at("Seminyak Beach", "Pura Petitenget", "temple", "Jalan Petitenget, Seminyak", 30, 0, "afternoon", ["culture"], "16th-century beachfront temple that hosts colourful ceremonies."),
        at("Canggu", "Surf lesson in Canggu", "adventure", "Batu Bolong Beach, Canggu", 120, 2200, "morning", ["beaches", "attractions"], "Beginner lessons with board hire on gentle beach breaks."),
        at("Canggu", "Echo Beach and Batu Bolong cafés", "beach", "Echo Beach, Canggu", 150, 0, "afternoon", ["beaches", "food"], "Black-sand surf beaches lined with cafés and warungs."),
        at("Canggu", "Finns Beach Club", "nightlife", "Jalan Pantai Berawa, Canggu", 240, 3000, "afternoon", ["nightlife"], "Huge beach club with pools and sunset parties."),
        at("Kuta", "Waterbom Bali", "sightseeing", "Jalan Kartika Plaza, Kuta", 300, 3700, "morning", ["attractions"], "One of Asia's top water parks."),
        at("Kuta", "Kuta Beach and Beachwalk", "beach", "Kuta Beach, Kuta", 120, 0, "afternoon", ["beaches", "shopping"], "Bali's original surf beach and a beachfront mall.")
      ],
      hotels: [
        ht("budget", "Balinese homestay (guesthouse) in Seminyak", 2500, 4.3, 600, "Guesthouse", "Seminyak, Badung"),
        ht("budget", "Surf hostel in Canggu", 2000, 4.4, 1200, "Hostel", "Batu Bolong, Canggu"),
        ht("mid-range", "Courtyard by Marriott Bali Seminyak Resort", 10000, 4.5, 3500, "Resort", "Jalan Camplung Tanduk, Seminyak"),
        ht("luxury", "The Legian Seminyak", 35000, 4.7, 900, "Beachfront luxury hotel", "Jalan Kayu Aya, Seminyak"),
        ht("luxury", "W Bali – Seminyak", 30000, 4.5, 4000, "Beach resort", "Jalan Petitenget, Seminyak")
      ],
      foodPlaces: [
        fd("Crate Café", "₹₹", "Café", "Brunch bowls and coffee in Canggu", ["veg", "vegan"]),
        fd("Queen's Tandoor", "₹₹₹", "Indian restaurant", "North Indian curries and tandoor dishes in Seminyak", ["veg"]),
        fd("Nasi Padang warungs", "₹", "Local eatery", "Rice with a choice of Sumatran curries, rendang and vegetables", ["halal", "veg"])
      ],
      markets: [mk("Seminyak Square and Seminyak Village", "Jalan Kayu Aya, Seminyak", "Resort wear, silver, homeware, spa products")]
    },
    {
      name: "Ubud",
      subAreas: ["Ubud Centre", "Tegallalang", "Tampaksiring", "Mount Batur"],
      distanceFromPreviousKm: 30,
      travelFromPrevious: "Car 1-1.5 h",
      reasonForSequencing: "Bali's cultural heart in the central hills, the base for temples, rice terraces and Mount Batur.",
      dayShare: 0.26,
      idealDays: 4,
      attractions: [
        at("Ubud Centre", "Sacred Monkey Forest Sanctuary", "nature", "Jalan Monkey Forest, Ubud", 90, 450, "morning", ["nature", "attractions"], "Jungle temple complex home to 1,000+ long-tailed macaques; keep food and sunglasses out of sight."),
        at("Ubud Centre", "Ubud Palace and Saraswati Temple", "culture", "Jalan Raya Ubud", 60, 0, "morning", ["culture", "landmarks"], "The royal palace and a lotus-pond water temple in the centre of town."),
        at("Ubud Centre", "Legong or Kecak dance performance", "culture", "Ubud Palace and other stages", 90, 550, "evening", ["culture"], "Nightly Balinese dance with a gamelan orchestra."),
        at("Ubud Centre", "Ubud Art Market", "shopping", "Jalan Raya Ubud, opposite the palace", 90, 0, "afternoon", ["shopping"], "Sarongs, baskets, wood carvings and paintings; bargain hard."),
        at("Ubud Centre", "Campuhan Ridge Walk", "nature", "Start at Warwick Ibah, Ubud", 90, 0, "morning", ["nature"], "Easy ridge walk through elephant grass between two river valleys; best at sunrise."),
        at("Ubud Centre", "Balinese cooking class with market visit", "food", "Ubud", 300, 2200, "morning", ["food", "culture"], "Shop at a village market and cook six or more Balinese dishes."),
        at("Ubud Centre", "Traditional Balinese massage", "relaxation", "Spas along Jalan Hanoman and Monkey Forest Road", 90, 800, "afternoon", ["culture"], "An hour-long massage at a fraction of resort prices."),
        at("Ubud Centre", "ARMA Museum", "culture", "Jalan Raya Pengosekan, Ubud", 90, 550, "afternoon", ["culture"], "Balinese and Javanese art including Walter Spies paintings, with classes in dance and offerings."),
        at("Ubud Centre", "Goa Gajah (Elephant Cave)", "temple", "Bedulu, Gianyar", 60, 270, "morning", ["culture", "landmarks"], "11th-century cave sanctuary with a demon-mouth entrance and bathing pools."),
        at("Ubud Centre", "Tegenungan Waterfall", "nature", "Kemenuh, Sukawati", 90, 110, "morning", ["nature"], "Wide waterfall with a swimming pool at its base."),
        at("Tegallalang", "Tegallalang Rice Terraces", "nature", "Tegallalang, 10 km north of Ubud", 120, 150, "morning", ["nature", "landmarks"], "Cascading subak rice terraces; come before 8 am for the light and fewer people."),
        at("Tegallalang", "Bali swing over the jungle", "sightseeing", "Tegallalang area", 120, 3500, "morning", ["attractions"], "Giant swings over the valley with photo nests."),
        at("Tampaksiring", "Tirta Empul Temple", "temple", "Tampaksiring, Gianyar", 90, 400, "morning", ["culture", "landmarks"], "Holy spring water temple where Balinese bathe under 30 spouts to purify themselves."),
        at("Tampaksiring", "Gunung Kawi rock-cut shrines", "temple", "Tampaksiring, Gianyar", 90, 270, "afternoon", ["culture", "landmarks"], "11th-century royal memorials carved into a river cliff, reached by 300 steps through rice fields."),
        at("Mount Batur", "Mount Batur sunrise trek", "adventure", "Kintamani, Bangli", 360, 3500, "morning", ["nature"], "2-hour pre-dawn climb up an active volcano for sunrise over Lake Batur and Mount Agung (pick-up around 2 am)."),
        at("Mount Batur", "Kintamani coffee plantation tasting", "food", "Kintamani road, Gianyar", 45, 0, "afternoon", ["food"], "Free tastings of Balinese coffee and teas (kopi luwak extra).")
      ],
      hotels: [
        ht("budget", "Puri Garden Hotel & Hostel", 3000, 4.6, 2000, "Hostel and hotel", "Jalan Raya Andong, Ubud"),
        ht("budget", "Family-run Balinese homestay in Ubud", 2000, 4.6, 500, "Homestay", "Jalan Hanoman, Ubud"),
        ht("mid-range", "Alaya Resort Ubud", 12000, 4.6, 3000, "Resort", "Jalan Hanoman, Ubud"),
        ht("mid-range", "Komaneka at Bisma", 18000, 4.7, 1500, "Boutique resort", "Jalan Bisma, Ubud"),
        ht("luxury", "Four Seasons Resort Bali at Sayan", 70000, 4.8, 1200, "Luxury resort", "Sayan, Ubud"),
        ht("luxury", "Mandapa, a Ritz-Carlton Reserve", 90000, 4.8, 900, "Luxury resort", "Jalan Kedewatan, Ubud"),
        ht("luxury", "Hanging Gardens of Bali", 45000, 4.6, 1400, "Jungle resort", "Desa Buahan, Payangan")
      ],
      foodPlaces: [
        fd("Warung Babi Guling Ibu Oka", "₹", "Warung", "Balinese roast suckling pig"),
        fd("Bebek Bengil (Dirty Duck Diner)", "₹₹", "Restaurant", "Crispy duck overlooking rice fields", ["veg"]),
        fd("Sari Organik", "₹₹", "Farm café", "Organic vegetarian food in the middle of the rice fields", ["veg", "vegan"]),
        fd("Clear Café", "₹₹", "Café", "Healthy international menu and smoothies", ["veg", "vegan"]),
        fd("Nasi Ayam Kedewatan Ibu Mangku", "₹", "Warung", "Balinese chicken rice"),
        fd("Locavore NXT", "₹₹₹₹", "Fine dining", "Tasting menus from Indonesian produce", ["veg"])
      ],
      markets: [
        mk("Ubud Art Market", "Jalan Raya Ubud", "Sarongs, rattan bags, wood carvings, paintings"),
        mk("Sukawati Art Market", "Sukawati, Gianyar", "Cheapest handicrafts and textiles on the island")
      ]
    },
    {
      name: "Munduk",
      subAreas: ["Bedugul", "Munduk Village", "Jatiluwih", "Lovina"],
      distanceFromPreviousKm: 65,
      travelFromPrevious: "Car 2 h via Jatiluwih",
      reasonForSequencing: "The cool lake highlands lie north-west of Ubud and lead on to the north coast.",
      dayShare: 0.14,
      idealDays: 2,
      attractions: [
        at("Bedugul", "Ulun Danu Beratan Temple", "temple", "Candikuning, Bedugul, Tabanan", 90, 400, "morning", ["landmarks", "culture"], "The 'floating' water temple on Lake Beratan, pictured on the 50,000 rupiah note."),
        at("Bedugul", "Handara Gate", "sightseeing", "Pancasari, Bedugul", 30, 160, "morning", ["landmarks"], "Instagram-famous split gate framed by mountains."),
        at("Bedugul", "Bali Botanic Garden", "nature", "Candikuning, Bedugul", 120, 160, "afternoon", ["nature"], "157-hectare highland garden of orchids and ferns."),
        at("Munduk Village", "Munduk waterfalls trek", "nature", "Munduk, Buleleng", 180, 300, "morning", ["nature"], "Trail linking Munduk, Melanting and Red Coral waterfalls through clove and coffee plantations."),
        at("Munduk Village", "Twin Lakes viewpoint (Buyan and Tamblingan)", "nature", "Wanagiri, Buleleng", 45, 50, "morning", ["nature"], "Ridge-top view of two crater lakes in misty forest."),
        at("Munduk Village", "Banyumala Twin Waterfalls", "nature", "Wanagiri, Buleleng", 120, 150, "afternoon", ["nature"], "Two cascades with a pool for swimming, 20 minutes' walk down."),
        at("Jatiluwih", "Jatiluwih Rice Terraces", "nature", "Jatiluwih, Penebel, Tabanan", 150, 320, "morning", ["nature", "landmarks"], "UNESCO-listed subak landscape of vast terraces under Mount Batukaru; walking trails of 2-8 km."),
        at("Lovina", "Lovina dolphin-watching boat", "nature", "Lovina Beach, Buleleng", 150, 800, "morning", ["nature", "beaches"], "Sunrise outrigger trip to see spinner dolphins."),
        at("Lovina", "Sekumpul Waterfall", "nature", "Sekumpul, Buleleng", 180, 550, "morning", ["nature"], "Often called Bali's most beautiful waterfall: seven streams in a jungle amphitheatre (with guide)."),
        at("Lovina", "Banjar Hot Springs", "relaxation", "Banjar, Buleleng", 90, 110, "afternoon", ["nature"], "Warm sulphur pools with dragon-head spouts in a garden.")
      ],
      hotels: [
        ht("budget", "Munduk homestay with lake view", 2000, 4.5, 400, "Homestay", "Munduk, Buleleng"),
        ht("mid-range", "Puri Lumbung Cottages", 6000, 4.4, 700, "Eco cottages", "Munduk, Buleleng"),
        ht("luxury", "Munduk Moding Plantation", 22000, 4.7, 1300, "Plantation resort", "Gesing, Munduk, Buleleng")
      ],
      foodPlaces: [fd("Candikuning market warungs", "₹", "Warung", "Nasi campur, fresh strawberries and corn", ["veg", "halal"])],
      markets: [mk("Candikuning (Bedugul) Market", "Bedugul", "Fruit, spices, orchids, local snacks")]
    },
    {
      name: "Amed",
      subAreas: ["Amed Coast", "Tulamben", "Karangasem", "Sidemen"],
      distanceFromPreviousKm: 110,
      travelFromPrevious: "Car 3 h along the north coast",
      reasonForSequencing: "Round the north coast to the quiet east, under Mount Agung, on the way back south to the boats for Nusa Penida.",
      dayShare: 0.13,
      idealDays: 2,
      attractions: [
        at("Karangasem", "Lempuyang Temple (Gates of Heaven)", "temple", "Lempuyang, Abang, Karangasem", 180, 400, "morning", ["landmarks", "culture"], "Split gate framing Mount Agung; go at dawn as the photo queue can be hours long."),
        at("Karangasem", "Tirta Gangga Water Palace", "culture", "Ababi, Abang, Karangasem", 90, 270, "morning", ["culture", "landmarks"], "Royal water garden with stepping stones among koi ponds."),
        at("Karangasem", "Taman Ujung Water Palace", "culture", "Tumbu, Karangasem", 90, 400, "afternoon", ["culture"], "Grand 1920s palace of pools and bridges by the sea."),
        at("Karangasem", "Besakih Mother Temple", "temple", "Besakih, Rendang, Karangasem", 150, 400, "morning", ["landmarks", "culture"], "Bali's largest and holiest temple complex on the slopes of Mount Agung."),
        at("Tulamben", "USAT Liberty wreck snorkel or dive", "adventure", "Tulamben, Karangasem", 180, 1000, "morning", ["beaches", "nature"], "WWII cargo ship wreck in shallow water off the beach, covered in corals (snorkel with guide; dive about ₹4,000)."),
        at("Amed Coast", "Amed Japanese shipwreck snorkelling", "beach", "Banyuning, Amed", 120, 500, "morning", ["beaches", "nature"], "Small wreck and coral gardens a few metres from shore (gear rental)."),
        at("Amed Coast", "Sunrise over Mount Agung from Amed", "nature", "Jemeluk viewpoint, Amed", 45, 0, "morning", ["nature"], "Fishing jukungs launching at dawn beneath the volcano."),
        at("Sidemen", "Sidemen valley rice-field walk", "nature", "Sidemen, Karangasem", 150, 0, "morning", ["nature", "culture"], "Unspoilt valley of terraces and songket weaving villages."),
        at("Sidemen", "Tenganan Bali Aga village", "culture", "Tenganan, Karangasem", 90, 100, "afternoon", ["culture", "shopping"], "Walled village of the original Balinese, known for double-ikat weaving (donation).")
      ],
      hotels: [
        ht("budget", "Amed beach bungalow", 2500, 4.4, 500, "Bungalow", "Jemeluk, Amed"),
        ht("mid-range", "Amed beachfront dive resort", 7000, 4.4, 700, "Dive resort", "Lipah, Amed")
      ],
      foodPlaces: [fd("Amed seafront warungs", "₹", "Warung", "Grilled fish, nasi goreng and ikan sate", ["veg"])],
      markets: [mk("Amlapura market", "Amlapura, Karangasem", "Songket and ikat textiles, fruit, spices")]
    },
    {
      name: "Nusa Penida",
      subAreas: ["West Nusa Penida", "East Nusa Penida", "Nusa Lembongan"],
      distanceFromPreviousKm: 70,
      travelFromPrevious: "Car 1.5 h to Sanur or Padang Bai, then fast boat 45 min",
      reasonForSequencing: "The dramatic island across the Badung Strait is reached from the east coast and returns to Sanur near the south.",
      dayShare: 0.13,
      idealDays: 2,
      attractions: [
        at("West Nusa Penida", "Kelingking Beach viewpoint", "beach", "Bunga Mekar, West Nusa Penida", 120, 100, "morning", ["landmarks", "beaches", "nature"], "The T-Rex-shaped headland; the steep path to the beach takes 45 minutes each way."),
        at("West Nusa Penida", "Broken Beach and Angel's Billabong", "nature", "Sakti, West Nusa Penida", 90, 100, "morning", ["nature", "landmarks"], "A sea arch over a circular bay and a natural infinity pool (swim only at calm low tide)."),
        at("West Nusa Penida", "Crystal Bay", "beach", "Sakti, West Nusa Penida", 150, 0, "afternoon", ["beaches"], "Sheltered bay for swimming, snorkelling and sunset."),
        at("West Nusa Penida", "Manta ray snorkelling trip", "adventure", "Manta Point, Nusa Penida", 240, 2500, "morning", ["nature", "beaches"], "Boat trip to snorkel with reef manta rays, usually combined with Crystal Bay and Gamat Bay."),
        at("East Nusa Penida", "Diamond Beach and Atuh Beach", "beach", "Pejukutan, East Nusa Penida", 180, 100, "morning", ["beaches", "landmarks"], "Carved cliff steps down to a white beach, next to the Atuh rock arch."),
        at("East Nusa Penida", "Goa Giri Putri cave temple", "temple", "Suana, East Nusa Penida", 60, 100, "afternoon", ["culture"], "Temple inside a huge cave entered through a tiny crack (sarong required, donation)."),
        at("Nusa Lembongan", "Devil's Tear and Yellow Bridge", "sightseeing", "Nusa Lembongan and Nusa Ceningan", 120, 0, "afternoon", ["nature", "landmarks"], "Waves exploding against cliffs, and the bridge to Ceningan's Blue Lagoon."),
        at("Nusa Lembongan", "Mangrove forest boat tour", "nature", "Jungutbatu, Nusa Lembongan", 60, 400, "morning", ["nature"], "Paddle boat through mangroves.")
      ],
      hotels: [
        ht("budget", "Nusa Penida guesthouse near Toyapakeh", 2000, 4.3, 400, "Guesthouse", "Toyapakeh, Nusa Penida"),
        ht("mid-range", "Nusa Lembongan beachfront hotel", 8000, 4.4, 900, "Beach hotel", "Jungutbatu, Nusa Lembongan")
      ],
      foodPlaces: [fd("Toyapakeh beach warungs", "₹", "Warung", "Grilled fish and seaweed dishes", ["veg"])],
      markets: []
    },
    {
      name: "Uluwatu",
      subAreas: ["Uluwatu Cliffs", "Jimbaran", "Nusa Dua"],
      distanceFromPreviousKm: 40,
      travelFromPrevious: "Fast boat to Sanur then car 1 h",
      reasonForSequencing: "The Bukit peninsula ends the trip 30 minutes from the airport, with clifftop sunsets.",
      dayShare: 0.16,
      idealDays: 3,
      attractions: [
        at("Uluwatu Cliffs", "Uluwatu Temple", "temple", "Pecatu, South Kuta, Badung", 90, 270, "evening", ["landmarks", "culture"], "Sea temple perched 70 m above the waves; watch your sunglasses around the monkeys."),
        at("Uluwatu Cliffs", "Kecak Fire Dance at Uluwatu", "culture", "Uluwatu Temple amphitheatre", 60, 800, "evening", ["culture"], "A chorus of 70 men chanting 'cak' at sunset, telling the Ramayana."),
        at("Uluwatu Cliffs", "Padang Padang Beach", "beach", "Pecatu, Uluwatu", 150, 80, "afternoon", ["beaches"], "Small beach reached through a rock crevice, famous from Eat Pray Love."),
        at("Uluwatu Cliffs", "Bingin and Suluban beaches", "beach", "Bingin and Suluban, Uluwatu", 150, 0, "afternoon", ["beaches"], "Cliff-stair beaches with surf breaks and caves."),
        at("Uluwatu Cliffs", "Melasti Beach", "beach", "Ungasan, South Kuta", 150, 50, "afternoon", ["beaches"], "White sand beneath towering limestone cliffs, reached by a cliff-cut road."),
        at("Uluwatu Cliffs", "Single Fin sunset session", "nightlife", "Jalan Labuansait, Uluwatu", 150, 1500, "evening", ["nightlife"], "Clifftop bar above the surf break — legendary on Sunday nights."),
        at("Jimbaran", "Jimbaran Bay seafood dinner", "food", "Jimbaran Beach", 120, 2000, "evening", ["food", "beaches"], "Grilled seafood at tables on the sand at sunset."),
        at("Jimbaran", "Garuda Wisnu Kencana Cultural Park", "sightseeing", "Ungasan, South Kuta", 150, 800, "afternoon", ["landmarks", "culture"], "The 121 m statue of Vishnu riding Garuda, with cultural shows."),
        at("Nusa Dua", "Nusa Dua Beach and Water Blow", "beach", "Nusa Dua, Badung", 150, 0, "morning", ["beaches"], "Calm resort beach and waves bursting through the limestone at Water Blow."),
        at("Nusa Dua", "Water sports at Tanjung Benoa", "adventure", "Tanjung Benoa", 120, 2500, "morning", ["beaches", "attractions"], "Parasailing, jet skis and banana boats.")
      ],
      hotels: [
        ht("budget", "Surf guesthouse in Uluwatu", 2500, 4.4, 700, "Guesthouse", "Jalan Labuansait, Uluwatu"),
        ht("mid-range", "Mövenpick Resort & Spa Jimbaran", 12000, 4.6, 3500, "Resort", "Jalan Wanagiri, Jimbaran"),
        ht("mid-range", "Renaissance Bali Uluwatu Resort & Spa", 15000, 4.6, 3000, "Resort", "Jalan Pantai Balangan, Uluwatu"),
        ht("luxury", "Six Senses Uluwatu", 50000, 4.7, 1100, "Clifftop resort", "Jalan Goa Lempeh, Uluwatu"),
        ht("luxury", "Alila Villas Uluwatu", 70000, 4.7, 1000, "Villa resort", "Jalan Belimbing Sari, Pecatu")
      ],
      foodPlaces: [
        fd("Jimbaran Bay seafood cafés", "₹₹₹", "Beach restaurant", "Grilled lobster, prawns and fish by weight"),
        fd("Warung Nasi Padang in Jimbaran", "₹", "Local eatery", "Rendang and vegetable curries with rice", ["halal", "veg"])
      ],
      markets: [mk("Jimbaran fish market", "Kedonganan, Jimbaran", "Fresh seafood, cooked at stalls next door")]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["Grab and Gojek app taxis and bike taxis", "Bluebird metered taxis", "Trans Metro Dewata and Kura-Kura tourist buses (limited routes)", "Fast boats to Nusa Penida, Lembongan and the Gilis", "Perama shuttle buses"],
      operatingHours: "App taxis 24 h; buses about 5 am-9 pm; fast boats 8 am-5 pm."
    },
    privateTransport: [
      { availableType: "Car with driver (day hire, 10 hours)", rentalCost: "₹3,200-4,300 per day (IDR 600,000-800,000)", fuelCost: "Included" },
      { availableType: "Scooter rental", rentalCost: "₹400-550 per day (IDR 75,000-100,000)", fuelCost: "About ₹55 per litre; ₹100-200 a day" },
      { availableType: "Self-drive car", rentalCost: "₹1,900-2,700 per day", fuelCost: "About ₹55-70 per litre" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹600-1,000 by Grab/Gojek pick-up from the designated zone" },
      private: { available: true, approximateCost: "₹1,100-1,600 (IDR 200,000-300,000) by official airport taxi to Seminyak; ₹2,000-2,700 to Ubud" },
      distance: "10 km from Ngurah Rai airport to Seminyak; 37 km to Ubud"
    }
  },
  dailyCostsInr: {
    food: { budget: 2000, "mid-range": 4000, luxury: 9000 },
    localTransport: { budget: 800, "mid-range": 2500, luxury: 5000 }
  },
  souvenirs: [
    { item: "Batik and ikat sarongs", typicalPrice: "₹300-5,000", whereToBuy: "Ubud and Sukawati art markets; Tenganan for double-ikat" },
    { item: "Wood carvings", typicalPrice: "₹500-10,000", whereToBuy: "Mas village and Ubud" },
    { item: "Celuk silver jewellery", typicalPrice: "₹1,000-15,000", whereToBuy: "Celuk village, Gianyar" },
    { item: "Rattan 'Ata' bags", typicalPrice: "₹800-3,000", whereToBuy: "Ubud Art Market" },
    { item: "Balinese coffee and spa products", typicalPrice: "₹300-1,500", whereToBuy: "Krisna Oleh-Oleh stores; Kintamani plantations" }
  ],
  travelTips: [
    { category: "Money", tip: "Use ATMs inside banks or malls to avoid skimming; money changers offering better-than-market rates often short-change." },
    { category: "Transport", tip: "Traffic is slow: allow an hour for 15-20 km; hire a driver for day trips instead of scooters if you are not an experienced rider with an international driving permit." },
    { category: "Health", tip: "Drink only bottled or filtered water and be careful with ice at roadside stalls to avoid 'Bali belly'." },
    { category: "Fees", tip: "Every foreign visitor pays the Bali tourist levy of IDR 150,000 (about ₹800); pay online on the Love Bali website or app before arrival." },
    { category: "Safety", tip: "Swim between red-and-yellow flags; rip currents are strong on the west coast, and boats to Nusa Penida can be rough in the wet season." },
    { category: "Etiquette", tip: "Bali's festival calendar (Galungan, Kuningan, Nyepi) affects opening hours; check dates and enjoy the processions." }
  ],
  visa: {
    status: "Visa on arrival (also available online as e-VOA)",
    requirements: {
      documents: [
        "Passport valid for at least 6 months from arrival with at least one blank page",
        "Return or onward flight ticket",
        "Hotel booking or address in Bali",
        "Visa fee payment (card or cash at the airport; card online for e-VOA)",
        "Customs declaration on the Indonesian immigration arrival form online before landing"
      ],
      processingTime: "Issued on arrival at the airport counter in minutes; e-VOA online is usually approved within 1-3 working days",
      fees: "IDR 500,000 (about ₹2,700) per person, plus the Bali tourist levy of IDR 150,000 (about ₹800)",
      validityPeriod: "30 days from arrival, extendable once for another 30 days at an immigration office or online"
    },
    embassyDetails: {
      location: "Embassy of the Republic of Indonesia, 50-A Kautilya Marg, Chanakyapuri, New Delhi 110021; Consulate General of Indonesia in Mumbai",
      contactInfo: "Embassy website kemlu.go.id/newdelhi; e-VOA portal evisa.imigrasi.go.id",
      workingHours: "Monday-Friday, about 9:00-17:00 (consular services in the morning); closed on Indian and Indonesian public holidays"
    },
    applicationProcess: [
      "Apply for the e-VOA on evisa.imigrasi.go.id up to 90 days before travel, or get the visa on arrival at the airport",
      "Pay the Bali tourist levy on the Love Bali website or app",
      "Complete the arrival and customs declaration online within a few days before landing",
      "Show passport, e-VOA (or buy VOA at the counter) and return ticket at immigration"
    ],
    additionalNotes: [
      "Overstaying costs IDR 1,000,000 (about ₹5,300) per day; extend before day 30 if you need more time.",
      "The visa on arrival does not permit work; a separate visa is needed for business activities beyond meetings.",
      VERIFY_WITH_EMBASSY
    ]
  }
}
