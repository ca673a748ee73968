/**
 * Bundled travel knowledge for one destination, read by the offline itinerary writer.
 *
 * Plain data, no imports: every section of the itinerary content in SPEC section 3 can be built from it
 * (overview, geographic progression, transportation, hotels, day-by-day activities, costs, food, shopping,
 * travel tips and, for international trips, visa information).
 *
 * Conventions:
 * - Every money amount is in Indian rupees (INR), an integer, 0 when free. Attraction costs are per person;
 *   hotel prices are per room per night; food costs are per person per day.
 * - Regions are listed in the order a traveller should visit them; `distanceFromPreviousKm` of the first
 *   region is measured from the arrival hub.
 * - Interest ids are the spec's option-set ids for the guide's trip type.
 * - Facts are typical 2024-25 values; visa facts are general guidance for Indian passport holders and the
 *   guide always tells the traveller to verify with the embassy before travel.
 */

export type TripType = "domestic" | "international"

export const DOMESTIC_INTERESTS = ["temples", "culture", "nature", "food", "adventure", "shopping", "beaches", "ayurveda"] as const
export const INTERNATIONAL_INTERESTS = [
  "landmarks",
  "beaches",
  "culture",
  "nature",
  "food",
  "shopping",
  "nightlife",
  "attractions"
] as const

export type DomesticInterest = (typeof DOMESTIC_INTERESTS)[number]
export type InternationalInterest = (typeof INTERNATIONAL_INTERESTS)[number]
export type Interest = DomesticInterest | InternationalInterest

export const ATTRACTION_TYPES = [
  "sightseeing",
  "culture",
  "nature",
  "adventure",
  "food",
  "shopping",
  "beach",
  "temple",
  "relaxation",
  "nightlife",
  "wellness"
] as const
export type AttractionType = (typeof ATTRACTION_TYPES)[number]

export const TIMES_OF_DAY = ["morning", "afternoon", "evening"] as const
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]

/** Same ids as the spec's accommodation and budget option sets. */
export const HOTEL_TIERS = ["budget", "mid-range", "luxury"] as const
export type HotelTier = (typeof HOTEL_TIERS)[number]

export type ByTier<A> = { readonly [T in HotelTier]: A }

export interface Season {
  readonly name: string
  /** e.g. "October-March" */
  readonly months: string
  /** e.g. "10-25°C" */
  readonly temperature: string
  readonly description: string
}

export interface Climate {
  /** e.g. "Hot semi-arid" */
  readonly type: string
  readonly seasons: ReadonlyArray<Season>
}

export interface Geography {
  readonly location: string
  readonly terrain: string
  readonly landmarks: ReadonlyArray<string>
}

export interface Currency {
  readonly name: string
  /** ISO 4217, e.g. "CHF" */
  readonly code: string
  /** INR for one unit of this currency (approximate, 2024-25). */
  readonly exchangeRate: number
}

export interface Overview {
  readonly description: string
  /** Three or more; the first three are the showcase card highlights. */
  readonly highlights: ReadonlyArray<string>
  readonly climate: Climate
  readonly bestTimeToVisit: string
  readonly geography: Geography
  readonly languages: ReadonlyArray<string>
  readonly localCuisine: ReadonlyArray<string>
  readonly culturalNotes: ReadonlyArray<string>
}

export interface Attraction {
  readonly title: string
  readonly type: AttractionType
  /** One of the region's `subAreas`. */
  readonly subArea: string
  /** Address or locality, good enough for a maps search together with the title. */
  readonly location: string
  /** Typical time spent at the place. */
  readonly durationMinutes: number
  /** Per person, integer INR, 0 if free. */
  readonly costInr: number
  readonly bestTimeOfDay: TimeOfDay
  readonly description: string
  /** Spec interest ids valid for the guide's trip type; at least one. */
  readonly interests: ReadonlyArray<Interest>
}

export interface Hotel {
  readonly name: string
  readonly tier: HotelTier
  /** Per room per night (a private double room at hostels), integer INR, typical season. */
  readonly pricePerNightInr: number
  /** 0-5 */
  readonly rating: number
  readonly userRatingsTotal: number
  /** e.g. "Heritage hotel", "Hostel", "Houseboat", "Resort" */
  readonly propertyType: string
  readonly address: string
}

export interface FoodPlace {
  readonly name: string
  /** "₹" cheap, "₹₹" moderate, "₹₹₹" upscale, "₹₹₹₹" fine dining */
  readonly priceRange: "₹" | "₹₹" | "₹₹₹" | "₹₹₹₹"
  readonly specialty: string
  /** e.g. "Street food", "Restaurant", "Cafe", "Thali house" */
  readonly type: string
  readonly vegetarianFriendly: boolean
  /** Present (true) only where halal food is served. */
  readonly halal?: true
  /** Present (true) only where vegan dishes are easy to get. */
  readonly vegan?: true
}

