import { Button, Group, Text } from "@mantine/core";
import { IconArrowBackUp, IconEdit, IconGitCompare, IconHistory } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export interface EditToolbarProps {
  editing: boolean;
  busy: boolean;
  /** Edit mode may be left (not while a change is in flight, nor after a 409 before the reload). */
  canLeave: boolean;
  revision: number;
  onEdit: () => void;
  onDone: () => void;
  onUndo: () => void;
  onHistory: () => void;
  onCompare: () => void;
}

/** The owner's edit toggle and, while editing, undo, history and compare. Buttons only: fits 390 px. */
export function EditToolbar({ editing, busy, canLeave, revision, onEdit, onDone, onUndo, onHistory, onCompare }: EditToolbarProps) {
  const { t } = useTranslation("refine");
  if (!editing)
    return (
      <Group className="no-print" justify="flex-end">
        <Button variant="light" radius="xl" leftSection={<IconEdit size={18} aria-hidden />} onClick={onEdit}>
          {t("edit")}
        </Button>
      </Group>
    );
  return (
    <Group className="no-print" gap="xs" justify="space-between" role="toolbar" aria-label={t("editing", { revision })}>
      <Text size="sm" c="dimmed" data-testid="editing-revision">
        {busy ? t("saving") : t("editing", { revision })}
      </Text>
      <Group gap="xs">
        {/* An undo restores the revision before the current one: it never skips one. */}
        <Button
          variant="default"
          radius="xl"
          size="compact-md"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          disabled={busy || revision <= 1}
          title={revision > 1 ? t("undoHint", { revision: revision - 1 }) : undefined}
          onClick={onUndo}
        >
          {t("undo")}
        </Button>
        <Button variant="default" radius="xl" size="compact-md" leftSection={<IconHistory size={16} aria-hidden />} onClick={onHistory}>
          {t("history")}
        </Button>
        <Button variant="default" radius="xl" size="compact-md" leftSection={<IconGitCompare size={16} aria-hidden />} disabled={revision <= 1} onClick={onCompare}>
          {t("compare")}
        </Button>
        <Button radius="xl" size="compact-md" disabled={!canLeave} onClick={onDone}>
          {t("doneEditing")}
        </Button>
      </Group>
    </Group>
  );
}
