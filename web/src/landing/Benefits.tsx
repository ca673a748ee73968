import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBed,
  IconBuildingCommunity,
  IconChecklist,
  IconClockHour4,
  IconCurrencyRupee,
  IconId,
  IconShieldCheck,
  IconShoppingBag,
  IconUserHeart
} from "@tabler/icons-react";
import classes from "./Landing.module.css";

export const BENEFITS = [
  {
    Icon: IconUserHeart,
    title: "Personalised Recommendations",
    text: "Plans shaped by your interests, pace, diet and who you travel with."
  },
  {
    Icon: IconCurrencyRupee,
    title: "Price Estimates",
    text: "Costs for stays, food and activities in rupees, so you can budget before you book."
  },
  {
    Icon: IconBuildingCommunity,
    title: "Local Insights",
    text: "Cultural notes, languages, climate and the best time to visit each place."
  },
  {
    Icon: IconId,
    title: "Visa Guidance",
    text: "Documents, fees, processing times and embassy details for international trips."
  },
  {
    Icon: IconShoppingBag,
    title: "Shopping Tips",
    text: "Souvenirs worth bringing home and the markets where locals shop."
  },
  {
    Icon: IconShieldCheck,
    title: "Travel Tips and Safety",
    text: "Practical advice on transport, etiquette, health and staying safe."
  },
  {
    Icon: IconChecklist,
    title: "Document Checklist",
    text: "What to carry, from ID and tickets to permits, so nothing is forgotten."
  },
  {
    Icon: IconClockHour4,
    title: "Time Saving",
    text: "Hours of research in a few minutes, with routes ordered to cut travel time."
  },
  {
    Icon: IconBed,
    title: "Stay Recommendations",
    text: "Hotels near your daily plans, with ratings and prices per night."
  }
];

export function Benefits() {
  return (
    <section className={classes.section} aria-labelledby="benefits-title">
      <Container size="lg">
        <Stack align="center" ta="center" gap="sm" mb={40}>
          <Title id="benefits-title" order={2} fz={{ base: 28, sm: 36 }}>
            Why Plan with AI?
          </Title>
          <Text c="dimmed" maw={600}>
            Everything a good travel agent would tell you, in one itinerary.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {BENEFITS.map(({ Icon, title, text }) => (
            <Card key={title} withBorder radius="lg" padding="lg" component="article">
              <ThemeIcon size={48} radius="md" variant="light" color="orange" mb="md">
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {title}
              </Title>
              <Text fz="sm" c="dimmed">
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
