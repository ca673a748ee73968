import { Container, Stack, Text, Title } from "@mantine/core";
import classes from "./Landing.module.css";
import { PlanButton } from "./PlanButton";

export function ClosingCallToAction() {
  return (
    <section className={classes.section} aria-labelledby="cta-title">
      <Container size="md">
        <Stack className={classes.cta} align="center" ta="center" gap="md">
          <Title id="cta-title" order={2} c="white" fz={{ base: 26, sm: 36 }}>
            Ready for Your Next Adventure?
          </Title>
          <Text maw={560} style={{ color: "rgba(255,255,255,0.92)" }}>
            Tell us about your trip and get a complete day-by-day plan in minutes, with timings, stays, food and costs.
          </Text>
          <PlanButton label="Start Planning Now" variant="white" color="orange" />
        </Stack>
      </Container>
    </section>
  );
}
