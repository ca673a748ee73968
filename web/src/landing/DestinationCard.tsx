import { Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconArrowRight, IconCheck } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DESTINATION_ICONS } from "./destinationIcons";
import type { ShowcaseDestination } from "./destinations";
import classes from "./Landing.module.css";

interface DestinationCardProps {
  destination: ShowcaseDestination;
  disabled: boolean;
  onChoose: () => void;
}

/**
 * A showcase tile; hovering or focusing it reveals three highlights and the 'Make Itinerary' hint.
 * The hint is the card's one button, stretched over the whole tile: the tile stays readable content
 * (a heading and a list) and the button's name says what it does ("Make Itinerary for Goa").
 */
export function DestinationCard({ destination, disabled, onChoose }: DestinationCardProps) {
  const nameId = useId();
  const Icon = DESTINATION_ICONS[destination.name];
  const { t } = useTranslation("landing");
  // By the English name, which stays the trip request's destination; a missing one falls back to English.
  const { t: tDestination } = useTranslation("destinations", { keyPrefix: destination.name });
  const name = tDestination("name");
  return (
    <article
      className={classes.card}
      style={{ background: destination.gradient }}
      aria-labelledby={nameId}
      data-disabled={disabled || undefined}
      data-testid="destination-card"
    >
      {Icon && (
        <span className={classes.cardIcon}>
          <Icon size={44} stroke={1.4} aria-hidden />
        </span>
      )}
      <Text fz="xs" fw={700} tt="uppercase" style={{ letterSpacing: "0.08em", opacity: 0.95 }}>
        {tDestination("tagline")}
      </Text>
      <Text component="h3" id={nameId} fz={26} fw={800} lh={1.2} m={0}>
        {name}
      </Text>
      <Text fz="sm" mt={6}>
        {tDestination("description")}
      </Text>
      <div className={classes.reveal}>
        <div>
          <ul className={classes.highlights} aria-label={t("showcase.highlights", { name })}>
            {(["0", "1", "2"] as const).map((index) => (
              <li key={index} className={classes.highlight}>
                <IconCheck size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                {tDestination(`highlights.${index}`)}
              </li>
            ))}
          </ul>
          <UnstyledButton className={classes.hint} onClick={onChoose} disabled={disabled}>
            {disabled ? (
              t("generationInProgress")
            ) : (
              <>
                {t("showcase.makeItinerary")}
                <VisuallyHidden>{t("showcase.makeItineraryFor", { name })}</VisuallyHidden>
                <IconArrowRight size={16} aria-hidden />
              </>
            )}
          </UnstyledButton>
        </div>
      </div>
    </article>
  );
}
