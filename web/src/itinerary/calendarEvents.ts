import type { DateArray, EventAttributes } from "ics";
import { placeWithRegion } from "./directions";
import { tripTimeZone, zonedTimeToUtc } from "./tripTimeZone";
import type { Itinerary } from "./types";

/** A calendar day, month 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** An activity without a stated length is put down for an hour. */
const DEFAULT_MINUTES = 60;

/**
 * The plan knows the month ("March 2026"), not the day the trip starts, so the traveller picks it;
 * this is the day offered first: the 1st of the travel month. Undefined for text in another form.
 */
export function firstDayOfTravelMonth(travelDates: string | undefined): CalendarDate | undefined {
  const match = /^([A-Za-z]+) (\d{4})$/.exec(travelDates?.trim() ?? "");
  if (!match) return undefined;
  const month = MONTHS.indexOf(`${match[1]?.[0]?.toUpperCase()}${match[1]?.slice(1).toLowerCase()}`) + 1;
  return month ? { year: Number(match[2]), month, day: 1 } : undefined;
}

/** 'YYYY-MM-DD' (a date input's value) to a calendar day; undefined when it is not a real date. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day ? date : undefined;
}

export function isoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** '2 hours', '1.5 hours', '45 minutes' to minutes; undefined for anything else. */
export function durationMinutes(text: string | undefined): number | undefined {
  const match = /^(\d+(?:\.\d+)?) ?(hours?|hrs?|h|minutes?|mins?|m)$/i.exec(text?.trim() ?? "");
  if (!match) return undefined;
  const amount = Number(match[1]) * (match[2]?.toLowerCase().startsWith("h") ? 60 : 1);
  return amount > 0 ? Math.round(amount) : undefined;
}

function clockTime(text: string | undefined): { hours: number; minutes: number } | undefined {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text?.trim() ?? "");
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : undefined;
}

/**
 * One calendar event per timed activity, day N on the traveller's first day plus N-1. In the trip's
 * IANA zone when it is known (written as the UTC instant, so every calendar shows it at the right
 * local time); otherwise as floating local times, which calendars show at that clock time wherever the
 * phone is (docs/adr/0120-trip-exports-and-sharing.md). An activity without a clock time, and so a rest
 * day, adds nothing.
 */
export function tripCalendarEvents(itinerary: Pick<Itinerary, "id" | "destination" | "destinationType" | "content">, firstDay: CalendarDate): EventAttributes[] {
  const zone = tripTimeZone(itinerary);
  const events: EventAttributes[] = [];
  (itinerary.content?.dailyItinerary ?? []).forEach((day, dayIndex) => {
    const dayNumber = day.dayNumber > 0 ? day.dayNumber : dayIndex + 1;
    const date = addDays(firstDay, dayNumber - 1);
    (day.activities ?? []).forEach((activity, index) => {
      const time = clockTime(activity.time);
      const title = activity.title?.trim() || activity.details?.location?.trim();
      if (!time || !title) return;
      const start: DateArray = zone
        ? utcArray(zonedTimeToUtc(date, time, zone))
        : [date.year, date.month, date.day, time.hours, time.minutes];
      const minutes = durationMinutes(activity.details?.duration) ?? DEFAULT_MINUTES;
      const place = activity.details?.location?.trim() || title;
      const description = [`Day ${dayNumber}${day.theme ? `: ${day.theme}` : ""}`, activity.details?.description?.trim()]
        .filter(Boolean)
        .join("\n");
      events.push({
        uid: `${itinerary.id}-day${dayNumber}-${index + 1}@safarnama`,
        title,
        start,
        startInputType: zone ? "utc" : "local",
        startOutputType: zone ? "utc" : "local",
        duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
        location: placeWithRegion(placeWithRegion(place, day.region), itinerary.destination),
        description
      });
    });
  });
  return events;
}

function utcArray(instant: Date): DateArray {
  return [instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate(), instant.getUTCHours(), instant.getUTCMinutes()];
}
