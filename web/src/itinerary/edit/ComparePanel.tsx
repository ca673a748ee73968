import type { RevisionComparison } from "@contract/refine";
import { Badge, Button, Group, List, Loader, Modal, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/useLanguage";

type Loaded = { kind: "idle" } | { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; comparison: RevisionComparison };

const COST_LINES = ["accommodation", "food", "activities", "total"] as const;

/** Two revisions side by side, day by day: what was added, removed, moved; hotels; costs. */
export function ComparePanel(props: {
  revision: number;
  opened: boolean;
  onClose: () => void;
  compare: (from: number, to: number) => Promise<RevisionComparison>;
}) {
  const { t } = useTranslation("refine");
  const { t: layout } = useTranslation("layout");
  const [from, setFrom] = useState(Math.max(1, props.revision - 1));
  const [to, setTo] = useState(props.revision);
  const [state, setState] = useState<Loaded>({ kind: "idle" });
  const { compare } = props;
  // Each opening starts from the latest change: the revision before the current one against it.
  useEffect(() => {
    if (!props.opened) return;
    setFrom(Math.max(1, props.revision - 1));
    setTo(props.revision);
    setState({ kind: "idle" });
  }, [props.opened, props.revision]);

  const run = () => {
    setState({ kind: "loading" });
    compare(from, to).then(
      (comparison) => setState({ kind: "loaded", comparison }),
      () => setState({ kind: "failed" })
    );
  };
  const revisions = Array.from({ length: props.revision }, (_, i) => ({ value: String(i + 1), label: t("comparePanel.revisionOption", { revision: i + 1 }) }));
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t("comparePanel.title")} size="lg" closeButtonProps={{ "aria-label": layout("closeDialog") }}>
      <Stack gap="md">
        <Group grow align="flex-end" gap="xs">
          <NativeSelect label={t("comparePanel.from")} value={String(from)} data={revisions} onChange={(e) => setFrom(Number(e.currentTarget.value))} />
          <NativeSelect label={t("comparePanel.to")} value={String(to)} data={revisions} onChange={(e) => setTo(Number(e.currentTarget.value))} />
          <Button onClick={run} loading={state.kind === "loading"}>
            {t("comparePanel.show")}
          </Button>
        </Group>
        {state.kind === "failed" ? (
          <Text c="red" role="alert">
            {t("comparePanel.failed")}
          </Text>
        ) : state.kind === "loading" ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t("comparePanel.loading")}</Text>
          </Group>
        ) : state.kind === "loaded" ? (
          <ComparisonView comparison={state.comparison} />
        ) : null}
      </Stack>
    </Modal>
  );
}

export function ComparisonView({ comparison }: { comparison: RevisionComparison }) {
  const { t } = useTranslation("refine");
  const { rupees } = useLanguage();
  const changedDays = comparison.days.filter((day) => day.changed);
  const costsDiffer = COST_LINES.some((line) => comparison.costs.from[line] !== comparison.costs.to[line]);
  return (
    <Stack gap="md" data-testid="comparison">
      {changedDays.length === 0 && comparison.hotels.length === 0 && !costsDiffer ? <Text>{t("comparePanel.same")}</Text> : null}
      {comparison.days.map((day) => (
        <Stack key={day.dayNumber} gap={4} data-testid={`compare-day-${day.dayNumber}`}>
          <Group gap="xs">
            <Title order={4} fz="md">
              {t("comparePanel.day", { day: day.dayNumber })}
            </Title>
            {day.changed ? null : (
              <Text size="sm" c="dimmed">
                {t("comparePanel.unchangedDay")}
              </Text>
            )}
          </Group>
          {day.added.length ? (
            <Changes label={t("comparePanel.added")} color="green" items={day.added.map((a) => `${a.time} ${a.title}`)} />
          ) : null}
          {day.removed.length ? (
            <Changes label={t("comparePanel.removed")} color="red" items={day.removed.map((a) => `${a.time} ${a.title}`)} />
          ) : null}
          {day.retimed.length ? (
            <Changes
              label={t("comparePanel.moved")}
              color="blue"
              items={day.retimed.map((a) => t("comparePanel.movedEntry", { title: a.title, fromDay: a.fromDay, fromTime: a.fromTime, toTime: a.toTime }))}
            />
          ) : null}
          {day.notesChanged ? <Text size="sm">{t("comparePanel.notes")}</Text> : null}
        </Stack>
      ))}
      {comparison.hotels.length ? (
        <Changes
          label={t("comparePanel.hotels")}
          color="grape"
          items={comparison.hotels.map((h) => t("comparePanel.hotelEntry", { region: h.region, from: h.from, to: h.to }))}
        />
      ) : null}
      <Stack gap={4}>
        <Title order={4} fz="md">
          {t("comparePanel.costs")}
        </Title>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t("comparePanel.revisionOption", { revision: comparison.from })}</Table.Th>
              <Table.Th>{t("comparePanel.revisionOption", { revision: comparison.to })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COST_LINES.map((line) => (
              <Table.Tr key={line} fw={line === "total" ? 700 : undefined}>
                <Table.Td>{t(`comparePanel.cost.${line}`)}</Table.Td>
                <Table.Td>{rupees(comparison.costs.from[line])}</Table.Td>
                <Table.Td>{rupees(comparison.costs.to[line])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}

function Changes({ label, color, items }: { label: string; color: string; items: string[] }) {
  return (
    <Stack gap={2}>
      <Badge variant="light" color={color} w="fit-content">
        {label}
      </Badge>
      <List size="sm">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list; two entries may read the same.
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
