import { DOMESTIC_INTERESTS, INTERNATIONAL_INTERESTS } from "@safarnama/events/contract/options"
import { Schema } from "effect"

/**
 * The destination knowledge base: one JSON file a destination under `services/core/knowledge/`,
 * decoded with these schemas at start-up and in a test (docs/adr/0070-knowledge-base.md). The plan
 * writers choose places from it and the plan checks verify places, coordinates, hours and diets against
 * it. Conventions for authors are in `services/core/knowledge/README.md`.
 */

// ---- Small values ----------------------------------------------------------------------------------

const Id = Schema.String.pipe(Schema.pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: () => "ids are lower-case words joined by '-'" }))
const Text = Schema.String.pipe(Schema.minLength(1, { message: () => "must not be empty" }))
const Texts = Schema.Array(Text)
const Inr = Schema.Int.pipe(Schema.nonNegative({ message: () => "must be a whole, non-negative number of rupees" }))

export const Latitude = Schema.Number.pipe(Schema.between(-90, 90, { message: () => "latitude must be between -90 and 90" }))
export const Longitude = Schema.Number.pipe(Schema.between(-180, 180, { message: () => "longitude must be between -180 and 180" }))
export const Coordinates = Schema.Struct({ lat: Latitude, lon: Longitude })
export type Coordinates = typeof Coordinates.Type

/** 'YYYY-MM' or 'YYYY-MM-DD': when a changing fact (visa, permit, currency) was last known to be true. */
const AsOf = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}(-\d{2})?$/, { message: () => "asOf must be 'YYYY-MM' or 'YYYY-MM-DD'" }))

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const
export const Weekday = Schema.Literal(...WEEKDAYS)
export type Weekday = typeof Weekday.Type

export const INTERESTS = [...new Set([...DOMESTIC_INTERESTS, ...INTERNATIONAL_INTERESTS])] as const
export const KnowledgeInterest = Schema.Literal(...INTERESTS)

/** How the ground between stops slows a road journey (hills and mountains are slower). */
export const TERRAINS = ["city", "plains", "coast", "desert", "hills", "mountains", "island"] as const
export const Terrain = Schema.Literal(...TERRAINS)
export type Terrain = typeof Terrain.Type

/** How a traveller usually reaches a region from the one before it in the file. */
export const ARRIVAL_MODES = ["road", "rail", "flight", "ferry"] as const
export const ArrivalMode = Schema.Literal(...ARRIVAL_MODES)
export type ArrivalMode = typeof ArrivalMode.Type

/** When a place is best visited; `sunrise` and `night` are the only ones scheduled before 06:00 or after 23:00. */
export const BEST_TIMES = ["sunrise", "morning", "afternoon", "evening", "night", "any"] as const
export const BestTime = Schema.Literal(...BEST_TIMES)
export type BestTime = typeof BestTime.Type

export const ATTRACTION_TYPES = ["sightseeing", "culture", "nature", "adventure", "food", "shopping", "beach", "temple", "relaxation", "nightlife", "wellness"] as const
export const AttractionType = Schema.Literal(...ATTRACTION_TYPES)

export const DIETS = ["vegetarian", "vegan", "halal", "gluten-free"] as const
export const Diet = Schema.Literal(...DIETS)
export type Diet = typeof Diet.Type

export const TIERS = ["budget", "mid-range", "luxury"] as const
export const Tier = Schema.Literal(...TIERS)
export type Tier = typeof Tier.Type
const ByTier = Schema.Struct({ budget: Inr, "mid-range": Inr, luxury: Inr })

/**
 * What a food place serves: `meal` (lunch or dinner), `snacks` (street food, chaat, dumplings), `sweets`
 * (sweets, desserts, bakeries, ice cream), `drinks` (cafes, tea rooms, bars). Lunch and dinner go only to
 * meals, and to snacks where they are the local meal (`localMeal`: a kachori lunch, a hawker centre).
 */
export const MEAL_KINDS = ["meal", "snacks", "sweets", "drinks"] as const
export const MealKind = Schema.Literal(...MEAL_KINDS)
export type MealKind = typeof MealKind.Type

