import { Alert, Group, List, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconShieldCheck } from "@tabler/icons-react";
import { TEXT_GREEN } from "../colours";
import { useItineraryText } from "../itineraryText";
import type { ItineraryContent } from "../types";

type PlanChecks = NonNullable<ItineraryContent["planChecks"]>;

/**
 * What the server checked before it saved the plan: a traveller sees that the places are real and
 * verified, what passed, what was repaired, and the date and source of every visa and permit fact.
 * A destination we do not cover is said first and plainly.
 */
export function PlanChecksPanel({ checks }: { checks: PlanChecks }) {
  const t = useItineraryText();
  return (
    <Stack gap="sm">
      {checks.notice && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="note">
          {checks.notice}
        </Alert>
      )}
      <Paper component="section" aria-label={t("checks.title")} withBorder radius="lg" p="md" className="itinerary-section plan-checks">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color={checks.covered ? "green" : "yellow"} radius="md">
              <IconShieldCheck size={18} aria-hidden />
            </ThemeIcon>
            <div>
              <Text fw={700}>{t("checks.title")}</Text>
              <Text size="sm" c={checks.covered ? TEXT_GREEN : "orange.8"}>
                {t("checks.verified", { verified: checks.verifiedPlaces, places: checks.places })}
              </Text>
            </div>
          </Group>
          <details className="plan-checks-passed">
            <summary>
              <Text span size="sm" fw={600}>
                {t("checks.passedCount", { count: checks.passed.length })}
              </Text>
            </summary>
            <List size="sm" spacing={2} mt={4} icon={<IconCircleCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />}>
              {checks.passed.map((rule) => (
                <List.Item key={rule}>{rule}</List.Item>
              ))}
            </List>
          </details>
          {checks.repaired > 0 && (
            <Text size="sm" c="dimmed">
              {t("checks.repaired", { count: checks.repaired })}
            </Text>
          )}
          {checks.warnings.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                {t("checks.warnings")}
              </Text>
              <List size="sm" icon={<IconInfoCircle size={14} aria-hidden />}>
                {checks.warnings.map((warning) => (
                  <List.Item key={warning}>{warning}</List.Item>
                ))}
              </List>
            </>
          )}
          {checks.facts.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                {t("checks.facts")}
              </Text>
              <List size="sm">
                {checks.facts.map((fact) => (
                  <List.Item key={`${fact.topic}-${fact.fact}`}>
                    <Text size="sm">
                      <Text span fw={600} inherit>
                        {fact.topic}:
                      </Text>{" "}
                      {fact.fact}{" "}
                      <Text span c="dimmed" size="xs">
                        {t("checks.factSource", { asOf: fact.asOf, source: fact.source })}
                      </Text>
                    </Text>
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The small mark beside a place from our destination guide. */
export function VerifiedMark() {
  const t = useItineraryText();
  return (
    <IconCircleCheck size={14} color="var(--mantine-color-green-7)" role="img" aria-label={t("checks.verifiedMark")} style={{ verticalAlign: "-2px", marginInlineStart: 4 }}>
      <title>{t("checks.verifiedMark")}</title>
    </IconCircleCheck>
  );
}
