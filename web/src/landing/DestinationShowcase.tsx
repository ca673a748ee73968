import { Container, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { DestinationCard } from "./DestinationCard";
import { SHOWCASE_DESTINATIONS, type TripType } from "./destinations";
import classes from "./Landing.module.css";
import { useStartPlanning } from "./useStartPlanning";

const TRIP_TYPES: { value: TripType; label: string }[] = [
  { value: "domestic", label: "Domestic" },
  { value: "international", label: "International" }
];

export function DestinationShowcase() {
  const [tripType, setTripType] = useState<TripType>("domestic");
  const { startPlanning, generating } = useStartPlanning();
  return (
    <section id="destinations" className={classes.section} aria-labelledby="destinations-title">
      <Container size="lg">
        <Stack align="center" ta="center" gap="sm" mb={40}>
          <Title id="destinations-title" order={2} fz={{ base: 28, sm: 36 }}>
            Popular Destinations
          </Title>
          <Text c="dimmed" maw={620}>
            Pick a place to start from, or plan any other destination you have in mind. Every itinerary is
            written for your dates, budget and travel style.
          </Text>
          <SegmentedControl
            mt="sm"
            radius="xl"
            size="md"
            color="orange"
            value={tripType}
            onChange={(value) => setTripType(value as TripType)}
            data={TRIP_TYPES}
            aria-label="Trip type"
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {SHOWCASE_DESTINATIONS[tripType].map((destination) => (
            <DestinationCard
              key={destination.name}
              destination={destination}
              disabled={generating}
              onChoose={() => startPlanning({ tripType, destination: destination.name })}
            />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
