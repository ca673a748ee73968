import { Stack } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { sectionTitles, viewMessages } from "../messages";
import type { ItineraryDay } from "../types";
import { DayCard } from "./DayCard";
import { EmptyNote, Section } from "./Section";

export function DailySection({ days }: { days: readonly ItineraryDay[] | undefined }) {
  return (
    <Section title={sectionTitles.daily} icon={IconCalendarEvent}>
      {days?.length ? (
        <Stack gap="sm">
          {days.map((day, index) => (
// biome-ignore lint/suspicious/noArrayIndexKey: a static list that is never reordered; its items may repeat.
            <DayCard key={`${day.dayNumber}-${index}`} day={day} />
          ))}
        </Stack>
      ) : (
        <EmptyNote>{viewMessages.noDaily}</EmptyNote>
      )}
    </Section>
  );
}
