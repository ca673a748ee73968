import { Benefits } from "../landing/Benefits";
import { ClosingCallToAction } from "../landing/ClosingCallToAction";
import { DestinationShowcase } from "../landing/DestinationShowcase";
import { Hero } from "../landing/Hero";
import { HowItWorks } from "../landing/HowItWorks";

/** `/`: the only page in the first bundle (it must load fast on phones). Uses index.html's metadata. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <DestinationShowcase />
      <HowItWorks />
      <Benefits />
      <ClosingCallToAction />
    </>
  );
}
