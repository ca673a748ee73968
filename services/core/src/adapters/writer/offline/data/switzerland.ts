import type { DestinationGuide } from "../DestinationGuide.ts"
import { at, fd, ht, mk, VERIFY_WITH_EMBASSY } from "./helpers.ts"

export const switzerland: DestinationGuide = {
  name: "Switzerland",
  type: "international",
  aliases: ["Swiss", "Swiss Alps", "Schweiz", "Suisse", "Svizzera", "Zurich", "Lucerne", "Luzern", "Interlaken", "Jungfrau", "Jungfraujoch", "Grindelwald", "Lauterbrunnen", "Zermatt", "Matterhorn", "Geneva", "Genève", "Lausanne", "Bern", "Engelberg", "Titlis", "Montreux"],
  country: "Switzerland",
  arrivalHub: { name: "Zurich Airport (ZRH)", city: "Zurich" },
  timeZone: "Central European Time (CET, UTC+1; UTC+2 in summer). India (IST) is 4 h 30 min ahead in winter and 3 h 30 min ahead in summer.",
  currency: { name: "Swiss franc", code: "CHF", exchangeRate: 100 },
  overview: {
    description:
      "Switzerland packs the Alps' most famous peaks — the Jungfrau, the Matterhorn, Titlis — with glassy lakes, medieval old towns and some of the world's most scenic trains into a country smaller than Punjab. Efficient, safe and spectacular in every season.",
    highlights: ["Snow-capped Alps and the Matterhorn", "Scenic panoramic trains", "Chocolate, cheese and lakeside towns"],
    climate: {
      type: "Temperate continental, alpine in the mountains",
      seasons: [
        { name: "Summer", months: "June-August", temperature: "15-28°C (5-15°C at altitude)", description: "Long days, green meadows, hiking and lake swimming; the busiest season." },
        { name: "Autumn", months: "September-October", temperature: "8-20°C", description: "Golden larches, grape harvest and fewer crowds; some cable cars close for maintenance in late October-November." },
        { name: "Winter", months: "December-March", temperature: "-5-7°C (colder in the mountains)", description: "Skiing, Christmas markets and snowy villages; mountain excursions depend on the weather." },
        { name: "Spring", months: "April-May", temperature: "5-18°C", description: "Blossoms in the valleys, snow on the peaks and shoulder-season prices." }
      ]
    },
    bestTimeToVisit: "June to September for the mountains and lakes; December to March for snow and skiing.",
    geography: {
      location: "Landlocked in central Europe, bordering Germany, France, Italy, Austria and Liechtenstein",
      terrain: "The Alps cover about 60% of the country, with the Jura hills in the north-west and the lake-studded Swiss Plateau in between",
      landmarks: ["Matterhorn", "Jungfraujoch", "Mount Titlis", "Lake Geneva", "Lake Lucerne", "Rhine Falls", "Chapel Bridge, Lucerne"]
    },
    languages: ["German (Swiss German)", "French", "Italian", "Romansh", "English widely spoken"],
    localCuisine: ["Cheese fondue", "Raclette", "Rösti", "Zürcher Geschnetzeltes", "Älplermagronen", "Swiss chocolate", "Birchermüesli", "Gruyère and Emmental cheese", "Luxemburgerli"],
    culturalNotes: [
      "Punctuality is taken seriously: trains leave to the minute.",
      "Sundays are quiet days — most shops close, and noise (including laundry) is frowned upon.",
      "Tap water and public fountains are drinkable and excellent.",
      "Tipping is not required as service is included; rounding up is appreciated.",
      "Recycle carefully and keep voices down on trains; greet shopkeepers with 'Grüezi' or 'Bonjour'."
    ]
  },
  optimizationStrategy:
    "A one-way route from Zurich to Geneva along the Swiss rail network: Zurich, Lucerne, the Jungfrau region, Zermatt, then Lake Geneva's Montreux and Geneva, flying home from Geneva so no leg exceeds about 3 hours.",
  accommodationStrategy:
    "Change base four or five times: near Zurich HB, Lucerne old town, Interlaken or Lauterbrunnen for the Jungfrau, Zermatt village, and Montreux or Geneva; staying near stations saves time with luggage.",
  bookingTip: "Book mountain hotels 3-6 months ahead for July-August and ski season; buy a Swiss Travel Pass or Half Fare Card to halve mountain excursion prices.",
  regions: [
    {
      name: "Zurich",
      subAreas: ["Old Town", "Lake Zurich", "Uetliberg", "Rhine Falls"],
      distanceFromPreviousKm: 10,
      travelFromPrevious: "Train 12 min from the airport to Zurich HB",
      reasonForSequencing: "The main international gateway and a gentle start to get over jet lag.",
      dayShare: 0.14,
      idealDays: 2,
      attractions: [
        at("Old Town", "Zurich Old Town walk and Lindenhof", "sightseeing", "Altstadt and Lindenhof, Zurich", 120, 0, "morning", ["landmarks", "culture"], "Cobbled lanes of Niederdorf, guild houses and the Lindenhof hill with views over the Limmat."),
        at("Old Town", "Grossmünster and Fraumünster", "culture", "Grossmünsterplatz and Münsterhof, Zurich", 75, 1000, "morning", ["landmarks", "culture"], "Twin-towered Reformation church (tower climb) and the Fraumünster's Chagall stained-glass windows."),
        at("Old Town", "Swiss National Museum", "culture", "Museumstrasse 2, Zurich", 120, 1000, "afternoon", ["culture"], "Swiss history from the Stone Age to today in a fairy-tale castle building."),
        at("Old Town", "Bahnhofstrasse shopping", "shopping", "Bahnhofstrasse, Zurich", 120, 0, "afternoon", ["shopping"], "One of the world's most exclusive shopping streets: watches, chocolate and Sprüngli's Luxemburgerli."),
        at("Old Town", "Kunsthaus Zürich", "culture", "Heimplatz 1, Zurich", 120, 2400, "afternoon", ["culture"], "Switzerland's biggest art museum, from Monet and Munch to Giacometti."),
        at("Old Town", "Niederdorf and Langstrasse nightlife", "nightlife", "Niederdorfstrasse and Langstrasse, Zurich", 180, 3000, "evening", ["nightlife"], "Bars, clubs and live music in Zurich's liveliest quarters."),
        at("Lake Zurich", "Lake Zurich short cruise", "sightseeing", "Bürkliplatz pier, Zurich", 90, 900, "afternoon", ["nature", "attractions"], "Round trip on the lake with views of villas and, on clear days, the Alps (covered by ZVV and the Swiss Travel Pass)."),
        at("Lake Zurich", "Lindt Home of Chocolate", "food", "Schokoladenplatz 1, Kilchberg", 120, 1500, "afternoon", ["attractions", "food"], "Interactive chocolate museum with the world's tallest chocolate fountain and tastings."),
        at("Lake Zurich", "FIFA Museum", "sightseeing", "Seestrasse 27, Zurich", 120, 2600, "afternoon", ["attractions"], "Football history, World Cup trophies and interactive games."),
        at("Uetliberg", "Uetliberg viewpoint", "nature", "Uetliberg, reached by S10 train from Zurich HB", 150, 900, "morning", ["nature"], "Zurich's house mountain with a panorama of the city, the lake and the Alps."),
        at("Rhine Falls", "Rhine Falls and Schloss Laufen", "nature", "Neuhausen am Rheinfall, 50 km from Zurich", 240, 1700, "morning", ["nature", "landmarks"], "Europe's most powerful waterfall; take the boat to the rock in the middle of the falls.")
      ],
      hotels: [
        ht("budget", "Zurich Youth Hostel", 5500, 4.1, 3000, "Hostel", "Mutschellenstrasse 114, Zurich-Wollishofen"),
        ht("mid-range", "Motel One Zürich", 17000, 4.4, 4000, "Design hotel", "Brandschenkestrasse 20, Zurich"),
        ht("luxury", "Baur au Lac", 95000, 4.8, 900, "Luxury hotel", "Talstrasse 1, Zurich"),
        ht("luxury", "The Dolder Grand", 85000, 4.7, 2200, "Luxury resort", "Kurhausstrasse 65, Zurich")
      ],
      foodPlaces: [
        fd("Zeughauskeller", "₹₹₹", "Swiss beer hall", "Zürcher Geschnetzeltes with rösti in a 15th-century armoury", ["veg"]),
        fd("Hiltl", "₹₹₹", "Vegetarian restaurant", "The world's oldest vegetarian restaurant (1898), with a huge buffet including Indian dishes", ["veg", "vegan"]),
        fd("Confiserie Sprüngli", "₹₹₹", "Confectioner and café", "Luxemburgerli macarons and truffles", ["veg"])
      ],
      markets: [mk("Bürkliplatz flea market and Bahnhofstrasse", "Zurich", "Watches, chocolate, vintage finds (flea market Saturdays, May-October)")]
    },
    {
      name: "Lucerne",
      subAreas: ["Old Town", "Lake Lucerne", "Mount Pilatus", "Mount Titlis", "Mount Rigi"],
      distanceFromPreviousKm: 65,
      travelFromPrevious: "Train 45 min",
      reasonForSequencing: "Lakeside gateway to Pilatus, Rigi and Titlis, on the way south to the Bernese Oberland.",
      dayShare: 0.18,
      idealDays: 3,
      attractions: [
        at("Old Town", "Chapel Bridge and Water Tower", "sightseeing", "Kapellbrücke, Lucerne", 45, 0, "morning", ["landmarks"], "Europe's oldest covered wooden bridge (1333) with painted gable panels."),
        at("Old Town", "Lion Monument", "sightseeing", "Denkmalstrasse 4, Lucerne", 30, 0, "morning", ["landmarks", "culture"], "Mark Twain's 'most mournful piece of stone in the world', honouring the Swiss Guards of 1792."),
        at("Old Town", "Old Town squares and Musegg Wall", "culture", "Weinmarkt to Musegg Wall, Lucerne", 120, 0, "afternoon", ["culture", "landmarks"], "Painted façades and a walk along the medieval ramparts with nine towers (open April-November)."),
        at("Old Town", "Swiss Museum of Transport", "sightseeing", "Lidostrasse 5, Lucerne", 240, 3500, "afternoon", ["attractions"], "Switzerland's most visited museum: trains, planes, a planetarium and chocolate adventure."),
        at("Old Town", "Rosengart Collection", "culture", "Pilatusstrasse 10, Lucerne", 90, 2000, "afternoon", ["culture"], "Picasso and Klee masterpieces in an intimate gallery."),
        at("Lake Lucerne", "Lake Lucerne cruise", "sightseeing", "Lucerne pier, opposite the station", 120, 3500, "afternoon", ["nature", "attractions"], "Paddle-steamer cruise past Weggis and Vitznau (covered by the Swiss Travel Pass)."),
        at("Mount Pilatus", "Mount Pilatus Golden Round Trip", "nature", "Kriens and Alpnachstad, Lucerne", 360, 12000, "morning", ["nature", "attractions"], "Boat, the world's steepest cogwheel railway and cable cars to a 2,132 m summit (cogwheel May-November)."),
        at("Mount Titlis", "Mount Titlis with Cliff Walk and Ice Flyer", "nature", "Engelberg, 35 km from Lucerne", 420, 10000, "morning", ["nature", "attractions"], "Rotating Rotair cable car to a 3,020 m glacier, Europe's highest suspension bridge and snow all year — a favourite with Indian visitors."),
        at("Mount Rigi", "Mount Rigi, Queen of the Mountains", "nature", "Vitznau, Lake Lucerne", 300, 7500, "morning", ["nature"], "Europe's first mountain railway to a panorama of 13 lakes; included in the Swiss Travel Pass."),
        at("Lake Lucerne", "Lakeside promenade walk", "nature", "Nationalquai, Lucerne", 60, 0, "evening", ["nature"], "Sunset stroll along the lake with swans and views of Pilatus.")
      ],
      hotels: [
        ht("budget", "Backpackers Lucerne", 5000, 4.3, 1500, "Hostel", "Alpenquai 42, Lucerne"),
        ht("mid-range", "Hotel Waldstätterhof", 20000, 4.4, 1800, "Hotel", "Zentralstrasse 4, Lucerne"),
        ht("luxury", "Hotel Schweizerhof Luzern", 45000, 4.7, 2000, "Luxury lakeside hotel", "Schweizerhofquai 3, Lucerne"),
        ht("luxury", "Bürgenstock Resort", 90000, 4.7, 2500, "Alpine resort", "Bürgenstock, Lake Lucerne")
      ],
      foodPlaces: [
        fd("Wirtshaus Galliker", "₹₹₹", "Swiss restaurant", "Traditional Lucerne dishes such as Chügelipastete"),
        fd("Coop and Migros supermarket restaurants", "₹₹", "Self-service restaurant", "Affordable hot meals, salads and takeaway sandwiches", ["veg", "vegan"])
      ],
      markets: [mk("Lucerne Old Town shops and Bucherer", "Schwanenplatz, Lucerne", "Swiss watches, army knives, chocolate")]
    },
    {
      name: "Interlaken",
      subAreas: ["Interlaken Town", "Lauterbrunnen", "Grindelwald", "Jungfraujoch", "Lake Brienz"],
      distanceFromPreviousKm: 70,
      travelFromPrevious: "Luzern-Interlaken Express, 1 h 50 min over the Brünig Pass",
      reasonForSequencing: "The Jungfrau region is the scenic heart of the trip, between Lucerne and the Valais.",
      dayShare: 0.24,
      idealDays: 4,
      attractions: [
        at("Jungfraujoch", "Jungfraujoch — Top of Europe", "sightseeing", "Jungfraujoch, via Grindelwald or Lauterbrunnen", 480, 22000, "morning", ["landmarks", "nature", "attractions"], "Europe's highest railway station at 3,454 m with the Ice Palace, Sphinx terrace and Aletsch Glacier; go on a clear day, early."),
        at("Interlaken Town", "Harder Kulm funicular", "nature", "Harderbahn, Interlaken Ost", 120, 4000, "evening", ["nature"], "Ten-minute funicular to a viewing platform over both lakes and the Eiger, Mönch and Jungfrau."),
        at("Interlaken Town", "Höheweg promenade and Höhematte", "sightseeing", "Höheweg, Interlaken", 60, 0, "afternoon", ["landmarks", "shopping"], "Park where paragliders land with a front-row view of the Jungfrau; shops and casinos along the avenue."),
        at("Interlaken Town", "Tandem paragliding over Interlaken", "adventure", "Beatenberg launch site, landing at Höhematte", 120, 17000, "morning", ["nature", "attractions"], "20-minute flight over the lakes with a licensed pilot."),
        at("Lauterbrunnen", "Lauterbrunnen valley and Staubbach Falls", "nature", "Lauterbrunnen", 120, 0, "morning", ["nature"], "A U-shaped valley of 72 waterfalls; walk up behind the 297 m Staubbach Falls."),
        at("Lauterbrunnen", "Trümmelbach Falls", "nature", "Trümmelbach, Lauterbrunnen", 90, 1600, "afternoon", ["nature"], "Ten glacier waterfalls inside the mountain, reached by a tunnel lift (April-November)."),
        at("Lauterbrunnen", "Mürren and Gimmelwald walk", "nature", "Mürren, via Grütschalp cableway", 240, 3000, "morning", ["nature"], "Car-free cliff villages and an easy panoramic walk facing the Eiger, Mönch and Jungfrau."),
        at("Lauterbrunnen", "Schilthorn Piz Gloria", "sightseeing", "Schilthorn, via Stechelberg and Mürren", 300, 11000, "morning", ["landmarks", "nature", "attractions"], "Revolving restaurant at 2,970 m from the James Bond film, with a thrill walk."),
        at("Grindelwald", "Grindelwald First Cliff Walk", "adventure", "Grindelwald First", 300, 7000, "morning", ["nature", "attractions"], "Gondola to a cliff-hugging walkway, then hike to Bachalpsee lake; the First Flyer and mountain carts are extra."),
        at("Grindelwald", "Grindelwald village", "sightseeing", "Grindelwald", 90, 0, "afternoon", ["nature", "shopping"], "Chalet village beneath the north face of the Eiger."),
        at("Lake Brienz", "Lake Brienz cruise and Iseltwald", "sightseeing", "Interlaken Ost pier to Iseltwald and Brienz", 180, 3500, "afternoon", ["nature"], "Turquoise lake cruise; Iseltwald's jetty became famous from the K-drama Crash Landing on You (small fee for the pier)."),
        at("Lake Brienz", "Giessbach Falls", "nature", "Giessbach, Lake Brienz", 120, 800, "afternoon", ["nature"], "Fourteen-step waterfall reached by boat and Europe's oldest funicular."),
        at("Lake Brienz", "Ballenberg Open-Air Museum", "culture", "Hofstetten bei Brienz", 240, 3200, "morning", ["culture"], "Over 100 historic rural buildings from across Switzerland with crafts demonstrations (April-October).")
      ],
      hotels: [
        ht("budget", "Balmers Hostel", 5000, 4.2, 2500, "Hostel", "Hauptstrasse 23, Interlaken"),
        ht("budget", "Backpackers Villa Sonnenhof", 6000, 4.5, 1800, "Hostel", "Alpenstrasse 16, Interlaken"),
        ht("mid-range", "Hotel Interlaken", 20000, 4.3, 1500, "Historic hotel", "Höheweg 74, Interlaken"),
        ht("mid-range", "Hotel Metropole Interlaken", 22000, 4.2, 2300, "Hotel", "Höheweg 37, Interlaken"),
        ht("luxury", "Victoria-Jungfrau Grand Hotel & Spa", 60000, 4.6, 2500, "Grand hotel", "Höheweg 41, Interlaken")
      ],
      foodPlaces: [
        fd("Indian restaurants around Höheweg", "₹₹₹", "Indian restaurant", "North Indian thalis and curries; several Jain-friendly", ["veg", "vegan", "halal"]),
        fd("Restaurant Bebbis", "₹₹₹", "Swiss restaurant", "Fondue, rösti and alphorn evenings", ["veg"])
      ],
      markets: [mk("Höheweg shops", "Interlaken", "Swiss watches, cuckoo clocks, army knives, chocolate")]
    },
    {
      name: "Zermatt",
      subAreas: ["Zermatt Village", "Gornergrat", "Matterhorn Glacier Paradise", "Sunnegga"],
      distanceFromPreviousKm: 110,
      travelFromPrevious: "Train 2 h 15 min via Spiez and Visp (car-free resort; park at Täsch)",
      reasonForSequencing: "South through the Lötschberg tunnel into the Valais, for the Matterhorn before heading west to Lake Geneva.",
      dayShare: 0.16,
      idealDays: 2,
      attractions: [
        at("Gornergrat", "Gornergrat Railway", "sightseeing", "Zermatt station opposite the main station", 240, 11000, "morning", ["landmarks", "nature"], "Cogwheel train to 3,089 m facing the Matterhorn and 29 peaks over 4,000 m; stop at Riffelsee for the reflection."),
        at("Matterhorn Glacier Paradise", "Matterhorn Glacier Paradise", "sightseeing", "Zermatt, via Furi and Trockener Steg", 300, 12000, "morning", ["landmarks", "nature", "attractions"], "Europe's highest cable-car station at 3,883 m with a glacier palace and year-round snow."),
        at("Sunnegga", "5-Lakes Walk from Sunnegga", "nature", "Sunnegga, via underground funicular", 300, 4000, "morning", ["nature"], "9 km hike past five lakes, three of which reflect the Matterhorn (June-October)."),
        at("Zermatt Village", "Zermatt village and Hinterdorf", "sightseeing", "Bahnhofstrasse and Hinterdorfstrasse, Zermatt", 90, 0, "afternoon", ["landmarks", "shopping"], "Car-free main street and old larch-wood granaries."),
        at("Zermatt Village", "Kirchbrücke Matterhorn viewpoint", "sightseeing", "Kirchbrücke, Zermatt", 30, 0, "morning", ["landmarks"], "The classic photo spot for sunrise on the Matterhorn."),
        at("Zermatt Village", "Matterhorn Museum — Zermatlantis", "culture", "Kirchplatz 11, Zermatt", 60, 1200, "afternoon", ["culture"], "The story of the first ascent in 1865 and of mountain village life."),
        at("Zermatt Village", "Gorner Gorge", "nature", "Zermatt-Furi", 60, 500, "afternoon", ["nature"], "Wooden walkways through a 300-million-year-old glacial gorge (summer)."),
        at("Zermatt Village", "Ski day in Zermatt", "adventure", "Zermatt ski area", 360, 9000, "morning", ["nature", "attractions"], "Ski pass for the Swiss side; the area links to Cervinia in Italy and has summer glacier skiing.")
      ],
      hotels: [
        ht("budget", "Zermatt Youth Hostel", 6500, 4.2, 1200, "Hostel", "Staldenweg 5, Zermatt"),
        ht("mid-range", "Family-run chalet hotel in Zermatt village", 24000, 4.4, 800, "Chalet hotel", "Zermatt village"),
        ht("luxury", "Riffelalp Resort 2222m", 65000, 4.7, 900, "Mountain resort", "Riffelalp, Zermatt"),
        ht("luxury", "The Omnia", 70000, 4.7, 600, "Boutique mountain lodge", "Auf dem Fels, Zermatt")
      ],
      foodPlaces: [fd("Whymper-Stube", "₹₹₹₹", "Swiss restaurant", "Cheese fondue and raclette in a historic chalet", ["veg"])],
      markets: [mk("Bahnhofstrasse, Zermatt", "Zermatt", "Outdoor gear, watches, Matterhorn chocolate")]
    },
    {
      name: "Montreux",
      subAreas: ["Montreux Riviera", "Lavaux", "Gruyères", "Lausanne", "Vevey"],
      distanceFromPreviousKm: 145,
      travelFromPrevious: "Train 2 h 30 min via Visp and Sion along the Rhône",
      reasonForSequencing: "Down the Rhône valley to the French-speaking Riviera of Lake Geneva, on the way to Geneva.",
      dayShare: 0.14,
      idealDays: 2,
      attractions: [
        at("Montreux Riviera", "Chillon Castle", "sightseeing", "Avenue de Chillon 21, Veytaux", 120, 1500, "morning", ["landmarks", "culture"], "Medieval water castle on a rock in Lake Geneva, immortalised by Lord Byron."),
        at("Montreux Riviera", "Montreux lakeside promenade and Freddie Mercury statue", "sightseeing", "Quai de la Rouvenaz, Montreux", 90, 0, "evening", ["landmarks", "nature"], "Flower-lined walk along the lake to the statue of Queen's singer."),
        at("Montreux Riviera", "Rochers-de-Naye cogwheel train", "nature", "Montreux station", 240, 7000, "morning", ["nature"], "Train to 2,042 m for views over Lake Geneva and the Alps, with a marmot park."),
        at("Lavaux", "Lavaux vineyard terraces walk and wine tasting", "nature", "Lavaux, between Lutry and Chexbres", 240, 2000, "afternoon", ["nature", "food"], "UNESCO terraced vineyards above the lake; taste Chasselas in a village cellar."),
        at("Gruyères", "Gruyères castle and medieval town", "culture", "Gruyères, 45 km from Montreux", 180, 1300, "morning", ["culture", "landmarks"], "Hilltop town with a 13th-century castle and the HR Giger Museum."),
        at("Gruyères", "La Maison du Gruyère cheese dairy", "food", "Pringy-Gruyères", 60, 700, "morning", ["food"], "Watch Gruyère AOP being made and taste the different ages."),
        at("Gruyères", "Maison Cailler chocolate factory", "food", "Broc, near Gruyères", 90, 1700, "afternoon", ["food", "attractions"], "Nestlé's Swiss chocolate factory tour with unlimited tasting."),
        at("Lausanne", "Olympic Museum", "sightseeing", "Quai d'Ouchy 1, Lausanne", 150, 2000, "afternoon", ["attractions", "culture"], "Interactive museum of the Olympic Games in a lakeside park."),
        at("Lausanne", "Lausanne Cathedral and old town", "culture", "Place de la Cathédrale, Lausanne", 90, 0, "morning", ["culture", "landmarks"], "Gothic cathedral where a night watchman still calls the hours."),
        at("Vevey", "Chaplin's World", "sightseeing", "Corsier-sur-Vevey", 180, 3000, "afternoon", ["attractions", "culture"], "Charlie Chaplin's manor and a film-studio museum."),
        at("Vevey", "Vevey Fork in the lake and market square", "sightseeing", "Quai Perdonnet, Vevey", 60, 0, "afternoon", ["landmarks", "shopping"], "Giant fork sculpture in the water and a Saturday market.")
      ],
      hotels: [
        ht("budget", "Montreux Youth Hostel", 5000, 4.2, 900, "Hostel", "Passage de l'Auberge 8, Territet, Montreux"),
        ht("mid-range", "Hotel Eden Palace au Lac", 20000, 4.3, 1200, "Belle Époque hotel", "Rue du Théâtre 11, Montreux"),
        ht("luxury", "Fairmont Le Montreux Palace", 40000, 4.5, 3000, "Palace hotel", "Avenue Claude-Nobs 2, Montreux"),
        ht("luxury", "Beau-Rivage Palace", 60000, 4.7, 2500, "Palace hotel", "Place du Port 17-19, Lausanne-Ouchy")
      ],
      foodPlaces: [
        fd("Le Chalet de Gruyères", "₹₹₹", "Swiss restaurant", "Moitié-moitié fondue and double cream with meringues", ["veg"]),
        fd("Halal kebab and Turkish takeaways near Montreux station", "₹₹", "Takeaway", "Kebabs and falafel at budget prices", ["veg", "halal"])
      ],
      markets: [mk("Montreux Christmas Market and Vevey Saturday market", "Montreux and Vevey", "Local crafts, cheese, wine (Christmas market late November-December)")]
    },
    {
      name: "Geneva",
      subAreas: ["Lakefront", "Old Town", "International Quarter", "Carouge"],
      distanceFromPreviousKm: 95,
      travelFromPrevious: "Train 1 h along the lake",
      reasonForSequencing: "The trip ends in cosmopolitan Geneva, 10 minutes by train from its international airport.",
      dayShare: 0.14,
      idealDays: 2,
      attractions: [
        at("Lakefront", "Jet d'Eau and Lake Geneva promenade", "sightseeing", "Quai Gustave-Ador, Geneva", 60, 0, "afternoon", ["landmarks"], "The 140 m fountain that symbolises Geneva, with the Flower Clock nearby in the English Garden."),
        at("Lakefront", "Bains des Pâquis lake bathing", "beach", "Quai du Mont-Blanc 30, Geneva", 120, 200, "afternoon", ["beaches", "food"], "Lake lido with swimming in summer, saunas in winter and a cheap fondue bar."),
        at("Old Town", "St. Pierre Cathedral and towers", "culture", "Cour de Saint-Pierre, Geneva", 60, 700, "morning", ["culture", "landmarks"], "Calvin's cathedral with panoramic towers and an archaeological site beneath."),
        at("Old Town", "Reformation Wall and Parc des Bastions", "culture", "Promenade des Bastions, Geneva", 45, 0, "morning", ["culture", "landmarks"], "100 m monument to the Protestant reformers."),
        at("Old Town", "Patek Philippe Museum", "culture", "Rue des Vieux-Grenadiers 7, Geneva", 120, 1000, "afternoon", ["culture"], "Five centuries of Swiss and European watchmaking."),
        at("International Quarter", "Palais des Nations (UN) guided tour", "sightseeing", "Avenue de la Paix 14, Geneva", 90, 2200, "morning", ["landmarks", "culture"], "Tour the European headquarters of the United Nations (passport required)."),
        at("International Quarter", "Broken Chair", "sightseeing", "Place des Nations, Geneva", 20, 0, "morning", ["landmarks"], "12 m sculpture against landmines, opposite the UN."),
        at("International Quarter", "International Red Cross and Red Crescent Museum", "culture", "Avenue de la Paix 17, Geneva", 120, 1500, "afternoon", ["culture"], "Moving museum of humanitarian action."),
        at("International Quarter", "CERN Science Gateway", "sightseeing", "Esplanade des Particules 1, Meyrin", 180, 0, "morning", ["attractions"], "Free exhibitions and labs at the home of the Large Hadron Collider."),
        at("Carouge", "Carouge old town", "shopping", "Carouge, Geneva", 120, 0, "afternoon", ["shopping", "food"], "Sardinian-style town with artisan shops, cafés and a Wednesday-Saturday market."),
        at("Old Town", "Geneva bar crawl, Pâquis and Eaux-Vives", "nightlife", "Pâquis and Eaux-Vives, Geneva", 180, 3000, "evening", ["nightlife"], "Cocktail bars and lakeside terraces.")
      ],
      hotels: [
        ht("budget", "Geneva Hostel", 5000, 4.0, 2000, "Hostel", "Rue Rothschild 28-30, Geneva"),
        ht("mid-range", "ibis Genève Centre Gare", 14000, 4.0, 2500, "Hotel", "Rue Voltaire 10, Geneva"),
        ht("luxury", "Four Seasons Hotel des Bergues", 120000, 4.7, 1500, "Luxury hotel", "Quai des Bergues 33, Geneva"),
        ht("luxury", "Hotel Beau-Rivage Genève", 60000, 4.7, 1300, "Luxury hotel", "Quai du Mont-Blanc 13, Geneva")
      ],
      foodPlaces: [
        fd("Café du Soleil", "₹₹₹", "Swiss restaurant", "Geneva's classic fondue since 1580", ["veg"]),
        fd("Pâquis Indian and Lebanese eateries", "₹₹", "Restaurant", "Affordable Indian, Lebanese and Ethiopian food", ["veg", "vegan", "halal"])
      ],
      markets: [mk("Rue du Rhône and Plainpalais flea market", "Geneva", "Luxury watches; antiques and vintage (Wednesdays and Saturdays)")]
    }
  ],
  transport: {
    publicTransport: {
      availableTypes: ["SBB trains", "Panoramic trains (Glacier Express, GoldenPass Line, Bernina Express)", "PostBus", "Trams and city buses", "Lake steamers", "Mountain cogwheel trains and cable cars"],
      operatingHours: "Trains about 5 am-midnight; mountain railways and cable cars typically 8 am-5 pm, weather permitting."
    },
    privateTransport: [
      { availableType: "Self-drive car rental", rentalCost: "₹7,000-12,000 per day (CHF 70-120)", fuelCost: "About ₹190 per litre (CHF 1.90); motorway vignette CHF 40 per year" },
      { availableType: "Private transfer with driver", rentalCost: "₹25,000-50,000 per day", fuelCost: "Included" },
      { availableType: "E-bike rental", rentalCost: "₹4,000-6,000 per day", fuelCost: "None" }
    ],
    airportTransfer: {
      public: { available: true, approximateCost: "₹700 (CHF 7) by train from Zurich Airport to Zurich HB; free with the Swiss Travel Pass" },
      private: { available: true, approximateCost: "₹6,000-8,000 (CHF 60-80) by taxi to the city centre" },
      distance: "10 km from Zurich Airport to Zurich HB; Geneva Airport is 6 km from Geneva Cornavin"
    }
  },
  dailyCostsInr: {
    food: { budget: 3000, "mid-range": 6000, luxury: 15000 },
    localTransport: { budget: 1500, "mid-range": 3000, luxury: 8000 }
  },
  souvenirs: [
    { item: "Swiss chocolate", typicalPrice: "₹300-3,000", whereToBuy: "Sprüngli, Läderach, Lindt, or Coop and Migros for value" },
    { item: "Swiss Army knife", typicalPrice: "₹2,000-10,000", whereToBuy: "Victorinox stores, Lucerne and Zurich" },
    { item: "Swiss watch", typicalPrice: "₹15,000 upwards", whereToBuy: "Bucherer, Lucerne; Bahnhofstrasse, Zurich" },
    { item: "Cuckoo clock or cowbell", typicalPrice: "₹2,000-30,000", whereToBuy: "Interlaken and Lucerne souvenir shops" },
    { item: "Gruyère or Appenzeller cheese (vacuum-packed)", typicalPrice: "₹800-2,500", whereToBuy: "Dairies and supermarkets" }
  ],
  travelTips: [
    { category: "Money", tip: "Buy a Swiss Travel Pass (free trains, boats and buses plus 25-50% off mountain excursions) or a Half Fare Card; compare with point-to-point tickets on the SBB app." },
    { category: "Weather", tip: "Check the mountain webcams before buying summit tickets — a cloudy Jungfraujoch or Titlis is money lost; dress in layers, it is cold at altitude even in July." },
    { category: "Budget", tip: "Supermarkets (Coop, Migros) have hot meals and sandwiches at a fraction of restaurant prices; tap water is free." },
    { category: "Health", tip: "Travel insurance with at least €30,000 medical cover is mandatory for the Schengen visa; healthcare is very expensive." },
    { category: "Shopping", tip: "Non-EU visitors can claim back VAT (8.1%) on purchases over CHF 300 in one shop; ask for the tax-free form." },
    { category: "Food", tip: "Indian and vegetarian food is easy to find in Zurich, Geneva, Interlaken and Lucerne; Hiltl and Tibits are fully vegetarian." }
  ],
  visa: {
    status: "Visa required — Schengen short-stay (Type C) visa",
    requirements: {
      documents: [
        "Passport valid at least 3 months beyond the return date, issued in the last 10 years, with 2 blank pages",
        "Completed Schengen visa application form and two recent passport photos (35 x 45 mm)",
        "Travel medical insurance with at least €30,000 cover for the whole Schengen area",
        "Return flight reservation and hotel bookings or an invitation letter",
        "Bank statements for the last 3-6 months and income tax returns (ITR) for 2-3 years",
        "Employment letter with approved leave, or business registration / college letter",
        "Cover letter with a day-by-day itinerary"
      ],
      processingTime: "Usually about 15 calendar days; can take up to 45 days in peak season. Apply 3-6 months before travel (no earlier than 6 months).",
      fees: "About ₹8,500 (€90) for adults and ₹4,250 (€45) for children aged 6-12, payable in INR, plus the VFS Global service fee of roughly ₹2,000",
      validityPeriod: "Up to 90 days in any 180-day period in the Schengen area; frequent travellers with a good visa history may receive multi-year visas"
    },
    embassyDetails: {
      location: "Embassy of Switzerland, Nyaya Marg, Chanakyapuri, New Delhi 110021; Consulates General in Mumbai and Bengaluru; applications are lodged at VFS Global Switzerland visa centres across India",
      contactInfo: "Embassy website eda.admin.ch/newdelhi; VFS Global Switzerland (visa.vfsglobal.com) for appointments and application status",
      workingHours: "Embassy Monday-Friday, mornings for the public; VFS centres Monday-Friday, about 8:00-15:00 by appointment"
    },
    applicationProcess: [
      "Apply to Switzerland if it is your main destination (longest stay) or first point of entry with equal stays",
      "Fill in the online Schengen application and book a VFS Global appointment",
      "Attend the appointment with documents, give fingerprints and photo, pay the fee",
      "Track the application online and collect the passport from VFS"
    ],
    additionalNotes: [
      "A Swiss Schengen visa is valid for all 29 Schengen countries, so you can add France, Italy or Germany.",
      "Indian passport holders with a valid multiple-entry US, UK or Canada visa still need a Schengen visa.",
      VERIFY_WITH_EMBASSY
    ]
  }
}
