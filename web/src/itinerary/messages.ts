// The spec's itinerary-view strings (section 2), verbatim.
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
