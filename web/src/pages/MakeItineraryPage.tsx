import { ComingSoon } from "./ComingSoon";

// Placeholder until its own issue builds the page.
export function MakeItineraryPage() {
  return <ComingSoon title="Create Your Travel Itinerary" />;
}
