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

/** The plan-checks panel (ours; the spec is silent: docs/adr/0070-knowledge-base.md). */
export const checksMessages = {
  title: "Plan checks",
  verified: (verified: number, places: number) => `${verified} of ${places} places verified against our destination guide`,
  repaired: (sections: number) => `${sections} ${sections === 1 ? "section was" : "sections were"} rewritten to pass the checks`,
  passedCount: (n: number) => `${n} checks passed`,
  warnings: "Worth checking",
  facts: "Rules this plan relies on",
  verifiedMark: "Verified place"
} as const;
