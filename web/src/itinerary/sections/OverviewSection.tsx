import { SimpleGrid, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useItineraryText } from "../itineraryText";
import type { Overview } from "../types";
import { EmptyNote, Fact, Section, TextList } from "./Section";

const hasAny = (overview: Overview) =>
  Boolean(overview.description || overview.highlights?.length || overview.bestTimeToVisit || overview.climate?.type);

export function OverviewSection({ overview }: { overview: Overview | undefined }) {
  const t = useItineraryText();
  return (
    <Section title={t("sections.overview")} icon={IconInfoCircle}>
      {!overview ? (
        <EmptyNote>{t("view.overviewUnavailable")}</EmptyNote>
      ) : !hasAny(overview) ? (
        <EmptyNote>{t("view.noOverviewInfo")}</EmptyNote>
      ) : (
        <Stack gap="md">
          {overview.description && <Text>{overview.description}</Text>}
          <TextList label={t("details.highlights")} items={overview.highlights} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
              <Fact label={t("details.bestTime")} value={overview.bestTimeToVisit} />
              <Fact label={t("details.climate")} value={overview.climate?.type} />
              <Fact label={t("details.location")} value={overview.geography?.location} />
              <Fact label={t("details.terrain")} value={overview.geography?.terrain} />
              <Fact label={t("details.languages")} value={overview.languages?.join(", ")} />
              <Fact label={t("details.timeZone")} value={overview.timeZone} />
              {overview.currency && (
                <Fact
                  label={t("details.currency")}
                  value={`${overview.currency.name} (${overview.currency.code}), 1 ${overview.currency.code} ≈ ₹${overview.currency.exchangeRate}`}
                />
              )}
            </Stack>
            <Stack gap="sm">
              {overview.climate?.seasons?.map((season) => (
                <Text size="sm" key={season.name}>
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
