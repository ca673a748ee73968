import { Group, Radio, SimpleGrid, Text } from "@mantine/core";
import classes from "./OptionCards.module.css";
import type { Option } from "./options";

export interface OptionCardsProps<Id extends string> {
  /** The group's accessible name (the section title says it visually). */
  label: string;
  options: readonly Option<Id>[];
  value: string;
  onChange: (id: Id) => void;
  /** Extra line under an option, e.g. a budget band. */
  detail?: (option: Option<Id>) => string | undefined;
  cols?: { base: number; sm: number };
}

/** A single choice shown as tappable cards (large targets on a phone). */
export function OptionCards<Id extends string>({ label, options, value, onChange, detail, cols }: OptionCardsProps<Id>) {
  return (
    <Radio.Group aria-label={label} value={value} onChange={(id) => onChange(id as Id)}>
      <SimpleGrid cols={cols ?? { base: 1, sm: 3 }} spacing="xs">
        {options.map((option) => {
          const description = detail?.(option);
          return (
            <Radio.Card key={option.id} value={option.id} radius="md" p="sm" aria-label={option.label} className={classes.card}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Radio.Indicator size="sm" mt={2} />
                <div>
                  <Text fw={600} size="sm">
                    {option.label}
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
