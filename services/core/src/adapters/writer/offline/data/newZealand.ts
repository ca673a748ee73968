import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk, VERIFY_WITH_EMBASSY } from "./helpers.ts"

export const newZealand: DestinationGuide = {
  name: "New Zealand",
  type: "international",
  aliases: ["NZ", "Aotearoa", "Auckland", "Rotorua", "Hobbiton", "Matamata", "Waitomo", "Taupo", "Tongariro", "Wellington", "Christchurch", "Kaikoura", "Tekapo", "Lake Tekapo", "Aoraki", "Mount Cook", "Queenstown", "Wanaka", "Milford Sound", "Fiordland"],
  country: "New Zealand",
  arrivalHub: { name: "Auckland Airport (AKL)", city: "Auckland" },
  timeZone: "New Zealand Standard Time (NZST, UTC+12; NZDT UTC+13 from late September to early April). New Zealand is 6 h 30 min ahead of India (7 h 30 min in summer).",
  currency: { name: "New Zealand dollar", code: "NZD", exchangeRate: 51 },
  overview: {
    description:
      "New Zealand (Aotearoa) is two islands of astonishing variety: volcanic plateaus, geysers and Māori culture in the North Island; glaciers, fiords, turquoise lakes and the adventure capital Queenstown in the South. Middle-earth film sets, star-filled skies and wide-open roads make it one of the world's great road trips.",
    highlights: ["Fiords, glaciers and alpine lakes", "Adventure sports in Queenstown", "Māori culture and Hobbiton"],
    climate: {
      type: "Temperate maritime (seasons opposite to India's)",
      seasons: [
        { name: "Summer", months: "December-February", temperature: "15-27°C", description: "Long, sunny days for hiking, lakes and beaches; peak season and school holidays." },
        { name: "Autumn", months: "March-May", temperature: "10-21°C", description: "Golden colours in Central Otago, settled weather and fewer crowds." },
        { name: "Winter", months: "June-August", temperature: "2-14°C", description: "Snow in the Southern Alps and ski season in Queenstown and Wanaka; some passes can close." },
        { name: "Spring", months: "September-November", temperature: "8-19°C", description: "Lambs, blossoms and Tekapo's lupins (November-December); changeable weather." }
      ]
    },
    bestTimeToVisit: "November to April for touring and hiking; June to September for skiing.",
    geography: {
      location: "South-western Pacific Ocean, about 2,000 km south-east of Australia",
      terrain: "Volcanic plateau and geothermal areas in the North Island; the Southern Alps (Aoraki/Mount Cook, 3,724 m), glaciers, fiords and lakes in the South Island",
      landmarks: ["Sky Tower", "Hobbiton", "Pohutu Geyser", "Tongariro National Park", "Aoraki/Mount Cook", "Lake Tekapo", "Milford Sound"]
    },
    languages: ["English", "Te reo Māori", "New Zealand Sign Language"],
    localCuisine: ["Lamb roast", "Green-lipped mussels", "Fish and chips", "Hāngī (earth-oven feast)", "Pavlova", "Hokey pokey ice cream", "Mānuka honey", "Meat pies", "Flat white", "Whitebait fritters"],
    culturalNotes: [
      "Kia ora is a common greeting; the hongi (pressing noses) is part of Māori welcomes (pōwhiri).",
      "Respect tapu (sacred) sites and follow your hosts' lead at a marae.",
      "Biosecurity is strict: declare all food, plant material and hiking gear on arrival or face a NZD 400 fine.",
      "Tipping is not expected; service is included in prices.",
      "Drive on the left and take care on narrow, winding roads and one-lane bridges."
    ]
  },
  optimizationStrategy:
    "A north-to-south journey: Auckland, the geothermal heart of Rotorua and Taupo, Wellington, then across Cook Strait to Christchurch, the lakes of the Mackenzie Basin and finally Queenstown for adventure and Milford Sound, flying home from Queenstown via Auckland or Australia.",
  accommodationStrategy:
    "Stay in city centres in Auckland, Wellington and Christchurch, a lakeside motel in Rotorua and Taupo, a dark-sky lodge at Tekapo and a lake-view hotel in Queenstown; self-drive travellers can mix in holiday parks and campervans.",
  bookingTip: "Summer (December-February) books out early, especially Queenstown, Tekapo and Milford Sound cruises; reserve the Interislander or Bluebridge ferry for cars in advance.",
  regions: [
    {
      name: "Auckland",
      subAreas: ["City Centre", "Waiheke & Hauraki Gulf", "West Coast", "Devonport"],
      distanceFromPreviousKm: 21,
      travelFromPrevious: "SkyDrive bus or taxi 30-45 min",
      reasonForSequencing: "The international gateway and largest city, the start of the road trip south.",
      dayShare: 0.16,
      idealDays: 3,
      attractions: [
        at("City Centre", "Sky Tower", "sightseeing", "Victoria Street West, Auckland CBD", 75, 1800, "evening", ["landmarks", "attractions"], "328 m tower with a sunset view over the harbour; SkyWalk and SkyJump for thrill-seekers."),
        at("City Centre", "Auckland War Memorial Museum", "culture", "Auckland Domain, Parnell", 150, 1450, "morning", ["culture", "landmarks"], "Māori and Pacific treasures and a daily Māori cultural performance."),
        at("City Centre", "Mount Eden (Maungawhau) summit", "nature", "Mount Eden Road, Auckland", 75, 0, "morning", ["nature", "landmarks"], "Volcanic cone with a 50 m deep crater and a 360° city view."),
        at("City Centre", "Viaduct Harbour and Wynyard Quarter", "nightlife", "Viaduct Harbour, Auckland CBD", 120, 2500, "evening", ["nightlife", "food"], "Waterfront bars and seafood restaurants among superyachts."),
        at("City Centre", "Auckland Harbour Bridge climb", "adventure", "Westhaven Reserve, Auckland", 150, 7600, "afternoon", ["attractions", "landmarks"], "Guided climb over the arch of the bridge (bungy also available)."),
        at("City Centre", "Ponsonby Road shopping and cafés", "shopping", "Ponsonby Road, Auckland", 120, 0, "afternoon", ["shopping", "food"], "Boutiques, design stores and brunch spots."),
        at("Waiheke & Hauraki Gulf", "Waiheke Island wine and beaches", "food", "Waiheke Island, 40 min by ferry", 420, 3000, "morning", ["food", "beaches"], "Vineyards, olive groves and Oneroa beach (return ferry)."),
        at("Waiheke & Hauraki Gulf", "Rangitoto Island volcano walk", "nature", "Rangitoto Island, 25 min by ferry", 300, 2500, "morning", ["nature"], "Hike the youngest volcano in the gulf through lava fields (return ferry)."),
        at("West Coast", "Piha black-sand beach and Waitākere Ranges", "beach", "Piha, 40 km west of Auckland", 300, 0, "afternoon", ["beaches", "nature"], "Wild surf beach beneath Lion Rock and rainforest waterfalls."),
        at("Devonport", "Devonport and North Head", "sightseeing", "Devonport, 12 min by ferry", 150, 750, "afternoon", ["landmarks", "culture"], "Victorian seaside village and tunnels of a historic fort (return ferry).")
      ],
      hotels: [
        ht("budget", "Haka Lodge Auckland", 6000, 4.5, 1500, "Hostel", "373 Karangahape Road, Auckland"),
        ht("budget", "YHA Auckland International", 5500, 4.2, 2000, "Hostel", "5 Turner Street, Auckland CBD"),
        ht("mid-range", "Sudima Auckland City", 12000, 4.3, 2500, "Hotel", "23 Nelson Street, Auckland CBD"),
        ht("luxury", "Park Hyatt Auckland", 35000, 4.7, 2500, "Luxury hotel", "99 Halsey Street, Wynyard Quarter, Auckland")
      ],
      foodPlaces: [
        fd("Depot Eatery", "₹₹₹", "Restaurant", "Oysters, clams and small plates by chef Al Brown", ["veg"]),
        fd("Sandringham Road Indian eateries", "₹₹", "Indian restaurant", "South and North Indian meals in Auckland's 'Little India'", ["veg", "vegan", "halal"]),
        fd("Mudbrick Vineyard Restaurant", "₹₹₹₹", "Vineyard restaurant", "Long lunches with Gulf views on Waiheke", ["veg"])
      ],
      markets: [
        mk("Britomart and Commercial Bay", "Auckland CBD", "Fashion, New Zealand design, merino"),
        mk("La Cigale French Market", "Parnell, Auckland (weekends)", "Local produce, baked goods, crafts")
      ]
    },
    {
      name: "Rotorua",
      subAreas: ["Rotorua Town", "Geothermal Valleys", "Hobbiton & Waitomo"],
      distanceFromPreviousKm: 230,
      travelFromPrevious: "Car 3 h via Hobbiton (Matamata), or InterCity bus",
      reasonForSequencing: "South through the Waikato with stops at Hobbiton and the Waitomo caves, into the geothermal and Māori heartland.",
      dayShare: 0.17,
      idealDays: 3,
      attractions: [
        at("Hobbiton & Waitomo", "Hobbiton Movie Set tour", "sightseeing", "501 Buckland Road, Matamata", 180, 6100, "morning", ["attractions", "landmarks"], "The Shire from The Lord of the Rings, with 44 hobbit holes and a drink at the Green Dragon Inn."),
        at("Hobbiton & Waitomo", "Waitomo Glowworm Caves", "nature", "39 Waitomo Village Road, Waitomo", 120, 3600, "afternoon", ["nature", "attractions"], "Boat ride beneath a galaxy of glowworms in limestone caves."),
        at("Geothermal Valleys", "Te Puia and Pohutu Geyser", "culture", "Hemo Road, Rotorua", 180, 3800, "morning", ["culture", "nature"], "The southern hemisphere's largest geyser, kiwi house and the national Māori arts and crafts institute."),
        at("Geothermal Valleys", "Whakarewarewa Living Māori Village", "culture", "17 Tryon Street, Rotorua", 120, 2800, "morning", ["culture"], "Guided tour by residents who cook in hot springs; try a hāngī corn cob."),
        at("Geothermal Valleys", "Wai-O-Tapu Thermal Wonderland", "nature", "201 Waiotapu Loop Road, 30 km south of Rotorua", 150, 2050, "morning", ["nature"], "The Champagne Pool, Devil's Bath and Lady Knox Geyser at 10:15 am."),
        at("Rotorua Town", "Tamaki Māori Village evening with hāngī", "culture", "Tamaki village, Rotorua (pick-up in town)", 240, 7600, "evening", ["culture", "food"], "Pōwhiri welcome, haka, village activities and a hāngī feast."),
        at("Rotorua Town", "Redwoods Forest and Treewalk", "nature", "Long Mile Road, Whakarewarewa Forest", 120, 2050, "evening", ["nature", "attractions"], "Suspension bridges between giant redwoods, lit with lanterns at night; forest trails are free."),
        at("Rotorua Town", "Skyline Rotorua gondola and luge", "adventure", "178 Fairy Springs Road, Rotorua", 150, 2500, "afternoon", ["attractions"], "Gondola up Mount Ngongotaha and three luge tracks down."),
        at("Rotorua Town", "Polynesian Spa", "relaxation", "Hinemoa Street, Rotorua", 120, 2500, "evening", ["nature"], "Mineral hot pools on the shore of Lake Rotorua."),
        at("Rotorua Town", "Government Gardens and Kuirau Park", "nature", "Rotorua town centre", 90, 0, "afternoon", ["nature", "landmarks"], "Tudor-style bath house gardens and free bubbling mud pools in a city park."),
        at("Rotorua Town", "Lake Rotorua lakefront and Sulphur Point walk", "nature", "Lakefront, Memorial Drive, Rotorua", 75, 0, "evening", ["nature"], "Boardwalk past steaming sulphur flats, black swans and the lake."),
        at("Rotorua Town", "Kaituna River rafting", "adventure", "Okere Falls, 20 km from Rotorua", 180, 6600, "afternoon", ["nature", "attractions"], "Raft over Tutea Falls, the world's highest commercially rafted waterfall (7 m).")
      ],
      hotels: [
        ht("budget", "YHA Rotorua", 5000, 4.3, 900, "Hostel", "1278 Haupapa Street, Rotorua"),
        ht("mid-range", "Millennium Hotel Rotorua", 11000, 4.2, 2000, "Lakeside hotel", "Corner Eruera and Hinemaru Streets, Rotorua"),
        ht("luxury", "Solitaire Lodge", 70000, 4.8, 300, "Luxury lodge", "Ronald Road, Lake Tarawera, Rotorua")
      ],
      foodPlaces: [fd("Eat Streat", "₹₹", "Restaurant strip", "Covered street of restaurants, from Indian to steakhouses, with geothermal-heated floors", ["veg", "halal"])],
      markets: [mk("Rotorua Night Market", "Tutanekai Street, Rotorua (Thursdays)", "Street food, Māori crafts, local produce")]
    },
    {
      name: "Taupo",
      subAreas: ["Lake Taupo", "Wairakei", "Tongariro"],
      distanceFromPreviousKm: 80,
      travelFromPrevious: "Car 1 h",
      reasonForSequencing: "On State Highway 5 south of Rotorua, the gateway to Tongariro National Park.",
      dayShare: 0.1,
      idealDays: 2,
      attractions: [
        at("Wairakei", "Huka Falls", "nature", "Huka Falls Road, Wairakei", 45, 0, "morning", ["nature", "landmarks"], "220,000 litres of turquoise water a second squeezing through a narrow gorge."),
        at("Wairakei", "Huka Falls Jet", "adventure", "Karetoto Road, Wairakei", 60, 8400, "afternoon", ["attractions"], "Jet-boat spins right up to the foot of the falls."),
        at("Wairakei", "Craters of the Moon", "nature", "Karapiti Road, Wairakei", 60, 500, "morning", ["nature"], "Boardwalk over steaming craters and fumaroles."),
        at("Lake Taupo", "Māori rock carvings cruise", "sightseeing", "Taupo Marina", 120, 3100, "afternoon", ["culture", "nature"], "Cruise to the 14 m Ngātoroirangi carving, reachable only by water."),
        at("Lake Taupo", "Taupo tandem skydive", "adventure", "Taupo Airport", 180, 17000, "morning", ["attractions"], "Jump from up to 18,500 ft over the lake and volcanoes."),
        at("Lake Taupo", "Spa Park hot springs", "relaxation", "Spa Road, Taupo", 60, 0, "evening", ["nature"], "Free natural hot stream where it meets the Waikato River."),
        at("Tongariro", "Tongariro Alpine Crossing", "adventure", "Tongariro National Park, shuttle from Taupo", 480, 2500, "morning", ["nature", "landmarks"], "19.4 km day hike past Mount Ngauruhoe (Mount Doom) and the Emerald Lakes (shuttle cost; best November-April).")
      ],
      hotels: [
        ht("budget", "Haka Lodge Taupo", 5000, 4.5, 800, "Hostel", "56 Kaimanawa Street, Taupo"),
        ht("mid-range", "Lakeside motel on Lake Terrace", 10000, 4.4, 600, "Motel", "Lake Terrace, Taupo"),
        ht("luxury", "Huka Lodge", 150000, 4.9, 300, "Luxury lodge", "271 Huka Falls Road, Taupo")
      ],
      foodPlaces: [fd("Taupo lakefront cafés", "₹₹", "Café", "Flat whites, pies and brunch facing the lake", ["veg"])],
      markets: []
    },
    {
      name: "Wellington",
      subAreas: ["Waterfront", "Cuba Street", "Kelburn & Mount Victoria", "Miramar"],
      distanceFromPreviousKm: 375,
      travelFromPrevious: "Car 4 h 30 min along the Desert Road",
      reasonForSequencing: "The capital at the southern tip of the North Island, where ferries cross to the South Island.",
      dayShare: 0.12,
      idealDays: 2,
      attractions: [
        at("Waterfront", "Te Papa Tongarewa museum", "culture", "55 Cable Street, Wellington", 180, 0, "morning", ["culture", "landmarks"], "National museum with Māori treasures, a colossal squid and earthquake house; general entry has long been free (check current charges for international visitors)."),
        at("Waterfront", "Wellington waterfront walk", "sightseeing", "Lambton Harbour, Wellington", 90, 0, "afternoon", ["landmarks"], "Promenade from Te Papa to Oriental Bay beach."),
        at("Kelburn & Mount Victoria", "Wellington Cable Car and Botanic Garden", "sightseeing", "Lambton Quay to Kelburn", 120, 300, "morning", ["landmarks", "nature"], "Red cable car up to gardens, walking down through rose gardens."),
        at("Kelburn & Mount Victoria", "Mount Victoria Lookout", "nature", "Lookout Road, Mount Victoria", 60, 0, "evening", ["nature", "landmarks"], "The best city view; Lord of the Rings scenes were filmed in the forest below."),
        at("Kelburn & Mount Victoria", "Zealandia Ecosanctuary", "nature", "53 Waiapu Road, Karori", 150, 1350, "afternoon", ["nature"], "Predator-free valley with rare birds and tuatara; night tours to spot kiwi."),
        at("Kelburn & Mount Victoria", "Parliament and Beehive tour", "culture", "Molesworth Street, Wellington", 60, 0, "afternoon", ["culture", "landmarks"], "Free guided tour of New Zealand's Parliament."),
        at("Cuba Street", "Cuba Street and craft-beer bars", "nightlife", "Cuba Street, Wellington", 150, 2500, "evening", ["nightlife", "food", "shopping"], "Bohemian quarter with vintage shops, street food and breweries."),
        at("Miramar", "Weta Workshop tour", "sightseeing", "Corner Camperdown Road and Weka Street, Miramar", 120, 2800, "afternoon", ["attractions", "culture"], "Behind the scenes of the studio that made props for The Lord of the Rings.")
      ],
      hotels: [
        ht("budget", "YHA Wellington City", 5500, 4.2, 1200, "Hostel", "292 Wakefield Street, Wellington"),
        ht("mid-range", "QT Wellington", 15000, 4.4, 2000, "Art hotel", "90 Cable Street, Wellington"),
        ht("luxury", "InterContinental Wellington", 25000, 4.4, 1500, "Luxury hotel", "2 Grey Street, Wellington")
      ],
      foodPlaces: [
        fd("Logan Brown", "₹₹₹₹", "Fine dining", "New Zealand produce in a 1920s bank hall", ["veg"]),
        fd("Wellington Night Market", "₹", "Street food market", "Global street food on Cuba Street, Friday and Saturday nights", ["veg", "vegan", "halal"])
      ],
      markets: [mk("Harbourside Market", "Te Papa car park (Sundays)", "Fresh produce and food stalls")]
    },
    {
      name: "Christchurch",
      subAreas: ["City Centre", "Port Hills", "Kaikoura", "Akaroa"],
      distanceFromPreviousKm: 440,
      travelFromPrevious: "Interislander ferry 3 h 30 min to Picton, then car 5 h via Kaikoura (or fly 45 min)",
      reasonForSequencing: "Across Cook Strait and down the Kaikoura coast to the South Island's biggest city and gateway to the Southern Alps.",
      dayShare: 0.13,
      idealDays: 2,
      attractions: [
        at("Kaikoura", "Whale Watch Kaikoura", "nature", "Whaleway Station Road, Kaikoura", 180, 8400, "morning", ["nature", "attractions"], "Boat trip to see giant sperm whales that live year-round in the Kaikoura Canyon."),
        at("Kaikoura", "Kaikoura seal colony and peninsula walk", "nature", "Point Kean, Kaikoura", 120, 0, "afternoon", ["nature", "beaches"], "Fur seals lounging on rocks and a clifftop walkway."),
        at("City Centre", "Christchurch Botanic Gardens", "nature", "Rolleston Avenue, Christchurch", 90, 0, "morning", ["nature"], "21 hectares of gardens along the Avon river."),
        at("City Centre", "Punting on the Avon", "sightseeing", "Antigua Boat Sheds, Christchurch", 45, 2050, "afternoon", ["attractions", "nature"], "Edwardian-style punt ride through the gardens."),
        at("City Centre", "Quake City and the Cardboard Cathedral", "culture", "Durham Street and Hereford Street, Christchurch", 90, 1000, "afternoon", ["culture", "landmarks"], "The story of the 2011 earthquake and the city's rebirth."),
        at("City Centre", "International Antarctic Centre", "sightseeing", "38 Orchard Road, Christchurch Airport", 180, 3600, "afternoon", ["attractions"], "Snow storm room, Hägglund ride and little blue penguins."),
        at("City Centre", "Riverside Market", "food", "96 Oxford Terrace, Christchurch", 60, 1000, "afternoon", ["food", "shopping"], "Indoor food market of local produce and global eateries."),
        at("Port Hills", "Christchurch Gondola", "sightseeing", "10 Bridle Path Road, Heathcote", 90, 2050, "afternoon", ["landmarks", "nature"], "Gondola up the Port Hills for views over Lyttelton Harbour and the Alps."),
        at("Akaroa", "Akaroa and Hector's dolphin cruise", "nature", "Akaroa, Banks Peninsula (80 km)", 300, 5000, "morning", ["nature", "culture"], "French-settled harbour village and cruises to see the world's smallest dolphins.")
      ],
      hotels: [
        ht("budget", "YHA Christchurch", 5500, 4.2, 1000, "Hostel", "36 Hereford Street, Christchurch"),
        ht("mid-range", "Novotel Christchurch Cathedral Square", 12000, 4.3, 2500, "Hotel", "52 Cathedral Square, Christchurch"),
        ht("luxury", "The George", 30000, 4.7, 1200, "Boutique luxury hotel", "50 Park Terrace, Christchurch")
      ],
      foodPlaces: [fd("Riverside Market eateries", "₹₹", "Food hall", "Dumplings, Indian curries, pies and coffee", ["veg", "vegan"])],
      markets: [mk("Riverside Market", "Oxford Terrace, Christchurch", "Local produce, chocolates, crafts")]
    },
    {
      name: "Lake Tekapo",
      subAreas: ["Tekapo Village", "Aoraki/Mount Cook", "Lake Pukaki"],
      distanceFromPreviousKm: 225,
      travelFromPrevious: "Car 3 h across the Canterbury Plains",
      reasonForSequencing: "Inland towards the Southern Alps through the Mackenzie Basin on the way to Queenstown.",
      dayShare: 0.12,
      idealDays: 2,
      attractions: [
        at("Tekapo Village", "Church of the Good Shepherd", "sightseeing", "Pioneer Drive, Lake Tekapo", 30, 0, "morning", ["landmarks"], "Stone chapel on the turquoise lake with the Alps in its altar window."),
        at("Tekapo Village", "Dark Sky stargazing tour", "nature", "Aoraki Mackenzie International Dark Sky Reserve", 120, 5600, "evening", ["nature", "attractions"], "Telescopes under one of the world's darkest skies; see the Milky Way and Magellanic Clouds."),
        at("Tekapo Village", "Tekapo Springs hot pools", "relaxation", "6 Lakeside Drive, Lake Tekapo", 90, 1800, "evening", ["nature"], "Alpine-view hot pools."),
        at("Tekapo Village", "Mount John summit walk", "nature", "Mount John, Lake Tekapo", 150, 0, "morning", ["nature"], "Walk up to the observatory and the Astro Café for lake views."),
        at("Aoraki/Mount Cook", "Hooker Valley Track", "nature", "White Horse Hill campground, Aoraki/Mount Cook National Park", 180, 0, "morning", ["nature", "landmarks"], "Flat 10 km return walk over swing bridges to a glacier lake facing New Zealand's highest peak."),
        at("Aoraki/Mount Cook", "Tasman Glacier Explorers boat", "nature", "Aoraki/Mount Cook Village", 150, 10000, "afternoon", ["nature", "attractions"], "Boat among icebergs on the terminal lake of the Tasman Glacier (spring-autumn)."),
        at("Lake Pukaki", "Lake Pukaki and Mount Cook Alpine Salmon", "food", "State Highway 8, Lake Pukaki", 60, 1500, "afternoon", ["nature", "food"], "Milky-blue lake view and fresh salmon sashimi from the farm shop.")
      ],
      hotels: [
        ht("budget", "Lakes Edge Holiday Park", 5000, 4.4, 1000, "Holiday park cabins", "2 Lakeside Drive, Lake Tekapo"),
        ht("mid-range", "Peppers Bluewater Resort", 14000, 4.3, 1500, "Resort", "State Highway 8, Lake Tekapo"),
        ht("mid-range", "The Hermitage Hotel", 18000, 4.2, 3000, "Mountain hotel", "Aoraki/Mount Cook Village")
      ],
      foodPlaces: [fd("Astro Café", "₹₹", "Café", "Coffee and cake on the summit of Mount John", ["veg"])],
      markets: []
    },
    {
      name: "Queenstown",
      subAreas: ["Queenstown Town", "Arrowtown & Gibbston", "Wanaka", "Milford Sound"],
      distanceFromPreviousKm: 260,
      travelFromPrevious: "Car 3 h via the Lindis Pass or Cromwell",
      reasonForSequencing: "The adventure capital and base for Milford Sound ends the trip at Queenstown Airport.",
      dayShare: 0.2,
      idealDays: 4,
      attractions: [
        at("Queenstown Town", "Skyline Gondola and Luge", "sightseeing", "Brecon Street, Queenstown", 150, 3600, "evening", ["landmarks", "attractions"], "Gondola to Bob's Peak over Lake Wakatipu and The Remarkables, with luge rides."),
        at("Queenstown Town", "Queenstown Gardens and lakefront", "nature", "Queenstown Gardens, Park Street", 90, 0, "morning", ["nature"], "Peninsula park with frisbee golf and lake views."),
        at("Queenstown Town", "TSS Earnslaw cruise to Walter Peak", "sightseeing", "Steamer Wharf, Queenstown", 180, 4600, "afternoon", ["attractions", "culture"], "1912 coal-fired steamship to a high-country farm with sheep shearing."),
        at("Queenstown Town", "Shotover Jet", "adventure", "Gorge Road, Arthurs Point", 60, 8400, "afternoon", ["attractions"], "Jet boat skimming canyon walls with 360° spins."),
        at("Queenstown Town", "Queenstown nightlife", "nightlife", "Shotover and Searle Streets, Queenstown", 180, 2500, "evening", ["nightlife"], "Bars, ice bar and live music in a compact town centre."),
        at("Queenstown Town", "Onsen Hot Pools", "relaxation", "160 Arthurs Point Road, Queenstown", 60, 4600, "evening", ["nature"], "Private cedar hot tubs overlooking the Shotover canyon."),
        at("Arrowtown & Gibbston", "Kawarau Gorge Suspension Bridge bungy", "adventure", "Gibbston, 23 km from Queenstown", 120, 14000, "morning", ["attractions"], "The world's first commercial bungy site, 43 m over the river."),
        at("Arrowtown & Gibbston", "Arrowtown historic gold-mining town", "culture", "Arrowtown, 20 km from Queenstown", 150, 0, "afternoon", ["culture", "shopping"], "1860s main street and Chinese miners' settlement; golden trees in autumn."),
        at("Arrowtown & Gibbston", "Gibbston Valley wine tasting", "food", "Gibbston Valley, Queenstown", 120, 2500, "afternoon", ["food"], "Central Otago pinot noir in the world's southernmost wine region."),
        at("Milford Sound", "Milford Sound day trip with cruise", "nature", "Milford Sound, Fiordland National Park", 720, 12800, "morning", ["nature", "landmarks"], "Coach through Fiordland and a cruise beneath Mitre Peak and waterfalls; scenic flights are faster."),
        at("Wanaka", "That Wanaka Tree and lakefront", "nature", "Roys Bay, Wanaka", 90, 0, "morning", ["nature", "landmarks"], "The famous lone willow in the lake."),
        at("Wanaka", "Roys Peak track", "adventure", "Mount Aspiring Road, Wanaka", 360, 0, "morning", ["nature"], "Steep 16 km return hike to one of New Zealand's most photographed ridgelines (closed for lambing October-mid November)."),
        at("Queenstown Town", "Glenorchy scenic drive", "nature", "Glenorchy, 45 km from Queenstown", 240, 0, "afternoon", ["nature"], "Lakeside road to Lord of the Rings filming locations at the head of Lake Wakatipu.")
      ],
      hotels: [
        ht("budget", "Nomads Queenstown", 6500, 4.3, 2500, "Hostel", "5-11 Church Street, Queenstown"),
        ht("budget", "Haka Lodge Queenstown", 6500, 4.4, 1500, "Hostel", "6 Henry Street, Queenstown"),
        ht("mid-range", "Novotel Queenstown Lakeside", 16000, 4.3, 3000, "Hotel", "Corner Earl Street and Marine Parade, Queenstown"),
        ht("luxury", "Eichardt's Private Hotel", 70000, 4.7, 800, "Boutique luxury hotel", "2 Marine Parade, Queenstown"),
        ht("luxury", "Matakauri Lodge", 100000, 4.8, 300, "Luxury lodge", "569 Glenorchy-Queenstown Road, Queenstown")
      ],
      foodPlaces: [
        fd("Fergburger", "₹₹", "Burger joint", "Giant gourmet burgers, open almost around the clock", ["veg"]),
        fd("Fishbone Bar & Grill", "₹₹₹", "Seafood restaurant", "Blue cod and chips and local seafood"),
        fd("Botswana Butchery", "₹₹₹₹", "Steakhouse", "Lamb and beef in a lakeside cottage")
      ],
      markets: [mk("Queenstown Creative Market", "Earnslaw Park (Saturdays)", "Local art, merino, pounamu (greenstone)")]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["InterCity coaches", "Interislander and Bluebridge ferries", "Domestic flights (Air New Zealand, Jetstar)", "Scenic trains (TranzAlpine, Northern Explorer, Coastal Pacific)", "City buses (AT in Auckland, Metlink in Wellington, Orbus in Queenstown)"],
      operatingHours: "City buses about 6 am-11 pm; intercity coaches and trains once or twice daily on main routes."
    },
    privateTransport: [
      { availableType: "Self-drive car rental (Indian licence valid with an English translation or IDP)", rentalCost: "₹3,000-6,000 per day (NZD 60-120)", fuelCost: "About ₹140 per litre (NZD 2.7-2.9)" },
      { availableType: "Campervan", rentalCost: "₹7,500-15,000 per day", fuelCost: "About ₹140 per litre; diesel road-user charges apply" },
      { availableType: "Private tour with driver", rentalCost: "₹40,000-70,000 per day", fuelCost: "Included" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹900 (NZD 18) by SkyDrive bus to Auckland CBD" },
      private: { available: true, approximateCost: "₹4,000-5,000 (NZD 80-100) by taxi to Auckland CBD" },
      distance: "21 km from Auckland Airport to the city centre"
    }
  },
  dailyCostsInr: {
    food: { budget: 2500, "mid-range": 5000, luxury: 12000 },
    localTransport: { budget: 1500, "mid-range": 3500, luxury: 7000 }
  },
  souvenirs: [
    { item: "Mānuka honey", typicalPrice: "₹1,500-8,000", whereToBuy: "Supermarkets and specialist stores (check the UMF grade)" },
    { item: "Merino and possum-merino knitwear", typicalPrice: "₹4,000-15,000", whereToBuy: "Queenstown, Auckland and Rotorua stores" },
    { item: "Pounamu (greenstone) pendant", typicalPrice: "₹2,500-25,000", whereToBuy: "Certified New Zealand jade carvers" },
    { item: "Māori carvings", typicalPrice: "₹2,000-50,000", whereToBuy: "Te Puia, Rotorua" },
    { item: "Kiwi-themed gifts and chocolate (Whittaker's)", typicalPrice: "₹300-1,500", whereToBuy: "Supermarkets and souvenir shops" }
  ],
  travelTips: [
    { category: "Driving", tip: "Keep left, obey the open-road limit of 100 km/h and allow more time than maps suggest; fill up before remote stretches like Milford Road and Lindis Pass." },
    { category: "Biosecurity", tip: "Declare all food (including spices and packaged Indian snacks), clean hiking boots and tents on the arrival card to avoid a NZD 400 fine." },
    { category: "Weather", tip: "Weather changes fast in the mountains; carry a waterproof jacket and warm layer even in summer and check the MetService forecast before hikes." },
    { category: "Money", tip: "Cards and contactless payments work almost everywhere; eat at supermarkets, bakeries and food courts to save." },
    { category: "Food", tip: "Indian restaurants are in every town; vegetarian and halal options are easy in cities." },
    { category: "Booking", tip: "Book Hobbiton, Milford Sound cruises and the Tongariro shuttle in advance in summer." }
  ],
  visa: {
    status: "Visa required — Visitor Visa (NZeTA is not available to Indian passport holders)",
    requirements: {
      documents: [
        "Passport valid at least 3 months beyond the planned departure from New Zealand",
        "Recent digital photo meeting Immigration New Zealand standards",
        "Proof of funds (about NZD 1,000 per month of stay, or NZD 400 per month if accommodation is prepaid) — bank statements for 6 months",
        "Return or onward ticket booking",
        "Travel itinerary and hotel bookings",
        "Employment letter with approved leave and salary slips, or business documents; income tax returns",
        "Cover letter explaining the purpose of the visit"
      ],
      processingTime: "Typically 4-6 weeks (can be longer in peak months); apply at least 2 months before travel",
      fees: "Visitor visa fee about NZD 341 plus the International Visitor Conservation and Tourism Levy of NZD 100 (fees revised October 2024) — roughly ₹22,000-23,000 in total",
      validityPeriod: "Stay up to 9 months; usually granted for the dates of the trip, single or multiple entry"
    },
    embassyDetails: {
      location: "New Zealand High Commission, Sir Edmund Hillary Marg, Chanakyapuri, New Delhi 110021",
      contactInfo: "Immigration New Zealand online services at immigration.govt.nz; VFS Global New Zealand for optional assistance",
      workingHours: "High Commission Monday-Friday, about 8:30-17:00 (visa applications are online)"
    },
    applicationProcess: [
      "Create an account on Immigration New Zealand's online system and fill in the Visitor Visa application",
      "Upload passport, photo and supporting documents and pay the fee and levy online",
      "Provide medical or police certificates if requested (not usually for short visits)",
      "Receive the eVisa by email and carry a copy when flying"
    ],
    additionalNotes: [
      "Transiting through Australia needs an Australian transit visa unless you stay airside on an eligible itinerary.",
      "Complete the New Zealand Traveller Declaration online before you fly (it opens 24 hours before departure).",
      VERIFY_WITH_EMBASSY
    ]
  }
}
