import { Text } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { useLanguage } from "../../i18n/useLanguage";
import { useItineraryText } from "../itineraryText";
import type { Itinerary } from "../types";

export type PlaceFactsMap = Itinerary["placeFacts"];
type Facts = NonNullable<PlaceFactsMap>[string];

/**
 * What Google says of a hotel or sight, when the server has a Google key (docs/adr/0161-google-place-details.md):
 * its rating and count, said to be Google's, and its hours as Google writes them. Without facts, nothing:
 * never a "0" or an empty star.
 */
export function GoogleFacts({ facts, hours = true }: { facts: Facts | undefined; hours?: boolean }) {
  const t = useItineraryText();
  const { number } = useLanguage();
  if (!facts) return null;
  const rated = facts.rating !== undefined && facts.rating > 0;
  return (
    <>
      {rated && (
        <Text size="xs" data-testid="google-rating">
          <IconStar size={12} aria-hidden /> {t("details.googleRating", { rating: facts.rating!.toFixed(1), ratings: number(facts.userRatingCount ?? 0) })}
        </Text>
      )}
      {hours && facts.weekdayHours?.length ? (
        <Text size="xs" c="dimmed" data-testid="google-hours">
          {t("details.googleHours", { hours: facts.weekdayHours.join(" · ") })}
        </Text>
      ) : null}
    </>
  );
}
