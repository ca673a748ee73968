import { Group, Stack, Text } from "@mantine/core";
import { IconWallet } from "@tabler/icons-react";
import { useLanguage } from "../../i18n/useLanguage";
import { rupees } from "../format";
import { groupSize } from "../groupSize";
import { useItineraryText } from "../itineraryText";
import type { CostBreakdown } from "../types";
import { Section } from "./Section";

const ROWS = ["accommodation", "food", "activities"] as const satisfies readonly (keyof CostBreakdown)[];

/** Per-person costs, and the total for the whole group (spec group sizes). Transport is excluded. */
export function CostSection({ cost, travellingWith }: { cost: CostBreakdown | undefined; travellingWith: string | undefined }) {
  const t = useItineraryText();
  const { language } = useLanguage();
  if (!cost) return null;
  const people = groupSize(travellingWith);
  const perPerson = Number(cost.total);
  return (
    <Section title={t("sections.cost")} icon={IconWallet}>
      <Stack gap={6}>
        {/* Every figure says whom it is for: the lines and their total per person, then the whole group's. */}
        <Text size="sm" fw={600} c="dimmed">
          {t("details.perPersonHeading")}
        </Text>
        {ROWS.map((key) => (
          <Group key={key} justify="space-between">
            <Text size="sm">{t(`details.${key}`)}</Text>
            <Text size="sm" fw={500}>
              {rupees(cost[key], language)}
            </Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t("details.perPerson")}
          </Text>
          <Text size="sm" fw={700}>
            {rupees(cost.total, language)}
          </Text>
        </Group>
        <Text fw={700} fz="lg" data-testid="group-total">
          {t("details.groupTotal", {
            count: people,
            amount: Number.isFinite(perPerson) ? rupees(perPerson * people, language) : rupees(cost.total, language)
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t("view.transportExcluded")}
        </Text>
      </Stack>
    </Section>
  );
}
