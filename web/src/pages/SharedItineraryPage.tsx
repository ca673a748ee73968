import { ComingSoon } from "./ComingSoon";

// Placeholder until its own issue builds the page.
export function SharedItineraryPage() {
  return <ComingSoon title="Shared Itinerary" />;
}
