import { Alert, Button, Group, List, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { localize } from "../../i18n/localize";
import type { EditEvent, EditSnapshot } from "../../machines/itineraryEdit.machine";

/**
 * What the edit flow has to tell the owner: a 409 (with Reload), a kept change after it, a refusal with
 * its reasons, a failure (with Try again) and a running regeneration's progress.
 */
export function EditNotices({ snapshot, send }: { snapshot: EditSnapshot; send: (event: EditEvent) => void }) {
  const { t } = useTranslation("refine");
  const { conflict, refusal, error, pending, regeneration } = snapshot.context;
  const step = (name: string) => snapshot.matches({ editing: name as "ready" });

  if (step("conflict") || step("reloading"))
    return (
      <Alert color="orange" title={t("conflict.title")} role="alert" className="no-print">
        <Stack gap="xs">
          <Text size="sm">{localize(conflict ?? "")}</Text>
          <Group>
            <Button size="compact-md" loading={step("reloading")} onClick={() => send({ type: "RELOAD" })}>
              {t("conflict.reload")}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  if (step("refused") && refusal)
    return (
      <Alert color="red" title={t("refused.title")} role="alert" className="no-print" withCloseButton onClose={() => send({ type: "DISMISS" })}>
        {refusal.problems.length ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t("refused.reasons")}
            </Text>
            <List size="sm" data-testid="refusal-reasons">
              {refusal.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Stack>
        ) : (
          <Text size="sm">{localize(refusal.message)}</Text>
        )}
      </Alert>
    );
  if (step("failed"))
    return (
      <Alert color="red" title={t("failed.title")} role="alert" className="no-print">
        <Stack gap="xs">
          <Text size="sm">{localize(error ?? "")}</Text>
          <Group gap="xs">
            {pending ? (
              <Button size="compact-md" onClick={() => send({ type: "RETRY" })}>
                {t("failed.retry")}
              </Button>
            ) : null}
            <Button size="compact-md" variant="default" onClick={() => send({ type: "DISMISS" })}>
              {t("failed.dismiss")}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  if (snapshot.matches({ editing: "regenerating" })) {
    const progress = regeneration?.progress;
    const percent = progress && progress.total > 0 ? Math.round((100 * progress.done) / progress.total) : 0;
    return (
      <Alert color="blue" className="no-print" role="status" data-testid="regeneration-progress">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {progress ? t("regenerate.progress", { done: progress.done, total: progress.total }) : t("regenerate.starting")}
          </Text>
          <Progress value={percent} aria-hidden />
          {progress?.section ? (
            <Text size="xs" c="dimmed">
              {t("regenerate.section", { section: progress.section })}
            </Text>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  // Back on a current revision after a 409: the change that could not be sent is still here.
  if (step("ready") && pending)
    return (
      <Alert color="yellow" className="no-print" role="status">
        <Stack gap="xs">
          <Text size="sm">{t("conflict.kept")}</Text>
          <Group gap="xs">
            <Button size="compact-md" onClick={() => send({ type: "RETRY" })}>
              {t("conflict.retry")}
            </Button>
            <Button size="compact-md" variant="default" onClick={() => send({ type: "DISCARD" })}>
              {t("conflict.discard")}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  return null;
}
