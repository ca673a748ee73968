import type { ItineraryHistory } from "@contract/refine";
import { Badge, Button, Drawer, Group, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/useLanguage";
import { refineApi } from "./refineApi";

type Loaded = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; history: ItineraryHistory };

/** The history, newest first, read again whenever the revision changes while it is open. */
export function useHistory(itineraryId: string, revision: number, open: boolean): Loaded {
  const [state, setState] = useState<Loaded>({ kind: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision is a new history entry to read.
  useEffect(() => {
    if (!open) return;
    let live = true;
    setState({ kind: "loading" });
    refineApi.history(itineraryId).then(
      (history) => live && setState({ kind: "loaded", history }),
      () => live && setState({ kind: "failed" })
    );
    return () => {
      live = false;
    };
  }, [itineraryId, revision, open]);
  return state;
}

/** Every revision with what changed, who and when; any earlier one can be restored (as a new revision). */
export function HistoryPanel(props: {
  itineraryId: string;
  revision: number;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onRestore: (revision: number) => void;
}) {
  const { t } = useTranslation("refine");
  const { t: layout } = useTranslation("layout");
  const { date } = useLanguage();
  const state = useHistory(props.itineraryId, props.revision, props.opened);
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title={t("historyPanel.title")} position="right" size="md" closeButtonProps={{ "aria-label": layout("closeDialog") }}>
      {state.kind === "loading" ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t("historyPanel.loading")}</Text>
        </Group>
      ) : state.kind === "failed" ? (
        <Text c="red" role="alert">
          {t("historyPanel.failed")}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("historyPanel.title")}>
          {state.history.revisions.map((entry) => (
            <Stack key={entry.revision} component="li" gap={2} data-testid={`revision-${entry.revision}`}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Text fw={700} size="sm">
                    {t("historyPanel.revision", { revision: entry.revision })}
                  </Text>
                  {entry.revision === state.history.current ? (
                    <Badge size="sm" variant="light">
                      {t("historyPanel.current")}
                    </Badge>
                  ) : null}
                </Group>
                {entry.revision < state.history.current ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={props.busy}
                    aria-label={`${t("historyPanel.restore")} ${t("historyPanel.revision", { revision: entry.revision })}`}
                    onClick={() => props.onRestore(entry.revision)}
                  >
                    {t("historyPanel.restore")}
                  </Button>
                ) : null}
              </Group>
              <Text size="sm">{entry.summary}</Text>
              <Text size="xs" c="dimmed">
                {t("historyPanel.by", { by: entry.by })} · {date(new Date(entry.at))}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