/** What a food place's menu is built around, where that matters to a diet. */
export const FOOD_FOCUSES = ["vegetarian-only", "seafood", "meat"] as const

// ---- How sure a fact is (docs/adr/0160-honest-facts.md) ----------------------------------------------

/**
 * Every changing fact (a fee, opening hours, a visa rule, a permit, an exchange rate) says how sure it is:
 * `sourced` (read on a public page: `source` names it, `asOf` is when it was read), `estimated` (`how` says
 * what the figure rests on) or `unknown`. The plan marks estimates with "≈" and shows a sourced fact's date.
 */
export const FACT_STATUSES = ["sourced", "estimated", "unknown"] as const
export const FactStatus = Schema.Literal(...FACT_STATUSES)
export type FactStatus = typeof FactStatus.Type
const factFields = {
  status: FactStatus,
  /** The page it was read on (an address or the site and page's title); for a sourced fact. */
  source: Schema.optional(Text),
  asOf: Schema.optional(AsOf),
  /** What an estimate rests on, e.g. "typical for the city's temples, not checked". */
  how: Schema.optional(Text)
}
export interface FactFields {
  readonly status: FactStatus
  readonly source?: string | undefined
  readonly asOf?: string | undefined
  readonly how?: string | undefined
}
/** What is missing for a fact's status, or undefined when it is complete. */
export const factStatusProblem = (fact: FactFields): string | undefined => {
  if (fact.status === "sourced" && (fact.source === undefined || fact.asOf === undefined)) return "a sourced fact names its source and asOf"
  if (fact.status === "estimated" && fact.how === undefined) return "an estimate says how it was made (how)"
  if (fact.status !== "sourced" && fact.source !== undefined && fact.how === undefined) return "only a sourced fact has a source; say how the estimate was made"
  return undefined
}
const withStatus = <S extends Schema.Schema.Any & { readonly Type: FactFields }>(schema: S) =>
  schema.pipe(Schema.filter((fact) => factStatusProblem(fact as FactFields) ?? true))

/** A price as the place states it in its own currency, e.g. { amount: 20, currency: "EUR" }. */
export const LocalPrice = Schema.Struct({
  amount: Schema.Number.pipe(Schema.nonNegative()),
  currency: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/))
})

/**
 * An entry or activity fee. The plan uses `costInr` (what an Indian traveller pays: the citizen's price at
 * home, the visitor's price abroad); `foreignInr` is the price for foreign nationals where it differs
 * (Indian monuments charge them more). `local` is the price as stated abroad: `costInr` must be it at the
 * one exchange-rate table's rate.
 */
export const Fee = withStatus(
  Schema.Struct({
    ...factFields,
    foreignInr: Schema.optional(Inr),
    local: Schema.optional(LocalPrice),
    /** What the price covers or who pays less, e.g. "adults; ₹200 more for the main mausoleum". */
    note: Schema.optional(Text)
  })
)
export type Fee = typeof Fee.Type

/**
 * Opening hours in OpenStreetMap's `opening_hours` syntax (https://wiki.openstreetmap.org/wiki/Key:opening_hours),
 * e.g. "Sa-Th 06:00-18:30; Fr off" or "sunrise-sunset", evaluated with the `opening_hours` library. Unknown
 * hours have no `osm`; the plan says to check them.
 */
export const Hours = withStatus(Schema.Struct({ ...factFields, osm: Schema.optional(Text) }))
export type Hours = typeof Hours.Type

// ---- Places -----------------------------------------------------------------------------------------

const placeBase = {
  /** Stable, unique in the whole knowledge base: '<destination id>-<slug>', e.g. 'goa-basilica-of-bom-jesus'. */
  id: Id,
  name: Text,
  lat: Latitude,
  lon: Longitude,
  /** Address or locality, good enough for a maps search together with the name. */
  address: Text,
  /** The neighbourhood or nearby spot it is in (one of the region's subAreas when it has them). */
  area: Schema.optional(Text),
  /** vegetarian-friendly, family, accessible, kids, romantic, unesco, photography, ... */
  tags: Schema.optionalWith(Texts, { default: () => [] }),
  /** Google's place id, for a place of a guide built from Google Maps (issue 41); bundled guides have none. */
  googlePlaceId: Schema.optional(Text)
}

