import { SimpleGrid, Stack } from "@mantine/core";
import { IconEPassport } from "@tabler/icons-react";
import { rupees } from "../format";
import { sectionTitles } from "../messages";
import type { VisaInformation } from "../types";
import { Fact, Section, TextList } from "./Section";

export function VisaSection({ visa }: { visa: VisaInformation }) {
  return (
    <Section title={sectionTitles.visa} icon={IconEPassport}>
      <Fact label="Status" value={visa.status} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Fact label="Processing time" value={visa.requirements?.processingTime} />
          <Fact label="Fees" value={rupees(visa.requirements?.fees)} />
          <Fact label="Validity" value={visa.requirements?.validityPeriod} />
        </Stack>
        <Stack gap={4}>
          <Fact label="Embassy" value={visa.embassyDetails?.location} />
          <Fact label="Contact" value={visa.embassyDetails?.contactInfo} />
          <Fact label="Hours" value={visa.embassyDetails?.workingHours} />
        </Stack>
      </SimpleGrid>
      <TextList label="Documents" items={visa.requirements?.documents} />
      <TextList label="How to apply" items={visa.applicationProcess} />
      <TextList label="Good to know" items={visa.additionalNotes} />
    </Section>
  );
}
