import { Chip, Group, Stack, Text } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { TripType } from "../itinerary/types";
import { SHOWCASE_DESTINATIONS } from "../landing/destinations";
import { LocationAutocomplete } from "../places/LocationAutocomplete";

const GROUPS = [
  { type: "domestic", label: "popularIndia" },
  { type: "international", label: "popularAbroad" }
] as const satisfies readonly { type: TripType; label: string }[];

export interface DestinationPickerProps {
  value: string;
  onType: (text: string) => void;
  /** A suggestion or a popular destination: both know the trip type, which the form may switch. */
  onPick: (destination: string, tripType?: TripType) => void;
  error?: string | undefined;
}

/** The destination: free text with place suggestions, or one of the showcase destinations. */
export function DestinationPicker({ value, onType, onPick, error }: DestinationPickerProps) {
  const { t } = useTranslation("tripForm", { keyPrefix: "destination" });
  const { t: place } = useTranslation("destinations");
  return (
    <Stack gap="sm">
      <LocationAutocomplete
        label={t("label")}
        placeholder={t("placeholder")}
        value={value}
        onChange={onType}
        onPick={(place) => onPick(place.text, place.tripType)}
        detectTripType
        leftSection={<IconMapPin size={18} aria-hidden />}
        error={error}
      />
      {GROUPS.map((group) => (
        <div key={group.type}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={6}>
            {t(group.label)}
          </Text>
          <Group gap={6}>
            {SHOWCASE_DESTINATIONS[group.type].map((destination) => (
              <Chip
                key={destination.name}
                size="xs"
                checked={value === destination.name}
                onChange={() => onPick(destination.name, group.type)}
              >
                {place(`${destination.name}.name`, { defaultValue: destination.name })}
              </Chip>
            ))}
          </Group>
        </div>
      ))}
    </Stack>
  );
}
