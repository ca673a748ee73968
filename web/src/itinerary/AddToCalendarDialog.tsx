import { Button, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconCalendarDown } from "@tabler/icons-react";
import { useMemo, useRef, useState } from "react";
import { toast } from "../notifications/toast";
import { firstDayOfTravelMonth, isoDate, parseIsoDate, tripCalendarEvents } from "./calendarEvents";
import { calendarFileName, downloadTextFile, tripCalendarText } from "./calendarFile";
import { itineraryT, useItineraryText } from "./itineraryText";
import { tripTimeZone } from "./tripTimeZone";
import type { Itinerary } from "./types";

function todayIso(): string {
  const now = new Date();
  return isoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** Asks for the trip's first day (the plan knows only the month), then downloads the .ics file. */
export function AddToCalendarDialog({ itinerary, opened, onClose }: { itinerary: Itinerary; opened: boolean; onClose: () => void }) {
  const t = useItineraryText();
  // Focus goes back to the button that opened the dialog. Mantine's own return lost it at random in the
  // keyboard journey (the page re-rendered under the open dialog), so the opener is remembered when the
  // dialog opens and focused again once it has closed.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpened = useRef(false);
  if (opened && !wasOpened.current && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  wasOpened.current = opened;
  const refocus = () => {
    const element = opener.current;
    if (element?.isConnected && document.activeElement !== element) element.focus();
  };
  const suggested = firstDayOfTravelMonth(itinerary.travelDates);
  const [value, setValue] = useState(suggested ? isoDate(suggested) : todayIso());
  const [busy, setBusy] = useState(false);
  const firstDay = useMemo(() => parseIsoDate(value), [value]);
  const count = useMemo(() => (firstDay ? tripCalendarEvents(itinerary, firstDay).length : 0), [itinerary, firstDay]);
  const floating = tripTimeZone(itinerary) === undefined;

  const download = async () => {
    if (!firstDay || !count || busy) return;
    setBusy(true);
    try {
      const text = await tripCalendarText(itinerary, firstDay);
      downloadTextFile(text, calendarFileName(itinerary.destination), "text/calendar;charset=utf-8");
      onClose();
    } catch {
      toast.error(itineraryT("exports.calendarFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        onClose();
        setTimeout(refocus, 0);
      }}
      onExitTransitionEnd={refocus}
      title={t("exports.calendarTitle")} closeButtonProps={{ "aria-label": t("exports.closeDialog") }} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <Stack gap="sm">
          <TextInput
            type="date"
            label={t("exports.firstDay")}
            description={t("exports.firstDayHint")}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={firstDay ? undefined : t("exports.invalidDate")}
            required
            data-autofocus
          />
          <Text size="sm" role="status">
            {firstDay ? (count ? t("exports.eventCount", { count }) : t("exports.noTimedActivities")) : ""}
            {firstDay && count && floating ? ` ${t("exports.floatingTimes")}` : ""}
          </Text>
          <Button type="submit" radius="xl" leftSection={<IconCalendarDown size={18} aria-hidden />} loading={busy} disabled={!firstDay || !count}>
            {t("exports.downloadCalendar")}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
