import { SimpleGrid, Stack, Text } from "@mantine/core";
import { IconBus } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { Language } from "../../i18n/languages";
import { useLanguage } from "../../i18n/useLanguage";
import { rupees } from "../format";
import { useItineraryText } from "../itineraryText";
import type { TransportationDetails } from "../types";
import { withPlanText } from "./PlanText";
import { EmptyNote, Fact, PlanFact, Section } from "./Section";

const availability = (
  option: { available?: boolean | string; approximateCost?: number | string } | undefined,
  t: TFunction<"itinerary">,
  language: Language
) => {
  if (!option) return undefined;
  if (option.available === false) return t("details.notAvailable");
  return option.approximateCost !== undefined ? t("details.about", { cost: rupees(option.approximateCost, language) }) : t("details.available");
};

export function TransportSection({ details }: { details: TransportationDetails | undefined }) {
  const t = useItineraryText();
  const { language } = useLanguage();
  return (
    <Section title={t("sections.transport")} icon={IconBus}>
      {!details ? (
        <EmptyNote>{t("view.transportUnavailable")}</EmptyNote>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t("details.publicTransport")}
            </Text>
            <PlanFact label={t("details.options")} value={details.publicTransport?.availableTypes?.join(", ")} />
            <PlanFact label={t("details.hours")} value={details.publicTransport?.operatingHours} />
          </Stack>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t("details.privateTransport")}
            </Text>
            {details.privateTransport?.map((option) => (
              <Text size="sm" key={option.availableType}>
                {withPlanText((type) => t("details.perDay", { type, cost: rupees(option.rentalCost, language) }), option.availableType)}
                {Number(option.fuelCost) > 0 ? t("details.plusFuel", { cost: rupees(option.fuelCost, language) }) : ""}
              </Text>
            ))}
          </Stack>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t("details.airportTransfer")}
            </Text>
            <PlanFact label={t("details.distance")} value={details.airportTransfer?.distance} />
            <Fact label={t("details.public")} value={availability(details.airportTransfer?.public, t, language)} />
            <Fact label={t("details.private")} value={availability(details.airportTransfer?.private, t, language)} />
          </Stack>
        </SimpleGrid>
      )}
    </Section>
  );
}
