import { SimpleGrid, Stack, Text } from "@mantine/core";
import { IconBus } from "@tabler/icons-react";
import { rupees } from "../format";
import { sectionTitles, viewMessages } from "../messages";
import type { TransportationDetails } from "../types";
import { EmptyNote, Fact, Section } from "./Section";

const availability = (option: { available?: boolean | string; approximateCost?: number | string } | undefined) => {
  if (!option) return undefined;
  if (option.available === false) return "Not available";
  return option.approximateCost !== undefined ? `about ${rupees(option.approximateCost)}` : "Available";
};

export function TransportSection({ details }: { details: TransportationDetails | undefined }) {
  return (
    <Section title={sectionTitles.transport} icon={IconBus}>
      {!details ? (
        <EmptyNote>{viewMessages.transportUnavailable}</EmptyNote>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Public transport
            </Text>
            <Fact label="Options" value={details.publicTransport?.availableTypes?.join(", ")} />
            <Fact label="Hours" value={details.publicTransport?.operatingHours} />
          </Stack>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Private transport
            </Text>
            {details.privateTransport?.map((option) => (
              <Text size="sm" key={option.availableType}>
                {option.availableType}: {rupees(option.rentalCost)} a day
                {option.fuelCost !== undefined ? ` + fuel ${rupees(option.fuelCost)}` : ""}
              </Text>
            ))}
          </Stack>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Airport transfer
            </Text>
            <Fact label="Distance" value={details.airportTransfer?.distance} />
            <Fact label="Public" value={availability(details.airportTransfer?.public)} />
            <Fact label="Private" value={availability(details.airportTransfer?.private)} />
          </Stack>
        </SimpleGrid>
      )}
    </Section>
  );
}
