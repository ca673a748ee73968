// The showcase's twelve destinations (spec: six domestic, six international), each with a short
// description and three highlights. Gradients stand in for photographs we have no licence to ship.

export type TripType = "domestic" | "international";

export interface ShowcaseDestination {
  name: string;
  tagline: string;
  description: string;
  highlights: [string, string, string];
  gradient: string;
}

export const SHOWCASE_DESTINATIONS: Record<TripType, ShowcaseDestination[]> = {
  domestic: [
    {
      name: "Rajasthan",
      tagline: "Land of Kings",
      description:
        "Golden forts, lake palaces and desert dunes: ride a camel at sunset in Jaisalmer and walk the blue lanes of Jodhpur.",
      highlights: ["Amber Fort and Jaipur's Pink City", "Camel safari in the Thar Desert", "Lake Pichola boat ride, Udaipur"],
      gradient: "linear-gradient(135deg, #f08c00 0%, #e8590c 55%, #c92a2a 100%)"
    },
    {
      name: "Kerala",
      tagline: "God's Own Country",
      description:
        "Slow houseboat days on palm-lined backwaters, misty tea hills in Munnar and ayurvedic retreats by the Arabian Sea.",
      highlights: ["Alleppey backwater houseboat", "Munnar tea plantations", "Kathakali show in Kochi"],
      gradient: "linear-gradient(135deg, #2f9e44 0%, #0ca678 55%, #1098ad 100%)"
    },
    {
      name: "Himachal Pradesh",
      tagline: "Abode of Snow",
      description:
        "Pine forests, snow-capped passes and cafés with a view: from Shimla's Mall Road to Manali's adventure valleys.",
      highlights: ["Solang Valley and Rohtang Pass", "Old Manali and Kasol cafés", "Dharamshala and McLeod Ganj monasteries"],
      gradient: "linear-gradient(135deg, #1971c2 0%, #4c6ef5 55%, #7048e8 100%)"
    },
    {
      name: "Goa",
      tagline: "Sun, Sand and Susegad",
      description:
        "Golden beaches, Portuguese-era churches and seafood shacks, with quiet southern coves when you need a break from the parties.",
      highlights: ["Palolem and Anjuna beaches", "Old Goa churches and Fontainhas", "Dudhsagar Falls day trip"],
      gradient: "linear-gradient(135deg, #f59f00 0%, #f76707 50%, #d6336c 100%)"
    },
    {
      name: "Lakshadweep",
      tagline: "India's Coral Islands",
      description:
        "Turquoise lagoons and untouched coral reefs across 36 islands, made for snorkelling, diving and doing nothing at all.",
      highlights: ["Snorkelling in Agatti's lagoon", "Scuba diving at Bangaram", "Kayaking around Kavaratti"],
      gradient: "linear-gradient(135deg, #15aabf 0%, #1098ad 50%, #1864ab 100%)"
    },
    {
      name: "Varanasi",
      tagline: "The Spiritual Capital",
      description:
        "One of the world's oldest living cities: sunrise boat rides past the ghats, evening aartis and winding lanes full of chai and silk.",
      highlights: ["Ganga Aarti at Dashashwamedh Ghat", "Sunrise boat ride on the Ganges", "Sarnath Buddhist site"],
      gradient: "linear-gradient(135deg, #e67700 0%, #d9480f 50%, #a61e4d 100%)"
    }
  ],
  international: [
    {
      name: "Switzerland",
      tagline: "Alpine Dreams",
      description:
        "Scenic trains over glacier passes, lakeside towns and snow all year at the Top of Europe: the Alps at their most picture-perfect.",
      highlights: ["Jungfraujoch, Top of Europe", "Glacier Express panoramic train", "Lake Lucerne and Mount Titlis"],
      gradient: "linear-gradient(135deg, #4dabf7 0%, #339af0 45%, #5f3dc4 100%)"
    },
    {
      name: "Bali",
      tagline: "Island of the Gods",
      description:
        "Rice terraces, cliff-top temples and surf beaches, with Ubud's art and yoga scene in the island's green heart.",
      highlights: ["Tegallalang rice terraces, Ubud", "Uluwatu Temple at sunset", "Nusa Penida island day trip"],
      gradient: "linear-gradient(135deg, #37b24d 0%, #12b886 50%, #f59f00 100%)"
    },
    {
      name: "Japan",
      tagline: "Tradition Meets Tomorrow",
      description:
        "Neon Tokyo, temple-filled Kyoto and Mount Fuji views, linked by bullet trains and some of the world's best food.",
      highlights: ["Shibuya and Asakusa in Tokyo", "Fushimi Inari shrine, Kyoto", "Mount Fuji and Lake Kawaguchi"],
      gradient: "linear-gradient(135deg, #f06595 0%, #e64980 50%, #862e9c 100%)"
    },
    {
      name: "Maldives",
      tagline: "Paradise on Water",
      description:
        "Overwater villas, powder-white sandbanks and house reefs full of turtles and manta rays, a short flight from India.",
      highlights: ["Overwater villa stay", "Snorkelling with manta rays", "Sandbank picnic and sunset cruise"],
      gradient: "linear-gradient(135deg, #3bc9db 0%, #22b8cf 45%, #1c7ed6 100%)"
    },
    {
      name: "Dubai",
      tagline: "City of Superlatives",
      description:
        "Record-breaking skyscrapers, desert safaris and glittering souks, with world-class shopping and family attractions.",
      highlights: ["Burj Khalifa observation deck", "Desert safari with dune bashing", "Gold and Spice Souks, Deira"],
      gradient: "linear-gradient(135deg, #fab005 0%, #f08c00 45%, #862e9c 100%)"
    },
    {
      name: "New Zealand",
      tagline: "Adventure Capital",
      description:
        "Fjords, glaciers and Middle-earth landscapes, with bungee jumps and jet boats in Queenstown for the brave.",
      highlights: ["Milford Sound cruise", "Queenstown adventure sports", "Hobbiton movie set, Matamata"],
      gradient: "linear-gradient(135deg, #40c057 0%, #0ca678 45%, #1864ab 100%)"
    }
  ]
};
