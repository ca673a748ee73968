import { Alert, Button, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { PageTitle } from "../components/PageTitle";
import { dismissGeneration, ensureGenerationTracking, retryGeneration } from "../generation/trackers";
import { localize } from "../i18n/localize";
import { EmptyState } from "../myItineraries/EmptyState";
import { GeneratingCard } from "../myItineraries/GeneratingCard";
import { ItineraryCard } from "../myItineraries/ItineraryCard";
import { useMyItinerariesText } from "../myItineraries/myItinerariesText";
import { useDeleteItinerary } from "../myItineraries/useDeleteItinerary";
import { useItineraryList } from "../myItineraries/useItineraryList";
import { serverCards } from "../myItineraries/visibleCards";
import {
  generationKey,
  useGeneratingItineraries,
  useGenerationFailures,
  useGenerationPreviews,
  useIsGenerating
} from "../stores/generating";
import { useSession } from "../stores/session";

/** /my-itineraries: the traveller's itineraries, with the ones being generated first. */
export function MyItinerariesPage() {
  const { token } = useSession();
  if (!token) return <Navigate to="/" replace />;
  return <MyItineraries />;
}

function MyItineraries() {
  const navigate = useNavigate();
  const t = useMyItinerariesText();
  const generatingItems = useGeneratingItineraries();
  const failures = useGenerationFailures();
  const previews = useGenerationPreviews();
  const generating = useIsGenerating();
  const { itineraries, error, loading, refresh } = useItineraryList(generating, () => navigate("/", { replace: true }));
  const { deletingId, remove } = useDeleteItinerary(refresh);
  useEffect(() => ensureGenerationTracking(), []);

  const finished = itineraries ? serverCards(itineraries, generatingItems) : [];
  const nothing = itineraries !== null && finished.length === 0 && generatingItems.length === 0;

  let body: ReactNode;
  if (loading) {
    body = (
      <Center py={64}>
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text c="dimmed">{t("loading")}</Text>
        </Stack>
      </Center>
    );
  } else if (itineraries === null && generatingItems.length === 0) {
    body = (
      <Alert color="red" variant="light" role="alert" title={error ? localize(error) : t("loadFailed")}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={refresh}>
          {t("tryAgain")}
        </Button>
      </Alert>
    );
  } else if (nothing) {
    return (
      <Container size="lg" px={{ base: "sm", sm: "md" }}>
        <PageTitle>{t("heading")}</PageTitle>
        <EmptyState />
      </Container>
    );
  } else {
    body = (
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {localize(error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {generatingItems.map((item) => {
            const key = generationKey(item);
            return (
              <GeneratingCard
                key={key}
                item={item}
                failure={failures[key]}
                preview={previews[key]}
                onRetry={() => retryGeneration(key)}
                onDismiss={() => dismissGeneration(key)}
              />
            );
          })}
          {finished.map((itinerary) => (
            <ItineraryCard
              key={itinerary.id}
              itinerary={itinerary}
              deleting={deletingId === itinerary.id}
              onDelete={(chosen) => void remove(chosen)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Container size="lg" px={{ base: "sm", sm: "md" }} py={{ base: "lg", sm: 48 }}>
      <PageTitle>{t("heading")}</PageTitle>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {t("heading")}
          </Title>
          <Button component={Link} to="/make-itinerary" radius="xl" leftSection={<IconPlus size={18} aria-hidden />}>
            {t("createNew")}
          </Button>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
