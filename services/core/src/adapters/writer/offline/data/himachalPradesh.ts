import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk } from "./helpers.ts"

export const himachalPradesh: DestinationGuide = {
  name: "Himachal Pradesh",
  type: "domestic",
  aliases: ["Himachal", "HP", "Shimla", "Simla", "Manali", "Kullu", "Kasol", "Parvati Valley", "Manikaran", "Dharamshala", "Dharamsala", "McLeod Ganj", "Mcleodganj", "Dalhousie", "Khajjiar", "Solang", "Bir Billing", "Kangra", "Palampur", "Kufri"],
  country: "India",
  arrivalHub: { name: "Chandigarh International Airport (IXC)", city: "Chandigarh" },
  overview: {
    description:
      "Himachal Pradesh, the 'Land of the Gods', wraps the western Himalaya in pine and deodar forests, apple orchards and snow peaks: colonial Shimla, adventure hub Manali, the hippie-trail Parvati Valley, the Tibetan refuge of McLeod Ganj and the meadows of Dalhousie.",
    highlights: ["Snow-capped Himalayan views", "Paragliding, trekking and river rafting", "Tibetan monasteries and colonial hill stations"],
    climate: {
      type: "Temperate to alpine mountain climate",
      seasons: [
        { name: "Spring and summer", months: "March-June", temperature: "10-30°C", description: "Pleasant days and cool nights; peak season for hill stations, treks and the Rohtang Pass (opens around May)." },
        { name: "Monsoon", months: "July-September", temperature: "15-25°C", description: "Heavy rain and landslide risk on mountain roads; valleys are lush but travel can be disrupted." },
        { name: "Autumn", months: "October-November", temperature: "5-20°C", description: "Clear skies and the best mountain views; apple harvest season." },
        { name: "Winter", months: "December-February", temperature: "-5-12°C", description: "Snowfall in Shimla, Manali and Dalhousie; skiing at Solang; some high passes close." }
      ]
    },
    bestTimeToVisit: "March to June and October to November; December to February for snow.",
    geography: {
      location: "Northern India in the western Himalaya, bordering Jammu & Kashmir, Ladakh, Punjab, Haryana, Uttarakhand and Tibet",
      terrain: "Steep mountain valleys of the Beas, Parvati, Sutlej and Ravi rivers between the Shivalik, Dhauladhar and Pir Panjal ranges",
      landmarks: ["The Ridge, Shimla", "Rohtang Pass", "Atal Tunnel", "Solang Valley", "Tsuglagkhang Complex", "Khajjiar meadow", "Dhauladhar range"]
    },
    languages: ["Hindi", "Pahari dialects", "English", "Tibetan (in McLeod Ganj)", "Punjabi"],
    localCuisine: ["Himachali dham (festive meal with madra and rajmah)", "Siddu", "Chha gosht", "Trout from the Beas", "Babru", "Momos and thukpa", "Aktori", "Apple and apricot products"],
    culturalNotes: [
      "Walk clockwise around stupas, prayer wheels and monasteries, and do not point your feet at altars.",
      "Village deities (devtas) are central to local life; ask before entering temple courtyards in villages like Malana, where touching walls or people is forbidden.",
      "Dress in layers and respect local modesty away from the tourist hubs.",
      "Himachal bans single-use plastic bags; carry a cloth bag and refill water bottles.",
      "Be patient on mountain roads: uphill traffic has right of way and honking on blind curves is expected."
    ]
  },
  optimizationStrategy:
    "Enter from Chandigarh to Shimla, then follow the Beas valley north to Kasol and Manali, and cross west via Mandi and Palampur to Dharamshala and Dalhousie, leaving from Pathankot or Dharamshala's Gaggal airport without retracing the route.",
  accommodationStrategy:
    "A Mall Road hotel in Shimla, a riverside cottage in Kasol, Old Manali or Hadimba Road for Manali, McLeod Ganj or Dharamkot for Dharamshala, and a hotel near Gandhi Chowk in Dalhousie.",
  bookingTip: "Book 4-6 weeks ahead for May-June and Christmas-New Year; prices fall by half in the monsoon and mid-winter.",
  regions: [
    {
      name: "Shimla",
      subAreas: ["Mall Road & Ridge", "Jakhoo", "Summer Hill", "Kufri & Mashobra"],
      distanceFromPreviousKm: 115,
      travelFromPrevious: "Car 3.5-4 h from Chandigarh, or the Kalka-Shimla toy train (5-6 h) from Kalka",
      reasonForSequencing: "The nearest hill station to the plains and the start of the Himalayan circuit.",
      dayShare: 0.2,
      idealDays: 3,
      attractions: [
        at("Mall Road & Ridge", "The Ridge and Mall Road walk", "sightseeing", "The Ridge, Shimla", 120, 0, "evening", ["culture", "shopping"], "Shimla's pedestrian heart with Tudor-style buildings, Scandal Point and views of the snow peaks."),
        at("Mall Road & Ridge", "Christ Church", "culture", "The Ridge, Shimla", 30, 0, "morning", ["culture"], "Neo-Gothic church of 1857, the second oldest in north India, with fine stained glass."),
        at("Mall Road & Ridge", "Gaiety Heritage Cultural Complex", "culture", "Mall Road, Shimla", 45, 20, "afternoon", ["culture"], "Victorian theatre of 1887 where Kipling's contemporaries performed."),
        at("Mall Road & Ridge", "Lakkar Bazaar", "shopping", "Near the Ridge, Shimla", 60, 0, "afternoon", ["shopping"], "Market of woodcraft, walking sticks and Himachali shawls."),
        at("Jakhoo", "Jakhoo Temple and Hanuman statue", "temple", "Jakhoo Hill, Shimla", 90, 0, "morning", ["temples", "nature"], "Hanuman temple on Shimla's highest point with a 33 m statue; walk up or take the ropeway. Watch out for monkeys."),
        at("Summer Hill", "Viceregal Lodge (Indian Institute of Advanced Study)", "culture", "Observatory Hill, Shimla", 90, 50, "morning", ["culture"], "Scottish baronial residence of the British viceroys, where the Partition was discussed in 1945; guided tours."),
        at("Summer Hill", "Himachal State Museum", "culture", "Chaura Maidan, Shimla", 60, 20, "afternoon", ["culture"], "Pahari miniature paintings, sculpture and textiles. Closed Mondays."),
        at("Summer Hill", "Tara Devi Temple", "temple", "Tara Devi Hill, 11 km from Shimla", 90, 0, "morning", ["temples", "nature"], "Hilltop goddess temple with views over the Shimla hills."),
        at("Kufri & Mashobra", "Kufri and Himalayan Nature Park", "nature", "Kufri, 16 km from Shimla", 180, 150, "morning", ["nature", "adventure"], "Pony rides to Mahasu Peak and a nature park with Himalayan wildlife; snow play in winter."),
        at("Kufri & Mashobra", "Mashobra and Naldehra drive", "nature", "Mashobra and Naldehra, 13-23 km from Shimla", 180, 0, "afternoon", ["nature"], "Apple orchards, deodar forests and one of Asia's highest golf courses at Naldehra."),
        at("Kufri & Mashobra", "Chail Palace and cricket ground", "sightseeing", "Chail, 45 km from Shimla", 180, 50, "afternoon", ["culture", "nature"], "Summer palace of the Maharaja of Patiala and one of the world's highest cricket grounds."),
        at("Summer Hill", "Army Heritage Museum, Annandale", "culture", "Annandale, Shimla", 60, 0, "afternoon", ["culture"], "Army museum on the colonial-era Annandale ground (closed Mondays)."),
        at("Summer Hill", "Chadwick Falls", "nature", "Glen forest, 7 km from Shimla", 90, 0, "morning", ["nature"], "Forest walk to a seasonal 86 m waterfall, best after the monsoon."),
        at("Mall Road & Ridge", "Kalka-Shimla toy train short ride", "sightseeing", "Shimla railway station", 180, 300, "morning", ["culture", "nature"], "Ride the UNESCO narrow-gauge line through tunnels and viaducts to Barog or Shoghi and back.")
      ],
      hotels: [
        ht("budget", "Budget hotel near the Ridge", 1400, 4.0, 800, "Hotel", "Lower Bazaar, near the Ridge, Shimla"),
        ht("mid-range", "Hotel Combermere", 5000, 4.2, 3600, "Hotel", "The Mall, near Lift, Shimla"),
        ht("luxury", "Wildflower Hall, An Oberoi Resort", 38000, 4.7, 2900, "Luxury resort", "Chharabra, Mashobra, Shimla"),
        ht("luxury", "The Oberoi Cecil", 20000, 4.6, 3300, "Heritage hotel", "Chaura Maidan, Shimla")
      ],
      foodPlaces: [
        fd("Indian Coffee House", "₹", "Café", "South Indian snacks and coffee served by waiters in old-style livery since 1957", ["veg"]),
        fd("Himachali Rasoi", "₹₹", "Restaurant", "Himachali dham, siddu and madra", ["veg"]),
        fd("Sita Ram & Sons", "₹", "Street food", "Chana bhatura in Lower Bazaar", ["veg"])
      ],
      markets: [
        mk("Lakkar Bazaar", "Near the Ridge, Shimla", "Wooden handicrafts and souvenirs"),
        mk("Lower Bazaar", "Below Mall Road, Shimla", "Shawls, woollens, dry fruit and spices")
      ]
    },
    {
      name: "Kasol",
      subAreas: ["Kasol Village", "Manikaran", "Tosh & Barshaini", "Chalal"],
      distanceFromPreviousKm: 200,
      travelFromPrevious: "Car 7 h via Mandi and Bhuntar",
      reasonForSequencing: "The Parvati Valley branches off the Beas at Bhuntar on the way from Shimla to Manali.",
      dayShare: 0.15,
      idealDays: 2,
      attractions: [
        at("Kasol Village", "Parvati riverside walk and cafés", "nature", "Kasol", 120, 0, "afternoon", ["nature", "food"], "Pine forest walks along the turquoise Parvati river and lazy afternoons in Israeli-style cafés."),
        at("Chalal", "Chalal village trail", "nature", "Chalal, 2 km from Kasol", 120, 0, "morning", ["nature", "adventure"], "Forest trail across a suspension bridge to a quiet village."),
        at("Manikaran", "Manikaran Sahib Gurudwara and hot springs", "temple", "Manikaran, 4 km from Kasol", 120, 0, "morning", ["temples", "culture", "food"], "Sikh shrine and Shiva temple beside boiling springs where langar rice is cooked; bathe in the hot pools."),
        at("Tosh & Barshaini", "Tosh village hike", "adventure", "Tosh, 20 km from Kasol", 240, 0, "morning", ["adventure", "nature"], "Steep walk to a wooden village with views of snow peaks at the head of the valley."),
        at("Tosh & Barshaini", "Kheerganga trek", "adventure", "Trailhead at Barshaini, 16 km from Kasol", 480, 0, "morning", ["adventure", "nature", "temples"], "12 km hike through forest and waterfalls to a meadow with a Shiva shrine and natural hot-spring pool; usually done with an overnight camp."),
        at("Kasol Village", "Bijli Mahadev temple trek", "temple", "Bijli Mahadev, 22 km from Kullu", 300, 0, "morning", ["temples", "adventure"], "Hilltop Shiva temple whose lingam is said to be shattered by lightning and restored; 3 km climb with wide valley views."),
        at("Kasol Village", "Kullu river rafting on the Beas", "adventure", "Pirdi, near Kullu", 90, 900, "afternoon", ["adventure"], "Grade II-III rafting on a 14 km stretch of the Beas (April-June and October)."),
        at("Tosh & Barshaini", "Pulga village and Fairy Forest", "nature", "Pulga, near Barshaini", 180, 0, "morning", ["nature", "adventure"], "Wooden village and a mossy deodar forest beyond the end of the road."),
        at("Kasol Village", "Grahan village trek", "adventure", "Trailhead at Kasol", 360, 0, "morning", ["adventure", "nature"], "Forest trek to a remote village of stone and wood houses.")
      ],
      hotels: [
        ht("budget", "Riverside hostel in Kasol", 1200, 4.3, 900, "Hostel", "Kasol village, Parvati Valley"),
        ht("mid-range", "Parvati riverside cottages", 3000, 4.2, 500, "Cottage", "Near Kasol bridge, Parvati Valley")
      ],
      foodPlaces: [
        fd("Kasol cafés serving Israeli food", "₹₹", "Café", "Shakshuka, hummus-falafel plates and trout", ["veg", "vegan"]),
        fd("Manikaran Sahib langar", "₹", "Community kitchen", "Free vegetarian langar cooked in the hot springs", ["veg"])
      ],
      markets: [mk("Kasol Market", "Main road, Kasol", "Hemp bags, woollens, silver jewellery, bohemian clothing")]
    },
    {
      name: "Manali",
      subAreas: ["Old Manali", "Mall Road & Hadimba", "Vashisht", "Solang Valley", "Naggar", "Atal Tunnel & Sissu"],
      distanceFromPreviousKm: 75,
      travelFromPrevious: "Car 2.5 h back to Bhuntar and up the Beas valley",
      reasonForSequencing: "At the head of the Kullu valley; the adventure base for Solang, Atal Tunnel and Rohtang.",
      dayShare: 0.3,
      idealDays: 4,
      attractions: [
        at("Mall Road & Hadimba", "Hadimba Devi Temple", "temple", "Dhungri Van Vihar, Manali", 60, 0, "morning", ["temples", "culture"], "16th-century pagoda-style wooden temple in a cedar forest, dedicated to the demoness-goddess Hidimba."),
        at("Mall Road & Hadimba", "Himalayan Nyingmapa Buddhist Gompa", "temple", "Near Mall Road, Manali", 30, 0, "afternoon", ["temples", "culture"], "Colourful Tibetan monastery built by refugees in the 1960s."),
        at("Mall Road & Hadimba", "Mall Road and Manu Market", "shopping", "Mall Road, Manali", 120, 0, "evening", ["shopping", "food"], "Kullu shawls, caps and Tibetan trinkets; momo stalls and cafés."),
        at("Mall Road & Hadimba", "Van Vihar and Beas riverside", "nature", "Mall Road, Manali", 60, 20, "afternoon", ["nature"], "Deodar park on the river with boating on a small lake."),
        at("Old Manali", "Old Manali and Manu Temple", "culture", "Old Manali", 120, 0, "afternoon", ["culture", "temples", "food"], "Stone-and-wood village of cafés and guesthouses climbing to the temple of the sage Manu."),
        at("Old Manali", "Jogini Waterfall hike", "nature", "Vashisht, Manali", 180, 0, "morning", ["nature", "adventure"], "Easy 3 km walk through orchards to a 150 m waterfall."),
        at("Vashisht", "Vashisht Temple hot springs", "temple", "Vashisht village, 3 km from Manali", 60, 0, "morning", ["temples", "nature"], "Stone temple with sulphur hot-spring baths (separate for men and women)."),
        at("Solang Valley", "Paragliding in Solang Valley", "adventure", "Solang Valley, 14 km from Manali", 90, 3000, "morning", ["adventure"], "Tandem flights of 5-15 minutes over the valley with certified pilots."),
        at("Solang Valley", "Solang Valley ropeway", "adventure", "Solang Valley, Manali", 90, 700, "morning", ["nature", "adventure"], "Cable car up Mount Phatru for views of glaciers; snow activities in winter."),
        at("Solang Valley", "Skiing or snow activities at Solang", "adventure", "Solang Valley, Manali", 180, 1500, "morning", ["adventure"], "Beginner ski lessons in January-February, snow scooters and tubing in winter."),
        at("Atal Tunnel & Sissu", "Atal Tunnel and Sissu day trip", "nature", "Atal Tunnel, Rohtang, to Sissu, Lahaul", 360, 1000, "morning", ["nature", "adventure"], "Drive through the 9 km high-altitude tunnel into the stark Lahaul valley and Sissu waterfall (shared taxi cost per person)."),
        at("Atal Tunnel & Sissu", "Rohtang Pass excursion", "adventure", "Rohtang Pass, 51 km from Manali", 420, 1500, "morning", ["nature", "adventure"], "3,978 m pass with snow even in summer; vehicle permit required, closed on Tuesdays and in winter (roughly November-May)."),
        at("Naggar", "Naggar Castle", "culture", "Naggar, 21 km from Manali", 60, 30, "afternoon", ["culture"], "15th-century stone-and-timber castle of the Kullu rajas, now a heritage hotel with a small museum."),
        at("Naggar", "Nicholas Roerich Art Gallery", "culture", "Naggar, Kullu", 60, 50, "afternoon", ["culture"], "Home and Himalayan paintings of the Russian artist Nicholas Roerich."),
        at("Solang Valley", "Sethan village snow and igloos", "adventure", "Sethan, 12 km from Manali", 240, 1500, "morning", ["adventure", "nature"], "Buddhist hamlet known for winter igloo stays and snowshoe walks."),
        at("Mall Road & Hadimba", "Manali Wildlife Sanctuary walk", "nature", "Above Manu Temple, Manali", 180, 0, "morning", ["nature"], "Deodar and oak forest trail with Himalayan birds."),
        at("Atal Tunnel & Sissu", "Gulaba snow point", "nature", "Gulaba, 20 km from Manali", 180, 500, "morning", ["nature"], "Snow play on the Rohtang road, open when the pass is closed (permit and taxi extra).")
      ],
      hotels: [
        ht("budget", "Zostel Manali", 1500, 4.5, 4500, "Hostel", "Old Manali Road, Manali"),
        ht("budget", "Old Manali guesthouse with valley view", 1200, 4.3, 700, "Guesthouse", "Old Manali"),
        ht("mid-range", "Johnson Lodge & Spa", 5500, 4.3, 2900, "Hotel", "Circuit House Road, Manali"),
        ht("mid-range", "Snow Valley Resorts", 4500, 4.2, 5400, "Resort", "Log Huts Area, Manali"),
        ht("luxury", "The Himalayan", 13000, 4.5, 3500, "Castle-style boutique hotel", "Hadimba Road, Manali"),
        ht("luxury", "Span Resort & Spa", 15000, 4.5, 1900, "Riverside resort", "Kullu-Manali Highway, Katrain, Manali")
      ],
      foodPlaces: [
        fd("Johnson's Café", "₹₹₹", "Restaurant", "Grilled Beas trout and apple crumble", ["veg"]),
        fd("Café 1947", "₹₹", "Riverside café", "Wood-fired pizza and live music in Old Manali", ["veg"]),
        fd("Chopsticks", "₹₹", "Tibetan restaurant", "Momos, thukpa and thenthuk on Mall Road", ["veg"])
      ],
      markets: [
        mk("Mall Road and Manu Market", "Manali", "Kullu shawls and caps, woollens, Tibetan handicrafts"),
        mk("Tibetan Market", "Mall Road, Manali", "Prayer flags, singing bowls, jewellery")
      ]
    },
    {
      name: "Dharamshala",
      subAreas: ["McLeod Ganj", "Bhagsu & Dharamkot", "Lower Dharamshala", "Kangra & Palampur", "Bir Billing"],
      distanceFromPreviousKm: 235,
      travelFromPrevious: "Car 7-8 h via Mandi and Palampur, or overnight bus",
      reasonForSequencing: "West across the Kangra valley from Manali; Bir Billing and Palampur lie on the way.",
      dayShare: 0.22,
      idealDays: 3,
      attractions: [
        at("McLeod Ganj", "Tsuglagkhang Complex (Dalai Lama Temple)", "temple", "Temple Road, McLeod Ganj", 90, 0, "morning", ["temples", "culture"], "The Dalai Lama's residence, Namgyal Monastery and main temple, with monks debating in the courtyard."),
        at("McLeod Ganj", "Tibet Museum", "culture", "Tsuglagkhang Complex, McLeod Ganj", 60, 20, "morning", ["culture"], "History of Tibet and the exile since 1959."),
        at("McLeod Ganj", "Tibetan cooking class", "food", "Jogiwara Road, McLeod Ganj", 150, 700, "afternoon", ["food", "culture"], "Learn to fold momos and cook thukpa with a Tibetan family."),
        at("McLeod Ganj", "St. John in the Wilderness", "culture", "Forsyth Ganj, near McLeod Ganj", 45, 0, "afternoon", ["culture"], "Neo-Gothic church in a deodar forest, burial place of Viceroy Lord Elgin."),
        at("McLeod Ganj", "Bhagsu market and Tibetan handicraft shopping", "shopping", "Temple Road and Jogiwara Road, McLeod Ganj", 90, 0, "evening", ["shopping"], "Thangka paintings, singing bowls, prayer flags and woollens."),
        at("Bhagsu & Dharamkot", "Bhagsunag Temple and Waterfall", "nature", "Bhagsu, 2 km from McLeod Ganj", 120, 0, "morning", ["temples", "nature"], "Ancient Shiva temple with a spring-fed pool and a short walk to the waterfall."),
        at("Bhagsu & Dharamkot", "Triund trek", "adventure", "Trailhead at Galu Devi temple, Dharamkot", 420, 100, "morning", ["adventure", "nature"], "9 km hike to a ridge at 2,850 m facing the Dhauladhar wall; camp overnight for sunrise."),
        at("Bhagsu & Dharamkot", "Dharamkot cafés and Vipassana village", "relaxation", "Dharamkot", 120, 0, "afternoon", ["food", "nature"], "Hippie village above McLeod Ganj with yoga, meditation and cafés."),
        at("Lower Dharamshala", "HPCA Cricket Stadium", "sightseeing", "Dharamshala", 45, 50, "afternoon", ["culture"], "One of the world's most scenic cricket grounds, backed by snow peaks."),
        at("Lower Dharamshala", "Norbulingka Institute", "culture", "Sidhbari, Dharamshala", 120, 100, "morning", ["culture", "shopping"], "Institute preserving Tibetan arts in Japanese-style gardens; watch thangka painters and woodcarvers."),
        at("Kangra & Palampur", "Kangra Fort", "sightseeing", "Kangra, 20 km from Dharamshala", 120, 50, "morning", ["culture"], "One of India's oldest forts, held by Katoch kings, Mughals and Sikhs."),
        at("Kangra & Palampur", "Masroor Rock-Cut Temples", "temple", "Masroor, 40 km from Dharamshala", 90, 25, "afternoon", ["temples", "culture"], "8th-century monolithic temples carved from rock, called the 'Himalayan Ellora'."),
        at("Kangra & Palampur", "Palampur tea gardens and Baijnath Temple", "nature", "Palampur and Baijnath, 35-50 km from Dharamshala", 240, 0, "morning", ["nature", "temples"], "Walk the Kangra tea estates and visit the 13th-century Baijnath Shiva temple."),
        at("Bir Billing", "Paragliding at Bir Billing", "adventure", "Billing take-off, Bir, 70 km from Dharamshala", 180, 3000, "morning", ["adventure"], "Tandem flight from Asia's top paragliding site, landing near Bir's Tibetan colony (October-November and March-May).")
      ],
      hotels: [
        ht("budget", "Zostel Dharamkot", 1400, 4.5, 3100, "Hostel", "Dharamkot, McLeod Ganj"),
        ht("mid-range", "Hotel Tibet", 3500, 4.1, 1700, "Hotel", "Bhagsu Road, McLeod Ganj"),
        ht("mid-range", "Chonor House", 6000, 4.4, 700, "Boutique hotel", "Thekchen Choeling Road, McLeod Ganj"),
        ht("luxury", "Hyatt Regency Dharamshala Resort", 14000, 4.6, 3000, "Resort", "Dharamkot Road, Dharamshala"),
        ht("luxury", "Fortune Park Moksha", 8000, 4.3, 2000, "Spa resort", "Village Jogiwara, McLeod Ganj")
      ],
      foodPlaces: [
        fd("Tibet Kitchen", "₹₹", "Tibetan restaurant", "Thenthuk, momos and Bhutanese dishes", ["veg"]),
        fd("Jimmy's Italian Kitchen", "₹₹", "Italian restaurant", "Pasta and pizza in McLeod Ganj", ["veg"]),
        fd("Moonpeak Espresso", "₹₹", "Café", "Himalayan-grown coffee and breakfasts", ["veg", "vegan"])
      ],
      markets: [mk("Temple Road market", "McLeod Ganj", "Thangkas, prayer wheels, Tibetan jewellery, woollens")]
    },
    {
      name: "Dalhousie",
      subAreas: ["Gandhi Chowk", "Khajjiar", "Chamba"],
      distanceFromPreviousKm: 120,
      travelFromPrevious: "Car 4 h via Nurpur",
      reasonForSequencing: "The quiet western finale, 80 km from Pathankot's railway station and airport for the journey home.",
      dayShare: 0.13,
      idealDays: 2,
      attractions: [
        at("Gandhi Chowk", "Gandhi Chowk and Mall walk", "sightseeing", "Gandhi Chowk, Dalhousie", 90, 0, "evening", ["culture", "shopping"], "Colonial promenade with St. John's Church and Tibetan stalls."),
        at("Gandhi Chowk", "St. Francis Church and St. John's Church", "culture", "Subhash Chowk and Gandhi Chowk, Dalhousie", 45, 0, "morning", ["culture"], "Victorian stone churches from the 19th-century hill station."),
        at("Gandhi Chowk", "Panchpula waterfall", "nature", "Panchpula, 3 km from Dalhousie", 90, 0, "afternoon", ["nature"], "Streams and small falls under five bridges in a forest glade."),
        at("Gandhi Chowk", "Dainkund Peak walk", "adventure", "Dainkund, 10 km from Dalhousie", 180, 0, "morning", ["adventure", "nature"], "The 'singing hill', Dalhousie's highest point, with Pohlani Devi temple and a 360° view."),
        at("Khajjiar", "Khajjiar meadow", "nature", "Khajjiar, 24 km from Dalhousie", 180, 0, "morning", ["nature", "adventure"], "The 'mini Switzerland of India': a deodar-ringed meadow with a small lake, horse rides and zorbing (extra)."),
        at("Khajjiar", "Kalatop Wildlife Sanctuary", "nature", "Kalatop, between Dalhousie and Khajjiar", 120, 50, "morning", ["nature"], "Dense forest walk with Himalayan black bear country and barking deer."),
        at("Chamba", "Lakshmi Narayan Temple complex", "temple", "Chamba town, 50 km from Dalhousie", 60, 0, "morning", ["temples", "culture"], "Six stone shikhara temples from the 10th century."),
        at("Chamba", "Bhuri Singh Museum", "culture", "Chamba", 60, 20, "afternoon", ["culture", "shopping"], "Chamba rumals, Pahari miniatures and copper-plate inscriptions.")
      ],
      hotels: [
        ht("budget", "Budget hotel near Gandhi Chowk", 1200, 4.0, 600, "Hotel", "Gandhi Chowk, Dalhousie"),
        ht("mid-range", "Grand View Hotel", 5000, 4.2, 1600, "Heritage hotel", "Near Bus Stand, Dalhousie"),
        ht("luxury", "Heritage hill resort near Khajjiar", 9000, 4.3, 800, "Resort", "Khajjiar Road, Dalhousie")
      ],
      foodPlaces: [
        fd("Tibetan momo stalls at Gandhi Chowk", "₹", "Street food", "Steamed momos and thukpa", ["veg"]),
        fd("Dhabas at Khajjiar", "₹", "Dhaba", "Rajmah-chawal, parathas and chai with meadow views", ["veg"])
      ],
      markets: [
        mk("Tibetan Market", "Gandhi Chowk, Dalhousie", "Woollens, carpets and Tibetan souvenirs"),
        mk("Chowgan Market", "Chamba", "Chamba chappals, rumals and metal crafts")
      ]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["HRTC state buses including Volvo overnight coaches", "Kalka-Shimla toy train (UNESCO)", "Pathankot-Jogindernagar narrow-gauge train", "Shared taxis", "Local taxis (no app cabs in most towns)"],
      operatingHours: "Buses 5 am-9 pm plus overnight Volvos from Delhi and Chandigarh; local taxis on call until late evening."
    },
    privateTransport: [
      { availableType: "Car with driver (sedan or hatchback)", rentalCost: "₹3,000-3,800 per day", fuelCost: "Usually included; petrol about ₹95 per litre" },
      { availableType: "SUV with driver (Innova or Scorpio) for high passes", rentalCost: "₹4,500-6,000 per day", fuelCost: "Usually included" },
      { availableType: "Royal Enfield motorbike rental", rentalCost: "₹1,200-1,800 per day", fuelCost: "About ₹400-600 a day" },
      { availableType: "Scooter rental", rentalCost: "₹500-800 per day", fuelCost: "Petrol about ₹95 per litre" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹300-600 by HRTC bus from Chandigarh ISBT to Shimla" },
      private: { available: true, approximateCost: "₹3,500-4,500 by taxi from Chandigarh airport to Shimla" },
      distance: "115 km from Chandigarh International Airport to Shimla"
    }
  },
  dailyCostsInr: {
    food: { budget: 600, "mid-range": 1000, luxury: 3000 },
    localTransport: { budget: 250, "mid-range": 700, luxury: 3500 }
  },
  souvenirs: [
    { item: "Kullu shawl", typicalPrice: "₹800-6,000", whereToBuy: "Bhuttico stores in Kullu and Manali" },
    { item: "Himachali cap (topi)", typicalPrice: "₹200-600", whereToBuy: "Mall Road, Shimla and Manali" },
    { item: "Tibetan singing bowl or thangka", typicalPrice: "₹800-20,000", whereToBuy: "McLeod Ganj; Norbulingka shop" },
    { item: "Kangra tea", typicalPrice: "₹200-800", whereToBuy: "Palampur tea co-operative" },
    { item: "Chamba rumal embroidery", typicalPrice: "₹500-5,000", whereToBuy: "Chamba" },
    { item: "Apple jam, juice and dried fruit", typicalPrice: "₹150-600", whereToBuy: "Roadside stalls, Kullu valley" }
  ],
  travelTips: [
    { category: "Weather", tip: "Carry warm layers all year; even summer nights drop below 10°C in Manali and McLeod Ganj." },
    { category: "Health", tip: "Above 3,000 m (Rohtang, Sissu beyond) ascend gradually, drink water and avoid alcohol to prevent altitude sickness." },
    { category: "Permits", tip: "Rohtang Pass needs an online vehicle permit (limited daily, closed Tuesdays); book through your taxi driver a day ahead." },
    { category: "Transport", tip: "Avoid road travel during heavy monsoon rain (July-August) and check landslide updates; keep buffer days." },
    { category: "Adventure", tip: "Paraglide and raft only with operators registered with Himachal Tourism and insist on helmets and life jackets." },
    { category: "Money", tip: "ATMs are scarce in Kasol, Tosh and Sissu; carry enough cash." }
  ]
}
