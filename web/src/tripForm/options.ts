import type {
  Accommodation,
  Budget,
  DietaryRestriction,
  Interest,
  Transportation,
  TravellingWith,
  TravelStyle,
  TripType
} from "../itinerary/types";

// The trip form's option sets (spec section 3, "Option sets") and budget bands (section 9). The ids are
// typed by the shared contract, so a value the server would refuse does not compile.

export interface Option<Id extends string = string> {
  id: Id;
  label: string;
}

export const TRIP_TYPES: Option<TripType>[] = [
  { id: "domestic", label: "Domestic" },
  { id: "international", label: "International" }
];

export const TRAVEL_STYLES: Option<TravelStyle>[] = [
  { id: "relaxed", label: "Relaxed & Easy" },
  { id: "moderate", label: "Balanced Mix" },
  { id: "intense", label: "Adventure Packed" }
];

export const ACCOMMODATIONS: Option<Accommodation>[] = [
  { id: "budget", label: "Budget Friendly" },
  { id: "mid-range", label: "Comfort Hotels" },
  { id: "luxury", label: "Luxury Resorts" }
];

export const TRANSPORTS: Option<Transportation>[] = [
  { id: "public", label: "Public" },
  { id: "private", label: "Private" },
  { id: "mixed", label: "Mixed" }
];

const capitalised = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
const interestOptions = (ids: Interest[]): Option<Interest>[] => ids.map((id) => ({ id, label: capitalised(id) }));

export const INTERESTS: Record<TripType, Option<Interest>[]> = {
  domestic: interestOptions(["temples", "culture", "nature", "food", "adventure", "shopping", "beaches", "ayurveda"]),
  international: interestOptions(["landmarks", "beaches", "culture", "nature", "food", "shopping", "nightlife", "attractions"])
};

/** The spec's values are also what the traveller reads. */
export const TRAVELLING_WITH: Option<TravellingWith>[] = (
  ["solo - 1 adult", "couple - 2 adults", "family - 2 adults and 1 child", "friends - 5 adults", "business - 3 adults"] as const
).map((id) => ({ id, label: id }));

export const DIETARY: Option<DietaryRestriction>[] = [
  { id: "none", label: "None" },
  { id: "vegetarian", label: "Vegetarian" },
  { id: "vegan", label: "Vegan" },
  { id: "halal", label: "Halal" },
  { id: "gluten-free", label: "Gluten-free" }
];

/** Per-day budget in rupees; `to` is absent for the open-ended band. */
export interface BudgetBand {
  id: Budget;
  label: string;
  from: number;
  to?: number;
}

export const BUDGET_BANDS: Record<TripType, BudgetBand[]> = {
  domestic: [
    { id: "budget", label: "Budget", from: 1_000, to: 2_500 },
    { id: "mid-range", label: "Mid-range", from: 2_500, to: 5_000 },
    { id: "luxury", label: "Luxury", from: 5_000 }
  ],
  international: [
    { id: "budget", label: "Budget", from: 5_000, to: 10_000 },
    { id: "mid-range", label: "Mid-range", from: 10_000, to: 20_000 },
    { id: "luxury", label: "Luxury", from: 20_000 }
  ]
};
