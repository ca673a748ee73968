import { daysText } from "./format";
import type { Itinerary } from "./types";

/** The regions in the order the trip visits them, each once. */
function route(itinerary: Pick<Itinerary, "content">): string[] {
  const fromJourney = itinerary.content?.geographicProgression?.regionSequence?.map((stop) => stop.regionName) ?? [];
  const names = fromJourney.length ? fromJourney : (itinerary.content?.dailyItinerary?.map((day) => day.region) ?? []);
  const trimmed = names.map((name) => name?.trim()).filter((name): name is string => Boolean(name));
  return trimmed.filter((name, index) => trimmed.indexOf(name) === index);
}

/**
 * What a shared itinerary says about itself, in a line or two: "Goa Travel Itinerary: 7 days in
 * March 2026", the route when it visits more than one region, then the link on its own line (WhatsApp
 * makes a bare link on its own line tappable and previews it).
 */
export function shareSummary(itinerary: Pick<Itinerary, "destination" | "duration" | "travelDates" | "content">): string {
  const length = itinerary.duration > 0 ? daysText(itinerary.duration) : "";
  const when = itinerary.travelDates?.trim();
  const facts = [length, when ? `in ${when}` : ""].filter(Boolean).join(" ");
  const regions = route(itinerary);
  return [
    `${itinerary.destination} Travel Itinerary${facts ? `: ${facts}` : ""}`,
    regions.length > 1 ? `Route: ${regions.slice(0, 6).join(" → ")}${regions.length > 6 ? " → …" : ""}` : ""
  ]
    .filter(Boolean)
    .join("\n");
}

/** The summary and the link, as one message. */
export function shareMessage(summary: string, link: string): string {
  return `${summary}\n${link}`;
}

/** WhatsApp's public click-to-chat link with the message filled in; the traveller picks the chat. */
export function whatsappShareUrl(summary: string, link: string): string {
  return `https://wa.me/?${new URLSearchParams({ text: shareMessage(summary, link) })}`;
}
