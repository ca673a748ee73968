import { Group, Text, Title } from "@mantine/core";
import { useLanguage } from "../i18n/useLanguage";
import { TripTypeIcon } from "../itinerary/tripIcons";
import { useMyItinerariesText } from "./myItinerariesText";

export interface CardHeadingProps {
  destination: string;
  destinationType: string;
  duration: number;
  travelDates?: string | undefined;
}

/** What every card starts with: destination, type icon, length and (when known) travel dates. */
export function CardHeading({ destination, destinationType, duration, travelDates }: CardHeadingProps) {
  const t = useMyItinerariesText();
  const { travelDates: dates } = useLanguage();
  return (
    <div>
      <Group gap={8} wrap="nowrap" align="center">
        <TripTypeIcon type={destinationType} />
        <Title order={3} fz={18} lineClamp={1}>
          {destination}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mt={2}>
        {t("days", { count: duration })}
        {travelDates ? ` · ${dates(travelDates)}` : ""}
      </Text>
    </div>
  );
}