/** A month of the year, 1 (January) to 12 (December). */
export const Month = Schema.Int.pipe(Schema.between(1, 12, { message: () => "months are 1 (January) to 12 (December)" }))

/** Which meal a food experience (a food tour, a market tasting, a cooking class with a meal) stands for. */
export const REPLACED_MEALS = ["breakfast", "lunch", "dinner"] as const

/**
 * How much visitors seek a sight, from public evidence (docs/adr/0190-full-days.md): official visitor
 * counts, a tourism board's top list, review counts. `rank` is its place among its region's ranked sights
 * (1 the most sought); `mustSee` marks the handful a visitor to the region would not leave out. Sourced
 * evidence names its page and date; otherwise it is an estimate that says what it rests on (`how`).
 */
export const Demand = withStatus(
  Schema.Struct({
    ...factFields,
    rank: Schema.Int.pipe(Schema.positive()),
    mustSee: Schema.optional(Schema.Boolean),
    /** What the rank rests on, e.g. "about 1.4 million visitors in 2023-24 (ASI)". */
    evidence: Text
  })
)
export type Demand = typeof Demand.Type

/**
 * A show, a ceremony or a performance that starts at set times (the Bagore ki Haveli dance show, the Ganga
 * aarti): the plan starts it at one of them, never at another hour. Times are 'HH:MM' in local time.
 */
const ShowTime = Schema.String.pipe(Schema.pattern(/^([01]\d|2[0-3]):[0-5]\d$/, { message: () => "show times are 'HH:MM'" }))

export const ShowTimes = withStatus(Schema.Struct({ ...factFields, times: Schema.Array(ShowTime).pipe(Schema.minItems(1)) }))
export type ShowTimes = typeof ShowTimes.Type

/**
 * The average daily maximum of each month, January first (climate normals), at a named station: the
 * planner rests through the hottest hours of a month whose average high reaches HOT_AFTERNOON_C (ADR 0190).
 */
export const MonthlyHighs = withStatus(
  Schema.Struct({
    ...factFields,
    /** The station or city the figures are for, e.g. "New Delhi". */
    place: Text,
    monthlyHighC: Schema.Array(Schema.Number.pipe(Schema.between(-40, 55))).pipe(Schema.itemsCount(12))
  })
)
export type MonthlyHighs = typeof MonthlyHighs.Type

export const Attraction = Schema.Struct({
  ...placeBase,
  /** A place to see, or an experience (a cruise, a trek, a class). */
  kind: Schema.Literal("attraction", "experience"),
  type: AttractionType,
  /** Spec interest ids (domestic or international list of the destination's type); at least one. */
  categories: Schema.Array(KnowledgeInterest).pipe(Schema.minItems(1)),
  /** Typical time spent, in minutes. */
  visitMinutes: Schema.Int.pipe(Schema.between(15, 720)),
  /** Entry or activity price per person in INR that the plan uses; 0 when free. How sure it is: `fee`. */
  costInr: Inr,
  fee: Fee,
  /** Opening hours, or `{ "status": "unknown" }`. */
  hours: Hours,
  bestTime: BestTime,
  description: Text,
  /** Seasonal sights (blossoms, monsoon falls, festivals, migrations): the only months they are planned in. */
  months: Schema.optional(Schema.Array(Month).pipe(Schema.minItems(1))),
  /** A food tour or tasting that is a meal: it takes that meal's place in the day. */
  replacesMeal: Schema.optional(Schema.Literal(...REPLACED_MEALS)),
  /** For a food experience: the diets it serves well (as a food place's `diets`). */
  diets: Schema.optional(Schema.Array(Diet)),
  /** How much visitors seek it; ranked sights and must-sees are planned first. */
  demand: Schema.optional(Demand),
  /** Set start times (a show, an aarti), with the page that publishes them. */
  showTimes: Schema.optional(ShowTimes),
  /**
   * The operator collects travellers from their stay and brings them back (a Dubai desert safari): the day
   * may plan it however far it lies from the day's other sights, as long as it is inside the region.
   */
  pickUp: Schema.optional(Schema.Boolean)
})
export type Attraction = typeof Attraction.Type

