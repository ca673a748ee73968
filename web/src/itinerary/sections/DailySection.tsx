import { Stack } from "@mantine/core";
import type { DayPlan } from "@safarnama/journey-map/journey";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useItineraryText } from "../itineraryText";
import type { ItineraryDay } from "../types";
import { DayCard } from "./DayCard";
import type { DraftDay } from "./DraftDayNote";
import type { PlaceFactsMap } from "./GoogleFacts";
import { EmptyNote, Section } from "./Section";

/**
 * `mapDays`: each day's stops for its map, in the same order as `days`. `draftDays`: the days that are
 * the knowledge base's draft, each said at its top as `draft`.
 */
export function DailySection({
  days,
  mapDays,
  facts,
  draftDays,
  draft = "kept"
}: {
  days: readonly ItineraryDay[] | undefined;
  mapDays?: readonly DayPlan[];
  facts?: PlaceFactsMap;
  draftDays?: readonly number[] | undefined;
  draft?: DraftDay;
}) {
  const t = useItineraryText();
  return (
    <Section title={t("sections.daily")} icon={IconCalendarEvent}>
      {days?.length ? (
        <Stack gap="sm">
          {days.map((day, index) => (
// biome-ignore lint/suspicious/noArrayIndexKey: a static list that is never reordered; its items may repeat.
            <DayCard key={`${day.dayNumber}-${index}`} day={day} mapDay={mapDays?.[index]} facts={facts} draft={draftDays?.includes(day.dayNumber) ? draft : undefined} />
          ))}
        </Stack>
      ) : (
        <EmptyNote>{t("view.noDaily")}</EmptyNote>
      )}
    </Section>
  );
}
