import { type CalendarDate, tripCalendarEvents } from "./calendarEvents";
import type { Itinerary } from "./types";

/**
 * The trip as an iCalendar (.ics) text, one event per timed activity. The `ics` library is loaded
 * here, when the traveller asks for the file, so it never weighs on a page's first load.
 */
export async function tripCalendarText(
  itinerary: Pick<Itinerary, "id" | "destination" | "destinationType" | "content">,
  firstDay: CalendarDate
): Promise<string> {
  const events = tripCalendarEvents(itinerary, firstDay);
  const { createEvents } = await import("ics");
  const { error, value } = createEvents(events, { calName: `${itinerary.destination} Travel Itinerary`, productId: "safarnama/itinerary" });
  if (error || !value) throw error ?? new Error("The calendar file could not be made");
  return value;
}

/** 'goa-itinerary.ics': the destination in lower case, words joined by hyphens. */
export function calendarFileName(destination: string): string {
  const slug = destination
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "trip"}-itinerary.ics`;
}

/** Hands the text to the browser as a file download. */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
