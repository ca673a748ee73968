import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconCalendarStats, IconMapPin, IconRoute2 } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./Landing.module.css";
import type { StepId } from "./messages";

// The English words (and the spec's step titles) are in messages.ts; these are the steps' order and icons.
export const HOW_IT_WORKS_STEPS: { id: StepId; Icon: typeof IconMapPin }[] = [
  { id: "destination", Icon: IconMapPin },
  { id: "duration", Icon: IconCalendarStats },
  { id: "preferences", Icon: IconAdjustmentsHorizontal },
  { id: "itinerary", Icon: IconRoute2 }
];

export function HowItWorks() {
  const { t } = useTranslation("landing");
  return (
    <section className={`${classes.section} ${classes.muted}`} aria-labelledby="how-it-works-title">
      <Container size="lg">
        <Stack align="center" ta="center" gap="sm" mb={40}>
          <Title id="how-it-works-title" order={2} fz={{ base: 28, sm: 36 }}>
            {t("howItWorks.title")}
          </Title>
          <Text c="dimmed" maw={560}>
            {t("howItWorks.text")}
          </Text>
        </Stack>
        <SimpleGrid component="ol" cols={{ base: 1, xs: 2, md: 4 }} spacing="xl" style={{ listStyle: "none", padding: 0 }}>
          {HOW_IT_WORKS_STEPS.map(({ id, Icon }, index) => (
            <Stack component="li" key={id} align="center" ta="center" gap="xs">
              <ThemeIcon size={64} radius="xl" variant="gradient" gradient={{ from: "orange.6", to: "pink.6", deg: 135 }}>
                <Icon size={32} aria-hidden />
              </ThemeIcon>
              <Text fz="sm" fw={700} c="orange.8">
                {t("howItWorks.step", { number: index + 1 })}
              </Text>
              <Title order={3} fz="lg">
                {t(`howItWorks.steps.${id}.title`)}
              </Title>
              <Text fz="sm" c="dimmed">
                {t(`howItWorks.steps.${id}.text`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
