import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk } from "./helpers.ts"

export const kerala: DestinationGuide = {
  name: "Kerala",
  type: "domestic",
  aliases: ["God's Own Country", "Kochi", "Cochin", "Ernakulam", "Fort Kochi", "Alappuzha", "Alleppey", "Kumarakom", "Thekkady", "Kumily", "Periyar", "Kovalam", "Trivandrum", "Thiruvananthapuram", "Wayanad", "Kottayam"],
  country: "India",
  arrivalHub: { name: "Cochin International Airport (COK)", city: "Kochi" },
  overview: {
    description:
      "Kerala, 'God's Own Country', is a green strip between the Arabian Sea and the Western Ghats: palm-fringed backwaters, misty tea hills, spice forests with elephants and tigers, cliff-top beaches and a living tradition of Ayurveda, Kathakali and coconut-rich cuisine.",
    highlights: ["Backwater houseboat cruises", "Tea gardens of Munnar", "Ayurveda and beaches of Varkala"],
    climate: {
      type: "Tropical monsoon",
      seasons: [
        { name: "Winter (peak season)", months: "October-February", temperature: "22-32°C (10-22°C in Munnar)", description: "Dry and pleasant; the best time for the backwaters, beaches and hills." },
        { name: "Summer", months: "March-May", temperature: "25-35°C", description: "Hot and humid on the coast; Munnar and Thekkady stay cool." },
        { name: "Monsoon", months: "June-September", temperature: "22-30°C", description: "Heavy south-west monsoon rains; lush landscapes, low prices and the traditional season for Ayurvedic treatments. Snake boat races in August." }
      ]
    },
    bestTimeToVisit: "September to March; June-August for monsoon Ayurveda retreats and the Nehru Trophy Boat Race.",
    geography: {
      location: "South-western coast of India between the Arabian Sea and the Western Ghats, bordering Karnataka and Tamil Nadu",
      terrain: "Coastal plains and beaches, a 900 km network of backwater lagoons and canals, and tea- and spice-covered hills rising to 2,695 m at Anamudi",
      landmarks: ["Chinese Fishing Nets of Fort Kochi", "Vembanad Lake", "Eravikulam National Park", "Periyar Lake", "Varkala Cliff", "Padmanabhaswamy Temple"]
    },
    languages: ["Malayalam", "English", "Hindi (in tourist areas)", "Tamil (in the hills)"],
    localCuisine: ["Kerala sadya on a banana leaf", "Appam with stew", "Karimeen pollichathu (pearl spot fish)", "Puttu and kadala curry", "Malabar biryani", "Kerala parotta with beef or chicken fry", "Avial", "Payasam", "Banana chips and halwa"],
    culturalNotes: [
      "Many temples (Padmanabhaswamy, Guruvayur) admit only Hindus and require a dhoti for men and a saree or long skirt for women.",
      "Shirts come off for men in some temples; follow the locals' lead.",
      "Kerala is one of India's most literate states; strikes (hartals) occasionally close shops and transport for a day.",
      "Alcohol is sold only in government outlets, bars and licensed hotels; toddy shops serve palm wine.",
      "Eat sadya with your right hand, and fold the banana leaf towards you when you have enjoyed the meal."
    ]
  },
  optimizationStrategy:
    "A north-to-south arc: start in Kochi near the airport, climb to Munnar's tea hills, continue through the Ghats to Thekkady, descend to the backwaters of Alleppey and finish on the beaches of Varkala near Trivandrum airport, so nothing is backtracked.",
  accommodationStrategy:
    "A heritage homestay in Fort Kochi, a tea-estate bungalow in Munnar, a jungle or plantation resort in Thekkady, one night on a houseboat in Alleppey and a cliff-top room in Varkala.",
  bookingTip: "Book houseboats directly with DTPC-approved operators and insist on an air-conditioned bedroom for the night; December-January prices double, so reserve early.",
  regions: [
    {
      name: "Kochi",
      subAreas: ["Fort Kochi", "Mattancherry", "Ernakulam", "Cherai"],
      distanceFromPreviousKm: 40,
      travelFromPrevious: "Taxi 1-1.5 h, or airport bus and metro",
      reasonForSequencing: "Closest to the international airport; its colonial and spice-trade history sets the scene.",
      dayShare: 0.2,
      idealDays: 3,
      attractions: [
        at("Fort Kochi", "Chinese Fishing Nets", "sightseeing", "Fort Kochi Beach, Fort Kochi", 45, 0, "evening", ["culture", "nature"], "Giant cantilevered nets introduced by Chinese traders; watch the fishermen haul them in at sunset and buy fish to be cooked nearby."),
        at("Fort Kochi", "St. Francis Church", "culture", "Church Road, Fort Kochi", 30, 0, "morning", ["culture"], "India's oldest European church (1503), where Vasco da Gama was first buried."),
        at("Fort Kochi", "Santa Cruz Cathedral Basilica", "culture", "Princess Street, Fort Kochi", 30, 0, "morning", ["culture"], "Gothic basilica with painted ceilings and stained glass."),
        at("Fort Kochi", "Fort Kochi heritage and street-art walk", "culture", "Princess Street to Burgher Street, Fort Kochi", 120, 0, "morning", ["culture"], "Dutch and Portuguese bungalows, art cafés and murals from the Kochi-Muziris Biennale."),
        at("Fort Kochi", "Kathakali performance at Kerala Kathakali Centre", "culture", "K.B. Jacob Road, Fort Kochi", 120, 500, "evening", ["culture"], "Watch the elaborate make-up session from 5 pm, then a one-hour Kathakali dance-drama."),
        at("Fort Kochi", "Kalaripayattu martial-arts show", "culture", "Kerala Kathakali Centre, Fort Kochi", 60, 400, "evening", ["culture", "adventure"], "Kerala's ancient martial art with sword, shield and acrobatic leaps."),
        at("Mattancherry", "Mattancherry Palace (Dutch Palace)", "culture", "Palace Road, Mattancherry", 60, 5, "morning", ["culture"], "Portuguese-built palace with some of India's finest Ramayana murals. Closed Fridays."),
        at("Mattancherry", "Paradesi Synagogue and Jew Town", "culture", "Jew Town Road, Mattancherry", 60, 10, "morning", ["culture", "shopping"], "1568 synagogue with Chinese hand-painted tiles, in a lane of antique and spice shops. Closed Fridays, Saturdays and Jewish holidays."),
        at("Mattancherry", "Spice market and ginger warehouses walk", "shopping", "Bazaar Road, Mattancherry", 60, 0, "morning", ["shopping", "food"], "Old warehouses trading pepper, cardamom and ginger; buy fresh spices at wholesale prices."),
        at("Ernakulam", "Marine Drive sunset cruise", "sightseeing", "Marine Drive, Ernakulam", 90, 350, "evening", ["nature"], "Boat ride around Kochi harbour, Bolgatty and Willingdon islands; dolphins are sometimes seen."),
        at("Ernakulam", "Kerala Folklore Museum", "culture", "Thevara, Kochi", 90, 200, "afternoon", ["culture"], "Three-storey wooden museum of masks, costumes and temple art from Kerala's performing traditions."),
        at("Ernakulam", "Hill Palace Museum", "culture", "Tripunithura, Kochi", 120, 30, "afternoon", ["culture"], "Former Cochin royal residence with crowns, paintings and a deer park."),
        at("Ernakulam", "Ayurvedic massage (Abhyanga)", "wellness", "Certified Ayurveda centres, Kochi", 75, 1500, "afternoon", ["ayurveda"], "A classic full-body warm-oil massage at a government-certified Ayurveda centre."),
        at("Cherai", "Cherai Beach", "beach", "Cherai, Vypin Island, 25 km north of Kochi", 180, 0, "afternoon", ["beaches", "nature"], "Beach with backwaters on one side and the sea on the other; swimming is safe in calm months."),
        at("Ernakulam", "Kochi Water Metro ride", "sightseeing", "High Court terminal, Ernakulam", 60, 40, "afternoon", ["nature"], "Electric ferries across the harbour to Vypin and Fort Kochi.")
      ],
      hotels: [
        ht("budget", "Fort Kochi family homestay near Princess Street", 1300, 4.4, 700, "Homestay", "Princess Street area, Fort Kochi"),
        ht("mid-range", "Dutch-era heritage homestay in Fort Kochi (AC, breakfast)", 3000, 4.5, 800, "Heritage homestay", "Burgher Street, Fort Kochi"),
        ht("mid-range", "Abad Plaza", 4200, 4.1, 5100, "Hotel", "M.G. Road, Ernakulam, Kochi"),
        ht("luxury", "Brunton Boatyard", 17000, 4.6, 2500, "Heritage hotel", "Calvetti Road, Fort Kochi"),
        ht("luxury", "Forte Kochi", 11000, 4.5, 1800, "Boutique heritage hotel", "Princess Street, Fort Kochi")
      ],
      foodPlaces: [
        fd("Kashi Art Café", "₹₹", "Café and gallery", "Breakfasts, cakes and coffee among contemporary art", ["veg"]),
        fd("Kayees Rahmathulla Café", "₹", "Restaurant", "Mattancherry's famous mutton and chicken biryani", ["halal"]),
        fd("Dal Roti", "₹₹", "Restaurant", "North Indian kathi rolls and thalis in Fort Kochi", ["veg"]),
        fd("Fishermen's stalls by the Chinese nets", "₹₹", "Street food", "Choose fresh seafood and have it fried nearby")
      ],
      markets: [
        mk("Jew Town antiques lane", "Mattancherry, Kochi", "Antiques, spices, handicrafts, textiles"),
        mk("Broadway", "Ernakulam, Kochi", "Spices, kasavu sarees, household goods at local prices")
      ]
    },
    {
      name: "Munnar",
      subAreas: ["Munnar Town", "Rajamala", "Mattupetty & Top Station", "Kolukkumalai", "Marayoor"],
      distanceFromPreviousKm: 130,
      travelFromPrevious: "Car 4 h via Neriamangalam and the Cheeyappara waterfalls",
      reasonForSequencing: "The cool tea hills come next, climbing east from Kochi before heading south along the Ghats.",
      dayShare: 0.22,
      idealDays: 3,
      attractions: [
        at("Rajamala", "Eravikulam National Park", "nature", "Rajamala, 13 km from Munnar", 180, 200, "morning", ["nature"], "Rolling grasslands home to the endangered Nilgiri tahr; Neelakurinji blooms here every 12 years. Closed February-March for the calving season."),
        at("Munnar Town", "Tata Tea Museum", "culture", "KDHP Nullatanni Estate, Munnar", 60, 150, "morning", ["culture", "food"], "The story of Munnar's tea with a working factory demonstration and tastings."),
        at("Munnar Town", "Tea plantation walk", "nature", "Tea estates around Munnar town", 150, 500, "morning", ["nature", "adventure"], "Guided walk through the manicured tea slopes with a local planter's stories."),
        at("Munnar Town", "Attukal Waterfalls", "nature", "Attukal, 9 km from Munnar", 60, 0, "afternoon", ["nature"], "Waterfall between two hills, at its best after the monsoon; a short trek from the road."),
        at("Munnar Town", "Kathakali and Kalaripayattu at Punarjani Traditional Village", "culture", "2nd Mile, Pallivasal, Munnar", 120, 300, "evening", ["culture"], "Evening Kathakali and martial-arts shows in a small theatre (tickets per show)."),
        at("Munnar Town", "Spice garden and Ayurveda herb walk", "nature", "Pallivasal, Munnar", 60, 100, "afternoon", ["ayurveda", "nature"], "Cardamom, pepper and Ayurvedic herbs explained in a family spice garden."),
        at("Mattupetty & Top Station", "Mattupetty Dam and Lake", "nature", "Mattupetty, 13 km from Munnar", 90, 0, "morning", ["nature"], "Scenic reservoir with speed-boat and pedal-boat rides (extra) and wild elephants sometimes at the shore."),
        at("Mattupetty & Top Station", "Echo Point", "nature", "Kundala Road, Munnar", 30, 20, "morning", ["nature"], "Lakeside spot where your shout echoes back from the hills."),
        at("Mattupetty & Top Station", "Kundala Lake boating", "nature", "Kundala, 20 km from Munnar", 60, 300, "afternoon", ["nature"], "Shikara and pedal boats on a lake ringed by eucalyptus and cherry trees."),
        at("Mattupetty & Top Station", "Top Station viewpoint", "nature", "Top Station, 32 km from Munnar", 90, 20, "morning", ["nature"], "At 1,700 m, a view over the clouds into Tamil Nadu's valleys on a clear morning."),
        at("Kolukkumalai", "Kolukkumalai sunrise jeep safari", "adventure", "Kolukkumalai Tea Estate, via Suryanelli", 300, 800, "morning", ["adventure", "nature"], "Jeep ride up to one of the world's highest tea estates for sunrise above the clouds (shared jeep cost per person)."),
        at("Marayoor", "Marayoor sandalwood forest and dolmens", "nature", "Marayoor, 40 km north of Munnar", 180, 0, "afternoon", ["nature", "culture"], "Kerala's only natural sandalwood forest, prehistoric dolmens and jaggery-making units."),
        at("Marayoor", "Chinnar Wildlife Sanctuary trek", "adventure", "Chinnar, 60 km from Munnar", 180, 400, "morning", ["adventure", "nature"], "Guided trek in a dry rain-shadow forest with grizzled giant squirrels and star tortoises."),
        at("Munnar Town", "Lockhart Gap viewpoint", "nature", "Munnar-Kumily road, Lockhart", 45, 0, "afternoon", ["nature"], "Sweeping views of tea-covered valleys and mist."),
        at("Munnar Town", "Lakkam Waterfalls", "nature", "Marayoor road, 25 km from Munnar", 60, 50, "afternoon", ["nature"], "Forest waterfall with a pool for paddling."),
        at("Mattupetty & Top Station", "Pothamedu viewpoint", "nature", "Pothamedu, 6 km from Munnar", 45, 0, "evening", ["nature"], "Sunset over tea, coffee and cardamom plantations.")
      ],
      hotels: [
        ht("budget", "Tea-estate homestay near Munnar town", 1500, 4.3, 500, "Homestay", "Chithirapuram road, Munnar"),
        ht("mid-range", "KTDC Tea County", 5500, 4.1, 3800, "Hill resort", "Munnar town, Idukki"),
        ht("luxury", "Windermere Estate", 15000, 4.6, 1100, "Plantation boutique resort", "Pothamedu, Munnar"),
        ht("luxury", "Blanket Hotel & Spa", 11000, 4.5, 2600, "Resort", "Attukad Waterfalls, Pallivasal, Munnar")
      ],
      foodPlaces: [
        fd("Saravana Bhavan, Munnar", "₹", "South Indian restaurant", "Dosas, idli and meals", ["veg", "vegan"]),
        fd("Rapsy Restaurant", "₹", "Local restaurant", "Spanish omelette, parotta and biryani in the bazaar")
      ],
      markets: [mk("Munnar Bazaar", "Munnar town", "Tea, cardamom, homemade chocolates, eucalyptus oil")]
    },
    {
      name: "Thekkady",
      subAreas: ["Kumily", "Periyar Lake", "Spice Plantations", "Gavi"],
      distanceFromPreviousKm: 90,
      travelFromPrevious: "Car 3 h through cardamom hills",
      reasonForSequencing: "South along the Ghats from Munnar; the wildlife reserve sits halfway to the backwaters.",
      dayShare: 0.16,
      idealDays: 2,
      attractions: [
        at("Periyar Lake", "Periyar Lake boat safari", "nature", "Thekkady Boat Landing, Periyar Tiger Reserve", 120, 400, "morning", ["nature"], "Forest Department boat on Periyar Lake spotting elephants, gaur and birds; take the first 7:30 am trip."),
        at("Periyar Lake", "Periyar guided nature walk", "nature", "Periyar Tiger Reserve, Thekkady", 180, 400, "morning", ["nature", "adventure"], "Eco-development committee guides lead small groups on forest trails at dawn."),
        at("Periyar Lake", "Bamboo rafting and trek", "adventure", "Periyar Tiger Reserve, Thekkady", 480, 2500, "morning", ["adventure", "nature"], "Full-day trek and bamboo raft ride run by former poachers-turned-guides; book ahead."),
        at("Spice Plantations", "Spice plantation tour", "nature", "Plantations on the Kumily-Murikkady road", 90, 300, "afternoon", ["nature", "food"], "Cardamom, pepper, cinnamon, vanilla and coffee explained on a walking tour."),
        at("Kumily", "Kalaripayattu show at Kadathanadan Kalari Centre", "culture", "Thekkady Road, Kumily", 60, 300, "evening", ["culture"], "Dramatic evening show of Kerala's martial art with fire and weapons."),
        at("Kumily", "Kathakali at Mudra Cultural Centre", "culture", "Lake Road, Thekkady", 60, 300, "evening", ["culture"], "Short-format Kathakali performance with make-up viewing before the show."),
        at("Kumily", "Ayurvedic treatment at a certified centre", "wellness", "Thekkady-Kumily road", 90, 1800, "afternoon", ["ayurveda"], "Shirodhara or Abhyanga massage at one of Thekkady's licensed Ayurveda centres."),
        at("Kumily", "Chellarkovil viewpoint", "nature", "Chellarkovil, 15 km from Kumily", 60, 0, "evening", ["nature"], "Cliff-top view of Tamil Nadu's plains and a seasonal waterfall."),
        at("Gavi", "Gavi eco-tourism jeep safari", "adventure", "Gavi, 40 km from Kumily", 420, 2000, "morning", ["adventure", "nature"], "Forest drive to a remote lake and cardamom estates, with trekking and boating (through KFDC)."),
        at("Spice Plantations", "Ramakkalmedu viewpoint", "nature", "Ramakkalmedu, 40 km north of Kumily", 90, 30, "afternoon", ["nature"], "Windswept hill with a giant Kuravan-Kurathi statue overlooking Tamil Nadu.")
      ],
      hotels: [
        ht("budget", "Family homestay in Kumily", 1200, 4.4, 400, "Homestay", "Rosappookandam, Kumily"),
        ht("mid-range", "Aranya Nivas (KTDC)", 5500, 4.2, 1500, "Heritage lodge", "Inside Periyar Tiger Reserve, Thekkady"),
        ht("mid-range", "Cardamom County", 5000, 4.3, 2200, "Resort", "Thekkady Road, Kumily"),
        ht("luxury", "Spice Village (CGH Earth)", 15000, 4.6, 2000, "Eco resort", "Kumily-Thekkady Road, Thekkady")
      ],
      foodPlaces: [
        fd("Ebony's Café", "₹₹", "Rooftop café", "Kerala and continental food, good thalis", ["veg"]),
        fd("Grandma's Café", "₹₹", "Café", "Home-style Kerala fish curry and appam", ["veg"])
      ],
      markets: [mk("Kumily spice market", "Kumily town", "Cardamom, pepper, vanilla, tea and Ayurvedic oils")]
    },
    {
      name: "Alleppey",
      subAreas: ["Alappuzha Town", "Kuttanad Backwaters", "Kumarakom", "Marari"],
      distanceFromPreviousKm: 140,
      travelFromPrevious: "Car 4 h via Kottayam",
      reasonForSequencing: "Down from the hills to sea level; the backwaters lie on the way south to the beaches.",
      dayShare: 0.22,
      idealDays: 2,
      attractions: [
        at("Kuttanad Backwaters", "Houseboat backwater cruise", "relaxation", "Finishing Point jetty, Alappuzha", 240, 1500, "afternoon", ["nature", "culture"], "Drift through palm-lined canals and paddy fields below sea level on a kettuvallam (per person on a shared day cruise)."),
        at("Kuttanad Backwaters", "Shikara ride through narrow canals", "nature", "Alappuzha boat jetty", 120, 500, "morning", ["nature"], "Small canopied boats reach canals too narrow for houseboats."),
        at("Kuttanad Backwaters", "Kuttanad village canoe tour", "culture", "Kainakary, Kuttanad", 180, 800, "morning", ["culture", "nature"], "Paddle past coir makers, toddy tappers and village churches with a local guide."),
        at("Kuttanad Backwaters", "State ferry from Alappuzha to Kottayam", "sightseeing", "SWTD boat jetty, Alappuzha", 150, 30, "morning", ["nature", "culture"], "The public water-transport ferry is the cheapest backwater cruise in Kerala."),
        at("Alappuzha Town", "Alappuzha Beach and old pier", "beach", "Beach Road, Alappuzha", 90, 0, "evening", ["beaches"], "Wide sandy beach with a 150-year-old pier and lighthouse nearby."),
        at("Alappuzha Town", "Ambalappuzha Sri Krishna Temple", "temple", "Ambalappuzha, 14 km south of Alappuzha", 45, 0, "morning", ["temples"], "Famous for its sweet paal payasam offering; Hindus only inside the sanctum."),
        at("Alappuzha Town", "Krishnapuram Palace", "culture", "Kayamkulam, 45 km south of Alappuzha", 60, 20, "afternoon", ["culture"], "18th-century Kerala-style palace with the large Gajendra Moksham mural."),
        at("Alappuzha Town", "Revi Karunakaran Memorial Museum", "culture", "Kommady, Alappuzha", 60, 300, "afternoon", ["culture"], "Private collection of ivory, Swarovski crystal and Kerala antiques."),
        at("Kumarakom", "Kumarakom Bird Sanctuary", "nature", "Kumarakom, Kottayam district", 120, 50, "morning", ["nature"], "Migratory birds on the banks of Vembanad Lake; best November-February."),
        at("Kumarakom", "Ayurveda rejuvenation at a lakeside resort", "wellness", "Kumarakom", 90, 2500, "afternoon", ["ayurveda"], "Panchakarma-style treatments and massages at a lakeside Ayurveda centre."),
        at("Marari", "Marari Beach", "beach", "Mararikulam, 15 km north of Alappuzha", 180, 0, "afternoon", ["beaches", "nature"], "Quiet fishing-village beach with golden sand and few crowds."),
        at("Kuttanad Backwaters", "Pathiramanal Island", "nature", "Vembanad Lake, by boat from Alappuzha or Muhamma", 150, 500, "morning", ["nature"], "Bird-rich island in the middle of Vembanad Lake."),
        at("Kuttanad Backwaters", "St. Mary's Forane Church, Champakulam", "culture", "Champakulam, Kuttanad", 45, 0, "afternoon", ["culture"], "One of Kerala's oldest churches, reached by canal.")
      ],
      hotels: [
        ht("budget", "Backwater homestay in Kuttanad", 1500, 4.5, 600, "Homestay", "Kainakary, Kuttanad, Alappuzha"),
        ht("mid-range", "One-bedroom houseboat, overnight with meals", 7500, 4.2, 1000, "Houseboat", "Finishing Point, Punnamada, Alappuzha"),
        ht("mid-range", "Lake Palace Resort", 6500, 4.3, 4000, "Resort", "Thirumala Ward, Alappuzha"),
        ht("luxury", "Kumarakom Lake Resort", 24000, 4.6, 3500, "Heritage lake resort", "Kumarakom North, Kottayam"),
        ht("luxury", "Marari Beach Resort (CGH Earth)", 16000, 4.5, 1800, "Beach resort", "Mararikulam, Alappuzha")
      ],
      foodPlaces: [
        fd("Harbour Restaurant", "₹₹", "Beach restaurant", "Seafood and Kerala curries by the beach"),
        fd("Toddy shop (kallu shappu) in Kuttanad", "₹", "Toddy shop", "Spicy duck roast, karimeen fry and tapioca with palm toddy")
      ],
      markets: [mk("Mullakkal Street", "Alappuzha town", "Coir products, spices, jewellery and textiles")]
    },
    {
      name: "Varkala",
      subAreas: ["Varkala Cliff", "Kappil", "Kovalam", "Thiruvananthapuram"],
      distanceFromPreviousKm: 110,
      travelFromPrevious: "Car 3 h or train 2 h to Varkala Sivagiri",
      reasonForSequencing: "The southern beaches end the trip 50 km from Trivandrum International Airport for the flight home.",
      dayShare: 0.2,
      idealDays: 3,
      attractions: [
        at("Varkala Cliff", "Varkala Cliff walk", "sightseeing", "North Cliff, Varkala", 90, 0, "evening", ["nature", "beaches"], "Red laterite cliffs lined with cafés above the Arabian Sea; the sunset is the day's event."),
        at("Varkala Cliff", "Papanasam Beach", "beach", "Below the Helipad, Varkala", 180, 0, "morning", ["beaches"], "Sacred beach where Hindus perform rites for ancestors, also Varkala's main swimming beach."),
        at("Varkala Cliff", "Janardhana Swamy Temple", "temple", "Temple Road, Varkala", 45, 0, "morning", ["temples"], "2,000-year-old Vishnu temple above Papanasam beach."),
        at("Varkala Cliff", "Surfing lesson", "adventure", "Varkala beaches", 120, 2000, "morning", ["adventure", "beaches"], "Beginner lessons with board hire from local surf schools (October-April)."),
        at("Varkala Cliff", "Morning yoga class", "wellness", "Yoga shalas on North Cliff, Varkala", 90, 500, "morning", ["ayurveda"], "Drop-in hatha or vinyasa classes overlooking the sea."),
        at("Varkala Cliff", "Ayurvedic Panchakarma consultation and massage", "wellness", "Certified Ayurveda centres, Varkala", 90, 2000, "afternoon", ["ayurveda"], "Consult a BAMS doctor and try Abhyanga or Shirodhara."),
        at("Varkala Cliff", "Sivagiri Mutt", "temple", "Sivagiri, Varkala", 45, 0, "afternoon", ["temples", "culture"], "Ashram and samadhi of the social reformer Sree Narayana Guru."),
        at("Kappil", "Kappil Beach and backwaters", "beach", "Kappil, 8 km north of Varkala", 120, 0, "afternoon", ["beaches", "nature"], "Where the backwater meets the sea; quiet, with kayaking on the lake."),
        at("Kappil", "Ponnumthuruthu (Golden Island) boat ride", "nature", "Anchuthengu, 15 km south of Varkala", 90, 200, "morning", ["nature", "temples"], "Country boat to a small island with a Shiva-Parvati temple."),
        at("Kappil", "Anjengo Fort", "culture", "Anchuthengu, 15 km south of Varkala", 45, 0, "afternoon", ["culture"], "British East India Company fort of 1695 with a lighthouse."),
        at("Kovalam", "Kovalam Lighthouse Beach", "beach", "Lighthouse Beach, Kovalam", 180, 0, "afternoon", ["beaches"], "Crescent beach with a striped lighthouse (climb for a small fee)."),
        at("Kovalam", "Poovar estuary boat ride", "nature", "Poovar, 15 km south of Kovalam", 120, 1000, "afternoon", ["nature"], "Mangroves and the golden sand bar where the Neyyar river meets the sea."),
        at("Thiruvananthapuram", "Sree Padmanabhaswamy Temple", "temple", "East Fort, Thiruvananthapuram", 90, 0, "morning", ["temples", "culture"], "Ornate Dravidian temple of Lord Vishnu reclining on the serpent Anantha; Hindus only, strict dhoti/saree dress code."),
        at("Thiruvananthapuram", "Napier Museum and Zoo", "culture", "Museum Road, Thiruvananthapuram", 120, 50, "afternoon", ["culture", "nature"], "Indo-Saracenic museum of bronzes and ivory in gardens next to the city zoo."),
        at("Thiruvananthapuram", "Jatayu Earth's Center", "adventure", "Chadayamangalam, Kollam district", 180, 500, "morning", ["adventure", "culture"], "The world's largest bird sculpture on a hilltop, reached by cable car (extra) or trek.")
      ],
      hotels: [
        ht("budget", "Cliff-side guesthouse on North Cliff", 1300, 4.3, 600, "Guesthouse", "North Cliff, Varkala"),
        ht("budget", "Backpacker hostel near Helipad", 1200, 4.4, 900, "Hostel", "Helipad, Varkala"),
        ht("mid-range", "Clafouti Beach Resort", 3500, 4.2, 1400, "Beach resort", "North Cliff, Varkala"),
        ht("mid-range", "Hindustan Beach Retreat", 5000, 4.1, 2400, "Beach hotel", "Papanasam Beach, Varkala"),
        ht("luxury", "The Leela Kovalam", 18000, 4.6, 7500, "Cliff-top resort", "Kovalam Beach, Thiruvananthapuram"),
        ht("luxury", "Niraamaya Retreats Surya Samudra", 20000, 4.5, 1600, "Ayurveda resort", "Pulinkudi, Mullur, Kovalam")
      ],
      foodPlaces: [
        fd("Café del Mar", "₹₹", "Cliff-top café", "Seafood, pastas and sunset views", ["veg"]),
        fd("Darjeeling Café", "₹₹", "Café", "Cocktails, seafood and music on the cliff", ["veg"]),
        fd("Villa Maya", "₹₹₹₹", "Fine dining", "Modern Kerala cuisine in an 18th-century Dutch mansion, Trivandrum", ["veg"])
      ],
      markets: [
        mk("Varkala Cliff stalls", "North Cliff, Varkala", "Kashmiri and Tibetan crafts, beachwear, spices"),
        mk("Chalai Market", "East Fort, Thiruvananthapuram", "Spices, banana chips, brass and kasavu sarees")
      ]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["KSRTC buses", "Kochi Metro and Water Metro", "State Water Transport ferries", "Indian Railways along the coast", "Auto-rickshaws", "App cabs in Kochi and Trivandrum"],
      operatingHours: "Buses 5 am-10 pm (fewer at night in the hills); Kochi Metro 6 am-10:30 pm; ferries roughly 6 am-9 pm."
    },
    privateTransport: [
      { availableType: "Car with driver (sedan)", rentalCost: "₹2,800-3,500 per day, driver included", fuelCost: "Usually included; petrol about ₹107 per litre" },
      { availableType: "SUV with driver (Innova)", rentalCost: "₹4,000-5,000 per day", fuelCost: "Usually included" },
      { availableType: "Scooter rental (Varkala, Fort Kochi)", rentalCost: "₹400-600 per day", fuelCost: "Petrol about ₹107 per litre" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹100-150 by KSRTC airport bus to Fort Kochi or Ernakulam" },
      private: { available: true, approximateCost: "₹1,000-1,500 by prepaid taxi to Fort Kochi" },
      distance: "40 km from Cochin International Airport to Fort Kochi"
    }
  },
  dailyCostsInr: {
    food: { budget: 600, "mid-range": 1000, luxury: 3500 },
    localTransport: { budget: 250, "mid-range": 600, luxury: 3000 }
  },
  souvenirs: [
    { item: "Spices (cardamom, pepper, cloves, vanilla)", typicalPrice: "₹200-1,500", whereToBuy: "Mattancherry spice market; Kumily" },
    { item: "Munnar tea", typicalPrice: "₹200-800", whereToBuy: "Tata Tea Museum shop, Munnar" },
    { item: "Kasavu saree or mundu", typicalPrice: "₹800-5,000", whereToBuy: "Broadway, Kochi; Chalai, Trivandrum" },
    { item: "Kathakali masks and miniature snake boats", typicalPrice: "₹300-3,000", whereToBuy: "Jew Town, Mattancherry" },
    { item: "Coir products", typicalPrice: "₹200-2,000", whereToBuy: "Alappuzha" },
    { item: "Ayurvedic oils and herbal products", typicalPrice: "₹150-1,500", whereToBuy: "Kottakkal Arya Vaidya Sala outlets" },
    { item: "Banana chips and halwa", typicalPrice: "₹150-500 per kg", whereToBuy: "Any bakery, especially in Kochi" }
  ],
  travelTips: [
    { category: "Weather", tip: "Carry an umbrella from June to September and light rain gear any time in Munnar; evenings in the hills need a sweater." },
    { category: "Ayurveda", tip: "Choose Ayurveda centres certified by Kerala Tourism (Green Leaf or Olive Leaf); proper treatments need 7-21 days." },
    { category: "Transport", tip: "Hill roads are winding; take motion-sickness tablets and avoid driving after dark in Munnar and Thekkady." },
    { category: "Safety", tip: "Varkala and Kovalam have strong currents; swim only between lifeguard flags." },
    { category: "Houseboats", tip: "Houseboats stop cruising at 5:30 pm by law and anchor for the night; confirm what is included (meals, AC hours) before paying." },
    { category: "Etiquette", tip: "Wear clothes covering shoulders and knees away from beaches, and dress as required for temples." }
  ]
}