export const DietDish = withStatus(Schema.Struct({ ...factFields, diet: Diet, dishes: Text }))
export type DietDish = typeof DietDish.Type

export const FoodPlace = Schema.Struct({
  ...placeBase,
  kind: Schema.Literal("food"),
  /** "₹" cheap, "₹₹" moderate, "₹₹₹" upscale, "₹₹₹₹" fine dining. */
  priceRange: Schema.Literal("₹", "₹₹", "₹₹₹", "₹₹₹₹"),
  /** e.g. "Street food", "Restaurant", "Cafe", "Thali house". */
  type: Text,
  specialty: Text,
  /** Diets it serves well; empty when none is known. A vegan place is also vegetarian. */
  diets: Schema.Array(Diet),
  meal: MealKind,
  /** Snacks that are the local meal (a kachori shop at lunch, a hawker centre): may take a lunch or dinner slot. */
  localMeal: Schema.optional(Schema.Boolean),
  /** A pure-vegetarian kitchen, or one built around seafood or meat. */
  focus: Schema.optional(Schema.Literal(...FOOD_FOCUSES)),
  /** Opening hours where known. */
  hours: Schema.optional(Hours),
  /** A kitchen open only in some months (the stalls on the Kedarnath trek, open with the temple): the only months it is planned in. */
  months: Schema.optional(Schema.Array(Month).pipe(Schema.minItems(1))),
  /**
   * What a traveller on a diet eats here, where `specialty` names dishes the diet rules out (Ambrai is known
   * for laal maas; a vegetarian eats its vegetarian thali). From a public page: a menu or a review.
   */
  dietDishes: Schema.optional(Schema.Array(DietDish).pipe(Schema.minItems(1)))
})
export type FoodPlace = typeof FoodPlace.Type

export const Stay = Schema.Struct({
  ...placeBase,
  kind: Schema.Literal("stay"),
  tier: Tier,
  /** Typical price per room per night in INR; for a stay area, the low end of its band. */
  pricePerNightInr: Inr.pipe(Schema.positive()),
  /** e.g. "Heritage hotel", "Hostel", "Houseboat", "Resort"; "Stay area" for an area without a named property. */
  propertyType: Text,
  /** A stay area's lodgings, plural, e.g. "camps", "guesthouses", "homestays" (the plan: "camps from ₹X"). */
  lodging: Schema.optional(Text),
  /** A stay area's price band's high end per room per night in INR. */
  priceToInr: Schema.optional(Inr.pipe(Schema.positive()))
  // No rating or review count: nobody looked them up, and a plan must not show stars as if someone had.
})
export type Stay = typeof Stay.Type

export const Market = Schema.Struct({ name: Text, address: Text, knownFor: Text })
export type Market = typeof Market.Type

// ---- Regions and destinations -------------------------------------------------------------------------

export const Region = Schema.Struct({
  /** Unique in its destination, e.g. 'panaji'. */
  id: Id,
  /** A real town, city or area, e.g. "Jaipur". */
  name: Text,
  coordinates: Coordinates,
  /** Places of this region lie within this distance of its coordinates (default 40 km). */
  radiusKm: Schema.optional(Schema.Number.pipe(Schema.between(1, 300))),
  terrain: Terrain,
  /** Neighbourhoods or nearby spots a day may be spent in. */
  subAreas: Schema.optionalWith(Texts, { default: () => [] }),
  /** How it is reached from the previous region of the file (from the arrival hub for the first). */
  arriveBy: Schema.optionalWith(ArrivalMode, { default: () => "road" as const }),
  reasonForSequencing: Text,
  /** Share of a trip's days (the shares of a destination need not add up to 1; they are weights). */
  dayShare: Schema.Number.pipe(Schema.positive()),
  idealDays: Schema.Int.pipe(Schema.positive()),
  attractions: Schema.Array(Attraction),
  food: Schema.Array(FoodPlace),
  stays: Schema.Array(Stay),
  markets: Schema.optionalWith(Schema.Array(Market), { default: () => [] }),
  /** The region's own monthly highs where its climate differs from the destination's station (Luxor, not Cairo). */
  highs: Schema.optional(MonthlyHighs)
})
export type Region = typeof Region.Type

