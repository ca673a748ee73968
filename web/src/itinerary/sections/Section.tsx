import { Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { PlanText, usePlanLang } from "./PlanText";

/** One section of the itinerary: an icon, a title and its content. */
export function Section({ title, icon: SectionIcon, children }: { title: string; icon: Icon; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: "md", sm: "lg" }} className="itinerary-section">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size="lg">
            <SectionIcon size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz={{ base: 19, sm: 22 }} id={id}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A section's empty state: the spec's message, quietly. */
export function EmptyNote({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm" fs="italic">
      {children}
    </Text>
  );
}

/** A labelled list of the plan's short texts; nothing at all when the list is empty. */
export function TextList({ label, items }: { label: string; items: readonly string[] | undefined }) {
  const lang = usePlanLang();
  if (!items?.length) return null;
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {label}
      </Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {items.map((item) => (
          <li key={item}>
            <Text size="sm" lang={lang}>
              {item}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Label: value' when there is a value; the label is the page's, the value may be anything. */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (value === undefined || value === null || value === "") return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{" "}
      {value}
    </Text>
  );
}

/** 'Label: value' where the value is the plan's own text. */
export function PlanFact({ label, value }: { label: string; value: string | undefined }) {
  return <Fact label={label} value={value ? <PlanText>{value}</PlanText> : undefined} />;
}
