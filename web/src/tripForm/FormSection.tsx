import { Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** One numbered step of the trip form: a titled card, announced to screen readers as a group. */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz={{ base: 17, sm: 19 }} id={titleId}>
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
