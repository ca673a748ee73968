import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBulb } from "@tabler/icons-react";
import { tipIcon } from "../icons";
import { useItineraryText } from "../itineraryText";
import type { TravelTip } from "../types";
import { usePlanLang } from "./PlanText";
import { EmptyNote, Section } from "./Section";

export function TipsSection({ tips }: { tips: readonly TravelTip[] | undefined }) {
  const t = useItineraryText();
  const lang = usePlanLang();
  return (
    <Section title={t("sections.tips")} icon={IconBulb}>
      {tips?.length ? (
        <Stack gap="sm">
          {tips.map((tip, index) => {
            const TipIcon = tipIcon(tip.category);
            return (
// biome-ignore lint/suspicious/noArrayIndexKey: a static list that is never reordered; its items may repeat.
              <Group key={`${tip.category}-${index}`} gap="sm" align="flex-start" wrap="nowrap">
                <ThemeIcon variant="light" radius="md">
                  <TipIcon size={16} aria-hidden />
                </ThemeIcon>
                <div lang={lang}>
                  <Text size="sm" fw={600}>
                    {tip.category}
                  </Text>
                  <Text size="sm">{tip.tip}</Text>
                </div>
              </Group>
            );
          })}
        </Stack>
      ) : (
        <EmptyNote>{t("view.noTips")}</EmptyNote>
      )}
    </Section>
  );
}