/**
 * A rule that changes (visa, permit): when it was last known true and whose rule it is, and whether that was
 * read on the authority's page (`factStatus: "sourced"`, `source` names the page) or written from what the
 * authors knew (`estimated`, with `how`). (A visa's `status` is its rule, e.g. "e-Visa required".)
 */
const sourced = { asOf: AsOf, source: Text, factStatus: Schema.Literal("sourced", "estimated"), how: Schema.optional(Text) }

export const Permit = Schema.Struct({
  /** e.g. "Inner Line Permit", "Protected Area Permit". */
  name: Text,
  /** Whom it applies to. */
  appliesTo: Schema.Literal("indian", "foreign", "all"),
  /** Where it is needed, e.g. "Nubra Valley, Pangong Tso". */
  areas: Text,
  note: Text,
  ...sourced
})
export type Permit = typeof Permit.Type

/** A calendar day, 'YYYY-MM-DD'. */
const IsoDay = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => "a date is 'YYYY-MM-DD'" }))

/**
 * A festival or event a visitor would want to know of (issue 39; docs/adr/0250-festivals.md): the region it
 * is held in, and its dates for each year they are known, each a fact with its status (a year's dates may be
 * published while the next year's are computed from the lunar calendar: that range says so itself).
 */
export const FestivalDates = Schema.Struct({ from: IsoDay, to: IsoDay, ...factFields, status: Schema.optional(FactStatus) })
export const Festival = Schema.Struct({
  /** Starts with the destination id, like a place's. */
  id: Text,
  name: Text,
  /** The region's name or id; left out for a festival the whole destination keeps (Durga Puja across Kolkata). */
  region: Schema.optional(Text),
  /** What a visitor sees and does, in a sentence. */
  description: Text,
  dates: Schema.Array(FestivalDates).pipe(Schema.minItems(1)),
  ...factFields
})
export type Festival = typeof Festival.Type

export const Visa = Schema.Struct({
  /** For Indian passport holders, e.g. "Visa-free for 30 days", "e-Visa required". */
  status: Text,
  documents: Texts,
  processingTime: Text,
  /** INR, 0 when free; left out only where the fee is not known (a guide built from Google Maps of a country we have no rules of). */
  feeInr: Schema.optional(Inr),
  /** The fee as the authority states it, e.g. "USD 30". */
  feeText: Text,
  validityPeriod: Text,
  embassy: Schema.Struct({ location: Text, contactInfo: Text, workingHours: Text }),
  applicationProcess: Texts,
  notes: Texts,
  ...sourced
})
export type Visa = typeof Visa.Type

/** A destination's currency; its rate is in the one exchange-rate table (`knowledge/reference/exchange-rates.json`). */
export const Currency = Schema.Struct({
  name: Text,
  /** ISO 4217. */
  code: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/))
})

/** One currency's rate in the exchange-rate table: INR for one unit, with its status. */
export const ExchangeRate = withStatus(
  Schema.Struct({ ...factFields, code: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/)), name: Text, inr: Schema.Number.pipe(Schema.positive()) })
)
export type ExchangeRate = typeof ExchangeRate.Type
export const ExchangeRates = Schema.Struct({ rates: Schema.Array(ExchangeRate).pipe(Schema.minItems(1)) })

export const Season = Schema.Struct({ name: Text, months: Text, temperature: Text, description: Text })


export const Overview = Schema.Struct({
  description: Text,
  highlights: Texts.pipe(Schema.minItems(3)),
  climate: Schema.Struct({ type: Text, seasons: Schema.Array(Season).pipe(Schema.minItems(1)), highs: Schema.optional(MonthlyHighs) }),
  bestTimeToVisit: Text,
  geography: Schema.Struct({ location: Text, terrain: Text, landmarks: Texts }),
  languages: Texts,
  localCuisine: Texts,
  culturalNotes: Texts
})

