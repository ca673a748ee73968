import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../i18n/useLanguage";
import type { OptionGroup } from "../tripForm/messages";
import { capitalise } from "./format";
import { useItineraryText } from "./itineraryText";
import { shareItinerary } from "./share";
import { shareSummary } from "./shareText";
import { TripTypeIcon } from "./tripIcons";
import type { Itinerary } from "./types";

interface Tile {
  label: string;
  value: string | undefined;
}

/** The trip at a glance: '{destination} Travel Itinerary' and its tiles. Share is its only action:
 * the device's share sheet where there is one, else the link is copied. `share` false leaves it out
 * (a plan still being written, or one that failed, is not for sharing). */
export function ItineraryHeader({ itinerary, share = true }: { itinerary: Itinerary; share?: boolean }) {
  const t = useItineraryText();
  const { t: options } = useTranslation("options");
  const { travelDates } = useLanguage();
  // The trip form's option labels, in the reader's language; a value the form does not offer (an older
  // itinerary's) is shown as it came, capitalised.
  const option = (group: OptionGroup, id: string | undefined) =>
    id ? options(`${group}.${id}` as never, { defaultValue: capitalise(id) }) : undefined;
  const title = t("header.title", { destination: itinerary.destination });
  const tiles: Tile[] = [
    { label: t("header.duration"), value: t("header.days", { count: itinerary.duration }) },
    { label: t("header.travelDates"), value: itinerary.travelDates ? travelDates(itinerary.travelDates) : undefined },
    { label: t("header.budget"), value: option("budget", itinerary.budget) },
    { label: t("header.tripType"), value: option("tripType", itinerary.destinationType) },
    { label: t("header.travelStyle"), value: option("travelStyle", itinerary.travelStyle) },
    // Optional tiles: shown when the itinerary says.
    { label: t("header.stay"), value: option("accommodation", itinerary.accommodation) },
    { label: t("header.transport"), value: option("transportation", itinerary.transportation) },
    { label: t("header.dietary"), value: option("dietary", itinerary.dietaryRestrictions) },
    { label: t("header.group"), value: option("travellingWith", itinerary.travellingWith) }
  ];
  return (
    <Paper radius="lg" p={{ base: "md", sm: "xl" }} className="itinerary-header" withBorder>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <TripTypeIcon type={itinerary.destinationType} size={26} />
            <Title order={1} fz={{ base: 24, sm: 34 }}>
              {title}
            </Title>
          </Group>
          {share ? (
            <Button
              variant="light"
              radius="xl"
              leftSection={<IconShare size={18} aria-hidden />}
              onClick={() => void shareItinerary(itinerary.shareUrl, `${itinerary.destination} Travel Itinerary`, shareSummary(itinerary))}
              className="no-print"
            >
              {t("header.share")}
            </Button>
          ) : null}
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
