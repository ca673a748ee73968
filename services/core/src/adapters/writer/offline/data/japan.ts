import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk, VERIFY_WITH_EMBASSY } from "./helpers.ts"

export const japan: DestinationGuide = {
  name: "Japan",
  type: "international",
  aliases: ["Nippon", "Nihon", "Tokyo", "Kyoto", "Osaka", "Nara", "Hiroshima", "Miyajima", "Hakone", "Mount Fuji", "Mt Fuji", "Fuji", "Kawaguchiko", "Shinjuku", "Shibuya", "Asakusa", "Ginza", "Kamakura", "Nikko"],
  country: "Japan",
  arrivalHub: { name: "Tokyo Haneda Airport (HND)", city: "Tokyo" },
  timeZone: "Japan Standard Time (JST, UTC+9). Japan is 3 h 30 min ahead of India (IST); no daylight saving.",
  currency: { name: "Japanese yen", code: "JPY", exchangeRate: 0.57 },
  overview: {
    description:
      "Japan combines neon megacities with serene temples, bullet trains with centuries-old rituals. Tokyo's energy, Mount Fuji's perfect cone, Kyoto's 2,000 temples and geisha districts, Nara's bowing deer, Osaka's street food and Hiroshima's message of peace make the classic 'Golden Route'.",
    highlights: ["Cherry blossoms and ancient temples", "Bullet trains and futuristic Tokyo", "Sushi, ramen and street food"],
    climate: {
      type: "Temperate with four distinct seasons (humid subtropical in Tokyo, Kyoto and Osaka)",
      seasons: [
        { name: "Spring", months: "March-May", temperature: "8-22°C", description: "Cherry blossoms from late March to early April; busiest and priciest season. Golden Week (early May) is crowded." },
        { name: "Summer", months: "June-August", temperature: "22-35°C", description: "Rainy season in June-mid July, then hot and humid with festivals and fireworks; Mount Fuji climbing season (July-September)." },
        { name: "Autumn", months: "September-November", temperature: "12-27°C", description: "Crisp, clear days and red maple leaves (mid-November in Kyoto); typhoons possible in September." },
        { name: "Winter", months: "December-February", temperature: "0-10°C", description: "Dry and sunny on the Pacific side with the clearest views of Fuji; snow and skiing in the north and Alps." }
      ]
    },
    bestTimeToVisit: "Late March to May and October to November; winter is good value with clear Fuji views.",
    geography: {
      location: "East Asian island nation in the Pacific Ocean; the main islands are Honshu, Hokkaido, Kyushu and Shikoku",
      terrain: "Mountainous and volcanic (about 70% mountains) with dense coastal plains; Mount Fuji (3,776 m) is the highest peak",
      landmarks: ["Mount Fuji", "Senso-ji", "Shibuya Crossing", "Fushimi Inari Taisha", "Kinkaku-ji", "Todai-ji", "Osaka Castle", "Itsukushima Shrine"]
    },
    languages: ["Japanese", "English on signs and in transport; limited spoken English"],
    localCuisine: ["Sushi and sashimi", "Ramen", "Tempura", "Okonomiyaki", "Takoyaki", "Wagyu and yakiniku", "Kaiseki", "Matcha sweets", "Udon and soba", "Shojin ryori (Buddhist vegetarian cuisine)"],
    culturalNotes: [
      "Tipping is not practised and can cause confusion.",
      "Remove shoes when entering homes, ryokan, some temples and fitting rooms; use the slippers provided.",
      "Keep quiet on trains, do not talk on the phone, and stand on the left of escalators in Tokyo (right in Osaka).",
      "Tattoos may bar entry to some onsen; cover them or choose tattoo-friendly baths.",
      "Do not eat while walking in many areas; carry your rubbish home, as public bins are rare.",
      "Vegetarian food needs care: dashi (fish stock) is in most soups and sauces, so look for shojin ryori or certified vegan places."
    ]
  },
  optimizationStrategy:
    "The classic Golden Route one way from Tokyo to the west by Shinkansen: Tokyo, Hakone and Mount Fuji, Kyoto, Nara, Osaka, then Hiroshima and Miyajima, flying home from Osaka Kansai (1 h 30 min by Shinkansen) or Hiroshima.",
  accommodationStrategy:
    "Base near a major station in each city (Shinjuku or Ginza, Kyoto Station or Gion, Namba in Osaka); spend one night in a ryokan with an onsen in Hakone; Nara is an easy day trip from Kyoto or Osaka.",
  bookingTip: "Book cherry-blossom (late March-early April) and autumn-leaf (November) stays 3-6 months ahead; forward big luggage between hotels with takkyubin (about ¥2,000 a bag).",
  regions: [
    {
      name: "Tokyo",
      subAreas: ["Asakusa & Ueno", "Shinjuku", "Shibuya & Harajuku", "Ginza & Tokyo Station", "Odaiba & Tokyo Bay", "Day trips"],
      distanceFromPreviousKm: 20,
      travelFromPrevious: "Keikyu line or monorail 30 min from Haneda, or limousine bus",
      reasonForSequencing: "The arrival city and Japan's greatest metropolis.",
      dayShare: 0.3,
      idealDays: 5,
      attractions: [
        at("Asakusa & Ueno", "Senso-ji Temple and Nakamise-dori", "temple", "2-3-1 Asakusa, Taito, Tokyo", 90, 0, "morning", ["landmarks", "culture", "shopping"], "Tokyo's oldest temple, entered through the Kaminarimon gate and a street of snack and souvenir stalls."),
        at("Asakusa & Ueno", "Tokyo Skytree", "sightseeing", "1-1-2 Oshiage, Sumida, Tokyo", 120, 2000, "evening", ["landmarks", "attractions"], "Japan's tallest structure at 634 m, with decks at 350 m and 450 m."),
        at("Asakusa & Ueno", "Ueno Park and Tokyo National Museum", "culture", "Ueno Park, Taito, Tokyo", 180, 570, "afternoon", ["culture", "nature"], "Japan's largest collection of art and samurai armour in a park famed for cherry blossoms."),
        at("Shinjuku", "Shinjuku Gyoen National Garden", "nature", "11 Naitomachi, Shinjuku, Tokyo", 90, 290, "morning", ["nature"], "Japanese, English and French gardens; among Tokyo's best cherry-blossom spots."),
        at("Shinjuku", "Omoide Yokocho and Golden Gai", "nightlife", "Nishi-Shinjuku and Kabukicho, Tokyo", 150, 3000, "evening", ["nightlife", "food"], "Smoky yakitori alleys and 200 tiny bars, some seating just six people."),
        at("Shinjuku", "Tokyo Metropolitan Government Building observatory", "sightseeing", "2-8-1 Nishi-Shinjuku, Tokyo", 60, 0, "afternoon", ["landmarks"], "Free 202 m observation decks with Fuji views on clear days."),
        at("Shibuya & Harajuku", "Shibuya Crossing and Hachiko", "sightseeing", "Shibuya Station, Tokyo", 45, 0, "evening", ["landmarks"], "The world's busiest pedestrian scramble, best seen from above."),
        at("Shibuya & Harajuku", "Shibuya Sky", "sightseeing", "Shibuya Scramble Square, Tokyo", 90, 1700, "evening", ["landmarks", "attractions"], "Open-air rooftop 229 m above the crossing; book a sunset slot."),
        at("Shibuya & Harajuku", "Meiji Jingu Shrine", "temple", "1-1 Yoyogikamizonocho, Shibuya, Tokyo", 75, 0, "morning", ["culture", "landmarks", "nature"], "Shinto shrine of Emperor Meiji in a 70-hectare forest."),
        at("Shibuya & Harajuku", "Takeshita Street and Omotesando", "shopping", "Harajuku, Shibuya, Tokyo", 120, 0, "afternoon", ["shopping"], "Youth fashion, crêpes and kawaii culture next to the designer boulevard."),
        at("Ginza & Tokyo Station", "Imperial Palace East Gardens", "sightseeing", "1-1 Chiyoda, Tokyo", 90, 0, "morning", ["landmarks", "nature"], "Remains of Edo Castle in the centre of Tokyo (closed Mondays and Fridays)."),
        at("Ginza & Tokyo Station", "Tsukiji Outer Market food tour", "food", "Tsukiji 4-chome, Chuo, Tokyo", 120, 1500, "morning", ["food"], "Tamagoyaki, fresh sushi and grilled seafood at the old fish market stalls."),
        at("Ginza & Tokyo Station", "Ginza shopping", "shopping", "Ginza, Chuo, Tokyo", 120, 0, "afternoon", ["shopping"], "Flagship stores, Uniqlo's 12-floor store, depachika food halls and Itoya stationery."),
        at("Ginza & Tokyo Station", "Akihabara electronics and anime", "shopping", "Akihabara, Chiyoda, Tokyo", 150, 0, "afternoon", ["shopping", "attractions"], "Electronics, anime, manga and retro game arcades."),
        at("Odaiba & Tokyo Bay", "teamLab Planets", "sightseeing", "6-1-16 Toyosu, Koto, Tokyo", 120, 2300, "afternoon", ["attractions"], "Immersive digital art you walk through barefoot, sometimes knee-deep in water; book ahead."),
        at("Odaiba & Tokyo Bay", "Odaiba waterfront and Gundam statue", "sightseeing", "Odaiba, Minato, Tokyo", 150, 0, "evening", ["attractions", "shopping"], "Rainbow Bridge views, a life-size Unicorn Gundam and malls on the bay."),
        at("Odaiba & Tokyo Bay", "Tokyo DisneySea", "sightseeing", "Urayasu, Chiba", 600, 5500, "morning", ["attractions"], "Unique Disney park themed on the sea; one-day passport with date-based pricing."),
        at("Day trips", "Kamakura Great Buddha and temples", "temple", "Kamakura, Kanagawa (1 h from Tokyo)", 300, 570, "morning", ["culture", "landmarks"], "13 m bronze Buddha, Hase-dera and Tsurugaoka Hachimangu in a seaside town."),
        at("Day trips", "Nikko Toshogu Shrine", "temple", "Nikko, Tochigi (2 h from Tokyo)", 480, 900, "morning", ["culture", "landmarks", "nature"], "Lavishly decorated UNESCO shrine of the first Tokugawa shogun in cedar forests.")
      ],
      hotels: [
        ht("budget", "K's House Tokyo Oasis", 6000, 4.5, 2000, "Hostel", "2-14-10 Asakusa, Taito, Tokyo"),
        ht("budget", "Nui. Hostel & Bar Lounge", 6500, 4.4, 2500, "Hostel", "2-14-13 Kuramae, Taito, Tokyo"),
        ht("mid-range", "Hotel Gracery Shinjuku", 15000, 4.3, 9000, "City hotel", "1-19-1 Kabukicho, Shinjuku, Tokyo"),
        ht("mid-range", "Mitsui Garden Hotel Ginza Premier", 18000, 4.4, 3500, "City hotel", "8-13-1 Ginza, Chuo, Tokyo"),
        ht("luxury", "The Peninsula Tokyo", 80000, 4.7, 5000, "Luxury hotel", "1-8-1 Yurakucho, Chiyoda, Tokyo"),
        ht("luxury", "Aman Tokyo", 150000, 4.7, 1200, "Luxury hotel", "Otemachi Tower, 1-5-6 Otemachi, Chiyoda, Tokyo")
      ],
      foodPlaces: [
        fd("Ichiran Ramen Shibuya", "₹₹", "Ramen shop", "Tonkotsu ramen eaten in solo booths"),
        fd("T's TanTan", "₹₹", "Vegan ramen shop", "Vegan sesame tantanmen inside Tokyo Station", ["veg", "vegan"]),
        fd("Naritaya Asakusa", "₹₹", "Halal ramen shop", "Halal-certified chicken ramen near Senso-ji", ["halal"]),
        fd("Gonpachi Nishi-Azabu", "₹₹₹", "Izakaya", "Soba, yakitori and tempura in the 'Kill Bill' restaurant", ["veg"]),
        fd("Sushi Dai", "₹₹₹", "Sushi counter", "Omakase sushi at Toyosu Market (queue early)")
      ],
      markets: [
        mk("Nakamise-dori", "Asakusa, Tokyo", "Traditional snacks, fans, yukata and souvenirs"),
        mk("Ameyoko", "Ueno, Tokyo", "Bargain street market for snacks, cosmetics and sportswear"),
        mk("Don Quijote Shibuya", "Shibuya, Tokyo", "24-hour discount store for snacks, cosmetics and gifts (tax-free)")
      ]
    },
    {
      name: "Hakone",
      subAreas: ["Hakone Yumoto", "Owakudani & Lake Ashi", "Kawaguchiko"],
      distanceFromPreviousKm: 90,
      travelFromPrevious: "Odakyu Romancecar 85 min from Shinjuku",
      reasonForSequencing: "Mount Fuji's hot-spring resort lies on the Shinkansen line between Tokyo and Kyoto.",
      dayShare: 0.12,
      idealDays: 2,
      attractions: [
        at("Owakudani & Lake Ashi", "Hakone Ropeway and Owakudani", "nature", "Owakudani, Hakone", 120, 1400, "morning", ["nature", "landmarks"], "Cable car over a steaming volcanic valley; eat black eggs boiled in the sulphur springs."),
        at("Owakudani & Lake Ashi", "Lake Ashi pirate-ship cruise", "sightseeing", "Togendai to Moto-Hakone, Lake Ashi", 60, 1000, "afternoon", ["nature", "attractions"], "Cruise with Mount Fuji views on clear days (covered by the Hakone Free Pass)."),
        at("Owakudani & Lake Ashi", "Hakone Shrine lakeside torii", "temple", "Moto-Hakone, Lake Ashi", 60, 0, "afternoon", ["culture", "landmarks"], "Red torii gate standing in the lake, reached through cedar forest."),
        at("Hakone Yumoto", "Hakone Open-Air Museum", "culture", "Ninotaira, Hakone", 150, 1150, "morning", ["culture"], "Sculptures in mountain gardens and a Picasso pavilion."),
        at("Hakone Yumoto", "Onsen day bath", "relaxation", "Hakone Yumoto", 120, 850, "evening", ["culture", "nature"], "Soak in a hot-spring bath such as Tenzan Tohji-kyo; towels can be rented."),
        at("Kawaguchiko", "Chureito Pagoda", "sightseeing", "Arakurayama Sengen Park, Fujiyoshida", 90, 0, "morning", ["landmarks", "nature"], "The postcard view of a five-storey pagoda framing Mount Fuji, up 400 steps."),
        at("Kawaguchiko", "Lake Kawaguchiko", "nature", "Fujikawaguchiko, Yamanashi", 150, 0, "afternoon", ["nature"], "Lakeside walks and cafés with Fuji reflected in the water."),
        at("Kawaguchiko", "Oshino Hakkai", "nature", "Oshino, Yamanashi", 60, 0, "morning", ["nature", "culture"], "Eight crystal spring ponds fed by Fuji snowmelt in a thatched village."),
        at("Kawaguchiko", "Mount Fuji 5th Station", "nature", "Fuji Subaru Line 5th Station", 180, 1200, "morning", ["nature", "landmarks"], "Bus to 2,305 m on Fuji's slopes (road open roughly April-November).")
      ],
      hotels: [
        ht("budget", "K's House Hakone", 6500, 4.5, 900, "Hostel with onsen", "Hakone Yumoto area, Hakone"),
        ht("mid-range", "Ryokan in Hakone Yumoto with dinner and breakfast", 25000, 4.4, 800, "Ryokan", "Hakone Yumoto, Hakone"),
        ht("luxury", "Fujiya Hotel", 35000, 4.5, 2500, "Historic hotel", "359 Miyanoshita, Hakone"),
        ht("luxury", "Gora Kadan", 100000, 4.7, 500, "Luxury ryokan", "1300 Gora, Hakone")
      ],
      foodPlaces: [fd("Hakone Yumoto soba and tofu shops", "₹₹", "Noodle shop", "Handmade soba and yuba (tofu skin) dishes", ["veg"])],
      markets: [mk("Hakone Yumoto shopping street", "Hakone Yumoto", "Yosegi marquetry boxes, onsen manju, local sweets")]
    },
    {
      name: "Kyoto",
      subAreas: ["Higashiyama & Gion", "Arashiyama", "Northern Kyoto", "Central Kyoto", "Fushimi"],
      distanceFromPreviousKm: 370,
      travelFromPrevious: "Shinkansen from Odawara, about 2 h",
      reasonForSequencing: "West along the Tokaido Shinkansen to the old imperial capital.",
      dayShare: 0.24,
      idealDays: 4,
      attractions: [
        at("Fushimi", "Fushimi Inari Taisha", "temple", "68 Fukakusa Yabunouchicho, Fushimi, Kyoto", 150, 0, "morning", ["landmarks", "culture"], "Thousands of vermilion torii gates up Mount Inari; go at 7 am or after dark."),
        at("Higashiyama & Gion", "Kiyomizu-dera", "temple", "1-294 Kiyomizu, Higashiyama, Kyoto", 90, 290, "morning", ["landmarks", "culture"], "Wooden stage temple over the hillside, reached by the old lanes of Sannenzaka and Ninenzaka."),
        at("Higashiyama & Gion", "Gion and Hanamikoji evening walk", "culture", "Gion, Higashiyama, Kyoto", 90, 0, "evening", ["culture"], "Teahouses and lantern-lit lanes where geiko and maiko may be glimpsed (no photos in private lanes)."),
        at("Higashiyama & Gion", "Yasaka Shrine and Maruyama Park", "temple", "Gionmachi, Higashiyama, Kyoto", 60, 0, "evening", ["culture"], "Lantern-hung shrine at the top of Gion."),
        at("Higashiyama & Gion", "Tea ceremony experience", "culture", "Gion and Higashiyama tea houses, Kyoto", 60, 2300, "afternoon", ["culture", "food"], "Learn the etiquette of matcha with a tea master."),
        at("Higashiyama & Gion", "Kimono rental and stroll", "culture", "Higashiyama, Kyoto", 240, 2300, "morning", ["culture"], "Dress in kimono with hair styling to walk the temple lanes."),
        at("Higashiyama & Gion", "Sanjusangendo", "temple", "657 Sanjusangendo Mawari, Higashiyama, Kyoto", 60, 350, "afternoon", ["culture"], "A 120 m hall with 1,001 golden statues of Kannon."),
        at("Arashiyama", "Arashiyama Bamboo Grove", "nature", "Sagaogurayama, Ukyo, Kyoto", 60, 0, "morning", ["nature", "landmarks"], "Towering bamboo path; arrive before 8 am."),
        at("Arashiyama", "Tenryu-ji Temple garden", "temple", "68 Sagatenryuji, Ukyo, Kyoto", 60, 290, "morning", ["culture", "nature"], "UNESCO Zen temple with a 14th-century pond garden."),
        at("Arashiyama", "Iwatayama Monkey Park", "nature", "Arashiyama, Kyoto", 90, 460, "afternoon", ["nature", "attractions"], "Hilltop park with free-roaming macaques and city views."),
        at("Northern Kyoto", "Kinkaku-ji (Golden Pavilion)", "temple", "1 Kinkakujicho, Kita, Kyoto", 60, 290, "morning", ["landmarks", "culture"], "Gold-leaf pavilion reflected in its pond."),
        at("Northern Kyoto", "Ryoan-ji rock garden", "temple", "13 Ryoanji Goryonoshitacho, Ukyo, Kyoto", 60, 350, "morning", ["culture"], "Japan's most famous Zen rock garden."),
        at("Northern Kyoto", "Ginkaku-ji and the Philosopher's Path", "temple", "Sakyo, Kyoto", 150, 290, "afternoon", ["culture", "nature"], "The Silver Pavilion's moss gardens and a 2 km canal walk lined with cherry trees."),
        at("Central Kyoto", "Nijo Castle", "sightseeing", "541 Nijojocho, Nakagyo, Kyoto", 90, 750, "afternoon", ["landmarks", "culture"], "Shogun's palace with 'nightingale floors' that squeak to warn of intruders."),
        at("Central Kyoto", "Nishiki Market", "food", "Nishikikoji-dori, Nakagyo, Kyoto", 90, 1500, "afternoon", ["food", "shopping"], "'Kyoto's Kitchen': pickles, tofu, matcha sweets and skewers."),
        at("Central Kyoto", "Pontocho alley dinner and bars", "nightlife", "Pontocho, Nakagyo, Kyoto", 120, 3500, "evening", ["nightlife", "food"], "Narrow lantern-lit alley of restaurants above the Kamo river.")
      ],
      hotels: [
        ht("budget", "Piece Hostel Sanjo", 6500, 4.6, 1500, "Hostel", "Sanjo-dori, Nakagyo, Kyoto"),
        ht("budget", "K's House Kyoto", 5500, 4.5, 2500, "Hostel", "Shichijo-agaru, Shimogyo, Kyoto"),
        ht("mid-range", "Mitsui Garden Hotel Kyoto Sanjo", 15000, 4.3, 2500, "City hotel", "80 Mikura-cho, Nakagyo, Kyoto"),
        ht("mid-range", "Hotel Granvia Kyoto", 22000, 4.4, 6000, "Station hotel", "JR Kyoto Station, Karasuma-dori, Kyoto"),
        ht("luxury", "The Ritz-Carlton, Kyoto", 120000, 4.8, 1500, "Luxury hotel", "Kamogawa Nijo-Ohashi Hotori, Nakagyo, Kyoto"),
        ht("luxury", "Hoshinoya Kyoto", 100000, 4.7, 500, "Luxury ryokan", "11-2 Arashiyama Genrokuzancho, Nishikyo, Kyoto")
      ],
      foodPlaces: [
        fd("Shigetsu at Tenryu-ji", "₹₹₹", "Temple restaurant", "Shojin ryori Buddhist vegetarian set meals", ["veg", "vegan"]),
        fd("Gyukatsu Kyoto Katsugyu", "₹₹", "Restaurant", "Crispy beef cutlet grilled at your table"),
        fd("Nishiki Market stalls", "₹", "Street food", "Tamagoyaki, soy-milk doughnuts, tofu and matcha sweets", ["veg"])
      ],
      markets: [
        mk("Nishiki Market", "Nakagyo, Kyoto", "Pickles, knives, tea, sweets"),
        mk("Teramachi and Shinkyogoku arcades", "Central Kyoto", "Souvenirs, incense, crafts")
      ]
    },
    {
      name: "Nara",
      subAreas: ["Nara Park", "Naramachi"],
      distanceFromPreviousKm: 45,
      travelFromPrevious: "Kintetsu limited express 35 min",
      reasonForSequencing: "Japan's first capital sits between Kyoto and Osaka.",
      dayShare: 0.08,
      idealDays: 1,
      attractions: [
        at("Nara Park", "Todai-ji Great Buddha Hall", "temple", "406-1 Zoshicho, Nara", 90, 460, "morning", ["landmarks", "culture"], "A 15 m bronze Buddha in one of the world's largest wooden buildings."),
        at("Nara Park", "Nara Park deer", "nature", "Nara Park, Nara", 90, 110, "morning", ["nature", "attractions"], "1,200 free-roaming sacred deer that bow for shika-senbei crackers."),
        at("Nara Park", "Kasuga Taisha", "temple", "160 Kasuganocho, Nara", 75, 400, "afternoon", ["culture"], "Shrine of 3,000 stone and bronze lanterns in a primeval forest."),
        at("Nara Park", "Kofuku-ji five-storey pagoda", "temple", "48 Noboriojicho, Nara", 45, 400, "afternoon", ["culture", "landmarks"], "Pagoda and National Treasure museum of Buddhist statues."),
        at("Nara Park", "Isuien Garden", "nature", "74 Suimoncho, Nara", 60, 690, "afternoon", ["nature", "culture"], "Meiji-era stroll garden borrowing the view of Todai-ji's roof."),
        at("Naramachi", "Naramachi old merchant quarter", "culture", "Naramachi, Nara", 90, 0, "afternoon", ["culture", "shopping"], "Machiya townhouses, sake breweries and craft shops."),
        at("Naramachi", "Nakatanidou mochi pounding", "food", "29 Hashimotocho, Nara", 20, 120, "afternoon", ["food", "attractions"], "Watch high-speed mochi pounding and eat yomogi mochi warm.")
      ],
      hotels: [
        ht("budget", "Guesthouse in Naramachi", 6000, 4.5, 600, "Guesthouse", "Naramachi, Nara"),
        ht("mid-range", "Hotel Nikko Nara", 14000, 4.2, 1500, "Station hotel", "8-1 Sanjo Honmachi, Nara (JR Nara Station)"),
        ht("luxury", "Nara Hotel", 30000, 4.4, 2500, "Historic hotel", "1096 Takabatakecho, Nara")
      ],
      foodPlaces: [fd("Kakinoha-zushi shops", "₹₹", "Sushi shop", "Mackerel sushi wrapped in persimmon leaves")],
      markets: []
    },
    {
      name: "Osaka",
      subAreas: ["Namba & Dotonbori", "Osaka Castle", "Umeda", "Bay Area & USJ", "Shinsekai"],
      distanceFromPreviousKm: 40,
      travelFromPrevious: "Kintetsu train 40 min",
      reasonForSequencing: "Japan's kitchen is next door to Nara and is the rail hub for Hiroshima and Kansai airport.",
      dayShare: 0.16,
      idealDays: 3,
      attractions: [
        at("Namba & Dotonbori", "Dotonbori food street", "food", "Dotonbori, Chuo, Osaka", 150, 1500, "evening", ["food", "nightlife", "landmarks"], "Neon canal street with the Glico running man; takoyaki, okonomiyaki and kushikatsu."),
        at("Namba & Dotonbori", "Kuromon Market", "food", "2-4-1 Nipponbashi, Chuo, Osaka", 90, 1500, "morning", ["food"], "Covered market of grilled seafood, wagyu skewers and fruit."),
        at("Namba & Dotonbori", "Shinsaibashi-suji shopping arcade", "shopping", "Shinsaibashi, Chuo, Osaka", 120, 0, "afternoon", ["shopping"], "600 m covered arcade of fashion, drugstores and tax-free shops."),
        at("Namba & Dotonbori", "Namba Yasaka Shrine", "temple", "2-9-19 Motomachi, Naniwa, Osaka", 30, 0, "afternoon", ["culture", "landmarks"], "Shrine with a giant lion-head stage."),
        at("Osaka Castle", "Osaka Castle and park", "sightseeing", "1-1 Osakajo, Chuo, Osaka", 120, 700, "morning", ["landmarks", "culture"], "Reconstructed castle keep with a museum and moats; lovely park in cherry season."),
        at("Umeda", "Umeda Sky Building Floating Garden", "sightseeing", "1-1-88 Oyodonaka, Kita, Osaka", 60, 1150, "evening", ["landmarks"], "Open-air rooftop ring 173 m up between twin towers."),
        at("Bay Area & USJ", "Universal Studios Japan", "sightseeing", "2-1-33 Sakurajima, Konohana, Osaka", 600, 5800, "morning", ["attractions"], "Super Nintendo World and Harry Potter; Express Passes sell out early."),
        at("Bay Area & USJ", "Osaka Aquarium Kaiyukan", "sightseeing", "1-1-10 Kaigandori, Minato, Osaka", 150, 1550, "afternoon", ["attractions", "nature"], "One of the world's largest aquariums, with whale sharks."),
        at("Shinsekai", "Shinsekai and Tsutenkaku Tower", "sightseeing", "Ebisuhigashi, Naniwa, Osaka", 120, 570, "evening", ["food", "landmarks"], "Retro 1950s district famed for kushikatsu under the tower.")
      ],
      hotels: [
        ht("budget", "Business hotel near Namba Station", 5500, 4.1, 1500, "Business hotel", "Namba, Chuo, Osaka"),
        ht("mid-range", "Cross Hotel Osaka", 15000, 4.4, 3000, "City hotel", "2-5-15 Shinsaibashi-suji, Chuo, Osaka"),
        ht("luxury", "Conrad Osaka", 45000, 4.6, 2500, "Luxury hotel", "3-2-4 Nakanoshima, Kita, Osaka"),
        ht("luxury", "The St. Regis Osaka", 55000, 4.6, 1800, "Luxury hotel", "3-6-12 Honmachi, Chuo, Osaka")
      ],
      foodPlaces: [
        fd("Kushikatsu Daruma", "₹₹", "Restaurant", "Deep-fried skewers in Shinsekai (no double dipping)", ["veg"]),
        fd("Mizuno", "₹₹", "Okonomiyaki restaurant", "Yam-batter okonomiyaki on Dotonbori since 1945", ["veg"]),
        fd("Indian and halal restaurants in Namba", "₹₹", "Indian restaurant", "Curries, naan and biryani", ["veg", "halal"])
      ],
      markets: [
        mk("Kuromon Market", "Nipponbashi, Osaka", "Seafood, fruit, kitchen goods"),
        mk("Den Den Town", "Nipponbashi, Osaka", "Electronics, anime, games")
      ]
    },
    {
      name: "Hiroshima",
      subAreas: ["Peace Park", "Miyajima", "Central Hiroshima"],
      distanceFromPreviousKm: 330,
      travelFromPrevious: "Shinkansen 1 h 25 min from Shin-Osaka",
      reasonForSequencing: "The western end of the route; return by Shinkansen to Osaka for Kansai airport.",
      dayShare: 0.1,
      idealDays: 2,
      attractions: [
        at("Peace Park", "Hiroshima Peace Memorial Park and Museum", "culture", "1-2 Nakajimacho, Naka, Hiroshima", 150, 115, "morning", ["culture", "landmarks"], "Moving museum of the 1945 atomic bombing and the Children's Peace Monument."),
        at("Peace Park", "Atomic Bomb Dome", "sightseeing", "1-10 Otemachi, Naka, Hiroshima", 30, 0, "morning", ["landmarks", "culture"], "UNESCO-listed ruin left as it stood after the blast."),
        at("Miyajima", "Itsukushima Shrine and floating torii", "temple", "Miyajima, Hatsukaichi", 120, 500, "morning", ["landmarks", "culture"], "The torii that 'floats' at high tide; ferry, island visitor tax and shrine entry included."),
        at("Miyajima", "Mount Misen ropeway and summit", "nature", "Miyajima, Hatsukaichi", 180, 1150, "afternoon", ["nature"], "Cable car and a short hike to views over the Seto Inland Sea."),
        at("Central Hiroshima", "Shukkeien Garden", "nature", "2-11 Kaminoboricho, Naka, Hiroshima", 60, 150, "afternoon", ["nature", "culture"], "Miniature-landscape garden of 1620."),
        at("Central Hiroshima", "Okonomimura", "food", "5-13 Shintenchi, Naka, Hiroshima", 60, 800, "evening", ["food"], "Three floors of stalls cooking Hiroshima-style layered okonomiyaki with noodles.")
      ],
      hotels: [
        ht("budget", "K's House Hiroshima", 5500, 4.5, 1200, "Hostel", "1-8-9 Matoba-cho, Minami, Hiroshima"),
        ht("mid-range", "Hotel Granvia Hiroshima", 15000, 4.3, 3000, "Station hotel", "1-5 Matsubaracho, Minami, Hiroshima"),
        ht("luxury", "Iwaso Ryokan", 50000, 4.6, 800, "Ryokan", "Momijidani, Miyajima")
      ],
      foodPlaces: [fd("Miyajima grilled oyster and momiji manju stalls", "₹₹", "Street food", "Grilled oysters and maple-leaf cakes", ["veg"])],
      markets: [mk("Omotesando shopping street", "Miyajima", "Momiji manju, rice scoops, crafts")]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["Shinkansen bullet trains", "JR and private railways", "Tokyo, Osaka and Kyoto subways", "City buses", "Ferries (Miyajima)", "Taxis"],
      operatingHours: "Trains and subways about 5 am-midnight; no night service, so plan the last train."
    },
    privateTransport: [
      { availableType: "Car rental (international driving permit required)", rentalCost: "₹4,500-7,000 per day (¥8,000-12,000)", fuelCost: "About ₹100 per litre (¥175); expressway tolls are high" },
      { availableType: "Private car with English-speaking driver", rentalCost: "₹35,000-60,000 per day", fuelCost: "Included" },
      { availableType: "Bicycle rental (Kyoto, Nara)", rentalCost: "₹600-1,200 per day", fuelCost: "None" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹200-400 (¥330-650) by Keikyu train or monorail from Haneda; Narita Express about ₹1,900 (¥3,070)" },
      private: { available: true, approximateCost: "₹5,000-8,000 by taxi from Haneda to central Tokyo; ₹13,000-17,000 from Narita" },
      distance: "20 km from Haneda to central Tokyo; Narita is 65 km away"
    }
  },
  dailyCostsInr: {
    food: { budget: 2500, "mid-range": 4500, luxury: 12000 },
    localTransport: { budget: 800, "mid-range": 2500, luxury: 7000 }
  },
  souvenirs: [
    { item: "Matcha and green tea", typicalPrice: "₹500-3,000", whereToBuy: "Uji and Kyoto tea shops" },
    { item: "Japanese kitchen knife", typicalPrice: "₹5,000-30,000", whereToBuy: "Kappabashi (Tokyo) or Nishiki Market (Kyoto)" },
    { item: "KitKat flavours and Tokyo Banana", typicalPrice: "₹300-1,000", whereToBuy: "Stations, airports and Don Quijote" },
    { item: "Furoshiki, tenugui and yukata", typicalPrice: "₹500-5,000", whereToBuy: "Asakusa and Kyoto craft shops" },
    { item: "Japanese skincare and stationery", typicalPrice: "₹300-3,000", whereToBuy: "Matsumoto Kiyoshi, Loft, Itoya (tax-free with passport)" }
  ],
  travelTips: [
    { category: "Transport", tip: "The nationwide JR Pass rose steeply in 2023; for Tokyo-Kyoto-Osaka-Hiroshima point-to-point tickets or regional passes are often cheaper. Load a Suica or ICOCA card on your phone for local trains." },
    { category: "Money", tip: "Japan is still cash-friendly: 7-Eleven and Japan Post ATMs accept Indian cards; shops offer tax-free shopping over ¥5,000 with your passport." },
    { category: "Food", tip: "Vegetarians should learn 'niku nashi, sakana nashi, dashi nashi' (no meat, no fish, no fish stock) and use apps like HappyCow; Indian restaurants exist in every city." },
    { category: "Connectivity", tip: "Rent a pocket Wi-Fi or buy an eSIM before arrival; Google Maps handles train routes perfectly." },
    { category: "Etiquette", tip: "Queue in lines marked on the platform, keep phones on silent mode on trains and don't tip." },
    { category: "Luggage", tip: "Shinkansen seats need a reservation for oversized luggage; forward big cases with takkyubin." }
  ],
  visa: {
    status: "Visa required (single-entry tourist visa or eVISA for Indian residents)",
    requirements: {
      documents: [
        "Passport valid for the stay, with at least two blank pages",
        "Visa application form and one photo (45 x 35 mm, white background)",
        "Flight reservation and day-by-day itinerary (schedule of stay)",
        "Bank statements for the last 6 months showing sufficient funds",
        "Income tax returns for the last 2-3 years",
        "Covering letter stating the purpose of the trip; employment letter or business proof"
      ],
      processingTime: "About 5 working days after submission at a Japan Visa Application Centre (VFS Global); apply within 3 months of travel",
      fees: "Single-entry visa fee of roughly ₹450-550 plus the VFS Global service charge (about ₹1,000); fees are revised periodically",
      validityPeriod: "Single-entry visa valid for 3 months from issue, for a stay of up to 15, 30 or 90 days as granted"
    },
    embassyDetails: {
      location: "Embassy of Japan, 50-G Shantipath, Chanakyapuri, New Delhi 110021; Consulates General in Mumbai, Kolkata, Chennai and Bengaluru",
      contactInfo: "Embassy website in.emb-japan.go.jp; Japan Visa Application Centres run by VFS Global (vfsglobal.com/japan/india)",
      workingHours: "Embassy Monday-Friday 9:00-13:00 and 14:00-17:30 (visa section by appointment); VFS centres Monday-Friday"
    },
    applicationProcess: [
      "Check whether you can apply for the Japan eVISA online (available to Indian nationals residing in India for short-term tourism)",
      "Otherwise book an appointment at the Japan Visa Application Centre for your jurisdiction",
      "Submit the form, photo, passport and supporting documents, and pay the fee",
      "Collect the passport with the visa (or the eVISA approval notice to show on your phone at check-in and immigration)"
    ],
    additionalNotes: [
      "Multiple-entry visas (up to 5 years) are available to frequent travellers with strong travel history.",
      "Register your arrival on Visit Japan Web to speed up immigration and customs.",
      VERIFY_WITH_EMBASSY
    ]
  }
}
