import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk } from "./helpers.ts"

export const varanasi: DestinationGuide = {
  name: "Varanasi",
  type: "domestic",
  aliases: ["Banaras", "Benares", "Benaras", "Kashi", "Sarnath", "Prayagraj", "Allahabad", "Bodh Gaya", "Bodhgaya", "Gaya"],
  country: "India",
  arrivalHub: { name: "Lal Bahadur Shastri International Airport (VNS)", city: "Varanasi" },
  overview: {
    description:
      "Varanasi, also called Kashi and Banaras, is among the oldest continuously inhabited cities in the world and Hinduism's holiest: 84 ghats step down to the Ganga, where pilgrims bathe at dawn, cremation fires burn day and night and the evening Ganga Aarti lights up the river. Nearby Sarnath, Prayagraj and Bodh Gaya complete a great spiritual circuit.",
    highlights: ["Evening Ganga Aarti", "Sunrise boat ride on the Ganges", "Ancient temples and silk weaving"],
    climate: {
      type: "Humid subtropical",
      seasons: [
        { name: "Winter", months: "October-March", temperature: "7-28°C", description: "Pleasant days and foggy, cold mornings in December-January; the best time to visit, with Dev Deepawali in November." },
        { name: "Summer", months: "April-June", temperature: "30-45°C", description: "Very hot; sightseeing only early morning and evening." },
        { name: "Monsoon", months: "July-September", temperature: "26-35°C", description: "Humid with heavy showers; the Ganga rises and boat rides and some ghat-side aartis may be suspended." }
      ]
    },
    bestTimeToVisit: "October to March; Dev Deepawali (the full moon of Kartik, November) is spectacular.",
    geography: {
      location: "South-eastern Uttar Pradesh on the west bank of the Ganga, between the Varuna and Assi rivers",
      terrain: "Flat Gangetic plain with a crescent of stone ghats along the river and a maze of narrow lanes behind them",
      landmarks: ["Dashashwamedh Ghat", "Kashi Vishwanath Temple", "Manikarnika Ghat", "Dhamek Stupa", "Triveni Sangam", "Mahabodhi Temple"]
    },
    languages: ["Hindi", "Bhojpuri", "English (in tourist areas)"],
    localCuisine: ["Kachori-sabzi and jalebi", "Tamatar chaat", "Banarasi paan", "Malaiyyo (winter milk foam)", "Thandai", "Lassi in clay cups", "Baati chokha", "Launglata", "Rabri"],
    culturalNotes: [
      "Do not photograph cremations at Manikarnika and Harishchandra ghats; ignore touts who demand 'wood donations'.",
      "Phones, cameras, pens and bags are not allowed inside Kashi Vishwanath Temple; use the lockers.",
      "Remove shoes at temples and dress modestly; touch nothing on altars without a priest's guidance.",
      "Many restaurants near the temples are strictly vegetarian and some avoid onion and garlic.",
      "Bodh Gaya and Sarnath are Buddhist sites: walk clockwise around stupas and keep silence in meditation areas."
    ]
  },
  optimizationStrategy:
    "Spend the core days in Varanasi's old city and ghats, then Sarnath on its edge; longer trips add Prayagraj's Sangam to the west and finish on the Buddhist trail at Bodh Gaya, with flights out of Gaya or trains back to Varanasi.",
  accommodationStrategy:
    "Stay on or near the ghats between Assi and Dashashwamedh for sunrise and aarti on foot; Sarnath is a half-day trip from there; stay in Civil Lines in Prayagraj and near the Mahabodhi Temple in Bodh Gaya.",
  bookingTip: "Ghat-facing rooms fill up months ahead for Dev Deepawali and the Magh Mela; ask for a river-view room and confirm whether a car can reach the hotel.",
  regions: [
    {
      name: "Varanasi",
      subAreas: ["Dashashwamedh Ghat", "Assi Ghat", "Old City", "BHU & Lanka", "Ramnagar", "Sarnath"],
      distanceFromPreviousKm: 25,
      travelFromPrevious: "Taxi 45-60 min from the airport",
      reasonForSequencing: "The heart of the trip and the arrival city; Sarnath, where the Buddha preached his first sermon, is a half-day trip 10 km away.",
      dayShare: 0.62,
      idealDays: 5,
      attractions: [
        at("Dashashwamedh Ghat", "Ganga Aarti at Dashashwamedh Ghat", "temple", "Dashashwamedh Ghat, Varanasi", 90, 0, "evening", ["temples", "culture"], "Priests perform the fire ritual with lamps, conch shells and chants at dusk; arrive by 6 pm or watch from a boat."),
        at("Dashashwamedh Ghat", "Sunrise boat ride on the Ganges", "sightseeing", "From Dashashwamedh or Assi Ghat", 90, 400, "morning", ["culture", "nature", "temples"], "Row past bathing pilgrims, temples and the burning ghats as the sun rises over the far bank (shared boat per person)."),
        at("Dashashwamedh Ghat", "Evening aarti viewed from a boat", "sightseeing", "Dashashwamedh Ghat", 90, 300, "evening", ["culture", "temples"], "See the aarti from the river, with floating diyas around you."),
        at("Dashashwamedh Ghat", "Ghat walk from Dashashwamedh to Manikarnika", "culture", "Dashashwamedh to Manikarnika Ghat", 90, 0, "afternoon", ["culture"], "Walk the riverfront past Man Mandir, Lalita and Scindia ghats with its half-sunken temple."),
        at("Dashashwamedh Ghat", "Man Mandir Ghat and Jantar Mantar", "culture", "Man Mandir Ghat, Varanasi", 45, 40, "afternoon", ["culture"], "Rajput palace of 1600 with an 18th-century observatory on the roof."),
        at("Old City", "Kashi Vishwanath Temple and Corridor", "temple", "Vishwanath Gali, Varanasi", 120, 0, "morning", ["temples", "culture"], "The golden-spired Jyotirlinga temple of Shiva, now reached by a wide corridor from the river; Sugam Darshan tickets (₹300) cut the queue."),
        at("Old City", "Manikarnika Ghat", "culture", "Manikarnika Ghat, Varanasi", 45, 0, "afternoon", ["culture"], "The main cremation ghat, where fires have burned for centuries; observe respectfully without photos."),
        at("Old City", "Kaal Bhairav Temple", "temple", "Bhaironath, Varanasi", 45, 0, "morning", ["temples"], "Temple of the city's fierce guardian deity, traditionally visited before Vishwanath."),
        at("Old City", "Annapurna Devi Temple", "temple", "Vishwanath Gali, Varanasi", 30, 0, "morning", ["temples"], "Temple of the goddess of food beside Vishwanath; free meals are served to devotees."),
        at("Old City", "Old City lanes food walk", "food", "Kachori Gali and Thatheri Bazaar, Varanasi", 150, 500, "morning", ["food", "culture"], "Kachori-sabzi, jalebi, tamatar chaat, malaiyyo and lassi in the galis behind the ghats."),
        at("Old City", "Banarasi silk weaving visit", "shopping", "Madanpura and Peeli Kothi weaving quarters", 90, 0, "afternoon", ["shopping", "culture"], "Watch handloom weavers make brocade saris; buy directly from co-operatives."),
        at("Old City", "Bharat Mata Mandir", "temple", "Mahatma Gandhi Kashi Vidyapith, Varanasi", 45, 0, "afternoon", ["culture", "temples"], "Temple to Mother India with a huge marble relief map of undivided India."),
        at("Assi Ghat", "Subah-e-Banaras at Assi Ghat", "culture", "Assi Ghat, Varanasi", 90, 0, "morning", ["culture", "temples"], "Dawn aarti, Vedic chanting, classical music and yoga from 5 am."),
        at("Assi Ghat", "Morning yoga on the ghats", "wellness", "Assi Ghat, Varanasi", 60, 0, "morning", ["ayurveda"], "Free yoga after the Subah-e-Banaras programme, and paid classes in nearby studios."),
        at("Assi Ghat", "Tulsi Manas Mandir and Durga Temple", "temple", "Durgakund, Varanasi", 60, 0, "afternoon", ["temples"], "White marble temple where Tulsidas wrote the Ramcharitmanas, next to the red Durga temple."),
        at("Assi Ghat", "Sankat Mochan Hanuman Temple", "temple", "Sankat Mochan Road, Varanasi", 45, 0, "evening", ["temples"], "Beloved Hanuman temple famous for besan ladoo prasad and its spring music festival."),
        at("Assi Ghat", "Evening classical music concert", "culture", "Music ashrams near Assi and Shivala ghats", 90, 300, "evening", ["culture"], "Intimate sitar, tabla or vocal recitals by musicians of the Banaras gharana."),
        at("BHU & Lanka", "Banaras Hindu University and New Vishwanath Temple", "temple", "BHU campus, Lanka, Varanasi", 90, 0, "afternoon", ["temples", "culture"], "Vast leafy campus with the tall marble Birla Vishwanath temple open to all."),
        at("BHU & Lanka", "Bharat Kala Bhavan museum", "culture", "BHU campus, Varanasi", 90, 50, "morning", ["culture"], "Miniature paintings, Banaras textiles and sculptures. Closed Sundays."),
        at("Ramnagar", "Ramnagar Fort and museum", "culture", "Ramnagar, across the Ganga", 90, 75, "afternoon", ["culture"], "18th-century sandstone fort of the Maharaja of Banaras with vintage cars, palanquins and an astronomical clock."),
        at("Ramnagar", "Chunar Fort", "sightseeing", "Chunar, 40 km from Varanasi", 150, 25, "morning", ["culture", "nature"], "Ancient fort on a rocky spur of the Ganga, linked to legends from Vikramaditya to Sher Shah Suri."),
        at("Sarnath", "Dhamek Stupa and excavated ruins", "temple", "Deer Park, Sarnath", 90, 25, "morning", ["temples", "culture"], "The 5th-century stupa marking where the Buddha preached his first sermon, with monastery ruins and the Ashoka pillar stump."),
        at("Sarnath", "Sarnath Archaeological Museum", "culture", "Sarnath", 60, 20, "morning", ["culture"], "Home of the Lion Capital of Ashoka, India's national emblem. Closed Fridays."),
        at("Sarnath", "Chaukhandi Stupa", "temple", "Rishipattan Road, Sarnath", 30, 25, "afternoon", ["temples", "culture"], "Brick stupa where the Buddha met his first disciples, topped by a Mughal tower."),
        at("Sarnath", "Mulagandha Kuti Vihar", "temple", "Sarnath", 45, 0, "afternoon", ["temples", "culture"], "Maha Bodhi Society temple with Japanese murals of the Buddha's life and a Bodhi tree sapling."),
        at("Sarnath", "Thai Temple and 80-foot standing Buddha", "temple", "Sarnath", 45, 0, "afternoon", ["temples"], "Serene gardens and India's tallest standing Buddha statue."),
        at("Sarnath", "Tibetan and Chinese temples walk", "temple", "Sarnath", 60, 0, "afternoon", ["temples", "culture"], "Prayer wheels, murals and quiet gardens of the international monasteries."),
        at("Dashashwamedh Ghat", "Nepali Temple (Kathwala Mandir)", "temple", "Lalita Ghat, Varanasi", 30, 0, "afternoon", ["temples", "culture"], "19th-century Shiva temple built by the King of Nepal in carved wood, in the style of Kathmandu's Pashupatinath."),
        at("Old City", "Vishalakshi Temple", "temple", "Mir Ghat, Varanasi", 30, 0, "morning", ["temples"], "Shakti Peeth of the goddess Vishalakshi, in the lanes behind Mir Ghat."),
        at("Old City", "Mangala Aarti at Kashi Vishwanath", "temple", "Kashi Vishwanath Temple, Varanasi", 90, 500, "morning", ["temples", "culture"], "The pre-dawn (3 am) aarti inside the temple; book tickets on the temple trust website days ahead."),
        at("Assi Ghat", "Tulsi Ghat akhara wrestling", "culture", "Tulsi Ghat, Varanasi", 60, 0, "morning", ["culture"], "Watch traditional kushti wrestlers train in a mud pit at dawn."),
        at("Assi Ghat", "Tabla or sitar lesson", "culture", "Music schools near Assi Ghat, Varanasi", 90, 800, "afternoon", ["culture"], "Try a beginner lesson with a musician of the Banaras gharana.")
      ],
      hotels: [
        ht("budget", "Zostel Varanasi", 1500, 4.5, 4000, "Hostel", "Near Assi Ghat, Varanasi"),
        ht("budget", "Ganga-view guesthouse on Assi Ghat", 1400, 4.2, 900, "Guesthouse", "Assi Ghat, Varanasi"),
        ht("mid-range", "Hotel Alka", 3000, 4.1, 2400, "Riverside hotel", "Meer Ghat, Dashashwamedh, Varanasi"),
        ht("mid-range", "Hotel Ganges View", 6500, 4.4, 900, "Heritage hotel", "Assi Ghat, Varanasi"),
        ht("mid-range", "Suryauday Haveli", 7000, 4.4, 700, "Heritage haveli", "Shivala Ghat, Varanasi"),
        ht("luxury", "BrijRama Palace", 25000, 4.6, 1500, "Heritage palace hotel", "Darbhanga Ghat, Varanasi"),
        ht("luxury", "Taj Nadesar Palace", 32000, 4.6, 1100, "Palace hotel", "Nadesar Palace Grounds, Cantonment, Varanasi"),
        ht("luxury", "Taj Ganges", 11000, 4.4, 9000, "Five-star hotel", "Nadesar Palace Grounds, Varanasi"),
        ht("budget", "Sarnath monastery guesthouse", 900, 4.1, 200, "Guesthouse", "Sarnath, Varanasi")
      ],
      foodPlaces: [
        fd("Kashi Chat Bhandar", "₹", "Street food", "Tamatar chaat and palak patta chaat", ["veg"]),
        fd("Deena Chaat Bhandar", "₹", "Street food", "Tamatar chaat and gol gappe", ["veg"]),
        fd("Blue Lassi", "₹", "Lassi shop", "Fruit lassis in clay cups in the lanes near Manikarnika", ["veg"]),
        fd("Ram Bhandar", "₹", "Sweet shop", "Kachori-sabzi breakfast and jalebi", ["veg"]),
        fd("Pahalwan Lassi", "₹", "Lassi shop", "Thick malai lassi and rabri at Lanka", ["veg"]),
        fd("Baati Chokha Restaurant", "₹₹", "Restaurant", "Litti/baati chokha served village-style", ["veg"]),
        fd("Brown Bread Bakery", "₹₹", "Café", "Organic breakfasts, cheese and bread near Dashashwamedh", ["veg", "vegan"]),
        fd("Kerala Café", "₹", "South Indian restaurant", "Dosas and filter coffee near BHU", ["veg", "vegan"]),
        fd("Sarnath Tibetan cafés", "₹", "Café", "Momos, thukpa and chai near the Deer Park", ["veg"])
      ],
      markets: [
        mk("Vishwanath Gali", "Near Kashi Vishwanath Temple", "Religious items, bangles, brass, Banarasi dupattas"),
        mk("Thatheri Bazaar", "Chowk, Varanasi", "Brass and copper utensils"),
        mk("Godowlia Market", "Godowlia, Varanasi", "Silk saris, wooden toys, street food"),
        mk("Sarnath stalls", "Near Dhamek Stupa", "Buddhist statues, prayer beads, Tibetan crafts")
      ]
    },
    {
      name: "Prayagraj",
      subAreas: ["Sangam", "Civil Lines"],
      distanceFromPreviousKm: 120,
      travelFromPrevious: "Car 3 h or train 2-3 h from Varanasi",
      reasonForSequencing: "An extension west to the confluence of the Ganga, Yamuna and mythical Saraswati, the site of the Kumbh Mela.",
      dayShare: 0.18,
      idealDays: 2,
      attractions: [
        at("Sangam", "Triveni Sangam boat ride", "temple", "Sangam, Prayagraj", 120, 300, "morning", ["temples", "nature"], "Row out to the confluence where pilgrims take a holy dip; the Kumbh and Magh Melas are held on these sands."),
        at("Sangam", "Bade Hanuman Mandir", "temple", "Near Sangam, Prayagraj", 45, 0, "morning", ["temples"], "Temple of the reclining Hanuman, submerged when the Ganga floods."),
        at("Sangam", "Allahabad Fort and Akshayavat", "sightseeing", "Sangam, Prayagraj", 60, 0, "morning", ["culture", "temples"], "Akbar's 1583 fort on the confluence (mostly army-held), with the sacred Akshayavat tree and Patalpuri temple open to visitors."),
        at("Sangam", "Alopi Devi Mandir", "temple", "Alopibagh, Prayagraj", 30, 0, "afternoon", ["temples"], "Shakti Peeth where a wooden cradle is worshipped instead of an idol."),
        at("Civil Lines", "Anand Bhavan", "culture", "Anand Bhawan Road, Prayagraj", 90, 70, "afternoon", ["culture"], "The Nehru family mansion, a museum of the freedom struggle. Closed Mondays."),
        at("Civil Lines", "Allahabad Museum", "culture", "Chandrashekhar Azad Park, Prayagraj", 90, 20, "afternoon", ["culture"], "Sculpture, Nicholas Roerich paintings and freedom-movement relics."),
        at("Civil Lines", "Chandra Shekhar Azad Park", "nature", "Civil Lines, Prayagraj", 60, 0, "evening", ["nature", "culture"], "Large colonial park where the revolutionary Azad fell in 1931."),
        at("Civil Lines", "Khusro Bagh", "sightseeing", "Khuldabad, Prayagraj", 60, 0, "afternoon", ["culture"], "Walled garden with the sandstone tombs of Prince Khusro and his mother."),
        at("Civil Lines", "All Saints Cathedral", "culture", "M.G. Marg, Civil Lines, Prayagraj", 30, 0, "afternoon", ["culture"], "Gothic 'Patthar Girja' designed by William Emerson in 1871."),
        at("Sangam", "Magh Mela and Kumbh Mela grounds", "culture", "Sangam sands, Prayagraj", 180, 0, "morning", ["temples", "culture"], "In January-February a tent city of pilgrims and sadhus rises on the sands (the Kumbh every 12 years, last held in 2025)."),
        at("Civil Lines", "Jawahar Planetarium", "culture", "Anand Bhawan campus, Prayagraj", 60, 60, "afternoon", ["culture"], "Sky shows next to the Nehru family home.")
      ],
      hotels: [
        ht("budget", "Budget hotel in Civil Lines", 1500, 4.0, 600, "Hotel", "Civil Lines, Prayagraj"),
        ht("mid-range", "Hotel Kanha Shyam", 6000, 4.2, 4000, "Hotel", "Civil Lines, Prayagraj")
      ],
      foodPlaces: [
        fd("Netram Sweets", "₹", "Sweet shop", "Kachori-sabzi and jalebi in Katra", ["veg"]),
        fd("El Chico", "₹₹", "Restaurant", "Indian and continental classics in Civil Lines", ["veg"])
      ],
      markets: [mk("Civil Lines and Katra markets", "Prayagraj", "Guava sweets, amrud, religious items, textiles")]
    },
    {
      name: "Bodh Gaya",
      subAreas: ["Mahabodhi Temple", "International Monasteries", "Rajgir & Nalanda"],
      distanceFromPreviousKm: 370,
      travelFromPrevious: "Train 6-7 h to Gaya via Pt. DDU Junction, then 15 km by road",
      reasonForSequencing: "The Buddhist circuit ends where the Buddha attained enlightenment; Gaya airport and railway station take you home.",
      dayShare: 0.2,
      idealDays: 2,
      attractions: [
        at("Mahabodhi Temple", "Mahabodhi Temple and Bodhi Tree", "temple", "Bodh Gaya, Gaya district, Bihar", 120, 100, "morning", ["temples", "culture"], "UNESCO-listed temple beside a descendant of the tree under which the Buddha attained enlightenment (camera fee)."),
        at("Mahabodhi Temple", "Evening meditation and lamp lighting", "temple", "Mahabodhi Temple gardens", 60, 0, "evening", ["temples", "ayurveda"], "Join monks from around the world in chanting and butter-lamp offerings."),
        at("International Monasteries", "Great Buddha Statue", "temple", "Bodh Gaya", 45, 0, "morning", ["temples"], "25 m stone statue of the meditating Buddha, unveiled by the Dalai Lama in 1989."),
        at("International Monasteries", "Thai, Japanese and Bhutanese monasteries", "temple", "Bodh Gaya", 120, 0, "afternoon", ["temples", "culture"], "Each country's monastery is built in its own style — Thai wat, Japanese Indosan Nipponji, Royal Bhutan Monastery."),
        at("International Monasteries", "Sujata Stupa and village", "culture", "Bakraur, across the Niranjana river", 60, 25, "afternoon", ["culture", "nature"], "Where the village girl Sujata offered the Buddha rice pudding."),
        at("International Monasteries", "Dungeshwari (Mahakala) Caves", "temple", "Dungeshwari hills, 12 km from Bodh Gaya", 120, 0, "morning", ["temples", "adventure"], "Caves where the Buddha practised austerities before enlightenment."),
        at("Rajgir & Nalanda", "Nalanda Mahavihara ruins", "culture", "Nalanda, 90 km from Bodh Gaya", 150, 40, "morning", ["culture"], "UNESCO ruins of the ancient university that taught thousands of monks from across Asia."),
        at("Rajgir & Nalanda", "Vishwa Shanti Stupa ropeway, Rajgir", "temple", "Ratnagiri Hill, Rajgir", 120, 100, "afternoon", ["temples", "nature"], "Chairlift up to the white peace pagoda near Vulture's Peak."),
        at("Mahabodhi Temple", "Vishnupad Temple, Gaya", "temple", "Gaya town, 15 km from Bodh Gaya", 60, 0, "morning", ["temples"], "Temple built over Vishnu's footprint, where Hindus perform pind daan rites for ancestors."),
        at("Rajgir & Nalanda", "Barabar Caves", "culture", "Barabar hills, 35 km north of Gaya", 150, 25, "morning", ["culture", "adventure"], "India's oldest rock-cut caves (3rd century BCE) with mirror-polished granite interiors."),
        at("Rajgir & Nalanda", "Rajgir hot springs (Brahmakund)", "temple", "Rajgir, 80 km from Bodh Gaya", 60, 0, "afternoon", ["temples", "nature"], "Sacred hot springs at the foot of Vaibhar hill."),
        at("Rajgir & Nalanda", "Xuanzang Memorial Hall", "culture", "Nalanda", 45, 10, "afternoon", ["culture"], "Memorial to the Chinese pilgrim who studied at Nalanda in the 7th century.")
      ],
      hotels: [
        ht("budget", "Monastery guesthouse in Bodh Gaya", 1000, 4.2, 300, "Guesthouse", "Near Mahabodhi Temple, Bodh Gaya"),
        ht("mid-range", "Lotus Nikko Hotel", 6000, 4.1, 1500, "Hotel", "Near Mahabodhi Temple, Bodh Gaya"),
        ht("luxury", "Marasa Sarovar Premiere", 8500, 4.4, 2500, "Five-star hotel", "Domuhan Road, Bodh Gaya")
      ],
      foodPlaces: [fd("Tibetan cafés near the Mahabodhi Temple", "₹", "Café", "Momos, thukpa, pancakes and ginger-lemon tea", ["veg", "vegan"])],
      markets: [mk("Bodh Gaya market", "Around the Mahabodhi Temple", "Prayer beads, thangkas, Buddha statues, Tibetan textiles")]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["E-rickshaws and auto-rickshaws", "Cycle rickshaws in the old city", "Rowing and motor boats between ghats", "City buses", "Indian Railways (Varanasi Junction, Banaras, Pt. DDU Junction)", "App cabs (Uber, Ola)"],
      operatingHours: "Autos and e-rickshaws 5 am-11 pm; boats sunrise to about 8 pm (suspended in floods); trains 24 h."
    },
    privateTransport: [
      { availableType: "Car with driver", rentalCost: "₹2,500-3,500 per day", fuelCost: "Usually included; petrol about ₹95 per litre" },
      { availableType: "Private rowing boat", rentalCost: "₹800-1,500 per hour", fuelCost: "None" },
      { availableType: "Scooter rental", rentalCost: "₹400-600 per day", fuelCost: "Petrol about ₹95 per litre" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹50-300 by airport bus or shared auto" },
      private: { available: true, approximateCost: "₹800-1,200 by prepaid taxi or app cab to Godowlia" },
      distance: "25 km from Varanasi airport to Dashashwamedh Ghat (cars stop at Godowlia; walk the last 500 m)"
    }
  },
  dailyCostsInr: {
    food: { budget: 500, "mid-range": 1000, luxury: 3000 },
    localTransport: { budget: 200, "mid-range": 500, luxury: 2500 }
  },
  souvenirs: [
    { item: "Banarasi silk sari or dupatta", typicalPrice: "₹2,000-50,000", whereToBuy: "Weaver co-operatives in Madanpura; Godowlia" },
    { item: "Rudraksha malas and brass idols", typicalPrice: "₹100-2,000", whereToBuy: "Vishwanath Gali" },
    { item: "Wooden lacquer toys", typicalPrice: "₹100-800", whereToBuy: "Kashmiriganj and Godowlia" },
    { item: "Gangajal in copper pots", typicalPrice: "₹50-300", whereToBuy: "Ghat-side shops" },
    { item: "Banarasi paan and thandai mix", typicalPrice: "₹50-400", whereToBuy: "Keshav Tambul Bhandar and sweet shops" },
    { item: "Buddhist thangka or singing bowl", typicalPrice: "₹500-10,000", whereToBuy: "Sarnath and Bodh Gaya markets" }
  ],
  travelTips: [
    { category: "Safety", tip: "Touts offering boat rides, silk shops or 'free' guides are common; book boats at fixed rates and walk away from pushy offers." },
    { category: "Temples", tip: "At Kashi Vishwanath leave phones, bags and leather in the lockers and carry only ID; early morning has the shortest queues." },
    { category: "Health", tip: "Do not drink or swim in the Ganga; carry sanitiser and bottled water." },
    { category: "Transport", tip: "Cars cannot enter the ghat lanes; arrange for a hotel porter to meet you at Godowlia or Assi." },
    { category: "Festivals", tip: "Dev Deepawali, Holi and Mahashivratri draw huge crowds; book months ahead and expect closed roads." },
    { category: "Weather", tip: "December-January mornings are foggy and cold (down to 5°C) and trains can run hours late; pack warm clothes." }
  ]
}
