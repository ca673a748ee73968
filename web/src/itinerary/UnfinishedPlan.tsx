import { Alert, Container, Stack } from "@mantine/core";
import { IconAlertTriangle, IconSparkles } from "@tabler/icons-react";
import { PageTitle } from "../components/PageTitle";
import { localize } from "../i18n/localize";
import { ItineraryHeader } from "./ItineraryHeader";
import { ItineraryView } from "./ItineraryView";
import { useItineraryText } from "./itineraryText";
import type { Itinerary } from "./types";

/**
 * The shared page of a plan still being written, shown as the knowledge base's draft while the AI
 * writes its days (docs/adr/0180-draft-first-generation.md), or of one that failed, with the reason.
 * No actions: printing, the PDF, the calendar, sharing and edits need a finished plan.
 */
export function UnfinishedPlan({ itinerary }: { itinerary: Itinerary }) {
  const t = useItineraryText();
  return (
    <Container size="md" px={{ base: "sm", sm: "md" }} py={{ base: "md", sm: 40 }}>
      <PageTitle>{t("header.title", { destination: itinerary.destination })}</PageTitle>
      <Stack gap="md">
        <ItineraryHeader itinerary={itinerary} share={false} />
        {itinerary.status === "failed" ? (
          <Alert
            color="red"
            variant="light"
            radius="md"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t("shared.generationFailed")}
          >
            {itinerary.failureReason ? localize(itinerary.failureReason) : null}
          </Alert>
        ) : (
          <>
            {itinerary.content ? (
              <Alert
                color="blue"
                variant="light"
                radius="md"
                role="note"
                icon={<IconSparkles size={18} aria-hidden />}
              >
                {t("draft.notice")}
              </Alert>
            ) : null}
            <ItineraryView itinerary={itinerary} />
          </>
        )}
      </Stack>
    </Container>
  );
}
