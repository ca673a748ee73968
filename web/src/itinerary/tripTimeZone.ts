import type { Itinerary } from "./types";

/** India keeps one zone and no summer time. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

/** Whether the browser knows the IANA zone (Intl throws a RangeError for an unknown one). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.includes("/") || zone === "UTC";
  } catch {
    return false;
  }
}

/**
 * The IANA zone the plan's clock times are in, when the plan lets us know it: India's for a domestic
 * trip; for an international one, the zone the overview's time-zone text starts with (the destination
 * guide writes "Asia/Bangkok (GMT+7; 1 h 30 min ahead of India)"). Undefined when the text names no
 * zone (a writer's "Local time (...)"): the times are then the destination's local ones, place unknown.
 */
export function tripTimeZone(itinerary: Pick<Itinerary, "destinationType" | "content">): string | undefined {
  if (itinerary.destinationType === "domestic") return INDIA_TIME_ZONE;
  const named = itinerary.content?.overview?.timeZone?.trim().split(/[\s(;,]/)[0];
  return named && isKnownTimeZone(named) ? named : undefined;
}

/** Minutes east of UTC in a zone at an instant. */
export function offsetMinutes(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The instant a wall-clock time in a zone stands for. The offset is read at a first guess and again at
 * the result, so a time on the day summer time starts or ends lands on the zone's own offset.
 */
export function zonedTimeToUtc(
  date: { year: number; month: number; day: number },
  time: { hours: number; minutes: number },
  zone: string
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hours, time.minutes);
  const first = wall - offsetMinutes(zone, new Date(wall)) * 60_000;
  const second = wall - offsetMinutes(zone, new Date(first)) * 60_000;
  return new Date(second);
}
