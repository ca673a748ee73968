import { Group, Stack, Text } from "@mantine/core";
import { IconWallet } from "@tabler/icons-react";
import { rupees } from "../format";
import { groupSize } from "../groupSize";
import { sectionTitles, viewMessages } from "../messages";
import type { CostBreakdown } from "../types";
import { Section } from "./Section";

const ROWS: [keyof CostBreakdown, string][] = [
  ["accommodation", "Accommodation"],
  ["food", "Food"],
  ["activities", "Activities"]
];

/** Per-person costs, and the total for the whole group (spec group sizes). Transport is excluded. */
export function CostSection({ cost, travellingWith }: { cost: CostBreakdown | undefined; travellingWith: string | undefined }) {
  if (!cost) return null;
  const people = groupSize(travellingWith);
  const perPerson = Number(cost.total);
  return (
    <Section title={sectionTitles.cost} icon={IconWallet}>
      <Stack gap={6}>
        <Text fw={700} fz="lg" data-testid="group-total">
          Total for {people} {people === 1 ? "traveller" : "travellers"}:{" "}
          {Number.isFinite(perPerson) ? rupees(perPerson * people) : rupees(cost.total)}
        </Text>
        {ROWS.map(([key, label]) => (
          <Group key={key} justify="space-between">
            <Text size="sm">{label}</Text>
            <Text size="sm" fw={500}>
              {rupees(cost[key])}
            </Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Total per person
          </Text>
          <Text size="sm" fw={700}>
            {rupees(cost.total)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {viewMessages.transportExcluded}
        </Text>
      </Stack>
    </Section>
  );
}
