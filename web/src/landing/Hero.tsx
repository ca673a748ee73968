import { Anchor, Badge, Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendarTime, IconMapPin, IconMoodHeart, IconSparkles } from "@tabler/icons-react";
import classes from "./Landing.module.css";
import { PlanButton } from "./PlanButton";

const PROMISES = [
  { Icon: IconMapPin, title: "Smart destination planning", text: "Routes that follow the map, not the brochure." },
  { Icon: IconCalendarTime, title: "Day-by-day itinerary with timings", text: "Every day planned, from breakfast to the last stop." },
  { Icon: IconMoodHeart, title: "Local experiences", text: "Food, markets and customs that locals recommend." }
];

export const HERO_TITLE = "Your Perfect Trip, Planned by AI";
export const HERO_BUTTON_LABEL = "Make Your Itinerary Now";

export function Hero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: "center" }}>
          <Stack gap="lg">
            <Badge
              size="lg"
              variant="white"
              color="orange"
              leftSection={<IconSparkles size={14} aria-hidden />}
              style={{ alignSelf: "flex-start" }}
            >
              AI travel planner
            </Badge>
            <Title id="hero-title" order={1} className={classes.heroTitle}>
              {HERO_TITLE}
            </Title>
            <Text fz={{ base: "md", sm: "lg" }} maw={540} style={{ color: "rgba(255,255,255,0.92)" }}>
              Tell us where, when and how you like to travel. In minutes you get a day-by-day plan with
              timings, stays, food, costs in rupees and visa guidance, for India and the world.
            </Text>
            <Group gap="md">
              <PlanButton label={HERO_BUTTON_LABEL} variant="white" color="orange" />
              <Anchor href="#destinations" c="white" fw={600} underline="always">
                Explore destinations
              </Anchor>
            </Group>
          </Stack>

          <Stack className={classes.heroPreview} gap="md" aria-label="What you get">
            {PROMISES.map(({ Icon, title, text }) => (
              <Group key={title} wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={44} radius="md" variant="white" color="orange">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{title}</Text>
                  <Text fz="sm" style={{ color: "rgba(255,255,255,0.88)" }}>
                    {text}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
