import { Container, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAppModals } from "../components/ModalsProvider";
import { PageTitle } from "../components/PageTitle";
import { startGeneration } from "../generation/trackers";
import { useIsGenerating } from "../stores/generating";
import { useSession } from "../stores/session";
import { forgetStoredChoice, readStoredChoice } from "../tripForm/prefill";
import { TripForm } from "../tripForm/TripForm";
import { newTempId } from "../tripForm/tempId";

export const DEFAULT_FORM_TITLE = "Create Your Travel Itinerary";
export const personalFormTitle = (name: string) => `${name}, Let's Plan Your Trip!`;

/** /make-itinerary: the trip request. Submitting starts the generation and shows My Itineraries. */
export function MakeItineraryPage() {
  const { user, isLoggedIn } = useSession();
  const generating = useIsGenerating();
  const { openLogin, openPurchase } = useAppModals();
  const navigate = useNavigate();
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
  const title = name ? personalFormTitle(name) : DEFAULT_FORM_TITLE;

  return (
    <Container size="sm" px={{ base: "sm", sm: "md" }} py={{ base: "lg", sm: 48 }}>
      <PageTitle>{DEFAULT_FORM_TITLE}</PageTitle>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            Tell us about your trip and our AI writes a day-by-day plan.
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
