// The itinerary view's words, English: the spec's strings (section 2) verbatim, and ours. One i18next
// namespace, `itinerary`, registered when the page's chunk loads (itineraryNamespace.ts); Hindi:
// ../i18n/hi/itinerary.ts. Counted messages use i18next's _one/_other plurals; {{values}} are filled in.

export const viewMessages = {
  noContent: "No itinerary content available",
  noOverviewInfo: "No overview information available",
  noDaily: "No daily itinerary available",
  noFood: "No food recommendations available",
  noShopping: "No shopping tips available",
  noTips: "No travel tips available",
  overviewUnavailable: "Destination Overview Not Available",
  transportUnavailable: "Transportation Information Not Available",
  transportExcluded: "Transport costs are not included in this estimate."
} as const;

export const sectionTitles = {
  overview: "Destination Overview",
  journey: "Journey Plan",
  transport: "Transportation Guide",
  hotels: "Hotel Recommendations",
  daily: "Day-by-Day Itinerary",
  cost: "Cost Breakdown",
  food: "Local Food Recommendations",
  shopping: "Shopping Tips",
  tips: "Travel Tips",
  visa: "Visa Requirements & Information"
} as const;

/** The plan-checks panel (ours; the spec is silent: docs/adr/0070-knowledge-base.md). */
export const checksMessages = {
  title: "Plan checks",
  verified: "{{verified}} of {{places}} places verified against our destination guide",
  repaired_one: "{{count}} section was rewritten to pass the checks",
  repaired_other: "{{count}} sections were rewritten to pass the checks",
  passedCount: "{{count}} checks passed",
  warnings: "Worth checking",
  facts: "Rules this plan relies on",
  factSource: "(as of {{asOf}}; source: {{source}})",
  verifiedMark: "Verified place"
} as const;

/** Labels of the sections' own facts and lists (ours; the spec names the sections only). */
export const detailLabels = {
  highlights: "Highlights",
  bestTime: "Best time to visit",
  climate: "Climate",
  location: "Location",
  terrain: "Terrain",
  languages: "Languages",
  timeZone: "Time zone",
  currency: "Currency",
  landmarks: "Landmarks",
  cuisine: "Local cuisine",
  culture: "Cultural notes",
  day: "Day {{day}}",
  days_one: "Day {{days}}",
  days_other: "Days {{days}}",
  fromStart: "{{distance}} from start",
  routeStrategy: "Route strategy",
  whereToStay: "Where to stay",
  publicTransport: "Public transport",
  options: "Options",
  hours: "Hours",
  privateTransport: "Private transport",
  perDay: "{{type}}: {{cost}} a day",
  plusFuel: " + fuel {{cost}}",
  airportTransfer: "Airport transfer",
  distance: "Distance",
  public: "Public",
  private: "Private",
  notAvailable: "Not available",
  available: "Available",
  about: "about {{cost}}",
  perNight: "{{cost}} a night",
  fromPerNight: "From {{cost}} a night",
  googleRating: "{{rating}} on Google ({{ratings}} ratings)",
  googleHours: "Hours on Google: {{hours}}",
  stayArea: "An area to stay in, not a particular hotel: choose a place there",
  reviews: "({{reviews}} reviews)",
  bookingTip: "Booking tip",
  opensMaps: "(opens maps)",
  note: "Note: {{note}}",
  free: "Free",
  bookSeparately: "Book separately",
  costEstimated: "≈ {{cost}}",
  costEstimatedLabel: "{{cost}}, an estimate",
  costAsOf: "{{cost}} · price as of {{date}}",
  attractions: "Attractions: {{names}}",
  tryDish: "Try: {{dish}}",
  groupTotal_one: "Total for {{count}} traveller: {{amount}}",
  groupTotal_other: "Total for {{count}} travellers: {{amount}}",
  accommodation: "Accommodation",
  food: "Food",
  activities: "Activities",
  perPerson: "Total per person",
  perPersonHeading: "Per person",
  souvenirs: "Souvenirs",
  markets: "Markets",
  status: "Status",
  processingTime: "Processing time",
  fees: "Fees",
  validity: "Validity",
  embassy: "Embassy",
  contact: "Contact",
  documents: "Documents",
  howToApply: "How to apply",
  goodToKnow: "Good to know"
} as const;

/** The header: the trip at a glance. */
export const headerMessages = {
  title: "{{destination}} Travel Itinerary",
  share: "Share",
  days_one: "{{count}} Day",
  days_other: "{{count}} Days",
  duration: "Duration",
  travelDates: "Travel Dates",
  budget: "Budget",
  tripType: "Trip Type",
  travelStyle: "Travel Style",
  stay: "Stay",
  transport: "Transport",
  dietary: "Dietary",
  group: "Group"
} as const;

/** The shared page around the view (spec section 2's messages verbatim, and ours). */
export const sharedPageMessages = {
  loading: "Loading itinerary...",
  notFound: "Itinerary not found",
  loadFailed: "Failed to load itinerary",
  planTrip: "Plan a trip",
  generatedOn: "Generated on {{date}} · {{brand}}",
  updatedOn: "Updated on {{date}}",
  generationFailed: "Generation failed"
} as const;

/**
 * A plan shown as the knowledge base's draft while the AI writes its days, and a finished plan's days
 * that kept the draft (ours: docs/adr/0180-draft-first-generation.md).
 */
export const draftMessages = {
  notice: "A first draft from our knowledge base: the AI is writing each day, and they replace the draft as they arrive.",
  dayWriting: "Day {{day}} is being written",
  dayKept: "This day is our knowledge base's plan: the AI's version did not pass our checks."
} as const;
