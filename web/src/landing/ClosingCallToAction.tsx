import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./Landing.module.css";
import { PlanButton } from "./PlanButton";

export function ClosingCallToAction() {
  const { t } = useTranslation("landing");
  return (
    <section className={classes.section} aria-labelledby="cta-title">
      <Container size="md">
        <Stack className={classes.cta} align="center" ta="center" gap="md">
          <Title id="cta-title" order={2} c="white" fz={{ base: 26, sm: 36 }}>
            {t("closing.title")}
          </Title>
          <Text maw={560} style={{ color: "rgba(255,255,255,0.92)" }}>
            {t("closing.text")}
          </Text>
          <PlanButton label={t("closing.button")} variant="white" color="orange" />
        </Stack>
      </Container>
    </section>
  );
}
