import { SimpleGrid, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useItineraryText } from "../itineraryText";
import type { Overview } from "../types";
import { PlanText, usePlanLang } from "./PlanText";
import { EmptyNote, Fact, PlanFact, Section, TextList } from "./Section";

const hasAny = (overview: Overview) =>
  Boolean(overview.description || overview.highlights?.length || overview.bestTimeToVisit || overview.climate?.type);

export function OverviewSection({ overview }: { overview: Overview | undefined }) {
  const t = useItineraryText();
  const lang = usePlanLang();
  return (
    <Section title={t("sections.overview")} icon={IconInfoCircle}>
      {!overview ? (
        <EmptyNote>{t("view.overviewUnavailable")}</EmptyNote>
      ) : !hasAny(overview) ? (
        <EmptyNote>{t("view.noOverviewInfo")}</EmptyNote>
      ) : (
        <Stack gap="md">
          {overview.description && <Text lang={lang}>{overview.description}</Text>}
          <TextList label={t("details.highlights")} items={overview.highlights} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
              <PlanFact label={t("details.bestTime")} value={overview.bestTimeToVisit} />
              <PlanFact label={t("details.climate")} value={overview.climate?.type} />
              <PlanFact label={t("details.location")} value={overview.geography?.location} />
              <PlanFact label={t("details.terrain")} value={overview.geography?.terrain} />
              <PlanFact label={t("details.languages")} value={overview.languages?.join(", ")} />
              <PlanFact label={t("details.timeZone")} value={overview.timeZone} />
              {overview.currency && (
                <Fact
                  label={t("details.currency")}
                  value={
                    <>
                      <PlanText>{overview.currency.name}</PlanText>
                      {` (${overview.currency.code}), 1 ${overview.currency.code} ≈ ₹${overview.currency.exchangeRate}`}
                    </>
                  }
                />
              )}
            </Stack>
            <Stack gap="sm">
              {overview.climate?.seasons?.map((season) => (
                <Text size="sm" key={season.name} lang={lang}>
                  <Text span fw={600}>
                    {season.name}
                  </Text>{" "}
                  ({season.months}, {season.temperature}): {season.description}
                </Text>
              ))}
            </Stack>
          </SimpleGrid>
          <TextList label={t("details.landmarks")} items={overview.geography?.landmarks} />
          <TextList label={t("details.cuisine")} items={overview.localCuisine} />
          <TextList label={t("details.culture")} items={overview.culturalNotes} />
        </Stack>
      )}
    </Section>
  );
}
