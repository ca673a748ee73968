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
import { useTranslation } from "react-i18next";
import classes from "./Landing.module.css";
import type { BenefitId } from "./messages";

// The words are in messages.ts; these are the cards' order and icons.
export const BENEFITS: { id: BenefitId; Icon: typeof IconBed }[] = [
  { id: "personalised", Icon: IconUserHeart },
  { id: "prices", Icon: IconCurrencyRupee },
  { id: "insights", Icon: IconBuildingCommunity },
  { id: "visa", Icon: IconId },
  { id: "shopping", Icon: IconShoppingBag },
  { id: "safety", Icon: IconShieldCheck },
  { id: "documents", Icon: IconChecklist },
  { id: "time", Icon: IconClockHour4 },
  { id: "stays", Icon: IconBed }
];

export function Benefits() {
  const { t } = useTranslation("landing");
  return (
    <section className={classes.section} aria-labelledby="benefits-title">
      <Container size="lg">
        <Stack align="center" ta="center" gap="sm" mb={40}>
          <Title id="benefits-title" order={2} fz={{ base: 28, sm: 36 }}>
            {t("benefits.title")}
          </Title>
          <Text c="dimmed" maw={600}>
            {t("benefits.text")}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {BENEFITS.map(({ id, Icon }) => (
            <Card key={id} withBorder radius="lg" padding="lg" component="article">
              <ThemeIcon size={48} radius="md" variant="light" color="orange" mb="md">
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {t(`benefits.items.${id}.title`)}
              </Title>
              <Text fz="sm" c="dimmed">
                {t(`benefits.items.${id}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