const TransferText = Schema.Struct({ available: Schema.Boolean, approximateCostInr: Inr })
export const Transport = Schema.Struct({
  publicTransport: Schema.Struct({ availableTypes: Texts, operatingHours: Text }),
  privateTransport: Schema.Array(Schema.Struct({ availableType: Text, rentalCostInr: Inr, fuelCostInr: Inr })),
  airportTransfer: Schema.Struct({ public: TransferText, private: TransferText, distanceKm: Schema.Number.pipe(Schema.nonNegative()) })
})

/**
 * How travellers go between two regions (or from the arrival hub, `from: "hub"`), by each sensible mode:
 * `road` by car or taxi, `bus`, `rail`, `overnight-train`, `overnight-bus`, `flight`, `ferry`. Minutes are
 * typical door to door (a flight includes getting to the airport, security and the ride in). A journey
 * holds both directions.
 */
export const JOURNEY_MODES = ["road", "bus", "rail", "overnight-train", "overnight-bus", "flight", "ferry"] as const
export const JourneyMode = Schema.Literal(...JOURNEY_MODES)
export type JourneyMode = typeof JourneyMode.Type

export const JourneyOption = Schema.Struct({
  mode: JourneyMode,
  /** Typical door-to-door minutes. */
  minutes: Schema.Int.pipe(Schema.between(5, 48 * 60)),
  /** Along the way. */
  km: Schema.Number.pipe(Schema.positive()),
  /** Where the time comes from: a published page or timetable; for an estimate, what it is based on. */
  source: Text,
  asOf: AsOf,
  /** True when no published figure backs the time: the plan says it is an estimate. */
  estimate: Schema.optional(Schema.Boolean),
  /** e.g. "Tokaido Shinkansen (Nozomi)", "NH48 via Kishangarh", "Ajmer Shatabdi to Ajmer, then taxi". */
  note: Schema.optional(Text),
  /**
   * The must-see this journey is, in the direction the table writes it (the Kandy to Ella train): a trip
   * that takes this option has seen it, and the journey's slot is the sight's (an attraction id of an end).
   */
  sight: Schema.optional(Id),
  /**
   * A sight on the way where the journey stops for the sight's visit, in either direction (Ananuri on the
   * Georgian Military Road): the journey's slot holds the stop (an attraction id of an end, free to enter).
   */
  stopsAt: Schema.optional(Id)
})
export type JourneyOption = typeof JourneyOption.Type

export const Journey = Schema.Struct({
  /** A region id of this destination, or "hub" for the arrival hub. */
  from: Id,
  to: Id,
  options: Schema.Array(JourneyOption).pipe(Schema.minItems(1))
})
export type Journey = typeof Journey.Type

