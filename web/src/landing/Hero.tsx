import { Anchor, Badge, Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendarTime, IconMapPin, IconMoodHeart, IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./Landing.module.css";
import { landingMessages } from "./messages";
import { PlanButton } from "./PlanButton";

const PROMISES = [
  { id: "planning", Icon: IconMapPin },
  { id: "timings", Icon: IconCalendarTime },
  { id: "local", Icon: IconMoodHeart }
] as const;

export const HERO_TITLE = landingMessages.hero.title;
export const HERO_BUTTON_LABEL = landingMessages.hero.button;

export function Hero() {
  const { t } = useTranslation("landing");
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
              {t("hero.badge")}
            </Badge>
            <Title id="hero-title" order={1} className={classes.heroTitle}>
              {t("hero.title")}
            </Title>
            <Text fz={{ base: "md", sm: "lg" }} maw={540} style={{ color: "rgba(255,255,255,0.92)" }}>
              {t("hero.text")}
            </Text>
            <Group gap="md">
              <PlanButton label={t("hero.button")} variant="white" color="orange" />
              <Anchor href="#destinations" c="white" fw={600} underline="always">
                {t("hero.explore")}
              </Anchor>
            </Group>
          </Stack>

          <Stack className={classes.heroPreview} gap="md" aria-label={t("hero.whatYouGet")}>
            {PROMISES.map(({ id, Icon }) => (
              <Group key={id} wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={44} radius="md" variant="white" color="orange">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{t(`hero.promises.${id}.title`)}</Text>
                  <Text fz="sm" style={{ color: "rgba(255,255,255,0.88)" }}>
                    {t(`hero.promises.${id}.text`)}
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
