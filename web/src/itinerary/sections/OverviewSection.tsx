import { SimpleGrid, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { sectionTitles, viewMessages } from "../messages";
import type { Overview } from "../types";
import { EmptyNote, Fact, Section, TextList } from "./Section";

const hasAny = (overview: Overview) =>
  Boolean(overview.description || overview.highlights?.length || overview.bestTimeToVisit || overview.climate?.type);

export function OverviewSection({ overview }: { overview: Overview | undefined }) {
  return (
    <Section title={sectionTitles.overview} icon={IconInfoCircle}>
      {!overview ? (
        <EmptyNote>{viewMessages.overviewUnavailable}</EmptyNote>
      ) : !hasAny(overview) ? (
        <EmptyNote>{viewMessages.noOverviewInfo}</EmptyNote>
      ) : (
        <Stack gap="md">
          {overview.description && <Text>{overview.description}</Text>}
          <TextList label="Highlights" items={overview.highlights} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
              <Fact label="Best time to visit" value={overview.bestTimeToVisit} />
              <Fact label="Climate" value={overview.climate?.type} />
              <Fact label="Location" value={overview.geography?.location} />
              <Fact label="Terrain" value={overview.geography?.terrain} />
              <Fact label="Languages" value={overview.languages?.join(", ")} />
              <Fact label="Time zone" value={overview.timeZone} />
              {overview.currency && (
                <Fact
                  label="Currency"
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
          <TextList label="Landmarks" items={overview.geography?.landmarks} />
          <TextList label="Local cuisine" items={overview.localCuisine} />
          <TextList label="Cultural notes" items={overview.culturalNotes} />
        </Stack>
      )}
    </Section>
  );
}
