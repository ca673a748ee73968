import { Group, Radio, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OptionGroup } from "./messages";
import classes from "./OptionCards.module.css";
import type { Option } from "./options";

export interface OptionCardsProps<Id extends string> {
  /** The group's accessible name (the section title says it visually). */
  label: string;
  /** Which option set, for the labels in the reader's language (the ids stay the request's values). */
  group: OptionGroup;
  options: readonly Option<Id>[];
  value: string;
  onChange: (id: Id) => void;
  /** Extra line under an option, e.g. a budget band. */
  detail?: (option: Option<Id>) => string | undefined;
  cols?: { base: number; sm: number };
}

/** A single choice shown as tappable cards (large targets on a phone). */
export function OptionCards<Id extends string>({ label, group, options, value, onChange, detail, cols }: OptionCardsProps<Id>) {
  const { t } = useTranslation("options");
  return (
    <Radio.Group aria-label={label} value={value} onChange={(id) => onChange(id as Id)}>
      <SimpleGrid cols={cols ?? { base: 1, sm: 3 }} spacing="xs">
        {options.map((option) => {
          const description = detail?.(option);
          // Falls back to the English label for an id the option set does not know.
          const text = t(`${group}.${option.id}` as never, { defaultValue: option.label }) as string;
          return (
            <Radio.Card key={option.id} value={option.id} radius="md" p="sm" aria-label={text} className={classes.card}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Radio.Indicator size="sm" mt={2} />
                <div>
                  <Text fw={600} size="sm">
                    {text}
                  </Text>
                  {description && (
                    <Text size="xs" c="dimmed">
                      {description}
                    </Text>
                  )}
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
