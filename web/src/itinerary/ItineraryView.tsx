import { Alert, Stack, Text } from "@mantine/core";
import { journeyOf } from "@safarnama/journey-map/journey";
import { IconLanguage } from "@tabler/icons-react";
import { useLanguage } from "../i18n/useLanguage";
import { useItineraryText } from "./itineraryText";
import { CostSection } from "./sections/CostSection";
import { DailySection } from "./sections/DailySection";
import { FoodSection } from "./sections/FoodSection";
import { HotelsSection } from "./sections/HotelsSection";
import { JourneySection } from "./sections/JourneySection";
import { OverviewSection } from "./sections/OverviewSection";
import { PlanChecksPanel } from "./sections/PlanChecksPanel";
import { PlanLanguage, planLangFor } from "./sections/PlanText";
import { ShoppingSection } from "./sections/ShoppingSection";
import { TipsSection } from "./sections/TipsSection";
import { TransportSection } from "./sections/TransportSection";
import { VisaSection } from "./sections/VisaSection";
import type { Itinerary } from "./types";

const hasVisaData = (itinerary: Itinerary) => {
  const visa = itinerary.content?.visaInformation;
  return Boolean(visa && (visa.status || visa.requirements || visa.applicationProcess?.length));
};

/** The itinerary's content, section by section in the spec's order. */
export function ItineraryView({ itinerary }: { itinerary: Itinerary }) {
  const t = useItineraryText();
  const { language } = useLanguage();
  const content = itinerary.content;
  if (!content) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t("view.noContent")}
      </Text>
    );
  }
  const progression = content.geographicProgression;
  // Cheap and pure: the lists need it at once; the drawing code loads only when a map is shown.
  const journey = journeyOf(content, itinerary.coordinates);
  // Only the plan's own text is tagged with its language; the sections' words are the page's (issue 17).
  const planLang = planLangFor(itinerary.language ?? "en", language);
  return (
    <PlanLanguage lang={planLang}>
      <Stack gap="md">
        {content.languageNotice ? (
          <Alert color="blue" variant="light" icon={<IconLanguage size={18} aria-hidden />} role="note" data-testid="language-notice" lang={planLang}>
            {content.languageNotice}
          </Alert>
        ) : null}
        {content.planChecks ? <PlanChecksPanel checks={content.planChecks} /> : null}
        <OverviewSection overview={content.overview} />
        {progression?.regionSequence?.length ? <JourneySection progression={progression} journey={journey} destination={itinerary.destination} /> : null}
        <TransportSection details={progression?.transportationDetails} />
        <HotelsSection hotels={content.hotelRecommendations} facts={itinerary.placeFacts} />
        <DailySection
          days={content.dailyItinerary}
          mapDays={journey.days}
          facts={itinerary.placeFacts}
          draftDays={content.draftDays}
          // While generating, the draft's days are being written; in a finished plan they stayed the draft.
          draft={itinerary.status === "generating" ? "writing" : "kept"}
        />
        <CostSection cost={content.costBreakdown} travellingWith={itinerary.travellingWith} />
        <FoodSection places={content.foodRecommendations} />
        <ShoppingSection shopping={content.shoppingInfo} />
        <TipsSection tips={content.travelTips} />
        {itinerary.destinationType !== "domestic" && hasVisaData(itinerary) && content.visaInformation ? (
          <VisaSection visa={content.visaInformation} />
        ) : null}
      </Stack>
    </PlanLanguage>
  );
}
