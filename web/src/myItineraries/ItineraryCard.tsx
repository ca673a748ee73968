import { Alert, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconEye, IconShare, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { useLanguage } from "../i18n/useLanguage";
import { mediumDate } from "../itinerary/format";
import { shareItinerary } from "../itinerary/share";
import { shareSummary } from "../itinerary/shareText";
import type { Itinerary } from "../itinerary/types";
import { CardHeading } from "./CardHeading";
import { useMyItinerariesText } from "./myItinerariesText";

export interface ItineraryCardProps {
  itinerary: Itinerary;
  deleting: boolean;
  onDelete: (itinerary: Itinerary) => void;
}

/** A finished itinerary (or one the server failed to write): creation date and its actions. */
export function ItineraryCard({ itinerary, deleting, onDelete }: ItineraryCardProps) {
  const failed = itinerary.status === "failed";
  const t = useMyItinerariesText();
  const { language } = useLanguage();
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={itinerary.destination}>
      <Stack gap="sm" h="100%" justify="space-between">
        <CardHeading {...itinerary} />
        {failed ? (
          <Alert color="red" variant="light" title={t("generationFailed")} radius="md">
            {itinerary.failureReason}
          </Alert>
        ) : (
          <Text size="sm">{t("created", { date: mediumDate(itinerary.createdAt, language) })}</Text>
        )}
        <Group gap="xs" grow>
          {!failed && (
            <Button
              component={Link}
              to={`/itinerary/${itinerary.shareUrl}`}
              size="xs"
              variant="light"
              leftSection={<IconEye size={16} aria-hidden />}
            >
              {t("preview")}
            </Button>
          )}
          {!failed && (
            <Button
              size="xs"
              variant="light"
              color="gray"
              leftSection={<IconShare size={16} aria-hidden />}
              // The device's share sheet where there is one, else the link is copied (ADR 0120).
              onClick={() => void shareItinerary(itinerary.shareUrl, `${itinerary.destination} Travel Itinerary`, shareSummary(itinerary))}
            >
              {t("share")}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={deleting}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(itinerary)}
            aria-label={t("deleteLabel", { destination: itinerary.destination })}
          >
            {t("delete")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
