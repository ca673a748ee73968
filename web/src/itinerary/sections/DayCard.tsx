import { Anchor, Badge, Collapse, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import type { DayPlan } from "@safarnama/journey-map/journey";
import { IconChevronDown, IconRoute } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useLanguage } from "../../i18n/useLanguage";
import { TEXT_GREEN } from "../colours";
import { dayDirectionsUrl } from "../directions";
import { ActivitySlot, DaySlot } from "../edit/slots";
import { costText, rupees } from "../format";
import { activityIcon, dayIcon } from "../icons";
import { useItineraryText } from "../itineraryText";
import { LazyMap } from "../map/LazyMap";
import { MAP_COLOURS } from "@safarnama/journey-map/svg";
import type { ItineraryDay } from "../types";
import { type DraftDay, DraftDayNote } from "./DraftDayNote";
import { GoogleFacts, type PlaceFactsMap } from "./GoogleFacts";
import { PlaceLink } from "./PlaceLink";
import { VerifiedMark } from "./PlanChecksPanel";
import { PlanText, usePlanLang, withPlanText } from "./PlanText";

/** The day list's stop numbers wear the map markers' colour, so the two read as one. */
const MAP_MARKER_COLOUR = MAP_COLOURS.marker;

/**
 * One day: a header that opens and closes the day (open by default), then its activities. `draft`: the
 * day is the knowledge base's draft, and why.
 */
export function DayCard({
  day,
  mapDay,
  facts,
  draft
}: {
  day: ItineraryDay;
  mapDay?: DayPlan | undefined;
  facts?: PlaceFactsMap;
  draft?: DraftDay | undefined;
}) {
  const t = useItineraryText();
  const { language } = useLanguage();
  const lang = usePlanLang();
  const [open, setOpen] = useState(true);
  const panelId = useId();
  const DayIcon = dayIcon(day.theme);
  // Absent for a day of fewer than two places: each place keeps its own maps link.
  const directions = dayDirectionsUrl(day);
  // The day's map shows the stops the knowledge base can place; the activities above list them all.
  const mappedStops = mapDay?.stops.flatMap((stop) => (stop.at ? [stop.name] : [])) ?? [];
  return (
    <Paper withBorder radius="md" className="day-card">
      <UnstyledButton
        w="100%"
        p="sm"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon radius="xl" variant="light">
              <DayIcon size={18} aria-hidden />
            </ThemeIcon>
            <div>
              <Text fw={700}>
                {t("details.day", { day: day.dayNumber })}
                {day.theme ? (
                  <>
                    {": "}
                    <PlanText>{day.theme}</PlanText>
                  </>
                ) : null}
              </Text>
              <Text size="xs" c="dimmed" lang={lang}>
                {[day.region, day.subArea].filter(Boolean).join(" · ")}
              </Text>
            </div>
          </Group>
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: open ? "rotate(180deg)" : undefined, transition: "transform 150ms" }}
          />
        </Group>
      </UnstyledButton>
      {draft ? <DraftDayNote kind={draft} day={day.dayNumber} /> : null}
      <Collapse expanded={open} id={panelId} className="day-card-body">
        <Stack gap="sm" px="sm" pb="sm">
          {day.note && (
            <Text size="sm" fs="italic">
              {t("details.note", { note: day.note })}
            </Text>
          )}
          {day.activities?.map((activity, index) => {
            const ActivityIcon = activityIcon(activity.type, activity.title);
            const { details } = activity;
            // The number of its marker on the day's map below, where the map shows it (ADR 0190).
            const stop = mapDay?.stopOfActivity[index];
            const onMap = stop !== undefined && mapDay?.stops[stop - 1]?.at !== undefined ? stop : undefined;
            return (
// biome-ignore lint/suspicious/noArrayIndexKey: a static list that is never reordered; its items may repeat.
              <Group key={`${activity.time}-${activity.title}-${index}`} gap="sm" align="flex-start" wrap="nowrap">
                {onMap === undefined ? (
                  <ThemeIcon size="md" variant="default" radius="md">
                    <ActivityIcon size={16} aria-hidden />
                  </ThemeIcon>
                ) : (
                  <ThemeIcon size="md" radius="xl" color={MAP_MARKER_COLOUR} className="map-stop-number" role="img" aria-label={t("map.stopNumber", { number: onMap })}>
                    <Text span fz="xs" fw={700} c="white" aria-hidden>
                      {onMap}
                    </Text>
                  </ThemeIcon>
                )}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm">
                    {activity.time && (
                      <Text span fw={700} mr={6}>
                        {activity.time}
                      </Text>
                    )}
                    <PlaceLink name={details?.location || activity.title} near={day.region}>
                      {activity.title}
                    </PlaceLink>
                    {activity.placeId && <VerifiedMark />}
                  </Text>
                  {details?.description && (
                    <Text size="sm" lang={lang}>
                      {details.description}
                    </Text>
                  )}
                  {activity.id && <GoogleFacts facts={facts?.[`activity:${activity.id}`]} />}
                  {/* The owner's own note (docs/adr/0130-refine-itinerary.md). */}
                  {activity.note && (
                    <Text size="sm" fs="italic">
                      {t("details.note", { note: activity.note })}
                    </Text>
                  )}
                  <Group gap={6}>
                    {details?.duration && (
                      <Badge variant="light" size="sm" lang={lang}>
                        {details.duration}
                      </Badge>
                    )}
                    {details?.cost !== undefined && (
                      <Badge
                        variant="light"
                        color={TEXT_GREEN}
                        size="sm"
                        aria-label={activity.costFact?.status === "estimated" && Number(details.cost) > 0 ? t("details.costEstimatedLabel", { cost: rupees(details.cost, language) }) : undefined}
                      >
                        {costText(
                          activity,
                          {
                            free: t("details.free"),
                            bookSeparately: t("details.bookSeparately"),
                            estimated: (cost) => t("details.costEstimated", { cost }),
                            asOf: (cost, date) => t("details.costAsOf", { cost, date }),
                          },
                          language,
                        )}
                      </Badge>
                    )}
                    {details?.travelTime && (
                      <Badge variant="outline" color="gray.7" size="sm" lang={lang}>
                        {details.distanceFromPrevious ? `${details.distanceFromPrevious}, ` : ""}
                        {details.travelTime}
                      </Badge>
                    )}
                  </Group>
                  <ActivitySlot day={day} activity={activity} />
                </Stack>
              </Group>
            );
          })}
          <DaySlot day={day} />
          {mappedStops.length ? <LazyMap subject={{ kind: "day", day: mapDay! }} label={t("map.dayLabel", { day: day.dayNumber, names: mappedStops.join(", ") })} /> : null}
          {directions ? (
            <Anchor href={directions} target="_blank" rel="noopener noreferrer" size="sm" fw={600} w="fit-content">
              <Group gap={4} wrap="nowrap" component="span">
                <IconRoute size={16} aria-hidden />
                {t("exports.directions", { day: day.dayNumber })}
              </Group>
            </Anchor>
          ) : null}
          {day.visitedAttractions?.length ? (
            <Text size="xs" c="dimmed">
              {withPlanText((names) => t("details.attractions", { names }), day.visitedAttractions.join(", "))}
            </Text>
          ) : null}
        </Stack>
      </Collapse>
    </Paper>
  );
}