export interface Market {
  readonly name: string
  readonly location: string
  /** What to buy there. */
  readonly knownFor: string
}

export interface Souvenir {
  readonly item: string
  /** Typical price range, e.g. "₹300-1,500". */
  readonly typicalPrice: string
  readonly whereToBuy: string
}

export interface Region {
  /** A real city, town or area, e.g. "Jaipur". */
  readonly name: string
  /** Neighbourhoods or nearby spots used as a day's sub-area. */
  readonly subAreas: ReadonlyArray<string>
  /** Road/air km from the previous region, from the arrival hub for the first region. Non-negative. */
  readonly distanceFromPreviousKm: number
  /** How to get here from the previous region, e.g. "Train or car, 5-6 h". */
  readonly travelFromPrevious: string
  readonly reasonForSequencing: string
  /** Recommended share of the trip's days (the shares of a guide add up to 1). */
  readonly dayShare: number
  /** Days that give a good visit of the region on a long trip. */
  readonly idealDays: number
  readonly attractions: ReadonlyArray<Attraction>
  readonly hotels: ReadonlyArray<Hotel>
  readonly foodPlaces: ReadonlyArray<FoodPlace>
  readonly markets: ReadonlyArray<Market>
}

export interface TravelTip {
  /** e.g. "Safety", "Money", "Etiquette", "Health", "Transport", "Packing", "Permits" */
  readonly category: string
  readonly tip: string
}

export interface Transport {
  readonly publicTransport: {
    readonly availableTypes: ReadonlyArray<string>
    readonly operatingHours: string
  }
  readonly privateTransport: ReadonlyArray<{
    readonly availableType: string
    /** Text with INR amounts, e.g. "₹2,500-3,500 per day with driver" */
    readonly rentalCost: string
    readonly fuelCost: string
  }>
  readonly airportTransfer: {
    readonly public: { readonly available: boolean; readonly approximateCost: string }
    readonly private: { readonly available: boolean; readonly approximateCost: string }
    /** e.g. "13 km from Jaipur International Airport to the old city" */
    readonly distance: string
  }
}

export interface ArrivalHub {
  /** e.g. "Jaipur International Airport (JAI)" */
  readonly name: string
  readonly city: string
}

export interface VisaGuidance {
  /** e.g. "Visa required", "Visa on arrival", "Visa-free (free visa on arrival)" */
  readonly status: string
  readonly requirements: {
    readonly documents: ReadonlyArray<string>
    readonly processingTime: string
    readonly fees: string
    readonly validityPeriod: string
  }
  readonly embassyDetails: {
    readonly location: string
    readonly contactInfo: string
    readonly workingHours: string
  }
  readonly applicationProcess: ReadonlyArray<string>
  /** Always includes a note to verify the current rules with the embassy before travel. */
  readonly additionalNotes: ReadonlyArray<string>
}

/** Typical spend per person per day, by the trip's budget tier. */
export interface DailyCosts {
  readonly food: ByTier<number>
  readonly localTransport: ByTier<number>
}

interface GuideBase {
  /** Display name, e.g. "Rajasthan"; matches the showcase card. */
  readonly name: string
  /** Other names a traveller may type (cities, spellings, country), matched case-insensitively. */
  readonly aliases: ReadonlyArray<string>
  /** e.g. "India" or "Japan" */
  readonly country: string
  readonly arrivalHub: ArrivalHub
  readonly overview: Overview
  /** How the route was ordered (geographicProgression.optimizationStrategy). */
  readonly optimizationStrategy: string
  /** Where to base yourself (geographicProgression.accommodationStrategy). */
  readonly accommodationStrategy: string
  readonly bookingTip: string
  readonly regions: ReadonlyArray<Region>
  readonly transport: Transport
  readonly dailyCostsInr: DailyCosts
  readonly souvenirs: ReadonlyArray<Souvenir>
  readonly travelTips: ReadonlyArray<TravelTip>
}

export interface DomesticDestinationGuide extends GuideBase {
  readonly type: "domestic"
  readonly timeZone?: undefined
  readonly currency?: undefined
  readonly visa?: undefined
}

export interface InternationalDestinationGuide extends GuideBase {
  readonly type: "international"
  /** e.g. "Central European Time (CET, UTC+1; IST is 4 h 30 min ahead)" */
  readonly timeZone: string
  readonly currency: Currency
  /** For Indian passport holders. */
  readonly visa: VisaGuidance
}

export type DestinationGuide = DomesticDestinationGuide | InternationalDestinationGuide
