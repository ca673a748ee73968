import { Container, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppModals } from "../components/ModalsProvider";
import { PageTitle } from "../components/PageTitle";
import { startGeneration } from "../generation/trackers";
import { useIsGenerating } from "../stores/generating";
import { useSession } from "../stores/session";
import { tripFormScreenMessages } from "../tripForm/messages";
import { forgetStoredChoice, readStoredChoice } from "../tripForm/prefill";
import { TripForm } from "../tripForm/TripForm";
import { newTempId } from "../tripForm/tempId";

export const DEFAULT_FORM_TITLE = tripFormScreenMessages.pageTitle;

/** /make-itinerary: the trip request. Submitting starts the generation and shows My Itineraries. */
export function MakeItineraryPage() {
  const { user, isLoggedIn } = useSession();
  const generating = useIsGenerating();
  const { openLogin, openPurchase } = useAppModals();
  const navigate = useNavigate();
  const { t } = useTranslation("tripForm");
  // Read once, before the effect below removes the keys.
  const [input] = useState(() => ({
    now: new Date(),
    origin: user?.location ?? null,
    loggedIn: isLoggedIn,
    credits: user?.credits ?? 0,
    generating,
    prefill: readStoredChoice()
  }));
  useEffect(() => forgetStoredChoice(), []);

  const name = user?.name?.trim();
  const title = name ? t("personalTitle", { name }) : t("pageTitle");

  return (
    <Container size="sm" px={{ base: "sm", sm: "md" }} py={{ base: "lg", sm: 48 }}>
      <PageTitle>{t("pageTitle")}</PageTitle>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            {t("intro")}
          </Text>
        </div>
        <TripForm
          input={input}
          loggedIn={isLoggedIn}
          credits={user?.credits ?? 0}
          generating={generating}
          onLogin={openLogin}
          onBuyCredits={() => openPurchase()}
          onSubmit={(request) => {
            startGeneration({ ...request, tempId: newTempId() });
            navigate("/my-itineraries");
          }}
        />
      </Stack>
    </Container>
  );
}
