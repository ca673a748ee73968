import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk } from "./helpers.ts"

export const rajasthan: DestinationGuide = {
  name: "Rajasthan",
  type: "domestic",
  aliases: ["Jaipur", "Pink City", "Udaipur", "Jodhpur", "Jaisalmer", "Pushkar", "Ajmer", "Blue City", "Golden City", "City of Lakes", "Kumbhalgarh", "Ranakpur", "Amer", "Amber"],
  country: "India",
  arrivalHub: { name: "Jaipur International Airport (JAI)", city: "Jaipur" },
  overview: {
    description:
      "Rajasthan, the Land of Kings, is India's largest state: hilltop forts, lake palaces, painted havelis and the golden dunes of the Thar Desert, with a living tradition of Rajput crafts, folk music and rich vegetarian and game cuisine.",
    highlights: ["Majestic forts and palaces", "Thar Desert camel safaris", "Vibrant bazaars and folk culture"],
    climate: {
      type: "Hot semi-arid to arid desert",
      seasons: [
        { name: "Winter", months: "October-March", temperature: "8-27°C", description: "Dry, sunny days and cool nights; the best time for sightseeing and desert camps. Nights in Jaisalmer can drop near 5°C in January." },
        { name: "Summer", months: "April-June", temperature: "28-45°C", description: "Very hot, especially in the desert; plan sightseeing in early mornings and evenings." },
        { name: "Monsoon", months: "July-September", temperature: "25-35°C", description: "Short, heavy showers; Udaipur's lakes fill and the Aravalli hills turn green." }
      ]
    },
    bestTimeToVisit: "October to March; the Pushkar Camel Fair (October-November) and the Jaisalmer Desert Festival (February) are highlights.",
    geography: {
      location: "North-western India, bordering Pakistan, Gujarat, Madhya Pradesh, Uttar Pradesh, Haryana and Punjab",
      terrain: "The Aravalli range divides the green south-east from the Thar Desert in the west; lakes around Udaipur, sand dunes around Jaisalmer",
      landmarks: ["Amber Fort", "Hawa Mahal", "Mehrangarh Fort", "Jaisalmer Fort", "City Palace Udaipur", "Lake Pichola", "Sam Sand Dunes"]
    },
    languages: ["Hindi", "Rajasthani (Marwari, Mewari, Dhundhari)", "English"],
    localCuisine: ["Dal baati churma", "Laal maas", "Gatte ki sabzi", "Ker sangri", "Pyaaz kachori", "Mirchi vada", "Ghewar", "Makhaniya lassi", "Bajre ki roti with lehsun chutney"],
    culturalNotes: [
      "Dress modestly at temples and remove shoes before entering; leather items are not allowed in Jain temples such as Ranakpur.",
      "Pushkar is a holy town: meat, eggs and alcohol are not served there.",
      "Bargaining is expected in bazaars; start at about half the first price.",
      "Ask before photographing people, especially women in villages; some performers expect a small tip.",
      "Greet with 'Khamma Ghani' or 'Namaste' — Rajasthani hospitality is warm and formal."
    ]
  },
  optimizationStrategy:
    "A loop from Jaipur westwards that keeps every leg under about 5-6 hours: Jaipur, Pushkar, Udaipur, then north via Ranakpur to Jodhpur and finally the desert at Jaisalmer, from where flights and overnight trains return to Jaipur or Delhi.",
  accommodationStrategy:
    "Stay in the old city of each stop — heritage havelis in Jaipur and Jodhpur, a lakeside hotel in Udaipur, a desert camp for one night at Sam and a haveli near the fort in Jaisalmer.",
  bookingTip: "Book heritage hotels and desert camps early for October-February and the Pushkar Fair; rates drop 30-50% from April to September.",
  regions: [
    {
      name: "Jaipur",
      subAreas: ["Pink City", "Amer", "Nahargarh Hills", "Civil Lines & MI Road", "Jawahar Circle"],
      distanceFromPreviousKm: 13,
      travelFromPrevious: "Taxi or app cab from the airport, 30-40 min",
      reasonForSequencing: "The arrival hub and capital; its forts and bazaars are the classic introduction to Rajasthan.",
      dayShare: 0.28,
      idealDays: 4,
      attractions: [
        at("Amer", "Amber Fort", "sightseeing", "Devisinghpura, Amer, Jaipur 302001", 180, 200, "morning", ["culture", "temples"], "Hilltop fort-palace of red sandstone and marble with the Sheesh Mahal mirror hall and Ganesh Pol; arrive at opening (8 am) to beat the heat and crowds."),
        at("Amer", "Panna Meena ka Kund", "sightseeing", "Near Amber Fort, Amer, Jaipur", 30, 0, "morning", ["culture"], "A 16th-century stepwell with criss-cross stairways, a short walk from Amber Fort."),
        at("Amer", "Jaigarh Fort", "sightseeing", "Amer, Jaipur", 90, 150, "afternoon", ["culture", "adventure"], "Fort above Amber holding the Jaivana, once the world's largest cannon on wheels, with sweeping views over the Aravallis."),
        at("Amer", "Jal Mahal viewpoint", "sightseeing", "Amer Road, Jaipur", 30, 0, "morning", ["nature", "culture"], "The 'Water Palace' floating in Man Sagar Lake; photograph it from the promenade on the way to Amer."),
        at("Pink City", "City Palace Jaipur", "culture", "Tulsi Marg, Gangori Bazaar, Pink City, Jaipur", 120, 200, "morning", ["culture"], "Royal residence with the Mubarak Mahal textile gallery, the Peacock Gate of Pritam Niwas Chowk and giant silver urns."),
        at("Pink City", "Jantar Mantar", "sightseeing", "Gangori Bazaar, Pink City, Jaipur", 60, 50, "morning", ["culture"], "UNESCO-listed 18th-century observatory with the world's largest stone sundial; a guide makes the instruments come alive."),
        at("Pink City", "Hawa Mahal", "sightseeing", "Hawa Mahal Road, Badi Choupad, Jaipur", 60, 50, "morning", ["culture"], "The honeycomb 'Palace of Winds' with 953 latticed windows; best photographed from the cafés opposite in morning light."),
        at("Pink City", "Govind Dev Ji Temple", "temple", "Jaleb Chowk, City Palace complex, Jaipur", 45, 0, "evening", ["temples", "culture"], "Much-loved Krishna temple in the palace gardens; the evening aarti draws crowds of devotees."),
        at("Pink City", "Johari and Bapu Bazaar shopping walk", "shopping", "Johari Bazaar and Bapu Bazaar, Pink City, Jaipur", 120, 0, "evening", ["shopping", "culture"], "Jewellery, block-printed textiles, mojari shoes and bandhej dupattas along the pink arcades of the walled city."),
        at("Pink City", "Pink City food walk", "food", "Johari Bazaar to MI Road, Jaipur", 150, 800, "evening", ["food", "culture"], "Pyaaz kachori, ghewar, kulfi and lassi at the old city's famous sweet shops and street stalls."),
        at("Nahargarh Hills", "Nahargarh Fort sunset", "sightseeing", "Krishna Nagar, Brahampuri, Jaipur", 120, 50, "evening", ["culture", "nature"], "Ridge-top fort with the Madhavendra Bhawan suites and the best sunset view over Jaipur."),
        at("Nahargarh Hills", "Galtaji (Monkey Temple)", "temple", "Galta Ji, Jaipur", 90, 0, "afternoon", ["temples", "nature"], "Temple complex in a rocky gorge with sacred spring-fed tanks and hundreds of macaques; climb to the Surya Mandir for sunset."),
        at("Civil Lines & MI Road", "Albert Hall Museum", "culture", "Ram Niwas Garden, Jaipur", 90, 40, "afternoon", ["culture"], "Indo-Saracenic museum with an Egyptian mummy, miniature paintings and arms; lit up beautifully at night."),
        at("Civil Lines & MI Road", "Raj Mandir Cinema", "culture", "Bhagwan Das Road, C-Scheme, Jaipur", 180, 250, "evening", ["culture"], "The 'show-case of the nation': watch a Hindi film in this meringue-like 1970s movie palace."),
        at("Jawahar Circle", "Birla Mandir and Moti Dungri Ganesh Temple", "temple", "Jawahar Lal Nehru Marg, Tilak Nagar, Jaipur", 75, 0, "evening", ["temples"], "White marble Lakshmi-Narayan temple beside the much-visited Moti Dungri Ganesh temple; lovely when lit at dusk."),
        at("Jawahar Circle", "Patrika Gate", "sightseeing", "Jawahar Circle, Malviya Nagar, Jaipur", 45, 0, "morning", ["culture"], "Colourful painted gateway whose arches depict Rajasthan's cities; a favourite photo stop."),
        at("Jawahar Circle", "Chokhi Dhani cultural village dinner", "culture", "12 Mile, Tonk Road, Jaipur", 180, 1200, "evening", ["culture", "food"], "Recreated Rajasthani village with folk dance, puppet shows, camel rides and an unlimited traditional dinner."),
        at("Civil Lines & MI Road", "Jaipur block-printing workshop", "culture", "Anokhi Museum of Hand Printing, Amer / Sanganer", 150, 1000, "afternoon", ["culture", "shopping"], "Learn hand block printing with artisans; the Anokhi Museum in Amer and workshops in Sanganer offer short sessions.")
      ],
      hotels: [
        ht("budget", "Zostel Jaipur", 1600, 4.4, 5200, "Hostel", "Ganpati Nagar, Near Railway Station, Jaipur"),
        ht("budget", "Moustache Jaipur", 1400, 4.3, 2100, "Hostel", "Hathroi Fort area, Ajmer Road, Jaipur"),
        ht("mid-range", "Umaid Bhawan Heritage House Hotel", 3800, 4.4, 3100, "Heritage hotel", "D1-2A, Behind Collectorate, Bani Park, Jaipur"),
        ht("mid-range", "Hotel Arya Niwas", 3200, 4.3, 4800, "Heritage hotel", "Sansar Chandra Road, Behind Amber Tower, Jaipur"),
        ht("luxury", "Rambagh Palace", 45000, 4.8, 9800, "Palace hotel", "Bhawani Singh Road, Rambagh, Jaipur"),
        ht("luxury", "ITC Rajputana", 9500, 4.5, 12000, "Five-star hotel", "Palace Road, Gopalbari, Jaipur")
      ],
      foodPlaces: [
        fd("Laxmi Misthan Bhandar (LMB)", "₹₹", "Vegetarian restaurant and sweet shop", "Rajasthani thali, ghewar and paneer ghewar", ["veg"]),
        fd("Rawat Mishthan Bhandar", "₹", "Sweet shop and snacks", "Pyaaz kachori and mawa kachori", ["veg"]),
        fd("Handi Restaurant", "₹₹", "Restaurant", "Laal maas and barbecue kebabs", ["halal"]),
        fd("Tapri Central", "₹₹", "Café", "Masala chai and Indian snacks with views over Central Park", ["veg"]),
        fd("1135 AD", "₹₹₹₹", "Fine dining", "Royal Rajasthani cuisine inside Amber Fort", ["veg"])
      ],
      markets: [
        mk("Johari Bazaar", "Pink City, Jaipur", "Gemstones, silver and kundan jewellery, bandhej and leheriya saris"),
        mk("Bapu Bazaar", "Pink City, Jaipur", "Block-printed textiles, mojari shoes, handicrafts"),
        mk("Tripolia Bazaar", "Pink City, Jaipur", "Lac bangles, brassware and kitchenware")
      ]
    },
    {
      name: "Pushkar",
      subAreas: ["Pushkar Lake", "Pushkar Dunes", "Ajmer"],
      distanceFromPreviousKm: 146,
      travelFromPrevious: "Car 3 h, or train to Ajmer (2 h) then 15 km by taxi",
      reasonForSequencing: "On the way west from Jaipur; a calm holy town between the city and the lakes of Udaipur.",
      dayShare: 0.12,
      idealDays: 2,
      attractions: [
        at("Pushkar Lake", "Brahma Temple", "temple", "Ganahera, Pushkar", 45, 0, "morning", ["temples", "culture"], "One of the very few temples in the world dedicated to Lord Brahma, with a red spire and silver-coin floor."),
        at("Pushkar Lake", "Pushkar Lake ghats and evening aarti", "temple", "Varaha Ghat and Gau Ghat, Pushkar", 90, 0, "evening", ["temples", "culture"], "52 ghats around the sacred lake; the sunset aarti with bells and drums is unforgettable. Beware of 'priests' pressing for donations."),
        at("Pushkar Lake", "Savitri Mata Temple ropeway", "temple", "Ratnagiri Hill, Pushkar", 90, 150, "morning", ["temples", "nature"], "Ropeway (or a 45-minute climb) to the hilltop temple of Brahma's consort with a panorama of the lake and desert."),
        at("Pushkar Lake", "Sadar Bazaar stroll", "shopping", "Main Bazaar, Pushkar", 90, 0, "afternoon", ["shopping", "culture"], "Bohemian market of silver jewellery, rose products, leather bags and colourful clothes."),
        at("Pushkar Lake", "Old Rangji Temple", "temple", "Bazaar Road, Pushkar", 30, 0, "morning", ["temples"], "Temple of Lord Rangji with a South Indian gopuram blended with Rajput and Mughal styles."),
        at("Pushkar Dunes", "Camel safari at sunset", "adventure", "Pushkar sand dunes, western edge of town", 120, 700, "evening", ["adventure", "nature"], "Ride a camel or camel cart into the dunes at golden hour; the fairground area hosts the Pushkar Camel Fair each November."),
        at("Pushkar Dunes", "Rose gardens and gulkand farm visit", "nature", "Rose fields around Pushkar", 60, 0, "morning", ["nature", "food"], "Pushkar grows roses for gulkand and rose water; small family units show how they are made."),
        at("Ajmer", "Ajmer Sharif Dargah", "temple", "Dargah Bazaar, Ajmer", 90, 0, "afternoon", ["temples", "culture"], "Sufi shrine of Khwaja Moinuddin Chishti, visited by people of all faiths; qawwali singing on Thursday evenings. Cover your head."),
        at("Ajmer", "Ana Sagar Lake", "nature", "Ajmer", 60, 0, "evening", ["nature"], "12th-century artificial lake with marble pavilions (baradari) built by Shah Jahan.")
      ],
      hotels: [
        ht("budget", "Zostel Pushkar", 1400, 4.5, 2600, "Hostel", "Near Brahma Temple Road, Pushkar"),
        ht("mid-range", "Inn Seventh Heaven", 3200, 4.5, 900, "Heritage haveli", "Chotti Basti, Near Mali Mohalla, Pushkar"),
        ht("luxury", "The Westin Pushkar Resort & Spa", 14000, 4.5, 2400, "Resort", "Motisar Road, Ganahera, Pushkar")
      ],
      foodPlaces: [
        fd("Sunset Café", "₹₹", "Café", "Lakeside café for sunset, pizzas and Israeli dishes", ["veg", "vegan"]),
        fd("Laura's Café", "₹", "Café", "Homemade pasta, shakes and falafel near the market", ["veg"]),
        fd("Malpua shops of Sadar Bazaar", "₹", "Street food", "Fresh malpua fried in ghee", ["veg"])
      ],
      markets: [mk("Sadar Bazaar", "Main Bazaar, Pushkar", "Silver jewellery, rose products, bohemian clothing, leather bags")]
    },
    {
      name: "Udaipur",
      subAreas: ["Lake Pichola", "Fateh Sagar", "Old City", "Kumbhalgarh & Ranakpur"],
      distanceFromPreviousKm: 280,
      travelFromPrevious: "Car 5 h via Bhilwara, or train from Ajmer 5 h",
      reasonForSequencing: "South of Pushkar, the lake city is a slower-paced middle of the trip; the road north via Ranakpur leads on to Jodhpur.",
      dayShare: 0.22,
      idealDays: 3,
      attractions: [
        at("Lake Pichola", "City Palace Udaipur", "culture", "City Palace Complex, Old City, Udaipur", 150, 300, "morning", ["culture"], "The largest palace complex in Rajasthan, with mirror-work rooms, courtyards and lake views from every balcony."),
        at("Lake Pichola", "Lake Pichola boat ride", "sightseeing", "Rameshwar Ghat jetty, City Palace, Udaipur", 60, 500, "evening", ["nature", "culture"], "Sunset cruise past the Taj Lake Palace with a stop at Jag Mandir island."),
        at("Old City", "Jagdish Temple", "temple", "Jagdish Chowk, Old City, Udaipur", 45, 0, "morning", ["temples", "culture"], "Intricately carved 17th-century Vishnu temple at the heart of the old city."),
        at("Old City", "Bagore ki Haveli Dharohar show", "culture", "Gangaur Ghat, Old City, Udaipur", 90, 150, "evening", ["culture"], "Folk dances including the famous pot-balancing Bhavai dance and puppetry in an 18th-century haveli (7 pm)."),
        at("Lake Pichola", "Ambrai Ghat sunset", "sightseeing", "Hanuman Ghat, Udaipur", 60, 0, "evening", ["culture", "nature"], "The best spot to watch the City Palace glow across the lake at dusk."),
        at("Fateh Sagar", "Saheliyon ki Bari", "nature", "Saheli Marg, Udaipur", 60, 10, "morning", ["nature", "culture"], "The 'Garden of the Maidens' with fountains, marble elephants and lotus pools."),
        at("Fateh Sagar", "Fateh Sagar Lake and Nehru Garden", "nature", "Fateh Sagar, Udaipur", 90, 100, "evening", ["nature"], "Lakeside promenade with snack stalls and boats to the Nehru Park island."),
        at("Fateh Sagar", "Sajjangarh Monsoon Palace", "sightseeing", "Sajjangarh Wildlife Sanctuary, Udaipur", 120, 150, "evening", ["nature", "culture"], "Hilltop palace with a 360° sunset view over the lakes and Aravallis."),
        at("Old City", "Karni Mata Ropeway", "adventure", "Deendayal Upadhyay Park, Doodh Talai, Udaipur", 60, 125, "evening", ["adventure", "nature"], "Short cable car ride to the Karni Mata temple hill for lake views."),
        at("Fateh Sagar", "Shilpgram crafts village", "culture", "Rani Road, Havala, Udaipur", 90, 50, "afternoon", ["culture", "shopping"], "Rural arts and crafts complex with huts from western India and live craft demonstrations."),
        at("Old City", "Vintage and Classic Car Collection", "sightseeing", "Garden Hotel, Lake Palace Road, Udaipur", 60, 250, "afternoon", ["culture"], "Royal Rolls-Royces, Cadillacs and a 1934 Rolls-Royce Phantom used in the film Octopussy."),
        at("Old City", "Rajasthani cooking class", "food", "Old City, Udaipur", 180, 1800, "afternoon", ["food", "culture"], "Home cooking classes teach dal, gatte, chapati and chai, ending with lunch."),
        at("Kumbhalgarh & Ranakpur", "Kumbhalgarh Fort", "sightseeing", "Kumbhalgarh, Rajsamand district (85 km from Udaipur)", 180, 40, "morning", ["culture", "adventure"], "UNESCO hill fort whose 36 km wall is among the longest in the world; stay for the evening light and sound show."),
        at("Kumbhalgarh & Ranakpur", "Ranakpur Jain Temple", "temple", "Ranakpur, Pali district (95 km from Udaipur)", 120, 0, "afternoon", ["temples", "culture"], "15th-century marble temple with 1,444 uniquely carved pillars; open to non-Jains from noon, camera fee extra.")
      ],
      hotels: [
        ht("budget", "Zostel Udaipur", 1600, 4.5, 4100, "Hostel", "Lal Ghat, near Jagdish Temple, Udaipur"),
        ht("budget", "Lakeview budget guesthouse at Lal Ghat", 1200, 4.1, 600, "Guesthouse", "Lal Ghat, Old City, Udaipur"),
        ht("mid-range", "Jagat Niwas Palace Hotel", 4500, 4.3, 3800, "Heritage haveli", "23-25 Lal Ghat, Old City, Udaipur"),
        ht("mid-range", "Hotel Lakend", 5000, 4.2, 2300, "Lakeside hotel", "Alkapuri, Fateh Sagar Lake, Udaipur"),
        ht("luxury", "The Oberoi Udaivilas", 42000, 4.8, 5600, "Palace resort", "Haridasji Ki Magri, Mulla Talai, Udaipur"),
        ht("luxury", "Taj Lake Palace", 55000, 4.7, 4300, "Palace hotel", "Lake Pichola, Udaipur")
      ],
      foodPlaces: [
        fd("Natraj Dining Hall", "₹", "Thali house", "Unlimited Gujarati-Rajasthani thali", ["veg"]),
        fd("Ambrai Restaurant", "₹₹₹", "Lakeside restaurant", "Laal maas and Indian classics with a City Palace view at night", ["veg"]),
        fd("Jheel's Ginger Coffee Bar", "₹₹", "Café", "Coffee, cakes and lake views at Gangaur Ghat", ["veg"]),
        fd("Millets of Mewar", "₹₹", "Restaurant", "Healthy millet dishes and vegan Rajasthani food", ["veg", "vegan"])
      ],
      markets: [
        mk("Hathi Pol Bazaar", "Old City, Udaipur", "Miniature paintings, handmade paper and textiles"),
        mk("Bada Bazaar", "Old City, Udaipur", "Silver jewellery, bandhani and Mewar crafts")
      ]
    },
    {
      name: "Jodhpur",
      subAreas: ["Mehrangarh", "Old Blue City", "Mandore", "Bishnoi Villages"],
      distanceFromPreviousKm: 250,
      travelFromPrevious: "Car 5-6 h via Ranakpur temple (a good lunch stop)",
      reasonForSequencing: "North of Udaipur on the road into the desert, and the gateway to Jaisalmer.",
      dayShare: 0.18,
      idealDays: 2,
      attractions: [
        at("Mehrangarh", "Mehrangarh Fort", "sightseeing", "The Fort, Sodagaran Mohalla, Jodhpur", 180, 200, "morning", ["culture"], "One of India's most imposing forts, rising 120 m above the Blue City; its museum of palanquins, howdahs and arms is excellent (audio guide included)."),
        at("Mehrangarh", "Flying Fox zipline at Mehrangarh", "adventure", "Mehrangarh Fort ramparts, Jodhpur", 90, 2000, "morning", ["adventure"], "Six ziplines over the fort's walls and lakes — a thrilling way to see Mehrangarh."),
        at("Mehrangarh", "Jaswant Thada", "sightseeing", "Near Mehrangarh Fort, Jodhpur", 60, 50, "afternoon", ["culture"], "Translucent white marble cenotaph of Maharaja Jaswant Singh II with views of the fort."),
        at("Mehrangarh", "Rao Jodha Desert Rock Park", "nature", "Below Mehrangarh Fort, Jodhpur", 90, 100, "morning", ["nature"], "Restored rocky desert park with native plants and walking trails beneath the fort."),
        at("Old Blue City", "Blue City heritage walk", "culture", "Navchokiya and Brahmpuri, Jodhpur", 120, 0, "morning", ["culture"], "Wander the blue-washed lanes of the Brahmin quarter below the fort."),
        at("Old Blue City", "Clock Tower and Sardar Market", "shopping", "Ghanta Ghar, Jodhpur", 90, 0, "evening", ["shopping", "food"], "Bustling market for spices, bandhej, and the famous omelette shop and makhaniya lassi nearby."),
        at("Old Blue City", "Toorji ka Jhalra stepwell", "sightseeing", "Makrana Mohalla, Jodhpur", 45, 0, "afternoon", ["culture"], "Beautifully restored 18th-century stepwell surrounded by cafés and boutiques."),
        at("Old Blue City", "Umaid Bhawan Palace Museum", "culture", "Circuit House Road, Jodhpur", 60, 100, "afternoon", ["culture"], "Art-deco palace (partly a Taj hotel, partly the royal residence) whose museum shows royal clocks and vintage cars."),
        at("Mandore", "Mandore Gardens", "sightseeing", "Mandore, 9 km north of Jodhpur", 90, 0, "afternoon", ["culture", "nature"], "Former Marwar capital with red-sandstone cenotaphs of the rulers, temples and langurs."),
        at("Bishnoi Villages", "Bishnoi village jeep safari", "nature", "Guda Bishnoi and Salawas villages, Jodhpur", 240, 1500, "morning", ["nature", "culture"], "Visit the conservation-minded Bishnoi community, blackbuck and chinkara, potters and dhurrie weavers."),
        at("Bishnoi Villages", "Osian temples and dunes", "temple", "Osian, 65 km north of Jodhpur", 240, 0, "afternoon", ["temples", "adventure"], "8th-11th century Hindu and Jain temples including Sachiya Mata, and dunes for a sunset camel ride.")
      ],
      hotels: [
        ht("budget", "Zostel Jodhpur", 1500, 4.5, 3000, "Hostel", "Navchokiya Road, near Mehrangarh Fort, Jodhpur"),
        ht("mid-range", "Pal Haveli", 5000, 4.4, 2100, "Heritage haveli", "Gulab Sagar, near Clock Tower, Jodhpur"),
        ht("mid-range", "Ratan Vilas", 4800, 4.4, 1300, "Heritage hotel", "Loco Shed Road, Ratanada, Jodhpur"),
        ht("luxury", "RAAS Jodhpur", 20000, 4.6, 1800, "Boutique heritage hotel", "Tunwarji ka Jhalra, Makrana Mohalla, Jodhpur"),
        ht("luxury", "Umaid Bhawan Palace", 65000, 4.8, 3700, "Palace hotel", "Circuit House Road, Jodhpur")
      ],
      foodPlaces: [
        fd("Janta Sweet Home", "₹", "Sweet shop and snacks", "Mirchi vada, pyaaz kachori and mawa kachori", ["veg"]),
        fd("Shri Mishrilal Hotel", "₹", "Lassi shop", "Makhaniya lassi near the Clock Tower", ["veg"]),
        fd("Gypsy Dining Hall", "₹₹", "Thali house", "Unlimited Rajasthani thali", ["veg"]),
        fd("Indique", "₹₹₹", "Rooftop restaurant", "Laal maas and tandoori with fort views at Pal Haveli", ["veg"])
      ],
      markets: [
        mk("Sardar Market", "Clock Tower, Jodhpur", "Spices, bandhej textiles, silver and antiques"),
        mk("Nai Sarak", "Jodhpur", "Jodhpuri jackets, juttis and leheriya")
      ]
    },
    {
      name: "Jaisalmer",
      subAreas: ["Golden Fort", "Old Town", "Sam Sand Dunes", "Kuldhara & Khaba"],
      distanceFromPreviousKm: 285,
      travelFromPrevious: "Car 5 h or train 5-6 h",
      reasonForSequencing: "The desert finale at the far west; Jaisalmer has flights and overnight trains back to Jaipur and Delhi.",
      dayShare: 0.2,
      idealDays: 3,
      attractions: [
        at("Golden Fort", "Jaisalmer Fort (Sonar Qila)", "sightseeing", "Fort Road, Jaisalmer", 150, 0, "morning", ["culture"], "A living 12th-century sandstone fort where a quarter of the old city's people still live; the palace museum inside charges separately."),
        at("Golden Fort", "Jain Temples inside the fort", "temple", "Jaisalmer Fort, Jaisalmer", 60, 50, "morning", ["temples", "culture"], "Seven delicately carved yellow-sandstone Jain temples of the 12th-16th centuries (open mornings)."),
        at("Golden Fort", "Raj Mahal palace museum", "culture", "Dussehra Chowk, Jaisalmer Fort", 60, 100, "morning", ["culture"], "The maharawal's seven-storey palace with views from the rooftop."),
        at("Old Town", "Patwon ki Haveli", "culture", "Patwa Haveli Road, Jaisalmer", 60, 100, "afternoon", ["culture"], "A cluster of five havelis with the finest stone latticework in Jaisalmer."),
        at("Old Town", "Salim Singh ki Haveli", "culture", "Near Jain Temple Road, Jaisalmer", 45, 50, "afternoon", ["culture"], "Prime minister's mansion with a peacock-shaped roof and 38 balconies."),
        at("Old Town", "Nathmal ki Haveli", "culture", "Gandhi Chowk, Jaisalmer", 30, 0, "afternoon", ["culture"], "19th-century haveli carved by two brothers, each doing one half."),
        at("Old Town", "Gadisar Lake", "nature", "Gadisar, Jaisalmer", 60, 150, "morning", ["nature", "culture"], "Sacred 14th-century reservoir with shrines and a carved gateway; paddle boats at sunrise."),
        at("Old Town", "Bada Bagh cenotaphs", "sightseeing", "Bada Bagh, 6 km north of Jaisalmer", 60, 100, "evening", ["culture"], "Royal chhatris silhouetted against the sunset with wind turbines beyond."),
        at("Sam Sand Dunes", "Sam Sand Dunes camel safari and sunset", "adventure", "Sam, 42 km west of Jaisalmer", 180, 800, "evening", ["adventure", "nature"], "Ride camels over the Thar dunes at sunset; many camps include a folk music and dance evening."),
        at("Sam Sand Dunes", "Desert jeep safari (dune bashing)", "adventure", "Sam Sand Dunes, Jaisalmer", 60, 2000, "afternoon", ["adventure"], "Open 4x4 ride up and down the high dunes."),
        at("Sam Sand Dunes", "Desert camp cultural night", "culture", "Sam Sand Dunes, Jaisalmer", 180, 1500, "evening", ["culture", "food"], "Kalbeliya dance, Manganiyar music and a Rajasthani dinner under the stars (included with a camp stay)."),
        at("Sam Sand Dunes", "Desert National Park", "nature", "Sudasari, Desert National Park, Jaisalmer", 150, 200, "morning", ["nature"], "Home of the endangered Great Indian Bustard, desert foxes and raptors."),
        at("Kuldhara & Khaba", "Kuldhara abandoned village", "sightseeing", "Kuldhara, 18 km south-west of Jaisalmer", 60, 50, "afternoon", ["culture"], "Paliwal Brahmin village mysteriously deserted in the 19th century; famous as 'haunted'."),
        at("Kuldhara & Khaba", "Khaba Fort", "sightseeing", "Khaba, 35 km west of Jaisalmer", 60, 50, "afternoon", ["culture", "nature"], "Ruined fort and village with a small museum and peacocks, on the way to the dunes.")
      ],
      hotels: [
        ht("budget", "Budget guesthouse inside Jaisalmer Fort", 1000, 4.2, 800, "Guesthouse", "Jaisalmer Fort, Jaisalmer"),
        ht("budget", "Zostel Jaisalmer", 1400, 4.4, 1500, "Hostel", "Near Gadisar Lake, Jaisalmer"),
        ht("mid-range", "Hotel Nachana Haveli", 4500, 4.3, 1700, "Heritage haveli", "Gandhi Chowk, Jaisalmer"),
        ht("mid-range", "Swiss-tent desert camp at Sam (with dinner and safari)", 4000, 4.2, 900, "Desert camp", "Sam Sand Dunes, Jaisalmer"),
        ht("luxury", "Suryagarh Jaisalmer", 22000, 4.6, 3600, "Luxury fort hotel", "Kahala Phata, Sam Road, Jaisalmer"),
        ht("luxury", "The Serai, Jaisalmer", 30000, 4.6, 400, "Luxury desert camp", "Bada Bagh, Chandan, Jaisalmer")
      ],
      foodPlaces: [
        fd("Dhanraj Ranmal Bhatia", "₹", "Sweet shop", "Ghotua ladoo and panchadhari ladoo since 1850s", ["veg"]),
        fd("The Trio", "₹₹", "Rooftop restaurant", "Rajasthani curries and tandoori with fort views", ["veg"]),
        fd("Desert Boy's Dhani", "₹₹", "Garden restaurant", "Ker sangri, gatte and folk music in the evening", ["veg"])
      ],
      markets: [
        mk("Sadar Bazaar and Manak Chowk", "Below the fort, Jaisalmer", "Mirror-work textiles, camel-leather goods, jootis"),
        mk("Pansari Bazaar", "Old Town, Jaisalmer", "Embroidered quilts, shawls and silver")
      ]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["Indian Railways trains between all stops", "RSRTC state buses and private sleeper buses", "Jaipur Metro", "City buses", "Auto-rickshaws and e-rickshaws", "App cabs (Uber, Ola) in Jaipur, Udaipur and Jodhpur"],
      operatingHours: "Trains and long-distance buses run round the clock; Jaipur Metro about 6 am-10 pm; auto-rickshaws until late evening."
    },
    privateTransport: [
      { availableType: "Car with driver (sedan such as Dzire)", rentalCost: "₹3,000-3,500 per day, 250 km a day included, driver allowance ₹300-400/night", fuelCost: "Included in most packages; petrol about ₹105 per litre" },
      { availableType: "SUV with driver (Innova Crysta)", rentalCost: "₹4,500-5,500 per day", fuelCost: "Usually included" },
      { availableType: "Scooter or motorbike rental", rentalCost: "₹400-900 per day", fuelCost: "Petrol about ₹105 per litre" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹50-150 by city bus or auto-rickshaw" },
      private: { available: true, approximateCost: "₹350-600 by app cab or prepaid taxi" },
      distance: "13 km from Jaipur International Airport to the Pink City"
    }
  },
  dailyCostsInr: {
    food: { budget: 600, "mid-range": 1000, luxury: 3500 },
    localTransport: { budget: 200, "mid-range": 600, luxury: 3000 }
  },
  souvenirs: [
    { item: "Block-printed cotton (Sanganeri and Bagru prints)", typicalPrice: "₹300-2,500", whereToBuy: "Bapu Bazaar, Jaipur; Anokhi stores" },
    { item: "Blue pottery", typicalPrice: "₹200-3,000", whereToBuy: "Kripal Kumbh and shops on Amer Road, Jaipur" },
    { item: "Mojari / jutti shoes", typicalPrice: "₹400-1,500", whereToBuy: "Bapu Bazaar, Jaipur; Nai Sarak, Jodhpur" },
    { item: "Miniature paintings", typicalPrice: "₹500-10,000", whereToBuy: "City Palace area, Udaipur" },
    { item: "Bandhej and leheriya dupattas", typicalPrice: "₹300-3,000", whereToBuy: "Johari Bazaar, Jaipur; Sardar Market, Jodhpur" },
    { item: "Lac bangles", typicalPrice: "₹150-800", whereToBuy: "Maniharon ka Rasta, Tripolia Bazaar, Jaipur" },
    { item: "Mirror-work textiles and camel-leather bags", typicalPrice: "₹300-3,000", whereToBuy: "Manak Chowk, Jaisalmer" }
  ],
  travelTips: [
    { category: "Weather", tip: "Carry a sun hat, sunscreen and 2-3 litres of water a day even in winter; desert nights are cold, so pack a warm layer." },
    { category: "Money", tip: "Buy the Jaipur composite ticket (₹300-350 for Indians, valid two days) to cover Amber Fort, Hawa Mahal, Jantar Mantar, Albert Hall and Nahargarh." },
    { category: "Safety", tip: "Use licensed guides at forts and agree taxi and auto fares before the ride, or use app cabs in the big cities." },
    { category: "Shopping", tip: "Beware of commission-driven 'gem export' shops; buy gemstones only with a certificate from a reputable dealer." },
    { category: "Transport", tip: "Book trains on IRCTC early for Jaipur-Jodhpur-Jaisalmer in winter; overnight trains save a hotel night." },
    { category: "Etiquette", tip: "Remove shoes and leather items at Jain temples and cover your head at Ajmer Sharif Dargah." },
    { category: "Festivals", tip: "Time your trip for Diwali, the Pushkar Camel Fair or the Jaisalmer Desert Festival, but book rooms months ahead." }
  ]
}
