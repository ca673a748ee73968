import { Alert, Button, Card, Group, Progress, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconEye, IconRefresh, IconSparkles } from "@tabler/icons-react";
import { Link } from "react-router";
import { localize } from "../i18n/localize";
import type { GeneratingItinerary } from "../stores/generating";
import { CardHeading } from "./CardHeading";
import { useMyItinerariesText } from "./myItinerariesText";

export const PROGRESS_DISPLAY_DEBOUNCE_MS = 100;

export interface GeneratingCardProps {
  item: GeneratingItinerary;
  /** The tracker gave up: why, with Retry (restarts polling) and Dismiss. */
  failure?: string | undefined;
  /** The share link token of the draft the server saved, while the AI writes the days. */
  preview?: string | undefined;
  onRetry: () => void;
  onDismiss: () => void;
}

/**
 * An itinerary being written: progress bar, remaining time and percentage, and Preview once there is a
 * draft to look at (docs/adr/0180-draft-first-generation.md); or the failure banner.
 */
export function GeneratingCard({ item, failure, preview, onRetry, onDismiss }: GeneratingCardProps) {
  // Spec section 9: the displayed progress settles for 100 ms before it moves (a server burst is one step).
  const [progress] = useDebouncedValue(item.progress, PROGRESS_DISPLAY_DEBOUNCE_MS);
  const t = useMyItinerariesText();
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={item.destination} aria-busy={!failure}>
      <Stack gap="sm">
        <CardHeading {...item} />
        {failure ? (
          <Alert color="red" variant="light" radius="md" title={t("generationFailed")}>
            <Stack gap="xs">
              <Text size="sm">{localize(failure)}</Text>
              <Group gap="xs">
                <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
                  {t("retry")}
                </Button>
                <Button size="xs" variant="subtle" color="gray" onClick={onDismiss}>
                  {t("dismiss")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Stack gap={6}>
            <Group gap={6} wrap="nowrap">
              <IconSparkles size={16} aria-hidden />
              <Text size="sm" fw={500}>
                {t("generating")}
              </Text>
            </Group>
            <Progress
              value={progress}
              animated
              radius="xl"
              size="md"
              aria-label={t("progressLabel", { destination: item.destination })}
            />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {localize(item.estimatedTimeRemaining)}
              </Text>
              <Text size="xs" fw={600}>
                {progress}%
              </Text>
            </Group>
            {preview ? (
              <Button
                component={Link}
                to={`/itinerary/${preview}`}
                size="xs"
                variant="light"
                leftSection={<IconEye size={16} aria-hidden />}
              >
                {t("preview")}
              </Button>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
