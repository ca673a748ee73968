import { Group, Loader, Text } from "@mantine/core";
import { useItineraryText } from "../itineraryText";

/**
 * Why a day is the knowledge base's draft (docs/adr/0180-draft-first-generation.md): "writing" while the
 * AI writes it (its version replaces this one when it arrives), "kept" in a finished plan whose AI
 * version did not pass the plan checks.
 */
export type DraftDay = "writing" | "kept";

/** Said at the top of a draft day, above its activities, so it shows with the day folded too. */
export function DraftDayNote({ kind, day }: { kind: DraftDay; day: number }) {
  const t = useItineraryText();
  if (kind === "writing") {
    return (
      <Group gap={6} wrap="nowrap" px="sm" pb="xs" role="status" data-testid="draft-day">
        <Loader size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          {t("draft.dayWriting", { day })}
        </Text>
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed" px="sm" pb="xs" role="note" data-testid="draft-day">
      {t("draft.dayKept")}
    </Text>
  );
}
