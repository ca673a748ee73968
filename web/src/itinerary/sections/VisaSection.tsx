import { SimpleGrid, Stack } from "@mantine/core";
import { IconEPassport } from "@tabler/icons-react";
import { useLanguage } from "../../i18n/useLanguage";
import { rupees } from "../format";
import { useItineraryText } from "../itineraryText";
import type { VisaInformation } from "../types";
import { Fact, PlanFact, Section, TextList } from "./Section";

export function VisaSection({ visa }: { visa: VisaInformation }) {
  const t = useItineraryText();
  const { language } = useLanguage();
  return (
    <Section title={t("sections.visa")} icon={IconEPassport}>
      <PlanFact label={t("details.status")} value={visa.status} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <PlanFact label={t("details.processingTime")} value={visa.requirements?.processingTime} />
          <Fact label={t("details.fees")} value={rupees(visa.requirements?.fees, language)} />
          <PlanFact label={t("details.validity")} value={visa.requirements?.validityPeriod} />
        </Stack>
        <Stack gap={4}>
          <PlanFact label={t("details.embassy")} value={visa.embassyDetails?.location} />
          <PlanFact label={t("details.contact")} value={visa.embassyDetails?.contactInfo} />
          <PlanFact label={t("details.hours")} value={visa.embassyDetails?.workingHours} />
        </Stack>
      </SimpleGrid>
      <TextList label={t("details.documents")} items={visa.requirements?.documents} />
      <TextList label={t("details.howToApply")} items={visa.applicationProcess} />
      <TextList label={t("details.goodToKnow")} items={visa.additionalNotes} />
    </Section>
  );
}
