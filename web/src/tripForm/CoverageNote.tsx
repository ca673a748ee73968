import { Alert, Chip, Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { TripType } from "../itinerary/types";
import type { CoverageState } from "./useCoverage";

/** Areas named under a covered guide; the rest are counted. */
const AREAS_SHOWN = 5;

export interface CoverageNoteProps {
  state: CoverageState;
  onPick: (destination: string, tripType: TripType) => void;
}

/**
 * What we can plan for the destination, said before the traveller pays (docs/adr/0200-no-sale-without-places.md):
 * the verified guide with its areas and places, the guides of a trip across several places
 * (docs/adr/0210-trips-across-places.md), a guide built from Google Maps (docs/adr/0260-live-grounding.md), or
 * "not yet" (with the live source's reason, when it gave one) and the covered destinations near it.
 */
export function CoverageNote({ state, onPick }: CoverageNoteProps) {
  const { t } = useTranslation("tripForm", { keyPrefix: "coverage" });
  if (state.status === "idle" || state.status === "unknown") return null;
  if (state.status === "checking") {
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        {t("checking", { destination: state.destination })}
      </Text>
    );
  }
  const { coverage } = state;
  if (coverage.covered && coverage.across) {
    const { across } = coverage;
    const guides = across.guides.map((g) => (g.focusRegion ? `${g.focusRegion} (${g.name})` : g.name));
    const places = across.guides.reduce((n, g) => n + g.places, 0);
    const values = { destination: coverage.destination, guides: guides.join(", "), count: guides.length, places };
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status" aria-live="polite">
        <Stack gap={4}>
          <Text size="sm">{t(across.chosenForDays ? "acrossArea" : "across", values)}</Text>
          <Text size="xs" c="dimmed">
            {t("acrossRoute", { guides: values.guides })}
          </Text>
        </Stack>
      </Alert>
    );
  }
  if (coverage.covered && coverage.guide) {
    const { guide } = coverage;
    const areas = guide.regions.map((r) => r.name);
    const values = { destination: coverage.destination, guide: guide.name, places: guide.places, count: areas.length };
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status" aria-live="polite">
        <Stack gap={4}>
          <Text size="sm">
            {guide.source === "google-maps" ? t("live", values) : guide.focusRegion ? t("coveredFocus", { ...values, region: guide.focusRegion }) : t("covered", values)}
          </Text>
          <Text size="xs" c="dimmed">
            {t("areas", { areas: `${areas.slice(0, AREAS_SHOWN).join(", ")}${areas.length > AREAS_SHOWN ? ", …" : ""}` })}
          </Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status" aria-live="polite">
      <Stack gap={6}>
        {/* The live source found it but cannot plan it now: its reason, from the server (docs/adr/0260-live-grounding.md). */}
        <Text size="sm">{coverage.reason ?? t("notYet", { destination: coverage.destination })}</Text>
        {coverage.nearest.length > 0 ? (
          <>
            <Text size="xs" fw={600}>
              {t("nearest")}
            </Text>
            <Group gap={6}>
              {coverage.nearest.map((near) => (
                <Chip key={near.id} size="xs" checked={false} onChange={() => onPick(near.name, near.destinationType)}>
                  {near.name}
                </Chip>
              ))}
            </Group>
          </>
        ) : (
          <Text size="xs">{t("pickCovered")}</Text>
        )}
      </Stack>
    </Alert>
  );
}
