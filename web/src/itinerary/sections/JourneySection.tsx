import { Text, Timeline } from "@mantine/core";
import { IconRoute } from "@tabler/icons-react";
import { distancesFromStart, kmText } from "../journey";
import { sectionTitles } from "../messages";
import type { GeographicProgression } from "../types";
import { Fact, Section } from "./Section";

const daysLabel = (days: readonly (number | string)[] | undefined) =>
  days?.length ? `Day${days.length === 1 ? "" : "s"} ${days.join(", ")}` : "";

/** The route region by region, with the running distance from the start. */
export function JourneySection({ progression }: { progression: GeographicProgression }) {
  const stops = progression.regionSequence ?? [];
  const fromStart = distancesFromStart(stops);
  return (
    <Section title={sectionTitles.journey} icon={IconRoute}>
      <Timeline active={stops.length - 1} bulletSize={22} lineWidth={2}>
        {stops.map((stop, index) => (
// biome-ignore lint/suspicious/noArrayIndexKey: a static list that is never reordered; its items may repeat.
          <Timeline.Item key={`${stop.regionName}-${index}`} title={stop.regionName}>
            <Text size="xs" c="dimmed">
              {[daysLabel(stop.daysSpent), stop.distanceFromPrevious, `${kmText(fromStart[index] ?? 0)} from start`]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            {stop.reasonForSequencing && <Text size="sm">{stop.reasonForSequencing}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
      <Fact label="Route strategy" value={progression.optimizationStrategy} />
      <Fact label="Where to stay" value={progression.accommodationStrategy} />
    </Section>
  );
}
