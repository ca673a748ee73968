// Compact constructors for the bundled guides, so each destination file reads as a table.
import type { Attraction, AttractionType, FoodPlace, Hotel, HotelTier, Interest, Market, TimeOfDay } from "../DestinationGuide.ts"

/** Attraction: sub-area, title, type, location, minutes, INR per person, best time, interests, description. */
export const at = (
  subArea: string,
  title: string,
  type: AttractionType,
  location: string,
  durationMinutes: number,
  costInr: number,
  bestTimeOfDay: TimeOfDay,
  interests: ReadonlyArray<Interest>,
  description: string
): Attraction => ({ title, type, subArea, location, durationMinutes, costInr, bestTimeOfDay, description, interests })

/** Hotel: tier, name, INR per night, rating, number of ratings, property type, address. */
export const ht = (
  tier: HotelTier,
  name: string,
  pricePerNightInr: number,
  rating: number,
  userRatingsTotal: number,
  propertyType: string,
  address: string
): Hotel => ({ name, tier, pricePerNightInr, rating, userRatingsTotal, propertyType, address })

type FoodFlag = "veg" | "halal" | "vegan"

/** Food place: name, price range, type, specialty, flags ("veg" = vegetarian-friendly). */
export const fd = (
  name: string,
  priceRange: FoodPlace["priceRange"],
  type: string,
  specialty: string,
  flags: ReadonlyArray<FoodFlag> = []
): FoodPlace => ({
  name,
  priceRange,
  specialty,
  type,
  vegetarianFriendly: flags.includes("veg") || flags.includes("vegan"),
  ...(flags.includes("halal") ? { halal: true as const } : {}),
  ...(flags.includes("vegan") ? { vegan: true as const } : {})
})

/** Market: name, location, what to buy there. */
export const mk = (name: string, location: string, knownFor: string): Market => ({ name, location, knownFor })

export const VERIFY_WITH_EMBASSY =
  "Visa rules, fees and processing times change often: verify the current requirements with the embassy or the official visa portal before you book or travel."
