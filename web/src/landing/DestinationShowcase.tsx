import { Container, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DestinationCard } from "./DestinationCard";
import { SHOWCASE_DESTINATIONS, type TripType } from "./destinations";
import classes from "./Landing.module.css";
import { useStartPlanning } from "./useStartPlanning";

export function DestinationShowcase() {
  const [tripType, setTripType] = useState<TripType>("domestic");
  const { startPlanning, generating } = useStartPlanning();
  const { t } = useTranslation("landing");
  const tripTypes: { value: TripType; label: string }[] = [
    { value: "domestic", label: t("showcase.domestic") },
    { value: "international", label: t("showcase.international") }
  ];
  return (
    <section id="destinations" className={classes.section} aria-labelledby="destinations-title">
      <Container size="lg">
        <Stack align="center" ta="center" gap="sm" mb={40}>
          <Title id="destinations-title" order={2} fz={{ base: 28, sm: 36 }}>
            {t("showcase.title")}
          </Title>
          <Text c="dimmed" maw={620}>
            {t("showcase.text")}
          </Text>
          <SegmentedControl
            mt="sm"
            radius="xl"
            size="md"
            color="orange"
            value={tripType}
            onChange={(value) => setTripType(value as TripType)}
            data={tripTypes}
            aria-label={t("showcase.tripType")}
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