export const DestinationFile = Schema.Struct({
  /** The file's name without `.json`. */
  id: Id,
  name: Text,
  type: Schema.Literal("domestic", "international"),
  country: Text,
  /** Indian state or union territory (domestic destinations). */
  state: Schema.optional(Text),
  /** ISO 3166-1 alpha-2 (e.g. "fr"), for public holidays ("PH") in opening hours. */
  countryCode: Schema.optional(Schema.String.pipe(Schema.pattern(/^[a-z]{2}$/))),
  /** Other names a traveller may type: cities, spellings, the state or country ("Leh", "Leh-Ladakh"). */
  aliases: Texts,
  coordinates: Coordinates,
  /**
   * How fast roads between towns are: "slow" (mountain tracks, most of Nepal and Bhutan), "average"
   * (Indian highways), "fast" (motorways: Europe, Japan, New Zealand). Default: average in India, fast abroad.
   */
  roadSpeed: Schema.optional(Schema.Literal("slow", "average", "fast")),
  /** IANA time zone, e.g. "Asia/Kolkata", "Europe/Zurich". */
  timeZone: Text,
  arrivalHub: Schema.Struct({ name: Text, city: Text, coordinates: Coordinates }),
  overview: Overview,
  optimizationStrategy: Text,
  accommodationStrategy: Text,
  bookingTip: Text,
  /** In the order a traveller should visit them. */
  regions: Schema.Array(Region).pipe(Schema.minItems(1)),
  transport: Transport,
  /** Typical spend per person per day by budget. */
  dailyCostsInr: Schema.Struct({ food: ByTier, localTransport: ByTier }),
  souvenirs: Schema.Array(Schema.Struct({ item: Text, typicalPrice: Text, whereToBuy: Text })),
  travelTips: Schema.Array(Schema.Struct({ category: Text, tip: Text })),
  /** Permits a visitor needs (Inner Line Permit states, Lakshadweep, protected areas). */
  permits: Schema.optionalWith(Schema.Array(Permit), { default: () => [] }),
  /**
   * false for a pilgrimage only its faith's pilgrims may make (Makkah and Madinah): planned when asked for by
   * name, never as a leg of an area's trip ("the GCC" plans Riyadh and Jeddah, not the Haram).
   */
  inAreaTrips: Schema.optional(Schema.Boolean),
  /** Festivals and events with their dates (docs/adr/0250-festivals.md); a plan in their month names them. */
  festivals: Schema.optionalWith(Schema.Array(Festival), { default: () => [] }),
  /** International destinations: for Indian passport holders. */
  visa: Schema.optional(Visa),
  /** International destinations. */
  currency: Schema.optional(Currency),
  /** Journeys between its regions and from its arrival hub, each with its sensible modes. */
  journeys: Schema.optionalWith(Schema.Array(Journey), { default: () => [] })
})
export type DestinationFile = typeof DestinationFile.Type
export type DestinationEncoded = typeof DestinationFile.Encoded

/** A destination's currency as loaded: the file's name and code with the exchange-rate table's rate. */
export interface LoadedCurrency {
  readonly name: string
  readonly code: string
  /** INR for one unit, from the one exchange-rate table. */
  readonly exchangeRate: number
  readonly rate: ExchangeRate
}

/** A destination as the planner sees it: its file, with its currency's rate from the one table. */
export type Destination = Omit<DestinationFile, "currency"> & { readonly currency?: LoadedCurrency }

export type Place = Attraction | FoodPlace | Stay

// ---- Trips across several places (docs/adr/0210-trips-across-places.md) --------------------------------

/**
 * A well-known circuit ("Golden Triangle": Delhi, Agra, Jaipur, in that order) or a part of the world
 * ("South India": the guides of its states; "Europe": the guides of its countries), kept as data with its
 * source (`knowledge/reference/trip-areas.json`). A circuit is planned across all its places; an area
 * across the guides its days hold.
 */
export const TripArea = Schema.Struct({
  id: Id,
  name: Text,
  /** Other names a traveller may type ("Delhi Agra Jaipur tour" is a list; these are names). */
  aliases: Texts,
  type: Schema.Literal("domestic", "international"),
  kind: Schema.Literal("circuit", "area"),
  /** A circuit's places in the order travellers take them, each as a traveller would type it. */
  places: Schema.optional(Schema.Array(Text).pipe(Schema.minItems(2))),
  /** An area's Indian states and union territories (domestic). */
  states: Schema.optional(Schema.Array(Text).pipe(Schema.minItems(2))),
  /** An area's countries (international). */
  countries: Schema.optional(Schema.Array(Text).pipe(Schema.minItems(2))),
  source: Text,
  asOf: AsOf,
  note: Schema.optional(Text)
})
export type TripArea = typeof TripArea.Type
export const TripAreasFile = Schema.Struct({ about: Text, areas: Schema.Array(TripArea) })

/**
 * The journey between two cities that trips across places join (Delhi to Agra, Kochi to Goa), by each
 * sensible mode with its published time (`knowledge/reference/hub-links.json`). A flight's minutes are
 * the flight's own; the planner adds the time at the airports.
 */
export const LinkEnd = Schema.Struct({ name: Text, lat: Latitude, lon: Longitude })
export const HubLink = Schema.Struct({ from: LinkEnd, to: LinkEnd, options: Schema.Array(JourneyOption).pipe(Schema.minItems(1)) })
export type HubLink = typeof HubLink.Type
export const HubLinksFile = Schema.Struct({ about: Text, links: Schema.Array(HubLink) })
