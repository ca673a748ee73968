import { Text, Timeline } from "@mantine/core";
import type { Journey } from "@safarnama/journey-map/journey";
import { IconRoute } from "@tabler/icons-react";
import { Fragment } from "react";
import { useItineraryText } from "../itineraryText";
import { distancesFromStart, kmText } from "../journey";
import { LazyMap } from "../map/LazyMap";
import type { GeographicProgression } from "../types";
import { PlanText, usePlanLang } from "./PlanText";
import { PlanFact, Section } from "./Section";

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
  const t = useItineraryText();
  const lang = usePlanLang();
  const stops = progression.regionSequence ?? [];
  const daysLabel = (days: readonly (number | string)[] | undefined) =>
    days?.length ? t("details.days", { count: days.length, days: days.join(", ") }) : "";
  const fromStart = distancesFromStart(stops);
  // Places on the map, not stops: a round trip's start and end are one marker.
  const mapped = new Set(journey?.stops.flatMap((stop) => (stop.at ? [`${stop.at.lat},${stop.at.lon}`] : []))).size;
  return (
    <Section title={t("sections.journey")} icon={IconRoute}>
      {journey && mapped > 0 ? (
        <LazyMap subject={{ kind: "route", journey }} label={t("map.routeLabel", { destination: destination ?? "", count: mapped })} />
      ) : null}
      <Timeline active={stops.length - 1} bulletSize={22} lineWidth={2} role="list" aria-label={t("map.listHeading")}>
        {stops.map((stop, index) => (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list that is never reordered; its items may repeat.
            key={`${stop.regionName}-${index}`}
            role="listitem"
            title={<PlanText>{stop.regionName}</PlanText>}
            bullet={
              <Text span size="xs" fw={700} aria-hidden>
                {index + 1}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              {[
                daysLabel(stop.daysSpent),
                stop.distanceFromPrevious && <PlanText>{stop.distanceFromPrevious}</PlanText>,
                t("details.fromStart", { distance: kmText(fromStart[index] ?? 0) }),
                journey && mapped > 0 && !journey.stops[index]?.at ? t("map.notOnMap") : ""
              ]
                .filter(Boolean)
                .map((part, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, never reordered list of parts.
                  <Fragment key={at}>
                    {at > 0 ? " · " : null}
                    {part}
                  </Fragment>
                ))}
            </Text>
            {stop.reasonForSequencing && (
              <Text size="sm" lang={lang}>
                {stop.reasonForSequencing}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
      <PlanFact label={t("details.routeStrategy")} value={progression.optimizationStrategy} />
      <PlanFact label={t("details.whereToStay")} value={progression.accommodationStrategy} />
    </Section>
  );
}
