import {
  ACCOMMODATIONS,
  BUDGET_BANDS,
  DIETARY,
  INTERESTS,
  type Option,
  TRANSPORTS,
  TRAVEL_STYLES,
  TRAVELLING_WITH,
  TRIP_TYPES
} from "./options";

// The trip form's words, English (the spec's labels verbatim). Hindi: ../i18n/hi/tripForm.ts.
export const tripFormScreenMessages = {
  formLabel: "Trip request",
  pageTitle: "Create Your Travel Itinerary",
  personalTitle: "{{name}}, Let's Plan Your Trip!",
  intro: "Tell us about your trip and our AI writes a day-by-day plan.",
  origin: { title: "Where are you starting from?", label: "Origin city", placeholder: "Your city" },
  destination: {
    title: "Where do you want to go?",
    label: "Destination",
    placeholder: "City, region or country",
    popularIndia: "Popular in India",
    popularAbroad: "Popular abroad",
    loadingSuggestions: "Loading suggestions"
  },
  coverage: {
    checking: "Checking what we can plan for {{destination}}…",
    covered: "We plan {{destination}} from our verified guide to {{guide}}: {{places}} verified places in {{count}} areas.",
    coveredFocus: "We plan {{destination}} from our verified guide to {{guide}}, based in {{region}}: {{places}} verified places in {{count}} areas.",
    areas: "Areas: {{areas}}",
    live: "We plan {{destination}} from the places and routes Google Maps finds for it: {{places}} places in {{count}} areas, each checked as our guides' are.",
    across: "We plan {{destination}} as one trip across {{count}} verified guides, with the journeys between them: {{places}} verified places.",
    acrossArea: "We plan {{destination}} across the verified guides its days hold, about three days each, with the journeys between them: {{places}} verified places in {{count}} guides.",
    acrossRoute: "Guides: {{guides}}",
    otherType: "{{destination}} is a {{type}} trip: we switched the trip type to {{type}}.",
    notYet: "Not yet: we can't plan {{destination}} from verified places, so you won't be charged for it.",
    nearest: "Covered near it:",
    pickCovered: "Pick one of the popular destinations above, or type another."
  },
  tripType: { title: "Trip type" },
  duration: {
    title: "How many days?",
    hint: "1 to 30 days; every 7 days cost 1 credit.",
    fewer: "Fewer days",
    more: "More days",
    input: "Trip length in days",
    unit_one: "day",
    unit_other: "days"
  },
  when: { title: "When are you travelling?", month: "Month", year: "Year" },
  travellingWith: { title: "Who are you travelling with?", label: "Travelling with" },
  budget: {
    title: "What's your budget?",
    hint: "Per person, per day, in rupees.",
    label: "Budget",
    range: "{{from}} - {{to}} per day",
    from: "{{from}}+ per day"
  },
  interests: { title: "What interests you?", hint: "Pick at least one.", label: "Interests" },
  travelStyle: { title: "Travel style" },
  accommodation: { title: "Accommodation" },
  transport: { title: "Transport" },
  dietary: { title: "Dietary preference" },
  planLanguage: { title: "Plan language", hint: "The language your itinerary is written in." },
  credits: {
    required: "Credits required: {{count}}",
    available_one: "Available: {{count}} credit",
    available_other: "Available: {{count}} credits",
    short_one: " ({{count}} credit short)",
    short_other: " ({{count}} credits short)",
    buy: "Buy Credits"
  },
  submit: "Generate My Itinerary",
  generatingElsewhere: "Generating your other itinerary..."
} as const;

const labels = <Id extends string>(options: readonly Option<Id>[]) =>
  Object.fromEntries(options.map((option) => [option.id, option.label])) as Record<Id, string>;

/**
 * The option sets' labels by id, derived from options.ts (where the English is written once). The ids
 * are what the trip request sends; only the labels are translated.
 */
export const optionMessages = {
  tripType: labels(TRIP_TYPES),
  travelStyle: labels(TRAVEL_STYLES),
  accommodation: labels(ACCOMMODATIONS),
  transportation: labels(TRANSPORTS),
  // Both trip types' interests; the shared ones (culture, food ...) once.
  interest: labels([...INTERESTS.domestic, ...INTERESTS.international]),
  travellingWith: labels(TRAVELLING_WITH),
  dietary: labels(DIETARY),
  // The bands' names are the same for both trip types; their amounts differ.
  budget: labels(BUDGET_BANDS.domestic)
};

export type OptionGroup = keyof typeof optionMessages;
