import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconCalendarStats, IconMapPin, IconRoute2 } from "@tabler/icons-react";
import classes from "./Landing.module.css";

export const HOW_IT_WORKS_STEPS = [
  {
    Icon: IconMapPin,
    title: "Choose Your Destination",
    text: "Pick a city, state or country in India or abroad, and tell us where you start from."
  },
  {
    Icon: IconCalendarStats,
    title: "Set Duration and Budget",
    text: "Choose from 1 to 30 days, the month you travel and a budget that suits you."
  },
  {
    Icon: IconAdjustmentsHorizontal,
    title: "Share Your Preferences",
    text: "Interests, travel style, stay, transport, food preferences and who is coming along."
  },
  {
    Icon: IconRoute2,
    title: "Get Your Itinerary",
    text: "A day-by-day plan with timings, hotels, food, costs and tips, ready to share or save as a PDF."
  }
];

export function HowItWorks() {
  return (
    <section className={`${classes.section} ${classes.muted}`} aria-labelledby="how-it-works-title">
      <Container size="lg">
        <Stack align="center" ta="center" gap="sm" mb={40}>
          <Title id="how-it-works-title" order={2} fz={{ base: 28, sm: 36 }}>
            How It Works
          </Title>
          <Text c="dimmed" maw={560}>
            Four steps from an idea to a complete travel plan.
          </Text>
        </Stack>
        <SimpleGrid component="ol" cols={{ base: 1, xs: 2, md: 4 }} spacing="xl" style={{ listStyle: "none", padding: 0 }}>
          {HOW_IT_WORKS_STEPS.map(({ Icon, title, text }, index) => (
            <Stack component="li" key={title} align="center" ta="center" gap="xs">
              <ThemeIcon size={64} radius="xl" variant="gradient" gradient={{ from: "orange.6", to: "pink.6", deg: 135 }}>
                <Icon size={32} aria-hidden />
              </ThemeIcon>
              <Text fz="sm" fw={700} c="orange.8">
                Step {index + 1}
              </Text>
              <Title order={3} fz="lg">
                {title}
              </Title>
              <Text fz="sm" c="dimmed">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
