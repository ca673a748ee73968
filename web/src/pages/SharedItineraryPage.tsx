import { Button, Center, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { useBrand } from "../api/config";
import { PageTitle } from "../components/PageTitle";
import { useLanguage } from "../i18n/useLanguage";
import { ActionBar } from "../itinerary/ActionBar";
import { AddToCalendarDialog } from "../itinerary/AddToCalendarDialog";
import { shareLink } from "../itinerary/api";
import { OwnerEdit } from "../itinerary/edit/OwnerEdit";
import { longDate } from "../itinerary/format";
import { ItineraryHeader } from "../itinerary/ItineraryHeader";
import { ItineraryView } from "../itinerary/ItineraryView";
import { itineraryT, useItineraryText } from "../itinerary/itineraryText";
import { copyShareLink } from "../itinerary/share";
import { shareSummary, whatsappShareUrl } from "../itinerary/shareText";
import type { Itinerary } from "../itinerary/types";
import { UnfinishedPlan } from "../itinerary/UnfinishedPlan";
import { usePdfDownload } from "../itinerary/usePdfDownload";
import { useLiveItinerary } from "../itinerary/useLiveItinerary";
import { useSharedItinerary } from "../itinerary/useSharedItinerary";
import { toast } from "../notifications/toast";
import "../itinerary/print.css";

/** /itinerary/{shareUrl}: the public view of a shared itinerary. */
export function SharedItineraryPage() {
  const { shareUrl } = useParams();
  if (!shareUrl) return <Navigate to="/make-itinerary" replace />;
  return <SharedItinerary key={shareUrl} shareUrl={shareUrl} />;
}

function SharedItinerary({ shareUrl }: { shareUrl: string }) {
  const state = useSharedItinerary(shareUrl);
  const navigate = useNavigate();
  const t = useItineraryText();
  useEffect(() => {
    if (state.kind !== "failed") return;
    toast.error(itineraryT("shared.loadFailed"), { id: "shared-load-failed" });
    navigate("/make-itinerary", { replace: true });
  }, [state.kind, navigate]);

  if (state.kind === "loading" || state.kind === "failed") {
    return (
      <Center mih="50vh" role="status">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text c="dimmed">{t("shared.loading")}</Text>
        </Stack>
      </Center>
    );
  }
  if (state.kind === "notFound") {
    return (
      <Container size="sm" py={80}>
        <PageTitle>{t("shared.notFound")}</PageTitle>
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("shared.notFound")}
          </Title>
          <Button component={Link} to="/make-itinerary" radius="xl">
            {t("shared.planTrip")}
          </Button>
        </Stack>
      </Container>
    );
  }
  return <Loaded itinerary={state.itinerary} shareUrl={shareUrl} />;
}

function Loaded({ itinerary: loaded, shareUrl }: { itinerary: Itinerary; shareUrl: string }) {
  // While it is being written the plan follows the server; the owner's edits replace what the page shows
  // with each new revision (itinerary/edit).
  const [itinerary, setItinerary] = useLiveItinerary(shareUrl, loaded);
  if (itinerary.status === "generating" || itinerary.status === "failed") return <UnfinishedPlan itinerary={itinerary} />;
  return <Finished itinerary={itinerary} shareUrl={shareUrl} onItinerary={setItinerary} />;
}

function Finished({ itinerary, shareUrl, onItinerary }: { itinerary: Itinerary; shareUrl: string; onItinerary: (itinerary: Itinerary) => void }) {
  const brand = useBrand();
  const pdf = usePdfDownload(itinerary, shareUrl);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const t = useItineraryText();
  const { language } = useLanguage();
  return (
    <Container size="md" px={{ base: "sm", sm: "md" }} py={{ base: "md", sm: 40 }}>
      <PageTitle>{t("header.title", { destination: itinerary.destination })}</PageTitle>
      <Stack gap="md">
        <ItineraryHeader itinerary={itinerary} />
        <ActionBar
          onPrint={() => window.print()}
          onDownloadPdf={() => void pdf.download()}
          onCopyLink={() => void copyShareLink(shareUrl)}
          onAddToCalendar={() => setCalendarOpen(true)}
          whatsappUrl={whatsappShareUrl(shareSummary(itinerary), shareLink(shareUrl))}
          pdfBusy={pdf.busy}
        />
        <AddToCalendarDialog itinerary={itinerary} opened={calendarOpen} onClose={() => setCalendarOpen(false)} />
        <OwnerEdit itinerary={itinerary} onItinerary={onItinerary}>
          <ItineraryView itinerary={itinerary} />
        </OwnerEdit>
        <Text ta="center" size="sm" c="dimmed" pt="md" pb={itinerary.updatedAt ? 0 : "md"} data-testid="generated-on">
          {t("shared.generatedOn", { date: longDate(itinerary.createdAt, language), brand })}
        </Text>
        {/* The owner changed the plan after it was generated: the link always shows the current revision. */}
        {itinerary.updatedAt ? (
          <Text ta="center" size="sm" c="dimmed" pb="md" data-testid="updated-on">
            {t("shared.updatedOn", { date: longDate(itinerary.updatedAt, language) })}
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
