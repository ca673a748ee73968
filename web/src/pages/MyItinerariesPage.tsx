import { ComingSoon } from "./ComingSoon";

// Placeholder until its own issue builds the page.
export function MyItinerariesPage() {
  return <ComingSoon title="My Itineraries" />;
}
