import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { ACCOMMODATIONS, DIETARY, labelOf, TRANSPORTS, TRAVEL_STYLES } from "../tripForm/options";
import { capitalise, daysTitle } from "./format";
import { shareItinerary } from "./share";
import { shareSummary } from "./shareText";
import { TripTypeIcon } from "./tripIcons";
import type { Itinerary } from "./types";

interface Tile {
  label: string;
  value: string | undefined;
}

/** The trip at a glance: '{destination} Travel Itinerary' and its tiles. Share is its only action:
 * the device's share sheet where there is one, else the link is copied. */
export function ItineraryHeader({ itinerary }: { itinerary: Itinerary }) {
  const tiles: Tile[] = [
    { label: "Duration", value: daysTitle(itinerary.duration) },
    { label: "Travel Dates", value: itinerary.travelDates },
    { label: "Budget", value: capitalise(itinerary.budget) },
    { label: "Trip Type", value: capitalise(itinerary.destinationType) },
    { label: "Travel Style", value: labelOf(TRAVEL_STYLES, itinerary.travelStyle) ?? capitalise(itinerary.travelStyle) },
    // Optional tiles: shown when the itinerary says.
    { label: "Stay", value: labelOf(ACCOMMODATIONS, itinerary.accommodation) ?? capitalise(itinerary.accommodation) },
    { label: "Transport", value: labelOf(TRANSPORTS, itinerary.transportation) ?? capitalise(itinerary.transportation) },
    { label: "Dietary", value: labelOf(DIETARY, itinerary.dietaryRestrictions) ?? capitalise(itinerary.dietaryRestrictions) },
    { label: "Group", value: itinerary.travellingWith }
  ];
  return (
    <Paper radius="lg" p={{ base: "md", sm: "xl" }} className="itinerary-header" withBorder>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <TripTypeIcon type={itinerary.destinationType} size={26} />
            <Title order={1} fz={{ base: 24, sm: 34 }}>
              {itinerary.destination} Travel Itinerary
            </Title>
          </Group>
          <Button
            variant="light"
            radius="xl"
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={() => void shareItinerary(itinerary.shareUrl, `${itinerary.destination} Travel Itinerary`, shareSummary(itinerary))}
            className="no-print"
          >
            Share
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
          {tiles
            .filter((tile) => tile.value)
            .map((tile) => (
              <Paper key={tile.label} radius="md" p="xs" bg="var(--mantine-color-gray-0)">
                <Text size="xs" c="dimmed">
                  {tile.label}
                </Text>
                <Text size="sm" fw={600}>
                  {tile.value}
                </Text>
              </Paper>
            ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
