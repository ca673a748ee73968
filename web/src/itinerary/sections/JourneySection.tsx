import { Text, Timeline } from "@mantine/core";
import type { Journey } from "@safarnama/journey-map/journey";
import { IconRoute } from "@tabler/icons-react";
import { distancesFromStart, kmText } from "../journey";
import { LazyMap } from "../map/LazyMap";
import { mapMessages } from "../map/mapMessages";
import { sectionTitles } from "../messages";
import type { GeographicProgression } from "../types";
import { Fact, Section } from "./Section";

const daysLabel = (days: readonly (number | string)[] | undefined) =>
  days?.length ? `Day${days.length === 1 ? "" : "s"} ${days.join(", ")}` : "";

/**
 * The route region by region, with the running distance from the start, and the route on a map above it
 * (docs/adr/0121-journey-map.md). The list is the map's text alternative: a list for screen readers,
 * numbered as the map's markers, and it says which places are not on the map yet.
 */
export function JourneySection({
  progression,
  journey,
  destination
}: {
  progression: GeographicProgression;
  journey?: Journey;
  destination?: string;
}) {
  const stops = progression.regionSequence ?? [];
  const fromStart = distancesFromStart(stops);
  // Places on the map, not stops: a round trip's start and end are one marker.
  const mapped = new Set(journey?.stops.flatMap((stop) => (stop.at ? [`${stop.at.lat},${stop.at.lon}`] : []))).size;
  return (
    <Section title={sectionTitles.journey} icon={IconRoute}>
      {journey && mapped > 0 ? (
        <LazyMap subject={{ kind: "route", journey }} label={mapMessages.routeLabel(destination ?? "", mapped)} />
      ) : null}
      <Timeline active={stops.length - 1} bulletSize={22} lineWidth={2} role="list" aria-label={mapMessages.listHeading}>
        {stops.map((stop, index) => (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list that is never reordered; its items may repeat.
            key={`${stop.regionName}-${index}`}
            role="listitem"
            title={stop.regionName}
            bullet={
              <Text span size="xs" fw={700} aria-hidden>
                {index + 1}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              {[
                daysLabel(stop.daysSpent),
                stop.distanceFromPrevious,
                `${kmText(fromStart[index] ?? 0)} from start`,
                journey && mapped > 0 && !journey.stops[index]?.at ? mapMessages.notOnMap : ""
              ]
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
