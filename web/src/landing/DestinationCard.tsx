import { Text, UnstyledButton } from "@mantine/core";
import { IconArrowRight, IconCheck } from "@tabler/icons-react";
import { useId } from "react";
import { DESTINATION_ICONS } from "./destinationIcons";
import type { ShowcaseDestination } from "./destinations";
import classes from "./Landing.module.css";
import { GENERATION_IN_PROGRESS_LABEL } from "./useStartPlanning";

interface DestinationCardProps {
  destination: ShowcaseDestination;
  disabled: boolean;
  onChoose: () => void;
}

/** A showcase tile; hovering or focusing it reveals three highlights and the 'Make Itinerary' hint. */
export function DestinationCard({ destination, disabled, onChoose }: DestinationCardProps) {
  const detailsId = useId();
  const Icon = DESTINATION_ICONS[destination.name];
  return (
    <UnstyledButton
      className={classes.card}
      style={{ background: destination.gradient }}
      onClick={onChoose}
      disabled={disabled}
      aria-label={`Make Itinerary for ${destination.name}`}
      aria-describedby={detailsId}
      data-testid="destination-card"
    >
      {Icon && (
        <span className={classes.cardIcon}>
          <Icon size={44} stroke={1.4} aria-hidden />
        </span>
      )}
      <Text component="span" fz="xs" fw={700} tt="uppercase" style={{ letterSpacing: "0.08em", opacity: 0.9 }}>
        {destination.tagline}
      </Text>
      <Text component="span" fz={26} fw={800} lh={1.2}>
        {destination.name}
      </Text>
      <span id={detailsId}>
        <Text component="span" display="block" fz="sm" mt={6} style={{ opacity: 0.95 }}>
          {destination.description}
        </Text>
        <span className={classes.reveal}>
          <span>
            {destination.highlights.map((highlight) => (
              <span key={highlight} className={classes.highlight}>
                <IconCheck size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                {highlight}
              </span>
            ))}
            <span className={classes.hint} aria-hidden>
              {disabled ? GENERATION_IN_PROGRESS_LABEL : "Make Itinerary"}
              {!disabled && <IconArrowRight size={16} />}
            </span>
          </span>
        </span>
      </span>
    </UnstyledButton>
  );
}
